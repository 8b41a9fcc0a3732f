import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import {
  orderCancelPayloadSchema,
  orderCopyResultSchema,
  orderDetailsPayloadSchema,
  orderEditResultSchema,
  orderLinesPayloadSchema,
  orderPermissionsSchema,
  previewQuerySchema,
  privateLinkSchema,
  sendOrderMailPayloadSchema,
  staffOrderFiltersSchema,
  staffOrderSchema,
  staffOrdersQuerySchema,
  staffOrdersResponseSchema,
} from '@windfamily/contract/orders';
import { detailSchema } from '@windfamily/contract/accounts';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { staffErrors } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/audit';
import { guard, permissionsOf, requireUser } from '../../plugins/auth';
import type { Services } from '../module';
import { saleSequenceParams } from './routes';

const tags = ['store'];
/** The answers of a staff write on an order: also a conflict with the order's state (409). */
const writeErrors = { ...staffErrors, 409: apiErrorSchema };

/** The staff's calls on orders: the list, one order, and everything done with it. */
export default async function staffOrderRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'staffOrders' | 'orderEdits' | 'orderAdmin'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { staffOrders, orderEdits, orderAdmin } = ctx;
  const view = guard(PERMISSIONS.ordersView);
  const sales = guard(PERMISSIONS.sales);
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    '/api/store/orders/',
    {
      onRequest: view,
      schema: {
        tags,
        summary:
          "Every order, a page at a time: by number, e-mail or name; by status, payment state, country, channel, date (in the shop's time zone) and invoice; sorted (staff)",
        querystring: staffOrdersQuerySchema,
        response: { 200: staffOrdersResponseSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return staffOrders.list(request.query);
    },
  );

  app.get(
    '/api/store/orders/export/',
    {
      onRequest: view,
      schema: {
        tags,
        summary: "The orders the filters select, every one, as CSV, in the list's sort (staff)",
        querystring: staffOrderFiltersSchema,
        produces: ['text/csv'],
        response: {
          200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .headers({
            ...noStore,
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="orders-${day}.csv"`,
          })
          // Streamed as it is read; the route's types know the CSV as the string it adds up to.
          .send(Readable.from(staffOrders.csv(request.query)) as unknown as string)
      );
    },
  );

  app.get(
    '/api/store/orders/:sale_sequence/',
    {
      onRequest: view,
      schema: {
        tags,
        summary:
          'An order with its customer, lines, payments and balance, invoices, mails and timeline (staff)',
        params: saleSequenceParams,
        response: { 200: staffOrderSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return staffOrders.detail(request.params.sale_sequence);
    },
  );

  app.get(
    '/api/store/orders/:sale_sequence/permissions',
    {
      onRequest: view,
      schema: {
        tags,
        summary:
          'What the current user may do with the order in its present state, each with why not (staff)',
        params: saleSequenceParams,
        response: { 200: orderPermissionsSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return orderAdmin.permissions(
        request.params.sale_sequence,
        permissionsOf(requireUser(request)),
      );
    },
  );

  app.get(
    '/api/store/orders/:sale_sequence/private_link/',
    {
      onRequest: view,
      schema: {
        tags,
        summary: "The customer's order page: its link opens the order without logging in (staff)",
        params: saleSequenceParams,
        response: { 200: privateLinkSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return orderAdmin.privateLink(request.params.sale_sequence);
    },
  );

  app.put(
    '/api/store/orders/:sale_sequence/details/',
    {
      onRequest: sales,
      schema: {
        tags,
        summary:
          'Change the address, e-mail, phone, delivery method, comment or staff note; `?preview=true` answers the changed order without saving. A standing invoice is credited and issued again when what it says changes (staff)',
        params: saleSequenceParams,
        querystring: previewQuerySchema,
        body: orderDetailsPayloadSchema,
        response: { 200: orderEditResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      orderEdits.editDetails(
        request.params.sale_sequence,
        request.body,
        actorOf(request),
        request.query.preview,
      ),
  );

  app.put(
    '/api/store/orders/:sale_sequence/lines/',
    {
      onRequest: sales,
      schema: {
        tags,
        summary:
          "Set the order's lines: amounts, sizes, prices by hand (with a reason), lines added and removed; every total computed again in the order's own prices, stock taken or given back. `?preview=true` answers without saving. A shipped or cancelled order refuses (409) (staff)",
        params: saleSequenceParams,
        querystring: previewQuerySchema,
        body: orderLinesPayloadSchema,
        response: { 200: orderEditResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      orderEdits.editLines(
        request.params.sale_sequence,
        request.body,
        actorOf(request),
        request.query.preview,
      ),
  );

  app.post(
    '/api/store/orders/:sale_sequence/copy/',
    {
      onRequest: sales,
      schema: {
        tags,
        summary:
          "A new order for the same customer with the same lines at today's prices; the customer gets its confirmation (staff)",
        params: saleSequenceParams,
        response: { 201: orderCopyResultSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const copied = await orderAdmin.copy(request.params.sale_sequence, actorOf(request));
      return reply.status(201).send(copied);
    },
  );

  app.post(
    '/api/store/orders/:sale_sequence/cancel/',
    {
      onRequest: sales,
      schema: {
        tags,
        summary:
          'Cancel an order not shipped yet: stock given back, the invoice credited, what was paid refunded, the customer told (staff)',
        params: saleSequenceParams,
        body: orderCancelPayloadSchema,
        response: { 200: staffOrderSchema, ...writeErrors },
      },
    },
    async (request) =>
      orderAdmin.cancel(request.params.sale_sequence, request.body, actorOf(request)),
  );

  app.post(
    '/api/store/orders/:sale_sequence/send_mail',
    {
      onRequest: sales,
      schema: {
        tags,
        summary:
          "Send one of the order's mails again (confirmation, payment reminder, invoice) or a message written here; it is queued with the timeline's entry and leaves right after (staff)",
        params: saleSequenceParams,
        body: sendOrderMailPayloadSchema,
        response: { 202: detailSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const queued = await orderAdmin.sendMail(
        request.params.sale_sequence,
        request.body,
        actorOf(request),
      );
      return reply.status(202).send(queued);
    },
  );
}
