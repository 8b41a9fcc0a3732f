import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GoodiesResponse,
  ProductListResponse,
  SecondhandResponse,
} from '@windfamily/contract/catalog';
import { priceLists, productVariants, products, users } from '../../db/schema';
import { createProduct, productOf, seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { createUser, expectApiError, loggedInClient } from '../../test/helpers';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  client = new TestClient(t.app);
});
afterAll(async () => t.close());

const list = async (query: string, who = client) => {
  const response = await who.get(`/api/store/products/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductListResponse>();
};

describe('GET /api/store/products/', () => {
  it("lists a category's products with their 'from' price for the country", async () => {
    const { products: wings, pricing } = await list('?category=wings&country=at');
    expect(pricing).toEqual({
      country: 'at',
      vat_rate: 20,
      reverse_charge: false,
      price_list: null,
    });
    expect(wings.map((wing) => wing.slug)).toEqual([
      'sophie-joy',
      'emilie-peace2',
      'carlito',
      'dent-de-lion',
      'marlon',
      'bruno-bold',
      'lola-lite',
    ]);
    expect(wings[0]).toMatchObject({
      name: 'Sophie Joy',
      category: 'wings',
      new: true,
      price_from: '4590.00',
      price_to: '4590.00',
      slogan: expect.stringContaining('high B') as string,
    });
    expect(wings.find((wing) => wing.slug === 'dent-de-lion')?.price_from).toBe('4290.00');
    expect(wings.every((wing) => !wing.new || wing.slug === 'sophie-joy')).toBe(true);
  });

  it('lists every product of the shop without a category, never the bargains', async () => {
    const { products: all } = await list('?country=at');
    const categories = new Set(all.map((product) => product.category));
    expect([...categories]).toEqual(['wings', 'fashion', 'addons', 'goodies']);
    expect(all.some((product) => product.slug === 'repair-kit')).toBe(true);
    expect(all.some((product) => product.slug === 'bargains')).toBe(false);
  });

  it('prices for the country: VAT of an EU state, none outside the EU', async () => {
    const price = async (country: string) =>
      (await list(`?category=wings&country=${country}`)).products.find(
        (wing) => wing.slug === 'dent-de-lion',
      )?.price_from;
    expect(await price('de')).toBe('4254.25');
    expect(await price('FI')).toBe('4486.63');
    expect(await price('ch')).toBe('3575.00');
  });

  it("takes the visitor's country when none is given", async () => {
    const german = new TestClient(t.app);
    const response = await german.get('/api/store/products/?category=wings', {
      headers: { 'cf-ipcountry': 'de' },
    });
    expect(response.json<ProductListResponse>().pricing.country).toBe('de');
  });

  it('answers 404 for an unknown or unlisted category and 400 for a bad country', async () => {
    expectApiError(await client.get('/api/store/products/?category=gliders'), 404);
    expectApiError(await client.get('/api/store/products/?category=secondhand'), 404);
    expectApiError(await client.get('/api/store/products/?country=zz'), 400, {
      country: ['unknown country'],
    });
    expectApiError(await client.get('/api/store/products/?country=austria'), 400);
  });

  it('is compressed for browsers that take it and revalidated with an ETag', async () => {
    const response = await client.get('/api/store/products/?country=at', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(
      brotliDecompressSync(response.rawPayload).toString(),
    ) as ProductListResponse;
    expect(body.products.length).toBeGreaterThan(10);
    const etag = response.headers.etag as string;
    const again = await client.get('/api/store/products/?country=at', {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/store/products/{slug}', () => {
  it('answers the whole product: variants with sizes, prices, weight ranges, availability', async () => {
    const product = await productOf(client, 'emilie-peace2');
    expect(product).toMatchObject({
      slug: 'emilie-peace2',
      category: 'wings',
      category_name: 'Wings',
      name: 'Emilie Peace 2',
      customizable: true,
      lead_time_weeks: 4,
      option_names: ['Size'],
      price_from: '3690.00',
    });
    expect(product.description).toContain('## What changed');
    expect(product.specs[0]).toEqual({ label: 'Certification', value: 'EN/LTF A' });
    expect(product.variants.map((variant) => variant.name)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(product.variants[2]).toMatchObject({
      options: { Size: 'M' },
      sku: 'EMILIE-PEACE2-M',
      net_price: '3075.00',
      price: '3690.00',
      availability: { status: 'made_to_order', lead_time_weeks: 4 },
      weight_range: { min_kg: 80, max_kg: 100 },
    });
  });

  it('tells stock, sold out and made to order apart', async () => {
    const shirt = await productOf(client, 'family-tshirt');
    const variant = (size: string, colour: string) =>
      shirt.variants.find((v) => v.options.Size === size && v.options.Colour === colour);
    expect(variant('M', 'Sky')?.availability).toEqual({ status: 'in_stock', quantity: 12 });
    expect(variant('XL', 'Sunset')?.availability).toEqual({ status: 'sold_out' });
    expect(variant('M', 'Sky')?.weight_range).toBeNull();
    const risers = await productOf(client, 'riser-set');
    expect(risers.variants[0]?.availability).toEqual({
      status: 'made_to_order',
      lead_time_weeks: 2,
    });
  });

  it('is a 404 for unknown, hidden and second-hand products', async () => {
    expectApiError(await client.get('/api/store/products/no-such-wing'), 404);
    expectApiError(await client.get('/api/store/products/bargains'), 404);
  });
});

describe('catalogue changes', () => {
  it('show at once: a deactivated product disappears, a deactivated variant cannot be picked', async () => {
    const { product, variant } = await createProduct(t, { stock: 3 });
    expect((await list('?category=addons')).products.some((p) => p.slug === product.slug)).toBe(
      true,
    );

    const db = t.app.services.database.db;
    await db
      .update(productVariants)
      .set({ active: false })
      .where(eq(productVariants.id, variant.id));
    await t.app.services.catalog.changed();
    const detail = await productOf(client, product.slug);
    expect(detail.variants[0]?.availability).toEqual({ status: 'unavailable' });
    expect(detail.price_from).toBeNull();

    await db.update(products).set({ active: false }).where(eq(products.id, product.id));
    await t.app.services.catalog.changed();
    expect((await list('?category=addons')).products.some((p) => p.slug === product.slug)).toBe(
      false,
    );
    expectApiError(await client.get(`/api/store/products/${product.slug}`), 404);
  });

  it('Clear Cache makes the server read the catalogue again', async () => {
    const { product } = await createProduct(t);
    await productOf(client, product.slug);
    // A change made behind the app's back (another instance, a database console) …
    await t.app.services.database.db
      .update(products)
      .set({ name: 'Renamed elsewhere' })
      .where(eq(products.id, product.id));
    // … shows after a cache clear.
    const admin = await loggedInClient(t, 'superuser');
    expect((await admin.client.get('/accounting/clear_cache/')).statusCode).toBe(200);
    expect((await productOf(client, product.slug)).name).toBe('Renamed elsewhere');
  });
});

describe('reseller prices', () => {
  it("shows a reseller the price list's prices, and no VAT with a VAT id in another EU country", async () => {
    const db = t.app.services.database.db;
    const [schools] = await db
      .select()
      .from(priceLists)
      .where(eq(priceLists.name, 'Flight schools'));
    const reseller = await createUser(t, { role: 'reseller' });
    await db
      .update(users)
      .set({ priceListId: schools!.id, vatId: 'DE123456789' })
      .where(eq(users.id, reseller.user.id));
    const resellerClient = new TestClient(t.app);
    await resellerClient.login(reseller.email, reseller.password);

    const inGermany = await productOf(resellerClient, 'emilie-peace2', 'de');
    expect(inGermany.pricing).toEqual({
      country: 'de',
      vat_rate: 0,
      reverse_charge: true,
      price_list: 'Flight schools',
    });
    // M has a price of its own in the list; the other sizes are 15 % off 3 075.00.
    expect(inGermany.variants.find((v) => v.name === 'M')?.price).toBe('2500.00');
    expect(inGermany.variants.find((v) => v.name === 'S')?.price).toBe('2613.75');
    expect([inGermany.price_from, inGermany.price_to]).toEqual(['2500.00', '2613.75']);

    const atHome = await productOf(resellerClient, 'emilie-peace2', 'at');
    expect(atHome.pricing.reverse_charge).toBe(false);
    expect(atHome.variants.find((v) => v.name === 'M')?.price).toBe('3000.00');

    // A visitor asking for the same page at the same time sees the shop's prices.
    expect((await productOf(client, 'emilie-peace2', 'de')).variants[2]?.price).toBe('3659.25');
  });
});

describe('GET /api/store/goodies/', () => {
  it('lists the goodies with their regular and reduced gross prices', async () => {
    const response = await client.get('/api/store/goodies/?country=at');
    const { goodies } = response.json<GoodiesResponse>();
    expect(goodies.map((goodie) => goodie.product.slug)).toEqual([
      'sticker-set',
      'keychain',
      'thermal-mug',
      'family-cap',
    ]);
    expect(goodies[1]).toMatchObject({
      product_variant: { id: await variantIdOf(t, 'KEYCHAIN'), name: 'One size', price: '12.00' },
      reduced_price: '6.00',
    });
    expect(goodies[0]?.reduced_price).toBe('0.00');
  });
});

describe('GET /api/store/marketplace/secondhand/', () => {
  it('lists the bargains for sale with model, size, date, condition and price; sold ones are gone', async () => {
    const first = await client.get('/api/store/marketplace/secondhand/?country=at');
    const { items } = first.json<SecondhandResponse>();
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({
      model: 'Emilie Peace 2',
      model_link: '/store/products/wings/emilie-peace2',
      size: 'M',
      manufacturing_date: '2023-04-12',
      condition: 'like new',
      hours_flown: 35,
      price: '2700.00',
    });
    expect(items.find((item) => item.model === 'Fritz Classic')?.model_link).toBeNull();

    await t.app.services.database.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, items[1]!.product_variant));
    await t.app.services.catalog.changed();
    const after = (
      await client.get('/api/store/marketplace/secondhand/')
    ).json<SecondhandResponse>();
    expect(after.items.map((item) => item.id)).not.toContain(items[1]!.id);
  });
});

describe('GET /api/store/categories/', () => {
  it("lists the shop's categories in order", async () => {
    const response = await client.get('/api/store/categories/');
    expect(response.json()).toMatchObject({
      categories: [{ slug: 'wings' }, { slug: 'fashion' }, { slug: 'addons' }, { slug: 'goodies' }],
    });
  });
});
