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

/** An en-GB date formatter made on first use: building one costs a first page's worth of milliseconds. */
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('en-GB', options)).format(date);
}

/** "April 2023". */
export const formatMonthYear = lazyFormat({ month: 'long', year: 'numeric' });

/** "22 November 2026". */
export const formatDate = lazyFormat({ dateStyle: 'long' });

const mediumDateTime = lazyFormat({ dateStyle: 'medium', timeStyle: 'short' });
const mediumDay = lazyFormat({ dateStyle: 'medium' });
const shortTime = lazyFormat({ timeStyle: 'short' });

/** An API date as "12 Jan 2026, 14:03". */
export const formatDateTime = (iso: string): string => mediumDateTime(parseApiDate(iso));

/** An API date as "12 Jan 2026". */
export const formatDay = (iso: string): string => mediumDay(parseApiDate(iso));

/** An API date's time of day, "14:03". */
export const formatTime = (iso: string): string => shortTime(parseApiDate(iso));
