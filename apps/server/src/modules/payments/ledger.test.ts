import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentList, PaymentResult } from '@windfamily/contract/payments';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { auditLog, orderEvents, orders, payments } from '../../db/schema';
import { seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient, mailsTo, type Role } from '../../test/helpers';
import { lockOrder } from './ledger';
import { standInFee } from './stripe-stand-in';
import {
  type HeldEvents,
  holdStandInEvents,
  money,
  orderRow,
  payByCard,
  placeOrder,
} from './test-orders';

let t: TestApp;
let held: HeldEvents;
let clerk: TestClient;
let clerkEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  held = holdStandInEvents(t);
  ({ client: clerk, email: clerkEmail } = await loggedInClient(t, 'sales'));
});
afterAll(async () => t.close());

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
const db = () => t.app.services.database.db;

const record = (body: Record<string, unknown>, client = clerk) =>
  client.post('/api/accounting/payments/', { date: today(), ...body });
const refund = (saleSequence: string, body: Record<string, unknown>, client = clerk) =>
  client.post(`/api/store/orders/${saleSequence}/refund/`, body);

async function paymentRows(orderId: number) {
  return db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}
async function eventsOf(orderId: number) {
  const rows = await db()
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
  return rows.map((row) => row.kind);
}
/** What a refused request must leave as it was: the order, its payments and its events. */
async function snapshotOf(saleSequence: string) {
  const order = await orderRow(t, saleSequence);
  return {
    order,
    payments: await paymentRows(order.id),
    events: await eventsOf(order.id),
  };
}

