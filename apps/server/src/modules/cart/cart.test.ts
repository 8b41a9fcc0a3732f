import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, cartItems, priceLists, users } from '../../db/schema';
import { cartOf, createProduct, seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { createUser, expectApiError } from '../../test/helpers';

let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  const skus = [
    'DENT-DE-LION-M',
    'EMILIE-PEACE2-S',
    'REPAIR-KIT',
    'KEYCHAIN',
    'FAMILY-TSHIRT-XL-SUNSET',
    'BARGAIN-2',
  ];
  ids = Object.fromEntries(
    await Promise.all(
      skus.map(async (sku): Promise<[string, number]> => [sku, await variantIdOf(t, sku)]),
    ),
  );
});
afterAll(async () => t.close());

/** A visitor in Austria with a cart cookie. */
async function visitor() {
  const client = new TestClient(t.app);
  await client.get('/api/store/cart/');
  return client;
}

const add = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/store/cart/add-item/', body);
const update = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/store/cart/', body);
const view = async (client: TestClient) => cartOf(await client.get('/api/store/cart/'));

const cartRowCount = async () => {
  const [row] = await t.app.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(carts);
  return row?.n ?? 0;
};

describe('the cart of a visitor', () => {
  it('starts empty in the visitor’s country, with a cookie and no row in the database', async () => {
    const before = await cartRowCount();
    const client = new TestClient(t.app);
    const response = await client.get('/api/store/cart/');
    expect(response.statusCode).toBe(200);
    expect(client.cookies.get('cartid')).toMatch(/^[\w-]{43}$/);
    expect(response.json()).toMatchObject({
      items: [],
      item_count: 0,
      country: 'at',
      address: { country: 'at' },
      promocode: null,
      total_netto_price: '0.00',
      tax_factor: 1.2,
      totals: { total: '0.00' },
      time_updated: null,
    });
    expect(await cartRowCount()).toBe(before);
  });

  it('takes a wing: name, prices, shipping in the wing box, totals', async () => {
    const client = await visitor();
    const cart = cartOf(await add(client, { amount: 1, product_variant: ids['DENT-DE-LION-M'] }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      product_variant: ids['DENT-DE-LION-M'],
      product: { slug: 'dent-de-lion', category: 'wings', name: 'Dent de Lion' },
      link: '/store/products/wings/dent-de-lion',
      name: 'Dent de Lion',
      long_name: 'Dent de Lion · M',
      amount: 1,
      max_amount: 99,
      unit_price: '4290.00',
      total_price: '4290.00',
      total_price_reduced: '4290.00',
      availability: { status: 'made_to_order', lead_time_weeks: 6 },
      color_combo: null,
      goodie: null,
    });
    expect(cart.item_count).toBe(1);
    expect(cart.delivery_method).toBe('standard');
    expect(cart.shipping_prices).toEqual({ pickup: '0.00', standard: '20.00', express: '35.00' });
    expect(cart.shipping_options.find((option) => option.code === 'standard')).toEqual({
      code: 'standard',
      name: 'Standard delivery',
      price: '24.00',
    });
    expect(cart.total_netto_price).toBe('3575.00');
    expect(cart.totals).toEqual({
      items: '4290.00',
      discount: '0.00',
      shipping: '24.00',
      net: '3595.00',
      vat: '719.00',
      total: '4314.00',
    });
    expect(cart.time_updated).not.toBeNull();
  });

  it('adds the same thing up in one line', async () => {
    const client = await visitor();
    await add(client, { amount: 1, product_variant: ids['REPAIR-KIT'] });
    const cart = cartOf(await add(client, { amount: 2, product_variant: ids['REPAIR-KIT'] }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ amount: 3, total_price: '108.00', max_amount: 25 });
    // Only addons: the parcel rate.
    expect(cart.shipping_prices.standard).toBe('7.50');
  });

  it('carries a goodie with a wing at its reduced price', async () => {
    const client = await visitor();
    const cart = cartOf(
      await add(client, {
        amount: 2,
        product_variant: ids['DENT-DE-LION-M'],
        goodie_id: await goodieId('KEYCHAIN'),
      }),
    );
    expect(cart.items[0]).toMatchObject({
      long_name: 'Dent de Lion · M + Carabiner Keychain · One size',
      total_price: '8604.00',
      total_price_reduced: '8592.00',
      goodie: {
        product_variant: { id: ids.KEYCHAIN, price: '12.00' },
        reduced_price: '6.00',
      },
    });
  });

  it('refuses bad things with a clear 400 and changes nothing', async () => {
    const client = await visitor();
    await add(client, { product_variant: ids['REPAIR-KIT'] });
    const before = await view(client);
    const inactive = await createProduct(t, { active: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ product_variant: 999_999 }, 'This product does not exist.'],
      [{ product_variant: inactive.variant.id }, "'Test Product"],
      [
        { product_variant: ids['REPAIR-KIT'], goodie_id: await goodieId('KEYCHAIN') },
        'A goodie comes only together with a wing.',
      ],
      [
        { product_variant: ids['DENT-DE-LION-M'], goodie_id: 999_999 },
        'This goodie is not offered.',
      ],
      [
        { product_variant: ids['DENT-DE-LION-M'], color_combo_slug: 'no-such-combo' },
        'This colour combination does not exist.',
      ],
      [{ product_variant: ids['REPAIR-KIT'], amount: 0 }, 'Please correct the errors below.'],
      [{ product_variant: ids['REPAIR-KIT'], amount: 100 }, 'Please correct the errors below.'],
      [{ product_variant: ids['REPAIR-KIT'], amount: 1.5 }, 'Please correct the errors below.'],
      [{ amount: 1 }, 'Please correct the errors below.'],
    ];
    for (const [body, detail] of cases) {
      const error = expectApiError(await add(client, body), 400);
      expect(error.detail).toContain(detail);
    }
    expect(await view(client)).toEqual(before);
  });

  it('never goes past the stock: a clear 409 naming the item and what is left', async () => {
    const client = await visitor();
    const { variant } = await createProduct(t, { stock: 2 });
    expect((await add(client, { amount: 2, product_variant: variant.id })).statusCode).toBe(200);
    const error = expectApiError(
      await add(client, { amount: 1, product_variant: variant.id }),
      409,
    );
    expect(error.detail).toMatch(/^Only 2 of 'Test Product \d+ · One size' left/);
    expect((await view(client)).items[0]?.amount).toBe(2);

    const soldOut = expectApiError(
      await add(client, { product_variant: ids['FAMILY-TSHIRT-XL-SUNSET'] }),
      409,
    );
    expect(soldOut.detail).toBe("'Family T-shirt · XL · Sunset' is sold out.");
  });

  it('sells a second-hand wing once: one per cart', async () => {
    const client = await visitor();
    const cart = cartOf(await add(client, { product_variant: ids['BARGAIN-2'] }));
    expect(cart.items[0]).toMatchObject({
      name: 'Carlito (second-hand)',
      link: '/store/bargains',
      max_amount: 1,
    });
    expectApiError(await add(client, { product_variant: ids['BARGAIN-2'] }), 409);
  });
});

