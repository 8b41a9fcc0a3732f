import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import {
  locationStockSchema,
  levelsQuerySchema,
  locationTreeSchema,
  moveCreatePayloadSchema,
  moveListSchema,
  moveReversePayloadSchema,
  movesQuerySchema,
  orderReservationsSchema,
  orderReservePayloadSchema,
  reservationListSchema,
  reservationSchema,
  reservationsQuerySchema,
  stockMinimumPayloadSchema,
  stockMoveSchema,
  variantLevelsListSchema,
  variantLevelsSchema,
} from '@windfamily/contract/logistics';
import { SALE_SEQUENCE_PATTERN } from '@windfamily/contract/order-basics';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { DB_ID_MAX } from '../../db/constraints';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/audit';
import { guard } from '../../plugins/auth';
import type { Services } from '../module';

const tags = ['logistics'];
/** A staff write's answers: also a conflict with the state of the stock (409). */
const writeErrors = { ...staffErrors, 409: apiErrorSchema };
const moveParams = z.object({
  move_id: z.coerce.number().int().positive().max(DB_ID_MAX),
});
const saleSequenceParams = z.object({
  sale_sequence: z.string().regex(SALE_SEQUENCE_PATTERN, 'an order number such as 2026-0042'),
});
const variantParams = z.object({
  variant_id: z.coerce.number().int().positive().max(DB_ID_MAX),
});
const noStore = { 'cache-control': 'private, no-store' };

/** Locations, moves and reservations (the warehouse's), and reserving for an order. */
export default async function logisticsRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'stockLocations' | 'stockMoves' | 'stockReservations'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { stockLocations, stockMoves, stockReservations } = ctx;
  const warehouse = guard(PERMISSIONS.warehouse);

  app.get(
    '/api/logistics/locations/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'The locations as a tree (warehouse and shelves, factory, customers, demo fleet, repair, losses), each with its units and variants',
        response: { 200: locationTreeSchema, ...staffErrors },
      },
    },
    async (_request, reply) => {
      void reply.headers(noStore);
      return stockLocations.tree();
    },
  );

  app.get(
    '/api/logistics/locations/:id/stock/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'What one location holds, by variant',
        params: idParams,
        response: { 200: locationStockSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return stockLocations.stockAt(request.params.id);
    },
  );

  app.get(
    '/api/logistics/levels/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'The stocked variants by SKU, a page at a time, each with its units per location and what the shop can sell; by SKU or name, and by location (with the places under it)',
        querystring: levelsQuerySchema,
        response: { 200: variantLevelsListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return stockLocations.levels(request.query);
    },
  );

  app.put(
    '/api/logistics/levels/:variant_id/minimum/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Set the fewest units of a stock-tracked variant to keep free to sell (0: none); fewer shows among the open items of the statistics',
        params: variantParams,
        body: stockMinimumPayloadSchema,
        response: { 200: variantLevelsSchema, ...staffErrors },
      },
    },
    async (request) =>
      stockLocations.setMinimum(request.params.variant_id, request.body.minimum, actorOf(request)),
  );

  app.get(
    '/api/logistics/moves/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Every move, newest first, a page at a time; by variant, location (from or to), order and state',
        querystring: movesQuerySchema,
        response: { 200: moveListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return stockMoves.list(request.query);
    },
  );

  app.post(
    '/api/logistics/moves/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Move units of a variant from one location to another: as a draft, started, or finished at once (409 when the units are not there or are reserved)',
        body: moveCreatePayloadSchema,
        response: { 201: stockMoveSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stockMoves.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/logistics/moves/:move_id/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'One move',
        params: moveParams,
        response: { 200: stockMoveSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return stockMoves.get(request.params.move_id);
    },
  );

  for (const [action, summary] of [
    ['start', 'Start a draft move (409 otherwise)'],
    ['finish', 'Finish a draft or started move: its units are booked (409 when not there)'],
    ['cancel', 'Cancel a move before it is finished (409 once finished: reverse it)'],
  ] as const)
    app.post(
      `/api/logistics/moves/:move_id/${action}/`,
      {
        onRequest: warehouse,
        schema: {
          tags,
          summary,
          params: moveParams,
          response: { 200: stockMoveSchema, ...writeErrors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const id = request.params.move_id;
        if (action === 'start') return stockMoves.start(id, actor);
        if (action === 'finish') return stockMoves.finish(id, actor);
        return stockMoves.cancel(id, actor);
      },
    );

  app.post(
    '/api/logistics/moves/:move_id/reverse/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Undo a finished move with a finished move the other way; answers the reverse (409 when its units are gone or reserved)',
        params: moveParams,
        body: moveReversePayloadSchema,
        response: { 201: stockMoveSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await stockMoves.reverse(request.params.move_id, request.body.reason, actorOf(request)),
        ),
  );

  app.get(
    '/api/logistics/reservations/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Every reservation, newest first, a page at a time; by variant, order, state and location',
        querystring: reservationsQuerySchema,
        response: { 200: reservationListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return stockReservations.list(request.query);
    },
  );

  app.post(
    '/api/logistics/reservations/:id/cancel',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'Let a reservation go: its units are free again (409 when it holds nothing)',
        params: idParams,
        response: { 200: reservationSchema, ...writeErrors },
      },
    },
    async (request) => stockReservations.cancel(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/store/orders/:sale_sequence/reserve/',
    {
      onRequest: guard([PERMISSIONS.sales, PERMISSIONS.warehouse]),
      schema: {
        tags: ['store'],
        summary:
          "Reserve what the order's stocked lines still need and nothing holds yet (409 when the units are not free)",
        params: saleSequenceParams,
        body: orderReservePayloadSchema,
        response: { 200: orderReservationsSchema, ...writeErrors },
      },
    },
    async (request) =>
      stockReservations.reserveOrder(request.params.sale_sequence, request.body, actorOf(request)),
  );
}
