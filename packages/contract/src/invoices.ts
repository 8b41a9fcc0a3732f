import { z } from 'zod';
import { moneySchema } from './money';
import { INVOICE_KINDS, SALE_SEQUENCE_PATTERN, TAX_TREATMENTS } from './order-basics';
import { paginated } from './paging';

/** Where an invoice's files are downloaded, by who asks. */
export const invoiceApiPaths = {
  /** Staff (orders.view): the PDF/A-3 with the e-invoice inside. */
  pdf: (id: number) => `/api/accounting/invoices/${id}/pdf`,
  /** Staff (orders.view): the EN 16931 e-invoice alone (UN/CEFACT CII XML). */
  xml: (id: number) => `/api/accounting/invoices/${id}/xml`,
  /** The order's customer, through the order's key. */
  publicPdf: (key: string, id: number) =>
    `/api/store/orders_public/${encodeURIComponent(key)}/invoices/${id}/pdf`,
  /** The EPC QR code (SEPA credit transfer) of an unpaid bank-transfer order. */
  epcQr: (key: string) => `/api/store/orders_public/${encodeURIComponent(key)}/epc_qr.svg`,
  list: '/api/accounting/invoices/',
  csv: '/api/accounting/invoices/export/',
  create: (saleSequence: string) => `/api/store/orders/${saleSequence}/create_invoice`,
};

/**
 * An invoice or a credit note of an order, as the order's pages list them (staff, the
 * customer's order page, the reseller area): each with the links its reader may follow.
 */
export const invoiceSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(INVOICE_KINDS),
    /** As printed: `2026-00042`, or `GS-2026-00001` for a credit note. */
    number: z.string(),
    /** When it was issued. */
    date: z.string(),
    total: moneySchema,
    /** A credit note: the number of the invoice it corrects; else null. */
    corrects: z.string().nullable(),
    /** An invoice: the number of the credit note that cancelled it; else null. */
    corrected_by: z.string().nullable(),
    /** Where the PDF is downloaded. */
    pdf: z.string(),
    /** Where the e-invoice XML is downloaded, for staff; null elsewhere. */
    xml: z.string().nullable(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

const dateField = z.iso.date('a date such as 2026-01-31');

/** `GET /api/accounting/invoices/?page=&kind=&search=&date_from=&date_to=` (and its CSV). */
export const invoiceListQuerySchema = z.object({
  page: z.coerce.number().int('a whole number').min(1, 'at least 1').max(100_000).default(1),
  kind: z.enum(INVOICE_KINDS, { error: `one of ${INVOICE_KINDS.join(', ')}` }).optional(),
  /** Part of the number, the order's number, the customer's name or e-mail address. */
  search: z.string().trim().max(100, 'at most 100 characters').default(''),
  date_from: dateField.optional(),
  date_to: dateField.optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const INVOICES_PAGE_SIZE = 50;

/** A line of the accounting's list of invoices and credit notes. */
export const invoiceListItemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(INVOICE_KINDS),
    number: z.string(),
    date: z.string(),
    /** The order's number (`2026-0042`). */
    order: z.string(),
    /** Who it is addressed to: the company, else the name. */
    customer: z.string(),
    email: z.string(),
    /** The buyer's country (lower-case ISO code). */
    country: z.string(),
    vat_id: z.string(),
    tax_treatment: z.enum(TAX_TREATMENTS),
    /** Positive for both kinds; `kind` says which way. */
    net: moneySchema,
    vat: moneySchema,
    total: moneySchema,
    corrects: z.string().nullable(),
    pdf: z.string(),
    xml: z.string(),
  })
  .meta({ id: 'InvoiceListItem' });
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceListSchema = paginated(invoiceListItemSchema).meta({ id: 'InvoiceList' });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** `…/orders/{sale_sequence}/create_invoice`. */
export const createInvoiceParamsSchema = z.object({
  sale_sequence: z.string().regex(SALE_SEQUENCE_PATTERN, 'an order number such as 2026-0042'),
});
