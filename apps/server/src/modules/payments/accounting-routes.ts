import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { SALE_SEQUENCE_PATTERN } from '@windfamily/contract/order-basics';
import {
  BANK_STATEMENT_MAX_BYTES,
  bankStatementImportSchema,
  bankStatementListSchema,
  bankStatementSchema,
  bankStatementsQuerySchema,
  bookStatementPayloadSchema,
  completeRefundPayloadSchema,
  paymentFiltersSchema,
  paymentListSchema,
  paymentResultSchema,
  paymentsQuerySchema,
  recordTransferPayloadSchema,
  refundPayloadSchema,
} from '@windfamily/contract/payments';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { badRequest, HttpError } from '../../lib/http-error';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';
import { actorOf } from '../../plugins/audit';

const tags = ['accounting'];
/** The staff errors and a conflict: the state of the order or line does not allow it. */
const writeErrors = { ...staffErrors, 409: apiErrorSchema };
const saleSequenceParams = z.object({
  sale_sequence: z.string().regex(SALE_SEQUENCE_PATTERN, 'an order number such as 2026-0042'),
});

export const STATEMENT_UPLOAD_MESSAGES = {
  notMultipart: 'Send the statement as multipart/form-data with a file field.',
  noFile: 'Choose the bank statement (camt.053 XML) to upload.',
  tooLarge: `The statement is larger than ${BANK_STATEMENT_MAX_BYTES / 1024 / 1024} MB: upload the statement of a shorter period.`,
  oneFile: 'Upload one statement at a time.',
  unreadable: 'The upload could not be read. Please try again.',
} as const;

/**
 * The back office's money: the ledger of payments, refunds and fees (read by accounting and
 * by those who handle payments), bank transfers recorded by hand, refunds, and bank
 * statements (written by those who handle payments).
 */
