import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GoodiesResponse,
  ProductListResponse,
  SecondhandResponse,
} from '@windfamily/contract/catalog';
import type {
  GoodieAdmin,
  ProductAdmin,
  ProductAdminList,
  ProductPayload,
  SecondhandAdmin,
  SecondhandPayload,
  VariantAdmin,
  VariantPayload,
} from '@windfamily/contract/catalog-admin';
import { goodies, images, productVariants, products, secondhandItems } from '../../db/schema';
import { productOf, seedCatalog, stockOf, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';

let t: TestApp;
let staff: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  staff = (await loggedInClient(t, 'staff')).client;
  visitor = new TestClient(t.app);
});
afterAll(async () => t.close());

const put = (client: TestClient, url: string, body: Record<string, unknown>) =>
  client.request('PUT', url, body);

let counter = 0;
const uniqueSlug = () => `admin-test-${process.pid}-${(counter += 1)}`;

/** A picture row to point at (the admin API only needs its id). */
async function pictureId(): Promise<number> {
  const [row] = await t.app.services.database.db
    .insert(images)
    .values({
      key: `test-${randomBytes(8).toString('hex')}`,
      width: 640,
      height: 480,
      widths: [320, 640],
      fallbackFormat: 'jpg',
      alt: 'A test picture',
    })
    .returning({ id: images.id });
  return row!.id;
}

const productPayload = (overrides: Partial<ProductPayload> = {}): ProductPayload => ({
  slug: uniqueSlug(),
  category: 'addons',
  name: 'Line Kit',
  slogan: 'Spare lines for the field.',
  description: 'Six **spare** lines.',
  specs: [{ label: 'Lines', value: '6' }],
  option_names: ['Length'],
  image_ids: [],
  thumbnail_id: null,
  new: false,
  position: 50,
  active: true,
  lead_time_weeks: 2,
  ...overrides,
});

const variantPayload = (overrides: Partial<VariantPayload> = {}): VariantPayload => ({
  name: '5 m',
  options: { Length: '5 m' },
  sku: `SKU-${process.pid}-${(counter += 1)}`,
  net_price: '49.90',
  stock_tracked: true,
  stock: 10,
  shipping_weight_grams: 300,
  weight_min_kg: null,
  weight_max_kg: null,
  active: true,
  position: 0,
  ...overrides,
});

