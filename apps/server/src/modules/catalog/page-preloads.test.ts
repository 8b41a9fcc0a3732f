import { catalogApiPaths, SHELL_API_PATHS } from '@windfamily/contract/api-paths';
import type { ProductDetail, ProductListResponse } from '@windfamily/contract/catalog';
import type { Cart } from '@windfamily/contract/cart';
import {
  CART_LINE_IMAGE_PX,
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_MAIN_IMAGE_SIZES,
} from '@windfamily/contract/image-sizes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { createProduct, seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { createUser } from '../../test/helpers';
import { preloadedOf, standInWebBuild } from '../../test/web-pages';
import { catalogPagePreloads } from './page-preloads';

// The pages of a stand-in web build: the preloaded answers go into its <head>.
const dist = standInWebBuild();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webDistDir: dist.dir });
  await seedCatalog(t);
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const appConfigOf = (html: string) =>
  JSON.parse(
    (/<meta name="app-config" content="([^"]*)"/.exec(html)?.[1] ?? '{}').replaceAll('&quot;', '"'),
  ) as { country?: string; countryName?: string };

describe('the calls a shop page makes first', () => {
  it('are the product and goodies for a wing, the list and categories for a category', () => {
    expect(catalogPagePreloads.calls('/store/products/wings/emilie-peace2', 'de')).toEqual([
      catalogApiPaths.product('emilie-peace2', 'de'),
      catalogApiPaths.goodies('de'),
    ]);
    expect(catalogPagePreloads.calls('/store/products/addons/repair-kit', 'at')).toEqual([
      catalogApiPaths.product('repair-kit', 'at'),
    ]);
    expect(catalogPagePreloads.calls('/store/categories/wings', 'at')).toEqual([
      catalogApiPaths.products('wings', 'at'),
      catalogApiPaths.categories(),
    ]);
    expect(catalogPagePreloads.calls('/store/categories', 'at')).toEqual([
      catalogApiPaths.products(undefined, 'at'),
      catalogApiPaths.categories(),
    ]);
    expect(catalogPagePreloads.calls('/store/bargains', 'at')).toEqual([
      catalogApiPaths.secondhand('at'),
    ]);
    expect(catalogPagePreloads.calls('/store/checkout', 'at')).toEqual([]);
    expect(catalogPagePreloads.calls('/about', 'at')).toEqual([]);
  });

  it("lead to the first bargain's photo on the bargains page", () => {
    const photo = { webp_srcset: '/media/images/a/320.webp 320w' };
    const answer = (items: unknown[]) => ({
      [catalogApiPaths.secondhand('at')]: { status: 200, body: { items } },
    });
    expect(
      catalogPagePreloads.leadImage?.('/store/bargains', 'at', answer([{ photos: [photo] }])),
    ).toEqual({ srcset: photo.webp_srcset, sizes: PRODUCT_CARD_IMAGE_SIZES });
    expect(
      catalogPagePreloads.leadImage?.('/store/bargains', 'at', answer([{ photos: [] }])),
    ).toBeUndefined();
  });
});

