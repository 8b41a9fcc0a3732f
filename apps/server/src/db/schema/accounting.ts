import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { InvoiceKind, TaxTreatment } from '@windfamily/contract/order-basics';
import { users } from './accounts';
import { orders } from './orders';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes (`bytea`): a Buffer in, a Buffer out, on PGlite and node-postgres alike. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The last number given out per series and year: invoices and credit notes have no gaps. */
export const invoiceNumbers = pgTable(
  'invoice_numbers',
  {
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** A party of an invoice, as it stood on the day of issue. */
export interface InvoiceParty {
  name: string;
  company: string;
  address: string;
  address2: string;
  zipcode: string;
  city: string;
  state: string;
  /** Lower-case ISO 3166 code. */
  country: string;
  vatId: string;
  email: string;
}

/** A line of an invoice: net amounts in cents. */
export interface InvoiceLine {
  description: string;
  sku: string;
  quantity: number;
  unitNet: number;
  net: number;
  vatRateBp: number;
  /** Why the unit price was set by hand, when it was. */
  note: string | null;
}

/**
 * Everything an invoice says, frozen when it is issued (EU VAT Directive art. 226, UStG
 * section 11): the PDF and the e-invoice are drawn from this and nothing else.
 */
export interface InvoiceDocument {
  kind: InvoiceKind;
  /** As printed: `2026-00042`, `GS-2026-00001`. */
  number: string;
  /** Date of issue (YYYY-MM-DD). */
  issueDate: string;
  /** The brand at the top of the page. */
  brand: string;
  seller: InvoiceParty & {
    /** The commercial register's entry, or ''. */
    registration: string;
    iban: string;
    bic: string;
    bank: string;
    accountHolder: string;
  };
  buyer: InvoiceParty;
  /** Where the goods went, when not to the buyer's address. */
  delivery: InvoiceParty | null;
  orderNumber: string;
  orderDate: string;
  /** Date of supply (YYYY-MM-DD). */
  supplyDate: string;
  /** The buyer's own reference (a reseller's order number), or ''. */
  buyerReference: string;
  lines: InvoiceLine[];
  /** A promo code's discount, net cents, as a document-level allowance. */
  discount: { net: number; reason: string } | null;
  vatBreakdown: { vatRateBp: number; category: 'S' | 'AE' | 'G'; net: number; vat: number }[];
  totals: { linesNet: number; discountNet: number; net: number; vat: number; total: number };
  taxTreatment: TaxTreatment;
  /** The legal note where VAT is not charged (reverse charge, export), else null. */
  legalNote: string | null;
  paymentMethod: 'bank_transfer' | 'card';
  /** Already paid when issued, cents. */
  paid: number;
  /** A credit note names the invoice it corrects. */
  corrects: { number: string; date: string } | null;
  /** Why a credit note was issued, or null. */
  reason: string | null;
}

/**
 * An invoice or a credit note of an order. Issued once and never changed: the numbers come
 * from a gap-free series per year and kind, assigned in the issuing transaction; a change of
 * the order is answered by a credit note for the old invoice and a new invoice. The PDF (a
 * PDF/A-3 with the EN 16931 XML inside) is rendered from `document` once and kept.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** As printed: `2026-00042` for an invoice, `GS-2026-00001` for a credit note. */
    numberText: text('number_text').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice; each invoice is credited at most once. */
    correctsId: integer('corrects_id')
      .unique()
      .references((): AnyPgColumn => invoices.id),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    /** Cents, positive for both kinds; `kind` says which way. */
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    /** The rendered PDF/A-3 (with `factur-x.xml`), once rendered. */
    pdf: bytea('pdf'),
    issuedById: integer('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('invoices_kind_year_number').on(t.kind, t.year, t.number),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check(
      'invoices_credit_note_corrects',
      sql`(${t.kind} = 'credit_note') = (${t.correctsId} IS NOT NULL)`,
    ),
  ],
);

/** A bank statement (ISO 20022 camt.053) uploaded by staff; the same file imports once. */
export const bankStatements = pgTable('bank_statements', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the file: uploading it again finds this statement. */
  fileSha256: text('file_sha256').notNull().unique(),
  /** The statement's own id (`Stmt/Id`) and account. */
  statementRef: text('statement_ref').notNull(),
  iban: text('iban').notNull(),
  fileName: text('file_name').notNull().default(''),
  importedById: integer('imported_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * A line of a bank statement. Its key (the bank's reference, else a digest of its contents)
 * is unique over all statements, so overlapping statements never book one transfer twice.
 * A credit is proposed for the order its reference names, booked once staff confirm it.
 */
export const bankStatementEntries = pgTable(
  'bank_statement_entries',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    entryKey: text('entry_key').notNull().unique(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    /** Cents, positive; `credit` false for money going out. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    credit: boolean('credit').notNull(),
    payer: text('payer').notNull().default(''),
    payerIban: text('payer_iban').notNull().default(''),
    reference: text('reference').notNull().default(''),
    /** The order the reference names, when one does. */
    proposedOrderId: integer('proposed_order_id').references(() => orders.id),
    status: text('status').$type<'open' | 'booked' | 'ignored'>().notNull().default('open'),
    bookedAt: timestamptz('booked_at'),
    bookedById: integer('booked_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('bank_statement_entries_statement_idx').on(t.statementId),
    index('bank_statement_entries_status_idx').on(t.status),
    check('bank_statement_entries_amount_positive', sql`${t.amount} > 0`),
  ],
);
