import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { salesStatisticsSchema, statisticsQuerySchema } from '@windfamily/contract/statistics';
import { staffErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';
import type { Services } from '../module';

const tags = ['statistics'];
const noStore = { 'cache-control': 'private, no-store' };

/** The sales statistics, for sales and accounting. */
export default async function statisticsRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'statistics'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { statistics } = ctx;

  app.get(
    '/api/accounting/statistics/',
    {
      onRequest: guard(PERMISSIONS.statistics),
      schema: {
        tags,
        summary:
          'Revenue (net, VAT, gross), orders and average order value of the orders placed from `from` to `to` (shop days in Europe/Vienna, cancelled orders left out), in buckets of a day, a week (from Monday) or a month, with the period before (`compare=previous`); by country, category, product and promo code; new and returning customers; colour-picker designs; and the open items of now. At most three years, a year by day.',
        querystring: statisticsQuerySchema,
        response: { 200: salesStatisticsSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return statistics.report(request.query);
    },
  );
}
