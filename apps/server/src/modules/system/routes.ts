import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Country,
  countrySchema,
  geoLocationSchema,
  statusSchema,
} from '@windfamily/contract/system';
import type { Services } from '../module';
import { allCountries } from './countries';
import { countryOf } from './geo';

export default async function systemRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'caches' | 'config' | 'version'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];
  const countries = ctx.caches.create<Country[]>(24 * 3600 * 1000);

  app.get(
    '/api/status/',
    {
      schema: {
        tags,
        summary: 'Application mode and build version',
        response: { 200: statusSchema },
      },
    },
    async (_request, reply) => {
      reply.ensureCsrfCookies();
      return { application_mode: ctx.config.mode, version: ctx.version };
    },
  );

  app.get(
    '/api/countries/',
    {
      schema: {
        tags,
        summary: 'Every country with its flag',
        response: { 200: z.array(countrySchema) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400');
      return countries.get('all', allCountries);
    },
  );

  app.get(
    '/api/geo_location/',
    {
      schema: {
        tags,
        summary: "The visitor's country (default for forms)",
        response: { 200: geoLocationSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { country_code: countryOf(request) };
    },
  );
}
