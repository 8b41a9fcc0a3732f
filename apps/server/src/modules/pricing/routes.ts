import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vatRateSchema } from '@windfamily/contract/pricing';
import { notFound } from '../../lib/http-error';
import { vatRateOf } from './vat-rates';
import { lookupErrors } from '../../lib/route-schemas';

export default async function pricingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/vat_rate/:country_code',
    {
      schema: {
        tags: ['store'],
        summary: "A country's standard VAT rate in percent (0 outside the EU)",
        params: z.object({ country_code: z.string().max(10) }),
        response: { 200: vatRateSchema, ...lookupErrors },
      },
    },
    async (request, reply) => {
      const country = request.params.country_code.toLowerCase();
      const rate = vatRateOf(country);
      if (rate === undefined) throw notFound(`There is no country '${country}'.`);
      void reply.header('cache-control', 'public, max-age=86400');
      return { country, vat_rate: rate };
    },
  );
}
