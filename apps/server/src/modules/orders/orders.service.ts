import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type OrderAddress, orderAddressSchema } from '@windfamily/contract/cart';
import { productPath } from '@windfamily/contract/catalog';
import { MSG } from '@windfamily/contract/messages';
import { centsToMoney } from '@windfamily/contract/money';
import type { z } from 'zod';
import {
  type checkoutQuerySchema,
  type MyOrdersResponse,
  ORDERS_PAGE_SIZE,
  type orderFeedbackPayloadSchema,
  orderKey,
  orderPath,
  type OrderSummary,
  type PublicOrder,
  STAFF_ORDERS_PAGE_SIZE,
  type StaffOrder,
  type StaffOrdersResponse,
  type staffOrdersQuerySchema,
  cardPaymentPath,
  ORDER_STATUSES,
  type OrderEventKind,
  type OrderStatus,
  parseOrderKey,
} from '@windfamily/contract/orders';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '@windfamily/contract/pricing';
import type { Config } from '../../config';
import { type Database, type Db, rowsOf, type Tx } from '../../db/client';
import { sameSecret } from '../../lib/same-secret';
import { containing } from '../../lib/search';
import {
  cartCheckouts,
  orderEvents,
  orderFeedback,
  orderItems,
  orderNumbers,
  orders,
  payments,
  promoCodes,
  promoCodeUses,
  users,
} from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { User } from '../accounts/sessions';
import type { CartOwner, CartService, LineRow } from '../cart/cart.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { VariantEntry } from '../catalog/snapshot';
import type { Mailer } from '../mail/mailer';
import type { ColorpickerService } from '../colorpicker/colorpicker.service';
import { PAYMENT_MESSAGES, type PaymentsService } from '../payments/payments.service';
import { grossOf, taxTreatmentOf } from '../pricing/prices';
import { PROMO_MESSAGES } from '../pricing/promo-rules';
import { allCountries } from '../system/countries';
import { orderConfirmationMail } from './mails';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type CheckoutInput = z.output<typeof checkoutQuerySchema>;
type FeedbackInput = z.output<typeof orderFeedbackPayloadSchema>;
type StaffOrdersInput = z.output<typeof staffOrdersQuerySchema>;

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  addressMissing: 'Please fill in the delivery address.',
  addressInvalid: 'Please check the delivery address.',
  countryMismatch: (address: string, prices: string) =>
    `The address is in ${address} but the prices are for ${prices}: choose the same country for both.`,
  noDelivery: (method: DeliveryMethod, country: string) =>
    `${DELIVERY_METHOD_LABELS[method]} is not offered to ${country}.`,
  noCard: PAYMENT_MESSAGES.noCard,
  unavailable: (name: string) => `'${name}' is not available any more: please remove it.`,
  soldOut: (name: string) => `'${name}' has just sold out: please remove it from the cart.`,
  onlyLeft: (name: string, left: number) =>
    `Only ${left} of '${name}' left: please lower the amount to ${left}.`,
  promoRefused: (reason: string) => `${reason} Please remove the promo code to order.`,
  feedbackNotYet: 'Feedback can be given once the order has shipped.',
  feedbackTwice: 'Feedback for this order has been given already.',
} as const;

/** Every part of an order's public page, loaded in one go. */
interface LoadedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  events: (typeof orderEvents.$inferSelect)[];
  feedback: typeof orderFeedback.$inferSelect | undefined;
}

/** The events the customer's page shows: the order's status changes. */
const PUBLIC_EVENTS: ReadonlySet<string> = new Set([...ORDER_STATUSES, 'payment_processing']);
const isPublicEvent = (kind: OrderEventKind): kind is OrderStatus | 'payment_processing' =>
  PUBLIC_EVENTS.has(kind);

const countryNames = new Map(allCountries().map(({ code, name }) => [code, name]));
export const countryName = (code: string) => countryNames.get(code) ?? code.toUpperCase();

/** How many things an order holds, for lists of orders (selected from `orders`). */
const itemCountSql = sql<number>`(SELECT coalesce(sum(oi.amount), 0)::int FROM order_items oi WHERE oi.order_id = "orders"."id")`;

/** An order as lists show it. */
const summaryOf = (order: OrderRow, itemCount: number): OrderSummary => ({
  sale_sequence: order.saleSequence,
  link: orderPath(orderKey(order.saleSequence, order.secret)),
  sale_date: order.createdAt.toISOString(),
  status: order.status,
  payment_state: order.paymentState,
  item_count: itemCount,
  total: centsToMoney(order.total),
});

