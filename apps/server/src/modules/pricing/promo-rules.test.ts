import { describe, expect, it } from 'vitest';
import { grossOf, pricingFor, type PricingContext } from './prices';
import {
  PROMO_MESSAGES,
  promoCodeRefusal,
  promoDiscount,
  type DiscountLine,
  type PromoCodeRule,
} from './promo-rules';

const austria = pricingFor('at', null, null, 'at') as PricingContext;
const WINGS = 1;
const FASHION = 2;

const code = (overrides: Partial<PromoCodeRule> = {}): PromoCodeRule => ({
  id: 1,
  code: 'TEST',
  description: '',
  kind: 'percent',
  percentOffBp: 1000,
  amountOff: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerAccount: null,
  minOrderValue: null,
  active: true,
  usedCount: 0,
  categoryIds: [],
  productIds: [],
  scopeNames: [],
  ...overrides,
});

const line = (productId: number, categoryId: number, netCents: number): DiscountLine => ({
  productId,
  categoryId,
  netCents,
  grossCents: grossOf(netCents, austria.vatRateBp),
});

const wing = line(10, WINGS, 357_500); // 4 290 € gross
const shirt = line(20, FASHION, 2_500); // 30 € gross

describe('when a code can be used', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('refuses inactive, expired, not yet valid and used-up codes', () => {
    expect(promoCodeRefusal(code(), now, null)).toBeNull();
    expect(promoCodeRefusal(code({ active: false }), now, null)).toBe(PROMO_MESSAGES.inactive);
    expect(
      promoCodeRefusal(code({ validUntil: new Date('2026-06-15T12:00:00Z') }), now, null),
    ).toBe(PROMO_MESSAGES.expired);
    expect(promoCodeRefusal(code({ validFrom: new Date('2026-07-01T00:00:00Z') }), now, null)).toBe(
      'This promo code is valid from 2026-07-01.',
    );
    expect(promoCodeRefusal(code({ maxUses: 3, usedCount: 3 }), now, null)).toBe(
      PROMO_MESSAGES.usedUp,
    );
    expect(promoCodeRefusal(code({ maxUses: 3, usedCount: 2 }), now, null)).toBeNull();
  });

  it("counts an account's own uses only when it is known", () => {
    const once = code({ maxUsesPerAccount: 1 });
    expect(promoCodeRefusal(once, now, 1)).toBe(PROMO_MESSAGES.usedByAccount);
    expect(promoCodeRefusal(once, now, 0)).toBeNull();
    expect(promoCodeRefusal(once, now, null)).toBeNull();
  });
});

describe('discounts', () => {
  it('takes a percentage of every line, net and gross each rounded once', () => {
    expect(promoDiscount(code(), [wing, shirt], austria)).toEqual({
      net: 36_000,
      gross: 43_200,
      problem: null,
    });
  });

  it('limited to a category, takes it off those lines only', () => {
    const wingsOnly = code({ categoryIds: [WINGS], scopeNames: ['Wings'] });
    expect(promoDiscount(wingsOnly, [wing, shirt], austria)).toMatchObject({
      net: 35_750,
      gross: 42_900,
    });
    expect(promoDiscount(wingsOnly, [shirt], austria)).toEqual({
      net: 0,
      gross: 0,
      problem: 'This code applies to Wings only.',
    });
  });

  it('limited to products, takes it off those products', () => {
    const shirtOnly = code({ productIds: [20], scopeNames: ['T-shirt'] });
    expect(promoDiscount(shirtOnly, [wing, shirt], austria)).toMatchObject({
      net: 250,
      gross: 300,
    });
  });

  it('takes a fixed amount off what the customer pays, never more than the lines cost', () => {
    const fifty = code({ kind: 'amount', percentOffBp: null, amountOff: 5_000 });
    expect(promoDiscount(fifty, [wing], austria)).toEqual({
      net: 4_167,
      gross: 5_000,
      problem: null,
    });
    expect(promoDiscount(fifty, [shirt], austria)).toEqual({
      net: 2_500,
      gross: 3_000,
      problem: null,
    });
  });

  it('gives nothing below the minimum order value and says how much is missing', () => {
    const min = code({ minOrderValue: 10_000 });
    expect(promoDiscount(min, [shirt], austria)).toEqual({
      net: 0,
      gross: 0,
      problem: 'Add 70 € more to reach the 100 € this code needs.',
    });
    expect(promoDiscount(min, [wing], austria).gross).toBe(42_900);
  });

  it('gives nothing to an empty cart', () => {
    expect(promoDiscount(code(), [], austria)).toEqual({ net: 0, gross: 0, problem: null });
  });
});
