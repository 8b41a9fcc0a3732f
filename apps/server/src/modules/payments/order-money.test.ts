import { describe, expect, it } from 'vitest';
import { paymentStateOf } from '../orders/balance';
import { type MoneyRow, planRefund, refundableOf } from './order-money';

let nextId = 1;
const row = (overrides: Partial<MoneyRow>): MoneyRow => ({
  id: nextId++,
  kind: 'payment',
  method: 'bank_transfer',
  status: 'completed',
  amount: 10_000,
  relatedId: null,
  providerPaymentRef: null,
  ...overrides,
});
const card = (amount: number, status: MoneyRow['status'] = 'completed') =>
  row({ method: 'card', amount, status, providerPaymentRef: `pi_${nextId}` });
const refundOf = (payment: MoneyRow, amount: number, status: MoneyRow['status'] = 'pending') =>
  row({ kind: 'refund', method: payment.method, amount, status, relatedId: payment.id });
const bankRefund = (amount: number, status: MoneyRow['status'] = 'pending') =>
  row({ kind: 'refund', amount, status });

describe('the payment state of an order', () => {
  const state = (paid: number, extra: { refunded?: boolean; processing?: boolean } = {}) =>
    paymentStateOf({
      owed: 42_900,
      paid,
      refunded: extra.refunded ?? false,
      processing: extra.processing ?? false,
    });

  it('follows what was received against what is owed', () => {
    expect(state(0)).toBe('unpaid');
    expect(state(0, { processing: true })).toBe('processing');
    expect(state(10_000)).toBe('partly_paid');
    expect(state(42_900)).toBe('paid');
    expect(state(43_000)).toBe('overpaid');
  });

  it('counts refunds off what was received', () => {
    // Paid in full, then 100 € refunded: part of the price is still received.
    expect(state(42_900 - 10_000, { refunded: true })).toBe('partly_paid');
    // Overpaid by 1 €, and the euro refunded: paid.
    expect(state(42_900, { refunded: true })).toBe('paid');
    // Everything that came in went back.
    expect(state(0, { refunded: true })).toBe('refunded');
  });

  it('owes nothing once cancelled: anything kept is to be refunded', () => {
    expect(paymentStateOf({ owed: 0, paid: 42_900, refunded: false, processing: false })).toBe(
      'overpaid',
    );
    expect(paymentStateOf({ owed: 0, paid: 0, refunded: true, processing: false })).toBe(
      'refunded',
    );
  });
});

describe('what can be refunded', () => {
  it('is what was received, less refunds done or under way', () => {
    const transfer = row({ amount: 20_000 });
    const paidCard = card(30_000);
    expect(refundableOf([transfer, paidCard])).toEqual({
      total: 50_000,
      cards: [{ paymentId: paidCard.id, paymentIntent: paidCard.providerPaymentRef, left: 30_000 }],
      bank: 20_000,
    });
    const refunds = [
      refundOf(paidCard, 5_000, 'completed'),
      refundOf(paidCard, 5_000, 'pending'),
      refundOf(paidCard, 9_000, 'failed'),
      bankRefund(2_000, 'completed'),
    ];
    expect(refundableOf([transfer, paidCard, ...refunds])).toMatchObject({
      total: 38_000,
      cards: [{ paymentId: paidCard.id, left: 20_000 }],
      bank: 18_000,
    });
  });

  it('leaves out money that never came in, and fees', () => {
    expect(
      refundableOf([
        card(30_000, 'open'),
        card(30_000, 'expired'),
        row({ status: 'pending' }),
        row({ kind: 'fee', method: 'card', amount: 475 }),
      ]).total,
    ).toBe(0);
  });

  it('sends card money without its PaymentIntent back by bank transfer', () => {
    const old = row({ method: 'card', amount: 12_000 });
    expect(refundableOf([old])).toEqual({ total: 12_000, cards: [], bank: 12_000 });
  });
});

describe('a refund plan', () => {
  it('takes the card payments first, oldest first, then the rest by bank transfer', () => {
    const first = card(10_000);
    const second = card(20_000);
    const transfer = row({ amount: 5_000 });
    const refundable = refundableOf([first, second, transfer, refundOf(first, 4_000)]);
    expect(planRefund(refundable, 3_000)).toEqual([
      { method: 'card', amount: 3_000, relatedId: first.id },
    ]);
    expect(planRefund(refundable, 10_000)).toEqual([
      { method: 'card', amount: 6_000, relatedId: first.id },
      { method: 'card', amount: 4_000, relatedId: second.id },
    ]);
    expect(planRefund(refundable, 31_000)).toEqual([
      { method: 'card', amount: 6_000, relatedId: first.id },
      { method: 'card', amount: 20_000, relatedId: second.id },
      { method: 'bank_transfer', amount: 5_000, relatedId: null },
    ]);
  });

  it('refuses more than can be refunded, and nothing', () => {
    const refundable = refundableOf([card(10_000), bankRefund(0, 'failed')]);
    expect(planRefund(refundable, 10_001)).toBeNull();
    expect(planRefund(refundable, 0)).toBeNull();
    expect(planRefund(refundable, -5)).toBeNull();
    expect(planRefund(refundableOf([]), 1)).toBeNull();
  });
});
