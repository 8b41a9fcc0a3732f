/**
 * The API sends dates as ISO 8601 strings (SPEC.md section 3: the client turns them into
 * dates). A date without a time ("2023-04-12") is a calendar day: it becomes local midnight,
 * so it shows as the same day (and month) in every time zone.
 */
export function parseApiDate(iso: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(iso);
}

// Made on first use: building a formatter costs a first page's worth of milliseconds.
let monthYear: Intl.DateTimeFormat | undefined;

/** "April 2023". */
export const formatMonthYear = (date: Date): string =>
  (monthYear ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' })).format(date);

let longDate: Intl.DateTimeFormat | undefined;

/** "22 November 2026". */
export const formatDate = (date: Date): string =>
  (longDate ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' })).format(date);
