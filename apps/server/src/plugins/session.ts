import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isWebstatsCollectUrl } from '@windfamily/contract/webstats';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  type SessionService,
  type User,
} from '../modules/accounts/sessions';

/** Work another module does when a session starts (login, registration) or ends (logout). */
export type SessionHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    addSessionHook(event: 'login' | 'logout', hook: SessionHook): void;
  }
  interface FastifyRequest {
    /** The logged-in user, or null for an anonymous visitor. */
    user: User | null;
    sessionKey: string | null;
  }
  interface FastifyReply {
    startSession(user: User): Promise<void>;
    endSession(): Promise<void>;
  }
}

interface Options {
  sessions: SessionService;
  secureCookies: boolean;
}

/** Reads the `sessionid` cookie into `request.user`; rotates it at login, removes it at logout. */
export default fp<Options>(async function session(
  app: FastifyInstance,
  { sessions, secureCookies },
) {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
  };

  const hooks: Record<'login' | 'logout', SessionHook[]> = { login: [], logout: [] };
  app.decorate('addSessionHook', (event: 'login' | 'logout', hook: SessionHook) => {
    hooks[event].push(hook);
  });
  const runHooks = async (
    event: 'login' | 'logout',
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    for (const hook of hooks[event]) await hook(request, reply);
  };

  app.decorateRequest('user', null);
  app.decorateRequest('sessionKey', null);

  // A callback hook: requests without a session (most of them) pass without a promise. The
  // web statistics' beacon neither needs a session nor may touch its cookie.
  app.addHook('onRequest', (request, reply, done) => {
    const key = request.cookies[SESSION_COOKIE];
    if (
      !key ||
      !(request.url.startsWith('/api/') || request.url.startsWith('/accounting/')) ||
      isWebstatsCollectUrl(request.url)
    )
      return done();
    sessions.resolve(key).then((user) => {
      if (user) {
        request.user = user;
        request.sessionKey = key;
      } else {
        // Expired or ended elsewhere: the browser may forget the cookie, and needs a token
        // for the visitor it is now.
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        reply.renewCsrfCookie(null);
      }
      done();
    }, done);
  });

  app.decorateReply('startSession', async function startSession(this: FastifyReply, user: User) {
    const request: FastifyRequest = this.request;
    // A new key at every login: a key planted before login is worth nothing after it.
    if (request.sessionKey) await sessions.destroy(request.sessionKey);
    const key = await sessions.create(user.id, {
      userAgent: request.headers['user-agent'] ?? '',
      ip: request.ip,
    });
    request.user = user;
    request.sessionKey = key;
    this.setCookie(SESSION_COOKIE, key, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 });
    // A token signed for the session before is worth nothing in this one.
    this.renewCsrfCookie(key);
    await runHooks('login', request, this);
  });

  app.decorateReply('endSession', async function endSession(this: FastifyReply) {
    const request: FastifyRequest = this.request;
    if (request.sessionKey) await sessions.destroy(request.sessionKey);
    request.user = null;
    request.sessionKey = null;
    this.clearCookie(SESSION_COOKIE, cookieOptions);
    this.renewCsrfCookie(null);
    await runHooks('logout', request, this);
  });
});
