import type { Pricing } from '@windfamily/contract/catalog';
import type { TaxTreatment } from '@windfamily/contract/order-basics';
import { isEuCountry, vatRateOf } from './vat-rates';

/** A reseller's price list: a per-variant net price wins over the percentage off. */
export interface PriceListTerms {
  id: number;
  name: string;
  /** Hundredths of a percent. */
  percentOffBp: number;
  /** Net cents by variant id. */
  prices: ReadonlyMap<number, number>;
}

/** Whose prices to compute: the country's VAT (or none) and the account's price list. */
export interface PricingContext {
  country: string;
  /** The VAT applied, in hundredths of a percent (2000 = 20 %); 0 under reverse charge. */
  vatRateBp: number;
  reverseCharge: boolean;
  priceList: PriceListTerms | null;
}

/** `value` x `numerator` / `denominator`, rounded half up, in whole numbers only (no floats). */
const mulDivRound = (value: number, numerator: number, denominator: number): number => {
  const product = value * numerator;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + denominator / 2) / denominator);
};

/** Percent (a number with at most 2 decimals) to hundredths of a percent. */
export const percentToBp = (percent: number): number => Math.round(percent * 100);
export const bpToPercent = (bp: number): number => bp / 100;

/** Gross = net x (1 + rate), rounded once to the cent. */
export const grossOf = (netCents: number, vatRateBp: number): number =>
  mulDivRound(netCents, 10_000 + vatRateBp, 10_000);

/** A net amount for a gross one (a fixed discount off what the customer pays). */
export const netOfGross = (grossCents: number, vatRateBp: number): number =>
  mulDivRound(grossCents, 10_000, 10_000 + vatRateBp);

/** `bp` hundredths of a percent of `cents`, rounded half up. */
export const percentOf = (cents: number, bp: number): number => mulDivRound(cents, bp, 10_000);

/** The net price of one unit for this customer. */
export function netPriceFor(
  variant: { id: number; netPrice: number },
  priceList: PriceListTerms | null,
): number {
  if (!priceList) return variant.netPrice;
  const listed = priceList.prices.get(variant.id);
  if (listed !== undefined) return listed;
  return variant.netPrice - percentOf(variant.netPrice, priceList.percentOffBp);
}

/**
 * The pricing of a customer in a country. A business with a VAT id pays no VAT in another EU
 * country (reverse charge); outside the EU no VAT is charged at all (local taxes apply).
 * Undefined for a code that is not a country.
 */
export function pricingFor(
  country: string,
  customer: { vatId: string } | null,
  priceList: PriceListTerms | null,
  shopCountry: string,
): PricingContext | undefined {
  const rate = vatRateOf(country);
  if (rate === undefined) return undefined;
  const reverseCharge =
    !!customer?.vatId && country !== shopCountry && isEuCountry(country) && rate > 0;
  return {
    country,
    vatRateBp: reverseCharge ? 0 : percentToBp(rate),
    reverseCharge,
    priceList,
  };
}

/**
 * How an order in these prices is taxed: the shop's own country, a consumer elsewhere in the
 * EU, reverse charge for an EU business with a VAT id, or an export outside the EU.
 */
export function taxTreatmentOf(pricing: PricingContext, shopCountry: string): TaxTreatment {
  if (pricing.reverseCharge) return 'reverse_charge';
  if (!isEuCountry(pricing.country)) return 'export';
  return pricing.country === shopCountry ? 'domestic' : 'eu_consumer';
}

export const taxFactorOf = (pricing: PricingContext): number => 1 + pricing.vatRateBp / 10_000;

/** The `pricing` object of the API. */
export const pricingToApi = (pricing: PricingContext): Pricing => ({
  country: pricing.country,
  vat_rate: bpToPercent(pricing.vatRateBp),
  reverse_charge: pricing.reverseCharge,
  price_list: pricing.priceList?.name ?? null,
});

/** Answers for the same key are the same, whoever asks. */
export const pricingKey = (pricing: PricingContext): string =>
  `${pricing.country}:${pricing.vatRateBp}:${pricing.reverseCharge ? 1 : 0}:${pricing.priceList?.id ?? 0}`;
