import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  invoiceApiPaths,
  type InvoiceList,
  type invoiceListQuerySchema,
  INVOICES_PAGE_SIZE,
  type InvoiceSummary,
} from '@windfamily/contract/invoices';
import { centsToMoney, formatEuro } from '@windfamily/contract/money';
import {
  type InvoiceKind,
  orderKey,
  orderPath,
  parseOrderKey,
  type TaxTreatment,
} from '@windfamily/contract/order-basics';
import type { Config } from '../../config';
import type { Database, Db, Tx } from '../../db/client';
import { invoiceNumbers, invoices, orderEvents, orderItems, orders } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { csvAmount, csvRow } from '../../lib/csv';
import { HttpError, notFound } from '../../lib/http-error';
import { sameSecret } from '../../lib/same-secret';
import { containing } from '../../lib/search';
import { shopDayOf, shopDayStart } from '../../lib/shop-time';
import type { Actor, AuditService } from '../audit/audit.service';
import type { Mail } from '../mail/mailer';
import { facturXml, percentOf } from './cii';
import {
  creditNoteDocumentOf,
  invoiceDocumentOf,
  invoiceNumberText,
  invoiceYearOf,
} from './document';
import { epcPayload, epcQrSvg } from './epc-qr';
import { invoiceFileName, invoiceMail } from './mails';
import { renderInvoicePdf } from './pdf';

type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type InvoiceListInput = z.output<typeof invoiceListQuerySchema>;

export const INVOICE_MESSAGES = {
  noOrder: (saleSequence: string) => `There is no order ${saleSequence}.`,
  cancelled: (saleSequence: string) =>
    `Order ${saleSequence} is cancelled: a cancelled order is not invoiced.`,
  noLines: (saleSequence: string) => `Order ${saleSequence} has no lines to invoice.`,
  standing: (saleSequence: string, number: string) =>
    `Order ${saleSequence} has invoice ${number} already: a change of the order credits it and invoices anew.`,
  nothingToCredit: (saleSequence: string) =>
    `Order ${saleSequence} has no invoice standing to credit.`,
  nothingToPay: 'Nothing is to be paid by bank transfer for this order.',
} as const;

/** An invoice's file, ready to download. */
export interface InvoiceFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Where a reader downloads an invoice's files: staff, the customer by the order's key, … */
export type InvoiceLinks = (id: number) => { pdf: string; xml: string | null };

/** Staff download both files through the accounting's calls. */
export const staffInvoiceLinks: InvoiceLinks = (id) => ({
  pdf: invoiceApiPaths.pdf(id),
  xml: invoiceApiPaths.xml(id),
});

/** The customer downloads the PDF (the e-invoice is inside it) through the order's key. */
export const publicInvoiceLinks =
  (key: string): InvoiceLinks =>
  (id) => ({ pdf: invoiceApiPaths.publicPdf(key, id), xml: null });

/** An invoice and a credit note issued in one go: what `reissue` did. */
export interface Reissued {
  creditNote: InvoiceRow;
  invoice: InvoiceRow;
}

/** The columns of an invoice that lists need (the document and the PDF stay in the table). */
const listed = {
  id: invoices.id,
  kind: invoices.kind,
  numberText: invoices.numberText,
  issuedAt: invoices.issuedAt,
  net: invoices.net,
  vat: invoices.vat,
  total: invoices.total,
};

/** Whether an invoice was credited (a credit note names it). */
const creditedSql = sql`EXISTS (SELECT 1 FROM invoices c WHERE c.corrects_id = ${invoices.id})`;

/**
 * Invoices and credit notes (see docs/decisions/0019-invoices.md): issued in the caller's
 * transaction, which holds the order's row lock, with a number from a gap-free series per
 * kind and year; never changed afterwards. The PDF/A-3 with its e-invoice is rendered once
 * from the frozen document and kept.
 */
