import { SHELL_API_PATHS } from '@windfamily/contract/api-paths';
import { describe, expect, it } from 'vitest';
import type { PreloadedAnswer } from '../../plugins/web-app';
import { cartPagePreloads } from './page-preloads';

const cartWith = (items: unknown[], status = 200) => ({
  [SHELL_API_PATHS.cart]: { status, body: { items } },
});
const thumbnail = { webp_srcset: '/media/images/a/320.webp 320w, /media/images/a/640.webp 640w' };
const combo = { image: { webp: '/media/combos/b.webp', png: '/media/combos/b.png' } };

describe("the checkout's first picture", () => {
  it("is its first line's: the wing in the pilot's colours, else the product's", () => {
    const lead = (items: unknown[], path = '/store/checkout') =>
      cartPagePreloads.leadImage?.(path, 'at', cartWith(items));
    expect(lead([{ thumbnail, color_combo: null }, { thumbnail: null }])).toEqual({
      srcset: thumbnail.webp_srcset,
      sizes: '96px',
    });
    expect(lead([{ thumbnail, color_combo: combo }], '/store/checkout/')).toEqual({
      srcset: combo.image.webp,
      sizes: '96px',
    });
  });

  it('is none for an empty cart, a line without a picture, a failed cart or another page', () => {
    const lead = (path: string, answers: Record<string, PreloadedAnswer>) =>
      cartPagePreloads.leadImage?.(path, 'at', answers);
    expect(lead('/store/checkout', cartWith([]))).toBeUndefined();
    expect(
      lead('/store/checkout', cartWith([{ thumbnail: null, color_combo: null }])),
    ).toBeUndefined();
    expect(lead('/store/checkout', cartWith([{ thumbnail }], 503))).toBeUndefined();
    expect(lead('/store/categories/wings', cartWith([{ thumbnail }]))).toBeUndefined();
    expect(lead('/store/checkout', {})).toBeUndefined();
    expect(cartPagePreloads.calls('/store/checkout', 'at')).toEqual([]);
  });
});
