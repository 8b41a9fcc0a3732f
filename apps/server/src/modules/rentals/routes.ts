import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailSchema } from '@windfamily/contract/accounts';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import {
  demoSaleRuleSchema,
  fleetQuerySchema,
  fleetSchema,
  rentalCreatePayloadSchema,
  rentalDetailSchema,
  rentalListSchema,
  rentalOrderPayloadSchema,
  rentalOrderResultSchema,
  rentalRequestListSchema,
  rentalRequestPayloadSchema,
  rentalRequestSchema,
  rentalRequestsQuerySchema,
  rentalReturnPayloadSchema,
  rentalSaleQuoteQuerySchema,
  rentalSaleQuoteSchema,
  rentalSchema,
  rentalsQuerySchema,
  rentalUpdatePayloadSchema,
} from '@windfamily/contract/rentals';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/audit';
import { guard } from '../../plugins/auth';
import type { Services } from '../module';
import { REQUEST_MESSAGES } from './rental-requests.service';

const tags = ['demo rentals'];
/** A staff write's answers: also a conflict with the rental's state or the fleet's (409). */
const writeErrors = { ...staffErrors, 409: apiErrorSchema };
const noStore = { 'cache-control': 'private, no-store' };
const BASE = '/api/accounting/demorentals';
const REQUESTS = '/api/accounting/demorental_requests';

/** The demo fleet: rentals, the calendar's data, the sale rule, and "Try our Wings" requests. */
export default async function rentalRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'rentals' | 'rentalFlow' | 'rentalRequests'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { rentals, rentalFlow, rentalRequests } = ctx;
  const warehouse = guard(PERMISSIONS.warehouse);
  const sales = guard(PERMISSIONS.sales);
  /** Reading the fleet: the warehouse that runs it, and sales who order its fees and sales. */
  const reader = guard([PERMISSIONS.warehouse, PERMISSIONS.sales]);

  app.get(
    `${BASE}/`,
    {
      onRequest: reader,
      schema: {
        tags,
        summary:
          "Demo rentals, latest period first, a page at a time; by state, unit, period, and pilot's name or e-mail or the unit's serial",
        querystring: rentalsQuerySchema,
        response: { 200: rentalListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return rentals.list(request.query);
    },
  );

  app.post(
    `${BASE}/`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Lend a unit of the demo fleet to a pilot or a flight school for a period, maybe answering a request (409 when it is lent then, with the days between rentals)',
        body: rentalCreatePayloadSchema,
        response: { 201: rentalSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rentals.create(request.body, actorOf(request))),
  );

  app.get(
    `${BASE}/fleet/`,
    {
      onRequest: reader,
      schema: {
        tags,
        summary:
          'The calendar: units at the demo location or lent as demo wings, each with its rentals touching the period',
        querystring: fleetQuerySchema,
        response: { 200: fleetSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return rentals.fleet(request.query);
    },
  );

  app.get(
    `${BASE}/sale_rule/`,
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'How the hours flown lower the price of a demo wing sold',
        response: { 200: demoSaleRuleSchema, ...staffErrors },
      },
    },
    async () => rentalFlow.saleRule(),
  );

  app.put(
    `${BASE}/sale_rule/`,
    {
      onRequest: sales,
      schema: {
        tags,
        summary: 'Set the percentage off per 10 hours flown and its maximum',
        body: demoSaleRuleSchema,
        response: { 200: demoSaleRuleSchema, ...staffErrors },
      },
    },
    async (request) => rentalFlow.setSaleRule(request.body, actorOf(request)),
  );

  app.get(
    `${BASE}/:id/`,
    {
      onRequest: reader,
      schema: {
        tags,
        summary: "One demo rental with its history (its unit's events about it)",
        params: idParams,
        response: { 200: rentalDetailSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return rentals.detail(request.params.id);
    },
  );

  app.get(
    `${BASE}/:id/sale_quote/`,
    {
      onRequest: reader,
      schema: {
        tags,
        summary:
          "What selling the demo wing to the pilot would cost, before ordering it: the pilot's price less the hours-flown discount, the rental's hours given (409 unless the wing is out)",
        params: idParams,
        querystring: rentalSaleQuoteQuerySchema,
        response: { 200: rentalSaleQuoteSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return rentalFlow.saleQuote(request.params.id, request.query.hours_flown);
    },
  );

  app.put(
    `${BASE}/:id/`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          "Change a rental's pilot, period (the start only before it goes out), fee or note; `state: closed` closes a returned one",
        params: idParams,
        body: rentalUpdatePayloadSchema,
        response: { 200: rentalSchema, ...writeErrors },
      },
    },
    async (request) => rentals.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    `${BASE}/:id/cancel/`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'Cancel a booked rental: the wing is free for others again',
        params: idParams,
        response: { 200: rentalSchema, ...writeErrors },
      },
    },
    async (request) => rentals.cancel(request.params.id, actorOf(request)),
  );

  app.post(
    `${BASE}/:id/return/`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'The wing is back: hours flown, condition and inspection; the unit moves back to the demo location, its hours and check clock follow',
        params: idParams,
        body: rentalReturnPayloadSchema,
        response: { 200: rentalSchema, ...writeErrors },
      },
    },
    async (request) => rentalFlow.return(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    `${BASE}/:id/create_order/`,
    {
      onRequest: sales,
      schema: {
        tags,
        summary:
          "An order for the pilot: the rental's fee, or the demo wing itself at the pilot's price less the hours-flown discount (which closes the rental)",
        params: idParams,
        body: rentalOrderPayloadSchema,
        response: { 201: rentalOrderResultSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await rentalFlow.createOrder(request.params.id, request.body, actorOf(request))),
  );

  // "Try our Wings".

  app.post(
    `${REQUESTS}/`,
    {
      schema: {
        tags,
        summary: 'Ask for a demo wing ("Try our Wings"): anyone, rate limited',
        body: rentalRequestPayloadSchema,
        response: {
          201: detailSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await rentalRequests.submit(request.body, { ip: request.ip });
      return reply.status(201).send({ detail: REQUEST_MESSAGES.received });
    },
  );

  app.get(
    `${REQUESTS}/`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'Requests for a demo wing, newest first, a page at a time; by state',
        querystring: rentalRequestsQuerySchema,
        response: { 200: rentalRequestListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return rentalRequests.list(request.query);
    },
  );

  app.get(
    `${REQUESTS}/:id/`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'One request for a demo wing',
        params: idParams,
        response: { 200: rentalRequestSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return rentalRequests.get(request.params.id);
    },
  );

  app.post(
    `${REQUESTS}/:id/decline/`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'Decline an open request (booking a rental for it answers it otherwise)',
        params: idParams,
        response: { 200: rentalRequestSchema, ...writeErrors },
      },
    },
    async (request) => rentalRequests.decline(request.params.id, actorOf(request)),
  );
}
