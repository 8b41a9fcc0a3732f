import { describe, expect, it } from 'vitest';
import { BeaconLimit } from './beacon-limit';

const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

describe('the beacons allowed per address and minute', () => {
  it('admits the limit, then refuses the same address until the next minute', () => {
    let now = Date.parse('2026-06-10T08:00:10Z');
    const limit = new BeaconLimit(600, () => now);
    for (let beacon = 0; beacon < 600; beacon += 1) expect(limit.admit('203.0.113.1')).toBe(true);
    expect(limit.admit('203.0.113.1')).toBe(false);
    expect(limit.admit('203.0.113.1')).toBe(false);
    // Another address, an IPv6 one, has its own count.
    expect(limit.admit('203.0.113.2')).toBe(true);
    expect(limit.admit('2001:db8::1')).toBe(true);
    now += 49_000;
    expect(limit.admit('203.0.113.1')).toBe(false);
    now += 1_000;
    expect(limit.admit('203.0.113.1')).toBe(true);
  });

  it('refuses no one of a flood of a million addresses, and still counts each alone', () => {
    const limit = new BeaconLimit(600, () => 0);
    for (let n = 0; n < 1_000_000; n += 1)
      if (!limit.admit(address(n))) throw new Error(address(n));
    // Amid the flood, one more address still has nearly its whole minute: its slots hold its
    // own beacons and a few of the flood's (about 15 a slot).
    let admitted = 0;
    while (limit.admit('198.51.100.7')) admitted += 1;
    expect(admitted).toBeGreaterThan(560);
    expect(admitted).toBeLessThanOrEqual(600);
  });

  it('takes a limit that fits its counters only', () => {
    expect(() => new BeaconLimit(0)).toThrow(RangeError);
    expect(() => new BeaconLimit(70_000)).toThrow(RangeError);
  });
});
