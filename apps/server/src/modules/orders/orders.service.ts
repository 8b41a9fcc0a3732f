import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { productPath } from '@windfamily/contract/catalog';
import { centsToMoney } from '@windfamily/contract/money';
import type { z } from 'zod';
import {
  type MyOrdersResponse,
  ORDERS_PAGE_SIZE,
  type orderFeedbackPayloadSchema,
  orderKey,
  orderPath,
  type OrderSummary,
  type PublicOrder,
  ORDER_STATUSES,
  type OrderEventKind,
  type OrderStatus,
  parseOrderKey,
} from '@windfamily/contract/orders';
import { invoiceApiPaths } from '@windfamily/contract/invoices';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '@windfamily/contract/pricing';
import type { Config } from '../../config';
import { type Database, type Db, queryAll, type Tx } from '../../db/client';
import { sameSecret } from '../../lib/same-secret';
import { orderEvents, orderFeedback, orderItems, orders } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { User } from '../accounts/sessions';
import type { CatalogService } from '../catalog/catalog.service';
import { type InvoicingService, publicInvoiceLinks } from '../invoicing/invoicing.service';
import { shipmentsOfOrder } from '../shipments/present';
import { allCountries } from '../system/countries';
import { balanceOf } from './balance';
import type { OrderEventRow, OrderItemRow, OrderRow } from './order-writer';

type FeedbackInput = z.output<typeof orderFeedbackPayloadSchema>;

export const ORDER_MESSAGES = {
  feedbackNotYet: 'Feedback can be given once the order has shipped.',
  feedbackTwice: 'Feedback for this order has been given already.',
} as const;

/** Every part of an order's public page, loaded in one go. */
export interface LoadedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  events: OrderEventRow[];
  feedback: typeof orderFeedback.$inferSelect | undefined;
}

/** The events the customer's page shows: the order's status changes. */
const PUBLIC_EVENTS: ReadonlySet<string> = new Set([...ORDER_STATUSES, 'payment_processing']);
const isPublicEvent = (kind: OrderEventKind): kind is OrderStatus | 'payment_processing' =>
  PUBLIC_EVENTS.has(kind);

const countryNames = new Map(allCountries().map(({ code, name }) => [code, name]));
export const countryName = (code: string) => countryNames.get(code) ?? code.toUpperCase();

/** How many things an order holds, for lists of orders (selected from `orders`). */
export const itemCountSql = sql<number>`(SELECT coalesce(sum(oi.amount), 0)::int FROM order_items oi WHERE oi.order_id = "orders"."id")`;

/** An order as lists show it. */
export const summaryOf = (order: OrderRow, itemCount: number): OrderSummary => ({
  sale_sequence: order.saleSequence,
  link: orderPath(orderKey(order.saleSequence, order.secret)),
  sale_date: order.createdAt.toISOString(),
  status: order.status,
  payment_state: order.paymentState,
  item_count: itemCount,
  total: centsToMoney(order.total),
});

/**
 * Orders as their customers see them: the order page (by its key), My Orders, the feedback,
 * and the answer every order call gives.
 */
