import { z } from 'zod';
import { MSG } from './messages';
import { moneyInputSchema, moneySchema } from './money';
import {
  ORDER_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  PAYMENT_STATUSES,
  SALE_SEQUENCE_PATTERN,
} from './order-basics';
import { paginated } from './paging';

// The money of orders as staff keep it: payments in (card, bank transfer), refunds out, the
// payment service's fees, and the bank statements the transfers are booked from.

const dateField = z.iso.date('a date such as 2026-01-31');
const saleSequenceField = z
  .string({ error: MSG.required })
  .trim()
  .regex(SALE_SEQUENCE_PATTERN, 'an order number such as 2026-0042');
const idField = z.number({ error: 'a line of this statement' }).int().positive().max(2_147_483_647);

/** An amount typed by staff, above nothing: "49", "49.90". Cents once parsed. */
export const positiveAmountSchema = moneyInputSchema.refine((cents) => cents > 0, {
  message: 'an amount above 0',
});

// ---------------------------------------------------------------------------
// Entries.
// ---------------------------------------------------------------------------

/** One payment, refund or fee of an order, as the order's detail and the ledger show it. */
export const paymentEntrySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(PAYMENT_KINDS),
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    /** Always positive: `kind` says which way the money went. */
    amount: moneySchema,
    currency: z.string(),
    /** When it was recorded (a card payment: when the customer started it). */
    date: z.string(),
    /** When the money moved (a transfer: the day it arrived); null while open or pending. */
    paid_date: z.string().nullable(),
    /** The transfer's reference text. */
    reference: z.string(),
    payer: z.string(),
    /** A note of staff (a refund's reason). */
    note: z.string(),
    /** The member of staff who recorded it; null: the shop itself (card payments, their fees). */
    recorded_by: z.string().nullable(),
    /** The payment service's id (`cs_…`, `re_…`, `txn_…`), when it went through it. */
    provider_ref: z.string().nullable(),
    /** The payment a refund or a fee belongs to. */
    related_id: z.number().int().nullable(),
    /** The bank statement line a transfer was booked from. */
    statement_line_id: z.number().int().nullable(),
  })
  .meta({ id: 'PaymentEntry' });
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

/** Where an order's money stands after a change of it. */
export const orderMoneySchema = z
  .object({
    sale_sequence: z.string(),
    status: z.enum(ORDER_STATUSES),
    total: moneySchema,
    /** Received and kept: completed payments less completed refunds. */
    amount_paid: moneySchema,
    /** What the customer still owes; negative: what is to be refunded. */
    balance: moneySchema,
    payment_state: z.enum(PAYMENT_STATES),
    /** What can still be refunded: received, and neither refunded nor being refunded. */
    refundable: moneySchema,
    /** The order's version: a refund sends it back (see `RefundPayload`). */
    version: z.number().int(),
  })
  .meta({ id: 'OrderMoney' });
export type OrderMoney = z.infer<typeof orderMoneySchema>;

/** The answer of a write of money: the entries it made or changed, and the order after it. */
export const paymentResultSchema = z
  .object({ order: orderMoneySchema, entries: z.array(paymentEntrySchema) })
  .meta({ id: 'PaymentResult' });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

// ---------------------------------------------------------------------------
// The ledger: every entry, with its order.
// ---------------------------------------------------------------------------

export const PAYMENTS_PAGE_SIZE = 50;

