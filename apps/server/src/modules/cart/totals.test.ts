import { describe, expect, it } from 'vitest';
import { cartTotals, priceLine, shippingApplies } from './totals';

describe('a cart line', () => {
  it('is rounded once per line, not per unit', () => {
    // 3 x 0.33 net at 19 %: the line is 1.1781 -> 1.18; rounding each unit would give 1.17.
    expect(priceLine({ amount: 3, unitNet: 33, goodie: null }, 1900)).toEqual({
      unitGross: 39,
      totalGross: 118,
      reducedGross: 118,
      reducedNet: 99,
    });
  });

  it('counts a goodie at its regular and at its reduced price', () => {
    expect(
      priceLine(
        { amount: 2, unitNet: 357_500, goodie: { regularNet: 2_500, reducedNet: 1_000 } },
        2000,
      ),
    ).toEqual({
      unitGross: 429_000,
      totalGross: 864_000,
      reducedGross: 860_400,
      reducedNet: 717_000,
    });
  });
});

describe('cart totals', () => {
  const lines = [
    { reducedNet: 357_500, reducedGross: 429_000 },
    { reducedNet: 2_500, reducedGross: 3_000 },
  ];

  it('is items - discount + shipping, gross and net, with the VAT as the difference', () => {
    expect(
      cartTotals({
        lines,
        discount: { net: 36_000, gross: 43_200 },
        shippingNet: 2_500,
        vatRateBp: 2000,
      }),
    ).toEqual({
      itemsNet: 360_000,
      itemsGross: 432_000,
      discountNet: 36_000,
      discountGross: 43_200,
      shippingNet: 2_500,
      shippingGross: 3_000,
      net: 326_500,
      vat: 65_300,
      total: 391_800,
    });
  });

  it('never discounts more than the items and ships nothing for an empty cart', () => {
    const totals = cartTotals({
      lines: [{ reducedNet: 1_000, reducedGross: 1_200 }],
      discount: { net: 5_000, gross: 6_000 },
      shippingNet: 0,
      vatRateBp: 2000,
    });
    expect(totals.total).toBe(0);
    expect(
      cartTotals({ lines: [], discount: { net: 0, gross: 0 }, shippingNet: 2_500, vatRateBp: 2000 })
        .total,
    ).toBe(0);
  });

  it('zeroes shipping when the address lies in another country than the prices', () => {
    expect(shippingApplies({ country: 'de', address: { country: 'de' } })).toBe(true);
    expect(shippingApplies({ country: 'de', address: null })).toBe(true);
    expect(shippingApplies({ country: 'de', address: { country: 'at' } })).toBe(false);
  });
});
