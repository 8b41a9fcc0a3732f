import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromoCodeAdmin } from '@windfamily/contract/pricing';
import { promoCodes, promoCodeUses } from '../../db/schema';
import { cartOf, FALLBACK_CODE, seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { createUser, expectApiError, loggedInClient } from '../../test/helpers';

let t: TestApp;
let wing: number;
let kit: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  wing = await variantIdOf(t, 'DENT-DE-LION-M');
  kit = await variantIdOf(t, 'REPAIR-KIT');
});
afterAll(async () => t.close());

const setCode = (client: TestClient, promocode: string) =>
  client.post('/api/store/cart/set-promocode/', { promocode });

async function shopper(...variants: number[]) {
  const client = new TestClient(t.app);
  for (const product_variant of variants)
    await client.post('/api/store/cart/add-item/', { product_variant });
  return client;
}

describe('applying a promo code to the cart', () => {
  it('takes the discount off and recomputes it on every change', async () => {
    const client = await shopper(wing);
    const cart = cartOf(await setCode(client, 'flyhigh10'));
    expect(cart).toMatchObject({
      promocode: FALLBACK_CODE,
      promocode_info: { code: FALLBACK_CODE, kind: 'percent', percent_off: 10 },
      promocode_problem: null,
      total_netto_price: '3575.00',
      total_discount: '357.50',
    });
    expect(cart.totals).toMatchObject({
      items: '4290.00',
      discount: '429.00',
      shipping: '24.00',
      total: '3885.00',
    });

    const more = cartOf(
      await client.post('/api/store/cart/', { items: [{ id: cart.items[0]!.id, amount: 2 }] }),
    );
    expect(more.totals.discount).toBe('858.00');
  });

  it('refuses unknown, expired and used-up codes with a 400 and keeps the cart as it was', async () => {
    const client = await shopper(wing);
    await setCode(client, 'WINGS15');
    for (const [code, detail] of [
      ['NOPE', 'Invalid promo code.'],
      ['SUMMER2025', 'This promo code has expired.'],
    ]) {
      expectApiError(await setCode(client, code!), 400, { promocode: [detail!] });
    }
    const [limited] = await t.app.services.database.db
      .insert(promoCodes)
      .values({
        code: `ONCE${Date.now()}`,
        kind: 'percent',
        percentOffBp: 500,
        maxUses: 1,
        usedCount: 1,
      })
      .returning();
    expectApiError(await setCode(client, limited!.code), 400, {
      promocode: ['This promo code has been used up.'],
    });
    expect(cartOf(await client.get('/api/store/cart/')).promocode).toBe('WINGS15');
  });

  it('removes the code with an empty one', async () => {
    const client = await shopper(wing);
    await setCode(client, 'WINGS15');
    const cart = cartOf(await setCode(client, ''));
    expect(cart).toMatchObject({ promocode: null, promocode_info: null, total_discount: '0.00' });
  });

  it('keeps a code that does not apply yet and says why', async () => {
    const client = await shopper(kit);
    const scoped = cartOf(await setCode(client, 'WINGS15'));
    expect(scoped).toMatchObject({
      promocode: 'WINGS15',
      total_discount: '0.00',
      promocode_problem: 'This code applies to Wings only.',
    });
    const minimum = cartOf(await setCode(client, 'WELCOME50'));
    expect(minimum.promocode_problem).toBe('Add 264 € more to reach the 300 € this code needs.');
    const enough = cartOf(
      await client.post('/api/store/cart/add-item/', { product_variant: wing }),
    );
    expect(enough).toMatchObject({
      promocode_problem: null,
      totals: { discount: '50.00' },
      total_discount: '41.67',
    });
  });

  it('limits a code per account: used once, refused the second time', async () => {
    const account = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(account.email, account.password);
    await client.post('/api/store/cart/add-item/', { product_variant: wing });
    expect((await setCode(client, 'WELCOME50')).statusCode).toBe(200);
    const [code] = await t.app.services.database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, 'WELCOME50'));
    await t.app.services.database.db
      .insert(promoCodeUses)
      .values({ promoCodeId: code!.id, userId: account.user.id, email: account.email });
    expect(cartOf(await client.get('/api/store/cart/')).promocode_problem).toBe(
      'You have already used this promo code.',
    );
    expectApiError(await setCode(client, 'WELCOME50'), 400, {
      promocode: ['You have already used this promo code.'],
    });
  });

  it('limits how many codes one address may try', async () => {
    const client = new TestClient(t.app);
    let last = 0;
    for (let attempt = 0; attempt < 61; attempt += 1)
      last = (await setCode(client, `GUESS${attempt}`)).statusCode;
    expect(last).toBe(429);
  });
});