export class InvoicingService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly config: Config,
    private readonly audit: AuditService,
    private readonly tasks: BackgroundTasks,
  ) {
    this.db = database.db;
  }

  // -------------------------------------------------------------------------
  // Issuing.
  // -------------------------------------------------------------------------

  /**
   * `POST …/create_invoice`: locks the order and issues its invoice; the PDF is rendered
   * after the commit.
   */
  async createInvoice(saleSequence: string, actor: Actor): Promise<InvoiceSummary> {
    const invoice = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.saleSequence, saleSequence))
        .for('update');
      if (!order) throw notFound(INVOICE_MESSAGES.noOrder(saleSequence));
      return this.issue(tx, order.id, actor);
    });
    this.renderLater(invoice.id);
    return summaryOf(invoice, null, null, staffInvoiceLinks);
  }

  /**
   * Issues the invoice of the order as it now is. The caller holds the order's row lock. A
   * cancelled order, one without lines, or one whose invoice stands is refused (409). The
   * number is taken last, so its row is locked only until the commit.
   */
  async issue(tx: Tx, orderId: number, actor: Actor | null): Promise<InvoiceRow> {
    const order = await this.orderOf(tx, orderId);
    if (order.status === 'cancelled')
      throw new HttpError(409, INVOICE_MESSAGES.cancelled(order.saleSequence));
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position), asc(orderItems.id));
    if (items.length === 0) throw new HttpError(409, INVOICE_MESSAGES.noLines(order.saleSequence));
    const standing = await this.currentInvoice(orderId, tx);
    if (standing)
      throw new HttpError(409, INVOICE_MESSAGES.standing(order.saleSequence, standing.numberText));

    const issuedAt = new Date();
    const { year, number, numberText } = await this.nextNumber(tx, 'invoice', issuedAt);
    const document = invoiceDocumentOf(this.config, order, items, { number: numberText, issuedAt });
    const [invoice] = await tx
      .insert(invoices)
      .values({
        kind: 'invoice',
        year,
        number,
        numberText,
        orderId,
        issuedAt,
        net: document.totals.net,
        vat: document.totals.vat,
        total: document.totals.total,
        document,
        issuedById: actor?.id ?? null,
      })
      .returning();
    await tx
      .update(orders)
      .set({ invoiceDate: issuedAt, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    const amount = formatEuro(centsToMoney(document.totals.total));
    await tx.insert(orderEvents).values({
      orderId,
      kind: 'invoiced',
      detail: `Invoice ${numberText}: ${amount}`,
      actorId: actor?.id ?? null,
    });
    if (actor)
      await this.audit.record(tx, actor, {
        action: 'invoice.issue',
        entityType: 'invoice',
        entityId: invoice!.id,
        orderId,
        summary: `Invoice ${numberText} issued for order ${order.saleSequence}: ${amount}`,
        after: auditedOf(invoice!),
      });
    return invoice!;
  }

  /**
   * Credits the order's standing invoice: a credit note of the same lines and amounts, from
   * its own series, naming the invoice. The order has no invoice afterwards. The caller holds
   * the order's row lock.
   */
  async credit(tx: Tx, orderId: number, actor: Actor | null, reason: string): Promise<InvoiceRow> {
    const order = await this.orderOf(tx, orderId);
    const standing = await this.currentInvoice(orderId, tx);
    if (!standing) throw new HttpError(409, INVOICE_MESSAGES.nothingToCredit(order.saleSequence));

    const issuedAt = new Date();
    const { year, number, numberText } = await this.nextNumber(tx, 'credit_note', issuedAt);
    const document = creditNoteDocumentOf(standing.document, {
      number: numberText,
      issuedAt,
      reason: reason.trim(),
    });
    const [creditNote] = await tx
      .insert(invoices)
      .values({
        kind: 'credit_note',
        year,
        number,
        numberText,
        orderId,
        correctsId: standing.id,
        issuedAt,
        net: standing.net,
        vat: standing.vat,
        total: standing.total,
        document,
        issuedById: actor?.id ?? null,
      })
      .returning();
    await tx
      .update(orders)
      .set({ invoiceDate: null, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    const why = reason.trim() ? `: ${reason.trim()}` : '';
    await tx.insert(orderEvents).values({
      orderId,
      kind: 'credited',
      detail: `Credit note ${numberText} for invoice ${standing.numberText}${why}`,
      actorId: actor?.id ?? null,
    });
    if (actor)
      await this.audit.record(tx, actor, {
        action: 'invoice.credit',
        entityType: 'invoice',
        entityId: creditNote!.id,
        orderId,
        summary: `Credit note ${numberText} for invoice ${standing.numberText} of order ${order.saleSequence}${why}`,
        before: auditedOf(standing),
        after: auditedOf(creditNote!),
      });
    return creditNote!;
  }

  /**
   * After a change of an invoiced order: credits its invoice and invoices the order as it now
   * is, both in the caller's transaction (which holds the order's row lock). Nothing when no
   * invoice stands. Call `renderLater` with both ids after the commit.
   */
  async reissue(
    tx: Tx,
    orderId: number,
    actor: Actor | null,
    reason: string,
  ): Promise<Reissued | null> {
    if (!(await this.currentInvoice(orderId, tx))) return null;
    // The credit note's series before the invoice's: every transaction takes them in this order.
    const creditNote = await this.credit(tx, orderId, actor, reason);
    const invoice = await this.issue(tx, orderId, actor);
    return { creditNote, invoice };
  }

  /**
   * The next number of a series, in the caller's transaction: one upsert on the series' row,
   * which stays locked until the commit, so concurrent issuers queue and a rollback gives the
   * number back.
   */
  private async nextNumber(tx: Tx, kind: InvoiceKind, issuedAt: Date) {
    const year = invoiceYearOf(issuedAt);
    const [row] = await tx
      .insert(invoiceNumbers)
      .values({ kind, year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [invoiceNumbers.kind, invoiceNumbers.year],
        set: { lastNumber: sql`${invoiceNumbers.lastNumber} + 1` },
      })
      .returning();
    const number = row!.lastNumber;
    return { year, number, numberText: invoiceNumberText(kind, year, number) };
  }

  private async orderOf(tx: Tx, orderId: number): Promise<OrderRow> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound();
    return order;
  }

  // -------------------------------------------------------------------------
  // Reading.
  // -------------------------------------------------------------------------

  /** The order's standing invoice (issued and not credited), if any. */
  async currentInvoice(orderId: number, db: Db | Tx = this.db): Promise<InvoiceRow | undefined> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), sql`NOT ${creditedSql}`),
      )
      .orderBy(desc(invoices.id))
      .limit(1);
    return row;
  }

  /**
   * An order's invoices and credit notes, oldest first, each with the invoice it corrects or
   * the credit note that cancelled it, and the links `links` gives its reader.
   */
  async forOrder(
    orderId: number,
    links: InvoiceLinks = staffInvoiceLinks,
    db: Db | Tx = this.db,
  ): Promise<InvoiceSummary[]> {
    const corrected = alias(invoices, 'corrected');
    const correcting = alias(invoices, 'correcting');
    const rows = await db
      .select({
        invoice: listed,
        corrects: corrected.numberText,
        correctedBy: correcting.numberText,
      })
      .from(invoices)
      .leftJoin(corrected, eq(corrected.id, invoices.correctsId))
      .leftJoin(correcting, eq(correcting.correctsId, invoices.id))
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id));
    return rows.map((row) => summaryOf(row.invoice, row.corrects, row.correctedBy, links));
  }

  private listWhere(query: InvoiceListInput): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.kind) conditions.push(eq(invoices.kind, query.kind));
    if (query.search) {
      const pattern = containing(query.search);
      conditions.push(
        or(
          ilike(invoices.numberText, pattern),
          ilike(orders.saleSequence, pattern),
          ilike(orders.email, pattern),
          ilike(orders.name, pattern),
          sql`${invoices.document}->'buyer'->>'name' ILIKE ${pattern}`,
          sql`${invoices.document}->'buyer'->>'company' ILIKE ${pattern}`,
        )!,
      );
    }
    if (query.date_from) conditions.push(gte(invoices.issuedAt, shopDayStart(query.date_from)));
    if (query.date_to) conditions.push(lt(invoices.issuedAt, shopDayStart(query.date_to, 1)));
    return conditions.length ? and(...conditions) : undefined;
  }

  /** The accounting's rows: the invoice, its order and buyer, and what it corrects. */
  private listQuery(where: SQL | undefined) {
    const corrected = alias(invoices, 'corrected');
    return this.db
      .select({
        invoice: listed,
        order: orders.saleSequence,
        email: orders.email,
        buyerName: sql<string>`${invoices.document}->'buyer'->>'name'`,
        buyerCompany: sql<string>`${invoices.document}->'buyer'->>'company'`,
        country: sql<string>`${invoices.document}->'buyer'->>'country'`,
        vatId: sql<string>`${invoices.document}->'buyer'->>'vatId'`,
        taxTreatment: sql<TaxTreatment>`${invoices.document}->>'taxTreatment'`,
        vatRateBp: sql<number>`(${invoices.document}->'vatBreakdown'->0->>'vatRateBp')::int`,
        corrects: corrected.numberText,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(corrected, eq(corrected.id, invoices.correctsId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  }

  /** Invoices and credit notes, newest first, a page at a time; by kind, text and dates. */
  async list(query: InvoiceListInput): Promise<InvoiceList> {
    const where = this.listWhere(query);
    const [rows, [total]] = await Promise.all([
      this.listQuery(where)
        .limit(INVOICES_PAGE_SIZE)
        .offset((query.page - 1) * INVOICES_PAGE_SIZE),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(where),
    ]);
    return {
      count: total?.n ?? 0,
      page: query.page,
      page_size: INVOICES_PAGE_SIZE,
      results: rows.map((row) => ({
        id: row.invoice.id,
        kind: row.invoice.kind,
        number: row.invoice.numberText,
        date: row.invoice.issuedAt.toISOString(),
        order: row.order,
        customer: row.buyerCompany || row.buyerName,
        email: row.email,
        country: row.country,
        vat_id: row.vatId,
        tax_treatment: row.taxTreatment,
        net: centsToMoney(row.invoice.net),
        vat: centsToMoney(row.invoice.vat),
        total: centsToMoney(row.invoice.total),
        corrects: row.corrects,
        pdf: invoiceApiPaths.pdf(row.invoice.id),
        xml: invoiceApiPaths.xml(row.invoice.id),
      })),
    };
  }

  /**
   * The same filtered list as CSV, every row. A credit note's amounts are negative, so that
   * the columns add up to what was invoiced in the period.
   */
  async exportCsv(query: InvoiceListInput): Promise<string> {
    const rows = await this.listQuery(this.listWhere(query));
    const header = csvRow([
      'number',
      'kind',
      'date',
      'order',
      'customer',
      'email',
      'country',
      'vat_id',
      'tax_treatment',
      'vat_rate',
      'net',
      'vat',
      'total',
      'corrects',
    ]);
    const lines = rows.map((row) => {
      const sign = row.invoice.kind === 'credit_note' ? -1 : 1;
      return csvRow([
        row.invoice.numberText,
        row.invoice.kind,
        shopDayOf(row.invoice.issuedAt),
        row.order,
        row.buyerCompany || row.buyerName,
        row.email,
        row.country.toUpperCase(),
        row.vatId,
        row.taxTreatment,
        csvAmount(percentOf(row.vatRateBp ?? 0)),
        csvAmount(centsToMoney(sign * row.invoice.net)),
        csvAmount(centsToMoney(sign * row.invoice.vat)),
        csvAmount(centsToMoney(sign * row.invoice.total)),
        row.corrects ?? '',
      ]);
    });
    return header + lines.join('');
  }

  // -------------------------------------------------------------------------
  // Files.
  // -------------------------------------------------------------------------

  /** Renders the PDFs of just-issued invoices after the commit, off the request's path. */
  renderLater(...ids: number[]): void {
    for (const id of ids)
      this.tasks.run('invoice PDF', async () => {
        await this.pdfOf(await this.fileRow(id));
      });
  }

  private async fileRow(id: number) {
    const [row] = await this.db
      .select({
        id: invoices.id,
        orderId: invoices.orderId,
        numberText: invoices.numberText,
        issuedAt: invoices.issuedAt,
        document: invoices.document,
        pdf: invoices.pdf,
      })
      .from(invoices)
      .where(eq(invoices.id, id));
    if (!row) throw notFound();
    return row;
  }

  /**
   * The kept PDF, or rendered now and kept. Two renders at once make the same bytes, and
   * only the first is stored.
   */
  private async pdfOf(row: Awaited<ReturnType<InvoicingService['fileRow']>>): Promise<Buffer> {
    if (row.pdf) return row.pdf;
    const bytes = await renderInvoicePdf(row.document, facturXml(row.document), row.issuedAt);
    await this.db
      .update(invoices)
      .set({ pdf: bytes })
      .where(and(eq(invoices.id, row.id), sql`${invoices.pdf} IS NULL`));
    return bytes;
  }

  /** The PDF/A-3 (with the e-invoice inside) of an invoice or credit note. */
  async pdf(id: number): Promise<InvoiceFile> {
    const row = await this.fileRow(id);
    return {
      fileName: invoiceFileName(row.numberText, 'pdf'),
      contentType: 'application/pdf',
      bytes: await this.pdfOf(row),
    };
  }

  /** The e-invoice alone: the UN/CEFACT CII XML (Factur-X, EN 16931). */
  async xml(id: number): Promise<InvoiceFile> {
    const row = await this.fileRow(id);
    return {
      fileName: invoiceFileName(row.numberText, 'xml'),
      contentType: 'text/xml; charset=utf-8',
      bytes: Buffer.from(facturXml(row.document), 'utf8'),
    };
  }

  /** The order of a public key; undefined for an unknown order or a wrong secret alike. */
  async orderOfKey(key: string): Promise<OrderRow | undefined> {
    const parsed = parseOrderKey(key);
    if (!parsed) return undefined;
    const [order] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.saleSequence, parsed.saleSequence));
    return order && sameSecret(parsed.secret, order.secret) ? order : undefined;
  }

  /** The PDF of one of the order's invoices, for whoever holds the order's key. */
  async publicPdf(key: string, id: number): Promise<InvoiceFile> {
    const order = await this.orderOfKey(key);
    if (!order) throw notFound();
    const row = await this.fileRow(id);
    if (row.orderId !== order.id) throw notFound();
    return {
      fileName: invoiceFileName(row.numberText, 'pdf'),
      contentType: 'application/pdf',
      bytes: await this.pdfOf(row),
    };
  }

  /**
   * The EPC QR code of what an order still owes by bank transfer (total less what came in),
   * as SVG; undefined when nothing is to be paid that way.
   */
  async epcQr(order: OrderRow): Promise<string | undefined> {
    const due = order.total - order.amountPaid;
    if (order.paymentMethod !== 'bank_transfer' || order.status === 'cancelled' || due <= 0)
      return undefined;
    const { bank } = this.config;
    return epcQrSvg(
      epcPayload({
        bic: bank.bic,
        name: bank.accountHolder,
        iban: bank.iban,
        amount: due,
        text: order.saleSequence,
      }),
    );
  }

  // -------------------------------------------------------------------------
  // Mail.
  // -------------------------------------------------------------------------

  /**
   * The mail that sends an invoice or credit note to the order's customer, its PDF attached
   * (rendered now if it was not yet).
   */
  async mailOf(id: number): Promise<Mail> {
    const row = await this.fileRow(id);
    const [order] = await this.db
      .select({ email: orders.email, saleSequence: orders.saleSequence, secret: orders.secret })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    if (!order) throw notFound();
    const url = `${this.config.publicUrl}${orderPath(orderKey(order.saleSequence, order.secret))}`;
    return invoiceMail(
      this.config,
      { document: row.document, pdf: await this.pdfOf(row) },
      { email: order.email, url },
    );
  }
}

/** An invoice as the audit log keeps it. */
const auditedOf = (invoice: InvoiceRow) => ({
  number: invoice.numberText,
  kind: invoice.kind,
  net: centsToMoney(invoice.net),
  vat: centsToMoney(invoice.vat),
  total: centsToMoney(invoice.total),
});

function summaryOf(
  invoice: Pick<InvoiceRow, 'id' | 'kind' | 'numberText' | 'issuedAt' | 'total'>,
  corrects: string | null,
  correctedBy: string | null,
  links: InvoiceLinks,
): InvoiceSummary {
  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.numberText,
    date: invoice.issuedAt.toISOString(),
    total: centsToMoney(invoice.total),
    corrects,
    corrected_by: correctedBy,
    ...links(invoice.id),
  };
}
