import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appState } from '../../db/schema';

const EPOCH_KEY = 'cache_epoch';

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** A small in-process cache with a time-to-live, registered so it can be cleared. */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly ttlMs: number) {}

  async get(key: string, load: () => Promise<T> | T): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const value = await load();
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Every cache of this instance. Clearing bumps an epoch in the database; the other instances
 * poll it and clear theirs, so "Clear Cache" holds across a fleet.
 */
export class CacheRegistry {
  private readonly caches: TtlCache<unknown>[] = [];
  private epoch: string | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  create<T>(ttlMs: number): TtlCache<T> {
    const cache = new TtlCache<T>(ttlMs);
    this.caches.push(cache);
    return cache;
  }

  private clearLocal(): void {
    for (const cache of this.caches) cache.clear();
  }

  async clearAll(): Promise<void> {
    this.clearLocal();
    const [row] = await this.db
      .insert(appState)
      .values({ key: EPOCH_KEY, value: '1' })
      .onConflictDoUpdate({
        target: appState.key,
        set: { value: sql`(${appState.value}::int + 1)::text` },
      })
      .returning();
    this.epoch = row?.value;
  }

  private async readEpoch(): Promise<string | undefined> {
    const [row] = await this.db.select().from(appState).where(eq(appState.key, EPOCH_KEY));
    return row?.value;
  }

  /** Starts watching the shared epoch; `intervalMs` of 0 disables it (tests). */
  async watch(intervalMs: number): Promise<void> {
    this.epoch = await this.readEpoch();
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.readEpoch()
        .then((epoch) => {
          if (epoch !== this.epoch) {
            this.epoch = epoch;
            this.clearLocal();
          }
        })
        .catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