describe('GET /api/store/promocodes_public/{slug}/', () => {
  it('says what a code gives and until when', async () => {
    const response = await new TestClient(t.app).get('/api/store/promocodes_public/wings15/');
    expect(response.json()).toEqual({
      code: 'WINGS15',
      description: '15 % off every wing until the end of March.',
      kind: 'percent',
      percent_off: 15,
      amount_off: null,
      valid_from: null,
      valid_until: '2027-03-31T22:00:00.000Z',
      min_order_value: null,
      categories: ['wings'],
      products: [],
    });
  });

  it('is a 404 for unknown and expired codes', async () => {
    expectApiError(await new TestClient(t.app).get('/api/store/promocodes_public/NOPE/'), 404);
    expectApiError(
      await new TestClient(t.app).get('/api/store/promocodes_public/SUMMER2025/'),
      404,
    );
  });
});

describe('staff and promo codes', () => {
  const payload = (code: string, overrides: Record<string, unknown> = {}) => ({
    code,
    description: 'Spring sale',
    kind: 'amount',
    amount_off: '25',
    min_order_value: '100',
    products: ['repair-kit'],
    ...overrides,
  });

  it('creates a code that works in the cart at once, and deactivates it', async () => {
    const { client: staff } = await loggedInClient(t, 'staff');
    const created = await staff.post('/api/store/promocodes/', payload('SPRING25'));
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json<PromoCodeAdmin>();
    expect(code).toMatchObject({
      code: 'SPRING25',
      kind: 'amount',
      amount_off: '25.00',
      min_order_value: '100.00',
      products: [{ slug: 'repair-kit', name: 'Repair Kit', category: 'addons' }],
      active: true,
      used_count: 0,
    });

    const client = await shopper(kit, kit, kit);
    expect(cartOf(await setCode(client, 'spring25')).totals.discount).toBe('25.00');

    const off = await staff.request(
      'PUT',
      `/api/store/admin/promocodes/${code.id}`,
      payload('SPRING25', { active: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(cartOf(await client.get('/api/store/cart/'))).toMatchObject({
      promocode_problem: 'This promo code is no longer valid.',
      total_discount: '0.00',
    });
    const listed = await staff.get('/api/store/admin/promocodes/');
    expect(
      listed.json<{ promocodes: PromoCodeAdmin[] }>().promocodes.find((c) => c.id === code.id)
        ?.active,
    ).toBe(false);
  });

  it('checks every field and changes nothing on bad input', async () => {
    const { client: staff } = await loggedInClient(t, 'staff');
    const [before] = await t.app.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promoCodes);
    const bad: [Record<string, unknown>, string][] = [
      [payload('X'), 'code'],
      [payload('BAD CODE'), 'code'],
      [payload('PCT', { kind: 'percent', amount_off: null, percent_off: 150 }), 'percent_off'],
      [payload('PCT2', { kind: 'percent', amount_off: null }), 'percent_off'],
      [payload('AMT', { amount_off: 'ten' }), 'amount_off'],
      [
        payload('DATES', {
          valid_from: '2026-05-01T00:00:00Z',
          valid_until: '2026-04-01T00:00:00Z',
        }),
        'valid_until',
      ],
      [payload('SCOPE', { products: ['no-such-product'] }), 'products'],
      [payload('wings15'), 'code'],
    ];
    for (const [body, field] of bad) {
      const error = expectApiError(await staff.post('/api/store/promocodes/', body), 400);
      expect(Object.keys(error.errors ?? {}), JSON.stringify(error)).toContain(field);
    }
    const [after] = await t.app.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promoCodes);
    expect(after?.n).toBe(before?.n);
  });

  it('is for staff only', async () => {
    expectApiError(
      await new TestClient(t.app).post('/api/store/promocodes/', payload('ANON')),
      401,
    );
    const { client: customer } = await loggedInClient(t, 'customer');
    expectApiError(await customer.post('/api/store/promocodes/', payload('CUST')), 403);
    expectApiError(await customer.get('/api/store/admin/promocodes/'), 403);
    const { client: reseller } = await loggedInClient(t, 'reseller');
    expectApiError(await reseller.post('/api/store/promocodes/', payload('RESELLER')), 403);
  });
});
