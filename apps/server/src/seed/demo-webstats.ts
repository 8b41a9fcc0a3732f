import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import type { WebstatsService } from '../modules/webstats/webstats.service';
import { addDays, viennaDay } from '../modules/webstats/visitor';

// Plausible visits of the site, made in the database (one statement per day): a third bounce,
// most browse a few pages, some go from a wing to the cart, the checkout and an order. The
// paths are the demo site's; visitor hashes are random, as they would look.

const PAGES = [
  '/',
  '/',
  '/',
  '/store/categories/wings',
  '/store/categories/wings',
  '/store/products/wings/sophie-joy',
  '/store/products/wings/sophie-joy',
  '/store/products/wings/emilie-peace2',
  '/store/products/wings/carlito',
  '/store/products/wings/dent-de-lion',
  '/store/products/wings/marlon',
  '/promo/sophie2025',
  '/colorpicker',
  '/store/bargains',
  '/store/categories/fashion',
  '/blog',
  '/blog/sophie-joy-is-here',
  '/family',
  '/about',
  '/wanna_try',
  '/size',
  '/downloads',
  '/contact',
];
const WINGS = ['sophie-joy', 'sophie-joy', 'emilie-peace2', 'carlito', 'dent-de-lion', 'marlon'];
const REFERRERS = [
  ...Array<null>(10).fill(null),
  'google.com',
  'google.com',
  'google.com',
  'google.com',
  'google.com',
  'duckduckgo.com',
  'instagram.com',
  'instagram.com',
  'facebook.com',
  'youtube.com',
  'paraglidingforum.com',
  'xcontest.org',
];
const COUNTRIES = ['at', 'at', 'at', 'at', 'at', 'at', 'de', 'de', 'de', 'de', 'de', 'ch', 'ch'];
const MORE_COUNTRIES = ['it', 'fr', 'si', 'nl', 'gb', 'us', 'cz', 'es', 'pl'];
const DEVICES = [
  'phone',
  'phone',
  'phone',
  'phone',
  'phone',
  'desktop',
  'desktop',
  'desktop',
  'desktop',
  'tablet',
];
const BROWSERS = [
  'Chrome',
  'Chrome',
  'Chrome',
  'Chrome',
  'Chrome',
  'Safari',
  'Safari',
  'Safari',
  'Firefox',
  'Edge',
  'Samsung Internet',
];

const pick = (values: readonly (string | null)[]) =>
  sql`(${`{${values.map((value) => (value === null ? 'NULL' : `"${value}"`)).join(',')}}`}::text[])[1 + floor(random() * ${values.length})::int]`;

/** The visits of a day of the year: more in the flying season and at weekends. */
export function visitsOn(day: string, perDay: number): number {
  const date = new Date(`${day}T12:00:00Z`);
  const season =
    1 + 0.5 * Math.sin(((date.getUTCMonth() + date.getUTCDate() / 31 - 3) / 12) * 2 * Math.PI);
  const weekend = [0, 6].includes(date.getUTCDay()) ? 1.3 : 1;
  return Math.max(1, Math.round(perDay * season * weekend));
}

/**
 * Adds `visits` visits on the Vienna `day`, between its start and `until` (the end of the day,
 * or now for today); answers the events added.
 */
export async function addVisits(
  db: Db,
  day: string,
  visits: number,
  until?: Date,
): Promise<number> {
  const start = sql`(${day}::date::timestamp AT TIME ZONE 'Europe/Vienna')`;
  const end = sql`(${addDays(day, 1)}::date::timestamp AT TIME ZONE 'Europe/Vienna')`;
  // Visits start in the day and end before it does (its salt would change at midnight).
  const last = until
    ? sql`least(${until}::timestamptz - interval '1 minute', ${end} - interval '30 minutes')`
    : sql`(${end} - interval '30 minutes')`;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`WITH visits AS (
      SELECT i,
        substr(md5(random()::text || i::text || ${day}), 1, 22) AS visitor,
        ${start} + random() * greatest(${last} - ${start}, interval '1 second') AS started,
        random() AS kind, random() AS ordered, 1 + floor(random() * 5)::int AS pages,
        ${pick(WINGS)} AS wing, ${pick(REFERRERS)} AS referrer,
        CASE WHEN random() < 0.85 THEN ${pick(COUNTRIES)} ELSE ${pick(MORE_COUNTRIES)} END AS country,
        ${pick(DEVICES)} AS device, ${pick(BROWSERS)} AS browser, random() AS campaign
      FROM generate_series(1, ${visits}::int) i
    ),
    steps AS (
      SELECT v.*, s.n,
        CASE
          WHEN v.kind >= 0.9 THEN (ARRAY['/', '/store/products/wings/' || v.wing, '/store/products/wings/' || v.wing, '/store/checkout', '/store/checkout'])[s.n]
          WHEN s.n = 1 AND v.kind < 0.45 THEN '/'
          ELSE ${pick(PAGES)}
        END AS path,
        CASE WHEN v.kind >= 0.9 AND s.n = 3 THEN 'cart' WHEN v.kind >= 0.9 AND s.n = 5 THEN 'order' END AS goal
      FROM visits v
      CROSS JOIN LATERAL generate_series(1,
        CASE WHEN v.kind < 0.35 THEN 1
             WHEN v.kind >= 0.9 THEN CASE WHEN v.ordered < 0.4 THEN 5 WHEN v.ordered < 0.7 THEN 4 ELSE 3 END
             ELSE 1 + v.pages END) AS s(n)
    ),
    added AS (INSERT INTO webstats_events (at, day, visitor, path, goal, product, referrer_host,
      utm_source, utm_medium, utm_campaign, country, device, browser)
    SELECT least(started + (n - 1) * interval '70 seconds' + n * random() * interval '40 seconds', ${end} - interval '1 second'),
      ${day}::date, visitor, path, goal,
      CASE WHEN goal IS NULL THEN substring(path from '^/store/products/[^/]+/([^/]+)$') END,
      CASE WHEN n = 1 THEN referrer END,
      CASE WHEN n = 1 AND campaign < 0.06 THEN 'newsletter' WHEN n = 1 AND campaign < 0.09 THEN 'instagram' END,
      CASE WHEN n = 1 AND campaign < 0.06 THEN 'email' WHEN n = 1 AND campaign < 0.09 THEN 'social' END,
      CASE WHEN n = 1 AND campaign < 0.06 THEN 'season-' || to_char(${day}::date, 'YYYY-MM') WHEN n = 1 AND campaign < 0.09 THEN 'sophie-joy' END,
      country, device, browser
    FROM steps
    RETURNING 1)
    SELECT count(*)::int AS n FROM added`,
  );
  return row?.n ?? 0;
}

