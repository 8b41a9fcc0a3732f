import { describe, expect, it } from 'vitest';
import { makeDetail, ZONES } from '../test/fixtures';
import { harmoniousColors, seededRandom } from './harmony';

const detail = makeDetail();

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const numbers = Array.from({ length: 50 }, () => a());
    expect(numbers).toEqual(Array.from({ length: 50 }, () => b()));
    expect(numbers.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(numbers).size).toBeGreaterThan(45);
  });
});

describe('harmoniousColors', () => {
  const seeds = Array.from({ length: 40 }, (_, i) => i + 1);

  it('gives every zone a colour it allows and the workshop has', () => {
    for (const seed of seeds) {
      const colors = harmoniousColors(detail, seededRandom(seed));
      expect(Object.keys(colors).sort()).toEqual(ZONES.map((zone) => zone.key).sort());
      for (const zone of ZONES) {
        const code = colors[zone.key]!;
        expect(zone.allowed).toContain(code);
        // Old gold is allowed in the top centre but not in the workshop now.
        expect(code).not.toBe('N-405');
      }
    }
  });

  it('colours mirrored zones alike', () => {
    for (const seed of seeds) {
      const colors = harmoniousColors(detail, seededRandom(seed));
      expect(colors.top_tip_left).toBe(colors.top_tip_right);
    }
  });

  it('is repeatable with a seed and varies between seeds', () => {
    expect(harmoniousColors(detail, seededRandom(7))).toEqual(
      harmoniousColors(detail, seededRandom(7)),
    );
    const distinct = new Set(
      seeds.map((seed) => JSON.stringify(harmoniousColors(detail, seededRandom(seed)))),
    );
    expect(distinct.size).toBeGreaterThan(5);
  });

  it('keeps colours near the base hue: a warm base never gives a blue centre', () => {
    // The first number is the base hue (0.1 → 36°, orange-red), the second the scheme
    // (analogous below 0.5); the rest choose among the nearest.
    const numbers = [0.1, 0.2, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3];
    const colors = harmoniousColors(detail, () => numbers.shift() ?? 0.3);
    expect(['N-401', 'N-406']).toContain(colors.top_center);
    expect(colors.top_center).not.toBe('N-403');
  });

  it('keeps the standard colour of a zone with nothing to choose now', () => {
    const bare = makeDetail({
      zones: ZONES.map((zone) =>
        zone.key === 'top_center' ? { ...zone, allowed: ['N-405'], default: 'N-405' } : zone,
      ),
    });
    expect(harmoniousColors(bare, seededRandom(3)).top_center).toBe('N-405');
  });
});
