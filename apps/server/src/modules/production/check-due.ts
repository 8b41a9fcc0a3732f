import { DEFAULT_CHECK_INTERVAL, type NextCheck } from '@windfamily/contract/production';

export interface CheckClock {
  /** When it first flew (`YYYY-MM-DD`); null: not yet. */
  flyingSince: string | null;
  lastCheckOn: string | null;
  hoursFlown: number;
  /** Hours flown when it was last checked (0: never). */
  hoursAtLastCheck: number;
}

export interface CheckInterval {
  months: number;
  hours: number;
}

/** `date` plus `months` calendar months (the 31st becomes the month's last day). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const total = month - 1 + months;
  const targetYear = year + Math.floor(total / 12);
  const targetMonth = ((total % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
  return result.toISOString().slice(0, 10);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A wing's next check: `interval.months` after the last check (else after its first flight),
 * or when `interval.hours` more are flown, whichever comes first. A wing that has not flown
 * yet has no date: its clock starts with its first flight.
 */
export function nextCheckOf(
  clock: CheckClock,
  today: string,
  interval: CheckInterval = DEFAULT_CHECK_INTERVAL,
): NextCheck {
  const from = clock.lastCheckOn ?? clock.flyingSince;
  const dueOn = from ? addMonths(from, interval.months) : null;
  const hoursLeft = round1(interval.hours - (clock.hoursFlown - clock.hoursAtLastCheck));
  return {
    due_on: dueOn,
    hours_left: hoursLeft,
    interval_months: interval.months,
    interval_hours: interval.hours,
    due: hoursLeft <= 0 || (dueOn !== null && dueOn <= today),
  };
}
