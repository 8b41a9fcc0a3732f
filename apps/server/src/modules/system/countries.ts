import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { Country } from '@windfamily/contract/system';

countries.registerLocale(en);

/** The flag emoji of a two-letter code: its letters as regional indicator symbols. */
export const flagOf = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

let list: Country[] | undefined;

/** Every country, by name. */
export function allCountries(): Country[] {
  list ??= Object.entries(countries.getNames('en', { select: 'alias' }))
    .map(([code, name]) => ({ code: code.toLowerCase(), name, flag: flagOf(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return list;
}
