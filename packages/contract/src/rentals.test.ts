import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEMO_SALE_RULE,
  demoSaleDiscountPercent,
  demoSalePrice,
  RENTAL_STATES,
  rentalAllows,
  rentalCreatePayloadSchema,
  type RentalAction,
  type RentalState,
} from './rentals';

describe('the rental state machine', () => {
  const allowed: Record<RentalAction, RentalState[]> = {
    update: ['booked', 'out', 'returned'],
    cancel: ['booked'],
    send: ['booked'],
    return: ['out'],
    close: ['returned'],
    feeOrder: ['booked', 'out', 'returned'],
    saleOrder: ['out'],
  };

  for (const [action, states] of Object.entries(allowed) as [RentalAction, RentalState[]][])
    it(`allows ${action} only from ${states.join(', ')}`, () => {
      for (const state of RENTAL_STATES)
        expect(rentalAllows(state, action), `${action} from ${state}`).toBe(states.includes(state));
    });

  it('lets nothing leave a closed or cancelled rental', () => {
    for (const action of Object.keys(allowed) as RentalAction[]) {
      expect(rentalAllows('closed', action)).toBe(false);
      expect(rentalAllows('cancelled', action)).toBe(false);
    }
  });
});

describe('the price of a demo wing', () => {
  const rule = { percent_per_10_hours: 5, max_percent: 30 };

  it('takes a step off per whole 10 hours flown, up to the cap', () => {
    expect(demoSaleDiscountPercent(rule, 0)).toBe(0);
    expect(demoSaleDiscountPercent(rule, 9.9)).toBe(0);
    expect(demoSaleDiscountPercent(rule, 10)).toBe(5);
    expect(demoSaleDiscountPercent(rule, 59.9)).toBe(25);
    expect(demoSaleDiscountPercent(rule, 60)).toBe(30);
    expect(demoSaleDiscountPercent(rule, 500)).toBe(30);
  });

  it('rounds the lowered price to the cent', () => {
    expect(demoSalePrice(rule, 400_000, 25)).toBe(360_000);
    expect(demoSalePrice({ percent_per_10_hours: 3.5, max_percent: 50 }, 99_999, 10)).toBe(96_499);
    expect(demoSalePrice(DEFAULT_DEMO_SALE_RULE, 100_000, 0)).toBe(100_000);
  });
});

describe('a booking', () => {
  const base = {
    unit_id: 1,
    pilot: {
      name: 'Paula',
      email: 'p@example.com',
      phone: '+43 664 1234567',
      address: 'Startplatz 1',
      zipcode: '6020',
      city: 'Innsbruck',
      country: 'at',
    },
  };

  it('ends on or after its start, within the longest rental', () => {
    expect(
      rentalCreatePayloadSchema.safeParse({
        ...base,
        starts_on: '2027-01-01',
        ends_on: '2027-01-01',
      }).success,
    ).toBe(true);
    expect(
      rentalCreatePayloadSchema.safeParse({
        ...base,
        starts_on: '2027-01-02',
        ends_on: '2027-01-01',
      }).success,
    ).toBe(false);
    expect(
      rentalCreatePayloadSchema.safeParse({
        ...base,
        starts_on: '2027-01-01',
        ends_on: '2027-12-01',
      }).success,
    ).toBe(false);
  });
});
