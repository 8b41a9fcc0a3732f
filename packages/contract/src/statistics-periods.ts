// The sales statistics' calendar, without zod, for the server and the dashboard alike: days
// are the shop's (Europe/Vienna) calendar days as `YYYY-MM-DD`, weeks start on Monday, and a
// period runs from its first day to its last, both included
// (docs/decisions/0028-sales-statistics.md).

export const STATISTICS_TIME_ZONE = 'Europe/Vienna';

export const STATISTICS_GROUPS = ['day', 'week', 'month'] as const;
export type StatisticsGroup = (typeof STATISTICS_GROUPS)[number];
export const STATISTICS_GROUP_LABELS: Record<StatisticsGroup, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

export const STATISTICS_LIMITS = {
  /** The longest period: three years (and a leap day). */
  maxDays: 3 * 365 + 1,
  /** The longest period by day: a year. */
  maxDaysByDay: 366,
} as const;

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` as the UTC midnight of that date (calendar arithmetic only). */
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) => fromUtc(toUtc(day) + n * DAY_MS);

/** Days from `from` to `to`, both included (1 for a single day). */
export const daysIn = (from: string, to: string) =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

/** The Monday of the week of `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the month of `day`. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of the month of `day`. */
export function monthEnd(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return fromUtc(Date.UTC(year, month, 0));
}

/** The first day of the month `n` months after that of `day`. */
export function addMonths(day: string, n: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return fromUtc(Date.UTC(year, month - 1 + n, 1));
}

/** The start of the bucket `day` falls in. */
export function bucketStart(day: string, group: StatisticsGroup): string {
  if (group === 'week') return weekStart(day);
  if (group === 'month') return monthStart(day);
  return day;
}

/** One bucket of a period: its first and last day, cut to the period. */
export interface Bucket {
  /** The bucket's own start (a Monday, the first of a month), which may lie before the period. */
  key: string;
  from: string;
  to: string;
}

/** The buckets covering a period, in order, the first and last cut to the period. */
export function bucketsOf(from: string, to: string, group: StatisticsGroup): Bucket[] {
  const buckets: Bucket[] = [];
  let key = bucketStart(from, group);
  while (key <= to) {
    const next =
      group === 'day' ? addDays(key, 1) : group === 'week' ? addDays(key, 7) : addMonths(key, 1);
    const last = addDays(next, -1);
    buckets.push({ key, from: key < from ? from : key, to: last > to ? to : last });
    key = next;
  }
  return buckets;
}

/** Whether a period is whole calendar months (from the 1st to a month's last day). */
export const isWholeMonths = (from: string, to: string) =>
  from === monthStart(from) && to === monthEnd(to);

/**
 * The period just before: as many whole months when the period is whole months (October for
 * November, last year for this one), else as many days ending the day before `from`.
 */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  if (isWholeMonths(from, to)) {
    const months =
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
      Number(to.slice(5, 7)) -
      Number(from.slice(5, 7)) +
      1;
    return { from: addMonths(from, -months), to: addDays(from, -1) };
  }
  const days = daysIn(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

const viennaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATISTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day of an instant (`en-CA` writes `YYYY-MM-DD`). */
export const shopDay = (instant: Date) => viennaDate.format(instant);

/** The named periods of the dashboard's picker, around `today` (a shop day). */
export const STATISTICS_PRESETS = {
  this_month: {
    label: 'This month',
    period: (today: string) => ({ from: monthStart(today), to: monthEnd(today) }),
  },
  last_month: {
    label: 'Last month',
    period: (today: string) => {
      const from = addMonths(today, -1);
      return { from, to: monthEnd(from) };
    },
  },
  this_year: {
    label: 'This year',
    period: (today: string) => ({
      from: `${today.slice(0, 4)}-01-01`,
      to: `${today.slice(0, 4)}-12-31`,
    }),
  },
  last_12_months: {
    label: 'Last 12 months',
    period: (today: string) => ({ from: addMonths(today, -11), to: monthEnd(today) }),
  },
} as const;
export type StatisticsPreset = keyof typeof STATISTICS_PRESETS;
