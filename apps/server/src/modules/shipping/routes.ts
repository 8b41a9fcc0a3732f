import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { shipmentPricesPayloadSchema, shipmentPricesSchema } from '@windfamily/contract/pricing';
import type { Services } from '../module';
import { guard } from '../../plugins/auth';

export default async function shippingRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'shipping'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['logistics'];

  app.get(
    '/api/logistics/shipment_prices',
    {
      schema: {
        tags,
        summary: 'Net shipping prices per zone, delivery method and box (wing or parcel)',
        response: { 200: shipmentPricesSchema },
      },
    },
    () => ctx.shipping.shipmentPrices(),
  );

  app.put(
    '/api/logistics/admin/shipment_prices',
    {
      onRequest: guard(PERMISSIONS.store),
      schema: {
        tags,
        summary: 'Set shipping prices (staff)',
        body: shipmentPricesPayloadSchema,
        response: {
          200: shipmentPricesSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    (request) => ctx.shipping.setRates(request.body),
  );
}
