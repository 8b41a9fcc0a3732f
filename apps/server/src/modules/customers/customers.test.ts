import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Customer,
  CustomerPayload,
  CustomersResponse,
  Reseller,
  ResellerPayload,
  ResellersResponse,
} from '@windfamily/contract/customers';
import type { AuditList } from '@windfamily/contract/audit';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { PriceList } from '@windfamily/contract/pricing';
import {
  addresses,
  colorCombos,
  newsletterSubscribers,
  orders,
  priceLists,
  products,
  users,
} from '../../db/schema';
import { seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { placeOrder } from '../../test/order-fixtures';
import {
  createTestApp,
  type TestApp,
  TestClient,
  uniqueEmail,
  validAddress,
} from '../../test/harness';
import {
  addressOf,
  createUser,
  expectApiError,
  loggedInClient,
  type Role,
  userById,
} from '../../test/helpers';

let t: TestApp;
let sales: TestClient;
let visitor: TestClient;
let repairKit: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  sales = (await loggedInClient(t, 'sales')).client;
  visitor = new TestClient(t.app);
  repairKit = await variantIdOf(t, 'REPAIR-KIT');
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;
const put = (client: TestClient, url: string, body: Record<string, unknown>) =>
  client.request('PUT', url, body);

/** A new account, logged in, with the address of the harness in `country`. */
async function account(
  options: { role?: Role; name?: string; country?: string; company?: string } = {},
) {
  const created = await createUser(t, { role: options.role ?? 'customer' });
  await db()
    .update(addresses)
    .set({ name: options.name ?? 'Paula Pilot', country: options.country ?? 'at' })
    .where(eq(addresses.userId, created.user.id));
  if (options.company)
    await db().update(users).set({ company: options.company }).where(eq(users.id, created.user.id));
  const client = new TestClient(t.app);
  await client.login(created.email, created.password);
  return { ...created, id: created.user.id, country: options.country ?? 'at', client };
}

/** The account orders `amount` repair kits by bank transfer, to its own country. */
const buy = (buyer: { client: TestClient; country: string }, amount = 1) =>
  placeOrder(t, {
    client: buyer.client,
    country: buyer.country,
    items: [{ variantId: repairKit, amount }],
  });

const list = async (query: string, client = sales) => {
  const response = await client.get(`/api/store/customers/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomersResponse>();
};

const contact = (overrides: Partial<CustomerPayload> = {}): CustomerPayload => ({
  email: uniqueEmail('changed'),
  phone: '+49 171 2345678',
  company: 'Thermik GmbH',
  address: { ...validAddress, name: 'Paula Neu', city: 'Oberstdorf', zipcode: '87561' },
  ...overrides,
});

const terms = (overrides: Partial<ResellerPayload> = {}): ResellerPayload => ({
  company: 'Flugschule Aufwind',
  vat_id: 'ATU12345678',
  price_list_id: null,
  is_reseller: true,
  ...overrides,
});

async function createPriceList(name: string): Promise<PriceList> {
  const { client } = await loggedInClient(t, 'store');
  const response = await client.post('/api/store/price_lists/', {
    name,
    percent_off: 20,
    prices: [],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PriceList>();
}

const auditOf = async (entityId: number) => {
  const { client } = await loggedInClient(t, 'accounting');
  return (
    await client.get(`/api/audit/?entity_type=customer&entity_id=${entityId}`)
  ).json<AuditList>().results;
};

describe('who may look after customers and resellers', () => {
  it('reads for order and store staff, writes for sales, nothing for anyone else', async () => {
    const target = await account();
    const reseller = await account({ role: 'reseller' });
    const reads = [
      '/api/store/customers/',
      `/api/store/customers/${target.id}/`,
      '/api/store/resellers/',
      `/api/store/resellers/${reseller.id}/`,
    ];
    const writes: [string, string, Record<string, unknown>?][] = [
      ['PUT', `/api/store/customers/${target.id}/`, contact()],
      ['GET', `/api/store/customers/${target.id}/export/`],
      ['POST', `/api/store/customers/${target.id}/erase/`, { confirm_email: target.email }],
      ['PUT', `/api/store/resellers/${reseller.id}/`, terms()],
    ];
    const before = await db().select().from(users).orderBy(users.id);

    for (const url of reads) expectApiError(await visitor.get(url), 401);
    for (const [method, url, body] of writes)
      expectApiError(await visitor.request(method, url, body), 401);
    for (const role of ['customer', 'reseller', 'content'] as const) {
      const { client } = await loggedInClient(t, role);
      for (const url of reads) expectApiError(await client.get(url), 403);
    }
    for (const role of [
      'customer',
      'reseller',
      'content',
      'store',
      'accounting',
      'warehouse',
    ] as const) {
      const { client } = await loggedInClient(t, role);
      for (const [method, url, body] of writes)
        expectApiError(await client.request(method, url, body), 403);
    }
    // The customer itself is no exception.
    expectApiError(await target.client.get(`/api/store/customers/${target.id}/`), 403);
    expect(
      (await db().select().from(users).orderBy(users.id)).filter((row) =>
        before.some((old) => old.id === row.id),
      ),
    ).toEqual(before);

    for (const role of [
      'sales',
      'accounting',
      'warehouse',
      'store',
      'staff',
      'superuser',
    ] as const) {
      const { client } = await loggedInClient(t, role);
      for (const url of reads)
        expect((await client.get(url)).statusCode, `${role} ${url}`).toBe(200);
    }
    const { client: superuser } = await loggedInClient(t, 'superuser');
    expect((await put(superuser, `/api/store/resellers/${reseller.id}/`, terms())).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/store/customers/', () => {
  it('lists accounts with their orders and what they bought, found by e-mail, name or company', async () => {
    const stamp = `kunde${process.pid}x${Date.now().toString(36)}`;
    const buyer = await account({ name: `Berta ${stamp}`, country: 'de' });
    const first = await buy(buyer, 2);
    const second = await buy(buyer);
    // A cancelled order counts as an order, not as bought.
    await db()
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.saleSequence, second.sale_sequence));
    const firm = await account({ company: `Firma ${stamp}`, role: 'reseller' });

    const byName = await list(`search=${encodeURIComponent(`berta ${stamp.toUpperCase()}`)}`);
    expect(byName).toMatchObject({ count: 1, page: 1, page_size: 50 });
    expect(byName.results[0]).toEqual({
      id: buyer.id,
      email: buyer.email,
      name: `Berta ${stamp}`,
      company: '',
      country: 'de',
      registration_date: buyer.user.dateJoined.toISOString(),
      orders_count: 2,
      total_bought: first.totals.total,
      is_reseller: false,
      is_staff: false,
      price_list_id: null,
      vat_id: '',
      erased: false,
    });
    expect((await list(`search=${buyer.email.toUpperCase()}`)).results[0]?.id).toBe(buyer.id);
    expect((await list(`search=firma%20${stamp}`)).results.map((row) => row.id)).toEqual([firm.id]);
    // Wildcards are taken literally.
    expect((await list('search=%25')).count).toBe(0);
    expect((await list(`search=${stamp.slice(0, 5)}_`)).count).toBe(0);
  });

  it('filters by country, reseller and orders, and sorts by newest, name or total bought', async () => {
    const stamp = `sort${process.pid}x${Date.now().toString(36)}`;
    const zora = await account({ name: `Zora ${stamp}`, country: 'fr' });
    const anton = await account({ name: `Anton ${stamp}`, country: 'fr', role: 'reseller' });
    const mia = await account({ name: `Mia ${stamp}`, country: 'it' });
    await buy(zora);
    await buy(mia, 3);
    const ids = async (query: string) =>
      (await list(`search=${stamp}&${query}`)).results.map((row) => row.id);

    expect(await ids('')).toEqual([mia.id, anton.id, zora.id]);
    expect(await ids('sort=name')).toEqual([anton.id, mia.id, zora.id]);
    expect(await ids('sort=total_bought')).toEqual([mia.id, zora.id, anton.id]);
    expect(await ids('country=FR')).toEqual([anton.id, zora.id]);
    expect(await ids('reseller=true')).toEqual([anton.id]);
    expect(await ids('reseller=false&sort=name')).toEqual([mia.id, zora.id]);
    expect(await ids('has_orders=true&sort=name')).toEqual([mia.id, zora.id]);
    expect(await ids('has_orders=false')).toEqual([anton.id]);
  });

  it('pages 50 at a time with the total, every account without a search', async () => {
    const stamp = `pager${process.pid}x${Date.now().toString(36)}`;
    await db()
      .insert(users)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          email: `${stamp}-${String(i).padStart(2, '0')}@example.com`,
          passwordHash: 'x',
        })),
      );
    const first = await list(`search=${stamp}&sort=name`);
    expect(first.count).toBe(55);
    expect(first.results).toHaveLength(50);
    // Without an address there is no name or country; such accounts sort by e-mail.
    expect(first.results[0]).toMatchObject({
      email: `${stamp}-00@example.com`,
      name: '',
      country: null,
    });
    const second = await list(`search=${stamp}&sort=name&page=2`);
    expect(second.results.map((row) => row.email)).toEqual(
      [50, 51, 52, 53, 54].map((i) => `${stamp}-${i}@example.com`),
    );
    expect((await list(`search=${stamp}&page=3`)).results).toEqual([]);
    const [all] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users);
    expect((await list('')).count).toBe(all!.n);
  });

  it('refuses bad filters', async () => {
    for (const query of [
      'page=0',
      'page=two',
      'sort=oldest',
      'country=xx',
      'reseller=maybe',
      'has_orders=2',
      `search=${'x'.repeat(101)}`,
    ])
      expectApiError(await sales.get(`/api/store/customers/?${query}`), 400);
  });
});

describe('GET /api/store/customers/{id}/', () => {
  it('shows the contact details, orders with their balance, combos, newsletter and money', async () => {
    const buyer = await account({ company: 'Paula Air' });
    const older = await buy(buyer);
    const newer = await buy(buyer, 2);
    // The older order was paid in part (the bank transfer of a part).
    await db()
      .update(orders)
      .set({ amountPaid: 1000, paymentState: 'partly_paid' })
      .where(eq(orders.saleSequence, older.sale_sequence));
    await db()
      .insert(newsletterSubscribers)
      .values({ email: buyer.email, status: 'pending', secret: `s${buyer.id}x${Date.now()}` });

    const response = await sales.get(`/api/store/customers/${buyer.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Customer>();
    const cents = (money: string) => Math.round(Number(money) * 100);
    const totalBought = cents(older.totals.total) + cents(newer.totals.total);
    const owed = totalBought - 1000;
    const euros = (value: number) => (value / 100).toFixed(2);
    expect(page).toEqual({
      id: buyer.id,
      email: buyer.email,
      phone: '+43 664 1234567',
      company: 'Paula Air',
      vat_id: '',
      address: validAddress,
      orders: {
        count: 2,
        results: [
          {
            sale_sequence: newer.sale_sequence,
            sale_date: newer.sale_date,
            status: 'placed',
            payment_state: 'unpaid',
            total: newer.totals.total,
            balance: newer.totals.total,
          },
          {
            sale_sequence: older.sale_sequence,
            sale_date: older.sale_date,
            status: 'placed',
            payment_state: 'partly_paid',
            total: older.totals.total,
            balance: euros(cents(older.totals.total) - 1000),
          },
        ],
      },
      combos: { count: 0, results: [] },
      newsletter: 'pending',
      total_bought: euros(totalBought),
      open_balance: euros(owed),
      price_list: null,
      groups: { is_staff: false, is_reseller: false, is_superuser: false, staff_roles: [] },
      registration_date: buyer.user.dateJoined.toISOString(),
      last_login: expect.any(String) as string,
      erased_at: null,
    });
  });

  it('lists the colour combos with their links and pictures', async () => {
    const pilot = await account();
    const [wing] = await db().select().from(products).where(eq(products.slug, 'emilie-peace2'));
    await db()
      .insert(colorCombos)
      .values({
        slug: `sunset-${pilot.id}`,
        productId: wing!.id,
        name: 'Sunset',
        colors: { top_1: 'N-145' },
        userId: pilot.id,
        imageKey: 'a'.repeat(24),
      });
    const page = (await sales.get(`/api/store/customers/${pilot.id}/`)).json<Customer>();
    expect(page.combos).toMatchObject({
      count: 1,
      results: [
        {
          name: 'Sunset',
          slug: `sunset-${pilot.id}`,
          public_link: `/colorpicker/combo/sunset-${pilot.id}`,
          image: {
            webp: `/media/combos/${'a'.repeat(24)}.webp`,
            png: `/media/combos/${'a'.repeat(24)}.png`,
          },
          product: 'Emilie Peace 2',
          ordered: false,
        },
      ],
    });
  });

  it('is a 404 for an unknown account and a 400 for a bad id', async () => {
    expectApiError(await sales.get('/api/store/customers/99999999/'), 404);
    expectApiError(await sales.get('/api/store/customers/3000000000/'), 400);
    expectApiError(await sales.get('/api/store/customers/abc/'), 400);
  });
});

