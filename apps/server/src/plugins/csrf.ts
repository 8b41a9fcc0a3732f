import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '@windfamily/contract/messages';
import { HttpError } from '../lib/http-error';
import { sameSecret } from '../lib/same-secret';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` for a route called by another server, not a browser (a payment service's
     * webhook): it proves itself otherwise (a signature), and holds no cookie to forge with.
     */
    csrf?: false;
  }
  interface FastifyReply {
    /**
     * Hands the browser a `csrftoken` cookie unless it has one (Django's ensure_csrf_cookie);
     * returns the token the browser will hold.
     */
    ensureCsrfCookie(): string;
  }
}

/**
 * CSRF protection as Django does it: a script-readable `csrftoken` cookie, which every unsafe
 * request must repeat in the `X-CSRFToken` header. A cross-site page can send the cookie but
 * cannot read it, so it cannot forge the header. The cookie is handed out with the pages and
 * with the calls the web app makes when it starts (status, session, cart), not with every
 * answer: the catalogue's answers stay cheap for anyone.
 */
export default fp<{ secureCookies: boolean }>(async function csrf(
  app: FastifyInstance,
  { secureCookies },
) {
  const header = CSRF_HEADER.toLowerCase();

  app.decorateReply('ensureCsrfCookie', function ensureCsrfCookie(this: FastifyReply): string {
    const held = this.request.cookies[CSRF_COOKIE];
    if (held) return held;
    const token = randomBytes(24).toString('base64url');
    this.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: secureCookies,
      httpOnly: false,
      maxAge: ONE_YEAR_SECONDS,
    });
    return token;
  });

  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false)
      return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const sent = request.headers[header];
    if (!cookie || typeof sent !== 'string' || !sameSecret(sent, cookie)) {
      return done(new HttpError(403, 'CSRF Failed: CSRF token missing or incorrect.'));
    }
    done();
  });
});
