import { sql } from 'drizzle-orm';

/**
 * The shop's own time zone: a day of the back office's filters and figures runs from
 * midnight to midnight here, whatever the server's clock says.
 */
export const SHOP_TIME_ZONE = 'Europe/Vienna';

const shopDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's day of `at` (by default now), as `YYYY-MM-DD`. */
export const shopDayOf = (at: Date = new Date()): string => shopDate.format(at);

/**
 * The start of `day` (`YYYY-MM-DD`) plus `plusDays` in the shop's time zone, as a timestamp
 * the indexes can use: `>= shopDayStart(from) AND < shopDayStart(to, 1)` is the days from
 * `from` to `to`.
 */
export const shopDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}::text)`;
