import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountPricing,
  PriceList,
  PriceListList,
  PriceListPayload,
} from '@windfamily/contract/pricing';
import { priceListPrices, priceLists, users } from '../../db/schema';
import { cartOf, productOf, seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { createUser, expectApiError, loggedInClient, userById } from '../../test/helpers';

let t: TestApp;
let staff: TestClient;
let visitor: TestClient;
let emilieM: number;
let emilieS: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  staff = (await loggedInClient(t, 'staff')).client;
  visitor = new TestClient(t.app);
  emilieM = await variantIdOf(t, 'EMILIE-PEACE2-M');
  emilieS = await variantIdOf(t, 'EMILIE-PEACE2-S');
});
afterAll(async () => t.close());

const put = (client: TestClient, url: string, body: Record<string, unknown>) =>
  client.request('PUT', url, body);

let counter = 0;
const listPayload = (overrides: Partial<PriceListPayload> = {}): PriceListPayload => ({
  name: `Club ${process.pid}-${(counter += 1)}`,
  percent_off: 10,
  active: true,
  prices: [],
  ...overrides,
});

async function createList(overrides: Partial<PriceListPayload> = {}): Promise<PriceList> {
  const response = await staff.post('/api/store/price_lists/', listPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PriceList>();
}

const allLists = async () =>
  (await staff.get('/api/store/price_lists/')).json<PriceListList>().price_lists;

/** A reseller, logged in, whose terms staff set below. */
async function reseller() {
  const account = await createUser(t, { role: 'reseller' });
  const client = new TestClient(t.app);
  await client.login(account.email, account.password);
  return { ...account, client };
}

const setPricing = (accountId: number, body: Record<string, unknown>) =>
  put(staff, `/api/store/admin/accounts/${accountId}/pricing`, body);

/** The gross price of Emilie Peace 2 in `size` for this client in `country`. */
async function emilie(client: TestClient, size: string, country = 'at') {
  const product = await productOf(client, 'emilie-peace2', country);
  return {
    price: product.variants.find((variant) => variant.name === size)?.price,
    pricing: product.pricing,
  };
}

/** The state the pricing admin shows plus the price rows, to compare around refused writes. */
const everything = async () => ({
  lists: await allLists(),
  prices: await t.app.services.database.db
    .select()
    .from(priceListPrices)
    .orderBy(priceListPrices.priceListId, priceListPrices.variantId),
  users: await t.app.services.database.db
    .select({ id: users.id, priceListId: users.priceListId, vatId: users.vatId })
    .from(users)
    .orderBy(users.id),
});

describe('the pricing admin', () => {
  it('is for staff only: 401 for visitors, 403 for customers and resellers, and nothing changes', async () => {
    const [list] = await t.app.services.database.db.select().from(priceLists).limit(1);
    const target = await createUser(t);
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/store/price_lists/'],
      ['POST', '/api/store/price_lists/', listPayload()],
      ['PUT', `/api/store/price_lists/${list!.id}`, listPayload({ percent_off: 99 })],
      [
        'PUT',
        `/api/store/admin/accounts/${target.user.id}/pricing`,
        { price_list_id: list!.id, vat_id: '' },
      ],
    ];
    const before = await everything();
    const customer = (await loggedInClient(t, 'customer')).client;
    const other = (await loggedInClient(t, 'reseller')).client;
    for (const [method, url, body] of calls) {
      expectApiError(await visitor.request(method, url, body), 401);
      expectApiError(await customer.request(method, url, body), 403);
      expectApiError(await other.request(method, url, body), 403);
    }
    // A reseller may not give itself a price list either.
    const self = await reseller();
    const [me] = await t.app.services.database.db
      .select()
      .from(users)
      .where(eq(users.email, self.email));
    expectApiError(
      await put(self.client, `/api/store/admin/accounts/${me!.id}/pricing`, {
        price_list_id: list!.id,
      }),
      403,
    );
    const after = await everything();
    expect(after.lists).toEqual(before.lists);
    expect(after.prices).toEqual(before.prices);
    expect(after.users.filter((row) => before.users.some((old) => old.id === row.id))).toEqual(
      before.users,
    );
  });
});

