import { daysIn, shopDay } from '@windfamily/contract/statistics-periods';

// The period of a back-office dashboard: shop days (Europe/Vienna) as `YYYY-MM-DD`, both
// included, chosen by name (a preset around today) or as a custom range, and kept in the page's
// address (`?period=last_30_days`, `?period=custom&from=…&to=…`) so that a reload or a shared
// link shows the same days.

export interface Period {
  from: string;
  to: string;
}

/** A named period of a dashboard's picker, computed around today (a shop day). */
export interface PeriodPreset {
  label: string;
  period: (today: string) => Period;
}

/** The picker's choice: one of `presets` or `custom`, with its days. */
export interface PeriodChoice<K extends string> extends Period {
  preset: K | 'custom';
}

/** A calendar day as `YYYY-MM-DD` (not 2026-02-30). */
function isDay(value: string): boolean {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}

/**
 * What is wrong with a custom period (both days given, the end not before the start, at most
 * `maxDays` days), or null when the dashboard can ask for it.
 */
export function periodError(
  period: Period,
  maxDays: number,
): { field: keyof Period; message: string } | null {
  if (!isDay(period.from)) return { field: 'from', message: 'Enter a day' };
  if (!isDay(period.to)) return { field: 'to', message: 'Enter a day' };
  if (period.to < period.from) return { field: 'to', message: 'On or after the start' };
  if (daysIn(period.from, period.to) > maxDays)
    return { field: 'to', message: `At most ${maxDays.toLocaleString('en')} days` };
  return null;
}

/** The choice of a preset, its days around the shop's today at `now`. */
export function presetChoice<K extends string>(
  presets: Record<K, PeriodPreset>,
  preset: K,
  now = new Date(),
): PeriodChoice<K> {
  return { preset, ...presets[preset].period(shopDay(now)) };
}

/**
 * Reads the choice from the page's address: a preset by its key, a custom period when valid,
 * else `fallback`.
 */
export function periodChoiceOf<K extends string>(
  params: URLSearchParams,
  {
    presets,
    fallback,
    maxDays,
    now = new Date(),
  }: { presets: Record<K, PeriodPreset>; fallback: K; maxDays: number; now?: Date },
): PeriodChoice<K> {
  const preset = params.get('period');
  if (preset === 'custom') {
    const period = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
    if (!periodError(period, maxDays)) return { preset: 'custom', ...period };
  }
  const named = preset !== null && Object.hasOwn(presets, preset) ? (preset as K) : fallback;
  return presetChoice(presets, named, now);
}

/** The address's parameters of a choice (the days only when custom). */
export const periodParams = <K extends string>(choice: PeriodChoice<K>): Record<string, string> =>
  choice.preset === 'custom'
    ? { period: 'custom', from: choice.from, to: choice.to }
    : { period: choice.preset };

/** A table's CSV file name: `countries-2026-11-01-2026-11-30.csv`. */
export const csvFileName = (name: string, period: Period) =>
  `${name}-${period.from}-${period.to}.csv`;
