import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { centsToMoney } from '@windfamily/contract/money';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@windfamily/contract/order-basics';
import {
  type completeRefundPayloadSchema,
  type OrderMoney,
  type PaymentEntry,
  type paymentFiltersSchema,
  type PaymentList,
  type PaymentResult,
  PAYMENTS_PAGE_SIZE,
  type paymentsQuerySchema,
  type recordTransferPayloadSchema,
  type refundPayloadSchema,
} from '@windfamily/contract/payments';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orders, payments, users } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { csvAmount, csvRow } from '../../lib/csv';
import { containing } from '../../lib/search';
import { SHOP_TIME_ZONE, shopDayOf, shopDayStart } from '../../lib/shop-time';
import type { Actor, AuditService } from '../audit/audit.service';
import { balanceOf, syncPayments } from '../orders/balance';
import type { PaymentMails, PaymentNotice } from './mails';
import {
  entryOf,
  euros,
  type PaymentRow,
  planRefund,
  type RefundPart,
  refundableOf,
  refundDone,
  refundFailed,
  settle,
} from './order-money';
import type { PaymentsService } from './payments.service';

type OrderRow = typeof orders.$inferSelect;
type RecordTransferInput = z.output<typeof recordTransferPayloadSchema>;
type RefundInput = z.output<typeof refundPayloadSchema>;
type CompleteRefundInput = z.output<typeof completeRefundPayloadSchema>;
type PaymentFilters = z.output<typeof paymentFiltersSchema>;
type PaymentsQuery = z.output<typeof paymentsQuerySchema>;

export const LEDGER_MESSAGES = {
  noOrder: (saleSequence: string) => `There is no order ${saleSequence}.`,
  noPayment: 'There is no such payment.',
  futureDate: 'The date cannot be in the future.',
  recordedTwice:
    'This transfer is recorded already (same amount, day, reference, payer and note). If it really came in twice, record the second one with a note saying so.',
  orderChanged:
    'The order has changed since you opened it (a refund may have been started meanwhile): reload it and check the amount.',
  nothingToRefund: 'Nothing can be refunded: no money was received that is not refunded already.',
  tooMuch: (refundable: number) =>
    `At most ${euros(refundable)} can be refunded: what was received and is neither refunded nor being refunded.`,
  notBankRefund: 'Only a refund to be made by bank transfer can be marked as sent.',
  notPending: 'This refund is not pending any more.',
  notCardRefund: 'Only a card refund can be sent to the payment service.',
  sentAlready: 'The payment service has this refund already: its confirmation is awaited.',
} as const;

/**
 * The moment a day's money is booked at: noon in the shop's time zone, which is the same day
 * wherever it is read.
 */
export const bookedOn = (day: string) =>
  sql`((${day}::date + time '12:00') AT TIME ZONE ${SHOP_TIME_ZONE}::text)`;

/** When the money moved, else when the entry was made: the ledger's date. */
const moneyDate = sql`coalesce(${payments.paidAt}, ${payments.createdAt})`;

/** Entries written to CSV per query: the export reads the ledger in slices of this size. */
const EXPORT_BATCH = 2000;

/** A transfer to book: by hand, or from a line of a bank statement. */
export interface Transfer {
  amount: number;
  /** The day it arrived. */
  day: string;
  reference: string;
  payer: string;
  note: string;
  statementEntryId: number | null;
  /** Where it comes from, for the timeline ("from statement STMT-1"), or ''. */
  source: string;
}

/** What a cancellation's refunds give the caller: the refunds, and what to run after its commit. */
export interface CancellationRefunds {
  entries: PaymentEntry[];
  /**
   * Sends the card refunds to the payment service. Call it after the cancellation's
   * transaction has committed (never inside it: the payment service is slow, and a refund
   * asked of it cannot be rolled back). It never throws for the payment service's sake: a
   * refund it does not take stays pending, to be sent again.
   */
  sendAfterCommit: () => Promise<void>;
}

/**
 * The money of orders as staff keep it: bank transfers recorded by hand or booked from a
 * statement, refunds (card money through the payment service, the rest by bank transfer),
 * and the ledger of every payment, refund and fee with its CSV export. Every write locks the
 * order's row first, then its payments, records its events and its audit entry in the same
 * transaction, and ends with the order's payment state (docs/decisions/0020).
 */
