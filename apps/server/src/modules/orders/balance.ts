import { eq, sql } from 'drizzle-orm';
import type { PaymentState } from '@windfamily/contract/order-basics';
import { rowsOf, type Tx } from '../../db/client';
import { orders } from '../../db/schema';

/** What an order is owed and holds, in cents. */
export interface MoneyOfOrder {
  /** What the customer owes in all: the total, or nothing once cancelled. */
  owed: number;
  /** Completed payments less completed refunds. */
  paid: number;
  /** Some refund was completed. */
  refunded: boolean;
  /** The order's state says a card payment is under way. */
  processing: boolean;
}

/**
 * An order's payment state from its money: nothing received (unpaid, or refunded when what
 * came in went back), a part, all, or more than owed. A card payment under way shows as
 * processing until its money is booked.
 */
export function paymentStateOf({ owed, paid, refunded, processing }: MoneyOfOrder): PaymentState {
  if (paid <= 0) {
    if (processing) return 'processing';
    return refunded ? 'refunded' : 'unpaid';
  }
  if (paid < owed) return 'partly_paid';
  return paid === owed ? 'paid' : 'overpaid';
}

/** What the customer still owes (positive) or is owed back (negative), in cents. */
export const balanceOf = (order: { status: string; total: number; amountPaid: number }): number =>
  (order.status === 'cancelled' ? 0 : order.total) - order.amountPaid;

/**
 * What an order holds from its rows of `payments p`, in cents: completed payments less
 * completed refunds (a fee is the shop's cost, not the customer's money).
 */
export const paidOfPayments = sql`coalesce(sum(CASE p.kind WHEN 'payment' THEN p.amount
  WHEN 'refund' THEN -p.amount ELSE 0 END) FILTER (WHERE p.status = 'completed'), 0)::int`;

/** An order's money after `syncPayments`. */
export interface SyncedPayments {
  before: PaymentState;
  after: PaymentState;
  amountPaid: number;
  /** It just became paid in full (or over): the moment to say thank you. */
  becamePaid: boolean;
}

/**
 * Sets the order's `amount_paid` and `payment_state` from its payments, in the caller's
 * transaction (which holds the order's row lock); an order placed and now paid moves to
 * `paid`. Every change of an order's money or total ends with this.
 */
export async function syncPayments(tx: Tx, orderId: number): Promise<SyncedPayments> {
  const [row] = await rowsOf<{
    status: string;
    total: number;
    payment_state: PaymentState;
    paid: number;
    refunded: boolean;
  }>(
    tx,
    sql`SELECT o.status, o.total, o.payment_state,
          ${paidOfPayments} AS paid,
          coalesce(bool_or(p.kind = 'refund' AND p.status = 'completed'), false) AS refunded
        FROM orders o LEFT JOIN payments p ON p.order_id = o.id
        WHERE o.id = ${orderId}
        GROUP BY o.id`,
  );
  if (!row) throw new Error(`order ${orderId} vanished while its payments were counted`);
  const after = paymentStateOf({
    owed: row.status === 'cancelled' ? 0 : row.total,
    paid: row.paid,
    refunded: row.refunded,
    processing: row.payment_state === 'processing',
  });
  const paidInFull = after === 'paid' || after === 'overpaid';
  const becamePaid = paidInFull && row.payment_state !== 'paid' && row.payment_state !== 'overpaid';
  await tx
    .update(orders)
    .set({
      amountPaid: row.paid,
      paymentState: after,
      updatedAt: sql`now()`,
      ...(becamePaid
        ? {
            paidAt: sql`now()`,
            status: sql`CASE WHEN ${orders.status} = 'placed' THEN 'paid' ELSE ${orders.status} END`,
          }
        : {}),
    })
    .where(eq(orders.id, orderId));
  return { before: row.payment_state, after, amountPaid: row.paid, becamePaid };
}
