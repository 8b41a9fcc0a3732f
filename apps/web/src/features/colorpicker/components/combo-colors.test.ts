import { describe, expect, it } from 'vitest';
import { makeDetail, NEON, RED, ZONES } from '../test/fixtures';
import { completeColors, needsUvWarning, zoneChange } from './combo-colors';

const detail = makeDetail();
const zone = (key: string) => ZONES.find((candidate) => candidate.key === key)!;

describe('zoneChange', () => {
  it('colours a mirrored zone and its mirror, from either side', () => {
    expect(zoneChange(detail, 'top_tip_left', 'N-401')).toEqual({
      top_tip_left: 'N-401',
      top_tip_right: 'N-401',
    });
    expect(zoneChange(detail, 'top_tip_right', 'N-406')).toEqual({
      top_tip_right: 'N-406',
      top_tip_left: 'N-406',
    });
  });

  it('finds the mirror when only the other zone names it', () => {
    const oneWay = makeDetail({
      zones: ZONES.map((z) => (z.key === 'top_tip_left' ? { ...z, mirror: null } : z)),
    });
    expect(zoneChange(oneWay, 'top_tip_left', 'N-401')).toEqual({
      top_tip_left: 'N-401',
      top_tip_right: 'N-401',
    });
  });

  it('leaves the mirror alone where it does not allow the colour, and others always', () => {
    const narrow = makeDetail({
      zones: ZONES.map((z) => (z.key === 'top_tip_right' ? { ...z, allowed: ['N-403'] } : z)),
    });
    expect(zoneChange(narrow, 'top_tip_left', 'N-401')).toEqual({ top_tip_left: 'N-401' });
    expect(zoneChange(detail, 'top_center', 'N-401')).toEqual({ top_center: 'N-401' });
  });
});

describe('completeColors', () => {
  it("gives every zone a colour: the given one where allowed, else the model's standard", () => {
    expect(
      completeColors(detail, { top_center: 'N-401', bottom_center: 'N-404', old_zone: 'N-401' }),
    ).toEqual({
      leading_edge: 'N-404',
      top_center: 'N-401',
      top_tip_left: 'N-403',
      top_tip_right: 'N-403',
      // Black is not allowed underneath: the standard white instead.
      bottom_center: 'N-402',
    });
  });
});

describe('needsUvWarning', () => {
  it('warns of fluorescent cloth on the top surface only', () => {
    expect(needsUvWarning(zone('top_center'), NEON)).toBe(true);
    expect(needsUvWarning(zone('bottom_center'), NEON)).toBe(false);
    expect(needsUvWarning(zone('top_center'), RED)).toBe(false);
  });
});