describe('a page of the web app', () => {
  it("comes with the visitor's session, status, cart and product, as the API answers them", async () => {
    const client = new TestClient(t.app);
    const page = await client.get('/store/products/wings/emilie-peace2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const answers = preloadedOf(page.body);
    expect(Object.keys(answers).sort()).toEqual(
      [
        SHELL_API_PATHS.cart,
        SHELL_API_PATHS.currentUser,
        SHELL_API_PATHS.status,
        catalogApiPaths.product('emilie-peace2', 'at'),
        catalogApiPaths.goodies('at'),
      ].sort(),
    );
    expect(answers[SHELL_API_PATHS.currentUser]?.status).toBe(401);
    // The cart's key came with the page: the browser's next calls see the same cart.
    expect(client.cookies.get('cartid')).toMatch(/^[\w-]{43}$/);
    expect(client.cookies.get('csrftoken')).toBeTruthy();
    for (const url of [
      SHELL_API_PATHS.cart,
      catalogApiPaths.product('emilie-peace2', 'at'),
      catalogApiPaths.goodies('at'),
    ]) {
      const live = await client.get(url);
      expect(answers[url]).toEqual({ status: 200, body: live.json<unknown>() });
    }
    expect(appConfigOf(page.body)).toMatchObject({ country: 'at', countryName: 'Austria' });
  });

  it('is a 404, still the web app, for a product that does not exist or a path it has no page for', async () => {
    const client = new TestClient(t.app);
    for (const path of [
      '/store/products/wings/no-such-wing',
      '/store/products/wings',
      '/no-such-page',
    ]) {
      const page = await client.get(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<meta name="app-config"');
    }
    expect((await client.get('/store/categories/wings')).statusCode).toBe(200);
  });

  it("prices the page's calls for the cart's country and shows the account's own cart", async () => {
    const account = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(account.email, account.password);
    await client.post('/api/store/cart/', { country: 'ch' });
    await client.post('/api/store/cart/add-item/', {
      product_variant: await variantIdOf(t, 'REPAIR-KIT'),
      amount: 2,
    });
    const answers = preloadedOf((await client.get('/store/categories/addons')).body);
    expect(answers[SHELL_API_PATHS.currentUser]).toMatchObject({
      status: 200,
      body: { email: account.email },
    });
    expect(answers[SHELL_API_PATHS.cart]).toMatchObject({
      status: 200,
      body: { country: 'ch', item_count: 2 },
    });
    const list = answers[catalogApiPaths.products('addons', 'ch')];
    expect(list).toMatchObject({ status: 200, body: { pricing: { country: 'ch', vat_rate: 0 } } });
    expect(answers[catalogApiPaths.categories()]?.status).toBe(200);
  });

  describe('with the pictures rendered', () => {
    // Only the pictures these pages show first: the wing's own, and those of the first wing
    // its category lists (the demo's first). All the demo's pictures took most of a minute on
    // a machine that had rendered none yet (they are kept by content). Rendering is work for
    // a hook, not for the test's own time.
    beforeAll(async () => {
      await seedCatalog(t, { images: { products: ['emilie-peace2', 'sophie-joy'] } });
    });

    it('has the browser fetch its first picture beside the code, at the size it shows', async () => {
      const client = new TestClient(t.app);
      const productPage = (await client.get('/store/products/wings/emilie-peace2')).body;
      const product = preloadedOf(productPage)[catalogApiPaths.product('emilie-peace2', 'at')]
        ?.body as ProductDetail;
      const first = product.images[0]!;
      expect(productPage).toContain(
        `<link rel="preload" as="image" type="image/webp" imagesrcset="${first.webp_srcset}" imagesizes="${PRODUCT_MAIN_IMAGE_SIZES}" fetchpriority="high" />`,
      );
      const categoryPage = (await client.get('/store/categories/wings')).body;
      const list = preloadedOf(categoryPage)[catalogApiPaths.products('wings', 'at')]
        ?.body as ProductListResponse;
      expect(categoryPage).toContain(
        `imagesrcset="${list.products[0]!.thumbnail!.webp_srcset}" imagesizes="${PRODUCT_CARD_IMAGE_SIZES}"`,
      );
      expect((await client.get('/store/checkout')).body).not.toContain('rel="preload" as="image"');
      // With the wing in the cart, the checkout fetches the line's picture at its size.
      await client.post('/api/store/cart/add-item/', { product_variant: product.variants[0]!.id });
      const checkoutPage = (await client.get('/store/checkout')).body;
      const cart = preloadedOf(checkoutPage)[SHELL_API_PATHS.cart]?.body as Cart;
      expect(cart.items[0]?.thumbnail?.webp_srcset).toContain('.webp');
      expect(checkoutPage).toContain(
        `<link rel="preload" as="image" type="image/webp" imagesrcset="${cart.items[0]!.thumbnail!.webp_srcset}" imagesizes="${CART_LINE_IMAGE_PX}px" fetchpriority="high" />`,
      );
    });
  });

  it('keeps text of the answers from closing the script element', async () => {
    const { product } = await createProduct(t);
    await t.app.services.database.db
      .update(products)
      .set({ slogan: '</script><script>alert(1)</script>' })
      .where(eq(products.id, product.id));
    await t.app.services.catalog.changed();
    const client = new TestClient(t.app);
    const page = await client.get(`/store/products/addons/${product.slug}`);
    expect(page.body).not.toContain('<script>alert(1)');
    const answers = preloadedOf(page.body);
    expect(answers[catalogApiPaths.product(product.slug, 'at')]).toMatchObject({
      status: 200,
      body: { slogan: '</script><script>alert(1)</script>' },
    });
  });
});
