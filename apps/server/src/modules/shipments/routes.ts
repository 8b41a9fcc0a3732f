import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { SALE_SEQUENCE_PATTERN } from '@windfamily/contract/order-basics';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import {
  IDEMPOTENCY_HEADER,
  rentalShipmentPayloadSchema,
  SHIPMENT_SERVICES,
  shipmentCreatePayloadSchema,
  shipmentListSchema,
  shipmentRatesQuerySchema,
  shipmentRatesSchema,
  shipmentSchema,
  shipmentsQuerySchema,
} from '@windfamily/contract/shipments';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/audit';
import { guard } from '../../plugins/auth';
import { attachmentHeader } from '../downloads/file-types';
import type { Services } from '../module';

const tags = ['logistics'];
const noStore = { 'cache-control': 'private, no-store' };
/** A write's answers: also a refused transition (409) and the carrier's refusal or failure. */
const writeErrors = {
  ...staffErrors,
  409: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};
const orderParams = z.object({
  sale_sequence: z.string().regex(SALE_SEQUENCE_PATTERN, 'an order number such as 2026-0042'),
});
const createParams = orderParams.extend({
  service: z.enum(SHIPMENT_SERVICES, { error: 'a service: standard or express' }),
});
const keyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .trim()
    .min(8, 'at least 8 characters')
    .max(100, 'at most 100 characters')
    .optional(),
});

/**
 * Shipments: booking one for an order or a demo rental's wing, the list, one, its label, its
 * hand-over and cancellation.
 */
export default async function shipmentRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'shipments' | 'shipmentBooking'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { shipments, shipmentBooking } = ctx;
  const warehouse = guard(PERMISSIONS.warehouse);

  app.post(
    '/api/store/orders/:sale_sequence/create_shipment/:service',
    {
      onRequest: warehouse,
      schema: {
        tags: ['store'],
        summary:
          "Book a shipment of the order's lines (those given, or all not yet shipped) with the carrier's service: its tracking number and label. The same Idempotency-Key answers the same shipment (200).",
        params: createParams,
        headers: keyHeaders,
        body: shipmentCreatePayloadSchema,
        response: { 200: shipmentSchema, 201: shipmentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shipment, created } = await shipmentBooking.create(
        request.params.sale_sequence,
        request.params.service,
        request.body,
        actorOf(request),
        request.headers[IDEMPOTENCY_HEADER] ?? null,
      );
      return reply.status(created ? 201 : 200).send(shipment);
    },
  );

  app.get(
    '/api/store/orders/:sale_sequence/shipment_rates/',
    {
      onRequest: warehouse,
      schema: {
        tags: ['store'],
        summary: "The carrier's services and what each costs for the order's parcel",
        params: orderParams,
        querystring: shipmentRatesQuerySchema,
        response: { 200: shipmentRatesSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return shipmentBooking.rates(request.params.sale_sequence, request.query.weight_grams);
    },
  );

  app.post(
    '/api/accounting/demorentals/:id/create_shipment/',
    {
      onRequest: warehouse,
      schema: {
        tags: ['demo rentals'],
        summary:
          "Book the parcel taking a booked rental's wing to its pilot with the carrier's service (standard unless given), at its model's shipping weight: its tracking number and label. The rental stays booked until the shipment is handed over (ship/), which sends it out. The same Idempotency-Key answers the same shipment (200).",
        params: idParams,
        headers: keyHeaders,
        body: rentalShipmentPayloadSchema,
        response: { 200: shipmentSchema, 201: shipmentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shipment, created } = await shipmentBooking.createForRental(
        request.params.id,
        request.body,
        actorOf(request),
        request.headers[IDEMPOTENCY_HEADER] ?? null,
      );
      return reply.status(created ? 201 : 200).send(shipment);
    },
  );

  app.get(
    '/api/accounting/demorentals/:id/shipment_rates/',
    {
      onRequest: warehouse,
      schema: {
        tags: ['demo rentals'],
        summary: "The carrier's services and what each costs for the rental's wing",
        params: idParams,
        response: { 200: shipmentRatesSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return shipmentBooking.ratesForRental(request.params.id);
    },
  );

  app.get(
    '/api/logistics/shipments/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary:
          'Every shipment, newest first, a page at a time; by state, order, demo rental and carrier',
        querystring: shipmentsQuerySchema,
        response: { 200: shipmentListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return shipments.list(request.query);
    },
  );

  app.get(
    '/api/logistics/shipments/:id/',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: 'One shipment with its lines',
        params: idParams,
        response: { 200: shipmentSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return shipments.get(request.params.id);
    },
  );

  app.get(
    '/api/logistics/shipments/:id/label.pdf',
    {
      onRequest: warehouse,
      schema: {
        tags,
        summary: "The shipment's label to print: an A6 PDF, a page per parcel",
        params: idParams,
        produces: ['application/pdf'],
        response: {
          200: z.string().meta({ description: 'The label', format: 'binary' }),
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const label = await shipments.label(request.params.id);
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(label.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(label.pdf);
    },
  );

  for (const [action, summary] of [
    [
      'ship',
      "Handed over to the carrier: its units leave the stock, the order turns shipped once everything has, and the customer gets the tracking link; a demo rental's wing moves to the pilot and the rental turns out (409 unless booked)",
    ],
    ['cancel', 'Void the label with the carrier, until the parcels are handed over (409 after)'],
  ] as const)
    app.post(
      `/api/logistics/shipments/:id/${action}/`,
      {
        onRequest: warehouse,
        schema: {
          tags,
          summary,
          params: idParams,
          response: { 200: shipmentSchema, ...writeErrors },
        },
      },
      async (request) =>
        action === 'ship'
          ? shipments.ship(request.params.id, actorOf(request))
          : shipments.cancel(request.params.id, actorOf(request)),
    );
}
