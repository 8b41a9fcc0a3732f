import { parseApiDate } from '../../../lib/dates';

// Made on first use: building a formatter costs a first page's worth of milliseconds.
let dateTime: Intl.DateTimeFormat | undefined;
let dayOnly: Intl.DateTimeFormat | undefined;

/** "12 Jan 2026, 14:03". */
export const formatDateTime = (iso: string): string =>
  (dateTime ??= new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })).format(parseApiDate(iso));

/** "12 Jan 2026". */
export const formatDay = (iso: string): string =>
  (dayOnly ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })).format(parseApiDate(iso));

/** "1 item", "3 items". */
export const itemCount = (count: number): string => `${count} item${count === 1 ? '' : 's'}`;

/** A word of the server's ("open", "in_production") as a label: "Open", "In production". */
export const humanize = (word: string): string => {
  const text = word.replace(/_/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : '–';
};

let timeOnly: Intl.DateTimeFormat | undefined;

/** "14:03". */
export const formatTime = (iso: string): string =>
  (timeOnly ??= new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' })).format(parseApiDate(iso));