export default async function accountingRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'paymentLedger' | 'bankStatements'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { paymentLedger: ledger, bankStatements } = ctx;
  const reading = guard([PERMISSIONS.accounting, PERMISSIONS.payments]);
  const writing = guard(PERMISSIONS.payments);

  app.get(
    '/api/accounting/payments/',
    {
      onRequest: reading,
      schema: {
        tags,
        summary:
          'Every payment, refund and fee with its order, newest first, a page at a time; by day the money moved, method, kind, status, and order number, payer or reference',
        querystring: paymentsQuerySchema,
        response: { 200: paymentListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return ledger.list(request.query);
    },
  );

  app.get(
    '/api/accounting/payments/export/',
    {
      onRequest: reading,
      schema: {
        tags,
        summary: 'The payments, refunds and fees the filters select, every one, as CSV',
        querystring: paymentFiltersSchema,
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
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="payments-${day}.csv"`)
          .header('cache-control', 'private, no-store')
          // Streamed as it is read; the route's types know the CSV as the string it adds up to.
          .send(Readable.from(ledger.csv(request.query)) as unknown as string)
      );
    },
  );

  app.post(
    '/api/accounting/payments/',
    {
      onRequest: writing,
      schema: {
        tags,
        summary:
          'Record a bank transfer that came in for an order (named by its number): any amount, a part or too much is kept',
        body: recordTransferPayloadSchema,
        response: { 201: paymentResultSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ledger.recordTransfer(request.body, actorOf(request))),
  );

  app.post(
    '/api/accounting/payments/:id/complete/',
    {
      onRequest: writing,
      schema: {
        tags,
        summary:
          'Mark a pending refund by bank transfer as sent (on the day given, today by default); marking it again changes nothing',
        params: idParams,
        body: completeRefundPayloadSchema,
        response: { 200: paymentResultSchema, ...writeErrors },
      },
    },
    async (request) => ledger.completeRefund(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/accounting/payments/:id/send/',
    {
      onRequest: writing,
      schema: {
        tags,
        summary:
          'Send a pending card refund the payment service did not answer to it again (with the same idempotency key: it is made once)',
        params: idParams,
        response: { 200: paymentResultSchema, ...writeErrors },
      },
    },
    async (request) => ledger.resendRefund(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/store/orders/:sale_sequence/refund/',
    {
      onRequest: writing,
      schema: {
        tags: ['store'],
        summary:
          "Refund an order: card money through the payment service, the rest to send by bank transfer; at most what was received and is not refunded. `version` is the order's as the clerk saw it: a changed order is refused (409)",
        params: saleSequenceParams,
        body: refundPayloadSchema,
        response: { 200: paymentResultSchema, ...writeErrors },
      },
    },
    async (request) => ledger.refund(request.params.sale_sequence, request.body, actorOf(request)),
  );

  // Bank statements.

  app.get(
    '/api/accounting/bank_statements/',
    {
      onRequest: reading,
      schema: {
        tags,
        summary: 'The imported bank statements, newest first, with how many lines are open',
        querystring: bankStatementsQuerySchema,
        response: { 200: bankStatementListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return bankStatements.list(request.query.page);
    },
  );

  app.get(
    '/api/accounting/bank_statements/:id/',
    {
      onRequest: reading,
      schema: {
        tags,
        summary:
          "A bank statement with each line's proposal: matched to an order, unmatched, booked, ignored, or a debit",
        params: idParams,
        response: { 200: bankStatementSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return bankStatements.detail(request.params.id);
    },
  );

  app.post(
    '/api/accounting/bank_statements/:id/book/',
    {
      onRequest: writing,
      schema: {
        tags,
        summary:
          'Book the confirmed credits of a statement, each to the order chosen, as bank-transfer payments (each line once), and set lines aside; all or nothing',
        params: idParams,
        body: bookStatementPayloadSchema,
        response: { 200: bankStatementSchema, ...writeErrors },
      },
    },
    async (request) => bankStatements.book(request.params.id, request.body, actorOf(request)),
  );

  await fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: BANK_STATEMENT_MAX_BYTES,
        files: 1,
        fields: 2,
        parts: 3,
        fieldSize: 1024,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/accounting/bank_statements/',
      {
        onRequest: writing,
        schema: {
          tags,
          summary: `Upload a bank statement (ISO 20022 camt.053 XML, versions 001.02 to 001.08, at most ${BANK_STATEMENT_MAX_BYTES / 1024 / 1024} MB) as multipart/form-data with a \`file\` field: its new lines are stored and each credit proposed for the order its reference names. The same file again changes nothing (200, the same statement); a new one answers 201`,
          consumes: ['multipart/form-data'],
          response: {
            200: bankStatementImportSchema,
            201: bankStatementImportSchema,
            ...staffErrors,
            413: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const upload = await readStatement(request);
        const result = await bankStatements.import(upload.file, upload.filename, actorOf(request));
        return reply.status(result.imported ? 201 : 200).send(result);
      },
    );
  });
}

/** The `file` of a multipart request, with the parser's limits as clear 4xx. */
async function readStatement(request: FastifyRequest): Promise<{ file: Buffer; filename: string }> {
  if (!request.isMultipart())
    throw badRequest(STATEMENT_UPLOAD_MESSAGES.notMultipart, {
      file: [STATEMENT_UPLOAD_MESSAGES.noFile],
    });
  let file: Buffer | undefined;
  let filename = '';
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') {
        file = bytes;
        filename = part.filename;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file?.length)
    throw badRequest(STATEMENT_UPLOAD_MESSAGES.noFile, {
      file: [STATEMENT_UPLOAD_MESSAGES.noFile],
    });
  return { file, filename };
}

function uploadError(error: unknown): unknown {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, STATEMENT_UPLOAD_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(STATEMENT_UPLOAD_MESSAGES.oneFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(STATEMENT_UPLOAD_MESSAGES.unreadable);
    default:
      if (error instanceof HttpError) return error;
      if (
        error instanceof Error &&
        /multipart|boundary|part terminated|unexpected end/i.test(error.message)
      )
        return badRequest(STATEMENT_UPLOAD_MESSAGES.unreadable);
      return error;
  }
}
