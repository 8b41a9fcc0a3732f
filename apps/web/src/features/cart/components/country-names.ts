import { useQuery } from '@tanstack/react-query';
import type { Country } from '@windfamily/contract/system';
import { countriesQuery } from '../../geo/api';

const regionNames =
  typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames(['en'], { type: 'region' })
    : null;

/** The flag emoji of a two-letter code: its letters as regional indicator symbols. */
export const flagOf = (code: string): string =>
  /^[a-z]{2}$/i.test(code)
    ? String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)))
    : '';

/**
 * A country's name and flag: from the country list when it is already loaded, else from the
 * browser's own names (the list is only fetched when the country popup opens).
 */
export function useCountryInfo(code: string): Country {
  const { data: countries } = useQuery({ ...countriesQuery, enabled: false });
  const known = countries?.find((country) => country.code === code);
  if (known) return known;
  let name = code.toUpperCase();
  try {
    name = regionNames?.of(code.toUpperCase()) ?? name;
  } catch {
    // not a region code the browser knows: the code itself
  }
  return { code, name, flag: flagOf(code) };
}