/**
 * Visits of the last `days` days up to now, `perDay` visits on an average day, then the days
 * that are over rolled up as the running shop does. Answers the events added.
 */
export async function seedVisits(
  db: Db,
  webstats: WebstatsService,
  options: {
    days: number;
    perDay: number;
    /** False: the same visits every day (the bench), not more in summer and at weekends. */
    seasonal?: boolean;
    /**
     * Days made of raw visits (the most recent); the older ones get the rolled-up figures of
     * those days (same weekday), as the shop keeps them once their raw events are gone.
     */
    rawDays?: number;
    progress?: (day: string, events: number) => void;
  },
): Promise<number> {
  const now = webstats.clock();
  const today = viennaDay(now);
  let events = 0;
  const rawDays = Math.min(options.days, options.rawDays ?? options.days);
  for (let back = rawDays - 1; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    // Today so far: the share of its visits made by now.
    const share =
      back === 0 ? (now.getTime() - new Date(`${day}T00:00:00Z`).getTime()) / 86_400_000 : 1;
    const perDay = options.seasonal === false ? options.perDay : visitsOn(day, options.perDay);
    const visits = Math.round(perDay * Math.min(1, Math.max(0.05, share)));
    const added = await addVisits(db, day, visits, back === 0 ? now : undefined);
    events += added;
    options.progress?.(day, added);
  }
  await webstats.rollUp();
  if (rawDays < options.days)
    await copyRolledUpDays(
      db,
      addDays(today, -(options.days - 1)),
      addDays(today, -rawDays),
      addDays(today, -1),
      options.seasonal !== false,
    );
  return events;
}

/** The SQL of `visitsOn`'s seasonal factor, for a date column. */
const seasonOf = (day: SQL) =>
  sql`(1 + 0.5 * sin(((extract(month FROM ${day}) - 1 + extract(day FROM ${day}) / 31.0 - 3) / 12.0) * 2 * pi()))`;

/**
 * Fills the days from `from` to `to` with the rolled-up figures of the week before `templateEnd`
 * (same weekday), scaled to the season and a shop that grew over the year: a year of history
 * in three statements.
 */
async function copyRolledUpDays(
  db: Db,
  from: string,
  to: string,
  templateEnd: string,
  seasonal = true,
) {
  const source = sql`(${templateEnd}::date - ((${templateEnd}::date - d.day::date) % 7))`;
  const factor = seasonal
    ? sql`(${seasonOf(sql`d.day`)} / ${seasonOf(source)} * (0.7 + 0.3 * (1 - (${templateEnd}::date - d.day::date) / 365.0)))`
    : sql`1`;
  const days = sql`(SELECT g::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') g) d`;
  const scaled = (column: string) => sql.raw(`greatest(0, round(s.${column} * f.x))::int`);
  await db.execute(sql`INSERT INTO webstats_daily (day, visitors, visits, page_views, bounces, duration_seconds)
    SELECT d.day, ${scaled('visitors')}, ${scaled('visits')}, ${scaled('page_views')}, ${scaled('bounces')}, ${scaled('duration_seconds')}
    FROM ${days} CROSS JOIN LATERAL (SELECT ${factor} AS x) f
    JOIN webstats_daily s ON s.day = ${source} ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO webstats_daily_rows (day, dimension, name, visitors, visits, page_views)
    SELECT d.day, s.dimension, s.name, ${scaled('visitors')}, ${scaled('visits')}, ${scaled('page_views')}
    FROM ${days} CROSS JOIN LATERAL (SELECT ${factor} AS x) f
    JOIN webstats_daily_rows s ON s.day = ${source} ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO webstats_daily_funnel (day, product, product_page, cart, checkout, orders)
    SELECT d.day, s.product, ${scaled('product_page')}, ${scaled('cart')}, ${scaled('checkout')}, ${scaled('orders')}
    FROM ${days} CROSS JOIN LATERAL (SELECT ${factor} AS x) f
    JOIN webstats_daily_funnel s ON s.day = ${source} ON CONFLICT DO NOTHING`);
}

/**
 * A year of the demo site's visits, when there are none yet (dev mode's first start): raw
 * visits of the last week (rolled up but today's, as the running shop does), and the
 * year before them from that week's figures.
 */
export async function seedDemoWebstats(db: Db, webstats: WebstatsService): Promise<void> {
  const [known] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT ((SELECT count(*) FROM webstats_daily) + (SELECT count(*) FROM webstats_events))::int AS n`,
  );
  if (known?.n) return;
  await seedVisits(db, webstats, { days: 365, rawDays: 8, perDay: 120 });
}
