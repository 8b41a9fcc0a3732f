import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { openTestDatabase } from '../test/harness';
import { RateLimiter } from './rate-limiter';

let database: Database;
let limiter: RateLimiter;
beforeAll(async () => {
  database = await openTestDatabase();
  limiter = new RateLimiter(database.db);
});
afterAll(async () => database.close());

const rule = { limit: 3, windowSeconds: 600 };
let n = 0;
const freshKey = () => `test:${n++}`;

/** Moves the window of `key` into the past, as if `seconds` had gone by. */
const travel = (key: string, seconds: number) =>
  database.db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - ${`${seconds} seconds`}::interval` })
    .where(sql`${rateLimits.key} = ${key}`);

describe('RateLimiter', () => {
  it('allows `limit` hits in a window, then refuses with the seconds left', async () => {
    const key = freshKey();
    const results = [];
    for (let i = 0; i < rule.limit + 2; i++) results.push(await limiter.hit(key, rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5]);
    const retry = results.at(-1)?.retryAfterSeconds ?? 0;
    expect(retry).toBeGreaterThan(rule.windowSeconds - 30);
    expect(retry).toBeLessThanOrEqual(rule.windowSeconds);
  });

  it('counts keys apart', async () => {
    const a = freshKey();
    const b = freshKey();
    for (let i = 0; i < rule.limit; i++) await limiter.hit(a, rule);
    expect((await limiter.hit(a, rule)).allowed).toBe(false);
    expect((await limiter.hit(b, rule)).allowed).toBe(true);
  });

  it('starts a new window once the old one has passed', async () => {
    const key = freshKey();
    for (let i = 0; i < rule.limit + 1; i++) await limiter.hit(key, rule);
    await travel(key, 300);
    const midway = await limiter.hit(key, rule);
    expect(midway.allowed).toBe(false);
    expect(midway.retryAfterSeconds).toBeLessThanOrEqual(300);
    await travel(key, 301);
    expect(await limiter.hit(key, rule)).toMatchObject({ allowed: true, count: 1 });
  });

  it('forgets a key on reset', async () => {
    const key = freshKey();
    for (let i = 0; i < rule.limit + 1; i++) await limiter.hit(key, rule);
    await limiter.reset(key);
    expect(await limiter.hit(key, rule)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts every one of many simultaneous hits (one atomic statement each)', async () => {
    const key = freshKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => limiter.hit(key, { limit: 5, windowSeconds: 600 })),
    );
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('prunes windows that ended more than a day ago', async () => {
    const old = freshKey();
    const recent = freshKey();
    await limiter.hit(old, rule);
    await limiter.hit(recent, rule);
    await travel(old, 25 * 3600);
    await limiter.prune();
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys).not.toContain(old);
    expect(keys).toContain(recent);
  });
});
