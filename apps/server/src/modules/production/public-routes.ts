import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import {
  checkPayloadSchema,
  flyingSincePayloadSchema,
  hoursPayloadSchema,
  publicUnitSchema,
} from '@windfamily/contract/production';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UnitsService } from './units.service';

const tags = ['logistics'];
/** Wrong unit codes from one address: plenty for a smudged label, nothing for guessing 128 bits. */
export const UNIT_CODE_MISSES = { limit: 20, windowSeconds: 15 * 60 };

// Any text up to a length: a malformed code is the same 404 as a wrong one (never a 400 that
// would tell a serial's shape apart).
const codeParams = z.object({ serial: z.string().max(64), secret: z.string().max(128) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };

/** The page behind the QR code sewn into each wing, and its owner's records. */
export default async function publicUnitRoutes(
  fastify: FastifyInstance,
  ctx: { units: UnitsService; limiter: RateLimiter },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { units, limiter } = ctx;
  const base = '/api/logistics/product_variant_instances/:serial/:secret';

  /** Runs a lookup by code: its 404s count against the address, which too many block (429). */
  const counted = async <T>(request: FastifyRequest, lookup: () => Promise<T>): Promise<T> => {
    const key = `unit-code:ip:${request.ip}`;
    const retryAfter = await limiter.blocked(key, UNIT_CODE_MISSES);
    if (retryAfter !== null)
      throw tooManyRequests('Too many wrong wing codes. Please wait a few minutes.', retryAfter);
    try {
      return await lookup();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        await limiter.hit(key, UNIT_CODE_MISSES);
      throw error;
    }
  };
  const viewer = (request: FastifyRequest) => request.user?.id ?? null;

  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          'A wing’s own page (its QR code): model, size, colours, certification, when it was made and first flew, its next check and service history; never its owner. A wrong serial or secret is the same 404; too many from one address are refused (429)',
        params: codeParams,
        response: { 200: publicUnitSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.headers(headers);
      const { serial, secret } = request.params;
      return counted(request, () => units.publicView(serial, secret, viewer(request)));
    },
  );

  app.put(
    `${base}/flying_since`,
    {
      schema: {
        tags,
        summary: 'Its owner, logged in, sets the day it first flew (the check clock starts then)',
        params: codeParams,
        body: flyingSincePayloadSchema,
        response: { 200: publicUnitSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.headers(headers);
      const { serial, secret } = request.params;
      return counted(request, () =>
        units.setFlyingSince(serial, secret, viewer(request), request.body),
      );
    },
  );

  app.post(
    `${base}/hours`,
    {
      schema: {
        tags,
        summary: 'Its owner records hours flown',
        params: codeParams,
        body: hoursPayloadSchema,
        response: { 200: publicUnitSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.headers(headers);
      const { serial, secret } = request.params;
      return counted(request, () => units.addHours(serial, secret, viewer(request), request.body));
    },
  );

  app.post(
    `${base}/checks`,
    {
      schema: {
        tags,
        summary: 'Its owner records a check (the clock starts again from it)',
        params: codeParams,
        body: checkPayloadSchema,
        response: { 200: publicUnitSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.headers(headers);
      const { serial, secret } = request.params;
      return counted(request, () =>
        units.recordCheck(serial, secret, viewer(request), request.body),
      );
    },
  );
}
