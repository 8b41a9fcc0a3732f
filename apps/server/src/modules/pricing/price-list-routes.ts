import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import {
  accountPricingPayloadSchema,
  accountPricingSchema,
  priceListListSchema,
  priceListPayloadSchema,
  priceListSchema,
} from '@windfamily/contract/pricing';
import type { Services } from '../module';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';

const tags = ['pricing admin'];

/** Resellers' price lists and the accounts' pricing terms (staff only). */
export default async function priceListRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'priceLists'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { priceLists } = ctx;
  const onRequest = guard(PERMISSIONS.store);

  app.get(
    '/api/store/price_lists/',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Every price list with its per-variant prices and the accounts that have it (staff)',
        response: { 200: priceListListSchema, ...staffErrors },
      },
    },
    async () => ({ price_lists: await priceLists.list() }),
  );

  app.post(
    '/api/store/price_lists/',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Create a price list: a percentage off, and net prices per variant that win over it (staff)',
        body: priceListPayloadSchema,
        response: { 201: priceListSchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await priceLists.create(request.body)),
  );

  app.put(
    '/api/store/price_lists/:id',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Change a price list and replace its per-variant prices; inactive, its accounts see the shop's prices (staff)",
        params: idParams,
        body: priceListPayloadSchema,
        response: { 200: priceListSchema, ...staffErrors },
      },
    },
    (request) => priceLists.update(request.params.id, request.body),
  );

  app.put(
    '/api/store/admin/accounts/:id/pricing',
    {
      onRequest,
      schema: {
        tags,
        summary: "Set an account's price list and VAT id; they apply from its next request (staff)",
        params: idParams,
        body: accountPricingPayloadSchema,
        response: { 200: accountPricingSchema, ...staffErrors },
      },
    },
    (request) => priceLists.setAccountPricing(request.params.id, request.body),
  );
}
