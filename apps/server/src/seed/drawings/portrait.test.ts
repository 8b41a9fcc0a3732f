import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PORTRAIT_HAIR_STYLES, portraitSvg } from './portrait';

const base = {
  name: 'Anna & Co',
  sky: ['#6fb0e2', '#e6f1f8'] as const,
  skin: '#f3cdb0',
  hair: '#a0522d',
  jacket: '#0b3d5c',
};

describe('portraitSvg', () => {
  it.each(PORTRAIT_HAIR_STYLES)('renders a square, opaque portrait with %s hair', async (style) => {
    const svg = portraitSvg({ ...base, hairStyle: style, width: 160 });
    const image = sharp(Buffer.from(svg));
    const { width, height, format } = await image.metadata();
    expect([format, width, height]).toEqual(['svg', 160, 160]);
    const stats = await sharp(await image.png().toBuffer()).stats();
    expect(stats.isOpaque).toBe(true);
  });

  it('names who it shows, escaped, and draws the extras asked for', () => {
    const plain = portraitSvg({ ...base, hairStyle: 'short' });
    const dressed = portraitSvg({ ...base, hairStyle: 'short', extras: ['sunglasses', 'helmet'] });
    expect(plain).toContain('<title>Portrait of Anna &#38; Co</title>');
    expect(dressed).not.toBe(plain);
    expect(portraitSvg({ ...base, hairStyle: 'short' })).toBe(plain);
  });
});
