import { describe, expect, it } from 'vitest';
import { ciede2000, ciede2000Lab, hexToLab, nearestCloths } from './color-match';

describe('ciede2000Lab', () => {
  // Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
  // supplementary test data, and mathematical observations", table 1.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
    [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[50, 2.5, 0], [61, -5, 29], 22.8977],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ] as const)('%j vs %j is %d', ([l1, a1, b1], [l2, a2, b2], expected) => {
    const x = { l: l1, a: a1, b: b1 };
    const y = { l: l2, a: a2, b: b2 };
    expect(ciede2000Lab(x, y)).toBeCloseTo(expected, 4);
    // The formula is symmetric for these pairs, as the published data shows.
    expect(ciede2000Lab(y, x)).toBeCloseTo(expected, 4);
  });
});

describe('hexToLab', () => {
  it('converts sRGB to CIELAB under D65', () => {
    const white = hexToLab('#ffffff');
    expect(white.l).toBeCloseTo(100, 2);
    expect(white.a).toBeCloseTo(0, 2);
    expect(white.b).toBeCloseTo(0, 2);
    const red = hexToLab('#ff0000');
    expect(red.l).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => hexToLab('blue')).toThrow(/not a colour/);
  });
});

describe('ciede2000', () => {
  it('is 0 for one colour and grows with the difference', () => {
    expect(ciede2000('#336699', '#336699')).toBe(0);
    const near = ciede2000('#336699', '#33669a');
    const far = ciede2000('#336699', '#ff9900');
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(1);
    expect(far).toBeGreaterThan(30);
  });
});

describe('nearestCloths', () => {
  const cloths = [
    { code: 'N-101', hex: '#f7f7f4' },
    { code: 'N-110', hex: '#1b1c1f' },
    { code: 'N-121', hex: '#2553a8' },
    { code: 'N-150', hex: '#d52b2b' },
    { code: 'N-145', hex: '#f07c1d' },
  ];

  it('answers the nearest cloths first, distances rounded to 2 decimals', () => {
    const found = nearestCloths('#e03a2f', cloths, 3);
    expect(found.map((match) => match.code)).toEqual(['N-150', 'N-145', 'N-110']);
    for (const match of found) expect(Math.round(match.distance * 100) / 100).toBe(match.distance);
    expect(found[0]!.distance).toBeLessThan(found[1]!.distance);
    expect(found[1]!.distance).toBeLessThan(found[2]!.distance);
  });

  it('finds navy for a dark blue and white for a pale grey', () => {
    expect(nearestCloths('#000080', cloths)).toEqual([
      { code: 'N-121', distance: expect.any(Number) as number },
    ]);
    expect(nearestCloths('#eeeeee', cloths)[0]!.code).toBe('N-101');
  });

  it('answers an exact match at distance 0, and every cloth when asked for more', () => {
    const found = nearestCloths('#2553a8', cloths, 10);
    expect(found[0]).toEqual({ code: 'N-121', distance: 0 });
    expect(found).toHaveLength(cloths.length);
    expect(nearestCloths('#2553a8', [], 3)).toEqual([]);
  });
});
