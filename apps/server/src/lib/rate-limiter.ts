import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so that every app instance sees the same counts.
 * One statement per hit: it starts a new window when the old one has passed.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const window = `${rule.windowSeconds} seconds`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.windowStart} <= now() - ${window}::interval THEN 1 ELSE ${rateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= now() - ${window}::interval THEN now() ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({
        count: rateLimits.count,
        retryAfter: sql<number>`GREATEST(1, CEIL(EXTRACT(EPOCH FROM (${rateLimits.windowStart} + ${window}::interval - now()))))::int`,
      });
    const count = row?.count ?? 1;
    return {
      allowed: count <= rule.limit,
      count,
      retryAfterSeconds: row?.retryAfter ?? rule.windowSeconds,
    };
  }

  /** Whether `key` has used up its window already, without counting a hit. */
  async blocked(key: string, rule: RateLimitRule): Promise<number | null> {
    const window = `${rule.windowSeconds} seconds`;
    const [row] = await this.db
      .select({
        retryAfter: sql<number>`GREATEST(1, CEIL(EXTRACT(EPOCH FROM (${rateLimits.windowStart} + ${window}::interval - now()))))::int`,
      })
      .from(rateLimits)
      .where(
        sql`${rateLimits.key} = ${key} AND ${rateLimits.count} >= ${rule.limit} AND ${rateLimits.windowStart} > now() - ${window}::interval`,
      );
    return row ? row.retryAfter : null;
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }

  /** Forgets windows that ended more than a day ago. */
  async prune(): Promise<void> {
    await this.db
      .delete(rateLimits)
      .where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
  }
}
