import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import {
  promoCodeAdminListSchema,
  promoCodeAdminSchema,
  promoCodePayloadSchema,
  promoCodePublicSchema,
} from '@windfamily/contract/pricing';
import type { Services } from '../module';
import { tooManyRequests } from '../../lib/http-error';
import { staffErrors, lookupErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';
import { PROMO_ATTEMPTS } from '../cart/routes';

const tags = ['store'];

export default async function promoRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'promos' | 'limiter'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { promos } = ctx;

  app.get(
    '/api/store/promocodes_public/:slug/',
    {
      schema: {
        tags,
        summary: 'What a promo code gives and until when; 404 when unknown or expired',
        params: z.object({ slug: z.string().max(60) }),
        response: { 200: promoCodePublicSchema, ...lookupErrors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      // Codes are looked up by name: limited like the cart's attempts, so they cannot be guessed.
      const attempt = await ctx.limiter.hit(`promocode:ip:${request.ip}`, PROMO_ATTEMPTS);
      if (!attempt.allowed)
        throw tooManyRequests(
          'Too many promo codes tried. Please wait a few minutes.',
          attempt.retryAfterSeconds,
        );
      return promos.publicInfo(request.params.slug);
    },
  );

  app.post(
    '/api/store/promocodes/',
    {
      onRequest: guard(PERMISSIONS.store),
      schema: {
        tags,
        summary: 'Create a promo code (staff)',
        body: promoCodePayloadSchema,
        response: { 201: promoCodeAdminSchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await promos.create(request.body)),
  );

  app.get(
    '/api/store/admin/promocodes/',
    {
      onRequest: guard(PERMISSIONS.store),
      schema: {
        tags,
        summary: 'Every promo code with its uses so far (staff)',
        response: { 200: promoCodeAdminListSchema, ...staffErrors },
      },
    },
    async () => ({ promocodes: await promos.list() }),
  );

  app.put(
    '/api/store/admin/promocodes/:id',
    {
      onRequest: guard(PERMISSIONS.store),
      schema: {
        tags,
        summary: 'Change or deactivate a promo code (staff)',
        params: z.object({ id: z.coerce.number().int() }),
        body: promoCodePayloadSchema,
        response: { 200: promoCodeAdminSchema, ...staffErrors },
      },
    },
    (request) => promos.update(request.params.id, request.body),
  );
}
