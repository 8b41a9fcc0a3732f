import { describe, expect, it } from 'vitest';
import { makeVariant, makeWing } from '../test/fixtures';
import { adviseSize, parseWeight, sizeRangesOf } from './size-advice';

const { variants } = makeWing(); // XS 55–72, S 68–88, M 82–102, L 96–118, XL 112–135

describe('adviseSize', () => {
  it('recommends the size whose range holds the weight', () => {
    const advice = adviseSize(variants, 78);
    expect(advice).toMatchObject({ kind: 'fits', size: { size: 'S' }, alsoFits: [] });
  });

  it('takes the range edges as inside', () => {
    expect(adviseSize(variants, 55)).toMatchObject({ kind: 'fits', size: { size: 'XS' } });
    expect(adviseSize(variants, 135)).toMatchObject({ kind: 'fits', size: { size: 'XL' } });
  });

  it('where two ranges overlap, prefers the one whose middle is nearest', () => {
    // 85 kg: S (middle 78) is 7 kg off, M (middle 92) 7 kg too: a tie goes to the smaller.
    expect(adviseSize(variants, 85)).toMatchObject({ kind: 'fits', size: { size: 'S' } });
    // 86 kg: S is 8 kg off its middle, M 6 kg.
    const advice = adviseSize(variants, 86);
    expect(advice).toMatchObject({ kind: 'fits', size: { size: 'M' } });
    expect(advice?.kind === 'fits' && advice.alsoFits.map((size) => size.size)).toEqual(['S']);
    // 70 kg: XS (middle 63.5) 6.5 off, S (middle 78) 8 off.
    expect(adviseSize(variants, 70)).toMatchObject({ kind: 'fits', size: { size: 'XS' } });
  });

  it('says so below the smallest and above the largest range', () => {
    expect(adviseSize(variants, 54)).toMatchObject({ kind: 'below', smallest: { size: 'XS' } });
    expect(adviseSize(variants, 136)).toMatchObject({ kind: 'above', largest: { size: 'XL' } });
  });

  it('names both neighbours when the weight falls into a gap between ranges', () => {
    const gappy = [
      makeVariant({ Size: 'S' }, { weight_range: { min_kg: 60, max_kg: 80 } }),
      makeVariant({ Size: 'M' }, { weight_range: { min_kg: 85, max_kg: 105 } }),
    ];
    expect(adviseSize(gappy, 82)).toMatchObject({
      kind: 'between',
      lower: { size: 'S' },
      upper: { size: 'M' },
    });
  });

  it('gives no advice for products without weight ranges', () => {
    expect(adviseSize([makeVariant({ Size: 'M' })], 80)).toBeNull();
  });
});

describe('sizeRangesOf', () => {
  it('lists each size once, smallest first', () => {
    const shuffled = [variants[3]!, variants[0]!, variants[4]!, variants[1]!, variants[2]!];
    expect(sizeRangesOf(shuffled).map((size) => size.size)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });
});

describe('parseWeight', () => {
  it('reads kilograms, with a comma or a point', () => {
    expect(parseWeight(' 85 ')).toBe(85);
    expect(parseWeight('85,5')).toBe(85.5);
  });

  it('refuses what is not a plausible weight', () => {
    for (const text of ['', 'abc', '5', '400', '-80']) expect(parseWeight(text)).toBeNull();
  });
});