export class OrdersService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly config: Config,
    private readonly catalog: CatalogService,
    private readonly invoicing: InvoicingService,
    private readonly cardPayments: boolean,
  ) {
    this.db = database.db;
  }

  /**
   * Orders placed without an account, with the account's address, join the account once the
   * address is shown to be theirs (a logged-in checkout, a link mailed to that address).
   */
  async claimGuestOrders(tx: Tx | Db, user: User): Promise<void> {
    await tx
      .update(orders)
      .set({ userId: user.id })
      .where(and(isNull(orders.userId), eq(orders.email, user.email.toLowerCase())));
  }

  // -------------------------------------------------------------------------
  // Reading.
  // -------------------------------------------------------------------------

  /** An order with its lines, events and feedback, read through `db` (a transaction's too). */
  async load(where: SQL, db: Tx | Db = this.db): Promise<LoadedOrder | undefined> {
    const [order] = await db.select().from(orders).where(where);
    if (!order) return undefined;
    const [items, events, feedback] = await queryAll(db, [
      () =>
        db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.position)),
      () =>
        db
          .select()
          .from(orderEvents)
          .where(eq(orderEvents.orderId, order.id))
          .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      () => db.select().from(orderFeedback).where(eq(orderFeedback.orderId, order.id)),
    ]);
    return { order, items, events, feedback: feedback[0] };
  }

  loadById(id: number, db: Tx | Db = this.db): Promise<LoadedOrder | undefined> {
    return this.load(eq(orders.id, id), db);
  }

  /** The order of a public key; undefined for an unknown order or a wrong secret alike. */
  async byKey(key: string): Promise<PublicOrder | undefined> {
    const parsed = parseOrderKey(key);
    if (!parsed) return undefined;
    const loaded = await this.load(eq(orders.saleSequence, parsed.saleSequence));
    if (!loaded || !sameSecret(parsed.secret, loaded.order.secret)) return undefined;
    return await this.present(loaded);
  }

  /** The account's orders, newest first, a page at a time. */
  async mine(user: User, page: number): Promise<MyOrdersResponse> {
    const { count, rows } = await this.pageOf(user, page);
    return {
      count,
      page,
      page_size: ORDERS_PAGE_SIZE,
      results: await Promise.all(
        rows.map(async ({ order, itemCount }) => ({
          ...summaryOf(order, itemCount),
          invoices: await this.invoicing.forOrder(
            order.id,
            publicInvoiceLinks(orderKey(order.saleSequence, order.secret)),
          ),
        })),
      ),
    };
  }

  /** A page of an account's orders, newest first, with how many it has in all. */
  async pageOf(user: User, page: number) {
    const where = eq(orders.userId, user.id);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ order: orders, itemCount: itemCountSql })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ORDERS_PAGE_SIZE)
        .offset((page - 1) * ORDERS_PAGE_SIZE),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { count: total?.n ?? 0, rows };
  }

  /** One feedback per order, from whoever holds its secret, once it has shipped. */
  async giveFeedback(saleSequence: string, input: FeedbackInput): Promise<PublicOrder> {
    const loaded = await this.load(eq(orders.saleSequence, saleSequence));
    if (!loaded || !sameSecret(input.secret, loaded.order.secret)) throw notFound();
    if (loaded.order.status !== 'shipped') throw new HttpError(409, ORDER_MESSAGES.feedbackNotYet);
    const inserted = await this.db
      .insert(orderFeedback)
      .values({ orderId: loaded.order.id, rating: input.rating, text: input.text })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) throw new HttpError(409, ORDER_MESSAGES.feedbackTwice);
    return this.present({ ...loaded, feedback: inserted[0] });
  }

  // -------------------------------------------------------------------------
  // The answer.
  // -------------------------------------------------------------------------

  /**
   * The answer of every order call: the order as its customer sees it, with its invoices
   * (read through `db`, a transaction's too).
   */
  async present(
    { order, items, events, feedback }: LoadedOrder,
    db: Tx | Db = this.db,
    options: {
      /** Staff list the invoices with their own links: no need to read them here too. */
      invoices?: boolean;
      /** An order placed in this transaction has no invoice and no shipment yet. */
      justPlaced?: boolean;
    } = {},
  ): Promise<PublicOrder> {
    const snapshot = this.catalog.snapshotNow();
    const key = orderKey(order.saleSequence, order.secret);
    const money = centsToMoney;
    const due = Math.max(balanceOf(order), 0);
    return {
      sale_sequence: order.saleSequence,
      link: orderPath(key),
      sale_date: order.createdAt.toISOString(),
      date_modified: order.updatedAt.toISOString(),
      invoice_date: order.invoiceDate?.toISOString() ?? null,
      shipment_date: order.shipmentDate?.toISOString() ?? null,
      status: order.status,
      payment_state: order.paymentState,
      payment_method: order.paymentMethod,
      card_payments: this.cardPayments,
      items: items.map((item) => {
        const product = snapshot?.productBySlug.get(item.productSlug);
        const bargain = snapshot?.secondhandByVariantId.get(item.variantId);
        return {
          id: item.id,
          product_variant: item.variantId,
          product: { slug: item.productSlug, category: item.categorySlug, name: item.productName },
          link:
            product && product.row.active && !bargain
              ? productPath({ category: item.categorySlug, slug: item.productSlug })
              : null,
          name: item.name,
          long_name: item.longName,
          variant_name: item.variantName,
          sku: item.sku,
          options: item.options,
          thumbnail: bargain?.photos[0] ?? product?.thumbnail ?? null,
          amount: item.amount,
          unit_price: money(item.unitGross),
          total_price: money(item.totalGross),
          total_price_reduced: money(item.reducedGross),
          lead_time_weeks: item.leadTimeWeeks,
          color_combo: item.colorCombo,
          goodie:
            item.goodieVariantId !== null
              ? {
                  id: item.goodieVariantId,
                  product_variant: {
                    id: item.goodieVariantId,
                    name: item.goodieName ?? '',
                    price: money(item.goodieRegularGross ?? 0),
                  },
                  reduced_price: money(item.goodieReducedGross ?? 0),
                }
              : null,
        };
      }),
      item_count: items.reduce((sum, item) => sum + item.amount, 0),
      promocode: order.promoCode,
      total_netto_price: money(order.itemsNet),
      total_discount: money(order.discountNet),
      tax_factor: 1 + order.pricing.vatRateBp / 10_000,
      pricing: {
        country: order.pricing.country,
        vat_rate: order.pricing.vatRateBp / 100,
        reverse_charge: order.pricing.reverseCharge,
        price_list: order.pricing.priceList,
      },
      totals: {
        items: money(order.itemsGross),
        discount: money(order.discountGross),
        shipping: money(order.shippingGross),
        net: money(order.net),
        vat: money(order.vat),
        total: money(order.total),
      },
      amount_due: money(due),
      address: order.address,
      delivery_method: order.deliveryMethod as DeliveryMethod,
      delivery_method_name:
        DELIVERY_METHOD_LABELS[order.deliveryMethod as DeliveryMethod] ?? order.deliveryMethod,
      comment: order.comment,
      history: events.flatMap((event) =>
        isPublicEvent(event.kind)
          ? [{ status: event.kind, date: event.createdAt.toISOString() }]
          : [],
      ),
      bank_transfer:
        order.paymentMethod === 'bank_transfer' && due > 0
          ? {
              account_holder: this.config.bank.accountHolder,
              iban: this.config.bank.iban,
              bic: this.config.bank.bic,
              bank: this.config.bank.name,
              reference: order.saleSequence,
              amount: money(due),
              qr_code: invoiceApiPaths.epcQr(key),
            }
          : null,
      feedback: feedback
        ? {
            rating: feedback.rating,
            text: feedback.text,
            created: feedback.createdAt.toISOString(),
          }
        : null,
      can_give_feedback: order.status === 'shipped' && !feedback,
      invoices:
        options.invoices === false || options.justPlaced
          ? []
          : await this.invoicing.forOrder(order.id, publicInvoiceLinks(key), db),
      shipments: options.justPlaced ? [] : await shipmentsOfOrder(db, order.id),
    };
  }
}
