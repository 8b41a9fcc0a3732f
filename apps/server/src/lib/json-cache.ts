import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD, negotiateEncoding } from '../plugins/compression';

/** A JSON answer rendered once: its bytes, their ETag, and compressed forms made on demand. */
export class RenderedJson {
  private brotli: Buffer | undefined;
  private gzip: Buffer | undefined;
  readonly etag: string;

  constructor(readonly body: Buffer) {
    this.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  brotliBody(): Buffer {
    this.brotli ??= brotliCompressSync(this.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
      },
    });
    return this.brotli;
  }

  gzipBody(): Buffer {
    this.gzip ??= gzipSync(this.body, { level: 9 });
    return this.gzip;
  }
}

interface Entry {
  generation: number;
  rendered: RenderedJson;
}

/**
 * Rendered answers of hot read endpoints, by key (path, query and whose prices), for one
 * generation of the data they come from. A new generation re-renders an answer, but keeps
 * the old bytes (and their compressed forms) when nothing in it changed. At most `maxEntries`
 * answers are kept; the least recently used go first.
 */
export class JsonResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 2000) {}

  get(key: string, generation: number, render: () => unknown): RenderedJson {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (entry.generation === generation) return entry.rendered;
    }
    const body = Buffer.from(JSON.stringify(render()));
    const rendered =
      entry && entry.rendered.body.equals(body) ? entry.rendered : new RenderedJson(body);
    this.entries.set(key, { generation, rendered });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return rendered;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Sends a rendered answer: 304 when the browser has it (ETag), else its bytes, brotli or
 * gzip when the browser takes them. Browsers revalidate every time (`no-cache`): answers
 * depend on the session (a reseller's prices), so they are private.
 */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, rendered: RenderedJson) {
  void reply
    .header('etag', rendered.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
  void reply.type('application/json; charset=utf-8');
  if (rendered.body.length >= COMPRESSION_THRESHOLD) {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'br')
      return reply.header('content-encoding', 'br').send(rendered.brotliBody());
    if (encoding === 'gzip')
      return reply.header('content-encoding', 'gzip').send(rendered.gzipBody());
  }
  return reply.send(rendered.body);
}
