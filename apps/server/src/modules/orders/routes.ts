import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import {
  checkoutQuerySchema,
  checkoutResponseSchema,
  myOrdersResponseSchema,
  orderFeedbackPayloadSchema,
  pageQuerySchema,
  publicOrderSchema,
  SALE_SEQUENCE_PATTERN,
} from '@windfamily/contract/orders';
import type { Services } from '../module';
import { badRequest, notFound } from '../../lib/http-error';
import { loggedIn, requireUser } from '../../plugins/auth';
import { cartOwnerOf } from '../cart/routes';
import { countingKeyMisses } from './key-misses';
import { CHECKOUT_MESSAGES } from './checkout.service';

const tags = ['store'];
/** `:sale_sequence` of a path: `2026-0042`. */
export const saleSequenceParams = z.object({
  sale_sequence: z.string().regex(SALE_SEQUENCE_PATTERN, 'an order number such as 2026-0042'),
});
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export default async function orderRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'orders' | 'checkout' | 'limiter'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders, checkout, limiter } = ctx;

  const countingMisses = countingKeyMisses(limiter);

  app.post(
    '/api/store/cart/checkout/',
    {
      schema: {
        tags,
        summary:
          'Order what is in the cart. Answers the order and where the browser goes next (the order page, or the card payment). A retry of a checkout that went through answers the same order.',
        querystring: checkoutQuerySchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const owner = cartOwnerOf(request);
      if (!owner) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
      return checkout.checkout(owner, request.query);
    },
  );

  app.get(
    '/api/store/orders_public/',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        summary: "The account's orders, newest first, a page at a time",
        querystring: pageQuerySchema,
        response: { 200: myOrdersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return orders.mine(requireUser(request), request.query.page);
    },
  );

  app.get(
    '/api/store/orders_public/:key',
    {
      schema: {
        tags,
        summary:
          'An order by its key (`2026-0042-<secret>`); a wrong secret is a 404 like an unknown order',
        params: z.object({ key: z.string().max(100) }),
        response: { 200: publicOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return countingMisses(request, async () => {
        const order = await orders.byKey(request.params.key);
        if (!order) throw notFound();
        return order;
      });
    },
  );

  app.post(
    '/api/store/order_feedback/:sale_sequence',
    {
      schema: {
        tags,
        summary: "Feedback on a shipped order, once, with the order's secret",
        params: saleSequenceParams,
        body: orderFeedbackPayloadSchema,
        response: { 200: publicOrderSchema, ...errors },
      },
    },
    async (request) =>
      countingMisses(request, () =>
        orders.giveFeedback(request.params.sale_sequence, request.body),
      ),
  );
}