describe('PUT /api/store/customers/{id}/', () => {
  it('changes the contact details and records them before and after', async () => {
    const target = await account();
    const payload = contact({ email: ` ${uniqueEmail('Moved').toUpperCase()} ` });
    const response = await put(sales, `/api/store/customers/${target.id}/`, payload);
    expect(response.statusCode, response.body).toBe(200);
    const email = payload.email.trim().toLowerCase();
    expect(response.json<Customer>()).toMatchObject({
      id: target.id,
      email,
      phone: '+49 171 2345678',
      company: 'Thermik GmbH',
      address: { name: 'Paula Neu', city: 'Oberstdorf', zipcode: '87561', country: 'at' },
    });
    // The account logs in with its new address from now on.
    expect(
      (await new TestClient(t.app).post('/api/login/', { email, password: target.password }))
        .statusCode,
    ).toBe(200);

    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({
      action: 'customer.update',
      entity_id: String(target.id),
      before: {
        email: target.email,
        phone: '+43 664 1234567',
        company: '',
        address: { name: 'Paula Pilot', city: 'Innsbruck' },
      },
      after: { email, company: 'Thermik GmbH', address: { name: 'Paula Neu' } },
    });
  });

  it('refuses a taken e-mail in any case, bad fields and an unknown account, changing nothing', async () => {
    const target = await account();
    const other = await account();
    const url = `/api/store/customers/${target.id}/`;
    const before = { user: await userById(t, target.id), address: await addressOf(t, target.id) };

    expectApiError(await put(sales, url, contact({ email: other.email.toUpperCase() })), 400, {
      email: ['An account with this e-mail address already exists.'],
    });
    expectApiError(await put(sales, url, contact({ email: 'no-at-sign' })), 400, {
      email: ['invalid email format'],
    });
    expectApiError(await put(sales, url, contact({ phone: '+43 12' })), 400, {
      phone: ['Invalid phone number'],
    });
    expectApiError(
      await put(sales, url, contact({ address: { ...validAddress, city: '', country: 'xx' } })),
      400,
      { 'address.city': ['this field is required'], 'address.country': ['unknown country'] },
    );
    expectApiError(await put(sales, url, { email: uniqueEmail() }), 400);
    expectApiError(await put(sales, '/api/store/customers/99999999/', contact()), 404);

    expect({ user: await userById(t, target.id), address: await addressOf(t, target.id) }).toEqual(
      before,
    );
    expect(await auditOf(target.id)).toEqual([]);
  });
});

