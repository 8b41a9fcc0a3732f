import { type SQL, sql } from 'drizzle-orm';
import { WEBSTATS_LIMITS } from '@windfamily/contract/webstats';

// The figures of raw events, as the rollup stores them and as an answer computes them for the
// days not rolled up yet: one query shape for both, so they cannot drift apart.

const GAP = sql.raw(`interval '${WEBSTATS_LIMITS.visitGapMinutes} minutes'`);
const CHECKOUT_PATH = '/store/checkout';

/** `'{2026-01-01,…}'::date[]` for `day = ANY(…)`. */
export const dayArray = (days: readonly string[]): SQL => sql`${`{${days.join(',')}}`}::date[]`;

/**
 * `numbered`: the events of `days`, each with its visit number (a new visit after a 30-minute
 * gap) and whether it starts or ends its visit; `visits`: one row per visit.
 */
export const visitsCte = (days: SQL): SQL => sql`
  marked AS (
    SELECT e.id, e.day, e.visitor, e.at, e.path, e.goal, e.product, e.referrer_host,
      e.utm_source, e.utm_medium, e.utm_campaign, e.country, e.device, e.browser,
      CASE WHEN lag(e.at) OVER w IS NULL OR e.at - lag(e.at) OVER w >= ${GAP} THEN 1 ELSE 0 END AS starts,
      CASE WHEN lead(e.at) OVER w IS NULL OR lead(e.at) OVER w - e.at >= ${GAP} THEN 1 ELSE 0 END AS ends
    FROM webstats_events e
    WHERE e.day = ANY(${days})
    WINDOW w AS (PARTITION BY e.day, e.visitor ORDER BY e.at, e.id)
  ),
  numbered AS (
    SELECT m.*, sum(m.starts) OVER (PARTITION BY m.day, m.visitor ORDER BY m.at, m.id) AS visit
    FROM marked m
  ),
  visits AS (
    SELECT n.day, n.visitor, n.visit,
      count(*) FILTER (WHERE n.goal IS NULL)::int AS page_views,
      count(*) FILTER (WHERE n.goal IS NOT NULL)::int AS goals,
      extract(epoch FROM max(n.at) - min(n.at))::float8 AS duration,
      max(n.path) FILTER (WHERE n.starts = 1) AS entry,
      max(n.path) FILTER (WHERE n.ends = 1) AS exit,
      max(n.referrer_host) FILTER (WHERE n.starts = 1) AS referrer,
      max(CASE WHEN n.utm_source IS NOT NULL OR n.utm_medium IS NOT NULL OR n.utm_campaign IS NOT NULL
        THEN concat_ws(' / ', coalesce(n.utm_source, '-'), coalesce(n.utm_medium, '-'), coalesce(n.utm_campaign, '-')) END)
        FILTER (WHERE n.starts = 1) AS campaign,
      max(n.country) FILTER (WHERE n.starts = 1) AS country,
      max(n.device) FILTER (WHERE n.starts = 1) AS device,
      max(n.browser) FILTER (WHERE n.starts = 1) AS browser,
      bool_or(n.product IS NOT NULL AND n.goal IS NULL) AS s_product,
      bool_or(n.goal = 'cart') AS s_cart,
      bool_or(n.path = ${CHECKOUT_PATH} AND n.goal IS NULL) AS s_checkout,
      bool_or(n.goal = 'order') AS s_order
    FROM numbered n
    GROUP BY n.day, n.visitor, n.visit
  )`;

/** Per day: visitors, visits, page views, bounces and the visits' total duration. */
export const totalsSelect = sql`
  SELECT v.day, count(DISTINCT v.visitor)::int AS visitors, count(*)::int AS visits,
    coalesce(sum(v.page_views), 0)::int AS page_views,
    (count(*) FILTER (WHERE v.page_views = 1 AND v.goals = 0))::int AS bounces,
    coalesce(sum(v.duration), 0)::float8 AS duration_seconds
  FROM visits v GROUP BY v.day`;

/** Per day, table and name: visitors, visits and page views. */
export const rowsSelect = sql`
  SELECT n.day, 'pages' AS dimension, n.path AS name, count(DISTINCT n.visitor)::int AS visitors,
    count(DISTINCT (n.visitor, n.visit))::int AS visits, count(*)::int AS page_views
  FROM numbered n WHERE n.goal IS NULL GROUP BY n.day, n.path
  UNION ALL
  SELECT v.day, d.dimension, d.name, count(DISTINCT v.visitor)::int, count(*)::int,
    sum(v.page_views)::int
  FROM visits v
  CROSS JOIN LATERAL (VALUES ('entry_pages', v.entry), ('exit_pages', v.exit),
    ('referrers', v.referrer), ('campaigns', v.campaign), ('countries', v.country),
    ('devices', v.device), ('browsers', v.browser)) AS d(dimension, name)
  WHERE d.name IS NOT NULL
  GROUP BY v.day, d.dimension, d.name`;

/** Per day and product (`''` for the whole funnel): the visits that reached each step. */
export const funnelSelect = sql`
  SELECT v.day, '' AS product,
    (count(*) FILTER (WHERE v.s_product))::int AS product_page,
    (count(*) FILTER (WHERE v.s_product AND v.s_cart))::int AS cart,
    (count(*) FILTER (WHERE v.s_product AND v.s_cart AND v.s_checkout))::int AS checkout,
    (count(*) FILTER (WHERE v.s_product AND v.s_cart AND v.s_checkout AND v.s_order))::int AS orders
  FROM visits v GROUP BY v.day
  HAVING count(*) FILTER (WHERE v.s_product) > 0
  UNION ALL
  SELECT v.day, p.product, count(*)::int,
    (count(*) FILTER (WHERE v.s_cart))::int,
    (count(*) FILTER (WHERE v.s_cart AND v.s_checkout))::int,
    (count(*) FILTER (WHERE v.s_cart AND v.s_checkout AND v.s_order))::int
  FROM (SELECT DISTINCT n.day, n.visitor, n.visit, n.product FROM numbered n
        WHERE n.product IS NOT NULL AND n.goal IS NULL) p
  JOIN visits v ON v.day = p.day AND v.visitor = p.visitor AND v.visit = p.visit
  GROUP BY v.day, p.product`;
