import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import {
  stockCheckCountPayloadSchema,
  stockCheckCreatePayloadSchema,
  stockCheckListSchema,
  stockCheckSchema,
  stockChecksQuerySchema,
} from '@windfamily/contract/logistics';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { DB_ID_MAX } from '../../db/constraints';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/audit';
import { guard } from '../../plugins/auth';
import type { Services } from '../module';

const tags = ['logistics'];
const writeErrors = { ...staffErrors, 409: apiErrorSchema };
const dbId = z.coerce.number().int().positive().max(DB_ID_MAX);
const lineParams = z.object({ id: dbId, line_id: dbId });
const noStore = { 'cache-control': 'private, no-store' };

/** Counting a location: begin, count line by line, take lines out, apply or cancel. */
export default async function stockCheckRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'stockChecks'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { stockChecks } = ctx;
  const warehouse = guard(PERMISSIONS.warehouse);

  app.get(
    '/api/logistics/stock_checks/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'Every stock check, newest first, a page at a time; by state and location',
        querystring: stockChecksQuerySchema,
        response: { 200: stockCheckListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return stockChecks.list(request.query);
    },
  );

  app.post(
    '/api/logistics/stock_checks/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Begin counting a location: a line per variant given, or per variant with units there, expecting what the ledger holds',
        body: stockCheckCreatePayloadSchema,
        response: { 201: stockCheckSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stockChecks.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/logistics/stock_checks/:id/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'One stock check with its lines; a line is flagged when its stock moved after it was counted',
        params: idParams,
        response: { 200: stockCheckSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return stockChecks.get(request.params.id);
    },
  );

  app.put(
    '/api/logistics/stock_checks/:id/lines/:line_id/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'What was counted on a line of an open check (409 once applied or cancelled)',
        params: lineParams,
        body: stockCheckCountPayloadSchema,
        response: { 200: stockCheckSchema, ...writeErrors },
      },
    },
    async (request) =>
      stockChecks.countLine(
        request.params.id,
        request.params.line_id,
        request.body.counted,
        actorOf(request),
      ),
  );

  app.delete(
    '/api/logistics/admin/stock_check_lines/:line_id/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'Take a line out of an open stock check (409 once applied or cancelled)',
        params: z.object({ line_id: dbId }),
        response: { 204: z.null().describe('Deleted'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await stockChecks.deleteLine(request.params.line_id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/logistics/stock_checks/:id/apply/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Book the count: each difference as a move from or to the losses (409 while a line is not counted or moved since)',
        params: idParams,
        response: { 200: stockCheckSchema, ...writeErrors },
      },
    },
    async (request) => stockChecks.apply(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/logistics/stock_checks/:id/cancel/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'Give up an open stock check; nothing is booked',
        params: idParams,
        response: { 200: stockCheckSchema, ...writeErrors },
      },
    },
    async (request) => stockChecks.cancel(request.params.id, actorOf(request)),
  );
}
