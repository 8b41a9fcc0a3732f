import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The site's own web statistics (docs/decisions/0029-web-statistics.md): no address, user
// agent, cookie or user id is stored anywhere here.

/** The salt of the visitor hash, for the current Vienna day only (older days are deleted). */
export const webstatsSalts = pgTable('webstats_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** Page views and goals as they come, kept for a few days, then rolled up. */
export const webstatsEvents = pgTable(
  'webstats_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The Vienna day of `at` (the salt's day). */
    day: date('day').notNull(),
    /** sha256 of the day's salt, address, user agent and host: 128 bits, base64url. */
    visitor: text('visitor').notNull(),
    path: text('path').notNull(),
    /** A goal reached (`cart`, `order`); null for a page view. */
    goal: text('goal'),
    /** The product whose page this is, for the funnel. */
    product: text('product'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    country: text('country').notNull(),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
  },
  (table) => [
    index('webstats_events_day_visitor_idx').on(table.day, table.visitor, table.at),
    index('webstats_events_at_idx').on(table.at),
  ],
);

/** A day's totals, once the day is over. */
export const webstatsDaily = pgTable('webstats_daily', {
  day: date('day').primaryKey(),
  visitors: integer('visitors').notNull(),
  visits: integer('visits').notNull(),
  pageViews: integer('page_views').notNull(),
  bounces: integer('bounces').notNull(),
  /** The sum of the visits' durations, in seconds. */
  durationSeconds: bigint('duration_seconds', { mode: 'number' }).notNull(),
});

/** A day's tables: pages, entry and exit pages, referrers, campaigns, countries, devices… */
export const webstatsDailyRows = pgTable(
  'webstats_daily_rows',
  {
    day: date('day').notNull(),
    /** The table (`pages`, `entry_pages`, … as in the contract's WEBSTATS_TABLES). */
    dimension: text('dimension').notNull(),
    name: text('name').notNull(),
    visitors: integer('visitors').notNull(),
    visits: integer('visits').notNull(),
    pageViews: integer('page_views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.name] })],
);

/** A day's funnel, per product (`''`: the whole funnel): the visits per step. */
export const webstatsDailyFunnel = pgTable(
  'webstats_daily_funnel',
  {
    day: date('day').notNull(),
    product: text('product').notNull(),
    productPage: integer('product_page').notNull(),
    cart: integer('cart').notNull(),
    checkout: integer('checkout').notNull(),
    orders: integer('orders').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.product] })],
);
