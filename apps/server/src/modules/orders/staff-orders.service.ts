import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToMoney } from '@windfamily/contract/money';
import {
  ORDER_CHANNEL_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  STAFF_ORDERS_PAGE_SIZE,
  type StaffOrder,
  type staffOrderFiltersSchema,
  type StaffOrderSort,
  SALE_SEQUENCE_PATTERN,
  type StaffOrdersResponse,
  type staffOrdersQuerySchema,
} from '@windfamily/contract/orders';
import { type Database, type Db, queryAll, type Tx } from '../../db/client';
import { orderEvents, orders, users } from '../../db/schema';
import { csvAmount, csvRow } from '../../lib/csv';
import { notFound } from '../../lib/http-error';
import { containing } from '../../lib/search';
import { shopDayStart } from '../../lib/shop-time';
import { type InvoicingService, staffInvoiceLinks } from '../invoicing/invoicing.service';
import type { PaymentLedger } from '../payments/ledger';
import { balanceOf } from './balance';
import type { OrderMails } from './order-mails';
import type { OrderRow } from './order-writer';
import { itemCountSql, type LoadedOrder, type OrdersService, summaryOf } from './orders.service';

type StaffOrdersInput = z.output<typeof staffOrdersQuerySchema>;
type StaffOrderFilters = z.output<typeof staffOrderFiltersSchema>;

/** What each sort orders by; the order's id breaks ties the same way. */
const SORTS: Record<StaffOrderSort, { by: SQL | typeof orders.total; descending: boolean }> = {
  '-created': { by: sql`${orders.createdAt}`, descending: true },
  created: { by: sql`${orders.createdAt}`, descending: false },
  '-total': { by: orders.total, descending: true },
  total: { by: orders.total, descending: false },
  '-number': { by: sql`(${orders.year} * 1000000 + ${orders.number})`, descending: true },
  number: { by: sql`(${orders.year} * 1000000 + ${orders.number})`, descending: false },
  name: { by: sql`lower(${orders.name})`, descending: false },
  '-name': { by: sql`lower(${orders.name})`, descending: true },
};

/** The text the search looks in, exactly as the trigram index `orders_search_trgm_idx` has it. */
const searchText = sql`(${orders.saleSequence} || ' ' || ${orders.email} || ' ' || lower(${orders.name}))`;

/** Matching orders counted exactly up to this many; a search's matches up to the second. */
const COUNT_CAP = 10_000;
const SEARCH_COUNT_CAP = 1_000;

/** Orders written to CSV per query: the export reads the list in slices of this size. */
const EXPORT_BATCH = 2000;

