import { COUNTRY_CODES } from '@windfamily/contract/country-codes';

/**
 * Standard VAT rates of the 27 EU member states in force in November 2026, in percent, with
 * the date each took effect. Changes of recent years: Estonia 22 % (2024) then 24 %
 * (July 2025), Finland 25.5 % (September 2024), Luxembourg back to 17 % (2024), Slovakia
 * 23 % (2025), Romania 21 % (August 2025). ISO codes: Greece is `gr` (EL in VIES).
 * Source: the European Commission's "VAT rates applied in the Member States".
 */
export const EU_VAT_RATES: Record<string, { rate: number; since: string }> = {
  at: { rate: 20, since: '1984-01-01' },
  be: { rate: 21, since: '1996-01-01' },
  bg: { rate: 20, since: '1999-01-01' },
  cy: { rate: 19, since: '2014-01-13' },
  cz: { rate: 21, since: '2013-01-01' },
  de: { rate: 19, since: '2021-01-01' },
  dk: { rate: 25, since: '1992-01-01' },
  ee: { rate: 24, since: '2025-07-01' },
  es: { rate: 21, since: '2012-09-01' },
  fi: { rate: 25.5, since: '2024-09-01' },
  fr: { rate: 20, since: '2014-01-01' },
  gr: { rate: 24, since: '2016-06-01' },
  hr: { rate: 25, since: '2012-03-01' },
  hu: { rate: 27, since: '2012-01-01' },
  ie: { rate: 23, since: '2021-03-01' },
  it: { rate: 22, since: '2013-10-01' },
  lt: { rate: 21, since: '2009-09-01' },
  lu: { rate: 17, since: '2024-01-01' },
  lv: { rate: 21, since: '2012-07-01' },
  mt: { rate: 18, since: '2004-01-01' },
  nl: { rate: 21, since: '2012-10-01' },
  pl: { rate: 23, since: '2011-01-01' },
  pt: { rate: 23, since: '2011-01-01' },
  ro: { rate: 21, since: '2025-08-01' },
  se: { rate: 25, since: '1990-07-01' },
  si: { rate: 22, since: '2013-07-01' },
  sk: { rate: 23, since: '2025-01-01' },
};

export const isEuCountry = (code: string): boolean => code in EU_VAT_RATES;

/**
 * The standard rate of a country in percent: the EU state's, 0 elsewhere; undefined for a
 * code that is not a country.
 */
export function vatRateOf(code: string): number | undefined {
  const country = code.toLowerCase();
  if (!COUNTRY_CODES.has(country)) return undefined;
  return EU_VAT_RATES[country]?.rate ?? 0;
}
