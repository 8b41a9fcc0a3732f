import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import {
  WEBSTATS_LIMITS,
  WEBSTATS_PATHS,
  webstatsCollectPayloadSchema,
  webstatsQuerySchema,
  webstatsSchema,
} from '@windfamily/contract/webstats';
import { HttpError } from '../../lib/http-error';
import { staffErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';
import type { Services } from '../module';
import { isBot, refusesTracking } from './visitor';

const tags = ['webstats'];
const QUIETER_THAN_WARN = new Set(['error', 'fatal', 'silent']);

/** The collection call (public, cookieless) and the figures for staff. */
export default async function webstatsRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'webstats'>,
) {
  const { webstats } = ctx;
  fastify.addHook('onClose', () => webstats.flush());

  // The warn level, or the app's own when it is quieter still.
  const quietLog = fastify.log.child(
    {},
    { level: QUIETER_THAN_WARN.has(fastify.log.level) ? fastify.log.level : 'warn' },
  );

  // sendBeacon sends its JSON as text/plain (any other type would need a CORS preflight).
  await fastify.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string', bodyLimit: WEBSTATS_LIMITS.bodyBytes },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new HttpError(400, 'The body is not JSON.'), undefined);
        }
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      WEBSTATS_PATHS.collect,
      {
        // A beacon cannot send the CSRF header; a forged one only adds a page view.
        config: { csrf: false },
        // Fastify logs every request with its address at the info level: a page view must not
        // leave one behind (what fails is still logged, without it). One logger at the warn
        // level serves every beacon: a route's `logLevel` would make each request's child
        // logger rebuild its methods for the level.
        childLoggerFactory: () => quietLog,
        // The answer is empty: nothing to compress.
        compress: false,
        bodyLimit: WEBSTATS_LIMITS.bodyBytes,
        schema: {
          tags,
          summary:
            'Count a page view or a goal (navigator.sendBeacon, JSON as text/plain); 204 and nothing stored for bots, DNT: 1 and Sec-GPC: 1; no cookie is read or set',
          body: webstatsCollectPayloadSchema,
          response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { headers } = request;
        const userAgent = headers['user-agent'] ?? '';
        if (!refusesTracking(headers) && !isBot(userAgent)) {
          // The address behind the proxies, worked out once.
          const { ip } = request;
          if (!webstats.admit(ip)) {
            void reply.header('retry-after', '60');
            throw new HttpError(429, 'Too many page views from this address; try again later.');
          }
          webstats.collect(request.body, { ip, userAgent, host: request.host, headers });
        }
        // Without a payload (not even null) the answer skips the serializer.
        return (reply as FastifyReply).status(204).send();
      },
    );
  });

  fastify.withTypeProvider<ZodTypeProvider>().get(
    WEBSTATS_PATHS.stats,
    {
      onRequest: guard(PERMISSIONS.webstats),
      schema: {
        tags,
        summary:
          'The web statistics of the Vienna days from `from` to `to`: visitors, visits, page views, bounce rate, visit duration, real-time visitors, the days, the tables and the funnel',
        querystring: webstatsQuerySchema,
        response: { 200: webstatsSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return webstats.stats(request.query.from, request.query.to);
    },
  );
}
