import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import {
  checkIntervalListSchema,
  checkIntervalPayloadSchema,
  checkIntervalSchema,
  checkIntervalsQuerySchema,
  lineFromOrderLinePayloadSchema,
  orderLinesToMakeQuerySchema,
  orderLinesToMakeSchema,
  linePreparedPayloadSchema,
  linePreparedResultSchema,
  purchaseOrderCreatePayloadSchema,
  purchaseOrderDeactivatePayloadSchema,
  purchaseOrderDeactivateResultSchema,
  purchaseOrderFinishPayloadSchema,
  purchaseOrderListSchema,
  purchaseOrderSchema,
  purchaseOrdersQuerySchema,
  stockLinePayloadSchema,
  unitLabelQuerySchema,
  unitListSchema,
  unitSchema,
  unitsQuerySchema,
  variantsToMakeQuerySchema,
  variantsToMakeSchema,
} from '@windfamily/contract/production';
import { DB_ID_MAX } from '../../db/constraints';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { attachmentHeader } from '../downloads/file-types';
import { actorOf } from '../../plugins/audit';
import { guard } from '../../plugins/auth';
import type { CheckIntervalsService } from './check-intervals.service';
import type { PurchaseOrdersService } from './purchase-orders.service';
import type { UnitsService } from './units.service';

const tags = ['logistics'];
const writeErrors = { ...staffErrors, 409: apiErrorSchema };
const orderParams = z.object({
  purchase_order_id: z.coerce.number().int().positive().max(DB_ID_MAX),
});
const productParams = z.object({
  product_id: z.coerce.number().int().positive().max(DB_ID_MAX),
});
const lineParams = z.object({
  purchase_order_line_id: z.coerce.number().int().positive().max(DB_ID_MAX),
});
const noStore = { 'cache-control': 'private, no-store' };
const pdfAnswer = (description: string) => z.string().meta({ description, format: 'binary' });

