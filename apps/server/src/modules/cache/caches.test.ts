import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_RETRY_MS, RefreshingValue } from './caches';

describe('RefreshingValue', () => {
  afterEach(() => vi.useRealTimers());

  it('has nothing at hand before the first load, then the loaded value', async () => {
    const value = new RefreshingValue(async () => 'catalogue', 1000);
    expect(value.now()).toBeUndefined();
    expect(await value.get()).toBe('catalogue');
    expect(value.now()).toBe('catalogue');
  });

  it('answers the old value at once when stale and reloads it once in the background', async () => {
    vi.useFakeTimers({ now: 0 });
    let loads = 0;
    const value = new RefreshingValue(async () => `v${++loads}`, 1000);
    await value.get();
    vi.setSystemTime(1500);
    expect(value.now()).toBe('v1');
    expect(value.now()).toBe('v1');
    await vi.waitFor(() => expect(value.now()).toBe('v2'));
    expect(loads).toBe(2);
  });

  it('keeps answering the old value while reloads fail, trying again only after a pause', async () => {
    vi.useFakeTimers({ now: 0 });
    let loads = 0;
    let failing = false;
    const errors: unknown[] = [];
    const value = new RefreshingValue(
      async () => {
        loads += 1;
        if (failing) throw new Error('the database is away');
        return `v${loads}`;
      },
      1000,
      (error) => errors.push(error),
    );
    await value.get();
    failing = true;
    vi.setSystemTime(1500);
    expect(value.now()).toBe('v1');
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    // Every read meanwhile answers at once, without another try.
    for (let read = 0; read < 10; read += 1) expect(value.now()).toBe('v1');
    expect(loads).toBe(2);

    failing = false;
    vi.setSystemTime(1500 + RELOAD_RETRY_MS);
    expect(value.now()).toBe('v1');
    await vi.waitFor(() => expect(value.now()).toBe('v3'));
    expect(errors).toHaveLength(1);
  });

  it('forgets the value on clear, and a load begun before the clear does not bring it back', async () => {
    let release: (v: string) => void = () => undefined;
    const value = new RefreshingValue(
      () => new Promise<string>((resolve) => (release = resolve)),
      1000,
    );
    const first = value.get();
    value.clear();
    release('before the write');
    await first;
    expect(value.now()).toBeUndefined();
  });
});
