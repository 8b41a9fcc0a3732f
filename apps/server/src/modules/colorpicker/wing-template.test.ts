import { describe, expect, it } from 'vitest';
import { templateViewSchema } from '@windfamily/contract/colorpicker';
import { reflectPath, WING_ZONES, wingTemplate } from './wing-template';

const numbersOf = (d: string) => (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);

/** The bounding box of a path's absolute points (M, L and Q only, as the template writes them). */
function boxOf(d: string) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, command, args] of d.matchAll(/([MLQZa])([^MLQZa]*)/g)) {
    if (command === 'a' || command === 'Z') continue;
    const values = numbersOf(args!);
    for (let i = 0; i < values.length; i += 2) {
      xs.push(values[i]!);
      ys.push(values[i + 1]!);
    }
  }
  return {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
}

describe('wingTemplate', () => {
  const template = wingTemplate({ cells: 44, aspectRatio: 5.2 });

  it('draws a top and a bottom view that the contract accepts', () => {
    expect(template.views.map((view) => view.view)).toEqual(['top', 'bottom']);
    for (const view of template.views) {
      expect(templateViewSchema.parse(view)).toEqual(view);
      expect(view.width).toBe(1000);
      for (const shape of view.shapes) {
        const box = boxOf(shape.d);
        expect(box.minX).toBeGreaterThanOrEqual(0);
        expect(box.maxX).toBeLessThanOrEqual(view.width);
        expect(box.minY).toBeGreaterThanOrEqual(0);
        expect(box.maxY).toBeLessThanOrEqual(view.height);
      }
    }
  });

  it('shows every zone in some view, and only zones of its list', () => {
    const keys = WING_ZONES.map((zone) => zone.key);
    const drawn = new Set(
      template.views.flatMap((view) => view.shapes.map((shape) => shape.zone).filter(Boolean)),
    );
    expect([...drawn].sort()).toEqual([...keys].sort());
    expect(template.zones).toEqual(WING_ZONES);
    const top = template.views[0]!.shapes.map((shape) => shape.zone);
    const bottom = template.views[1]!.shapes.map((shape) => shape.zone);
    for (const key of ['leading_edge', 'top_1', 'top_2_left', 'top_3_right', 'logo'])
      expect(top).toContain(key);
    for (const key of ['bottom', 'bottom_leading_edge', 'tip_left', 'tip_right'])
      expect(bottom).toContain(key);
  });

  it('pairs mirrored zones both ways, on the surface they are drawn on', () => {
    const byKey = new Map(WING_ZONES.map((zone) => [zone.key, zone]));
    for (const zone of WING_ZONES) {
      if (!zone.mirror) continue;
      expect(byKey.get(zone.mirror)?.mirror).toBe(zone.key);
      expect(byKey.get(zone.mirror)?.surface).toBe(zone.surface);
    }
  });

  it('draws each mirrored zone as the reflection of its pair, in every view', () => {
    let pairs = 0;
    for (const view of template.views) {
      const pathOf = new Map(view.shapes.map((shape) => [shape.zone, shape.d]));
      for (const zone of WING_ZONES) {
        if (!zone.mirror || !pathOf.has(zone.key)) continue;
        const own = pathOf.get(zone.key)!;
        const mirror = pathOf.get(zone.mirror)!;
        expect(reflectPath(own)).toBe(mirror);
        // A real reflection: left and right are on opposite sides of the centre line.
        const [a, b] = [boxOf(own), boxOf(mirror)];
        expect(a.minX + b.maxX).toBeCloseTo(view.width, 1);
        expect(a.maxX + b.minX).toBeCloseTo(view.width, 1);
        expect(Math.sign(a.minX - view.width / 2)).not.toBe(Math.sign(b.minX - view.width / 2));
        pairs += 1;
      }
    }
    // top_2, top_3 and the tips from above, the tips from below: each pair both ways.
    expect(pairs).toBe(8);
  });

  it('shows the pilot’s left on the left from above and on the right from below', () => {
    const [top, bottom] = template.views;
    const tipLeft = (view: typeof top) => boxOf(view!.shapes.find((s) => s.zone === 'tip_left')!.d);
    expect(tipLeft(top).maxX).toBeLessThan(500);
    expect(tipLeft(bottom).minX).toBeGreaterThan(500);
  });

  it('draws each model its own plan form: more aspect ratio, a slimmer wing; more cells, more seams', () => {
    const slim = wingTemplate({ cells: 78, aspectRatio: 7 });
    const stout = wingTemplate({ cells: 32, aspectRatio: 4.8 });
    expect(slim.views[0]!.height).toBeLessThan(stout.views[0]!.height);
    const ribs = (t: typeof slim) =>
      (
        t.views[0]!.shapes.find((s) => s.zone === null && s.stroke_width === 0.7)!.d.match(/M/g) ??
        []
      ).length;
    expect(ribs(slim)).toBe(77);
    expect(ribs(stout)).toBe(31);
    // The same numbers, the same drawing.
    expect(wingTemplate({ cells: 78, aspectRatio: 7 })).toEqual(slim);
  });

  it('curves the leading edge back towards the tips', () => {
    const outline = template.views[0]!.shapes.at(-1)!;
    expect(outline.zone).toBeNull();
    const values = numbersOf(outline.d);
    const points = Array.from({ length: values.length / 2 }, (_, i) => [
      values[2 * i]!,
      values[2 * i + 1]!,
    ]);
    const front = points.slice(0, points.length / 2);
    const centre = front.reduce((a, b) => (Math.abs(a[0]! - 500) < Math.abs(b[0]! - 500) ? a : b));
    expect(front[0]![1]! - centre[1]!).toBeGreaterThan(40);
  });

  it('refuses numbers no wing has', () => {
    expect(() => wingTemplate({ cells: 4, aspectRatio: 5 })).toThrow();
    expect(() => wingTemplate({ cells: 40, aspectRatio: 40 })).toThrow();
  });
});

describe('reflectPath', () => {
  it('reflects points across the view and turns relative arcs', () => {
    expect(reflectPath('M10 20L30.5 40Z')).toBe('M990 20L969.5 40Z');
    expect(reflectPath('M100 50a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0Z')).toBe(
      'M900 50a2.5 2.5 0 1 1 -5 0a2.5 2.5 0 1 1 5 0Z',
    );
    expect(reflectPath(reflectPath('M1 2Q3 4 5 6Z'))).toBe('M1 2Q3 4 5 6Z');
  });
});