/** The staff's view of orders: the list with its filters, its CSV, and one order's detail. */
export class StaffOrdersService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly orders: OrdersService,
    private readonly mails: OrderMails,
    private readonly ledger: PaymentLedger,
    private readonly invoicing: InvoicingService,
  ) {
    this.db = database.db;
  }

  private where(filters: StaffOrderFilters): SQL | undefined {
    const conditions: SQL[] = [];
    if (filters.search) {
      const term = filters.search.toLowerCase();
      // A whole order number goes through its unique index, not the trigrams every number shares.
      conditions.push(
        SALE_SEQUENCE_PATTERN.test(term)
          ? eq(orders.saleSequence, term)
          : sql`${searchText} ILIKE ${containing(term)}`,
      );
    }
    if (filters.status) conditions.push(eq(orders.status, filters.status));
    if (filters.payment_state) conditions.push(eq(orders.paymentState, filters.payment_state));
    if (filters.country) conditions.push(eq(orders.country, filters.country));
    if (filters.channel) conditions.push(eq(orders.channel, filters.channel));
    if (filters.date_from) conditions.push(gte(orders.createdAt, shopDayStart(filters.date_from)));
    if (filters.date_to) conditions.push(lt(orders.createdAt, shopDayStart(filters.date_to, 1)));
    if (filters.has_invoice !== undefined)
      conditions.push(
        filters.has_invoice ? isNotNull(orders.invoiceDate) : isNull(orders.invoiceDate),
      );
    return conditions.length ? and(...conditions) : undefined;
  }

  private orderBy(sort: StaffOrderSort) {
    const { by, descending } = SORTS[sort];
    return descending ? [desc(by), desc(orders.id)] : [asc(by), asc(orders.id)];
  }

  private summary(order: OrderRow, itemCount: number) {
    return {
      ...summaryOf(order, itemCount),
      email: order.email,
      name: order.name,
      country: order.country,
      payment_method: order.paymentMethod,
      account_id: order.userId,
      channel: order.channel,
      balance: centsToMoney(balanceOf(order)),
      invoice_date: order.invoiceDate?.toISOString() ?? null,
    };
  }

  /**
   * A page of the orders the filters select, sorted, with how many there are: counted up to
   * a cap (a search's is lower, as each match is checked in the table), past which the list
   * says "more than" instead of counting a million rows on every page.
   */
  async list(query: StaffOrdersInput): Promise<StaffOrdersResponse> {
    const where = this.where(query);
    const cap = query.search ? SEARCH_COUNT_CAP : COUNT_CAP;
    const matching = this.db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .limit(cap + 1)
      .as('matching');
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ order: orders, itemCount: itemCountSql })
        .from(orders)
        .where(where)
        .orderBy(...this.orderBy(query.sort))
        .limit(STAFF_ORDERS_PAGE_SIZE)
        .offset((query.page - 1) * STAFF_ORDERS_PAGE_SIZE),
      this.db.select({ n: count() }).from(matching),
    ]);
    const counted = total?.n ?? 0;
    return {
      count: Math.min(counted, cap),
      count_capped: counted > cap,
      page: query.page,
      page_size: STAFF_ORDERS_PAGE_SIZE,
      results: rows.map(({ order, itemCount }) => this.summary(order, itemCount)),
    };
  }

  /**
   * Every order the filters select, as CSV lines (the header first), read in slices that each
   * continue after the last row of the one before (never an ever larger offset).
   */
  async *csv(filters: StaffOrderFilters): AsyncGenerator<string> {
    yield csvRow([
      'Order',
      'Date',
      'Status',
      'Payment',
      'Method',
      'Channel',
      'Name',
      'E-mail',
      'Country',
      'Items',
      'Total',
      'Paid',
      'Balance',
      'Invoice date',
    ]);
    const { by, descending } = SORTS[filters.sort];
    let after: { key: unknown; id: number } | undefined;
    for (;;) {
      const continuation = after
        ? descending
          ? sql`(${by}, ${orders.id}) < (${after.key}, ${after.id})`
          : sql`(${by}, ${orders.id}) > (${after.key}, ${after.id})`
        : undefined;
      const rows = await this.db
        .select({ order: orders, itemCount: itemCountSql, key: sql<unknown>`${by}` })
        .from(orders)
        .where(and(this.where(filters), continuation))
        .orderBy(...this.orderBy(filters.sort))
        .limit(EXPORT_BATCH);
      for (const { order, itemCount } of rows)
        yield csvRow([
          order.saleSequence,
          order.createdAt.toISOString(),
          ORDER_STATUS_LABELS[order.status],
          PAYMENT_STATE_LABELS[order.paymentState],
          PAYMENT_METHOD_LABELS[order.paymentMethod],
          ORDER_CHANNEL_LABELS[order.channel],
          order.name,
          order.email,
          order.country.toUpperCase(),
          csvAmount(itemCount),
          csvAmount(centsToMoney(order.total)),
          csvAmount(centsToMoney(order.amountPaid)),
          csvAmount(centsToMoney(balanceOf(order))),
          order.invoiceDate?.toISOString().slice(0, 10) ?? '',
        ]);
      const last = rows.at(-1);
      if (rows.length < EXPORT_BATCH || !last) return;
      after = { key: last.key, id: last.order.id };
    }
  }

  /** One order with everything staff need about it. */
  async detail(saleSequence: string): Promise<StaffOrder> {
    const loaded = await this.orders.load(eq(orders.saleSequence, saleSequence));
    if (!loaded) throw notFound(`There is no order ${saleSequence}.`);
    return this.present(loaded);
  }

  /** The staff's answer for a loaded order (also inside the transaction of an edit: `db`). */
  async present(loaded: LoadedOrder, db: Tx | Db = this.db): Promise<StaffOrder> {
    const { order } = loaded;
    const [account, payments, invoices, timeline, mails, publicOrder] = await queryAll(db, [
      () =>
        order.userId === null
          ? Promise.resolve([])
          : db.select().from(users).where(eq(users.id, order.userId)),
      () => this.ledger.entriesOf(order.id, db),
      () => this.invoicing.forOrder(order.id, staffInvoiceLinks, db),
      () =>
        db
          .select({ event: orderEvents, actor: users.email })
          .from(orderEvents)
          .leftJoin(users, eq(users.id, orderEvents.actorId))
          .where(eq(orderEvents.orderId, order.id))
          .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      () => this.mails.of(order.id, db),
      () => this.orders.present(loaded, db, { invoices: false }),
    ]);
    const user = account[0];
    return {
      ...publicOrder,
      items: publicOrder.items.map((item, index) => ({
        ...item,
        unit_net: centsToMoney(loaded.items[index]!.unitNet),
        price_override_reason: loaded.items[index]!.priceOverrideReason,
      })),
      account: user
        ? {
            id: user.id,
            email: user.email,
            registration_date: user.dateJoined.toISOString(),
            company: user.company,
            vat_id: user.vatId,
            is_reseller: user.isReseller,
          }
        : null,
      channel: order.channel,
      tax_treatment: order.taxTreatment,
      customer_vat_id: order.customerVatId,
      customer_reference: order.customerReference,
      billing_address: order.billingAddress,
      staff_note: order.staffNote,
      version: order.version,
      amount_paid: centsToMoney(order.amountPaid),
      balance: centsToMoney(balanceOf(order)),
      cancelled_date: order.cancelledAt?.toISOString() ?? null,
      payments,
      invoices,
      mails: mails.map((mail) => ({
        id: mail.id,
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        date: mail.date.toISOString(),
        sent_by: mail.sentBy,
        state: mail.state,
        error: mail.error,
      })),
      timeline: timeline.map(({ event, actor }) => ({
        id: event.id,
        kind: event.kind,
        detail: event.detail,
        date: event.createdAt.toISOString(),
        actor,
      })),
    };
  }
}