export class PaymentLedger {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentsService,
    private readonly audit: AuditService,
    private readonly mails: PaymentMails,
    private readonly log: FastifyBaseLogger,
  ) {}

  // -------------------------------------------------------------------------
  // An order's money.
  // -------------------------------------------------------------------------

  private async rowsOf(where: SQL, db: Db | Tx = this.db) {
    return db
      .select({ row: payments, recordedBy: users.email })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.recordedById))
      .where(where)
      .orderBy(asc(payments.id));
  }

  /** Every payment, refund and fee of an order, oldest first (for its detail). */
  async entriesOf(orderId: number, db: Db | Tx = this.db): Promise<PaymentEntry[]> {
    const rows = await this.rowsOf(eq(payments.orderId, orderId), db);
    return rows.map(({ row, recordedBy }) => entryOf(row, recordedBy));
  }

  /** Where an order's money stands: paid, owed, refundable. */
  async moneyOf(orderId: number): Promise<OrderMoney> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound();
    const rows = await this.db.select().from(payments).where(eq(payments.orderId, orderId));
    return moneyOf(order, rows);
  }

  private async resultOf(orderId: number, entryIds: readonly number[]): Promise<PaymentResult> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound();
    const rows = await this.rowsOf(eq(payments.orderId, orderId));
    return {
      order: moneyOf(
        order,
        rows.map(({ row }) => row),
      ),
      entries: rows
        .filter(({ row }) => entryIds.includes(row.id))
        .map(({ row, recordedBy }) => entryOf(row, recordedBy)),
    };
  }

  // -------------------------------------------------------------------------
  // Money in: bank transfers.
  // -------------------------------------------------------------------------

  /**
   * A bank transfer that came in, recorded by hand: kept whatever its amount (a part, the
   * rest, too much). The same transfer recorded twice (a double click) is refused.
   */
  async recordTransfer(input: RecordTransferInput, actor: Actor): Promise<PaymentResult> {
    if (input.date > shopDayOf()) throw fieldError('date', LEDGER_MESSAGES.futureDate);
    const { orderId, entryId } = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, eq(orders.saleSequence, input.order));
      if (!order) throw fieldError('order', LEDGER_MESSAGES.noOrder(input.order));
      const [twin] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.kind, 'payment'),
            eq(payments.method, 'bank_transfer'),
            isNull(payments.statementEntryId),
            eq(payments.amount, input.amount),
            eq(payments.paidAt, bookedOn(input.date)),
            eq(payments.reference, input.reference),
            eq(payments.payer, input.payer),
            eq(payments.note, input.note),
          ),
        );
      if (twin) throw new HttpError(409, LEDGER_MESSAGES.recordedTwice);
      const booked = await this.bookTransfer(
        tx,
        order,
        { ...input, day: input.date, statementEntryId: null, source: '' },
        actor,
      );
      await this.mails.send(tx, booked.notices);
      return { orderId: order.id, entryId: booked.row.id };
    });
    return this.resultOf(orderId, [entryId]);
  }

  /**
   * Books a transfer that came in as a completed payment, in the caller's transaction, which
   * holds the order's lock: its event, its audit entry, the order's payment state. Answers
   * the row and what to tell the customer after the commit.
   */
  async bookTransfer(
    tx: Tx,
    order: OrderRow,
    transfer: Transfer,
    actor: Actor,
  ): Promise<{ row: PaymentRow; notices: PaymentNotice[] }> {
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        kind: 'payment',
        method: 'bank_transfer',
        amount: transfer.amount,
        currency: 'eur',
        status: 'completed',
        reference: transfer.reference,
        payer: transfer.payer,
        note: transfer.note,
        statementEntryId: transfer.statementEntryId,
        recordedById: actor.id,
        paidAt: bookedOn(transfer.day),
      })
      .returning();
    if (!row) throw new Error(`the transfer for order ${order.saleSequence} was not written`);
    const detail = `Bank transfer of ${euros(row.amount)}${row.payer ? ` from ${row.payer}` : ''}, arrived ${transfer.day}${transfer.source ? `, ${transfer.source}` : ''}`;
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, kind: 'payment_recorded', detail, actorId: actor.id });
    await this.audit.record(tx, actor, {
      action: transfer.statementEntryId === null ? 'payment.record' : 'payment.book',
      entityType: 'payment',
      entityId: row.id,
      orderId: order.id,
      summary: `${detail} (order ${order.saleSequence})`,
      after: entryOf(row, actor.email),
    });
    return { row, notices: await settle(tx, order.id, actor.id) };
  }

  // -------------------------------------------------------------------------
  // Money out: refunds.
  // -------------------------------------------------------------------------

  /**
   * Refunds part or all of what an order received: never more than what came in and is not
   * refunded or being refunded (409). The clerk's `version` of the order must still be the
   * order's, and a refund moves it on: a double click or a retried request refunds once.
   * Card money goes back through the payment service after the commit; the rest is a pending
   * refund to send by bank transfer.
   */
  async refund(saleSequence: string, input: RefundInput, actor: Actor): Promise<PaymentResult> {
    const { orderId, entryIds } = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, eq(orders.saleSequence, saleSequence));
      if (!order) throw notFound(LEDGER_MESSAGES.noOrder(saleSequence));
      if (order.version !== input.version)
        throw new HttpError(409, LEDGER_MESSAGES.orderChanged, {
          version: [LEDGER_MESSAGES.orderChanged],
        });
      const refundable = refundableOf(await lockPayments(tx, order.id));
      const plan = planRefund(refundable, input.amount);
      if (!plan) {
        const detail =
          refundable.total === 0
            ? LEDGER_MESSAGES.nothingToRefund
            : LEDGER_MESSAGES.tooMuch(refundable.total);
        throw new HttpError(409, detail, { amount: [detail] });
      }
      const rows = await this.startRefunds(tx, order, plan, input.reason, actor);
      await tx
        .update(orders)
        .set({ version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      return { orderId: order.id, entryIds: rows.map((row) => row.id) };
    });
    await this.sendCardRefunds(orderId);
    return this.resultOf(orderId, entryIds);
  }

  /**
   * For a cancellation, in the caller's transaction (which holds the order's lock): refunds
   * everything the order received, card money through the payment service, the rest as
   * refunds to send by bank transfer. The caller runs `sendAfterCommit` once committed.
   */
  async cancelRefunds(tx: Tx, orderId: number, actor: Actor): Promise<CancellationRefunds> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound();
    const refundable = refundableOf(await lockPayments(tx, orderId));
    const plan = planRefund(refundable, refundable.total) ?? [];
    const rows = plan.length
      ? await this.startRefunds(tx, order, plan, 'The order was cancelled.', actor)
      : [];
    return {
      entries: rows.map((row) => entryOf(row, actor.email)),
      sendAfterCommit: async () => {
        await this.sendCardRefunds(orderId);
        try {
          await this.payments.expireOpenSessions(orderId);
        } catch (error) {
          this.log.warn({ err: error, orderId }, 'open card payments could not be ended');
        }
      },
    };
  }

  /** Writes the refund rows (pending), the order's `refund_started` event and audit entries. */
  private async startRefunds(
    tx: Tx,
    order: OrderRow,
    plan: readonly RefundPart[],
    reason: string,
    actor: Actor,
  ): Promise<PaymentRow[]> {
    const rows = await tx
      .insert(payments)
      .values(
        plan.map((part) => ({
          orderId: order.id,
          kind: 'refund' as const,
          method: part.method,
          provider: part.method === 'card' ? ('stripe' as const) : null,
          amount: part.amount,
          currency: 'eur',
          status: 'pending' as const,
          note: reason,
          relatedId: part.relatedId,
          recordedById: actor.id,
        })),
      )
      .returning();
    const total = rows.reduce((all, row) => all + row.amount, 0);
    const parts = rows.map((row) =>
      row.method === 'card'
        ? `${euros(row.amount)} to the card`
        : `${euros(row.amount)} to send by bank transfer`,
    );
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: 'refund_started',
      detail: `Refund of ${euros(total)} started (${parts.join(', ')}): ${reason}`,
      actorId: actor.id,
    });
    for (const row of rows)
      await this.audit.record(tx, actor, {
        action: 'payment.refund',
        entityType: 'payment',
        entityId: row.id,
        orderId: order.id,
        summary: `Refund of ${euros(row.amount)} (${PAYMENT_METHOD_LABELS[row.method].toLowerCase()}) started for order ${order.saleSequence}: ${reason}`,
        after: entryOf(row, actor.email),
      });
    // Pending refunds change no sum yet; the state is brought up to date all the same.
    await syncPayments(tx, order.id);
    return rows;
  }

  /**
   * Sends the order's card refunds that the payment service has not taken yet, each with its
   * own idempotency key: a refund it took is never made twice, one it refused is marked
   * failed, one it did not answer stays pending to be sent again.
   */
  private async sendCardRefunds(orderId: number, only?: number): Promise<void> {
    const related = alias(payments, 'related');
    const unsent = await this.db
      .select({ refund: payments, paymentIntent: related.providerPaymentRef })
      .from(payments)
      .innerJoin(related, eq(related.id, payments.relatedId))
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.kind, 'refund'),
          eq(payments.method, 'card'),
          eq(payments.status, 'pending'),
          isNull(payments.providerRef),
          only === undefined ? undefined : eq(payments.id, only),
        ),
      )
      .orderBy(asc(payments.id));
    for (const { refund, paymentIntent } of unsent) {
      if (!paymentIntent) continue;
      const sent = await this.payments.sendRefund({
        id: refund.id,
        orderId,
        amount: refund.amount,
        currency: refund.currency,
        paymentIntent,
        reason: refund.note,
      });
      if (sent.outcome === 'accepted')
        await this.db
          .update(payments)
          .set({ providerRef: sent.refundId })
          .where(and(eq(payments.id, refund.id), isNull(payments.providerRef)));
      else if (sent.outcome === 'refused')
        await this.db.transaction(async (tx) => {
          await lockOrder(tx, eq(orders.id, orderId));
          const [row] = await tx
            .select()
            .from(payments)
            .where(eq(payments.id, refund.id))
            .for('update');
          if (row?.status === 'pending' && row.providerRef === null)
            await refundFailed(tx, row, sent.message);
        });
      else
        this.log.warn(
          { orderId, refundId: refund.id, reason: sent.message },
          'the payment service did not answer a refund: it stays pending, to be sent again',
        );
    }
  }

  /**
   * Sends again a card refund the payment service has not taken (it did not answer): with
   * the same idempotency key, so that it is made once whatever happened to the first call.
   */
  async resendRefund(id: number, actor: Actor): Promise<PaymentResult> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    if (!row) throw notFound(LEDGER_MESSAGES.noPayment);
    if (row.kind !== 'refund' || row.method !== 'card')
      throw new HttpError(409, LEDGER_MESSAGES.notCardRefund);
    if (row.status !== 'pending') throw new HttpError(409, LEDGER_MESSAGES.notPending);
    if (row.providerRef) throw new HttpError(409, LEDGER_MESSAGES.sentAlready);
    await this.sendCardRefunds(row.orderId, row.id);
    const [after] = await this.db.select().from(payments).where(eq(payments.id, id));
    await this.audit.record(this.db, actor, {
      action: 'payment.refund_resend',
      entityType: 'payment',
      entityId: id,
      orderId: row.orderId,
      summary: `Card refund of ${euros(row.amount)} sent to the payment service again`,
      before: entryOf(row, null),
      after: after ? entryOf(after, null) : null,
    });
    return this.resultOf(row.orderId, [id]);
  }

  /**
   * Staff sent a pending bank refund: completed (on the day given, today by default), the
   * order's money follows, the customer is told. Marking it again changes nothing.
   */
  async completeRefund(
    id: number,
    input: CompleteRefundInput,
    actor: Actor,
  ): Promise<PaymentResult> {
    if (input.date && input.date > shopDayOf())
      throw fieldError('date', LEDGER_MESSAGES.futureDate);
    const [found] = await this.db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.id, id));
    if (!found) throw notFound(LEDGER_MESSAGES.noPayment);
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, eq(orders.id, found.orderId));
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      if (!order || !row) throw notFound(LEDGER_MESSAGES.noPayment);
      if (row.kind !== 'refund' || row.method !== 'bank_transfer')
        throw new HttpError(409, LEDGER_MESSAGES.notBankRefund);
      if (row.status === 'completed') return;
      if (row.status !== 'pending') throw new HttpError(409, LEDGER_MESSAGES.notPending);
      const told = await refundDone(
        tx,
        row,
        {
          paidAt: input.date ? bookedOn(input.date) : undefined,
          reference: input.reference,
        },
        actor.id,
      );
      const [after] = await tx.select().from(payments).where(eq(payments.id, id));
      await this.audit.record(tx, actor, {
        action: 'payment.refund_sent',
        entityType: 'payment',
        entityId: id,
        orderId: order.id,
        summary: `Refund of ${euros(row.amount)} sent by bank transfer for order ${order.saleSequence}`,
        before: entryOf(row, null),
        after: after ? entryOf(after, actor.email) : null,
      });
      await this.mails.send(tx, told);
    });
    return this.resultOf(found.orderId, [id]);
  }

  // -------------------------------------------------------------------------
  // The ledger.
  // -------------------------------------------------------------------------

  private filtered(filters: PaymentFilters): SQL | undefined {
    const conditions: SQL[] = [];
    if (filters.date_from) conditions.push(sql`${moneyDate} >= ${shopDayStart(filters.date_from)}`);
    if (filters.date_to) conditions.push(sql`${moneyDate} < ${shopDayStart(filters.date_to, 1)}`);
    if (filters.method) conditions.push(eq(payments.method, filters.method));
    if (filters.kind) conditions.push(eq(payments.kind, filters.kind));
    if (filters.status) conditions.push(eq(payments.status, filters.status));
    if (filters.search) {
      const pattern = containing(filters.search);
      conditions.push(
        or(
          ilike(orders.saleSequence, pattern),
          ilike(payments.payer, pattern),
          ilike(payments.reference, pattern),
          ilike(payments.providerRef, pattern),
        )!,
      );
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  private rowsWhere(where: SQL | undefined) {
    return this.db
      .select({
        row: payments,
        recordedBy: users.email,
        order: { saleSequence: orders.saleSequence, name: orders.name, email: orders.email },
        key: sql<string>`(${moneyDate})::text`,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(users, eq(users.id, payments.recordedById))
      .where(where)
      .orderBy(desc(moneyDate), desc(payments.id));
  }

  /** Every payment, refund and fee with its order, newest first, a page at a time. */
  async list(query: PaymentsQuery): Promise<PaymentList> {
    const where = this.filtered(query);
    const [rows, [total]] = await Promise.all([
      this.rowsWhere(where)
        .limit(PAYMENTS_PAGE_SIZE)
        .offset((query.page - 1) * PAYMENTS_PAGE_SIZE),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(where),
    ]);
    return {
      count: total?.n ?? 0,
      page: query.page,
      page_size: PAYMENTS_PAGE_SIZE,
      results: rows.map(({ row, recordedBy, order }) => ({
        ...entryOf(row, recordedBy),
        order: { sale_sequence: order.saleSequence, name: order.name, email: order.email },
      })),
    };
  }

  /**
   * The entries the filters select, as CSV lines (the header first), newest first, read in
   * slices that each continue after the last row of the one before. Amounts are positive
   * with their kind; the balance effect adds up (payments in, refunds and fees out).
   */
  async *csv(filters: PaymentFilters): AsyncGenerator<string> {
    yield csvRow([
      'Id',
      'Date',
      'Paid date',
      'Kind',
      'Method',
      'Status',
      'Amount',
      'Balance effect',
      'Currency',
      'Order',
      'Customer',
      'E-mail',
      'Payer',
      'Reference',
      'Note',
      'Provider reference',
      'Related id',
      'Recorded by',
    ]);
    const where = this.filtered(filters);
    let after: { key: string; id: number } | undefined;
    for (;;) {
      const continuation = after
        ? sql`(${moneyDate}, ${payments.id}) < (${after.key}::timestamptz, ${after.id})`
        : undefined;
      const rows = await this.rowsWhere(and(where, continuation)).limit(EXPORT_BATCH);
      for (const { row, recordedBy, order } of rows)
        yield csvRow([
          String(row.id),
          row.createdAt.toISOString(),
          row.paidAt?.toISOString() ?? '',
          PAYMENT_KIND_LABELS[row.kind],
          PAYMENT_METHOD_LABELS[row.method],
          PAYMENT_STATUS_LABELS[row.status],
          csvAmount(centsToMoney(row.amount)),
          csvAmount(
            centsToMoney(
              row.status !== 'completed' ? 0 : row.kind === 'payment' ? row.amount : -row.amount,
            ),
          ),
          row.currency.toUpperCase(),
          order.saleSequence,
          order.name,
          order.email,
          row.payer,
          row.reference,
          row.note,
          row.providerRef ?? '',
          row.relatedId === null ? '' : String(row.relatedId),
          recordedBy ?? '',
        ]);
      const last = rows.at(-1);
      if (rows.length < EXPORT_BATCH || !last) return;
      after = { key: last.key, id: last.row.id };
    }
  }
}

/** The order's row, locked (`SELECT … FOR UPDATE`): the first lock of every change of its money. */
export async function lockOrder(tx: Tx, where: SQL): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(where).for('update');
  return order;
}

/** The order's payments, locked, after its row. */
const lockPayments = (tx: Tx, orderId: number) =>
  tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id))
    .for('update');

/** Where an order's money stands, from the order and its payment rows. */
export function moneyOf(order: OrderRow, rows: readonly PaymentRow[]): OrderMoney {
  return {
    sale_sequence: order.saleSequence,
    status: order.status,
    total: centsToMoney(order.total),
    amount_paid: centsToMoney(order.amountPaid),
    balance: centsToMoney(balanceOf(order)),
    payment_state: order.paymentState,
    refundable: centsToMoney(refundableOf(rows).total),
    version: order.version,
  };
}