const variantName = (variant: VariantEntry) => `${variant.product.row.name} · ${variant.row.name}`;

/**
 * Orders: the checkout that turns a cart into one (see docs/decisions/0014-checkout.md), the
 * customer's view of it, My Orders and the feedback.
 */
export class OrdersService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly config: Config,
    private readonly cart: CartService,
    private readonly catalog: CatalogService,
    private readonly colorpicker: ColorpickerService,
    private readonly payments: PaymentsService,
    private readonly mailer: Mailer,
    private readonly tasks: BackgroundTasks,
  ) {
    this.db = database.db;
  }

  // -------------------------------------------------------------------------
  // Checkout.
  // -------------------------------------------------------------------------

  /**
   * Turns the owner's cart into an order, in one transaction: the cart's row locked, every
   * check and price done again on the server, stock and the promo code's use taken with
   * conditional updates, the number allocated, the cart emptied. A retry of a checkout that
   * went through (a double click, a lost answer) finds the emptied cart unchanged since and
   * answers the same order.
   */
  async checkout(
    owner: CartOwner,
    input: CheckoutInput,
  ): Promise<{ order: PublicOrder; link: string }> {
    if (input.payment_method === 'card' && !this.cardPayments)
      throw badRequest(ORDER_MESSAGES.noCard, { payment_method: [ORDER_MESSAGES.noCard] });

    const snapshot = await this.catalog.snapshot();
    const placed = await this.db.transaction(async (tx): Promise<LoadedOrder | number> => {
      const state = await this.cart.lockForCheckout(tx, owner);
      if (!state) throw badRequest(ORDER_MESSAGES.emptyCart);
      const { cart, lines } = state;
      if (lines.length === 0) {
        const [done] = await tx
          .select({ orderId: cartCheckouts.orderId })
          .from(cartCheckouts)
          .where(
            and(eq(cartCheckouts.cartId, cart.id), eq(cartCheckouts.cartVersion, cart.version)),
          );
        if (done) return done.orderId;
        throw badRequest(ORDER_MESSAGES.emptyCart);
      }

      const address = this.checkedAddress(cart.address, owner.user, cart.country);
      const quote = await this.cart.quote(
        { ...cart, deliveryMethod: input.delivery_method },
        lines,
        owner.user,
        { db: tx, snapshot },
      );
      if (quote.method !== input.delivery_method) {
        const detail = ORDER_MESSAGES.noDelivery(input.delivery_method, countryName(cart.country));
        throw badRequest(detail, { delivery_method: [detail] });
      }
      this.checkLinesForSale(lines, quote.snapshot.variantById);
      await this.takeStock(tx, lines, quote.snapshot.variantById);
      // Before the cart's lines are locked for emptying: deleting a combo takes its cart
      // lines with it, so the other order of locks could deadlock with that.
      const combos = await this.colorpicker.markOrdered(
        tx,
        lines.flatMap((line) => (line.colorComboSlug ? [line.colorComboSlug] : [])),
      );
      if (quote.refusal) {
        const detail = ORDER_MESSAGES.promoRefused(quote.refusal);
        throw new HttpError(409, detail, { promocode: [detail] });
      }
      // A code that gives nothing to these lines (minimum, scope) is not used up by them.
      const promo = quote.rule && quote.totals.discountNet > 0 ? quote.rule : undefined;
      if (promo) await this.usePromoCode(tx, promo, owner.user, address.email);
      const version = await this.cart.emptyAfterCheckout(tx, cart.id);
      if (owner.user) await this.claimGuestOrders(tx, owner.user);

      // The number last: its row stays locked until the commit, and checkouts queue on it.
      const year = new Date().getUTCFullYear();
      const [numbered] = await tx
        .insert(orderNumbers)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: orderNumbers.year,
          set: { lastNumber: sql`${orderNumbers.lastNumber} + 1` },
        })
        .returning();
      const number = numbered!.lastNumber;
      const { totals, pricing } = quote;
      const [order] = await tx
        .insert(orders)
        .values({
          year,
          number,
          saleSequence: `${year}-${String(number).padStart(4, '0')}`,
          secret: randomBytes(16).toString('hex'),
          userId: owner.user?.id ?? null,
          email: address.email,
          address,
          name: address.name,
          country: address.country,
          pricing: {
            country: pricing.country,
            vatRateBp: pricing.vatRateBp,
            reverseCharge: pricing.reverseCharge,
            priceList: pricing.priceList?.name ?? null,
            priceListId: pricing.priceList?.id ?? null,
          },
          taxTreatment: taxTreatmentOf(pricing, this.config.shopCountry),
          customerVatId: owner.user?.vatId ?? '',
          deliveryMethod: quote.method,
          comment: input.comment.trim(),
          paymentMethod: input.payment_method,
          promoCodeId: promo?.id ?? null,
          promoCode: promo?.code ?? null,
          itemsNet: totals.itemsNet,
          itemsGross: totals.itemsGross,
          discountNet: totals.discountNet,
          discountGross: totals.discountGross,
          shippingNet: totals.shippingNet,
          shippingGross: totals.shippingGross,
          net: totals.net,
          vat: totals.vat,
          total: totals.total,
        })
        .returning();
      const orderId = order!.id;
      const { vatRateBp } = pricing;
      const items = await tx
        .insert(orderItems)
        .values(
          quote.priced.map(({ line, variant, goodie, unitNet, goodiePrice, price }, position) => {
            const bargain = quote.snapshot.secondhandByVariantId.get(variant.row.id);
            const name = bargain
              ? `${bargain.row.modelName} (second-hand)`
              : variant.product.row.name;
            const goodieName = goodie
              ? `${goodie.variant.product.row.name} · ${goodie.variant.row.name}`
              : null;
            return {
              orderId,
              position,
              variantId: variant.row.id,
              productSlug: variant.product.row.slug,
              categorySlug: variant.product.category.slug,
              productName: variant.product.row.name,
              name,
              longName: `${name} · ${variant.row.name}${goodieName ? ` + ${goodieName}` : ''}`,
              variantName: variant.row.name,
              sku: variant.row.sku,
              options: variant.row.options,
              amount: line.amount,
              unitNet,
              unitGross: price.unitGross,
              totalGross: price.totalGross,
              reducedNet: price.reducedNet,
              reducedGross: price.reducedGross,
              leadTimeWeeks: variant.row.stockTracked ? null : variant.product.row.leadTimeWeeks,
              goodieVariantId: goodie?.variant.row.id ?? null,
              goodieName,
              goodieRegularGross: goodiePrice ? grossOf(goodiePrice.regularNet, vatRateBp) : null,
              goodieReducedGross: goodiePrice ? grossOf(goodiePrice.reducedNet, vatRateBp) : null,
              colorComboSlug: line.colorComboSlug,
              colorCombo: line.colorComboSlug ? combos.get(line.colorComboSlug)! : null,
            };
          }),
        )
        .returning();
      const events = await tx.insert(orderEvents).values({ orderId, kind: 'placed' }).returning();
      await tx
        .insert(cartCheckouts)
        .values({ cartId: cart.id, cartVersion: version, orderId })
        .onConflictDoUpdate({
          target: cartCheckouts.cartId,
          set: { cartVersion: version, orderId, createdAt: sql`now()` },
        });
      return { order: order!, items, events, feedback: undefined };
    });

    const created = typeof placed !== 'number';
    const loaded = created ? placed : await this.load(eq(orders.id, placed));
    if (!loaded) throw new Error('an order vanished right after its checkout');
    const order = this.present(loaded);
    if (created) {
      this.catalog.stockChanged();
      this.tasks.run('order confirmation mail', () =>
        this.mailer.send(orderConfirmationMail(this.config, order, this.absolute(order.link))),
      );
    }
    // A card order goes on to its payment; the order page offers it again if that fails.
    const link =
      order.payment_method === 'card' && order.payment_state === 'unpaid'
        ? cardPaymentPath(order.sale_sequence, order.link.slice(-32))
        : order.link;
    return { order, link };
  }

  get cardPayments(): boolean {
    return this.payments.available;
  }

  private absolute(link: string): string {
    return `${this.config.publicUrl}${link}`;
  }

  /**
   * The cart's address, complete and valid, with the e-mail the order's mails go to (the
   * account's, or the one a visitor gave); in the country the prices are for.
   */
  private checkedAddress(
    held: Record<string, string> | null,
    user: User | null,
    country: string,
  ): OrderAddress & { email: string } {
    const given = { ...held, ...(user ? { email: user.email } : {}) };
    if (!held || Object.keys(held).every((field) => field === 'country'))
      throw badRequest(ORDER_MESSAGES.addressMissing, {
        address: [ORDER_MESSAGES.addressMissing],
      });
    const parsed = orderAddressSchema.safeParse(given);
    const errors: Record<string, string[]> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        (errors[`address.${issue.path.join('.')}`] ??= []).push(issue.message);
    if (!given.email) errors['address.email'] = [MSG.required];
    if (Object.keys(errors).length || !parsed.success)
      throw badRequest(ORDER_MESSAGES.addressInvalid, errors);
    const address = parsed.data;
    if (address.country !== country) {
      const detail = ORDER_MESSAGES.countryMismatch(
        countryName(address.country),
        countryName(country),
      );
      throw badRequest(detail, { 'address.country': [detail] });
    }
    return { ...address, email: address.email!.toLowerCase() };
  }

  /** Every line's product and variant still for sale (staff may have switched one off). */
  private checkLinesForSale(
    lines: readonly LineRow[],
    variants: ReadonlyMap<number, VariantEntry>,
  ) {
    for (const line of lines) {
      for (const id of [line.variantId, line.goodieVariantId]) {
        if (id === null) continue;
        const variant = variants.get(id);
        // The line's own variant as the cart read it just now; a goodie as the catalogue has it.
        const active = id === line.variantId ? line.variantActive : variant?.row.active;
        if (!variant || !active || !variant.product.row.active) {
          const detail = ORDER_MESSAGES.unavailable(variant ? variantName(variant) : 'An item');
          throw new HttpError(409, detail, { items: [detail] });
        }
      }
    }
  }

  /**
   * Takes the lines' stocked units (as lines and as goodies), variant by variant in id order
   * (so two checkouts never wait on each other in a circle): each is one conditional update
   * that locks the variant's row and takes the units only if they are still there. A 409
   * names the first item short.
   */
  private async takeStock(
    tx: Tx,
    lines: readonly LineRow[],
    variants: ReadonlyMap<number, VariantEntry>,
  ) {
    const wanted = new Map<number, number>();
    for (const line of lines) {
      if (line.stockTracked)
        wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.amount);
      if (line.goodieVariantId !== null && line.goodieStockTracked)
        wanted.set(line.goodieVariantId, (wanted.get(line.goodieVariantId) ?? 0) + line.amount);
    }
    for (const [variantId, amount] of [...wanted].sort(([a], [b]) => a - b)) {
      const taken = await rowsOf<{ stock: number }>(
        tx,
        sql`UPDATE product_variants SET stock = stock - ${amount}, updated_at = now()
            WHERE id = ${variantId} AND stock_tracked AND stock >= ${amount}
            RETURNING stock`,
      );
      if (taken.length) continue;
      const [left] = await rowsOf<{ stock: number }>(
        tx,
        sql`SELECT stock FROM product_variants WHERE id = ${variantId}`,
      );
      const variant = variants.get(variantId);
      const name = variant ? variantName(variant) : 'An item';
      const detail =
        (left?.stock ?? 0) > 0
          ? ORDER_MESSAGES.onlyLeft(name, left!.stock)
          : ORDER_MESSAGES.soldOut(name);
      throw new HttpError(409, detail, { items: [detail] });
    }
  }

  /**
   * Counts one use of the code: one conditional update that locks the code's row and counts
   * only while uses are left, then the per-account limit (by account and by e-mail address),
   * checked while the row is locked so that two checkouts of one account take turns.
   */
  private async usePromoCode(
    tx: Tx,
    rule: { id: number; code: string; maxUsesPerAccount: number | null },
    user: User | null,
    email: string,
  ) {
    const counted = await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(
        and(
          eq(promoCodes.id, rule.id),
          eq(promoCodes.active, true),
          sql`(${promoCodes.maxUses} IS NULL OR ${promoCodes.usedCount} < ${promoCodes.maxUses})`,
        ),
      )
      .returning({ id: promoCodes.id });
    const usedUp = (reason: string) => {
      const detail = ORDER_MESSAGES.promoRefused(reason);
      return new HttpError(409, detail, { promocode: [detail] });
    };
    if (!counted.length) throw usedUp(PROMO_MESSAGES.usedUp);
    if (rule.maxUsesPerAccount !== null) {
      const [uses] = await tx
        .select({ n: count() })
        .from(promoCodeUses)
        .where(
          and(
            eq(promoCodeUses.promoCodeId, rule.id),
            user
              ? sql`(${promoCodeUses.userId} = ${user.id} OR ${promoCodeUses.email} = ${email})`
              : eq(promoCodeUses.email, email),
          ),
        );
      if ((uses?.n ?? 0) >= rule.maxUsesPerAccount) throw usedUp(PROMO_MESSAGES.usedByAccount);
    }
    await tx
      .insert(promoCodeUses)
      .values({ promoCodeId: rule.id, userId: user?.id ?? null, email });
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

  private async load(where: ReturnType<typeof eq>): Promise<LoadedOrder | undefined> {
    const [order] = await this.db.select().from(orders).where(where);
    if (!order) return undefined;
    const [items, events, feedback] = await Promise.all([
      this.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.position)),
      this.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      this.db.select().from(orderFeedback).where(eq(orderFeedback.orderId, order.id)),
    ]);
    return { order, items, events, feedback: feedback[0] };
  }

  /** The order of a public key; undefined for an unknown order or a wrong secret alike. */
  async byKey(key: string): Promise<PublicOrder | undefined> {
    const parsed = parseOrderKey(key);
    if (!parsed) return undefined;
    const loaded = await this.load(eq(orders.saleSequence, parsed.saleSequence));
    if (!loaded || !sameSecret(parsed.secret, loaded.order.secret)) return undefined;
    return this.present(loaded);
  }

  /** The account's orders, newest first, a page at a time. */
  async mine(user: User, page: number): Promise<MyOrdersResponse> {
    const { rows, ...found } = await this.page(eq(orders.userId, user.id), page, ORDERS_PAGE_SIZE);
    return { ...found, results: rows.map(({ order, itemCount }) => summaryOf(order, itemCount)) };
  }

  /** A page of the orders `where` selects, newest first, with how many there are in all. */
  private async page(where: SQL | undefined, page: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ order: orders, itemCount: itemCountSql })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { count: total?.n ?? 0, page, page_size: pageSize, rows };
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
  // Staff.
  // -------------------------------------------------------------------------

  /** Every order, newest first, a page at a time: by number, e-mail or name; by state. */
  async staffList(query: StaffOrdersInput): Promise<StaffOrdersResponse> {
    const conditions = [];
    if (query.search) {
      const pattern = containing(query.search);
      conditions.push(
        or(
          ilike(orders.saleSequence, pattern),
          ilike(orders.email, pattern),
          sql`${orders.address}->>'name' ILIKE ${pattern}`,
        ),
      );
    }
    if (query.status) conditions.push(eq(orders.status, query.status));
    if (query.payment_state) conditions.push(eq(orders.paymentState, query.payment_state));
    const where = conditions.length ? and(...conditions) : undefined;
    const { rows, ...found } = await this.page(where, query.page, STAFF_ORDERS_PAGE_SIZE);
    return {
      ...found,
      results: rows.map(({ order, itemCount }) => ({
        ...summaryOf(order, itemCount),
        email: order.email,
        name: order.address.name,
        country: order.address.country,
        payment_method: order.paymentMethod,
        account_id: order.userId,
      })),
    };
  }

  /** One order with its customer and payments. */
  async staffDetail(saleSequence: string): Promise<StaffOrder> {
    const loaded = await this.load(eq(orders.saleSequence, saleSequence));
    if (!loaded) throw notFound(`There is no order ${saleSequence}.`);
    const { order } = loaded;
    const [account, paymentRows] = await Promise.all([
      order.userId === null
        ? Promise.resolve([])
        : this.db
            .select({ id: users.id, email: users.email, dateJoined: users.dateJoined })
            .from(users)
            .where(eq(users.id, order.userId)),
      this.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order.id))
        .orderBy(asc(payments.id)),
    ]);
    return {
      ...this.present(loaded),
      account: account[0]
        ? {
            id: account[0].id,
            email: account[0].email,
            registration_date: account[0].dateJoined.toISOString(),
          }
        : null,
      payments: paymentRows.map((payment) => ({
        id: payment.id,
        provider: payment.provider ?? payment.method,
        reference: payment.providerRef ?? payment.reference,
        amount: centsToMoney(payment.amount),
        status: payment.status,
        date: payment.createdAt.toISOString(),
        paid_date: payment.paidAt?.toISOString() ?? null,
      })),
    };
  }

  // -------------------------------------------------------------------------
  // The answer.
  // -------------------------------------------------------------------------

  private present({ order, items, events, feedback }: LoadedOrder): PublicOrder {
    const snapshot = this.catalog.snapshotNow();
    const key = orderKey(order.saleSequence, order.secret);
    const money = centsToMoney;
    const paid = order.paymentState === 'paid';
    const unpaid = order.status !== 'cancelled' && !paid;
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
      amount_due: money(unpaid ? order.total : 0),
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
        order.paymentMethod === 'bank_transfer' && unpaid
          ? {
              account_holder: this.config.bank.accountHolder,
              iban: this.config.bank.iban,
              bic: this.config.bank.bic,
              bank: this.config.bank.name,
              reference: order.saleSequence,
              amount: money(order.total),
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
    };
  }
}
