import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from '../../plugins/web-app';
import { unitPageMeta } from './page-meta';

describe('the page meta of a wing’s page', () => {
  it('is not indexed and has no canonical link', async () => {
    const resolve = unitPageMeta({ brand: 'Wind' });
    const meta = await resolve('/q/WF26-000001/abcdefghijklmnopqrstuv');
    expect(meta).toMatchObject({ title: 'Your wing', noindex: true });
    expect(await resolve('/q/WF26-000001')).toBeUndefined();
    expect(await resolve('/store/bargains')).toBeUndefined();
    const html = renderIndexHtml('<html><head></head><body></body></html>', {
      config: { brand: 'Wind', mode: 'prod', promoFallbackCode: 'X' },
      titlePrefix: 'Wind',
      meta,
      url: '/q/WF26-000001/abcdefghijklmnopqrstuv',
      publicUrl: 'https://wind.example',
    });
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('rel="canonical"');
  });
});
