import { describe, expect, it } from 'vitest';
import { POLYGON_MASKS, shuffledMasks } from './polygon-masks';

describe('POLYGON_MASKS', () => {
  it('are 9 different CSS polygons (SPEC.md section 9)', () => {
    expect(new Set(POLYGON_MASKS).size).toBe(9);
    for (const mask of POLYGON_MASKS) expect(mask).toMatch(/^polygon\((\d+% \d+%(, )?)+\)$/);
  });
});

describe('shuffledMasks', () => {
  it('gives all 9 masks in an order that depends on chance', () => {
    const sequence = [0.9, 0.1, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4];
    let call = 0;
    const masks = shuffledMasks(() => sequence[call++ % sequence.length]!);
    expect([...masks].sort()).toEqual([...POLYGON_MASKS].sort());
    expect(masks).not.toEqual(shuffledMasks(() => 0.99));
  });
});
