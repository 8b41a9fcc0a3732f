import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

export const NUL_MESSAGE = 'must not contain a NUL character';

/** The dotted path of every string in `value` that holds a NUL character. */
function nulPaths(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      nulPaths(item, path ? `${path}.${index}` : String(index), found),
    );
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value))
      nulPaths(item, path ? `${path}.${key}` : key, found);
  }
  return found;
}

/**
 * PostgreSQL's text holds no NUL character (U+0000): a path parameter, query or body carrying
 * one would fail in the database as a 500. Each is refused as bad input (400) before the
 * route's validation runs, for the inputs the route declares (the rest it never reads).
 */
export default fp(async function textInput(app: FastifyInstance) {
  // A callback, not an async hook: it runs for every request, and rarely finds anything.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const schema = request.routeOptions.schema ?? {};
    const found: string[] = [];
    if (schema.params) nulPaths(request.params, '', found);
    if (schema.querystring) nulPaths(request.query, '', found);
    if (schema.body) nulPaths(request.body, '', found);
    if (found.length === 0) return done();
    done(
      badRequest(
        'Please correct the errors below.',
        Object.fromEntries(found.map((path) => [path || '__all__', [NUL_MESSAGE]])),
      ),
    );
  });
});
