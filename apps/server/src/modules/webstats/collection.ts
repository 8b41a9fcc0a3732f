import type { IncomingHttpHeaders } from 'node:http';
import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { WEBSTATS_LIMITS, type WebstatsCollectPayload } from '@windfamily/contract/webstats';
import { type Db, rowsOf } from '../../db/client';
import { countryOf } from '../system/geo';
import {
  browserOf,
  deviceOf,
  newSalt,
  normalPath,
  productOfPath,
  referrerHost,
  viennaDay,
  visitorHash,
} from './visitor';

// A batch of beacons turned into stored page views (docs/decisions/0029-web-statistics.md,
// "Cheap collection"): the visitor hashes with their day's salt, and the one insert.

/** Beacons worked out between two turns of the event loop, so requests are not held up. */
const ROWS_PER_TURN = 500;

/** What the collection call knows of a request, besides its body. */
export interface BeaconRequest {
  ip: string;
  userAgent: string;
  /** The site's host the page was served from. */
  host: string;
  /** The request's headers, for a proxy's country header. */
  headers: IncomingHttpHeaders;
}

/** A beacon as it came, waiting in memory for its batch. */
export interface Beacon {
  payload: WebstatsCollectPayload;
  request: BeaconRequest;
  at: Date;
}

/** A page view or goal as stored, named as its `webstats_events` columns. */
interface EventRow {
  at: string;
  day: string;
  visitor: string;
  path: string;
  goal: string | null;
  product: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  country: string;
  device: string;
  browser: string;
}

/**
 * The rows as one JSON parameter, spread into rows by the database: far cheaper to build and
 * send than a statement with thirteen parameters per event.
 */
export const insertEvents = (rows: EventRow[]) =>
  sql`INSERT INTO webstats_events (at, day, visitor, path, goal, product, referrer_host, utm_source, utm_medium, utm_campaign, country, device, browser)
      SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS e(at timestamptz, day date, visitor text, path text, goal text, product text, referrer_host text, utm_source text, utm_medium text, utm_campaign text, country text, device text, browser text)`;

const cut = (value: string | null | undefined, max: number): string | null =>
  value ? value.slice(0, max) : null;

/**
 * The days' salts, the same for every instance: the first to need a day's salt inserts one,
 * all read the one that won; salts of earlier days are deleted then. Each instance keeps the
 * salts of the days of the beacons it is writing (today, and yesterday around midnight).
 */
export class DailySalts {
  private known = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  of(day: string): Promise<string> {
    const known = this.known.get(day);
    if (known) return known;
    const value = (async () => {
      await this.db.execute(
        sql`INSERT INTO webstats_salts (day, salt) VALUES (${day}, ${newSalt()}) ON CONFLICT (day) DO NOTHING`,
      );
      const [row] = await rowsOf<{ salt: string }>(
        this.db,
        sql`SELECT salt FROM webstats_salts WHERE day = ${day}`,
      );
      await this.db.execute(sql`DELETE FROM webstats_salts WHERE day < ${day}`);
      if (!row) throw new Error(`no salt for ${day}`);
      return row.salt;
    })();
    this.known.set(day, value);
    value.catch(() => {
      if (this.known.get(day) === value) this.known.delete(day);
    });
    return value;
  }

  /** Forgets every salt but `day`'s: an earlier day's is gone from the database. */
  keepOnly(day: string): void {
    for (const known of this.known.keys()) if (known !== day) this.known.delete(known);
  }
}

/**
 * The stored rows of beacons (in the order they came): the address and the user agent end
 * here, in the visitor hash, the country, the device and the browser.
 */
export async function eventRows(beacons: Beacon[], salts: DailySalts): Promise<EventRow[]> {
  const rows: EventRow[] = [];
  let day = '';
  let salt = '';
  for (const [index, { payload, request, at }] of beacons.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await setImmediate();
    // A batch holds one day, or two around midnight: the salt is looked up when the day changes.
    const beaconDay = viennaDay(at);
    if (beaconDay !== day) {
      day = beaconDay;
      salt = await salts.of(day);
    }
    const path = normalPath(payload.path.slice(0, WEBSTATS_LIMITS.pathChars));
    const goal = payload.goal ?? null;
    rows.push({
      at: at.toISOString(),
      day,
      visitor: visitorHash(salt, request.ip, request.userAgent, request.host),
      path,
      goal,
      product: goal
        ? null
        : (cut(payload.product, WEBSTATS_LIMITS.valueChars) ?? productOfPath(path)),
      referrer_host: cut(referrerHost(payload.referrer, request.host), WEBSTATS_LIMITS.valueChars),
      utm_source: cut(payload.utm_source, WEBSTATS_LIMITS.valueChars),
      utm_medium: cut(payload.utm_medium, WEBSTATS_LIMITS.valueChars),
      utm_campaign: cut(payload.utm_campaign, WEBSTATS_LIMITS.valueChars),
      country: countryOf(request),
      device: deviceOf(request.userAgent, payload.screen_width),
      browser: browserOf(request.userAgent),
    });
  }
  if (day) salts.keepOnly(day);
  return rows;
}
