import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, AuditService } from '../modules/audit/audit.service';
import { requireUser } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route asks for a permission (set for every guarded route by the app). */
    guarded?: boolean;
  }
  interface FastifyRequest {
    /** A random key of this request: the audit entries it writes carry it. */
    auditKey: string;
  }
}

const AUDIT_KEY = Symbol('auditKey');
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The logged-in user as the author of a write (a 401 for a visitor). */
export function actorOf(request: FastifyRequest): Actor {
  const user = requireUser(request);
  return { id: user.id, email: user.email, requestKey: request.auditKey };
}

/**
 * Every successful write of a member of staff through a guarded (staff) route lands in the
 * audit log: the services record
 * their changes with before and after; a write that no service recorded is recorded here,
 * by its route, parameters and body, before the answer leaves.
 */
export default fp<{ audit: AuditService }>(async function auditPlugin(
  app: FastifyInstance,
  { audit },
) {
  // Made when first read (by a write that is audited), not for every request.
  app.decorateRequest('auditKey', {
    getter(this: FastifyRequest & { [AUDIT_KEY]?: string }) {
      return (this[AUDIT_KEY] ??= randomUUID());
    },
  });
  // A callback, not an async hook: it runs for every answer, and most have nothing to record.
  app.addHook('onSend', (request, reply, payload, done) => {
    const user = request.user;
    if (
      !request.routeOptions.config.guarded ||
      !user?.isStaff ||
      !WRITES.has(request.method) ||
      reply.statusCode >= 400
    )
      return done(null, payload);
    audit
      .recordRequest(actorOf(request), {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
        params: request.params,
        body: request.body,
      })
      .catch((error: unknown) =>
        request.log.error({ err: error }, 'recording a staff write in the audit log failed'),
      )
      .finally(() => done(null, payload));
  });
});
