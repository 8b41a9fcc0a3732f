import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, MyOrdersResponse, PublicOrder } from '@windfamily/contract/orders';
import { orders, productVariants, promoCodes } from '../../db/schema';
import { rowsOf } from '../../db/client';
import {
  cartOf,
  createProduct,
  seedCatalog,
  stockOf,
  variantIdOf,
} from '../../test/catalog-fixtures';
import {
  createTestApp,
  type TestApp,
  TestClient,
  uniqueEmail,
  validAddress,
} from '../../test/harness';
import { createUser, expectApiError, linkIn, mailsTo } from '../../test/helpers';

let t: TestApp;
let wing: number;
let repairKit: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  wing = await variantIdOf(t, 'DENT-DE-LION-M');
  repairKit = await variantIdOf(t, 'REPAIR-KIT');
});
afterAll(async () => t.close());

const orderCount = async () => {
  const [row] = await t.app.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders);
  return row?.n ?? 0;
};

const guestAddress = (email = uniqueEmail('guest')) => ({
  ...validAddress,
  phone: '+43 664 7654321',
  email,
});

/** A visitor in Austria with `lines` in the cart and, unless told otherwise, an address. */
async function guestWith(
  lines: { variant: number; amount?: number }[],
  address: Record<string, string> | null = guestAddress(),
) {
  const client = new TestClient(t.app);
  await client.get('/api/store/cart/');
  for (const line of lines) {
    const added = await client.post('/api/store/cart/add-item/', {
      product_variant: line.variant,
      amount: line.amount ?? 1,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  if (address) {
    const updated = await client.post('/api/store/cart/', { address });
    expect(updated.statusCode, updated.body).toBe(200);
  }
  return client;
}

const checkout = (client: TestClient, query = 'delivery_method=standard') =>
  client.post(`/api/store/cart/checkout/?${query}`);

describe('checkout of a visitor', () => {
  it('orders the cart at the cart’s prices, empties it, takes stock and mails the order link', async () => {
    const email = uniqueEmail('guest');
    const client = await guestWith([{ variant: wing }, { variant: repairKit, amount: 2 }], {
      ...guestAddress(email),
      email: email.toUpperCase(),
    });
    const before = cartOf(await client.get('/api/store/cart/'));
    const kitStock = await stockOf(t, repairKit);

    const response = await checkout(
      client,
      'delivery_method=standard&comment=Please%20call%20first',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { link, order } = response.json<CheckoutResult>();
    const year = new Date().getUTCFullYear();
    expect(order.sale_sequence).toMatch(new RegExp(`^${year}-\\d{4}$`));
    expect(link).toMatch(new RegExp(`^/store/orders/${order.sale_sequence}-[0-9a-f]{32}$`));
    expect(order).toMatchObject({
      link,
      status: 'placed',
      payment_state: 'unpaid',
      payment_method: 'bank_transfer',
      item_count: 3,
      totals: before.totals,
      total_netto_price: before.total_netto_price,
      amount_due: before.totals.total,
      delivery_method: 'standard',
      comment: 'Please call first',
      address: { name: 'Paula Pilot', email, phone: '+43 664 7654321', country: 'at' },
      invoice_date: null,
      shipment_date: null,
      bank_transfer: { reference: order.sale_sequence, amount: before.totals.total },
      history: [{ status: 'placed' }],
      can_give_feedback: false,
    });
    expect(
      order.items.map((item) => [item.long_name, item.amount, item.total_price_reduced]),
    ).toEqual(before.items.map((item) => [item.long_name, item.amount, item.total_price_reduced]));
    expect(order.items[0]?.sku).toBe('DENT-DE-LION-M');
    expect(order.items[0]?.lead_time_weeks).toBeGreaterThan(0);
    expect(order.items[1]).toMatchObject({ sku: 'REPAIR-KIT', lead_time_weeks: null });

    expect(cartOf(await client.get('/api/store/cart/')).items).toEqual([]);
    expect(await stockOf(t, repairKit)).toBe(kitStock - 2);

    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toContain(order.sale_sequence);
    expect(mail?.text).toContain(order.bank_transfer!.iban);
    expect(linkIn(mail!.text, 'http://shop.test/store/orders/')).toBe(`http://shop.test${link}`);

    // Anyone with the link sees the order, without a session.
    const key = link.split('/').at(-1)!;
    const opened = await new TestClient(t.app).get(`/api/store/orders_public/${key}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<PublicOrder>()).toEqual(order);
  });

  it('numbers orders one after the other, without gaps', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const client = await guestWith([{ variant: wing }]);
      const { order } = (await checkout(client)).json<CheckoutResult>();
      numbers.push(Number(order.sale_sequence.split('-')[1]));
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
  });

  it('answers the same order to a retry, and a new one once the cart changed', async () => {
    const client = await guestWith([{ variant: wing }]);
    const first = (await checkout(client)).json<CheckoutResult>();
    const again = await checkout(client);
    expect(again.statusCode).toBe(200);
    expect(again.json<CheckoutResult>().link).toBe(first.link);

    await client.post('/api/store/cart/add-item/', { product_variant: repairKit });
    const second = (await checkout(client)).json<CheckoutResult>();
    expect(second.link).not.toBe(first.link);
  });
});

describe('bad checkouts create nothing', () => {
  async function expectNothingCreated(
    client: TestClient,
    query: string,
    status: number,
    errors?: Record<string, string[]>,
  ) {
    const count = await orderCount();
    const kit = await stockOf(t, repairKit);
    const lines = cartOf(await client.get('/api/store/cart/')).items.length;
    const body = expectApiError(await checkout(client, query), status, errors);
    expect(await orderCount()).toBe(count);
    expect(await stockOf(t, repairKit)).toBe(kit);
    expect(cartOf(await client.get('/api/store/cart/')).items).toHaveLength(lines);
    return body;
  }

  it('without an address', async () => {
    const client = await guestWith([{ variant: repairKit }], null);
    await expectNothingCreated(client, 'delivery_method=standard', 400, {
      address: ['Please fill in the delivery address.'],
    });
  });

  it('with an address lacking what is required', async () => {
    const { phone: _phone, email: _email, city: _city, ...partial } = guestAddress();
    const client = await guestWith([{ variant: repairKit }], partial);
    await expectNothingCreated(client, 'delivery_method=standard', 400, {
      'address.city': ['this field is required'],
      'address.phone': ['this field is required'],
      'address.email': ['this field is required'],
    });
  });

  it('with an invalid phone number (refused already when the cart takes it)', async () => {
    const client = await guestWith([{ variant: repairKit }]);
    const response = await client.post('/api/store/cart/', {
      address: { ...guestAddress(), phone: '+43 1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { 'address.phone': ['Invalid phone number'] },
    });
  });

  it('with an address in another country than the prices', async () => {
    const client = await guestWith([{ variant: repairKit }], { ...guestAddress(), country: 'de' });
    await expectNothingCreated(client, 'delivery_method=standard', 400, {
      'address.country': [
        'The address is in Germany but the prices are for Austria: choose the same country for both.',
      ],
    });
  });

  it('with an unknown delivery method or payment method', async () => {
    const client = await guestWith([{ variant: repairKit }]);
    await expectNothingCreated(client, 'delivery_method=drone', 400);
    await expectNothingCreated(client, 'delivery_method=standard&payment_method=cash', 400);
    await expectNothingCreated(client, '', 400);
  });

  it('with an empty cart, or no cart at all', async () => {
    const client = await guestWith([], guestAddress());
    await expectNothingCreated(client, 'delivery_method=standard', 400);
    expectApiError(await checkout(new TestClient(t.app)), 400);
  });

  it('with a variant switched off since it went into the cart', async () => {
    const { variant } = await createProduct(t, { stock: 3 });
    const client = await guestWith([{ variant: variant.id }]);
    await t.app.services.database.db
      .update(productVariants)
      .set({ active: false })
      .where(eq(productVariants.id, variant.id));
    const body = await expectNothingCreated(client, 'delivery_method=standard', 409);
    expect(body.detail).toMatch(/^'Test Product \d+ · One size' is not available any more/);
  });

  it('without the CSRF token', async () => {
    const client = await guestWith([{ variant: repairKit }]);
    const count = await orderCount();
    const response = await client.post(
      '/api/store/cart/checkout/?delivery_method=standard',
      {},
      {
        csrf: false,
      },
    );
    expect(response.statusCode).toBe(403);
    expect(await orderCount()).toBe(count);
  });
});

describe('checkout of an account', () => {
  it('sends the mails to the account, lists the order under My Orders and claims guest orders', async () => {
    const { email, password } = await createUser(t);
    // Placed as a visitor with the account's address before logging in.
    const guest = await guestWith([{ variant: repairKit }], guestAddress(email));
    const guestOrder = (await checkout(guest)).json<CheckoutResult>().order;

    const client = new TestClient(t.app);
    await client.login(email, password);
    expect((await client.get('/api/store/orders_public/')).json<MyOrdersResponse>().count).toBe(0);
    await client.post('/api/store/cart/add-item/', { product_variant: wing });
    await client.post('/api/store/cart/', {
      address: { ...validAddress, phone: '+43 664 1234567', email: 'someone-else@example.com' },
    });
    const response = await checkout(client, 'delivery_method=express');
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json<CheckoutResult>();
    expect(order.address.email).toBe(email);
    expect(order.delivery_method).toBe('express');

    const mine = (await client.get('/api/store/orders_public/')).json<MyOrdersResponse>();
    expect(mine).toMatchObject({ count: 2, page: 1, page_size: 20 });
    expect(mine.results.map((summary) => summary.sale_sequence)).toEqual([
      order.sale_sequence,
      guestOrder.sale_sequence,
    ]);
    expect(mine.results[0]).toMatchObject({
      link: order.link,
      status: 'placed',
      payment_state: 'unpaid',
      item_count: 1,
      total: order.totals.total,
    });
  });

  it('claims visitor orders once a link mailed to the address is followed', async () => {
    const { email } = await createUser(t);
    const guest = await guestWith([{ variant: repairKit }], guestAddress(email));
    const { order } = (await checkout(guest)).json<CheckoutResult>();

    await new TestClient(t.app).post('/api/require_password_reset/', { email });
    const mail = (await mailsTo(t, email)).find((m) => m.text.includes('/update_password/'));
    const link = linkIn(mail!.text, 'http://shop.test/update_password/');
    const [uidb64, token] = link.slice('http://shop.test/update_password/'.length).split('/');
    const reset = await new TestClient(t.app).post('/api/update_password/', {
      uidb64,
      token,
      password: 'another-password-1',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const client = new TestClient(t.app);
    await client.login(email, 'another-password-1');
    const mine = (await client.get('/api/store/orders_public/')).json<MyOrdersResponse>();
    expect(mine.results.map((summary) => summary.sale_sequence)).toEqual([order.sale_sequence]);
  });

  it('keeps My Orders to logged-in accounts', async () => {
    expectApiError(await new TestClient(t.app).get('/api/store/orders_public/'), 401);
    const { email, password } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, password);
    expectApiError(await client.get('/api/store/orders_public/?page=0'), 400);
    expect((await client.get('/api/store/orders_public/?page=3')).json()).toMatchObject({
      count: 0,
      results: [],
    });
  });
});

describe('the public order', () => {
  it('is a 404 for a wrong secret, the same as an unknown order, and rate limited', async () => {
    const client = await guestWith([{ variant: repairKit }]);
    const { order } = (await checkout(client)).json<CheckoutResult>();
    const wrong = `${order.sale_sequence}-${'0'.repeat(32)}`;
    const stranger = new TestClient(t.app);
    const miss = await stranger.get(`/api/store/orders_public/${wrong}`);
    const unknown = await stranger.get(`/api/store/orders_public/1999-0001-${'0'.repeat(32)}`);
    const bare = await stranger.get(`/api/store/orders_public/${order.sale_sequence}`);
    for (const response of [miss, unknown, bare]) expectApiError(response, 404);
    expect(miss.body).toBe(unknown.body);

    for (let i = 3; i < 20; i += 1) await stranger.get(`/api/store/orders_public/${wrong}`);
    const limited = await stranger.get(`/api/store/orders_public/${order.link.split('/').at(-1)}`);
    expectApiError(limited, 429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });
});

describe('feedback', () => {
  it('comes once an order shipped, once, from whoever holds the secret', async () => {
    const client = await guestWith([{ variant: repairKit }]);
    const { order, link } = (await checkout(client)).json<CheckoutResult>();
    const secret = link.slice(-32);
    const url = `/api/store/order_feedback/${order.sale_sequence}`;
    const stranger = new TestClient(t.app);

    expectApiError(await stranger.post(url, { secret, rating: 5, text: 'Great' }), 409);
    await t.app.services.database.db
      .update(orders)
      .set({ status: 'shipped', shipmentDate: new Date() })
      .where(eq(orders.saleSequence, order.sale_sequence));

    expectApiError(await stranger.post(url, { secret: '1'.repeat(32), rating: 5 }), 404);
    expectApiError(await stranger.post(url, { secret, rating: 6 }), 400, {
      rating: ['a rating from 1 to 5'],
    });
    const given = await stranger.post(url, { secret, rating: 5, text: '  Flies like a dream ' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<PublicOrder>()).toMatchObject({
      status: 'shipped',
      feedback: { rating: 5, text: 'Flies like a dream' },
      can_give_feedback: false,
    });
    expectApiError(await stranger.post(url, { secret, rating: 1 }), 409);
  });
});

describe('concurrent checkouts', () => {
  it('sell the last unit once: one order, a 409 naming the item for everyone else', async () => {
    const { product, variant } = await createProduct(t, { stock: 1 });
    const clients = await Promise.all(
      Array.from({ length: 50 }, () => guestWith([{ variant: variant.id }])),
    );
    const count = await orderCount();
    const responses = await Promise.all(clients.map((client) => checkout(client)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json<{ detail: string }>().detail).toBe(
        `'${product.name} · One size' has just sold out: please remove it from the cart.`,
      );
    expect(await orderCount()).toBe(count + 1);
    expect(await stockOf(t, variant.id)).toBe(0);
  });

  it('number their orders without gaps while some are refused', async () => {
    const { variant } = await createProduct(t, { stock: 3 });
    const clients = await Promise.all([
      ...Array.from({ length: 12 }, () => guestWith([{ variant: variant.id }])),
      ...Array.from({ length: 6 }, () => guestWith([{ variant: repairKit }])),
    ]);
    const responses = await Promise.all(clients.map((client) => checkout(client)));
    const placed = responses.filter((response) => response.statusCode === 200);
    expect(placed).toHaveLength(9);
    const numbers = placed
      .map((response) => Number(response.json<CheckoutResult>().order.sale_sequence.split('-')[1]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
    const [year] = await rowsOf<{ count: number; min: number; max: number }>(
      t.app.services.database.db,
      sql`SELECT count(*)::int AS count, min(number) AS min, max(number) AS max FROM orders
          WHERE year = ${new Date().getUTCFullYear()}`,
    );
    expect(year).toEqual({ count: year!.max, min: 1, max: year!.max });
  });

  it('of one cart (retries, double clicks) give one order', async () => {
    const client = await guestWith([{ variant: repairKit }]);
    const count = await orderCount();
    const responses = await Promise.all(Array.from({ length: 10 }, () => checkout(client)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const links = new Set(responses.map((response) => response.json<CheckoutResult>().link));
    expect(links.size).toBe(1);
    expect(await orderCount()).toBe(count + 1);
  });

  it('use a promo code with one use left once', async () => {
    const db = t.app.services.database.db;
    const code = `LAST${Date.now().toString(36).toUpperCase()}`;
    await db.insert(promoCodes).values({
      code,
      kind: 'percent',
      percentOffBp: 1000,
      maxUses: 5,
      usedCount: 4,
    });
    await t.app.services.catalog.changed();
    const clients = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const client = await guestWith([{ variant: wing }]);
        const applied = await client.post('/api/store/cart/set-promocode/', { promocode: code });
        expect(applied.statusCode, applied.body).toBe(200);
        return client;
      }),
    );
    const responses = await Promise.all(clients.map((client) => checkout(client)));
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.json<CheckoutResult>().order.promocode).toBe(code);
    for (const response of responses.filter((r) => r.statusCode !== 200))
      expectApiError(response, 409, {
        promocode: ['This promo code has been used up. Please remove the promo code to order.'],
      });
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row?.usedCount).toBe(5);
  });
});
