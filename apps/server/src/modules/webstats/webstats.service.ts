import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  WEBSTATS_FUNNEL_STEPS,
  WEBSTATS_LIMITS,
  WEBSTATS_TABLES,
  type Webstats,
  type WebstatsCollectPayload,
  type WebstatsRow,
} from '@windfamily/contract/webstats';
import { type Db, rowsOf } from '../../db/client';
import { BeaconLimit } from './beacon-limit';
import { type Beacon, type BeaconRequest, DailySalts, eventRows, insertEvents } from './collection';
import { dayArray, funnelSelect, rowsSelect, totalsSelect, visitsCte } from './figures';
import { addDays, viennaDay } from './visitor';

/** Raw events are kept this many days after their day, then only the daily tables hold them. */
export const WEBSTATS_RETENTION_DAYS = 7;
/** Beacons wait in memory at most this long (or until this many) before one insert. */
const FLUSH_MS = 1000;
const FLUSH_EVENTS = 5000;
/** Finished days rolled up in one transaction. */
const ROLLUP_CHUNK_DAYS = 7;
/** Beacons per address and minute; more are dropped (counted in memory, per instance). */
export const WEBSTATS_BEACONS_PER_MINUTE = 600;

interface DailyTotals {
  day: string;
  visitors: number;
  visits: number;
  page_views: number;
  bounces: number;
  duration_seconds: number;
}

type FunnelRow = {
  product: string;
  product_page: number;
  cart: number;
  checkout: number;
  order: number;
};

interface LiveFigures {
  days: DailyTotals[];
  rows: (WebstatsRow & { dimension: string })[];
  funnel: FunnelRow[];
}

