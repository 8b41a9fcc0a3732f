import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '@windfamily/contract/messages';
import { HttpError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** Constant-time comparison; lengths in bytes, so a non-ASCII header cannot make it throw. */
const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * CSRF protection as Django does it: a script-readable `csrftoken` cookie, which every unsafe
 * request must repeat in the `X-CSRFToken` header. A cross-site page can send the cookie but
 * cannot read it, so it cannot forge the header.
 */
export default fp<{ secureCookies: boolean }>(async function csrf(
  app: FastifyInstance,
  { secureCookies },
) {
  const header = CSRF_HEADER.toLowerCase();

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: secureCookies,
        httpOnly: false,
        maxAge: ONE_YEAR_SECONDS,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const sent = request.headers[header];
    if (!cookie || typeof sent !== 'string' || !sameToken(sent, cookie)) {
      throw new HttpError(403, 'CSRF Failed: CSRF token missing or incorrect.');
    }
  });
});