async function createProduct(overrides: Partial<ProductPayload> = {}): Promise<ProductAdmin> {
  const response = await staff.post('/api/store/admin/products/', productPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ProductAdmin>();
}

async function createVariant(productId: number, overrides: Partial<VariantPayload> = {}) {
  const response = await staff.post(
    `/api/store/admin/products/${productId}/variants/`,
    variantPayload(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<VariantAdmin>();
}

async function adminProduct(id: number): Promise<ProductAdmin> {
  const response = await staff.get(`/api/store/admin/products/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductAdmin>();
}

/** The payload that would save `product` as it is. */
const payloadOf = (
  product: ProductAdmin,
  overrides: Partial<ProductPayload> = {},
): ProductPayload => ({
  slug: product.slug,
  category: product.category,
  name: product.name,
  slogan: product.slogan,
  description: product.description,
  seo_description: product.seo_description,
  specs: product.specs,
  option_names: product.option_names,
  image_ids: product.images.map((image) => image.id),
  thumbnail_id: product.thumbnail_id,
  new: product.new,
  position: product.position,
  active: product.active,
  lead_time_weeks: product.lead_time_weeks,
  ...overrides,
});

const variantPayloadOf = (
  variant: VariantAdmin,
  overrides: Partial<VariantPayload> = {},
): VariantPayload => ({
  name: variant.name,
  options: variant.options,
  sku: variant.sku,
  net_price: variant.net_price,
  stock_tracked: variant.stock_tracked,
  stock: variant.stock,
  shipping_weight_grams: variant.shipping_weight_grams,
  weight_min_kg: variant.weight_min_kg,
  weight_max_kg: variant.weight_max_kg,
  active: variant.active,
  position: variant.position,
  ...overrides,
});

const count = async (
  table: typeof products | typeof productVariants | typeof goodies | typeof secondhandItems,
) => {
  const [row] = await t.app.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table);
  return row!.n;
};

/** Everything the catalogue admin shows, to compare before and after a refused write. */
const everything = async () => ({
  products: (await staff.get('/api/store/admin/products/')).json<ProductAdminList>(),
  goodies: (await staff.get('/api/store/admin/goodies/')).json<unknown>(),
  secondhand: (await staff.get('/api/store/admin/secondhand/')).json<unknown>(),
  counts: [
    await count(products),
    await count(productVariants),
    await count(goodies),
    await count(secondhandItems),
  ],
});

// ---------------------------------------------------------------------------
// Who may call.
// ---------------------------------------------------------------------------

describe('the catalogue admin', () => {
  it('is for staff only: 401 for visitors, 403 for customers and resellers, and nothing changes', async () => {
    const variantId = await variantIdOf(t, 'REPAIR-KIT');
    const [goodie] = await t.app.services.database.db.select().from(goodies).limit(1);
    const [item] = await t.app.services.database.db.select().from(secondhandItems).limit(1);
    const [product] = await t.app.services.database.db.select().from(products).limit(1);
    const secondhand = {
      model_product: null,
      model_name: 'Nobody',
      size: 'M',
      manufacturing_date: '2020-01-01',
      condition: 'good',
      hours_flown: 1,
      net_price: '100',
    };
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/store/admin/products/'],
      ['GET', `/api/store/admin/products/${product!.id}`],
      ['POST', '/api/store/admin/products/', productPayload()],
      ['PUT', `/api/store/admin/products/${product!.id}`, productPayload({ name: 'Hacked' })],
      [
        'POST',
        `/api/store/admin/products/${product!.id}/variants/`,
        variantPayload({ options: {} }),
      ],
      [
        'PUT',
        `/api/store/admin/variants/${variantId}`,
        variantPayload({ options: {}, name: 'Hacked' }),
      ],
      ['GET', '/api/store/admin/goodies/'],
      ['POST', '/api/store/admin/goodies/', { variant_id: variantId, reduced_price: '1' }],
      [
        'PUT',
        `/api/store/admin/goodies/${goodie!.id}`,
        { variant_id: goodie!.variantId, reduced_price: '0' },
      ],
      ['GET', '/api/store/admin/secondhand/'],
      ['POST', '/api/store/admin/secondhand/', secondhand],
      ['PUT', `/api/store/admin/secondhand/${item!.id}`, secondhand],
    ];
    const before = await everything();
    const customer = (await loggedInClient(t, 'customer')).client;
    const reseller = (await loggedInClient(t, 'reseller')).client;
    for (const [method, url, body] of calls) {
      expectApiError(await visitor.request(method, url, body), 401);
      expectApiError(await customer.request(method, url, body), 403);
      expectApiError(await reseller.request(method, url, body), 403);
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses writes without the CSRF token', async () => {
    const response = await staff.request('POST', '/api/store/admin/products/', productPayload(), {
      csrf: false,
    });
    expectApiError(response, 403);
  });
});

// ---------------------------------------------------------------------------
// Products.
// ---------------------------------------------------------------------------

describe('GET /api/store/admin/products/', () => {
  it('lists every product with its variants, inactive ones too, by category then position', async () => {
    const hidden = await createProduct({ active: false, category: 'wings', position: 9_999 });
    const response = await staff.get('/api/store/admin/products/');
    expect(response.statusCode).toBe(200);
    const list = response.json<ProductAdminList>().products;

    const order = ['wings', 'fashion', 'addons', 'goodies', 'secondhand'];
    const categoryIndexes = list.map((product) => order.indexOf(product.category));
    expect(categoryIndexes).toEqual([...categoryIndexes].sort((a, b) => a - b));
    const wings = list
      .filter((product) => product.category === 'wings')
      .map((product) => product.slug);
    expect(wings.slice(0, 3)).toEqual(['sophie-joy', 'emilie-peace2', 'carlito']);
    expect(wings.at(-1)).toBe(hidden.slug);
    expect(list.find((product) => product.slug === hidden.slug)?.active).toBe(false);
    expect(list.some((product) => product.slug === 'bargains')).toBe(true);

    const dent = list.find((product) => product.slug === 'dent-de-lion')!;
    expect(dent).toMatchObject({
      category: 'wings',
      option_names: ['Size'],
      active: true,
      thumbnail_id: null,
    });
    expect(dent.variants.find((variant) => variant.sku === 'DENT-DE-LION-M')).toMatchObject({
      name: 'M',
      options: { Size: 'M' },
      net_price: '3575.00',
      stock_tracked: false,
      active: true,
    });
  });

  it('answers one product, and 404 for an unknown one', async () => {
    const product = await createProduct();
    expect(await adminProduct(product.id)).toEqual(product);
    expectApiError(await staff.get('/api/store/admin/products/99999999'), 404);
    expectApiError(await staff.get('/api/store/admin/products/nope'), 400);
    expectApiError(await staff.get('/api/store/admin/products/3000000000'), 400);
  });
});

describe('POST /api/store/admin/products/', () => {
  it('creates a product with its gallery in order; the shop shows it at once', async () => {
    const [first, second, thumb] = [await pictureId(), await pictureId(), await pictureId()];
    const slug = uniqueSlug();
    const product = await createProduct({
      slug: `  ${slug.toUpperCase()} `,
      image_ids: [second, first],
      thumbnail_id: thumb,
      new: true,
    });
    expect(product).toMatchObject({
      slug,
      category: 'addons',
      name: 'Line Kit',
      specs: [{ label: 'Lines', value: '6' }],
      option_names: ['Length'],
      thumbnail_id: thumb,
      new: true,
      active: true,
      lead_time_weeks: 2,
      variants: [],
    });
    expect(product.images.map((image) => image.id)).toEqual([second, first]);
    expect(product.images[0]?.webp).toMatch(/^\/media\/images\/test-[0-9a-f]+\/640\.webp$/);

    const shown = await productOf(visitor, slug);
    expect(shown).toMatchObject({ name: 'Line Kit', new: true, price_from: null });
    expect(shown.images.map((image) => image.id)).toEqual([second, first]);
    expect(shown.thumbnail?.id).toBe(thumb);
  });

  it('checks every field and changes nothing on bad input', async () => {
    const picture = await pictureId();
    const before = await everything();
    const cases: [Partial<ProductPayload> | Record<string, unknown>, Record<string, string[]>][] = [
      [{ category: 'kites' }, { category: ["There is no category 'kites'."] }],
      [{ slug: 'repair-kit' }, { slug: ["Another product has the address 'repair-kit' already."] }],
      [
        { image_ids: [picture, 99999999] },
        { image_ids: ['There is no picture 99999999. Upload it first.'] },
      ],
      [{ image_ids: [picture, picture] }, { image_ids: ['Each picture can be chosen only once.'] }],
      [
        { thumbnail_id: 99999998 },
        { thumbnail_id: ['There is no picture 99999998. Upload it first.'] },
      ],
      [
        { image_ids: [3_000_000_000] },
        { image_ids: ['There is no picture 3000000000. Upload it first.'] },
      ],
      [
        { thumbnail_id: 3_000_000_000 },
        { thumbnail_id: ['There is no picture 3000000000. Upload it first.'] },
      ],
      [
        { option_names: ['Size', 'size'] },
        { option_names: ['Each option name can be given only once.'] },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const response = await staff.post('/api/store/admin/products/', productPayload(overrides));
      expectApiError(response, 400, errors);
    }
    // Several problems at once are answered together.
    const several = expectApiError(
      await staff.post(
        '/api/store/admin/products/',
        productPayload({ slug: 'repair-kit', category: 'kites' }),
      ),
      400,
    );
    expect(Object.keys(several.errors ?? {}).sort()).toEqual(['category', 'slug']);
    expect(several.detail).toBe('Please correct the errors below.');

    // Schema errors name their fields.
    const schema = expectApiError(
      await staff.post('/api/store/admin/products/', {
        ...productPayload(),
        slug: 'Not a slug!',
        name: '',
        lead_time_weeks: -1,
      }),
      400,
    );
    expect(Object.keys(schema.errors ?? {}).sort()).toEqual(['lead_time_weeks', 'name', 'slug']);
    expectApiError(await staff.post('/api/store/admin/products/', {}), 400);

    expect(await everything()).toEqual(before);
  });
});

describe('PUT /api/store/admin/products/{id}', () => {
  it('changes a product and replaces its gallery; the shop shows it at once, and hides it when off', async () => {
    const [a, b, c] = [await pictureId(), await pictureId(), await pictureId()];
    const product = await createProduct({ image_ids: [a, b] });
    await createVariant(product.id);
    await productOf(visitor, product.slug); // rendered and cached once

    const response = await put(
      staff,
      `/api/store/admin/products/${product.id}`,
      payloadOf(product, {
        name: 'Line Kit Pro',
        image_ids: [c, a],
        thumbnail_id: a,
        category: 'fashion',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<ProductAdmin>();
    expect(changed).toMatchObject({ name: 'Line Kit Pro', category: 'fashion', thumbnail_id: a });
    expect(changed.images.map((image) => image.id)).toEqual([c, a]);
    expect(changed.variants).toHaveLength(1);
    expect(Date.parse(changed.updated)).toBeGreaterThanOrEqual(Date.parse(product.updated));

    const shown = await productOf(visitor, product.slug);
    expect(shown).toMatchObject({ name: 'Line Kit Pro', category: 'fashion' });
    expect(shown.images.map((image) => image.id)).toEqual([c, a]);
    const fashion = (
      await visitor.get('/api/store/products/?category=fashion')
    ).json<ProductListResponse>();
    expect(fashion.products.some((entry) => entry.slug === product.slug)).toBe(true);

    // Switched off: gone from the shop, still in the back office.
    const off = await put(
      staff,
      `/api/store/admin/products/${product.id}`,
      payloadOf(changed, { active: false }),
    );
    expect(off.json<ProductAdmin>().active).toBe(false);
    expectApiError(await visitor.get(`/api/store/products/${product.slug}`), 404);
    const afterOff = (
      await visitor.get('/api/store/products/?category=fashion')
    ).json<ProductListResponse>();
    expect(afterOff.products.some((entry) => entry.slug === product.slug)).toBe(false);
    expect((await adminProduct(product.id)).active).toBe(false);

    // And on again.
    await put(
      staff,
      `/api/store/admin/products/${product.id}`,
      payloadOf(changed, { active: true }),
    );
    expect((await productOf(visitor, product.slug)).name).toBe('Line Kit Pro');
  });

  it('renames the address of a product: the old one is gone, the new one shows', async () => {
    const product = await createProduct();
    const slug = uniqueSlug();
    await productOf(visitor, product.slug);
    const response = await put(
      staff,
      `/api/store/admin/products/${product.id}`,
      payloadOf(product, { slug }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expectApiError(await visitor.get(`/api/store/products/${product.slug}`), 404);
    expect((await productOf(visitor, slug)).id).toBe(product.id);
  });

  it('refuses bad input and changes nothing', async () => {
    const product = await createProduct({ option_names: ['Length', 'Colour'] });
    await createVariant(product.id, { options: { Length: '5 m', Colour: 'Red' } });
    const before = await everything();
    const url = `/api/store/admin/products/${product.id}`;
    const current = await adminProduct(product.id);
    const cases: [Partial<ProductPayload>, Record<string, string[]>][] = [
      [{ slug: 'carlito' }, { slug: ["Another product has the address 'carlito' already."] }],
      [{ category: 'kites' }, { category: ["There is no category 'kites'."] }],
      [
        { image_ids: [99999999] },
        { image_ids: ['There is no picture 99999999. Upload it first.'] },
      ],
      [
        { option_names: ['Length'] },
        { option_names: ["The variant '5 m' has the option 'Colour': keep it."] },
      ],
    ];
    for (const [overrides, errors] of cases)
      expectApiError(await put(staff, url, payloadOf(current, overrides)), 400, errors);
    expectApiError(await put(staff, url, { ...payloadOf(current), position: -5 }), 400);
    expectApiError(
      await put(
        staff,
        '/api/store/admin/products/99999999',
        payloadOf(current, { slug: uniqueSlug() }),
      ),
      404,
    );
    expect(await everything()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------
// Variants.
// ---------------------------------------------------------------------------

describe('POST /api/store/admin/products/{id}/variants/', () => {
  it('adds a variant; the shop sells it at once at its gross price', async () => {
    const product = await createProduct();
    await productOf(visitor, product.slug);
    const sku = `new-${process.pid}-${(counter += 1)}`;
    const variant = await createVariant(product.id, { sku, net_price: '49.9', stock: 4 });
    expect(variant).toMatchObject({
      name: '5 m',
      options: { Length: '5 m' },
      sku: sku.toUpperCase(),
      net_price: '49.90',
      stock_tracked: true,
      stock: 4,
      active: true,
    });
    const shown = await productOf(visitor, product.slug, 'at');
    expect(shown.price_from).toBe('59.88');
    expect(shown.variants[0]).toMatchObject({
      id: variant.id,
      price: '59.88',
      availability: { status: 'in_stock', quantity: 4 },
    });
    expect((await adminProduct(product.id)).variants.map((entry) => entry.id)).toEqual([
      variant.id,
    ]);
  });

  it('refuses a taken SKU, options the product lacks, bad weights and the bargains, changing nothing', async () => {
    const product = await createProduct();
    const [bargains] = await t.app.services.database.db
      .select()
      .from(products)
      .where(eq(products.slug, 'bargains'));
    const before = await everything();
    const url = `/api/store/admin/products/${product.id}/variants/`;
    expectApiError(await staff.post(url, variantPayload({ sku: 'repair-kit' })), 400, {
      sku: ["Another variant has the SKU 'REPAIR-KIT' already."],
    });
    expectApiError(await staff.post(url, variantPayload({ options: { Size: 'M' } })), 400, {
      options: ["'Size' is not an option of the product (Length)."],
    });
    expectApiError(
      await staff.post(url, variantPayload({ weight_min_kg: 80, weight_max_kg: null })),
      400,
      {
        weight_max_kg: ['give both ends of the weight range, or neither'],
      },
    );
    expectApiError(await staff.post(url, variantPayload({ net_price: '12.345' })), 400, {
      net_price: ['enter an amount such as 49 or 49.90'],
    });
    expectApiError(await staff.post(url, variantPayload({ stock: -1 })), 400, {
      stock: ['at least 0'],
    });
    expectApiError(
      await staff.post(
        `/api/store/admin/products/${bargains!.id}/variants/`,
        variantPayload({ options: {} }),
      ),
      400,
      {
        __all__: ['Second-hand wings are added and changed under Bargains.'],
      },
    );
    expectApiError(
      await staff.post('/api/store/admin/products/99999999/variants/', variantPayload()),
      404,
    );
    expect(await everything()).toEqual(before);
  });
});

describe('PUT /api/store/admin/variants/{id}', () => {
  it('changes a variant; its price and availability show in the shop at once', async () => {
    const product = await createProduct();
    const variant = await createVariant(product.id, { stock: 3 });
    await productOf(visitor, product.slug);

    const response = await put(
      staff,
      `/api/store/admin/variants/${variant.id}`,
      variantPayloadOf(variant, {
        name: '6 m',
        options: { Length: '6 m' },
        net_price: '100',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<VariantAdmin>()).toMatchObject({
      name: '6 m',
      net_price: '100.00',
      stock: 3,
    });
    expect((await productOf(visitor, product.slug)).variants[0]).toMatchObject({
      name: '6 m',
      price: '120.00',
    });

    // Switched off: shown, never sold.
    await put(
      staff,
      `/api/store/admin/variants/${variant.id}`,
      variantPayloadOf(variant, { active: false }),
    );
    const off = await productOf(visitor, product.slug);
    expect(off.variants[0]?.availability).toEqual({ status: 'unavailable' });
    expect(off.price_from).toBeNull();
    const cart = await visitor.post('/api/store/cart/add-item/', { product_variant: variant.id });
    expect(cart.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('leaves the stock alone without previous_stock', async () => {
    const product = await createProduct();
    const variant = await createVariant(product.id, { stock: 7 });
    const { previous_stock: _none, ...body } = variantPayloadOf(variant, {
      stock: 99,
      name: 'Renamed',
    });
    const response = await put(staff, `/api/store/admin/variants/${variant.id}`, body);
    expect(response.json<VariantAdmin>()).toMatchObject({ name: 'Renamed', stock: 7 });
    expect(await stockOf(t, variant.id)).toBe(7);
  });

  it('sets the stock when previous_stock is what the row holds', async () => {
    const product = await createProduct();
    const variant = await createVariant(product.id, { stock: 7 });
    const response = await put(
      staff,
      `/api/store/admin/variants/${variant.id}`,
      variantPayloadOf(variant, { stock: 12, previous_stock: 7 }),
    );
    expect(response.json<VariantAdmin>().stock).toBe(12);
    expect((await productOf(visitor, product.slug)).variants[0]?.availability).toEqual({
      status: 'in_stock',
      quantity: 12,
    });
  });

  it('refuses a stock change with 409 when a sale changed the stock meanwhile, and changes nothing', async () => {
    const product = await createProduct();
    const variant = await createVariant(product.id, { stock: 7 });
    // A sale (as checkout does it) after the form was loaded with 7.
    await t.app.services.database.db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - 2` })
      .where(eq(productVariants.id, variant.id));
    const before = await adminProduct(product.id);
    const response = await put(
      staff,
      `/api/store/admin/variants/${variant.id}`,
      variantPayloadOf(variant, {
        stock: 20,
        previous_stock: 7,
        name: 'Not saved',
      }),
    );
    const message = 'The stock changed meanwhile (now 5). Reload and try again.';
    const error = expectApiError(response, 409, { stock: [message] });
    expect(error.detail).toBe(message);
    expect(await adminProduct(product.id)).toEqual(before);
    expect(await stockOf(t, variant.id)).toBe(5);
  });

  it('lets exactly one of two concurrent saves with the same previous_stock win', async () => {
    const product = await createProduct();
    const variant = await createVariant(product.id, { stock: 10 });
    const other = (await loggedInClient(t, 'staff')).client;
    const [first, second] = await Promise.all([
      put(
        staff,
        `/api/store/admin/variants/${variant.id}`,
        variantPayloadOf(variant, { stock: 11, previous_stock: 10 }),
      ),
      put(
        other,
        `/api/store/admin/variants/${variant.id}`,
        variantPayloadOf(variant, { stock: 12, previous_stock: 10 }),
      ),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses, `${first.body} ${second.body}`).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? 11 : 12;
    expect(await stockOf(t, variant.id)).toBe(winner);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json<{ detail: string }>().detail).toBe(
      `The stock changed meanwhile (now ${winner}). Reload and try again.`,
    );
  });

  it('refuses a taken SKU, unknown options, a price at or below its goodie price, second-hand wings and unknown ids', async () => {
    const product = await createProduct();
    const variant = await createVariant(product.id);
    const keychain = await variantIdOf(t, 'KEYCHAIN');
    const keychainRow = (await staff.get('/api/store/admin/products/'))
      .json<ProductAdminList>()
      .products.flatMap((entry) => entry.variants)
      .find((entry) => entry.id === keychain)!;
    const [item] = await t.app.services.database.db.select().from(secondhandItems).limit(1);
    const before = await everything();

    const url = `/api/store/admin/variants/${variant.id}`;
    expectApiError(await put(staff, url, variantPayloadOf(variant, { sku: 'KEYCHAIN' })), 400, {
      sku: ["Another variant has the SKU 'KEYCHAIN' already."],
    });
    expectApiError(
      await put(staff, url, variantPayloadOf(variant, { options: { Colour: 'Red' } })),
      400,
      {
        options: ["'Colour' is not an option of the product (Length)."],
      },
    );
    // The keychain is a goodie for 5.00 net: its own price must stay above.
    expectApiError(
      await put(
        staff,
        `/api/store/admin/variants/${keychain}`,
        variantPayloadOf(keychainRow, { net_price: '5' }),
      ),
      400,
      {
        net_price: ['It is a goodie for 5.00 with a wing: the price must stay above that.'],
      },
    );
    expectApiError(
      await put(
        staff,
        `/api/store/admin/variants/${item!.variantId}`,
        variantPayload({ options: {}, stock: 5, previous_stock: 0 }),
      ),
      400,
      { __all__: ['Second-hand wings are added and changed under Bargains.'] },
    );
    expectApiError(await put(staff, '/api/store/admin/variants/99999999', variantPayload()), 404);
    expect(await everything()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------
// Goodies.
// ---------------------------------------------------------------------------

describe('goodies', () => {
  const goodiesOf = async () =>
    (await visitor.get('/api/store/goodies/?country=at')).json<GoodiesResponse>().goodies;

  it('lists every goodie with the net and reduced prices', async () => {
    const response = await staff.get('/api/store/admin/goodies/');
    expect(response.statusCode).toBe(200);
    const list = response.json<{ goodies: GoodieAdmin[] }>().goodies;
    const keychain = await variantIdOf(t, 'KEYCHAIN');
    const [product] = await t.app.services.database.db
      .select()
      .from(products)
      .where(eq(products.slug, 'keychain'));
    expect(list.find((goodie) => goodie.variant_id === keychain)).toMatchObject({
      product_name: product!.name,
      variant_name: 'One size',
      net_price: '10.00',
      reduced_price: '5.00',
      active: true,
    });
  });

  it('creates and changes a goodie; the shop offers it at once, and no longer when off', async () => {
    const product = await createProduct({ category: 'goodies', option_names: [] });
    const variant = await createVariant(product.id, {
      options: {},
      name: 'One size',
      net_price: '20',
    });
    await goodiesOf();
    const created = await staff.post('/api/store/admin/goodies/', {
      variant_id: variant.id,
      reduced_price: '10',
      position: 99,
    });
    expect(created.statusCode, created.body).toBe(201);
    const goodie = created.json<GoodieAdmin>();
    expect(goodie).toMatchObject({
      variant_id: variant.id,
      product_name: 'Line Kit',
      net_price: '20.00',
      reduced_price: '10.00',
      active: true,
    });
    expect((await goodiesOf()).find((entry) => entry.id === goodie.id)).toMatchObject({
      product_variant: { id: variant.id, price: '24.00' },
      reduced_price: '12.00',
    });

    const cheaper = await put(staff, `/api/store/admin/goodies/${goodie.id}`, {
      variant_id: variant.id,
      reduced_price: '7.50',
      position: 99,
    });
    expect(cheaper.json<GoodieAdmin>().reduced_price).toBe('7.50');
    expect((await goodiesOf()).find((entry) => entry.id === goodie.id)?.reduced_price).toBe('9.00');

    await put(staff, `/api/store/admin/goodies/${goodie.id}`, {
      variant_id: variant.id,
      reduced_price: '7.50',
      active: false,
    });
    expect((await goodiesOf()).some((entry) => entry.id === goodie.id)).toBe(false);
    const listed = (await staff.get('/api/store/admin/goodies/')).json<{ goodies: GoodieAdmin[] }>()
      .goodies;
    expect(listed.find((entry) => entry.id === goodie.id)?.active).toBe(false);
  });

  it('refuses unknown variants, a second goodie of a variant, prices not below the variant and bargains', async () => {
    const product = await createProduct({ category: 'goodies', option_names: [] });
    const variant = await createVariant(product.id, { options: {}, net_price: '20' });
    const keychain = await variantIdOf(t, 'KEYCHAIN');
    const [item] = await t.app.services.database.db.select().from(secondhandItems).limit(1);
    const [existing] = await t.app.services.database.db
      .select()
      .from(goodies)
      .where(eq(goodies.variantId, keychain));
    const before = await everything();

    const post = (body: Record<string, unknown>) => staff.post('/api/store/admin/goodies/', body);
    expectApiError(await post({ variant_id: 99999999, reduced_price: '1' }), 400, {
      variant_id: ['There is no variant 99999999.'],
    });
    expectApiError(await post({ variant_id: 3_000_000_000, reduced_price: '1' }), 400, {
      variant_id: ['There is no variant 3000000000.'],
    });
    expectApiError(await post({ variant_id: keychain, reduced_price: '1' }), 400, {
      variant_id: ['This variant is a goodie already.'],
    });
    expectApiError(await post({ variant_id: variant.id, reduced_price: '20' }), 400, {
      reduced_price: ["Must be below the variant's price of 20.00."],
    });
    expectApiError(await post({ variant_id: item!.variantId, reduced_price: '1' }), 400, {
      variant_id: ['A second-hand wing cannot be a goodie.'],
    });
    expectApiError(await post({ variant_id: variant.id }), 400, {
      reduced_price: expect.any(Array) as unknown as string[],
    });
    // Moving a goodie onto a variant that is one already.
    const sticker = await variantIdOf(t, 'STICKER-SET');
    expectApiError(
      await put(staff, `/api/store/admin/goodies/${existing!.id}`, {
        variant_id: sticker,
        reduced_price: '0',
      }),
      400,
      {
        variant_id: ['This variant is a goodie already.'],
      },
    );
    expectApiError(
      await put(staff, '/api/store/admin/goodies/99999999', {
        variant_id: variant.id,
        reduced_price: '1',
      }),
      404,
    );
    expect(await everything()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------
// Second-hand wings.
// ---------------------------------------------------------------------------

const bargain = (overrides: Partial<SecondhandPayload> = {}): SecondhandPayload => ({
  model_product: 'carlito',
  model_name: 'Carlito',
  size: 'M',
  manufacturing_date: '2024-05-01',
  condition: 'very good',
  hours_flown: 20,
  description: 'Flown by our test pilot.',
  image_ids: [],
  net_price: '2000',
  active: true,
  ...overrides,
});

describe('second-hand wings', () => {
  const market = async () =>
    (await visitor.get('/api/store/marketplace/secondhand/?country=at')).json<SecondhandResponse>()
      .items;
  const listed = async () =>
    (await staff.get('/api/store/admin/secondhand/')).json<{ items: SecondhandAdmin[] }>().items;

  it('lists every one, newest first, with its price, state and photos', async () => {
    const items = await listed();
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.map((item) => item.id)).toEqual(
      [...items.map((item) => item.id)].sort((a, b) => b - a),
    );
    expect(items.find((item) => item.model_name === 'Emilie Peace 2')).toMatchObject({
      model_product: 'emilie-peace2',
      size: 'M',
      manufacturing_date: '2023-04-12',
      condition: 'like new',
      net_price: '2250.00',
      active: true,
    });
    expect(items.find((item) => item.model_name === 'Fritz Classic')?.model_product).toBeNull();
  });

  it('puts a wing up for sale as one unit of the bargains; the market shows it at once', async () => {
    await market();
    const photo = await pictureId();
    const response = await staff.post(
      '/api/store/admin/secondhand/',
      bargain({ image_ids: [photo] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<SecondhandAdmin>();
    expect(item).toMatchObject({
      model_product: 'carlito',
      model_name: 'Carlito',
      net_price: '2000.00',
      active: true,
      sold: false,
    });
    expect(item.images.map((image) => image.id)).toEqual([photo]);

    const [variant] = await t.app.services.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, item.variant_id));
    const [bargains] = await t.app.services.database.db
      .select()
      .from(products)
      .where(eq(products.slug, 'bargains'));
    expect(variant).toMatchObject({
      productId: bargains!.id,
      sku: `BARGAIN-${item.id}`,
      name: 'Carlito M (2024)',
      stockTracked: true,
      stock: 1,
      netPrice: 200_000,
    });

    expect((await market()).find((entry) => entry.id === item.id)).toMatchObject({
      model: 'Carlito',
      model_link: '/store/products/wings/carlito',
      price: '2400.00',
      photos: [expect.objectContaining({ id: photo }) as unknown],
    });
    // It can be bought like anything else.
    const cart = await new TestClient(t.app).post('/api/store/cart/add-item/', {
      product_variant: item.variant_id,
    });
    expect(cart.statusCode, cart.body).toBe(200);
  });

  it('changes a wing; a switched-off one leaves the market, a sold one stays sold', async () => {
    const item = (
      await staff.post('/api/store/admin/secondhand/', bargain())
    ).json<SecondhandAdmin>();
    await market();
    const changed = await put(
      staff,
      `/api/store/admin/secondhand/${item.id}`,
      bargain({
        model_product: null,
        model_name: 'Carlito Old',
        description: 'Now with a new bag.',
        net_price: '1800',
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<SecondhandAdmin>()).toMatchObject({
      model_product: null,
      model_name: 'Carlito Old',
      net_price: '1800.00',
    });
    expect((await market()).find((entry) => entry.id === item.id)).toMatchObject({
      model: 'Carlito Old',
      model_link: null,
      description: 'Now with a new bag.',
      price: '2160.00',
    });

    await put(staff, `/api/store/admin/secondhand/${item.id}`, bargain({ active: false }));
    expect((await market()).some((entry) => entry.id === item.id)).toBe(false);
    expect((await listed()).find((entry) => entry.id === item.id)).toMatchObject({
      active: false,
      sold: false,
    });

    // Sold (as checkout does it): still editable, still sold, never back on the market.
    await t.app.services.database.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, item.variant_id));
    const edited = await put(
      staff,
      `/api/store/admin/secondhand/${item.id}`,
      bargain({ description: 'Sold to Anna.' }),
    );
    expect(edited.json<SecondhandAdmin>()).toMatchObject({
      sold: true,
      active: true,
      description: 'Sold to Anna.',
    });
    expect(await stockOf(t, item.variant_id)).toBe(0);
    expect((await market()).some((entry) => entry.id === item.id)).toBe(false);
  });

  it('refuses models that are no wing, unknown pictures and bad fields, changing nothing', async () => {
    const [item] = await t.app.services.database.db.select().from(secondhandItems).limit(1);
    const before = await everything();
    const post = (overrides: Record<string, unknown>) =>
      staff.post('/api/store/admin/secondhand/', { ...bargain(), ...overrides });
    expectApiError(await post({ model_product: 'repair-kit' }), 400, {
      model_product: ["There is no wing 'repair-kit'."],
    });
    expectApiError(await post({ model_product: 'nope' }), 400, {
      model_product: ["There is no wing 'nope'."],
    });
    expectApiError(await post({ image_ids: [99999999] }), 400, {
      image_ids: ['There is no picture 99999999. Upload it first.'],
    });
    const fields = expectApiError(
      await post({ condition: 'broken', manufacturing_date: '2024-13-01', net_price: 'free' }),
      400,
    );
    expect(Object.keys(fields.errors ?? {}).sort()).toEqual([
      'condition',
      'manufacturing_date',
      'net_price',
    ]);
    expectApiError(
      await put(
        staff,
        `/api/store/admin/secondhand/${item!.id}`,
        bargain({ model_product: 'speedbar' }),
      ),
      400,
      {
        model_product: ["There is no wing 'speedbar'."],
      },
    );
    expectApiError(await put(staff, '/api/store/admin/secondhand/99999999', bargain()), 404);
    expect(await everything()).toEqual(before);
  });
});

describe('a shop without bargains yet', () => {
  it('makes the bargains product (and its category) with the first second-hand wing', async () => {
    const empty = await createTestApp();
    try {
      const client = (await loggedInClient(empty, 'staff')).client;
      const response = await client.post(
        '/api/store/admin/secondhand/',
        bargain({ model_product: null }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const item = response.json<SecondhandAdmin>();
      const market = (
        await client.get('/api/store/marketplace/secondhand/?country=at')
      ).json<SecondhandResponse>();
      expect(market.items.map((entry) => entry.id)).toEqual([item.id]);
      const second = await client.post(
        '/api/store/admin/secondhand/',
        bargain({ model_product: null, size: 'L' }),
      );
      expect(second.statusCode, second.body).toBe(201);
      const list = (await client.get('/api/store/admin/products/')).json<ProductAdminList>()
        .products;
      expect(
        list.map((product) => [product.slug, product.category, product.variants.length]),
      ).toEqual([['bargains', 'secondhand', 2]]);
    } finally {
      await empty.close();
    }
  });
});
