import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { Country } from '@windfamily/contract/system';

countries.registerLocale(en);

/** The flag emoji of a two-letter code: its letters as regional indicator symbols. */
export const flagOf = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/** Every country, by name: the short name, or the official one where two short names are alike. */
export function allCountries(): Country[] {
  const short = countries.getNames('en', { select: 'alias' });
  const official = countries.getNames('en', { select: 'official' });
  const uses = new Map<string, number>();
  for (const name of Object.values(short)) uses.set(name, (uses.get(name) ?? 0) + 1);
  return Object.entries(short)
    .map(([code, name]) => ({
      code: code.toLowerCase(),
      name: (uses.get(name) ?? 0) > 1 ? (official[code] ?? name) : name,
      flag: flagOf(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
