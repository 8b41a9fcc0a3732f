import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isWebstatsCollectUrl } from '@windfamily/contract/webstats';

/**
 * The headers helmet would set for `options`, worked out once: they are the same for every
 * answer, so no request pays for building them again.
 */
export function securityHeadersFor(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error)
        throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
    },
  );
  return headers;
}

/**
 * The headers of data answers (JSON, CSV, pictures under `/api/`): nothing in them runs,
 * loads or navigates, so the document policies (script and style sources, opener, referrer,
 * DNS prefetch, old IE switches) do nothing there. What does matter: no sniffing a data
 * answer into a document, no framing, no use by other origins as a no-cors resource, and a
 * CSP that allows nothing should one be opened as a page. Fewer headers also cost less on
 * the hottest answers (see docs/decisions/0013-api-security-headers.md).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Gives a failure (always data) the data answers' headers when it has no security headers
 * yet: the beacon's answer starts without them (see the hook below).
 */
export function ensureSecurityHeaders(reply: FastifyReply): void {
  if (!reply.hasHeader('x-content-type-options')) void reply.headers(API_SECURITY_HEADERS);
}

/** Answers under /api/ that are data; the API's own documentation pages are documents. */
function isDataAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Documents (the web app, its assets, media and the API documentation): helmet's set with our
 * CSP, no framing, nosniff, a strict referrer policy and, when the shop's address is https,
 * HSTS. Data answers: API_SECURITY_HEADERS.
 */
export default fp<{ sentryDsn: string | undefined; https: boolean }>(async function securityHeaders(
  app: FastifyInstance,
  { sentryDsn, https },
) {
  const connectSrc = ["'self'"];
  if (sentryDsn) connectSrc.push(new URL(sentryDsn).origin);
  const headers = securityHeadersFor({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's styling engine writes <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // A content block's video may be an https file staff link to (a video host's).
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc,
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A shop served over https tells browsers to come back over https only (a year), so a
    // network on the way cannot downgrade the next visit. Sibling hosts are left to their own.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // The beacon's empty 204 holds nothing to sniff, frame, embed or run; its failures get
    // the data headers where they are answered (ensureSecurityHeaders).
    if (!isWebstatsCollectUrl(request.url))
      void reply.headers(isDataAnswer(request.url) ? API_SECURITY_HEADERS : headers);
    done();
  });
});
