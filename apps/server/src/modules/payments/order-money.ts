import { eq, type SQL, sql } from 'drizzle-orm';
import { centsToMoney, formatEuro } from '@windfamily/contract/money';
import type { PaymentMethod } from '@windfamily/contract/order-basics';
import type { PaymentEntry } from '@windfamily/contract/payments';
import type { Tx } from '../../db/client';
import { orderEvents, payments } from '../../db/schema';
import { syncPayments } from '../orders/balance';
import type { PaymentNotice } from './mails';

// An order's money: what of it can go back and how, and the steps that end every change of
// it, shared by the ledger (staff) and the payment service's webhook.

export type PaymentRow = typeof payments.$inferSelect;

/** Euros as people read them in an order's timeline: `4 290 €`, `49.90 €`. */
export const euros = (cents: number) => formatEuro(centsToMoney(cents));

/** A payment row as the order's detail and the ledger show it. */
export function entryOf(row: PaymentRow, recordedBy: string | null): PaymentEntry {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    status: row.status,
    amount: centsToMoney(row.amount),
    currency: row.currency,
    date: row.createdAt.toISOString(),
    paid_date: row.paidAt?.toISOString() ?? null,
    reference: row.reference,
    payer: row.payer,
    note: row.note,
    recorded_by: recordedBy,
    provider_ref: row.providerRef,
    related_id: row.relatedId,
    statement_line_id: row.statementEntryId,
  };
}

/** The part of a payment row the refund rules read. */
export type MoneyRow = Pick<
  PaymentRow,
  'id' | 'kind' | 'method' | 'status' | 'amount' | 'relatedId' | 'providerPaymentRef'
>;

/**
 * What can still go back of an order's money, and where from: what is left of each card
 * payment (through the payment service, to the card) and the rest (by bank transfer).
 */
export interface Refundable {
  total: number;
  cards: { paymentId: number; paymentIntent: string; left: number }[];
  bank: number;
}

/** A refund that is under way or done holds its money: it cannot be refunded again. */
const holdsMoney = (row: MoneyRow) =>
  row.kind === 'refund' && (row.status === 'pending' || row.status === 'completed');

const sum = (rows: readonly MoneyRow[]) => rows.reduce((total, row) => total + row.amount, 0);

/**
 * What was received (completed payments) and is neither refunded nor being refunded. A card
 * payment whose PaymentIntent is unknown cannot be refunded through the payment service: its
 * money goes back by bank transfer like a transfer's.
 */
export function refundableOf(rows: readonly MoneyRow[]): Refundable {
  const cards: Refundable['cards'] = [];
  let bank = 0;
  for (const row of rows) {
    if (row.kind !== 'payment' || row.status !== 'completed') continue;
    if (row.method === 'card' && row.providerPaymentRef) {
      const refunded = sum(rows.filter((other) => holdsMoney(other) && other.relatedId === row.id));
      cards.push({
        paymentId: row.id,
        paymentIntent: row.providerPaymentRef,
        left: Math.max(0, row.amount - refunded),
      });
    } else bank += row.amount;
  }
  bank = Math.max(0, bank - sum(rows.filter((row) => holdsMoney(row) && row.relatedId === null)));
  const total = cards.reduce((all, card) => all + card.left, 0) + bank;
  return { total, cards: cards.filter((card) => card.left > 0), bank };
}

/** One refund row to make: card money against its payment, or money to send by transfer. */
export interface RefundPart {
  method: PaymentMethod;
  amount: number;
  /** The card payment it goes back from; null for a bank transfer. */
  relatedId: number | null;
}

/**
 * How `amount` goes back: from the card payments first (oldest first, each at most what is
 * left of it: the payment service returns it without staff's work), the rest by bank
 * transfer. Null when it is more than can be refunded.
 */
export function planRefund(refundable: Refundable, amount: number): RefundPart[] | null {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > refundable.total) return null;
  const parts: RefundPart[] = [];
  let rest = amount;
  for (const card of refundable.cards) {
    if (rest === 0) break;
    const take = Math.min(rest, card.left);
    parts.push({ method: 'card', amount: take, relatedId: card.paymentId });
    rest -= take;
  }
  if (rest > 0) parts.push({ method: 'bank_transfer', amount: rest, relatedId: null });
  return parts;
}

/**
 * Ends a change of an order's money, in its transaction (which holds the order's lock): the
 * payment state follows the payments, and an order just paid in full gets its `paid` event
 * and its "payment received" mail (queued by the caller in the same transaction).
 */
export async function settle(
  tx: Tx,
  orderId: number,
  actorId: number | null,
): Promise<PaymentNotice[]> {
  const synced = await syncPayments(tx, orderId);
  if (!synced.becamePaid) return [];
  await tx.insert(orderEvents).values({ orderId, kind: 'paid', actorId });
  return [{ kind: 'payment_received', orderId }];
}

/**
 * A pending refund went out (the payment service confirmed a card refund, or staff sent a
 * transfer): completed, the order's money follows, and the customer is told.
 */
export async function refundDone(
  tx: Tx,
  row: PaymentRow,
  changes: { providerRef?: string; paidAt?: SQL; reference?: string },
  actorId: number | null,
): Promise<PaymentNotice[]> {
  await tx
    .update(payments)
    .set({
      status: 'completed',
      paidAt: changes.paidAt ?? sql`now()`,
      ...(changes.providerRef ? { providerRef: changes.providerRef } : {}),
      ...(changes.reference !== undefined ? { reference: changes.reference } : {}),
    })
    .where(eq(payments.id, row.id));
  await tx.insert(orderEvents).values({
    orderId: row.orderId,
    kind: 'refunded',
    detail:
      row.method === 'card'
        ? `Card refund of ${euros(row.amount)} completed`
        : `Refund of ${euros(row.amount)} sent by bank transfer`,
    actorId,
  });
  const notices = await settle(tx, row.orderId, actorId);
  return [
    ...notices,
    { kind: 'refund', orderId: row.orderId, amount: row.amount, method: row.method },
  ];
}

/**
 * A card refund the payment service refused or could not make: failed, so its money counts
 * as refundable again; the timeline says so.
 */
export async function refundFailed(
  tx: Tx,
  row: PaymentRow,
  why: string,
  changes: { providerRef?: string } = {},
): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'failed', ...(changes.providerRef ? { providerRef: changes.providerRef } : {}) })
    .where(eq(payments.id, row.id));
  await tx.insert(orderEvents).values({
    orderId: row.orderId,
    kind: 'note',
    detail: `Card refund of ${euros(row.amount)} failed${why ? ` (${why})` : ''}: the money can be refunded again`,
  });
  await syncPayments(tx, row.orderId);
}
