import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { orderKey, orderPath } from '@windfamily/contract/orders';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orders, paymentEvents, payments } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { badRequest, notFound } from '../../lib/http-error';
import { sameSecret } from '../../lib/same-secret';
import { balanceOf, syncPayments } from '../orders/balance';
import { refundDone, refundFailed, settle } from './order-money';
import type { PaymentMails, PaymentNotice } from './mails';
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
/** Events that carry a refund: its status says whether the money went back. */
const REFUND_EVENTS = new Set<string>([
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);

/** A card refund to ask of the payment service. */
export interface CardRefund {
  /** The refund's own row: its idempotency key. */
  id: number;
  orderId: number;
  amount: number;
  currency: string;
  /** The PaymentIntent the money came in as. */
  paymentIntent: string;
  reason: string;
}

/**
 * What the payment service said to a refund: taken (its `re_…` id), refused for good (the
 * refund failed), or no answer (the same call, with the same key, may be made again).
 */
export type RefundOutcome =
  | { outcome: 'accepted'; refundId: string }
  | { outcome: 'refused'; message: string }
  | { outcome: 'unanswered'; message: string };

/** The fee of a card payment, from its charge's balance transaction. */
interface CardFee {
  ref: string;
  amount: number;
  currency: string;
}

/**
 * Card payments through Stripe Checkout and their refunds (see
 * docs/decisions/0015-card-payments.md): with `STRIPE_SECRET_KEY`, the real service; in
 * development without it, the local stand-in; in production without it, none (bank transfer
 * only).
 */
export class PaymentsService {
  readonly mode: 'stripe' | 'stand-in' | null;
  readonly standIn: StripeStandIn | null = null;
  private readonly stripe: Stripe | null = null;
  private readonly webhookSecret: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly tasks: BackgroundTasks,
    private readonly mails: PaymentMails,
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
   * same session. An order with nothing to pay (paid, cancelled, a payment under way)
   * answers its own page.
   */
  async startCardPayment(saleSequence: string, secret: string): Promise<string> {
    const order = await this.order(saleSequence, secret);
    const stripe = this.stripe;
    if (!stripe) throw badRequest(PAYMENT_MESSAGES.noCard);
    const orderPage = `${this.config.publicUrl}${this.linkOf(order)}`;
    const due = balanceOf(order);
    if (due <= 0 || order.status === 'cancelled' || order.paymentState === 'processing')
      return orderPage;

    const [open] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'open')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (open) {
      const session = await stripe.checkout.sessions.retrieve(open.providerRef!);
      if (session.status === 'open' && session.url && open.amount === due) return session.url;
      // A session the customer paid meanwhile is left to its event, which books the money.
      if (session.status === 'complete') return orderPage;
      await this.db
        .update(payments)
        .set({ status: 'expired', url: null })
        .where(and(eq(payments.id, open.id), eq(payments.status, 'open')));
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
              unit_amount: due,
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
      { idempotencyKey: `order-${order.id}-payment-${attempts + 1}-${due}` },
    );
    await this.db
      .insert(payments)
      .values({
        orderId: order.id,
        method: 'card',
        provider: 'stripe',
        providerRef: session.id,
        amount: due,
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
   * Asks the payment service to give card money back. The idempotency key is the refund's
   * own row, so asking again (after no answer) never refunds twice.
   */
  async sendRefund(refund: CardRefund): Promise<RefundOutcome> {
    if (!this.stripe) return { outcome: 'unanswered', message: PAYMENT_MESSAGES.noCard };
    try {
      const created = await this.stripe.refunds.create(
        {
          payment_intent: refund.paymentIntent,
          amount: refund.amount,
          metadata: {
            order_id: String(refund.orderId),
            refund_id: String(refund.id),
            reason: refund.reason.slice(0, 500),
          },
        },
        { idempotencyKey: `order-${refund.orderId}-refund-${refund.id}` },
      );
      return { outcome: 'accepted', refundId: created.id };
    } catch (error) {
      // Stripe refused the request itself (already refunded, more than is left): asking
      // again would be refused again. Anything else (no answer, a fault on its side) may be
      // asked again with the same key.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeCardError
      )
        return { outcome: 'refused', message: error.message };
      if (error instanceof Stripe.errors.StripeError)
        return { outcome: 'unanswered', message: error.message };
      throw error;
    }
  }

  /**
   * Ends the order's open Checkout Sessions (the order was cancelled): the customer can no
   * longer pay on them, and each one's `checkout.session.expired` event marks it expired.
   * A session that cannot be ended (paid meanwhile) is left to its own event.
   */
  async expireOpenSessions(orderId: number): Promise<void> {
    const stripe = this.stripe;
    if (!stripe) return;
    const open = await this.db
      .select({ ref: payments.providerRef })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'open')));
    for (const { ref } of open) {
      if (!ref) continue;
      try {
        await stripe.checkout.sessions.expire(ref);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
      }
    }
  }

  /**
   * A webhook call: the signature is checked on the raw body, and each event is processed once
   * (its id is recorded in the same transaction as its effects, so a failure lets the service's
   * retry process it again, and a replay finds it done). Events arrive in any order: a paid
   * order stays paid, and a completed refund stays completed, whatever comes after.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    if (!this.stripe || !this.webhookSecret) throw notFound();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    } catch {
      throw badRequest(PAYMENT_MESSAGES.badSignature);
    }
    const [seen] = await this.db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id));
    if (seen) return;
    // The fee is asked of the payment service before the transaction, which then holds no
    // lock while waiting for it; when it cannot be had, the event fails and comes again.
    const fee = PAID_EVENTS.has(event.type)
      ? await this.feeOf(event.data.object as Stripe.Checkout.Session)
      : null;
    await this.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!fresh.length) return;
      const notices = event.type.startsWith('checkout.session.')
        ? await this.sessionEvent(tx, event.type, event.data.object as Stripe.Checkout.Session, fee)
        : REFUND_EVENTS.has(event.type)
          ? await this.refundEvent(tx, event.data.object as Stripe.Refund)
          : [];
      await this.mails.send(tx, notices);
    });
  }

  /** The fee Stripe kept of a paid session's payment, when its balance shows it already. */
  private async feeOf(session: Stripe.Checkout.Session): Promise<CardFee | null> {
    const intentId =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    if (!this.stripe || !intentId || session.payment_status !== 'paid') return null;
    const intent = await this.stripe.paymentIntents.retrieve(intentId, {
      expand: ['latest_charge.balance_transaction'],
    });
    const charge = intent.latest_charge;
    const balance = charge && typeof charge !== 'string' ? charge.balance_transaction : null;
    if (!balance || typeof balance === 'string' || balance.fee <= 0) return null;
    return { ref: balance.id, amount: balance.fee, currency: balance.currency };
  }

  /** The order's row, then the payment's: every change of an order's money locks in this order. */
  private async lockPayment(tx: Tx, where: SQL) {
    const [found] = await tx.select({ orderId: payments.orderId }).from(payments).where(where);
    if (!found) return undefined;
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, found.orderId))
      .for('update');
    const [payment] = await tx.select().from(payments).where(where).for('update');
    return payment;
  }

  private async sessionEvent(
    tx: Tx,
    type: string,
    session: Stripe.Checkout.Session,
    fee: CardFee | null,
  ): Promise<PaymentNotice[]> {
    const payment = await this.lockPayment(tx, eq(payments.providerRef, session.id));
    if (!payment) return [];

    const ended = ENDED_EVENTS.get(type);
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
      return [];
    }
    if (!PAID_EVENTS.has(type) || session.payment_status !== 'paid') return [];
    if (session.amount_total !== payment.amount || session.currency !== payment.currency)
      throw new Error(
        `payment ${payment.id}: Stripe reports ${session.amount_total} ${session.currency}, the shop asked ${payment.amount} ${payment.currency}`,
      );
    if (payment.status === 'completed') return [];
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
    if (fee)
      await tx
        .insert(payments)
        .values({
          orderId: payment.orderId,
          kind: 'fee',
          method: 'card',
          provider: 'stripe',
          providerRef: fee.ref,
          amount: fee.amount,
          currency: fee.currency,
          status: 'completed',
          relatedId: payment.id,
          paidAt: sql`now()`,
        })
        .onConflictDoNothing();
    return settle(tx, payment.orderId, null);
  }

  /**
   * A refund's word from the payment service: `succeeded` completes it (once), `failed` or
   * `canceled` marks it failed. The refund is found by its `re_…` id, or by the row named in
   * its metadata when the answer to our request was lost on the way.
   */
  private async refundEvent(tx: Tx, refund: Stripe.Refund): Promise<PaymentNotice[]> {
    const outcome =
      refund.status === 'succeeded'
        ? 'completed'
        : refund.status === 'failed' || refund.status === 'canceled'
          ? 'failed'
          : null;
    if (!outcome) return [];
    const rowId = Number(refund.metadata?.refund_id);
    const ours = and(eq(payments.kind, 'refund'), eq(payments.provider, 'stripe'));
    const payment = await this.lockPayment(
      tx,
      and(
        ours,
        Number.isSafeInteger(rowId) && rowId > 0
          ? or(eq(payments.providerRef, refund.id), eq(payments.id, rowId))
          : eq(payments.providerRef, refund.id),
      )!,
    );
    if (!payment) return outcome === 'completed' ? this.outsideRefund(tx, refund) : [];
    if (payment.providerRef && payment.providerRef !== refund.id) return [];
    if (refund.amount !== payment.amount)
      throw new Error(
        `refund ${payment.id}: Stripe reports ${refund.amount}, the shop asked ${payment.amount}`,
      );
    if (outcome === 'completed') {
      if (payment.status !== 'pending') return [];
      return refundDone(tx, payment, { providerRef: refund.id }, null);
    }
    if (payment.status !== 'pending' && payment.status !== 'completed') return [];
    await refundFailed(tx, payment, refund.failure_reason ?? '', { providerRef: refund.id });
    return [];
  }

  /**
   * A refund the shop did not ask for (made on the payment service's dashboard): booked as a
   * completed refund of the card payment it came from, so that the order's money stays true.
   */
  private async outsideRefund(tx: Tx, refund: Stripe.Refund): Promise<PaymentNotice[]> {
    const intent =
      typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
    if (!intent) return [];
    const paid = await this.lockPayment(
      tx,
      and(eq(payments.providerPaymentRef, intent), eq(payments.kind, 'payment'))!,
    );
    if (!paid) return [];
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: paid.orderId,
        kind: 'refund',
        method: 'card',
        provider: 'stripe',
        providerRef: refund.id,
        amount: refund.amount,
        currency: refund.currency,
        status: 'pending',
        note: "Refunded on the payment service's dashboard",
        relatedId: paid.id,
      })
      .onConflictDoNothing()
      .returning();
    return row ? refundDone(tx, row, {}, null) : [];
  }
}
