import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  goodieAdminListSchema,
  goodieAdminSchema,
  goodiePayloadSchema,
  productAdminListSchema,
  productAdminSchema,
  productPayloadSchema,
  secondhandAdminListSchema,
  secondhandAdminSchema,
  secondhandPayloadSchema,
  variantAdminSchema,
  variantPayloadSchema,
} from '@windfamily/contract/catalog-admin';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';

const tags = ['catalog admin'];

/**
 * The back office's catalogue (staff only): products, their variants, goodies and second-hand
 * wings. Nothing is deleted (orders point at variants): `active: false` switches a thing off.
 * Every write shows in the shop at once.
 */
export default async function catalogAdminRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'catalogAdmin'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalogAdmin } = ctx;
  const onRequest = guard(PERMISSIONS.store);

  app.get(
    '/api/store/admin/products/',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Every product with its variants, inactive ones too, by category and position (staff)',
        response: { 200: productAdminListSchema, ...staffErrors },
      },
    },
    async () => ({ products: await catalogAdmin.listProducts() }),
  );

  app.post(
    '/api/store/admin/products/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create a product (staff); its variants are added one by one afterwards',
        body: productPayloadSchema,
        response: { 201: productAdminSchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catalogAdmin.createProduct(request.body)),
  );

  app.get(
    '/api/store/admin/products/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A product with its variants and gallery (staff)',
        params: idParams,
        response: { 200: productAdminSchema, ...staffErrors },
      },
    },
    (request) => catalogAdmin.product(request.params.id),
  );

  app.put(
    '/api/store/admin/products/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a product, its gallery (`image_ids` in order) or switch it off (staff)',
        params: idParams,
        body: productPayloadSchema,
        response: { 200: productAdminSchema, ...staffErrors },
      },
    },
    (request) => catalogAdmin.updateProduct(request.params.id, request.body),
  );

  app.post(
    '/api/store/admin/products/:id/variants/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a variant to a product (staff)',
        params: idParams,
        body: variantPayloadSchema,
        response: { 201: variantAdminSchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catalogAdmin.createVariant(request.params.id, request.body)),
  );

  app.put(
    '/api/store/admin/variants/:id',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Change a variant (staff). Stock changes only with `previous_stock` (the stock the form showed); 409 when a sale changed it meanwhile',
        params: idParams,
        body: variantPayloadSchema,
        response: { 200: variantAdminSchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    (request) => catalogAdmin.updateVariant(request.params.id, request.body),
  );

  app.get(
    '/api/store/admin/goodies/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every goodie with its net and reduced price, inactive ones too (staff)',
        response: { 200: goodieAdminListSchema, ...staffErrors },
      },
    },
    async () => ({ goodies: await catalogAdmin.listGoodies() }),
  );

  app.post(
    '/api/store/admin/goodies/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Offer a variant as a goodie at a reduced price with a wing (staff)',
        body: goodiePayloadSchema,
        response: { 201: goodieAdminSchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await catalogAdmin.createGoodie(request.body)),
  );

  app.put(
    '/api/store/admin/goodies/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change or switch off a goodie (staff)',
        params: idParams,
        body: goodiePayloadSchema,
        response: { 200: goodieAdminSchema, ...staffErrors },
      },
    },
    (request) => catalogAdmin.updateGoodie(request.params.id, request.body),
  );

  app.get(
    '/api/store/admin/secondhand/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every second-hand wing, sold and inactive ones too, newest first (staff)',
        response: { 200: secondhandAdminListSchema, ...staffErrors },
      },
    },
    async () => ({ items: await catalogAdmin.listSecondhand() }),
  );

  app.post(
    '/api/store/admin/secondhand/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Put a second-hand wing up for sale: one unit, net price as given (staff)',
        body: secondhandPayloadSchema,
        response: { 201: secondhandAdminSchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catalogAdmin.createSecondhand(request.body)),
  );

  app.put(
    '/api/store/admin/secondhand/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change or switch off a second-hand wing; a sold one stays sold (staff)',
        params: idParams,
        body: secondhandPayloadSchema,
        response: { 200: secondhandAdminSchema, ...staffErrors },
      },
    },
    (request) => catalogAdmin.updateSecondhand(request.params.id, request.body),
  );
}
