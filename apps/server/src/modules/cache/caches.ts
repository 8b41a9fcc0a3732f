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

/** Anything a cache clear must empty. */
export interface Clearable {
  clear(): void;
}

/**
 * After a background reload failed (the database away), the next one waits this long: not one
 * try, and one error logged, per read while the database is gone.
 */
export const RELOAD_RETRY_MS = 5_000;

/**
 * One value, loaded by `load` and kept for `freshMs`. After that, readers get the old value at
 * once while one reload runs in the background (so a reload never holds up an answer; one that
 * fails is tried again `RELOAD_RETRY_MS` later); `clear` drops it, so that the next reader
 * waits for a fresh one (after a write).
 */
export class RefreshingValue<T> implements Clearable {
  private value: T | undefined;
  private loadedAt = 0;
  private failedAt = -Infinity;
  private loading: Promise<T> | undefined;
  /** Bumped by `clear`: a load that started before it must not win. */
  private epoch = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly freshMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async get(): Promise<T> {
    return this.now() ?? this.reload();
  }

  /**
   * The value at hand, without waiting: undefined until the first load (or after `clear`).
   * Starts the background reload when it is stale, as `get` does.
   */
  now(): T | undefined {
    const now = Date.now();
    if (
      this.value !== undefined &&
      now - this.loadedAt > this.freshMs &&
      now - this.failedAt >= RELOAD_RETRY_MS &&
      !this.loading
    ) {
      this.reload().catch((error: unknown) => {
        this.failedAt = Date.now();
        this.onError(error);
      });
    }
    return this.value;
  }

  private reload(): Promise<T> {
    if (this.loading) return this.loading;
    const epoch = this.epoch;
    const loading = this.load()
      .then((value) => {
        if (epoch === this.epoch) {
          this.value = value;
          this.loadedAt = Date.now();
        }
        return value;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }

  /** The value at hand is out of date: the next read answers it and reloads in the background. */
  stale(): void {
    this.loadedAt = 0;
  }

  clear(): void {
    this.value = undefined;
    this.loading = undefined;
    this.epoch += 1;
  }
}

/**
 * Every cache of this instance. Clearing bumps an epoch in the database; the other instances
 * poll it and clear theirs, so "Clear Cache" holds across a fleet.
 */
export class CacheRegistry {
  private readonly caches: Clearable[] = [];
  private epoch: string | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  create<T>(ttlMs: number): TtlCache<T> {
    const cache = new TtlCache<T>(ttlMs);
    this.caches.push(cache);
    return cache;
  }

  /** Registers a cache of another kind, so that clearing reaches it. */
  register<C extends Clearable>(cache: C): C {
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