/** The filters of the ledger and its CSV export; dates are the day the money moved (UTC). */
export const paymentFiltersSchema = z.object({
  date_from: dateField.optional(),
  date_to: dateField.optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  kind: z.enum(PAYMENT_KINDS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** An order number, a payer, a reference or the payment service's id, or a part of one. */
  search: z.string().trim().max(100).default(''),
});

/** `GET /api/accounting/payments/?page=&date_from=&date_to=&method=&kind=&status=&search=` */
export const paymentsQuerySchema = z
  .object({
    page: z.coerce.number().int('a whole number').min(1, 'at least 1').max(100_000).default(1),
  })
  .extend(paymentFiltersSchema.shape);
export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;

export const paymentListEntrySchema = paymentEntrySchema
  .extend({
    order: z.object({ sale_sequence: z.string(), name: z.string(), email: z.string() }),
  })
  .meta({ id: 'PaymentListEntry' });
export type PaymentListEntry = z.infer<typeof paymentListEntrySchema>;

export const paymentListSchema = paginated(paymentListEntrySchema).meta({ id: 'PaymentList' });
export type PaymentList = z.infer<typeof paymentListSchema>;

// ---------------------------------------------------------------------------
// Writes.
// ---------------------------------------------------------------------------

/** `POST /api/accounting/payments/`: a bank transfer that came in, recorded by hand. */
export const recordTransferPayloadSchema = z
  .object({
    /** The order's number. */
    order: saleSequenceField,
    amount: positiveAmountSchema,
    /** The day the money arrived; not in the future. */
    date: dateField,
    reference: z.string().trim().max(500, 'at most 500 characters').default(''),
    payer: z.string().trim().max(200, 'at most 200 characters').default(''),
    note: z.string().trim().max(1000, 'at most 1000 characters').default(''),
  })
  .meta({ id: 'RecordBankTransfer' });
export type RecordTransferPayload = z.input<typeof recordTransferPayloadSchema>;

/**
 * `POST /api/store/orders/{sale_sequence}/refund/`: card money goes back through the payment
 * service, the rest is to be sent by bank transfer. `version` is the order's version as the
 * clerk saw it: a refund of an order that changed since (another refund, a double click, a
 * retried request) is refused, so money goes back once.
 */
export const refundPayloadSchema = z
  .object({
    amount: positiveAmountSchema,
    reason: z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(500, 'at most 500 characters'),
    version: z.number({ error: MSG.required }).int().min(1),
  })
  .meta({ id: 'RefundPayload' });
export type RefundPayload = z.input<typeof refundPayloadSchema>;

/** `POST /api/accounting/payments/{id}/complete/`: a bank refund was sent, that day. */
export const completeRefundPayloadSchema = z
  .object({
    /** The day it was sent; today when absent. */
    date: dateField.optional(),
    /** The reference the transfer was sent with. */
    reference: z.string().trim().max(500, 'at most 500 characters').optional(),
  })
  .meta({ id: 'CompleteRefundPayload' });
export type CompleteRefundPayload = z.input<typeof completeRefundPayloadSchema>;

// ---------------------------------------------------------------------------
// Bank statements (ISO 20022 camt.053).
// ---------------------------------------------------------------------------

/** The largest statement file taken. */
export const BANK_STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

export const STATEMENT_LINE_STATUSES = ['open', 'booked', 'ignored'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

/**
 * What a line is for staff: a credit whose reference names an order (matched) or none
 * (unmatched), booked as a payment, set aside (ignored), or money going out (debit).
 */
export const STATEMENT_LINE_PROPOSALS = [
  'matched',
  'unmatched',
  'booked',
  'ignored',
  'debit',
] as const;
export type StatementLineProposal = (typeof STATEMENT_LINE_PROPOSALS)[number];
export const STATEMENT_LINE_PROPOSAL_LABELS: Record<StatementLineProposal, string> = {
  matched: 'Matched',
  unmatched: 'Unmatched',
  booked: 'Booked',
  ignored: 'Ignored',
  debit: 'Debit',
};

/** The order a line is proposed for, or was booked to. */
export const statementOrderSchema = z
  .object({
    sale_sequence: z.string(),
    name: z.string(),
    email: z.string(),
    status: z.enum(ORDER_STATUSES),
    total: moneySchema,
    /** What the customer still owes now; negative: to be refunded. */
    amount_due: moneySchema,
    payment_state: z.enum(PAYMENT_STATES),
  })
  .meta({ id: 'StatementOrder' });
export type StatementOrder = z.infer<typeof statementOrderSchema>;

export const bankStatementLineSchema = z
  .object({
    id: z.number().int(),
    statement_id: z.number().int(),
    booking_date: z.string(),
    amount: moneySchema,
    currency: z.string(),
    /** Money coming in; false: going out. */
    credit: z.boolean(),
    payer: z.string(),
    payer_iban: z.string(),
    /** The remittance text and the structured reference, as the bank gave them. */
    reference: z.string(),
    status: z.enum(STATEMENT_LINE_STATUSES),
    proposal: z.enum(STATEMENT_LINE_PROPOSALS),
    /** The order the reference names (open lines), or the one it was booked to. */
    order: statementOrderSchema.nullable(),
    /** The payment it was booked as. */
    payment_id: z.number().int().nullable(),
  })
  .meta({ id: 'BankStatementLine' });
export type BankStatementLine = z.infer<typeof bankStatementLineSchema>;

export const bankStatementSummarySchema = z
  .object({
    id: z.number().int(),
    /** The statement's own id (`Stmt/Id`). */
    statement_ref: z.string(),
    iban: z.string(),
    file_name: z.string(),
    imported_at: z.string(),
    imported_by: z.string().nullable(),
    line_count: z.number().int(),
    /** Credits still to book. */
    open_count: z.number().int(),
    booked_count: z.number().int(),
    /** Credits set aside (not the debits, which are never booked). */
    ignored_count: z.number().int(),
    /** Money going out. */
    debit_count: z.number().int(),
  })
  .meta({ id: 'BankStatementSummary' });
export type BankStatementSummary = z.infer<typeof bankStatementSummarySchema>;

export const bankStatementSchema = bankStatementSummarySchema
  .extend({ lines: z.array(bankStatementLineSchema) })
  .meta({ id: 'BankStatement' });
export type BankStatement = z.infer<typeof bankStatementSchema>;

/** The answer of an upload. */
export const bankStatementImportSchema = z
  .object({
    statement: bankStatementSchema,
    /** False: this very file was imported before, and nothing changed. */
    imported: z.boolean(),
    /** Lines of the file that came with an earlier statement, as they stand there. */
    earlier_lines: z.array(bankStatementLineSchema),
  })
  .meta({ id: 'BankStatementImport' });
export type BankStatementImport = z.infer<typeof bankStatementImportSchema>;

export const BANK_STATEMENTS_PAGE_SIZE = 25;

export const bankStatementsQuerySchema = z.object({
  page: z.coerce.number().int('a whole number').min(1, 'at least 1').max(100_000).default(1),
});

export const bankStatementListSchema = paginated(bankStatementSummarySchema).meta({
  id: 'BankStatementList',
});
export type BankStatementList = z.infer<typeof bankStatementListSchema>;

/**
 * `POST /api/accounting/bank_statements/{id}/book/`: the credits staff confirm, each with the
 * order it goes to (the proposal, or another), and the lines to set aside.
 */
export const bookStatementPayloadSchema = z
  .object({
    book: z
      .array(z.object({ line: idField, order: saleSequenceField }))
      .max(1000)
      .default([]),
    ignore: z.array(idField).max(1000).default([]),
  })
  .refine((body) => body.book.length + body.ignore.length > 0, {
    message: 'Choose the lines to book or to ignore.',
    path: ['book'],
  })
  .meta({ id: 'BankStatementBooking' });
export type BookStatementPayload = z.input<typeof bookStatementPayloadSchema>;
