// The collection call's rate limit per address (docs/decisions/0029-web-statistics.md, "Cheap
// collection"): counted in memory per instance, in a table of fixed size.

/** Counters per row of the table: a power of two, so that a slot is a mask of the hash. */
const SLOTS = 1 << 16;

/** FNV-1a, 32 bits, over the string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Beacons per address and minute, in two rows of counters (a count-min sketch): an address
 * counts in one slot of each row, chosen by two halves of its hash, and its count is the
 * smaller of the two. A count is never under the address's own; it is over only when another
 * address shares both slots, and then only their sum can reach the limit.
 *
 * The memory stays the same whatever comes: a flood from a million addresses a minute grows no
 * map and leaves the garbage collector nothing to follow. Each new minute starts from zero.
 */
export class BeaconLimit {
  private readonly low = new Uint16Array(SLOTS);
  private readonly high = new Uint16Array(SLOTS);
  private minute = Number.NaN;

  /** `perMinute` must fit a counter (under 65,536). */
  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!(perMinute > 0 && perMinute < 0xffff)) throw new RangeError(`perMinute: ${perMinute}`);
  }

  /** Counts a beacon of `address`; false when the address is past its minute's limit. */
  admit(address: string): boolean {
    const minute = Math.floor(this.now() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.low.fill(0);
      this.high.fill(0);
    }
    const hash = fnv1a(address);
    const low = hash & (SLOTS - 1);
    const high = hash >>> 16;
    const count = Math.min(this.low[low]!, this.high[high]!);
    if (count >= this.perMinute) return false;
    // Both slots count it, up to the limit (a counter never wraps).
    if (this.low[low]! < this.perMinute) this.low[low] = this.low[low]! + 1;
    if (this.high[high]! < this.perMinute) this.high[high] = this.high[high]! + 1;
    return true;
  }
}
