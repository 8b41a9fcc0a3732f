import { z } from 'zod';

// The site's own web statistics, without cookies or personal data
// (docs/decisions/0029-web-statistics.md): the web app reports each page view and a few goals
// to the collection call; staff read the figures of a period.

export const WEBSTATS_PATHS = {
  collect: '/api/webstats/collect/',
  stats: '/api/webstats/',
} as const;

const COLLECT_PREFIX = WEBSTATS_PATHS.collect.slice(0, -1);

/** A request for the collection call: its path, with or without the trailing slash or a query. */
export function isWebstatsCollectUrl(url: string): boolean {
  if (!url.startsWith(COLLECT_PREFIX)) return false;
  const end =
    url[COLLECT_PREFIX.length] === '/' ? COLLECT_PREFIX.length + 1 : COLLECT_PREFIX.length;
  return end === url.length || url[end] === '?';
}

export const WEBSTATS_LIMITS = {
  /** The longest path or referrer kept (longer ones are cut). */
  pathChars: 500,
  /** The longest utm_* value, goal or product slug accepted. */
  valueChars: 100,
  /** The largest body of the collection call, in bytes. */
  bodyBytes: 4096,
  /** The longest period one answer covers, in days. */
  periodDays: 400,
  /** Rows of each table of an answer. */
  tableRows: 100,
  /** A visit ends after this long without a page view of the same visitor. */
  visitGapMinutes: 30,
  /** Real-time visitors: distinct visitors of the last minutes. */
  realtimeMinutes: 5,
} as const;

/** The goals the web app reports: an item put in the cart, an order placed. */
export const WEBSTATS_GOALS = ['cart', 'order'] as const;
export type WebstatsGoal = (typeof WEBSTATS_GOALS)[number];

/** The funnel's steps, in order: a product page, the cart, the checkout, the order. */
export const WEBSTATS_FUNNEL_STEPS = ['product', 'cart', 'checkout', 'order'] as const;
export type WebstatsFunnelStep = (typeof WEBSTATS_FUNNEL_STEPS)[number];

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullish();

/**
 * `POST /api/webstats/collect/` (sent with `navigator.sendBeacon`, so as `text/plain`): a page
 * view, or a goal reached on `path` when `goal` is set.
 */
export const webstatsCollectPayloadSchema = z.object({
  /** The page's path, without query or fragment (`/store/products/wings/emilie-peace2`). */
  path: z
    .string()
    .min(1)
    .max(WEBSTATS_LIMITS.pathChars)
    .regex(/^\/[^\s?#]*$/, 'a path such as /store/checkout'),
  /** The page the visitor came from (document.referrer), only on the first page view. */
  referrer: optionalText(2000),
  utm_source: optionalText(WEBSTATS_LIMITS.valueChars),
  utm_medium: optionalText(WEBSTATS_LIMITS.valueChars),
  utm_campaign: optionalText(WEBSTATS_LIMITS.valueChars),
  /** The screen's width in CSS pixels (for the device class). */
  screen_width: z.number().int().min(0).max(100_000).nullish(),
  goal: z.enum(WEBSTATS_GOALS).nullish(),
  /** A product's slug (the funnel's first step); read from the path when absent. */
  product: optionalText(WEBSTATS_LIMITS.valueChars),
});
export type WebstatsCollectPayload = z.input<typeof webstatsCollectPayloadSchema>;

const dayField = z.iso.date('a date such as 2026-01-31');

/** `GET /api/webstats/?from=&to=`: Vienna days, both included. */
export const webstatsQuerySchema = z
  .object({ from: dayField, to: dayField })
  .refine((query) => query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  })
  .refine(
    (query) =>
      (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < WEBSTATS_LIMITS.periodDays,
    { message: `a period of at most ${WEBSTATS_LIMITS.periodDays} days`, path: ['from'] },
  );
export type WebstatsQuery = z.input<typeof webstatsQuerySchema>;

/** One line of a table: a page, a referrer's host, a country… */
export const webstatsRowSchema = z.object({
  name: z.string(),
  /** Distinct visitors, summed over the period's days (a visitor is new every day). */
  visitors: z.number().int(),
  /** Visits (for entry and exit pages: the visits that started or ended there). */
  visits: z.number().int(),
  page_views: z.number().int(),
});
export type WebstatsRow = z.infer<typeof webstatsRowSchema>;

export const webstatsDaySchema = z.object({
  day: z.string(),
  visitors: z.number().int(),
  visits: z.number().int(),
  page_views: z.number().int(),
});
export type WebstatsDay = z.infer<typeof webstatsDaySchema>;

export const webstatsFunnelProductSchema = z.object({
  product: z.string(),
  /** Visits per step, in the order of WEBSTATS_FUNNEL_STEPS. */
  product_page: z.number().int(),
  cart: z.number().int(),
  checkout: z.number().int(),
  order: z.number().int(),
});
export type WebstatsFunnelProduct = z.infer<typeof webstatsFunnelProductSchema>;

export const webstatsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    visitors: z.number().int(),
    visits: z.number().int(),
    page_views: z.number().int(),
    /** Visits with one page view and no goal, as a share of the visits (0 to 1). */
    bounce_rate: z.number(),
    /** The mean time from a visit's first to its last event, in seconds. */
    visit_duration_seconds: z.number(),
    /** Distinct visitors of the last WEBSTATS_LIMITS.realtimeMinutes minutes. */
    realtime_visitors: z.number().int(),
    days: z.array(webstatsDaySchema),
    pages: z.array(webstatsRowSchema),
    entry_pages: z.array(webstatsRowSchema),
    exit_pages: z.array(webstatsRowSchema),
    /** By the referrer's host, of each visit's first page view. */
    referrers: z.array(webstatsRowSchema),
    /** `source / medium / campaign` of each visit's first page view with utm_* values. */
    campaigns: z.array(webstatsRowSchema),
    countries: z.array(webstatsRowSchema),
    devices: z.array(webstatsRowSchema),
    browsers: z.array(webstatsRowSchema),
    funnel: z.object({
      steps: z.array(
        z.object({
          step: z.enum(WEBSTATS_FUNNEL_STEPS),
          visits: z.number().int(),
          /** Share of the first step's visits (0 to 1). */
          conversion: z.number(),
        }),
      ),
      products: z.array(webstatsFunnelProductSchema),
    }),
  })
  .meta({ id: 'Webstats' });
export type Webstats = z.infer<typeof webstatsSchema>;

/** The tables of an answer, in the order the dashboard shows them. */
export const WEBSTATS_TABLES = [
  'pages',
  'entry_pages',
  'exit_pages',
  'referrers',
  'campaigns',
  'countries',
  'devices',
  'browsers',
] as const;
export type WebstatsTable = (typeof WEBSTATS_TABLES)[number];
