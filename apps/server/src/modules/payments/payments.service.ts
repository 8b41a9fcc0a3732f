import { and, count, desc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { orderKey, orderPath } from '@windfamily/contract/orders';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orderEvents, orders, paymentEvents, payments } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { badRequest, notFound } from '../../lib/http-error';
import { sameSecret } from '../../lib/same-secret';
import type { Mailer } from '../mail/mailer';
import { syncPayments } from '../orders/balance';
import { paymentReceivedMail } from './mails';
import { STAND_IN_KEYS, StripeStandIn } from './stripe-stand-in';

type OrderRow = typeof orders.$inferSelect;

export const PAYMENT_MESSAGES = {
  noCard: 'Card payments are not available: please pay by bank transfer.',
  badSignature: 'The webhook signature is not valid.',
} as const;

/** The events that change an order; every other event is acknowledged and kept as seen. */
const PAID_EVENTS = new Set<string>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);
const ENDED_EVENTS = new Map<string, 'expired' | 'failed'>([
  ['checkout.session.expired', 'expired'],
  ['checkout.session.async_payment_failed', 'failed'],
]);

/**
 * Card payments through Stripe Checkout (see docs/decisions/0015-card-payments.md): with
 * `STRIPE_SECRET_KEY`, the real service; in development without it, the local stand-in;
 * in production without it, none (bank transfer only).
 */
