import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { pageQuerySchema, previewQuerySchema } from '@windfamily/contract/orders';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import {
  resellerApiPaths,
  resellerCatalogSchema,
  resellerOrderPayloadSchema,
  resellerOrderResultSchema,
  resellerOrdersSchema,
} from '@windfamily/contract/reseller';
import { staffErrors } from '../../lib/route-schemas';
import { guard, requireUser } from '../../plugins/auth';
import type { Services } from '../module';

const tags = ['reseller'];

/** The reseller area's calls: each answers the logged-in reseller's own data only. */
export default async function resellerRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'reseller'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reseller } = ctx;
  const onRequest = guard(PERMISSIONS.resellerAdmin);
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    resellerApiPaths.catalog,
    {
      onRequest,
      schema: {
        tags,
        summary: 'What the reseller may order, net, at the shop’s price and at theirs',
        response: { 200: resellerCatalogSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return reseller.catalogOf(requireUser(request));
    },
  );

  app.get(
    resellerApiPaths.priceListCsv,
    {
      onRequest,
      schema: {
        tags,
        summary: "The reseller's prices as CSV, the shop's net price beside theirs",
        produces: ['text/csv'],
        response: {
          200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
          ...staffErrors,
        },
      },
    },
    async (request, reply) =>
      reply
        .headers({
          ...noStore,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="price-list.csv"',
        })
        .send(await reseller.priceListCsv(requireUser(request))),
  );

  app.get(
    resellerApiPaths.orders,
    {
      onRequest,
      schema: {
        tags,
        summary: "The reseller's orders, newest first, with their invoices",
        querystring: pageQuerySchema,
        response: { 200: resellerOrdersSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return reseller.list(requireUser(request), request.query.page);
    },
  );

  app.post(
    resellerApiPaths.orders,
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Order for a customer: delivered to the customer, invoiced to the reseller at their prices (reverse charge where it applies); `?preview=true` answers it without placing it',
        querystring: previewQuerySchema,
        body: resellerOrderPayloadSchema,
        response: {
          200: resellerOrderResultSchema,
          201: resellerOrderResultSchema,
          ...staffErrors,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { preview } = request.query;
      const result = await reseller.place(requireUser(request), request.body, preview);
      return reply.status(preview ? 200 : 201).send(result);
    },
  );
}
