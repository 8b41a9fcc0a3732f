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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** en-GB's abbreviations (CLDR: "Sept", not "Sep"). */
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

// The dates are written by hand, in en-GB's formats, rather than by Intl.DateTimeFormat: the
// browser's first date formatter loads its locale data on the main thread, some 100 ms of a
// phone's first render of an order or blog page for one date.

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "April 2023". */
export const formatMonthYear = (date: Date): string =>
  `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** "22 November 2026". */
export const formatDate = (date: Date): string =>
  `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

const mediumDay = (date: Date) =>
  `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
const shortTime = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

/** An API date as "12 Jan 2026, 14:03". */
export const formatDateTime = (iso: string): string => {
  const date = parseApiDate(iso);
  return `${mediumDay(date)}, ${shortTime(date)}`;
};

/** An API date as "12 Jan 2026". */
export const formatDay = (iso: string): string => mediumDay(parseApiDate(iso));

/** An API date's time of day, "14:03". */
export const formatTime = (iso: string): string => shortTime(parseApiDate(iso));
