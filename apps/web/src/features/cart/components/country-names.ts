import { useQuery } from '@tanstack/react-query';
import type { Country } from '@windfamily/contract/system';
import { regionName } from '../../../lib/region-name';
import { countriesQuery } from '../../geo/api';

/** The flag emoji of a two-letter code: its letters as regional indicator symbols. */
export const flagOf = (code: string): string =>
  /^[a-z]{2}$/i.test(code)
    ? String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)))
    : '';

/**
 * A country's name and flag: from the country list when it is already loaded, else the name
 * the page came with, else the browser's own (the list is only fetched when the country popup
 * opens); the code itself as the last resort.
 */
export function useCountryInfo(code: string): Country {
  const { data: countries } = useQuery({ ...countriesQuery, enabled: false });
  const known = countries?.find((country) => country.code === code);
  if (known) return known;
  return { code, name: regionName(code) ?? code.toUpperCase(), flag: flagOf(code) };
}
