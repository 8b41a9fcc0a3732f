import { sql, type SQL } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { SHOP_TIME_ZONE } from '../../lib/shop-time';

// The daily aggregates of the sales statistics (docs/decisions/0028-sales-statistics.md):
// triggers on `orders` and `order_items` mark the days whose orders changed; `refresh`
// recomputes those days from the orders, and the sums read the aggregates only.

/** The key of the advisory lock two refreshes take turns on ("stats" in ASCII). */
const REFRESH_LOCK = 0x7374617473;

/** The orders placed on the days of `days` (a `date[]`), each with its day as `day`. */
const ordersOn = (days: SQL) => sql`
  unnest(${days}) AS d(day)
  JOIN orders o
    ON o.created_at >= (d.day::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}::text)
   AND o.created_at < ((d.day + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}::text)`;

/** The days as a `date[]` parameter (a text, so that both drivers pass it alike). */
const dayArray = (days: string[]) => sql`string_to_array(${days.join(',')}, ',')::date[]`;

/** One day's figures as `stats_days` keeps them. */
export interface DayRow {
  day: string;
  orders: number;
  net: number;
  vat: number;
  gross: number;
  new_customers: number;
  new_net: number;
  returning_orders: number;
  returning_net: number;
  color_orders: number;
  color_lines: number;
  color_units: number;
  cancelled_orders: number;
  cancelled_gross: number;
}

const DAY_COLUMNS = [
  'orders',
  'net',
  'vat',
  'gross',
  'new_customers',
  'new_net',
  'returning_orders',
  'returning_net',
  'color_orders',
  'color_lines',
  'color_units',
  'cancelled_orders',
  'cancelled_gross',
] as const;

/** A row of sums with numbers as the drivers answer them (bigint sums as strings). */
type Raw<Row> = { [K in keyof Row]: Row[K] extends number ? number | string : Row[K] };

const numbers = <Row extends object>(row: Raw<Row>): Row =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' && /^-?\d+$/.test(value) && key !== 'day' ? Number(value) : value,
    ]),
  ) as Row;

export interface CountryRow {
  country: string;
  orders: number;
  net: number;
  vat: number;
  gross: number;
}
export interface CategoryRow {
  category: string;
  orders: number;
  units: number;
  net: number;
  gross: number;
}
export interface ProductRow extends CategoryRow {
  product: string;
  name: string;
}
export interface PromoCodeRow {
  code: string;
  orders: number;
  discount_net: number;
  discount_gross: number;
}

export class StatisticsAggregates {
  constructor(private readonly db: Db) {}

  /**
   * Recomputes the dirty days, if any, in one transaction under a lock: a second reader
   * waits for the first and then finds nothing left to do. A write committed meanwhile marks
   * its day again, so the next read picks it up.
   */
  async refresh(): Promise<number> {
    const [pending] = await rowsOf<{ any: boolean }>(
      this.db,
      sql`SELECT EXISTS (SELECT 1 FROM stats_dirty_days) AS any`,
    );
    if (!pending?.any) return 0;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${REFRESH_LOCK}::bigint)`);
      const taken = await rowsOf<{ day: string }>(
        tx,
        sql`WITH taken AS (DELETE FROM stats_dirty_days RETURNING day)
            SELECT to_char(day, 'YYYY-MM-DD') AS day FROM taken ORDER BY day`,
      );
      if (taken.length === 0) return 0;
      await recompute(
        tx,
        taken.map((row) => row.day),
      );
      return taken.length;
    });
  }

  /** The figures of each day of a period that has any order (cancelled ones too). */
  async days(from: string, to: string): Promise<DayRow[]> {
    const rows = await rowsOf<Raw<DayRow>>(
      this.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${sql.raw(DAY_COLUMNS.join(', '))}
          FROM stats_days WHERE day BETWEEN ${from}::date AND ${to}::date ORDER BY day`,
    );
    return rows.map((row) => numbers<DayRow>(row));
  }

  async countries(from: string, to: string): Promise<CountryRow[]> {
    const rows = await rowsOf<Raw<CountryRow>>(
      this.db,
      sql`SELECT country, sum(orders)::int AS orders, sum(net) AS net, sum(vat) AS vat,
            sum(gross) AS gross
          FROM stats_day_countries WHERE day BETWEEN ${from}::date AND ${to}::date
          GROUP BY country ORDER BY sum(net) DESC, country`,
    );
    return rows.map((row) => numbers<CountryRow>(row));
  }

  async categories(from: string, to: string): Promise<CategoryRow[]> {
    const rows = await rowsOf<Raw<CategoryRow>>(
      this.db,
      sql`SELECT category, sum(orders)::int AS orders, sum(units)::int AS units, sum(net) AS net,
            sum(gross) AS gross
          FROM stats_day_categories WHERE day BETWEEN ${from}::date AND ${to}::date
          GROUP BY category ORDER BY sum(net) DESC, category`,
    );
    return rows.map((row) => numbers<CategoryRow>(row));
  }

  async products(from: string, to: string): Promise<ProductRow[]> {
    const rows = await rowsOf<Raw<ProductRow>>(
      this.db,
      sql`SELECT product, category, (array_agg(name ORDER BY day DESC))[1] AS name,
            sum(orders)::int AS orders, sum(units)::int AS units, sum(net) AS net,
            sum(gross) AS gross
          FROM stats_day_products WHERE day BETWEEN ${from}::date AND ${to}::date
          GROUP BY product, category ORDER BY sum(net) DESC, product, category`,
    );
    return rows.map((row) => numbers<ProductRow>(row));
  }

  async promoCodes(from: string, to: string): Promise<PromoCodeRow[]> {
    const rows = await rowsOf<Raw<PromoCodeRow>>(
      this.db,
      sql`SELECT code, sum(orders)::int AS orders, sum(discount_net) AS discount_net,
            sum(discount_gross) AS discount_gross
          FROM stats_day_promo_codes WHERE day BETWEEN ${from}::date AND ${to}::date
          GROUP BY code ORDER BY sum(orders) DESC, code`,
    );
    return rows.map((row) => numbers<PromoCodeRow>(row));
  }
}

