import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoriesResponseSchema,
  countryQuerySchema,
  goodiesResponseSchema,
  productDetailSchema,
  productListQuerySchema,
  productListResponseSchema,
  secondhandResponseSchema,
} from '@windfamily/contract/catalog';
import { apiErrorSchema } from '@windfamily/contract/errors';
import type { Services } from '../module';
import { badRequest, notFound } from '../../lib/http-error';
import { sendRendered } from '../../lib/json-cache';
import { pricingKey, type PricingContext } from '../pricing/prices';
import { countryOf } from '../system/geo';
import type { CatalogSnapshot } from './snapshot';

const tags = ['store'];
/** sendRendered compresses these answers once per rendering, not @fastify/compress per request. */
const precompressed = { compress: false } as const;
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const priced =
  "Gross prices for `country` (default: the visitor's country), with the logged-in account's price list.";

/**
 * The public catalogue. Answers are rendered once per snapshot and price key and sent as
 * bytes (compressed once, ETag for revalidation): these are the shop's hottest reads.
 */
export default async function catalogRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'catalog'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalog } = ctx;

  /** Renders (or reuses) the answer for `name` and this visitor's prices, and sends it. */
  function sendPriced(
    request: FastifyRequest,
    reply: FastifyReply,
    country: string | undefined,
    name: string,
    render: (snapshot: CatalogSnapshot, pricing: PricingContext) => unknown,
  ) {
    const answer = (snapshot: CatalogSnapshot): void => {
      const code = country ?? countryOf(request);
      const pricing = catalog.pricingIn(snapshot, request.user, code);
      if (!pricing)
        throw badRequest(`Unknown country '${code}'.`, { country: ['unknown country'] });
      const rendered = catalog.responses.get(
        `${name}|${pricingKey(pricing)}`,
        snapshot.generation,
        () => render(snapshot, pricing),
      );
      void sendRendered(request, reply, rendered);
    };
    // With a snapshot at hand (nearly always) the answer goes out without a trip through
    // the promise queue.
    const snapshot = catalog.snapshotNow();
    if (snapshot) return answer(snapshot);
    return catalog.snapshot().then(answer);
  }

  app.get(
    '/api/store/categories/',
    {
      schema: {
        tags,
        summary: "The shop's categories",
        response: { 200: categoriesResponseSchema },
      },
    },
    async () => catalog.categories(await catalog.snapshot()),
  );

  app.get(
    '/api/store/products/',
    {
      ...precompressed,
      schema: {
        tags,
        summary: `Products of a category, or every product. ${priced}`,
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { category, country } = request.query;
      return sendPriced(
        request,
        reply,
        country,
        `products:${category ?? ''}`,
        (snapshot, pricing) => {
          const list = catalog.productList(snapshot, category, pricing);
          if (!list) throw notFound(`There is no category '${category}'.`);
          return list;
        },
      );
    },
  );

  app.get(
    '/api/store/products/:slug',
    {
      ...precompressed,
      schema: {
        tags,
        summary: `A product with its variants, pictures and specs. ${priced}`,
        params: z.object({ slug: z.string().max(80) }),
        querystring: countryQuerySchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      return sendPriced(
        request,
        reply,
        request.query.country,
        `product:${slug}`,
        (snapshot, pricing) => {
          const product = catalog.productDetail(snapshot, slug, pricing);
          if (!product) throw notFound();
          return product;
        },
      );
    },
  );

  app.get(
    '/api/store/goodies/',
    {
      ...precompressed,
      schema: {
        tags,
        summary: `Goodies offered at a reduced price with a wing. ${priced}`,
        querystring: countryQuerySchema,
        response: { 200: goodiesResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      sendPriced(request, reply, request.query.country, 'goodies', (snapshot, pricing) =>
        catalog.goodies(snapshot, pricing),
      ),
  );

  app.get(
    '/api/store/marketplace/secondhand/',
    {
      ...precompressed,
      schema: {
        tags,
        summary: `Second-hand wings for sale (Bargains). ${priced}`,
        querystring: countryQuerySchema,
        response: { 200: secondhandResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      sendPriced(request, reply, request.query.country, 'secondhand', (snapshot, pricing) =>
        catalog.secondhand(snapshot, pricing),
      ),
  );
}