export class PaymentsService {
  readonly mode: 'stripe' | 'stand-in' | null;
  readonly standIn: StripeStandIn | null = null;
  private readonly stripe: Stripe | null = null;
  private readonly webhookSecret: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly tasks: BackgroundTasks,
  ) {
    const { secretKey, webhookSecret } = config.stripe;
    if (secretKey) {
      this.mode = 'stripe';
      this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
      this.webhookSecret = webhookSecret ?? null;
    } else if (config.isDev) {
      this.mode = 'stand-in';
      this.standIn = new StripeStandIn(config.publicUrl, (name, task) => tasks.run(name, task));
      this.stripe = new Stripe(STAND_IN_KEYS.secretKey, {
        httpClient: this.standIn.httpClient(),
        maxNetworkRetries: 0,
      });
      this.webhookSecret = STAND_IN_KEYS.webhookSecret;
    } else {
      this.mode = null;
    }
  }

  get available(): boolean {
    return this.stripe !== null;
  }

  private async order(saleSequence: string, secret: string): Promise<OrderRow> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.saleSequence, saleSequence));
    if (!order || !sameSecret(secret, order.secret)) throw notFound();
    return order;
  }

  private linkOf(order: OrderRow): string {
    return orderPath(orderKey(order.saleSequence, order.secret));
  }

  /**
   * Where the customer pays the order by card: its open Checkout Session for the amount due,
   * or a new one. Two requests at once ask Stripe with the same idempotency key and get the
   * same session. A paid or cancelled order answers its own page: there is nothing to pay.
   */
  async startCardPayment(saleSequence: string, secret: string): Promise<string> {
    const order = await this.order(saleSequence, secret);
    const stripe = this.stripe;
    if (!stripe) throw badRequest(PAYMENT_MESSAGES.noCard);
    const orderPage = `${this.config.publicUrl}${this.linkOf(order)}`;
    if (order.paymentState !== 'unpaid' || order.status === 'cancelled') return orderPage;

    const [open] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'open')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (open) {
      const session = await stripe.checkout.sessions.retrieve(open.providerRef!);
      if (session.status === 'open' && session.url && open.amount === order.total)
        return session.url;
      await this.db
        .update(payments)
        .set({ status: session.status === 'complete' ? 'completed' : 'expired' })
        .where(and(eq(payments.id, open.id), eq(payments.status, 'open')));
      if (session.status === 'complete') return orderPage;
    }

    const [{ n: attempts } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: order.total,
              product_data: { name: `${this.config.brand} order ${order.saleSequence}` },
            },
          },
        ],
        customer_email: order.email,
        client_reference_id: order.saleSequence,
        metadata: { order_id: String(order.id), sale_sequence: order.saleSequence },
        success_url: `${this.config.publicUrl}/api/store/payments/stripe/${order.saleSequence}/${secret}/return/?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: orderPage,
      },
      { idempotencyKey: `order-${order.id}-payment-${attempts + 1}-${order.total}` },
    );
    await this.db
      .insert(payments)
      .values({
        orderId: order.id,
        method: 'card',
        provider: 'stripe',
        providerRef: session.id,
        amount: order.total,
        currency: 'eur',
        status: 'open',
        url: session.url,
      })
      .onConflictDoNothing();
    if (!session.url) throw new Error(`Checkout Session ${session.id} came without a URL`);
    return session.url;
  }

  /**
   * The customer is back from paying. Until the payment service's event arrives, a session
   * it reports paid shows the order as "payment processing". Answers the order's page.
   */
  async returned(saleSequence: string, secret: string, sessionId: string): Promise<string> {
    const order = await this.order(saleSequence, secret);
    const page = this.linkOf(order);
    if (!this.stripe || !/^cs_[\w]+$/.test(sessionId)) return page;
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.providerRef, sessionId)));
    if (!payment) return page;
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    if (session.payment_status === 'paid')
      await this.db.transaction(async (tx) => {
        const marked = await tx
          .update(orders)
          .set({ paymentState: 'processing', updatedAt: sql`now()` })
          .where(and(eq(orders.id, order.id), eq(orders.paymentState, 'unpaid')))
          .returning({ id: orders.id });
        if (marked.length)
          await tx.insert(orderEvents).values({ orderId: order.id, kind: 'payment_processing' });
      });
    return page;
  }

  /**
   * A webhook call: the signature is checked on the raw body, and each event is processed once
   * (its id is recorded in the same transaction as its effects, so a failure lets the service's
   * retry process it again, and a replay finds it done). Events arrive in any order: a paid
   * order stays paid whatever comes after.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    if (!this.stripe || !this.webhookSecret) throw notFound();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    } catch {
      throw badRequest(PAYMENT_MESSAGES.badSignature);
    }
    const paidOrder = await this.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!fresh.length) return undefined;
      if (!event.type.startsWith('checkout.session.')) return undefined;
      const session = event.data.object as Stripe.Checkout.Session;
      const [found] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.providerRef, session.id));
      if (!found) return undefined;
      // The order's row first, then its payment: every change of an order's money locks in
      // this order, so none waits on another in a circle.
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, found.orderId))
        .for('update');
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerRef, session.id))
        .for('update');
      if (!payment) return undefined;

      const ended = ENDED_EVENTS.get(event.type);
      if (ended) {
        await tx
          .update(payments)
          .set({ status: ended, url: null })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'open')));
        await tx
          .update(orders)
          .set({ paymentState: 'unpaid', updatedAt: sql`now()` })
          .where(and(eq(orders.id, payment.orderId), eq(orders.paymentState, 'processing')));
        await syncPayments(tx, payment.orderId);
        return undefined;
      }
      if (!PAID_EVENTS.has(event.type) || session.payment_status !== 'paid') return undefined;
      if (session.amount_total !== payment.amount || session.currency !== payment.currency)
        throw new Error(
          `payment ${payment.id}: Stripe reports ${session.amount_total} ${session.currency}, the shop asked ${payment.amount} ${payment.currency}`,
        );
      if (payment.status === 'completed') return undefined;
      await tx
        .update(payments)
        .set({
          status: 'completed',
          paidAt: sql`now()`,
          url: null,
          providerPaymentRef:
            typeof session.payment_intent === 'string'
              ? session.payment_intent
              : (session.payment_intent?.id ?? null),
        })
        .where(eq(payments.id, payment.id));
      const synced = await syncPayments(tx, payment.orderId);
      if (!synced.becamePaid) return undefined;
      await tx.insert(orderEvents).values({ orderId: payment.orderId, kind: 'paid' });
      const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
      return order;
    });
    if (paidOrder)
      this.tasks.run('payment received mail', () =>
        this.mailer.send(
          paymentReceivedMail(
            this.config,
            paidOrder,
            `${this.config.publicUrl}${this.linkOf(paidOrder)}`,
          ),
        ),
      );
  }
}
