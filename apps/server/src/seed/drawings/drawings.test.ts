import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ADDON_KINDS,
  addonSvg,
  FASHION_KINDS,
  fashionSvg,
  secondhandSvg,
  WING_DESIGNS,
  WING_VIEWS,
  wingGallery,
  wingSvg,
} from './index';
import { fade, mix, parseColor } from './svg';

/** Renders an SVG the way the image store does, and answers its size and colours. */
async function render(svg: string) {
  const image = sharp(Buffer.from(svg));
  const { width, height, format } = await image.metadata();
  const png = await image.png().toBuffer();
  const stats = await sharp(png).stats();
  return { width, height, format, png, stats };
}

/** How many distinct colours a rendering has, roughly: a blank picture has one or two. */
async function colourCount(png: Buffer) {
  const { data } = await sharp(png).resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  const colours = new Set<string>();
  for (let i = 0; i < data.length; i += 3)
    colours.add(`${data[i]! >> 4},${data[i + 1]! >> 4},${data[i + 2]! >> 4}`);
  return colours.size;
}

const carlito = WING_DESIGNS.carlito;

describe('wingSvg', () => {
  it.each(WING_VIEWS)('renders the %s view at the width asked, 16:10, opaque', async (view) => {
    const svg = wingSvg({ ...carlito, view, width: 320 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const { width, height, format, png, stats } = await render(svg);
    expect([format, width, height]).toEqual(['svg', 320, 200]);
    expect(stats.isOpaque).toBe(true);
    expect(await colourCount(png)).toBeGreaterThan(20);
  });

  it('draws each design in its own colours, and the same design the same way every time', () => {
    const svgs = Object.values(WING_DESIGNS).map((design) => wingSvg({ ...design, view: 'top' }));
    expect(new Set(svgs).size).toBe(svgs.length);
    expect(wingSvg({ ...carlito, view: 'flying' })).toBe(wingSvg({ ...carlito, view: 'flying' }));
    // The top panels show in the plan form (shaded, so look for a near tone).
    const red = parseColor(carlito.colors.top[0]!);
    const top = wingSvg({ ...carlito, view: 'top' });
    const fills = [...top.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => parseColor(m[1]!));
    expect(fills.some((c) => c.every((v, i) => Math.abs(v - red[i]!) < 24))).toBe(true);
  });

  it('lays the top colours out in zones or in stripes', () => {
    const zones = wingSvg({ ...WING_DESIGNS.thermik, view: 'top', pattern: 'zones' });
    const stripes = wingSvg({ ...WING_DESIGNS.thermik, view: 'top', pattern: 'stripes' });
    expect(zones).not.toBe(stripes);
  });

  it('gives each demo model a gallery of three views', () => {
    expect(wingGallery('sophie-joy', { width: 320 })).toHaveLength(3);
  });
});

describe('secondhandSvg', () => {
  it('renders a faded wing in the evening light', async () => {
    const svg = secondhandSvg({ colors: WING_DESIGNS.marlon.colors, view: 'flying', width: 320 });
    const { width, height } = await render(svg);
    expect([width, height]).toEqual([320, 200]);
    expect(svg).not.toContain(WING_DESIGNS.marlon.colors.tips);
    expect(fade('#ff0000')).not.toBe('#ff0000');
  });
});

describe('fashionSvg', () => {
  it.each(FASHION_KINDS)('renders a %s, square, in the colour given', async (kind) => {
    const svg = fashionSvg(kind, '#2b4c7e', '#f3a712', { width: 240 });
    expect(svg).toContain('#2b4c7e');
    expect(svg).toContain('#f3a712');
    const { width, height, png } = await render(svg);
    expect([width, height]).toEqual([240, 240]);
    expect(await colourCount(png)).toBeGreaterThan(6);
  });
});

describe('addonSvg', () => {
  it.each(ADDON_KINDS)('renders a %s, square', async (kind) => {
    const { width, height, png, stats } = await render(addonSvg(kind, { width: 240 }));
    expect([width, height]).toEqual([240, 240]);
    expect(stats.isOpaque).toBe(true);
    expect(await colourCount(png)).toBeGreaterThan(6);
  });

  it('takes other colours', () => {
    expect(addonSvg('mug', { colors: { main: '#123456' } })).toContain('#123456');
  });
});

describe('colour helpers', () => {
  it('mixes and parses', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(parseColor('#abc')).toEqual([170, 187, 204]);
    expect(() => parseColor('red')).toThrow();
  });
});
