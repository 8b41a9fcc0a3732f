import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '@windfamily/contract/messages';
import { HttpError } from '../lib/http-error';
import { sameSecret } from '../lib/same-secret';
import { SESSION_COOKIE } from '../modules/accounts/sessions';

/**
 * The browser's pre-session id (HttpOnly): what a visitor's CSRF token is bound to while
 * there is no session. Handed out with the first token and kept.
 */
export const PRESESSION_COOKIE = 'presessionid';

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
     * Hands the browser a `csrftoken` cookie signed for its session (and a pre-session id)
     * unless the one it holds still is; answers both cookies as the browser holds them after
     * this answer.
     */
    ensureCsrfCookies(): Record<string, string>;
    /**
     * The session changed in this answer (a login: its new key; a logout or a session found
     * ended: none): hands out a token signed for the new one.
     */
    renewCsrfCookie(sessionKey: string | null): void;
  }
}

/** What the browser's token must be signed for, the token and the pre-session id it holds. */
interface Held {
  binding?: string;
  token?: string;
  presession?: string;
}

/**
 * CSRF protection by OWASP's signed double-submit cookie (docs/decisions/0031): a
 * script-readable `csrftoken` cookie, which every unsafe request must repeat in the
 * `X-CSRFToken` header, and which must be signed (HMAC with SECRET_KEY) for the session the
 * request holds: the `sessionid` cookie's key, or a visitor's pre-session id. A cross-site page
 * can send the cookies but not read them, so it cannot forge the header; a pair planted by a
 * sibling domain is signed for a session that is not the victim's. Tokens are handed out with
 * the pages and with the calls the web app makes when it starts (status, session), and again
 * whenever the session changes; not with every answer: the catalogue's answers stay cheap.
 */
export default fp<{ secretKey: string; secureCookies: boolean }>(async function csrf(
  app: FastifyInstance,
  { secretKey, secureCookies },
) {
  const header = CSRF_HEADER.toLowerCase();
  // A key of its own, so that no other signature made with SECRET_KEY is ever a token.
  const key = createHmac('sha256', secretKey).update('csrf-token').digest();
  const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: secureCookies };

  const signature = (binding: string, random: string) =>
    createHmac('sha256', key)
      .update(`${binding.length}!${binding}!${random.length}!${random}`)
      .digest('base64url');
  const signedFor = (token: string, binding: string) => {
    const dot = token.indexOf('.');
    return dot > 0 && sameSecret(token.slice(dot + 1), signature(binding, token.slice(0, dot)));
  };

  const sessionBinding = (sessionKey: string) => `session:${sessionKey}`;
  const visitorBinding = (presession: string) => `visitor:${presession}`;

  const changed = new WeakMap<FastifyRequest, Held>();
  /** The request's cookies, or what this answer has handed out instead. */
  const heldBy = (request: FastifyRequest): Held => {
    const known = changed.get(request);
    if (known) return known;
    const { [SESSION_COOKIE]: sessionKey, [PRESESSION_COOKIE]: presession } = request.cookies;
    return {
      binding: sessionKey
        ? sessionBinding(sessionKey)
        : presession
          ? visitorBinding(presession)
          : undefined,
      token: request.cookies[CSRF_COOKIE],
      presession,
    };
  };

  /**
   * Signs a new token for `binding`, and hands out a pre-session id if `held` has none (a new
   * browser, or a session that changed).
   */
  function issue(reply: FastifyReply, held: Held, binding: string | undefined): Required<Held> {
    let { presession } = held;
    if (!presession) {
      presession = randomBytes(32).toString('base64url');
      reply.setCookie(PRESESSION_COOKIE, presession, {
        ...cookieOptions,
        httpOnly: true,
        maxAge: ONE_YEAR_SECONDS,
      });
    }
    const bound = binding ?? visitorBinding(presession);
    const random = randomBytes(32).toString('base64url');
    const token = `${random}.${signature(bound, random)}`;
    reply.setCookie(CSRF_COOKIE, token, {
      ...cookieOptions,
      httpOnly: false,
      maxAge: ONE_YEAR_SECONDS,
    });
    const now = { binding: bound, token, presession };
    changed.set(reply.request, now);
    return now;
  }

  app.decorateReply('ensureCsrfCookies', function ensureCsrfCookies(this: FastifyReply) {
    const held = heldBy(this.request);
    const { token, presession } =
      held.presession && held.binding && held.token && signedFor(held.token, held.binding)
        ? { token: held.token, presession: held.presession }
        : issue(this, held, held.binding);
    return { [CSRF_COOKIE]: token, [PRESESSION_COOKIE]: presession };
  });

  app.decorateReply(
    'renewCsrfCookie',
    function renewCsrfCookie(this: FastifyReply, sessionKey: string | null) {
      // A new pre-session id too: a visitor's token from before a login is worth nothing
      // after the logout that follows it.
      const held = { ...heldBy(this.request), presession: undefined };
      issue(this, held, sessionKey ? sessionBinding(sessionKey) : undefined);
    },
  );

  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false)
      return done();
    const { binding, token } = heldBy(request);
    const sent = request.headers[header];
    if (
      !binding ||
      !token ||
      typeof sent !== 'string' ||
      !sameSecret(sent, token) ||
      !signedFor(token, binding)
    )
      return done(new HttpError(403, 'CSRF Failed: CSRF token missing or incorrect.'));
    done();
  });
});
