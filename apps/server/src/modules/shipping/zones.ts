import type { ShippingBox, ShippingZone } from '@windfamily/contract/pricing';
import { isEuCountry, EU_VAT_RATES } from '../pricing/vat-rates';

/** European countries outside the EU: one zone, dearer than the EU (customs papers). */
export const EUROPE_OUTSIDE_EU = [
  'ad', 'al', 'ba', 'by', 'ch', 'fo', 'gb', 'gi', 'gl', 'is', 'li', 'mc', 'md', 'me', 'mk',
  'no', 'rs', 'sm', 'ua', 'va', 'xk',
] as const; // prettier-ignore

/** The shipping zone of a country, seen from the shop's country. */
export function zoneOf(country: string, shopCountry: string): ShippingZone {
  if (country === shopCountry) return 'domestic';
  if (isEuCountry(country)) return 'eu';
  if ((EUROPE_OUTSIDE_EU as readonly string[]).includes(country)) return 'europe';
  return 'world';
}

/** The zones with their countries, for the API (`world` is everything else). */
export function zoneList(shopCountry: string, shopCountryName: string) {
  return [
    { code: 'domestic' as const, name: shopCountryName, countries: [shopCountry] },
    {
      code: 'eu' as const,
      name: 'European Union',
      countries: Object.keys(EU_VAT_RATES).filter((code) => code !== shopCountry),
    },
    { code: 'europe' as const, name: 'Rest of Europe', countries: [...EUROPE_OUTSIDE_EU] },
    { code: 'world' as const, name: 'Rest of the world', countries: [] },
  ];
}

/** Categories whose things travel in the big wing box. */
const WING_BOX_CATEGORIES = new Set(['wings', 'secondhand']);

/** A cart with a wing ships in the wing box (the rest fits in with it), else as a parcel. */
export const boxFor = (categorySlugs: Iterable<string>): ShippingBox => {
  for (const slug of categorySlugs) if (WING_BOX_CATEGORIES.has(slug)) return 'wing';
  return 'parcel';
};