describe('GET /api/store/price_lists/', () => {
  it('lists the price lists by name with their prices and accounts', async () => {
    const response = await staff.get('/api/store/price_lists/');
    expect(response.statusCode).toBe(200);
    const lists = response.json<PriceListList>().price_lists;
    const names = lists.map((list) => list.name);
    expect(names.indexOf('Dealers')).toBeLessThan(names.indexOf('Flight schools'));
    expect(lists.find((list) => list.name === 'Flight schools')).toMatchObject({
      percent_off: 15,
      active: true,
      prices: [{ variant_id: emilieM, net_price: '2500.00' }],
    });
    expect(lists.find((list) => list.name === 'Dealers')).toMatchObject({
      percent_off: 25,
      prices: [],
    });
  });
});

describe('POST /api/store/price_lists/', () => {
  it('creates a list; an account given it buys at its prices at once', async () => {
    const list = await createList({
      percent_off: 12.5,
      prices: [{ variant_id: emilieM, net_price: '2000' }],
    });
    expect(list).toMatchObject({
      percent_off: 12.5,
      active: true,
      prices: [{ variant_id: emilieM, net_price: '2000.00' }],
      accounts: [],
    });
    const buyer = await reseller();
    expect((await setPricing(buyer.user.id, { price_list_id: list.id })).statusCode).toBe(200);
    // M: its own price; S: 12.5 % off 3 075.00 = 2 690.62 net; with Austrian VAT.
    expect(await emilie(buyer.client, 'M')).toMatchObject({
      price: '2400.00',
      pricing: { price_list: list.name },
    });
    expect((await emilie(buyer.client, 'S')).price).toBe('3228.74');
    const listed = (await allLists()).find((entry) => entry.id === list.id);
    expect(listed?.accounts).toEqual([
      { id: buyer.user.id, email: buyer.email, name: 'Paula Pilot' },
    ]);
  });

  it('refuses a taken name, unknown or repeated variants and bad fields, changing nothing', async () => {
    const before = await everything();
    const post = (body: Record<string, unknown>) => staff.post('/api/store/price_lists/', body);
    expectApiError(await post(listPayload({ name: 'flight SCHOOLS' })), 400, {
      name: ["There is a price list named 'flight SCHOOLS' already."],
    });
    expectApiError(
      await post(
        listPayload({
          prices: [
            { variant_id: emilieM, net_price: '1' },
            { variant_id: 99999999, net_price: '1' },
          ],
        }),
      ),
      400,
      { 'prices.1.variant_id': ['There is no variant 99999999.'] },
    );
    expectApiError(
      await post(listPayload({ prices: [{ variant_id: 3_000_000_000, net_price: '1' }] })),
      400,
      {
        'prices.0.variant_id': ['There is no variant 3000000000.'],
      },
    );
    expectApiError(
      await post(
        listPayload({
          prices: [
            { variant_id: emilieM, net_price: '1' },
            { variant_id: emilieM, net_price: '2' },
          ],
        }),
      ),
      400,
      { 'prices.1.variant_id': [`The variant ${emilieM} has a price already.`] },
    );
    const fields = expectApiError(
      await post({
        name: ' ',
        percent_off: 101,
        prices: [{ variant_id: emilieM, net_price: 'cheap' }],
      }),
      400,
    );
    expect(Object.keys(fields.errors ?? {}).sort()).toEqual([
      'name',
      'percent_off',
      'prices.0.net_price',
    ]);
    expect(await everything()).toEqual(before);
  });
});

