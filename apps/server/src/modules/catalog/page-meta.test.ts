import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderIndexHtml } from '../../plugins/web-app';
import { seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { catalogPageMeta } from './page-meta';

let t: TestApp;
let metaOf: ReturnType<typeof catalogPageMeta>;
beforeAll(async () => {
  t = await createTestApp();
  // Only the pictures the pages below show: the wing whose preview picture is read. All the
  // demo's pictures took most of a minute on a machine that had rendered none yet.
  await seedCatalog(t, { images: { products: ['dent-de-lion'] } });
  metaOf = catalogPageMeta(t.app.services.catalog, {
    publicUrl: 'http://shop.test',
    brand: 'Windfamily',
    shopCountry: 'at',
  });
});
afterAll(async () => t.close());

const TEMPLATE = `<!doctype html><html><head><meta name="app-config" content="__APP_CONFIG__" /><meta name="description" content="__APP_DESCRIPTION__" /><title>__APP_TITLE__</title></head><body></body></html>`;

describe('page meta of the shop', () => {
  it('gives a product page its title, description, picture and Product data with offers', async () => {
    const meta = await metaOf('/store/products/wings/dent-de-lion');
    expect(meta).toMatchObject({
      title: 'Dent de Lion',
      description: 'Hike & fly: light as a dandelion seed, 2.9 kg in size M.',
      type: 'product',
      image: expect.stringMatching(/^\/media\/images\/\w+\/1920\.jpg$/) as string,
      jsonLd: {
        '@type': 'Product',
        name: 'Dent de Lion',
        brand: { '@type': 'Brand', name: 'Windfamily' },
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'EUR',
          lowPrice: '4290.00',
          highPrice: '4290.00',
          offerCount: 5,
          availability: 'https://schema.org/InStock',
          url: 'http://shop.test/store/products/wings/dent-de-lion',
        },
      },
    });
  });

  it('knows categories, the bargains and the promo page, and nothing it does not sell', async () => {
    expect(await metaOf('/store/categories/fashion')).toMatchObject({ title: 'Fashion' });
    expect(await metaOf('/store/bargains')).toMatchObject({ title: 'Bargains' });
    expect(await metaOf('/promo/sophie2025')).toMatchObject({
      title: 'Sophie Joy: new for this season',
    });
    expect(await metaOf('/store/products/wings/no-such-wing')).toBeUndefined();
    expect(await metaOf('/store/categories/secondhand')).toBeUndefined();
    expect(await metaOf('/about')).toBeUndefined();
  });

  it('is filled into index.html, escaped, with Open Graph tags and the structured data', async () => {
    const html = renderIndexHtml(TEMPLATE, {
      config: { brand: 'Windfamily', mode: 'prod', promoFallbackCode: 'FLYHIGH10', country: 'de' },
      titlePrefix: 'Windfamily',
      meta: await metaOf('/store/products/wings/dent-de-lion'),
      url: '/store/products/wings/dent-de-lion',
      publicUrl: 'http://shop.test',
    });
    expect(html).toContain('<title>Windfamily | Dent de Lion</title>');
    expect(html).toContain(
      'content="Hike &amp; fly: light as a dandelion seed, 2.9 kg in size M."',
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/shop\.test\/media\/images\/\w+\/1920\.jpg" \/>/,
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://shop.test/store/products/wings/dent-de-lion" />',
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Product', name: 'Dent de Lion' });
    expect(html).toContain('&quot;country&quot;:&quot;de&quot;');
  });

  it('keeps structured data from closing its script element', () => {
    const html = renderIndexHtml(TEMPLATE, {
      config: { brand: 'W', mode: 'prod', promoFallbackCode: 'X1' },
      titlePrefix: 'W',
      meta: {
        title: 'x',
        description: 'y',
        jsonLd: { name: '</script><script>alert(1)</script>' },
      },
      url: '/',
      publicUrl: 'http://shop.test',
    });
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps search engines out of private pages and lists the shop’s pages', async () => {
    const client = new TestClient(t.app);
    const robots = await client.get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /backoffice/');
    expect(robots.body).toContain('Sitemap: http://shop.test/sitemap.xml');
    const sitemap = await client.get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(
      '<loc>http://shop.test/store/products/wings/emilie-peace2</loc>',
    );
    expect(sitemap.body).toContain('<loc>http://shop.test/promo/sophie2025</loc>');
    expect(sitemap.body).not.toContain('/store/products/secondhand/');
  });
});
