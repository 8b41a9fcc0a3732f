import { describe, expect, it } from 'vitest';
import {
  grossOf,
  netOfGross,
  netPriceFor,
  percentOf,
  pricingFor,
  pricingToApi,
  type PriceListTerms,
} from './prices';
import { EU_VAT_RATES, vatRateOf } from './vat-rates';

describe('VAT rates', () => {
  it('has the 27 EU states with the rates in force in 2026', () => {
    expect(Object.keys(EU_VAT_RATES)).toHaveLength(27);
    expect(vatRateOf('at')).toBe(20);
    expect(vatRateOf('de')).toBe(19);
    expect(vatRateOf('hu')).toBe(27);
    expect(vatRateOf('lu')).toBe(17);
    // Changed in 2024-2025.
    expect(vatRateOf('fi')).toBe(25.5);
    expect(vatRateOf('ee')).toBe(24);
    expect(vatRateOf('sk')).toBe(23);
    expect(vatRateOf('ro')).toBe(21);
  });

  it('is 0 outside the EU and undefined for what is no country', () => {
    expect(vatRateOf('ch')).toBe(0);
    expect(vatRateOf('us')).toBe(0);
    expect(vatRateOf('gb')).toBe(0);
    expect(vatRateOf('CH')).toBe(0);
    expect(vatRateOf('xx')).toBeUndefined();
    expect(vatRateOf('')).toBeUndefined();
  });
});

describe('gross prices', () => {
  it('is net x (1 + rate), rounded half up once to the cent', () => {
    expect(grossOf(357_500, 2000)).toBe(429_000);
    expect(grossOf(1_000, 1900)).toBe(1_190);
    // 0.05 x 1.19 = 0.0595 -> 0.06; 0.01 x 1.2 = 0.012 -> 0.01
    expect(grossOf(5, 1900)).toBe(6);
    expect(grossOf(1, 2000)).toBe(1);
    // 25.5 %: 99.99 x 1.255 = 125.48745 -> 125.49
    expect(grossOf(9_999, 2550)).toBe(12_549);
    expect(grossOf(12_345, 0)).toBe(12_345);
  });

  it('goes back from gross to net and takes percentages without floats', () => {
    expect(netOfGross(6_000, 2000)).toBe(5_000);
    expect(netOfGross(1_000, 1900)).toBe(840); // 8.403... -> 8.40
    expect(percentOf(429_000, 1000)).toBe(42_900);
    expect(percentOf(999, 1250)).toBe(125); // 124.875 -> 125
  });
});

describe('price lists', () => {
  const list: PriceListTerms = {
    id: 1,
    name: 'Flight schools',
    percentOffBp: 1500,
    prices: new Map([[7, 250_000]]),
  };

  it('takes a percentage off, unless the variant has a price of its own', () => {
    expect(netPriceFor({ id: 3, netPrice: 100_000 }, list)).toBe(85_000);
    expect(netPriceFor({ id: 7, netPrice: 357_500 }, list)).toBe(250_000);
    expect(netPriceFor({ id: 3, netPrice: 100_000 }, null)).toBe(100_000);
  });
});

describe('pricing of a customer', () => {
  it("charges a consumer the destination country's VAT", () => {
    expect(pricingFor('de', null, null, 'at')).toMatchObject({
      vatRateBp: 1900,
      reverseCharge: false,
    });
    expect(pricingFor('at', { vatId: '' }, null, 'at')).toMatchObject({ vatRateBp: 2000 });
  });

  it('charges no VAT outside the EU', () => {
    const pricing = pricingFor('ch', null, null, 'at');
    expect(pricing).toMatchObject({ vatRateBp: 0, reverseCharge: false });
    expect(pricingToApi(pricing!)).toEqual({
      country: 'ch',
      vat_rate: 0,
      reverse_charge: false,
      price_list: null,
    });
  });

  it('reverse-charges a business with a VAT id in another EU country, not at home', () => {
    expect(pricingFor('de', { vatId: 'DE123456789' }, null, 'at')).toMatchObject({
      vatRateBp: 0,
      reverseCharge: true,
    });
    expect(pricingFor('at', { vatId: 'ATU12345678' }, null, 'at')).toMatchObject({
      vatRateBp: 2000,
      reverseCharge: false,
    });
    expect(pricingFor('us', { vatId: 'DE123456789' }, null, 'at')).toMatchObject({
      vatRateBp: 0,
      reverseCharge: false,
    });
  });

  it('is undefined for an unknown country', () => {
    expect(pricingFor('zz', null, null, 'at')).toBeUndefined();
  });
});