describe('the whole-cart update', () => {
  it('sets amounts, removes lines (amount 0 or removed_items) and leaves unmentioned lines alone', async () => {
    const client = await visitor();
    await add(client, { product_variant: ids['REPAIR-KIT'] });
    await add(client, { product_variant: ids['DENT-DE-LION-M'] });
    const cart = cartOf(await add(client, { product_variant: ids['EMILIE-PEACE2-S'] }));
    const [kit, dent, emilie] = cart.items;

    const changed = cartOf(
      await update(client, {
        ...cart,
        items: [
          { ...kit, amount: 4 },
          { ...dent, amount: 0 },
        ],
      }),
    );
    expect(changed.items.map((item) => [item.id, item.amount])).toEqual([
      [kit!.id, 4],
      [emilie!.id, 1],
    ]);
    const removed = cartOf(await update(client, { removed_items: [emilie!.id] }));
    expect(removed.items.map((item) => item.id)).toEqual([kit!.id]);
  });

  it('answers success false with the reason, and changes nothing, when it fails', async () => {
    const client = await visitor();
    const { variant } = await createProduct(t, { stock: 3 });
    const cart = cartOf(await add(client, { amount: 1, product_variant: variant.id }));
    const line = cart.items[0]!;

    const tooMany = await update(client, {
      items: [{ id: line.id, amount: 4 }],
      delivery_method: 'express',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      success: false,
      detail: expect.stringMatching(/^Only 3 of/) as string,
    });

    const invalid = await update(client, { items: [{ id: line.id, amount: -1 }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      success: false,
      errors: { 'items.0.amount': ['at least 0'] },
    });

    const badCountry = await update(client, { country: 'zz' });
    expect(badCountry.json()).toMatchObject({
      success: false,
      errors: { country: ['unknown country'] },
    });

    const noCsrf = await client.post('/api/store/cart/', { country: 'de' }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ success: false });

    const after = await view(client);
    expect(after.items[0]?.amount).toBe(1);
    expect(after.delivery_method).toBe('standard');
    expect(after.country).toBe('at');
  });

  it('changes the country: prices, VAT and shipping follow', async () => {
    const client = await visitor();
    await add(client, { product_variant: ids['DENT-DE-LION-M'] });
    const german = cartOf(await update(client, { country: 'de' }));
    expect(german).toMatchObject({
      country: 'de',
      address: { country: 'de' },
      tax_factor: 1.19,
      pricing: { country: 'de', vat_rate: 19 },
      shipping_prices: { standard: '35.00' },
    });
    expect(german.items[0]?.unit_price).toBe('4254.25');
    expect(client.cookies.get('country')).toBe('de');

    const swiss = cartOf(await update(client, { country: 'ch' }));
    expect(swiss.pricing.vat_rate).toBe(0);
    expect(swiss.totals.vat).toBe('0.00');
    expect(swiss.items[0]?.unit_price).toBe('3575.00');
  });

  it('offers only the delivery methods that reach the country', async () => {
    const client = await visitor();
    await add(client, { product_variant: ids['REPAIR-KIT'] });
    const pickup = cartOf(await update(client, { delivery_method: 'pickup' }));
    expect(pickup.totals.shipping).toBe('0.00');
    const american = cartOf(await update(client, { country: 'us', delivery_method: 'standard' }));
    expect(Object.keys(american.shipping_prices)).toEqual(['pickup', 'standard']);
    const express = await update(client, { delivery_method: 'express' });
    expect(express.json()).toMatchObject({
      success: false,
      detail: 'Express delivery is not offered to US.',
    });
  });

  it('zeroes shipping while the address lies in another country than the prices', async () => {
    const client = await visitor();
    await add(client, { product_variant: ids['REPAIR-KIT'] });
    const cart = cartOf(await update(client, { address: { country: 'de' } }));
    expect(cart.country).toBe('at');
    expect(cart.totals.shipping).toBe('0.00');
    expect(cart.shipping_prices.standard).toBe('0.00');
  });
});