const sendPdf = (reply: FastifyReply, fileName: string, bytes: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentHeader(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);

/** Purchase orders to the factory, their lines, and the units they make (staff of the warehouse). */
export default async function productionRoutes(
  fastify: FastifyInstance,
  ctx: {
    purchaseOrders: PurchaseOrdersService;
    units: UnitsService;
    checkIntervals: CheckIntervalsService;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { purchaseOrders, units, checkIntervals } = ctx;
  const warehouse = guard(PERMISSIONS.warehouse);
  const base = '/api/logistics/admin/purchase_orders';

  app.get(
    `${base}/`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Purchase orders to the factory, newest first, a page at a time; by state, or a number (its own or an order’s)',
        querystring: purchaseOrdersQuerySchema,
        response: { 200: purchaseOrderListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return purchaseOrders.list(request.query);
    },
  );

  app.post(
    `${base}/`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'Start a purchase order (a draft, without lines)',
        body: purchaseOrderCreatePayloadSchema,
        response: { 201: purchaseOrderSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await purchaseOrders.create(request.body.note, actorOf(request))),
  );

  app.post(
    `${base}/deactivate`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Cancel purchase orders not yet received, all or none (409 naming one received or cancelled already); their units in production become void',
        body: purchaseOrderDeactivatePayloadSchema,
        response: { 200: purchaseOrderDeactivateResultSchema, ...writeErrors },
      },
    },
    async (request) => purchaseOrders.deactivate(request.body.ids, actorOf(request)),
  );

  app.get(
    `${base}/:purchase_order_id/`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'A purchase order with its lines',
        params: orderParams,
        response: { 200: purchaseOrderSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return purchaseOrders.get(request.params.purchase_order_id);
    },
  );

  app.get(
    `${base}/:purchase_order_id/pdf`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'The PDF sent to the factory (404 before it was prepared)',
        params: orderParams,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer('The PDF, named by its number'), ...staffErrors },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await purchaseOrders.pdf(request.params.purchase_order_id);
      return sendPdf(reply, `${number}.pdf`, pdf);
    },
  );

  app.post(
    `${base}/:purchase_order_id/create_line_from_order_line`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Add a wing for an order line to a draft: its variant, size and colours per zone copied (409 when the line is on an active purchase order already)',
        params: orderParams,
        body: lineFromOrderLinePayloadSchema,
        response: { 200: purchaseOrderSchema, ...writeErrors },
      },
    },
    async (request) =>
      purchaseOrders.addFromOrderLine(
        request.params.purchase_order_id,
        request.body,
        actorOf(request),
      ),
  );

  app.post(
    `${base}/:purchase_order_id/create_line`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'Add wings for the shop’s stock or the demo fleet to a draft (one line each)',
        params: orderParams,
        body: stockLinePayloadSchema,
        response: { 200: purchaseOrderSchema, ...writeErrors },
      },
    },
    async (request) =>
      purchaseOrders.addStockLines(
        request.params.purchase_order_id,
        request.body,
        actorOf(request),
      ),
  );

  app.post(
    `${base}/:purchase_order_id/prepare`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Send a draft to the factory: answers (and keeps) its PDF, a page per wing with its colour drawing and cloth codes',
        params: orderParams,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer('The purchase order as PDF'), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await purchaseOrders.prepare(
        request.params.purchase_order_id,
        actorOf(request),
      );
      return sendPdf(reply, `${number}.pdf`, pdf);
    },
  );

  app.post(
    `${base}/:purchase_order_id/finish`,
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Received from the factory: every line’s unit is booked into stock (demo wings: the demo fleet) in one transaction; units made for an order line are reserved for it',
        params: orderParams,
        body: purchaseOrderFinishPayloadSchema.optional(),
        response: { 200: purchaseOrderSchema, ...writeErrors },
      },
    },
    async (request) =>
      purchaseOrders.finish(request.params.purchase_order_id, request.body ?? {}, actorOf(request)),
  );

  app.put(
    '/api/logistics/admin/purchase_order_lines/:purchase_order_line_id/prepared',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Mark a line prepared: its unit is made at the factory with a serial and a secret, answered this once',
        params: lineParams,
        body: linePreparedPayloadSchema.optional(),
        response: { 200: linePreparedResultSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return purchaseOrders.prepareLine(
        request.params.purchase_order_line_id,
        request.body ?? {},
        actorOf(request),
      );
    },
  );

  app.get(
    '/api/logistics/admin/product_variant_instances/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Serial-numbered units, newest first, a page at a time; by serial, variant, location and state',
        querystring: unitsQuerySchema,
        response: { 200: unitListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return units.list(request.query);
    },
  );

  app.get(
    '/api/logistics/admin/product_variant_instances/:id/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'A unit with its history (production, moves, shipment, owner, rentals, checks)',
        params: idParams,
        response: { 200: unitSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return units.get(request.params.id);
    },
  );

  app.get(
    '/api/logistics/admin/product_variant_instances/:id/label',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'A unit’s label as PDF: the QR code of its page, serial, model, size and certification. With `secret` (shown when it was made) it carries that one; without, a new secret is issued and the old label’s QR code stops working',
        params: idParams,
        querystring: unitLabelQuerySchema,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer('The label, named by the serial'), ...staffErrors },
      },
    },
    async (request, reply) => {
      const { serial, pdf } = await units.label(
        request.params.id,
        request.query.secret,
        actorOf(request),
      );
      return sendPdf(reply, `label-${serial}.pdf`, pdf);
    },
  );

  app.get(
    '/api/logistics/admin/order_lines_to_make/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Wing lines of paid orders waiting to be sewn (fewer lines on live purchase orders than wings), oldest first; by order number, customer name or e-mail',
        querystring: orderLinesToMakeQuerySchema,
        response: { 200: orderLinesToMakeSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return purchaseOrders.orderLinesToMake(request.query);
    },
  );

  app.get(
    '/api/logistics/admin/variants_to_make/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Wing variants to sew for stock or the demo fleet, by model, size or SKU (each word of the search must match one)',
        querystring: variantsToMakeQuerySchema,
        response: { 200: variantsToMakeSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return purchaseOrders.variantsToMake(request.query);
    },
  );

  app.get(
    '/api/logistics/admin/check_intervals/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Each wing model’s check interval, a page at a time, by name: its own, else the default of 24 months or 100 hours',
        querystring: checkIntervalsQuerySchema,
        response: { 200: checkIntervalListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return checkIntervals.list(request.query);
    },
  );

  app.put(
    '/api/logistics/admin/check_intervals/:product_id',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Set a wing model’s check interval: every `months` or every `hours` flown, whichever comes first (404 for a product that is not a wing)',
        params: productParams,
        body: checkIntervalPayloadSchema,
        response: { 200: checkIntervalSchema, ...writeErrors },
      },
    },
    async (request) =>
      checkIntervals.set(request.params.product_id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/logistics/admin/check_intervals/:product_id',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Give a wing model the default check interval again (24 months or 100 hours; 404 for a product that is not a wing)',
        params: productParams,
        response: { 200: checkIntervalSchema, ...writeErrors },
      },
    },
    async (request) => checkIntervals.reset(request.params.product_id, actorOf(request)),
  );
}