describe('PUT /api/store/price_lists/{id}', () => {
  it("replaces a list's prices; its accounts see them at once, and the shop's prices once it is off", async () => {
    const list = await createList({
      percent_off: 0,
      prices: [{ variant_id: emilieM, net_price: '2000' }],
    });
    const buyer = await reseller();
    await setPricing(buyer.user.id, { price_list_id: list.id });
    expect((await emilie(buyer.client, 'M')).price).toBe('2400.00');
    expect((await emilie(buyer.client, 'S')).price).toBe('3690.00');

    const response = await put(
      staff,
      `/api/store/price_lists/${list.id}`,
      listPayload({
        name: `${list.name} renamed`,
        percent_off: 20,
        prices: [{ variant_id: emilieS, net_price: '1000' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PriceList>()).toMatchObject({
      name: `${list.name} renamed`,
      percent_off: 20,
      prices: [{ variant_id: emilieS, net_price: '1000.00' }],
      accounts: [{ id: buyer.user.id }],
    });
    // S has its own price now; M is 20 % off 3 075.00.
    expect(await emilie(buyer.client, 'S')).toMatchObject({
      price: '1200.00',
      pricing: { price_list: `${list.name} renamed` },
    });
    expect((await emilie(buyer.client, 'M')).price).toBe('2952.00');

    const off = await put(
      staff,
      `/api/store/price_lists/${list.id}`,
      listPayload({ name: list.name, active: false }),
    );
    expect(off.json<PriceList>().active).toBe(false);
    expect(await emilie(buyer.client, 'M')).toMatchObject({
      price: '3690.00',
      pricing: { price_list: null },
    });
    expect((await userById(t, buyer.user.id)).priceListId).toBe(list.id);

    await put(
      staff,
      `/api/store/price_lists/${list.id}`,
      listPayload({ name: list.name, percent_off: 50 }),
    );
    expect((await emilie(buyer.client, 'M')).price).toBe('1845.00');
  });

  it('refuses an unknown list, a name of another list and unknown variants, changing nothing', async () => {
    const list = await createList({ prices: [{ variant_id: emilieM, net_price: '2000' }] });
    const before = await everything();
    const url = `/api/store/price_lists/${list.id}`;
    expectApiError(await put(staff, url, listPayload({ name: 'Dealers' })), 400, {
      name: ["There is a price list named 'Dealers' already."],
    });
    expectApiError(
      await put(
        staff,
        url,
        listPayload({ name: list.name, prices: [{ variant_id: 99999999, net_price: '5' }] }),
      ),
      400,
      {
        'prices.0.variant_id': ['There is no variant 99999999.'],
      },
    );
    expectApiError(
      await put(staff, url, { ...listPayload({ name: list.name }), percent_off: -1 }),
      400,
    );
    expectApiError(await put(staff, '/api/store/price_lists/99999999', listPayload()), 404);
    expect(await everything()).toEqual(before);
    // Its own name (in another case) is fine.
    const renamed = await put(staff, url, listPayload({ name: list.name.toUpperCase() }));
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

// ---------------------------------------------------------------------------
// Accounts.
// ---------------------------------------------------------------------------

describe('PUT /api/store/admin/accounts/{id}/pricing', () => {
  it("sets an account's price list and VAT id; its next request (same session) shows the prices", async () => {
    const [schools] = await t.app.services.database.db
      .select()
      .from(priceLists)
      .where(eq(priceLists.name, 'Flight schools'));
    const buyer = await reseller();
    expect(await emilie(buyer.client, 'M', 'de')).toMatchObject({
      price: '3659.25',
      pricing: { price_list: null, reverse_charge: false },
    });

    const response = await setPricing(buyer.user.id, {
      price_list_id: schools!.id,
      vat_id: ' de123456789 ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AccountPricing>()).toEqual({
      id: buyer.user.id,
      email: buyer.email,
      name: 'Paula Pilot',
      country: 'at',
      is_reseller: true,
      price_list_id: schools!.id,
      vat_id: 'DE123456789',
    });
    // No new login: the session reads the account anew on every request.
    expect(await emilie(buyer.client, 'M', 'de')).toMatchObject({
      price: '2500.00',
      pricing: { price_list: 'Flight schools', reverse_charge: true, vat_rate: 0 },
    });
    // The cart prices with the new terms too.
    const cart = await buyer.client.post('/api/store/cart/add-item/', { product_variant: emilieM });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cartOf(cart).total_netto_price).toBe('2500.00');

    // Taken away again.
    await setPricing(buyer.user.id, { price_list_id: null, vat_id: '' });
    expect(await emilie(buyer.client, 'M', 'de')).toMatchObject({
      price: '3659.25',
      pricing: { price_list: null },
    });
  });

  it('refuses an unknown price list, a bad VAT id and an unknown account, changing nothing', async () => {
    const buyer = await reseller();
    await setPricing(buyer.user.id, { price_list_id: null, vat_id: 'ATU12345678' });
    const before = await userById(t, buyer.user.id);
    expectApiError(await setPricing(buyer.user.id, { price_list_id: 99999999, vat_id: '' }), 400, {
      price_list_id: ['There is no price list 99999999.'],
    });
    expectApiError(
      await setPricing(buyer.user.id, { price_list_id: null, vat_id: 'not a vat id' }),
      400,
      {
        vat_id: ['a VAT number such as ATU12345678'],
      },
    );
    expectApiError(await setPricing(buyer.user.id, { vat_id: '' }), 400);
    expectApiError(await setPricing(99999999, { price_list_id: null, vat_id: '' }), 404);
    expectApiError(
      await setPricing(buyer.user.id, { price_list_id: 3_000_000_000, vat_id: '' }),
      400,
      {
        price_list_id: ['There is no price list 3000000000.'],
      },
    );
    expect(await userById(t, buyer.user.id)).toEqual(before);
  });
});