describe('GET /api/store/resellers/', () => {
  it('lists resellers with company, contact, VAT id, price list, orders and open balance', async () => {
    const stamp = `haendler${process.pid}x${Date.now().toString(36)}`;
    const list = await createPriceList(`Schools ${stamp}`);
    const reseller = await account({ role: 'reseller', name: 'Rudi Rot', country: 'de' });
    expect(
      (
        await put(
          sales,
          `/api/store/resellers/${reseller.id}/`,
          terms({ company: `Schule ${stamp}`, vat_id: 'de 123 456 789', price_list_id: list.id }),
        )
      ).statusCode,
    ).toBe(200);
    const order = await buy(reseller);
    const customer = await account({ name: `Kunde ${stamp}` });

    const response = await sales.get(`/api/store/resellers/?search=${stamp}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ResellersResponse>();
    expect(answer).toMatchObject({ count: 1, page: 1, page_size: 50 });
    expect(answer.results[0]).toEqual({
      id: reseller.id,
      email: reseller.email,
      name: 'Rudi Rot',
      company: `Schule ${stamp}`,
      country: 'de',
      vat_id: 'DE123456789',
      price_list: { id: list.id, name: `Schools ${stamp}` },
      orders_count: 1,
      open_balance: order.totals.total,
    });
    expect(
      (await sales.get('/api/store/resellers/?search=DE123456789'))
        .json<ResellersResponse>()
        .results.map((row) => row.id),
    ).toContain(reseller.id);
    const all = (await sales.get('/api/store/resellers/')).json<ResellersResponse>();
    const [resellers] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.isReseller, true));
    expect(all.count).toBe(resellers!.n);
    expect(all.results.some((row) => row.id === customer.id)).toBe(false);
    expectApiError(await sales.get('/api/store/resellers/?page=0'), 400);
  });
});

describe('GET /api/store/resellers/{id}/', () => {
  it("shows the account's page and its terms; a customer is no reseller", async () => {
    const list = await createPriceList(`Clubs ${process.pid}x${Date.now().toString(36)}`);
    const reseller = await account({ role: 'reseller', country: 'de' });
    await put(
      sales,
      `/api/store/resellers/${reseller.id}/`,
      terms({ vat_id: 'DE123456789', price_list_id: list.id }),
    );
    const response = await sales.get(`/api/store/resellers/${reseller.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Reseller>()).toMatchObject({
      id: reseller.id,
      company: 'Flugschule Aufwind',
      vat_id: 'DE123456789',
      price_list: { id: list.id, name: list.name },
      groups: { is_reseller: true },
      terms: {
        price_list: { id: list.id, name: list.name, percent_off: 20, active: true },
        vat_id: 'DE123456789',
        tax_treatment: 'reverse_charge',
      },
    });
    const customer = await account();
    expectApiError(await sales.get(`/api/store/resellers/${customer.id}/`), 404);
    expectApiError(await sales.get('/api/store/resellers/99999999/'), 404);
  });
});

describe('PUT /api/store/resellers/{id}/', () => {
  it('makes an account a reseller with its terms, which its next request prices with', async () => {
    const [schools] = await db()
      .select()
      .from(priceLists)
      .where(eq(priceLists.name, 'Flight schools'));
    const schoolsId = schools!.id;
    const pilot = await account({ country: 'de' });
    const product = async () =>
      (await pilot.client.get('/api/store/products/emilie-peace2?country=de')).json<{
        pricing: { price_list: string | null; reverse_charge: boolean };
      }>().pricing;
    expect(await product()).toMatchObject({ price_list: null, reverse_charge: false });

    const response = await put(
      sales,
      `/api/store/resellers/${pilot.id}/`,
      terms({ company: ' Thermik ', vat_id: 'DE123456789', price_list_id: schoolsId }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Reseller>()).toMatchObject({
      company: 'Thermik',
      groups: { is_reseller: true },
      terms: { tax_treatment: 'reverse_charge' },
    });
    // No new login: the session reads the account anew on every request.
    expect(await product()).toMatchObject({
      price_list: 'Flight schools',
      reverse_charge: true,
    });
    const [entry] = await auditOf(pilot.id);
    expect(entry).toMatchObject({
      action: 'reseller.update',
      before: { company: '', vat_id: '', price_list_id: null, is_reseller: false },
      after: {
        company: 'Thermik',
        vat_id: 'DE123456789',
        price_list_id: schoolsId,
        is_reseller: true,
      },
    });

    // And back: no longer a reseller.
    const undone = await put(
      sales,
      `/api/store/resellers/${pilot.id}/`,
      terms({ vat_id: '', is_reseller: false }),
    );
    expect(undone.json<Reseller>()).toMatchObject({ groups: { is_reseller: false } });
  });

  it('checks the VAT id against the country of the address, naming the field, changing nothing', async () => {
    const austrian = await account({ role: 'reseller', country: 'at' });
    const greek = await account({ role: 'reseller', country: 'gr' });
    const swiss = await account({ role: 'reseller', country: 'ch' });
    const url = (id: number) => `/api/store/resellers/${id}/`;
    const before = await userById(t, austrian.id);

    expectApiError(await put(sales, url(austrian.id), terms({ vat_id: 'DE123456789' })), 400, {
      vat_id: ['the address is in Austria: its VAT numbers start with AT, e.g. ATU12345678'],
    });
    expectApiError(await put(sales, url(austrian.id), terms({ vat_id: 'AT12345678' })), 400, {
      vat_id: ['a VAT number of Austria is ATU and 8 digits, e.g. ATU12345678'],
    });
    expectApiError(await put(sales, url(austrian.id), terms({ price_list_id: 99999999 })), 400, {
      price_list_id: ['There is no price list 99999999.'],
    });
    expectApiError(await put(sales, url(austrian.id), terms({ company: 'x'.repeat(201) })), 400);
    expectApiError(await put(sales, url(austrian.id), { company: 'Only' }), 400);
    expectApiError(await put(sales, url(99999999), terms()), 404);
    expect(await userById(t, austrian.id)).toEqual(before);
    expect(await auditOf(austrian.id)).toEqual([]);

    // Greece is EL, not GR; outside the EU only the general shape counts.
    expectApiError(await put(sales, url(greek.id), terms({ vat_id: 'GR123456789' })), 400);
    expect((await put(sales, url(greek.id), terms({ vat_id: 'el123456789' }))).statusCode).toBe(
      200,
    );
    expect(
      (await put(sales, url(swiss.id), terms({ vat_id: 'CHE-123.456.789' }))).json<Reseller>()
        .vat_id,
    ).toBe('CHE123456789');
    expectApiError(await put(sales, url(swiss.id), terms({ vat_id: '123' })), 400, {
      vat_id: ['a VAT number such as CHE123456789'],
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the calls with the permissions they ask for and every answer they give', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      paths: Record<
        string,
        Record<string, { 'x-permissions'?: string[]; responses: Record<string, unknown> }>
      >;
    }>();
    const read = [PERMISSIONS.ordersView, PERMISSIONS.store];
    expect(doc.paths['/api/store/customers/']?.get?.['x-permissions']).toEqual(read);
    expect(doc.paths['/api/store/resellers/{id}/']?.get?.['x-permissions']).toEqual(read);
    expect(doc.paths['/api/store/customers/{id}/']?.put?.['x-permissions']).toEqual([
      PERMISSIONS.sales,
    ]);
    expect(doc.paths['/api/store/customers/{id}/export/']?.get?.['x-permissions']).toEqual([
      PERMISSIONS.sales,
    ]);
    expect(
      Object.keys(doc.paths['/api/store/customers/{id}/erase/']?.post?.responses ?? {}).sort(),
    ).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '500', '503']);
    expect(doc.paths['/api/staff/{id}/roles/']?.put?.['x-permissions']).toEqual([
      PERMISSIONS.staff,
    ]);
  });
});
