import type { Period } from '../api';

export const PERIOD_PRESETS = {
  today: 'Today',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  month: 'This month',
  custom: 'Custom',
} as const;
export type PeriodPreset = keyof typeof PERIOD_PRESETS;

const viennaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Vienna (the shop's days), as `YYYY-MM-DD`. */
export const viennaToday = (now = new Date()): string => viennaDate.format(now);

/** `day` moved by `days` (negative goes back). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days of a preset, ending today in Vienna (custom keeps `custom`). */
export function presetPeriod(preset: PeriodPreset, custom: Period, now = new Date()): Period {
  const today = viennaToday(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: shiftDay(today, -6), to: today };
    case 'last30':
      return { from: shiftDay(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return custom;
  }
}