/** The rows of every table summed by name, each table ranked and cut to its first rows. */
function mergeRows(rows: (WebstatsRow & { dimension: string })[]) {
  const byKey = new Map<string, WebstatsRow & { dimension: string }>();
  for (const row of rows) {
    const key = `${row.dimension}\u0000${row.name}`;
    const known = byKey.get(key);
    if (known) {
      known.visitors += row.visitors;
      known.visits += row.visits;
      known.page_views += row.page_views;
    } else byKey.set(key, { ...row });
  }
  const measure = (row: WebstatsRow & { dimension: string }) =>
    row.dimension === 'pages' ? row.page_views : row.visits;
  return [...byKey.values()].sort(
    (a, b) =>
      measure(b) - measure(a) ||
      b.visitors - a.visitors ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/** The funnel's rows summed by product, the whole funnel (`''`) first, then by product page. */
function mergeFunnel(rows: FunnelRow[]): FunnelRow[] {
  const byProduct = new Map<string, FunnelRow>();
  for (const row of rows) {
    const known = byProduct.get(row.product);
    if (known) {
      known.product_page += row.product_page;
      known.cart += row.cart;
      known.checkout += row.checkout;
      known.order += row.order;
    } else byProduct.set(row.product, { ...row });
  }
  return [...byProduct.values()].sort(
    (a, b) =>
      Number(b.product === '') - Number(a.product === '') ||
      b.product_page - a.product_page ||
      (a.product < b.product ? -1 : a.product > b.product ? 1 : 0),
  );
}

/** Every day from `from` to `to`, both included. */
function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The site's own web statistics (docs/decisions/0029-web-statistics.md): counts page views
 * without cookies or addresses, rolls finished days up and answers the figures of a period.
 */
export class WebstatsService {
  /** The service's clock; tests set it to script visits at given times. */
  clock: () => Date = () => new Date();

  private waiting: Beacon[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private salts: DailySalts;
  private limit = new BeaconLimit(WEBSTATS_BEACONS_PER_MINUTE, () => this.clock().getTime());
  /**
   * How long the figures of the days not rolled up yet (today) are reused: computing them
   * reads every raw event of the day. Older ones are still answered while new ones are
   * computed, so a dashboard kept open never waits on them, yet a visit shows within seconds.
   * 0 computes them for every answer (the tests).
   */
  liveCacheMs = 5_000;
  private live = new Map<
    string,
    { at: number; figures: Promise<LiveFigures>; next?: Promise<LiveFigures> }
  >();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.salts = new DailySalts(db);
  }

  /** False when the address has sent too many beacons this minute (they are dropped). */
  admit(ip: string): boolean {
    return this.limit.admit(ip);
  }

  /**
   * Counts a page view or goal; it reaches the database within a second. The request only
   * notes the beacon: its visitor hash, country, device and browser are worked out with the
   * rest of its batch, in one tight loop, far cheaper than one by one between requests.
   */
  collect(payload: WebstatsCollectPayload, request: BeaconRequest): void {
    this.waiting.push({ payload, request, at: this.clock() });
    if (this.waiting.length >= FLUSH_EVENTS) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes the beacons waiting in memory (one insert); resolves when they are written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const beacons = this.waiting;
    this.waiting = [];
    this.flushing = this.flushing.then(async () => {
      if (beacons.length === 0) return;
      try {
        await this.db.execute(insertEvents(await eventRows(beacons, this.salts)));
      } catch (error) {
        this.log.error({ err: error, events: beacons.length }, 'writing page views failed');
      }
    });
    return this.flushing;
  }

  /**
   * Rolls every finished day with raw events into the daily tables (once: a day another
   * instance rolled up is left alone), then deletes raw events past the retention and the
   * salts of past days. Answers the days rolled up.
   */
  async rollUp(): Promise<string[]> {
    await this.flush();
    const today = viennaDay(this.clock());
    const [first] = await rowsOf<{ day: string | null }>(
      this.db,
      sql`SELECT min(day)::text AS day FROM webstats_events`,
    );
    const done: string[] = [];
    if (first?.day) {
      const pending = await rowsOf<{ day: string }>(
        this.db,
        sql`SELECT d::date::text AS day FROM generate_series(${first.day}::date, ${addDays(today, -1)}::date, interval '1 day') d
            WHERE NOT EXISTS (SELECT 1 FROM webstats_daily w WHERE w.day = d::date) ORDER BY 1`,
      );
      for (let start = 0; start < pending.length; start += ROLLUP_CHUNK_DAYS)
        done.push(
          ...(await this.rollUpDays(
            pending.slice(start, start + ROLLUP_CHUNK_DAYS).map((row) => row.day),
          )),
        );
    }
    await this.db.execute(
      sql`DELETE FROM webstats_events e WHERE e.day < ${addDays(today, -WEBSTATS_RETENTION_DAYS)}::date
          AND EXISTS (SELECT 1 FROM webstats_daily w WHERE w.day = e.day)`,
    );
    await this.db.execute(sql`DELETE FROM webstats_salts WHERE day < ${today}`);
    return done;
  }

  /** Rolls `days` up; answers those this call did (not another instance meanwhile). */
  private rollUpDays(days: string[]): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      // The claim: only the transaction that inserts a day's totals writes its other rows.
      const claimed = (
        await rowsOf<{ day: string }>(
          tx,
          sql`WITH ${visitsCte(dayArray(days))}
            INSERT INTO webstats_daily (day, visitors, visits, page_views, bounces, duration_seconds)
            SELECT d.day, coalesce(t.visitors, 0), coalesce(t.visits, 0), coalesce(t.page_views, 0),
              coalesce(t.bounces, 0), round(coalesce(t.duration_seconds, 0))::bigint
            FROM unnest(${dayArray(days)}) AS d(day) LEFT JOIN (${totalsSelect}) t ON t.day = d.day
            ON CONFLICT (day) DO NOTHING RETURNING day::text`,
        )
      ).map((row) => row.day);
      if (claimed.length === 0) return [];
      const mine = dayArray(claimed);
      await tx.execute(sql`WITH ${visitsCte(mine)}
        INSERT INTO webstats_daily_rows (day, dimension, name, visitors, visits, page_views)
        SELECT day, dimension, name, visitors, visits, page_views FROM (${rowsSelect}) r`);
      await tx.execute(sql`WITH ${visitsCte(mine)}
        INSERT INTO webstats_daily_funnel (day, product, product_page, cart, checkout, orders)
        SELECT day, product, product_page, cart, checkout, orders FROM (${funnelSelect}) f`);
      return claimed.sort();
    });
  }

  /** The figures of raw events of `days`, reused for `liveCacheMs` (see there). */
  private liveFigures(days: string[]): Promise<LiveFigures> {
    if (days.length === 0) return Promise.resolve({ days: [], rows: [], funnel: [] });
    const key = days.join(',');
    const known = this.live.get(key);
    const now = Date.now();
    if (known && now - known.at < this.liveCacheMs) return known.figures;
    const compute = () => {
      const live = dayArray(days);
      const figures = Promise.all([
        rowsOf<DailyTotals>(
          this.db,
          sql`WITH ${visitsCte(live)} SELECT day::text, visitors, visits, page_views, bounces, duration_seconds FROM (${totalsSelect}) t`,
        ),
        rowsOf<WebstatsRow & { dimension: string }>(
          this.db,
          sql`WITH ${visitsCte(live)}
            SELECT dimension, name, sum(visitors)::int AS visitors, sum(visits)::int AS visits,
              sum(page_views)::int AS page_views
            FROM (${rowsSelect}) r GROUP BY dimension, name`,
        ),
        rowsOf<FunnelRow>(
          this.db,
          sql`WITH ${visitsCte(live)}
            SELECT product, sum(product_page)::int AS product_page, sum(cart)::int AS cart,
              sum(checkout)::int AS checkout, sum(orders)::int AS "order"
            FROM (${funnelSelect}) f GROUP BY product`,
        ),
      ]).then(([totals, rows, funnel]) => ({ days: totals, rows, funnel }));
      return figures;
    };
    if (this.liveCacheMs <= 0) return compute();
    if (known) {
      // Stale: answered as it is while the next one is computed (once).
      if (!known.next) {
        const next = compute();
        known.next = next;
        next.then(
          () => this.live.set(key, { at: Date.now(), figures: next }),
          () => (known.next = undefined),
        );
      }
      return known.figures;
    }
    const figures = compute();
    this.live.set(key, { at: now, figures });
    figures.catch(() => this.live.delete(key));
    // Only a few periods end today; forget the others.
    if (this.live.size > 20) this.live.delete(this.live.keys().next().value!);
    return figures;
  }

  /** The figures of the Vienna days `from` to `to`: rolled-up days plus raw events of the rest. */
  async stats(from: string, to: string): Promise<Webstats> {
    const now = this.clock();
    const raw = await rowsOf<{ day: string }>(
      this.db,
      sql`SELECT d::date::text AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
          WHERE d::date >= ${addDays(viennaDay(now), -WEBSTATS_RETENTION_DAYS - 1)}::date
            AND d::date <= ${viennaDay(now)}::date
            AND NOT EXISTS (SELECT 1 FROM webstats_daily w WHERE w.day = d::date)`,
    );
    const range = sql`BETWEEN ${from}::date AND ${to}::date`;
    const [live, days, rolledRows, rolledFunnel, realtime] = await Promise.all([
      this.liveFigures(raw.map((row) => row.day)),
      rowsOf<DailyTotals>(
        this.db,
        sql`SELECT day::text, visitors, visits, page_views, bounces, duration_seconds::float8
            FROM webstats_daily WHERE day ${range}`,
      ),
      rowsOf<WebstatsRow & { dimension: string }>(
        this.db,
        sql`SELECT dimension, name, sum(visitors)::int AS visitors, sum(visits)::int AS visits,
              sum(page_views)::int AS page_views
            FROM webstats_daily_rows WHERE day ${range} GROUP BY dimension, name`,
      ),
      rowsOf<FunnelRow>(
        this.db,
        sql`SELECT product, sum(product_page)::int AS product_page, sum(cart)::int AS cart,
              sum(checkout)::int AS checkout, sum(orders)::int AS "order"
            FROM webstats_daily_funnel WHERE day ${range} GROUP BY product`,
      ),
      rowsOf<{ visitors: number }>(
        this.db,
        sql`SELECT count(DISTINCT visitor)::int AS visitors FROM webstats_events
            WHERE at > ${new Date(now.getTime() - WEBSTATS_LIMITS.realtimeMinutes * 60_000)}
              AND at <= ${now}`,
      ),
    ]);
    days.push(...live.days);
    const rows = mergeRows([...rolledRows, ...live.rows]);
    const funnel = mergeFunnel([...rolledFunnel, ...live.funnel]);

    const sum = (key: keyof Omit<DailyTotals, 'day'>) =>
      days.reduce((total, day) => total + Number(day[key]), 0);
    const visits = sum('visits');
    const tables = Object.fromEntries(WEBSTATS_TABLES.map((table) => [table, [] as WebstatsRow[]]));
    for (const { dimension, ...row } of rows) {
      const table = tables[dimension];
      if (table && table.length < WEBSTATS_LIMITS.tableRows) table.push(row);
    }
    const whole = funnel.find((row) => row.product === '');
    const first = whole?.product_page ?? 0;
    const stepVisits = {
      product: first,
      cart: whole?.cart ?? 0,
      checkout: whole?.checkout ?? 0,
      order: whole?.order ?? 0,
    };
    return {
      from,
      to,
      visitors: sum('visitors'),
      visits,
      page_views: sum('page_views'),
      bounce_rate: visits ? sum('bounces') / visits : 0,
      visit_duration_seconds: visits ? Math.round(sum('duration_seconds') / visits) : 0,
      realtime_visitors: realtime[0]?.visitors ?? 0,
      days: everyDay(from, to).map((day) => {
        const found = days.find((row) => row.day === day);
        return {
          day,
          visitors: found?.visitors ?? 0,
          visits: found?.visits ?? 0,
          page_views: found?.page_views ?? 0,
        };
      }),
      pages: tables.pages ?? [],
      entry_pages: tables.entry_pages ?? [],
      exit_pages: tables.exit_pages ?? [],
      referrers: tables.referrers ?? [],
      campaigns: tables.campaigns ?? [],
      countries: tables.countries ?? [],
      devices: tables.devices ?? [],
      browsers: tables.browsers ?? [],
      funnel: {
        steps: WEBSTATS_FUNNEL_STEPS.map((step) => ({
          step,
          visits: stepVisits[step],
          conversion: first ? stepVisits[step] / first : 0,
        })),
        products: funnel.filter((row) => row.product !== '').slice(0, WEBSTATS_LIMITS.tableRows),
      },
    };
  }
}