/**
 * Days past this many are recomputed from one pass over every order (the history after the
 * migration): a customer's first order found by a window over their orders in index order,
 * instead of one lookup per order.
 */
const BULK_DAYS = 60;

/** Replaces the aggregates of `days` by sums over their orders. */
async function recompute(tx: Tx, list: string[]): Promise<void> {
  const days = dayArray(list);
  for (const table of [
    'stats_days',
    'stats_day_countries',
    'stats_day_categories',
    'stats_day_products',
    'stats_day_promo_codes',
  ])
    await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE day = ANY(${days})`);

  // The days' orders, once, with whether each is its customer's (e-mail address's) first not
  // cancelled; the sums below read them from here.
  const first =
    list.length > BULK_DAYS
      ? sql`coalesce(w.first, false)`
      : sql`o.status <> 'cancelled' AND NOT EXISTS (
          SELECT 1 FROM orders p
          WHERE p.email = o.email AND p.status <> 'cancelled'
            AND (p.created_at, p.id) < (o.created_at, o.id))`;
  const firsts =
    list.length > BULK_DAYS
      ? sql`LEFT JOIN (
          SELECT id, row_number() OVER (PARTITION BY email ORDER BY created_at, id) = 1 AS first
          FROM orders WHERE status <> 'cancelled'
        ) w ON w.id = o.id`
      : sql``;
  await tx.execute(sql`
    CREATE TEMPORARY TABLE stats_refresh ON COMMIT DROP AS
    SELECT d.day, o.id, o.status <> 'cancelled' AS live, ${first} AS first, o.country,
      o.net, o.vat, o.total, o.promo_code, o.discount_net, o.discount_gross
    FROM ${ordersOn(days)} ${firsts}`);
  await tx.execute(sql`CREATE INDEX ON stats_refresh (id)`);
  await tx.execute(sql`ANALYZE stats_refresh`);

  await tx.execute(sql`
    INSERT INTO stats_days (day, ${sql.raw(DAY_COLUMNS.join(', '))})
    SELECT r.day,
      count(*) FILTER (WHERE r.live),
      coalesce(sum(r.net) FILTER (WHERE r.live), 0),
      coalesce(sum(r.vat) FILTER (WHERE r.live), 0),
      coalesce(sum(r.total) FILTER (WHERE r.live), 0),
      count(*) FILTER (WHERE r.first),
      coalesce(sum(r.net) FILTER (WHERE r.first), 0),
      count(*) FILTER (WHERE r.live AND NOT r.first),
      coalesce(sum(r.net) FILTER (WHERE r.live AND NOT r.first), 0),
      count(*) FILTER (WHERE r.live AND c.lines > 0),
      coalesce(sum(c.lines) FILTER (WHERE r.live), 0),
      coalesce(sum(c.units) FILTER (WHERE r.live), 0),
      count(*) FILTER (WHERE NOT r.live),
      coalesce(sum(r.total) FILTER (WHERE NOT r.live), 0)
    FROM stats_refresh r
      LEFT JOIN (
        SELECT i.order_id, count(*)::int AS lines, sum(i.amount)::int AS units
        FROM order_items i JOIN stats_refresh x ON x.id = i.order_id
        WHERE i.color_combo_slug IS NOT NULL
        GROUP BY i.order_id
      ) c ON c.order_id = r.id
    GROUP BY r.day`);

  await tx.execute(sql`
    INSERT INTO stats_day_countries (day, country, orders, net, vat, gross)
    SELECT day, country, count(*), sum(net), sum(vat), sum(total)
    FROM stats_refresh WHERE live
    GROUP BY day, country`);

  await tx.execute(sql`
    INSERT INTO stats_day_categories (day, category, orders, units, net, gross)
    SELECT r.day, i.category_slug, count(DISTINCT r.id), sum(i.amount), sum(i.reduced_net),
      sum(i.reduced_gross)
    FROM stats_refresh r JOIN order_items i ON i.order_id = r.id
    WHERE r.live
    GROUP BY r.day, i.category_slug`);

  await tx.execute(sql`
    INSERT INTO stats_day_products (day, product, category, name, orders, units, net, gross)
    SELECT r.day, i.product_slug, i.category_slug,
      (array_agg(i.product_name ORDER BY r.id DESC))[1],
      count(DISTINCT r.id), sum(i.amount), sum(i.reduced_net), sum(i.reduced_gross)
    FROM stats_refresh r JOIN order_items i ON i.order_id = r.id
    WHERE r.live
    GROUP BY r.day, i.product_slug, i.category_slug`);

  await tx.execute(sql`
    INSERT INTO stats_day_promo_codes (day, code, orders, discount_net, discount_gross)
    SELECT day, promo_code, count(*), sum(discount_net), sum(discount_gross)
    FROM stats_refresh WHERE live AND promo_code IS NOT NULL
    GROUP BY day, promo_code`);
}