describe('two tabs, one cart', () => {
  it('concurrent additions lose nothing', async () => {
    const client = await visitor();
    const products = await Promise.all([1, 2, 3, 4].map(() => createProduct(t, { stock: 50 })));
    await Promise.all(products.map(({ variant }) => add(client, { product_variant: variant.id })));
    await Promise.all(
      Array.from({ length: 6 }, () => add(client, { product_variant: products[0]!.variant.id })),
    );
    const cart = await view(client);
    expect(cart.items).toHaveLength(4);
    expect(
      cart.items.find((item) => item.product_variant === products[0]!.variant.id)?.amount,
    ).toBe(7);
  });

  it('an update from a stale tab neither brings back nor removes what the other tab did', async () => {
    const client = await visitor();
    const first = cartOf(await add(client, { product_variant: ids['REPAIR-KIT'] }));
    const stale = structuredClone(first);
    // The other tab removes the kit and adds a wing.
    await update(client, { removed_items: [first.items[0]!.id] });
    await add(client, { product_variant: ids['DENT-DE-LION-M'] });
    // The stale tab changes the kit's amount and sends the cart it has.
    const answer = cartOf(
      await update(client, { ...stale, items: [{ ...stale.items[0], amount: 2 }] }),
    );
    expect(answer.items.map((item) => item.product_variant)).toEqual([ids['DENT-DE-LION-M']]);
  });

  it('concurrent orders of the last units of a cart line never go past the stock', async () => {
    const client = await visitor();
    const { variant } = await createProduct(t, { stock: 3 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => add(client, { product_variant: variant.id })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    expect((await view(client)).items[0]?.amount).toBe(3);
  });
});

describe('login and logout', () => {
  it("joins the visitor's cart to the account's at login, keeps the country, and starts afresh at logout", async () => {
    const account = await createUser(t);
    // The account's cart from an earlier visit.
    const earlier = new TestClient(t.app);
    await earlier.login(account.email, account.password);
    await add(earlier, { product_variant: ids['REPAIR-KIT'] });

    const client = await visitor();
    await add(client, { amount: 2, product_variant: ids['REPAIR-KIT'] });
    await add(client, { product_variant: ids['DENT-DE-LION-M'] });
    await update(client, { country: 'de' });
    const carts0 = await cartRowCount();

    await client.login(account.email, account.password);
    expect(client.cookies.has('cartid')).toBe(false);
    const merged = await view(client);
    expect(merged.country).toBe('de');
    expect(merged.items.map((item) => [item.product.slug, item.amount])).toEqual([
      ['repair-kit', 3],
      ['dent-de-lion', 1],
    ]);
    expect(await cartRowCount()).toBe(carts0 - 1);
    // The other session of the account sees the same cart.
    expect((await view(earlier)).item_count).toBe(4);

    await client.post('/api/logout/');
    const after = await view(client);
    expect(after.items).toEqual([]);
  });

  it("starts an account's cart in the account's country", async () => {
    const account = await createUser(t);
    await t.app.services.database.db.execute(
      sql`UPDATE addresses SET country = 'it' WHERE user_id = ${account.user.id}`,
    );
    const client = new TestClient(t.app);
    await client.login(account.email, account.password);
    expect((await view(client)).country).toBe('it');
  });

  it('prices a reseller’s cart with the price list and reverse charge', async () => {
    const db = t.app.services.database.db;
    const [dealers] = await db.select().from(priceLists).where(eq(priceLists.name, 'Dealers'));
    const reseller = await createUser(t, { role: 'reseller' });
    await db
      .update(users)
      .set({ priceListId: dealers!.id, vatId: 'IT12345678901' })
      .where(eq(users.id, reseller.user.id));
    const client = new TestClient(t.app);
    await client.login(reseller.email, reseller.password);
    await update(client, { country: 'it' });
    const cart = cartOf(await add(client, { product_variant: ids['DENT-DE-LION-M'] }));
    expect(cart.pricing).toEqual({
      country: 'it',
      vat_rate: 0,
      reverse_charge: true,
      price_list: 'Dealers',
    });
    expect(cart.items[0]?.unit_price).toBe('2681.25');
    expect(cart.totals.vat).toBe('0.00');
  });
});

describe('cart rows', () => {
  it('keep no prices: a price change shows in the cart at once', async () => {
    const client = await visitor();
    const { variant } = await createProduct(t, { netPrice: 10_000 });
    expect(cartOf(await add(client, { product_variant: variant.id })).items[0]?.unit_price).toBe(
      '120.00',
    );
    await t.app.services.database.db.execute(
      sql`UPDATE product_variants SET net_price = 20000 WHERE id = ${variant.id}`,
    );
    await t.app.services.catalog.changed();
    expect((await view(client)).items[0]?.unit_price).toBe('240.00');
    const [line] = await t.app.services.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.variantId, variant.id));
    expect(Object.keys(line!)).not.toContain('price');
  });
});

async function goodieId(sku: string): Promise<number> {
  const variantId = await variantIdOf(t, sku);
  const goodie = [...(await t.app.services.catalog.snapshot()).goodies].find(
    (g) => g.variant.row.id === variantId,
  );
  if (!goodie) throw new Error(`no goodie ${sku}`);
  return goodie.row.id;
}
