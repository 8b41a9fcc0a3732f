import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are: compressing them saves next to nothing. */
export const COMPRESSION_THRESHOLD = 1024;
/**
 * Brotli quality for answers compressed per request: 4 is @fastify/compress's own default, as
 * fast as gzip at a smaller size; 11 (zlib's default, used for the build's files) costs ~80x.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;
/** zlib's default level: the usual balance of speed and size for per-request gzip. */
export const DYNAMIC_GZIP_LEVEL = 6;

const brotliOptions = {
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
  },
};
const gzipOptions = { level: DYNAMIC_GZIP_LEVEL };

/**
 * Compresses answers on the fly (JSON above 1 KB, any route), with br or gzip as the request's
 * Accept-Encoding allows. An answer that already carries a Content-Encoding (precompressed
 * static files, cached precompressed buffers) is sent untouched: @fastify/compress checks
 * that header before anything else. See docs/decisions/0008-compressed-delivery.md.
 *
 * Register it before the routes: @fastify/compress hooks into each route as it is added.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies are small JSON or multipart uploads: no client sends them compressed.
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    // No deflate (ambiguous framing in old clients) and no zstd (Node >= 22.15 only): the
    // same two encodings on every supported Node version.
    encodings: ['br', 'gzip'],
    brotliOptions,
    zlibOptions: gzipOptions,
  });
});

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with: br, else gzip, else none; q-values are honoured (q=0 refuses an
 * encoding, a higher q wins, br wins a tie), `*` stands for any encoding not listed.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/**
 * Compresses a body built by hand (e.g. the rendered index.html of the not-found handler, which
 * @fastify/compress does not see: it only hooks into routes) the way the plugin does:
 * same threshold, encodings and qualities. Sets Vary, and Content-Encoding when it compresses.
 */
export function compressForRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
): string | Buffer {
  void reply.header('vary', appendVary(reply.getHeader('vary'), 'accept-encoding'));
  if (Buffer.byteLength(body) < COMPRESSION_THRESHOLD) return body;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return body;
  void reply.header('content-encoding', encoding);
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, gzipOptions);
}

function appendVary(current: ReturnType<FastifyReply['getHeader']>, name: string): string {
  const text = Array.isArray(current) ? current.join(',') : `${current ?? ''}`;
  const values = text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.some((v) => v === '*' || v.toLowerCase() === name)) return values.join(', ');
  return [...values, name].join(', ');
}