describe('bank transfers recorded by hand', () => {
  it('keep a part, the rest and too much, and the payment state follows the sum', async () => {
    const placed = await placeOrder(t);
    const part = Math.floor(placed.total / 3);
    const first = await record({
      order: placed.saleSequence,
      amount: money(part),
      reference: `Order ${placed.saleSequence}`,
      payer: 'Paula Pilot',
      note: 'first instalment',
    });
    expect(first.statusCode, first.body).toBe(201);
    const firstResult = first.json<PaymentResult>();
    expect(firstResult.order).toMatchObject({
      sale_sequence: placed.saleSequence,
      payment_state: 'partly_paid',
      amount_paid: money(part),
      balance: money(placed.total - part),
      refundable: money(part),
    });
    expect(firstResult.entries).toEqual([
      expect.objectContaining({
        kind: 'payment',
        method: 'bank_transfer',
        status: 'completed',
        amount: money(part),
        reference: `Order ${placed.saleSequence}`,
        payer: 'Paula Pilot',
        note: 'first instalment',
        recorded_by: clerkEmail,
        provider_ref: null,
        statement_line_id: null,
      }),
    ]);
    // The day it arrived, whatever the time zone it is read in.
    expect(firstResult.entries[0]!.paid_date!.slice(0, 10)).toBe(today());
    expect((await mailsTo(t, placed.email)).map((mail) => mail.subject)).toHaveLength(1);

    const rest = await record({ order: placed.saleSequence, amount: money(placed.total - part) });
    expect(rest.json<PaymentResult>().order).toMatchObject({
      payment_state: 'paid',
      status: 'paid',
      balance: '0.00',
    });
    const mails = await mailsTo(t, placed.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Windfamily | Your order ${placed.saleSequence}`,
      `Windfamily | Payment received for order ${placed.saleSequence}`,
    ]);

    const over = await record({ order: placed.saleSequence, amount: '10', payer: 'Paula Pilot' });
    expect(over.json<PaymentResult>().order).toMatchObject({
      payment_state: 'overpaid',
      balance: '-10.00',
      refundable: money(placed.total + 1000),
    });
    // Paid once: one thank-you.
    expect(await mailsTo(t, placed.email)).toHaveLength(2);

    const row = await orderRow(t, placed.saleSequence);
    expect(await eventsOf(row.id)).toEqual([
      'placed',
      'payment_recorded',
      'payment_recorded',
      'paid',
      'payment_recorded',
    ]);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orderId, row.id), eq(auditLog.action, 'payment.record')));
    expect(audited).toHaveLength(3);
    expect(audited[0]).toMatchObject({ actorEmail: clerkEmail, entityType: 'payment' });
  });

  it('refuse bad input and a transfer recorded twice, changing nothing', async () => {
    const placed = await placeOrder(t);
    const before = await snapshotOf(placed.saleSequence);
    const order = placed.saleSequence;
    expectApiError(await record({ order: '2026-9999', amount: '10' }), 400, {
      order: ['There is no order 2026-9999.'],
    });
    expectApiError(await record({ order: 'nonsense', amount: '10' }), 400);
    for (const amount of ['0', '-5', 'ten', '10.001', '2000000'])
      expectApiError(await record({ order, amount }), 400);
    expectApiError(await record({ order, amount: '10', date: '2026-13-01' }), 400);
    expectApiError(await record({ order, amount: '10', date: '2999-01-01' }), 400, {
      date: ['The date cannot be in the future.'],
    });
    expectApiError(await record({ order, amount: '10', reference: 'x'.repeat(501) }), 400);
    expect(await snapshotOf(order)).toEqual(before);

    const once = await record({ order, amount: '10', reference: 'R1', payer: 'Paula Pilot' });
    expect(once.statusCode).toBe(201);
    const twice = await record({ order, amount: '10', reference: 'R1', payer: 'Paula Pilot' });
    expectApiError(twice, 409);
    const noted = await record({
      order,
      amount: '10',
      reference: 'R1',
      payer: 'Paula Pilot',
      note: 'came in twice',
    });
    expect(noted.statusCode).toBe(201);
    const { id } = await orderRow(t, order);
    expect(await paymentRows(id)).toHaveLength(2);
  });
});

describe('card payments', () => {
  it('book the payment service’s fee when they complete', async () => {
    const placed = await placeOrder(t, 'card');
    await payByCard(held, placed);
    const { id } = await orderRow(t, placed.saleSequence);
    const [payment, fee, ...rest] = await paymentRows(id);
    expect(rest).toHaveLength(0);
    expect(payment).toMatchObject({ kind: 'payment', status: 'completed', amount: placed.total });
    expect(payment!.providerPaymentRef).toMatch(/^pi_test_/);
    expect(fee).toMatchObject({
      kind: 'fee',
      method: 'card',
      status: 'completed',
      amount: standInFee(placed.total),
      relatedId: payment!.id,
    });
    expect(fee!.providerRef).toMatch(/^txn_test_/);
    // Fees are the shop's cost: the customer paid in full.
    expect(await orderRow(t, placed.saleSequence)).toMatchObject({
      paymentState: 'paid',
      amountPaid: placed.total,
    });
  });
});

describe('refunds', () => {
  it('of card money go through the payment service and are completed by its event, once', async () => {
    const placed = await placeOrder(t, 'card');
    await payByCard(held, placed);
    const { version } = await orderRow(t, placed.saleSequence);
    const amount = 1500;
    const started = await refund(placed.saleSequence, {
      amount: money(amount),
      reason: 'Goodwill: the bag was scratched',
      version,
    });
    expect(started.statusCode, started.body).toBe(200);
    const result = started.json<PaymentResult>();
    expect(result.entries).toEqual([
      expect.objectContaining({
        kind: 'refund',
        method: 'card',
        status: 'pending',
        amount: money(amount),
        note: 'Goodwill: the bag was scratched',
        recorded_by: clerkEmail,
      }),
    ]);
    expect(result.entries[0]!.provider_ref).toMatch(/^re_test_/);
    expect(result.order).toMatchObject({
      payment_state: 'paid',
      refundable: money(placed.total - amount),
      version: version + 1,
    });

    const events = held.take();
    expect(events.map((event) => event.type)).toEqual(['refund.created', 'refund.updated']);
    // Stripe sends in any order, and again: the refund completes once.
    for (const event of [events[1]!, events[0]!, events[1]!, events[1]!])
      expect((await held.deliver(event)).statusCode).toBe(200);
    const row = await orderRow(t, placed.saleSequence);
    expect(row).toMatchObject({
      paymentState: 'partly_paid',
      amountPaid: placed.total - amount,
    });
    const refunds = (await paymentRows(row.id)).filter((one) => one.kind === 'refund');
    expect(refunds).toMatchObject([
      { status: 'completed', providerRef: result.entries[0]!.provider_ref },
    ]);
    expect((await eventsOf(row.id)).filter((kind) => kind.startsWith('refund'))).toEqual([
      'refund_started',
      'refunded',
    ]);
    const mails = (await mailsTo(t, placed.email)).filter((mail) =>
      mail.subject.includes('Refund'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('to the card you paid with');
  });

  it('refund once when clicked twice or sent again', async () => {
    const placed = await placeOrder(t, 'card');
    await payByCard(held, placed);
    const { version, id } = await orderRow(t, placed.saleSequence);
    const body = { amount: money(placed.total), reason: 'Returned unused', version };
    const answers = await Promise.all([
      refund(placed.saleSequence, body),
      refund(placed.saleSequence, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectApiError(
      answers.find((answer) => answer.statusCode === 409)!,
      409,
    );
    expectApiError(await refund(placed.saleSequence, body), 409, {
      version: [
        'The order has changed since you opened it (a refund may have been started meanwhile): reload it and check the amount.',
      ],
    });
    const [payment] = await paymentRows(id);
    expect(t.app.services.payments.standIn!.refundsOf(payment!.providerPaymentRef!)).toHaveLength(
      1,
    );
    expect((await paymentRows(id)).filter((row) => row.kind === 'refund')).toHaveLength(1);

    for (const event of held.take()) await held.deliver(event);
    expect(await orderRow(t, placed.saleSequence)).toMatchObject({
      paymentState: 'refunded',
      amountPaid: 0,
    });
  });

  it('refuse more than was received and not refunded, changing nothing', async () => {
    const placed = await placeOrder(t);
    const order = placed.saleSequence;
    let { version } = await orderRow(t, order);
    expectApiError(await refund(order, { amount: '1', reason: 'x', version }), 409, {
      amount: ['Nothing can be refunded: no money was received that is not refunded already.'],
    });
    await record({ order, amount: '20' });
    const pending = await refund(order, { amount: '5', reason: 'Too much paid', version });
    expect(pending.json<PaymentResult>().order).toMatchObject({ refundable: '15.00' });
    version += 1;
    const before = await snapshotOf(order);
    expectApiError(await refund(order, { amount: '15.01', reason: 'x', version }), 409, {
      amount: [
        'At most 15 € can be refunded: what was received and is neither refunded nor being refunded.',
      ],
    });
    expectApiError(await refund(order, { amount: '0', reason: 'x', version }), 400);
    expectApiError(await refund(order, { amount: '5', reason: '', version }), 400);
    expectApiError(await refund(order, { amount: '5', reason: 'x' }), 400);
    expectApiError(await refund('2026-9999', { amount: '5', reason: 'x', version }), 404);
    expect(await snapshotOf(order)).toEqual(before);
  });

  it('of bank money wait to be sent, and staff mark them sent once', async () => {
    const placed = await placeOrder(t);
    const order = placed.saleSequence;
    await record({ order, amount: money(placed.total + 2000) });
    const { version, id } = await orderRow(t, order);
    const started = (
      await refund(order, { amount: '20', reason: 'Paid too much', version })
    ).json<PaymentResult>();
    expect(started.entries).toEqual([
      expect.objectContaining({ method: 'bank_transfer', status: 'pending', provider_ref: null }),
    ]);
    expect(held.all).toHaveLength(0);
    const refundId = started.entries[0]!.id;

    const sent = await clerk.post(`/api/accounting/payments/${refundId}/complete/`, {
      reference: `Refund ${order}`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<PaymentResult>()).toMatchObject({
      order: { payment_state: 'paid', balance: '0.00', refundable: money(placed.total) },
      entries: [{ status: 'completed', reference: `Refund ${order}` }],
    });
    const again = await clerk.post(`/api/accounting/payments/${refundId}/complete/`, {});
    expect(again.statusCode).toBe(200);
    expect((await eventsOf(id)).filter((kind) => kind === 'refunded')).toHaveLength(1);
    const mails = (await mailsTo(t, placed.email)).filter((mail) =>
      mail.subject.includes('Refund'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('by bank transfer');

    const [payment] = await paymentRows(id);
    expectApiError(await clerk.post(`/api/accounting/payments/${payment!.id}/complete/`, {}), 409);
    expectApiError(await clerk.post('/api/accounting/payments/999999/complete/', {}), 404);
    expectApiError(await clerk.post('/api/accounting/payments/x/complete/', {}), 400);
    expectApiError(
      await clerk.post(`/api/accounting/payments/${refundId}/complete/`, { date: '2999-01-01' }),
      400,
    );
  });

  it('split over card and bank money: the card first', async () => {
    const placed = await placeOrder(t, 'card');
    const order = placed.saleSequence;
    await record({ order, amount: '10' });
    // The rest by card: the payment page asks for what is still due.
    await payByCard(held, placed);
    const row = await orderRow(t, order);
    expect(row).toMatchObject({ paymentState: 'paid', amountPaid: placed.total });
    const split = (
      await refund(order, {
        amount: money(placed.total),
        reason: 'Cancelled by phone',
        version: row.version,
      })
    ).json<PaymentResult>();
    expect(split.entries).toEqual([
      expect.objectContaining({ method: 'card', amount: money(placed.total - 1000) }),
      expect.objectContaining({ method: 'bank_transfer', amount: '10.00' }),
    ]);
    expect(split.order.refundable).toBe('0.00');
    held.take();
  });

  it('taken by the payment service whose answer was lost are made once when sent again', async () => {
    const placed = await placeOrder(t, 'card');
    await payByCard(held, placed);
    const { version, id } = await orderRow(t, placed.saleSequence);
    const standIn = t.app.services.payments.standIn!;
    standIn.loseNextAnswer = true;
    const started = (
      await refund(placed.saleSequence, { amount: '5', reason: 'Goodwill', version })
    ).json<PaymentResult>();
    expect(started.entries).toEqual([
      expect.objectContaining({ status: 'pending', provider_ref: null }),
    ]);
    const lost = held.take();
    expect(lost).toHaveLength(2);

    const refundId = started.entries[0]!.id;
    const resent = await clerk.post(`/api/accounting/payments/${refundId}/send/`);
    expect(resent.statusCode, resent.body).toBe(200);
    const [payment] = await paymentRows(id);
    const made = standIn.refundsOf(payment!.providerPaymentRef!);
    expect(made).toHaveLength(1);
    expect(resent.json<PaymentResult>().entries[0]!.provider_ref).toBe(made[0]!.id);
    expectApiError(await clerk.post(`/api/accounting/payments/${refundId}/send/`), 409);
    expectApiError(await clerk.post(`/api/accounting/payments/${payment!.id}/send/`), 409);

    // The events of the first call complete it.
    for (const event of lost) await held.deliver(event);
    expect((await paymentRows(id)).find((row) => row.id === refundId)).toMatchObject({
      status: 'completed',
      providerRef: made[0]!.id,
    });
  });

  it('that the payment service refuses or fails give the money back to refund', async () => {
    const placed = await placeOrder(t, 'card');
    await payByCard(held, placed);
    const { version, id } = await orderRow(t, placed.saleSequence);
    const [payment] = await paymentRows(id);
    // Refunded meanwhile on the payment service's own dashboard: nothing left there.
    const outside = await t.app.services.payments.sendRefund({
      id: 999_999,
      orderId: id,
      amount: placed.total,
      currency: 'eur',
      paymentIntent: payment!.providerPaymentRef!,
      reason: 'dashboard',
    });
    expect(outside.outcome).toBe('accepted');
    held.take();
    const refused = (
      await refund(placed.saleSequence, { amount: '5', reason: 'Goodwill', version })
    ).json<PaymentResult>();
    expect(refused.entries).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(refused.order.refundable).toBe(money(placed.total));
    expect((await eventsOf(id)).at(-1)).toBe('note');

    // A refund that failed after it was made (the card was closed) is failed too.
    const second = await placeOrder(t, 'card');
    await payByCard(held, second);
    const secondRow = await orderRow(t, second.saleSequence);
    await refund(second.saleSequence, {
      amount: '5',
      reason: 'Goodwill',
      version: secondRow.version,
    });
    const [, updated] = held.take();
    await held.deliver(updated!);
    expect((await orderRow(t, second.saleSequence)).amountPaid).toBe(second.total - 500);
    const standIn = t.app.services.payments.standIn!;
    const failed = standIn.signedEvent('refund.failed', {
      ...updated!.object,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect((await held.deliver(failed)).statusCode).toBe(200);
    expect(await orderRow(t, second.saleSequence)).toMatchObject({
      amountPaid: second.total,
      paymentState: 'paid',
    });
    // A forged event changes nothing.
    const forged = await held.deliver({
      ...failed,
      payload: failed.payload.replace('failed', 'succeeded'),
    });
    expectApiError(forged, 400);
  });
});

describe('refunds made on the payment service’s dashboard', () => {
  it('are booked from their events, once', async () => {
    const placed = await placeOrder(t, 'card');
    await payByCard(held, placed);
    const { id } = await orderRow(t, placed.saleSequence);
    const [payment] = await paymentRows(id);
    const outside = await t.app.services.payments.sendRefund({
      id: 888_888,
      orderId: id,
      amount: 700,
      currency: 'eur',
      paymentIntent: payment!.providerPaymentRef!,
      reason: 'dashboard',
    });
    expect(outside.outcome).toBe('accepted');
    const events = held.take();
    for (const event of [...events, ...events])
      expect((await held.deliver(event)).statusCode).toBe(200);
    const refunds = (await paymentRows(id)).filter((row) => row.kind === 'refund');
    expect(refunds).toMatchObject([
      {
        method: 'card',
        status: 'completed',
        amount: 700,
        relatedId: payment!.id,
        recordedById: null,
      },
    ]);
    expect(await orderRow(t, placed.saleSequence)).toMatchObject({
      amountPaid: placed.total - 700,
      paymentState: 'partly_paid',
    });
  });
});

describe('a cancellation', () => {
  it('refunds everything received in the caller’s transaction and sends the card refunds after it', async () => {
    const placed = await placeOrder(t, 'card');
    const order = placed.saleSequence;
    await record({ order, amount: '10' });
    await payByCard(held, placed);
    const { id: actorId, email } = (await loggedInClient(t, 'sales')).user;
    const actor = { id: actorId, email, requestKey: 'cancel-test' };
    const ledger = t.app.services.paymentLedger;
    const cancelled = await db().transaction(async (tx) => {
      // The caller holds the order's lock, as the order's cancellation does.
      const locked = await lockOrder(tx, eq(orders.saleSequence, order));
      return ledger.cancelRefunds(tx, locked!.id, actor);
    });
    expect(cancelled.entries).toEqual([
      expect.objectContaining({ method: 'card', status: 'pending', provider_ref: null }),
      expect.objectContaining({ method: 'bank_transfer', status: 'pending', amount: '10.00' }),
    ]);
    await cancelled.sendAfterCommit();
    const { id } = await orderRow(t, order);
    const card = (await paymentRows(id)).find(
      (row) => row.kind === 'refund' && row.method === 'card',
    );
    expect(card!.providerRef).toMatch(/^re_test_/);
    for (const event of held.take()) await held.deliver(event);
    expect(await orderRow(t, order)).toMatchObject({ amountPaid: 1000 });
  });
});

describe('a cancelled order', () => {
  it('can no longer be paid on its open card payment page', async () => {
    const placed = await placeOrder(t, 'card');
    const started = await placed.client.get(placed.link, {
      headers: { accept: 'application/json' },
    });
    expect(started.statusCode).toBe(200);
    const { id } = await orderRow(t, placed.saleSequence);
    const { user } = await loggedInClient(t, 'sales');
    const cancelled = await db().transaction(async (tx) => {
      await lockOrder(tx, eq(orders.id, id));
      return t.app.services.paymentLedger.cancelRefunds(tx, id, {
        id: user.id,
        email: user.email,
        requestKey: 'cancel-open-test',
      });
    });
    expect(cancelled.entries).toEqual([]);
    await cancelled.sendAfterCommit();
    const [expired] = held.take('checkout.session.expired');
    expect((await held.deliver(expired!)).statusCode).toBe(200);
    expect(await paymentRows(id)).toMatchObject([{ status: 'expired', url: null }]);
  });
});

describe('the ledger', () => {
  it('lists every payment, refund and fee with its order, newest first, filtered', async () => {
    const { client } = await loggedInClient(t, 'accounting');
    const placed = await placeOrder(t);
    await record({
      order: placed.saleSequence,
      amount: '12.34',
      payer: 'Zora Zephyr',
      reference: 'ZZ-77',
    });
    const all = (await client.get('/api/accounting/payments/')).json<PaymentList>();
    expect(all.page_size).toBe(50);
    expect(all.count).toBeGreaterThan(10);
    // A transfer is booked at noon of its day: before or after the card payments of today.
    expect(all.results.find((row) => row.payer === 'Zora Zephyr')).toMatchObject({
      amount: '12.34',
      order: { sale_sequence: placed.saleSequence, name: 'Paula Pilot', email: placed.email },
    });
    const moneyDates = all.results.map((row) => Date.parse(row.paid_date ?? row.date));
    expect(moneyDates).toEqual([...moneyDates].sort((a, b) => b - a));
    const list = async (query: string) =>
      (await client.get(`/api/accounting/payments/?${query}`)).json<PaymentList>();
    expect((await list('search=zephyr')).count).toBe(1);
    expect((await list('search=ZZ-77')).count).toBe(1);
    expect((await list(`search=${placed.saleSequence}`)).count).toBe(1);
    expect((await list('search=%25')).count).toBe(0);
    const fees = await list('kind=fee');
    expect(fees.count).toBeGreaterThan(0);
    expect(fees.results.every((row) => row.kind === 'fee' && row.method === 'card')).toBe(true);
    expect(
      (await list('kind=refund&status=pending&method=bank_transfer')).results.every(
        (row) =>
          row.kind === 'refund' && row.status === 'pending' && row.method === 'bank_transfer',
      ),
    ).toBe(true);
    expect((await list(`date_from=${today()}&date_to=${today()}`)).count).toBe(all.count);
    expect((await list('date_to=2020-01-01')).count).toBe(0);
    expect((await list('page=2')).results.length).toBe(Math.max(0, Math.min(50, all.count - 50)));
    for (const bad of ['date_from=yesterday', 'method=cash', 'kind=gift', 'status=lost', 'page=0'])
      expectApiError(await client.get(`/api/accounting/payments/?${bad}`), 400);
  });

  it('exports the same as CSV', async () => {
    const { client } = await loggedInClient(t, 'accounting');
    const response = await client.get('/api/accounting/payments/export/?search=Zephyr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments-/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Id,Date,Paid date,Kind,Method,Status,Amount,Balance effect,Currency,Order,Customer,E-mail,Payer,Reference,Note,Provider reference,Related id,Recorded by',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Payment,Bank transfer,Completed,12.34,12.34,EUR,');
    expect(lines[1]).toContain(',Zora Zephyr,ZZ-77,');
    const everything = await client.get('/api/accounting/payments/export/');
    const rows = everything.body.trimEnd().split('\r\n').length - 1;
    expect(rows).toBe((await client.get('/api/accounting/payments/')).json<PaymentList>().count);
    expectApiError(await client.get('/api/accounting/payments/export/?kind=gift'), 400);
  });
});

describe('who may', () => {
  const reads = ['/api/accounting/payments/', '/api/accounting/payments/export/'];

  it('read the ledger: accounting and those who handle payments', async () => {
    for (const url of reads) {
      expectApiError(await new TestClient(t.app).get(url), 401);
      for (const role of ['customer', 'reseller', 'warehouse', 'content', 'store'] as Role[])
        expectApiError(await (await loggedInClient(t, role)).client.get(url), 403);
      for (const role of ['accounting', 'sales', 'staff', 'superuser'] as Role[])
        expect((await (await loggedInClient(t, role)).client.get(url)).statusCode).toBe(200);
    }
  });

  it('record, refund and mark refunds sent: those who handle payments', async () => {
    const placed = await placeOrder(t);
    const { version } = await orderRow(t, placed.saleSequence);
    const writes: [string, Record<string, unknown>][] = [
      ['/api/accounting/payments/', { order: placed.saleSequence, amount: '1', date: today() }],
      [`/api/store/orders/${placed.saleSequence}/refund/`, { amount: '1', reason: 'x', version }],
      ['/api/accounting/payments/999999/complete/', {}],
      ['/api/accounting/payments/999999/send/', {}],
    ];
    const before = await snapshotOf(placed.saleSequence);
    for (const [url, body] of writes) {
      expectApiError(await new TestClient(t.app).post(url, body), 401);
      for (const role of ['customer', 'reseller', 'warehouse', 'content', 'store'] as Role[])
        expectApiError(await (await loggedInClient(t, role)).client.post(url, body), 403);
    }
    expect(await snapshotOf(placed.saleSequence)).toEqual(before);
    for (const role of ['accounting', 'sales', 'superuser'] as Role[]) {
      const { client } = await loggedInClient(t, role);
      expect(
        (await record({ order: placed.saleSequence, amount: '1', note: role }, client)).statusCode,
      ).toBe(201);
    }
    expect(await paymentRows(before.order.id)).toHaveLength(3);
  });
});

describe('the OpenAPI document', () => {
  it('shows each route of the money with its permissions and every answer it gives', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { 'x-permissions'?: string[]; responses: Record<string, unknown> }>
      >;
    }>();
    const read = [PERMISSIONS.accounting, PERMISSIONS.payments];
    const write = [PERMISSIONS.payments];
    const routes: [string, string, string[], string[]][] = [
      ['/api/accounting/payments/', 'get', read, ['200', '400', '401', '403']],
      ['/api/accounting/payments/export/', 'get', read, ['200', '400', '401', '403']],
      ['/api/accounting/payments/', 'post', write, ['201', '400', '401', '403', '409']],
      ['/api/accounting/payments/{id}/complete/', 'post', write, ['200', '404', '409']],
      ['/api/accounting/payments/{id}/send/', 'post', write, ['200', '404', '409']],
      ['/api/store/orders/{sale_sequence}/refund/', 'post', write, ['200', '404', '409']],
      ['/api/accounting/bank_statements/', 'get', read, ['200', '401', '403']],
      ['/api/accounting/bank_statements/', 'post', write, ['200', '201', '400', '413']],
      ['/api/accounting/bank_statements/{id}/', 'get', read, ['200', '404']],
      ['/api/accounting/bank_statements/{id}/book/', 'post', write, ['200', '400', '404', '409']],
    ];
    for (const [path, method, permissions, statuses] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.['x-permissions'], `${method} ${path}`).toEqual(permissions);
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(statuses),
      );
    }
  });
});
