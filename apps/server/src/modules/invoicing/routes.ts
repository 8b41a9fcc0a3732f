import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import {
  createInvoiceParamsSchema,
  invoiceApiPaths,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSummarySchema,
} from '@windfamily/contract/invoices';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { DB_ID_MAX } from '../../db/constraints';
import { notFound } from '../../lib/http-error';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/audit';
import { guard } from '../../plugins/auth';
import { attachmentHeader } from '../downloads/file-types';
import type { Services } from '../module';
import { countingKeyMisses } from '../orders/key-misses';
import { INVOICE_MESSAGES, type InvoiceFile } from './invoicing.service';

const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
/** A file answer in the API's document; the bytes go out as they are. */
const fileAnswer = (description: string) => z.string().meta({ description, format: 'binary' });

/** An invoice's file, as an attachment under its number; private to whoever may see it. */
const sendFile = (reply: FastifyReply, file: InvoiceFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);

export default async function invoicingRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'invoicing' | 'limiter'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { invoicing } = ctx;
  const countingMisses = countingKeyMisses(ctx.limiter);

  app.post(
    '/api/store/orders/:sale_sequence/create_invoice',
    {
      onRequest: guard(PERMISSIONS.sales),
      schema: {
        tags: ['store'],
        summary:
          "Invoice the order as it is: a number from this year's gap-free series, the document frozen; refused (409) for a cancelled order, one without lines, or one whose invoice stands (staff)",
        params: createInvoiceParamsSchema,
        response: { 201: invoiceSummarySchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const invoice = await invoicing.createInvoice(request.params.sale_sequence, actorOf(request));
      return reply.code(201).send(invoice);
    },
  );

  const listGuard = guard([PERMISSIONS.accounting, PERMISSIONS.sales]);

  app.get(
    invoiceApiPaths.list,
    {
      onRequest: listGuard,
      schema: {
        tags: ['accounting'],
        summary:
          'Invoices and credit notes, newest first, a page at a time; by kind, number, order, customer and date (staff)',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return invoicing.list(request.query);
    },
  );

  app.get(
    invoiceApiPaths.csv,
    {
      onRequest: listGuard,
      schema: {
        tags: ['accounting'],
        summary:
          'The same filtered list as CSV, every row; credit notes with negative amounts (staff)',
        querystring: invoiceListQuerySchema,
        produces: ['text/csv'],
        response: { 200: fileAnswer('CSV, one invoice or credit note a row'), ...staffErrors },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`invoices-${day}.csv`))
        .header('cache-control', 'private, no-store')
        .send(await invoicing.exportCsv(request.query));
    },
  );

  const fileGuard = guard(PERMISSIONS.ordersView);

  app.get(
    '/api/accounting/invoices/:id/pdf',
    {
      onRequest: fileGuard,
      schema: {
        tags: ['accounting'],
        summary:
          'An invoice or credit note as PDF/A-3, its e-invoice (factur-x.xml) inside (staff)',
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF, named by its number'), ...staffErrors },
      },
    },
    async (request, reply) => sendFile(reply, await invoicing.pdf(request.params.id)),
  );

  app.get(
    '/api/accounting/invoices/:id/xml',
    {
      onRequest: fileGuard,
      schema: {
        tags: ['accounting'],
        summary:
          'An invoice or credit note as EN 16931 e-invoice: UN/CEFACT CII XML, Factur-X profile EN 16931 (staff)',
        params: idParams,
        produces: ['text/xml'],
        response: { 200: fileAnswer('The XML, named by its number'), ...staffErrors },
      },
    },
    async (request, reply) => sendFile(reply, await invoicing.xml(request.params.id)),
  );

  const orderKeyParams = z.object({ key: z.string().max(100) });

  app.get(
    '/api/store/orders_public/:key/invoices/:id/pdf',
    {
      schema: {
        tags: ['store'],
        summary:
          "One of the order's invoices or credit notes as PDF, through the order's key; a wrong key or another order's invoice is a 404 like an unknown one",
        params: orderKeyParams.extend({
          id: z.coerce.number().int().positive().max(DB_ID_MAX),
        }),
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF, named by its number'), ...publicErrors },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await countingMisses(request, () =>
          invoicing.publicPdf(request.params.key, request.params.id),
        ),
      ),
  );

  app.get(
    '/api/store/orders_public/:key/epc_qr.svg',
    {
      schema: {
        tags: ['store'],
        summary:
          'The EPC QR code (SEPA credit transfer) of what an unpaid bank-transfer order still owes, with its number as reference; 404 when nothing is to be paid by transfer',
        params: orderKeyParams,
        produces: ['image/svg+xml'],
        response: { 200: fileAnswer('An SVG image'), ...publicErrors },
      },
    },
    async (request, reply) => {
      const order = await countingMisses(request, async () => {
        const found = await invoicing.orderOfKey(request.params.key);
        if (!found) throw notFound();
        return found;
      });
      // Known order, nothing to pay: a plain 404 that does not count as a wrong key.
      const svg = await invoicing.epcQr(order);
      if (!svg) throw notFound(INVOICE_MESSAGES.nothingToPay);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(svg);
    },
  );
}
