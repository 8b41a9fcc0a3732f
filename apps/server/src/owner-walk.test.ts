import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorpickerApiPaths } from '@windfamily/contract/api-paths';
import {
  COLORPICKER_MESSAGES,
  type ColorCombo,
  type ComboColors,
  type PickerDetail,
} from '@windfamily/contract/colorpicker';
import type { InvoiceSummary } from '@windfamily/contract/invoices';
import type { MyOrdersResponse, PublicOrder } from '@windfamily/contract/orders';
import type { ResellerOrders } from '@windfamily/contract/reseller';
import { orders } from './db/schema';
import { seedDemoColorpicker } from './seed/demo-colorpicker';
import { cartOf, FALLBACK_CODE, seedCatalog, variantIdOf } from './test/catalog-fixtures';
import { createTestApp, type TestApp, type TestClient, validAddress } from './test/harness';
import { expectApiError, loggedInClient } from './test/helpers';
import { documentedOperations, nameOf, type Operation } from './test/operations';
import { placeOrder } from './test/order-fixtures';

/**
 * What belongs to one customer, walked as its owner and as another customer: orders (the
 * account's list, and the pages an order's key opens: its number and secret), colour combos,
 * the cart and the account's address; and a reseller's orders. For each operation on these
 * paths a case below makes the thing as A, calls the operation as B and finds nothing of A's
 * shown or changed, then calls it as A and is let in. A route added on these paths without a
 * case fails the first test.
 *
 * The house rules the cases hold to: an order's pages open for whoever holds its key, and a
 * wrong secret is a 404 like an unknown order; a colour combo is seen by anyone with its link
 * and changed by its owner only (403 for anyone else); a cart, an address and a list of orders
 * are the asker's own, so another customer's call reaches their own and leaves A's as it was.
 */
const OWNED_PATH =
  /^\/api\/(store\/(orders_public\/|order_feedback\/|cart\/|payments\/stripe\/\{)|colorpicker\/combo|update_user_info|reseller\/orders\/)/;
/** The account's own answer, with its address. */
const OWNED_ELSEWHERE = ['GET /api/login/'];

let t: TestApp;
let operations: Operation[];
let a: TestClient;
let b: TestClient;
let sales: TestClient;
let kit: number;
let emilie: PickerDetail;
/** A's and B's orders by bank transfer, A's by card. */
let aOrder: PublicOrder;
let bOrder: PublicOrder;
let aCardOrder: PublicOrder;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  await seedDemoColorpicker({ db: t.app.services.database.db });
  await t.app.services.catalog.changed();
  operations = await documentedOperations(t.app);
  kit = await variantIdOf(t, 'REPAIR-KIT');
  a = (await loggedInClient(t)).client;
  b = (await loggedInClient(t)).client;
  sales = (await loggedInClient(t, 'sales')).client;
  const update = await a.post('/api/update_user_info', {
    phone: '+43 664 1111111',
    address: { ...validAddress, name: 'Anna Owner' },
  });
  expect(update.statusCode, update.body).toBe(200);
  emilie = (await a.get(colorpickerApiPaths.model('emilie-peace2'))).json<PickerDetail>();
  aOrder = await placeOrder(t, { client: a, items: [{ variantId: kit }] });
  bOrder = await placeOrder(t, { client: b, items: [{ variantId: kit }] });
  aCardOrder = await placeOrder(t, {
    client: a,
    items: [{ variantId: kit }],
    paymentMethod: 'card',
  });
});
afterAll(async () => t.close());

const keyOf = (order: PublicOrder) => order.link.split('/').at(-1)!;
const secretOf = (order: PublicOrder) => order.link.slice(-32);
/** A's order number with B's own secret: the best B can do without A's link. */
const guessedKey = (order: PublicOrder) => `${order.sale_sequence}-${secretOf(bOrder)}`;

const orderAsOwnerSees = async (order: PublicOrder) =>
  (await a.get(`/api/store/orders_public/${keyOf(order)}`)).json<PublicOrder>();
const myOrders = async (client: TestClient) =>
  (await client.get('/api/store/orders_public/')).json<MyOrdersResponse>();
const cartOfA = async () => cartOf(await a.get('/api/store/cart/'));
const currentUser = async (client: TestClient) =>
  (await client.get('/api/login/')).json<{ email: string; address: { name: string } | null }>();

const comboOf = (name: string) => ({
  name,
  colors: Object.fromEntries(emilie.zones.map((zone) => [zone.key, zone.default])) as ComboColors,
});
async function comboOfA(name: string): Promise<ColorCombo> {
  const response = await a.post(colorpickerApiPaths.save('emilie-peace2'), comboOf(name));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ColorCombo>();
}
const combosOf = async (client: TestClient) =>
  (await client.get(colorpickerApiPaths.myCombos())).json<ColorCombo[]>().map((c) => c.slug);

/** Asserts a 2xx (or a redirect onwards, for the payment pages). */
const letIn = (response: { statusCode: number; body: string }) =>
  expect(response.statusCode, response.body).toBeLessThan(400);

/** Asserts that B's call left A's cart as it was, and that A's own call is let in. */
async function cartCase(
  asB: () => Promise<unknown>,
  asA: () => Promise<{ statusCode: number; body: string }>,
) {
  expect((await a.post('/api/store/cart/add-item/', { product_variant: kit })).statusCode).toBe(
    200,
  );
  const before = await cartOfA();
  await asB();
  expect(await cartOfA()).toEqual(before);
  letIn(await asA());
}

const CASES: Record<string, () => Promise<void>> = {
  'GET /api/store/orders_public/': async () => {
    const bSees = (await myOrders(b)).results.map((order) => order.sale_sequence);
    expect(bSees).toContain(bOrder.sale_sequence);
    expect(bSees).not.toContain(aOrder.sale_sequence);
    const aSees = (await myOrders(a)).results.map((order) => order.sale_sequence);
    expect(aSees).toContain(aOrder.sale_sequence);
  },

  'GET /api/store/orders_public/{key}': async () => {
    expectApiError(await b.get(`/api/store/orders_public/${guessedKey(aOrder)}`), 404);
    letIn(await a.get(`/api/store/orders_public/${keyOf(aOrder)}`));
  },

  'GET /api/store/orders_public/{key}/invoices/{id}/pdf': async () => {
    const created = await sales.post(`/api/store/orders/${aOrder.sale_sequence}/create_invoice`);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<InvoiceSummary>();
    // Through B's own order's key, or A's number with B's secret: the same 404.
    const viaOwnKey = `/api/store/orders_public/${keyOf(bOrder)}/invoices/${id}/pdf`;
    expectApiError(await b.get(viaOwnKey), 404);
    expectApiError(
      await b.get(`/api/store/orders_public/${guessedKey(aOrder)}/invoices/${id}/pdf`),
      404,
    );
    const own = await a.get(`/api/store/orders_public/${keyOf(aOrder)}/invoices/${id}/pdf`);
    letIn(own);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  },

  'GET /api/store/orders_public/{key}/epc_qr.svg': async () => {
    expectApiError(await b.get(`/api/store/orders_public/${guessedKey(aOrder)}/epc_qr.svg`), 404);
    letIn(await a.get(`/api/store/orders_public/${keyOf(aOrder)}/epc_qr.svg`));
  },

  'POST /api/store/order_feedback/{sale_sequence}': async () => {
    const shipped = await placeOrder(t, { client: a, items: [{ variantId: kit }] });
    await t.app.services.database.db
      .update(orders)
      .set({ status: 'shipped', shipmentDate: new Date() })
      .where(eq(orders.saleSequence, shipped.sale_sequence));
    const url = `/api/store/order_feedback/${shipped.sale_sequence}`;
    expectApiError(await b.post(url, { secret: secretOf(bOrder), rating: 1 }), 404);
    expect((await orderAsOwnerSees(shipped)).feedback).toBeNull();
    letIn(await a.post(url, { secret: secretOf(shipped), rating: 5 }));
    expect((await orderAsOwnerSees(shipped)).feedback).toMatchObject({ rating: 5 });
  },

  'GET /api/store/payments/stripe/{sale_sequence}/{cryptic_str}/': async () => {
    const json = { headers: { accept: 'application/json' } };
    const path = (secret: string) =>
      `/api/store/payments/stripe/${aCardOrder.sale_sequence}/${secret}/`;
    expectApiError(await b.get(path(secretOf(bOrder)), json), 404);
    letIn(await a.get(path(secretOf(aCardOrder)), json));
  },

  'GET /api/store/payments/stripe/{sale_sequence}/{cryptic_str}/return/': async () => {
    const path = (secret: string) =>
      `/api/store/payments/stripe/${aCardOrder.sale_sequence}/${secret}/return/`;
    expectApiError(await b.get(path(secretOf(bOrder))), 404);
    letIn(await a.get(path(secretOf(aCardOrder))));
  },

  'GET /api/colorpicker/combo': async () => {
    const combo = await comboOfA('Listed');
    expect(await combosOf(b)).not.toContain(combo.slug);
    expect(await combosOf(a)).toContain(combo.slug);
  },

  'POST /api/colorpicker/combo/{slug}': async () => {
    const before = await combosOf(a);
    const saved = await b.post(colorpickerApiPaths.save('emilie-peace2'), comboOf('B’s own'));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await combosOf(a)).toEqual(before);
    expect(await combosOf(b)).toContain(saved.json<ColorCombo>().slug);
    await comboOfA('A’s own');
  },

  'GET /api/colorpicker/combo/{slug}': async () => {
    const combo = await comboOfA('Shown');
    const seen = await b.get(colorpickerApiPaths.combo(combo.slug));
    expect(seen.json<ColorCombo>()).toMatchObject({ slug: combo.slug, mine: false });
    const own = await a.get(colorpickerApiPaths.combo(combo.slug));
    expect(own.json<ColorCombo>()).toMatchObject({ slug: combo.slug, mine: true });
  },

  'PATCH /api/colorpicker/combo/{slug}': async () => {
    const combo = await comboOfA('Named by A');
    const path = colorpickerApiPaths.combo(combo.slug);
    const refused = expectApiError(await b.request('PATCH', path, { name: 'Taken by B' }), 403);
    expect(refused.detail).toBe(COLORPICKER_MESSAGES.notYours);
    expect((await a.get(path)).json<ColorCombo>().name).toBe('Named by A');
    letIn(await a.request('PATCH', path, { name: 'Renamed by A' }));
  },

  'DELETE /api/colorpicker/combo/{slug}': async () => {
    const combo = await comboOfA('Kept by A');
    const path = colorpickerApiPaths.combo(combo.slug);
    expectApiError(await b.request('DELETE', path), 403);
    expect(await combosOf(a)).toContain(combo.slug);
    letIn(await a.request('DELETE', path));
    expect(await combosOf(a)).not.toContain(combo.slug);
  },

  'GET /api/store/cart/': () =>
    cartCase(
      () => b.get('/api/store/cart/'),
      () => a.get('/api/store/cart/'),
    ),

  'POST /api/store/cart/': () =>
    cartCase(
      () => b.post('/api/store/cart/', { country: 'ch' }),
      () => a.post('/api/store/cart/', { country: 'at' }),
    ),

  'POST /api/store/cart/add-item/': () =>
    cartCase(
      () => b.post('/api/store/cart/add-item/', { product_variant: kit, amount: 2 }),
      () => a.post('/api/store/cart/add-item/', { product_variant: kit }),
    ),

  'POST /api/store/cart/set-promocode/': () =>
    cartCase(
      () => b.post('/api/store/cart/set-promocode/', { promocode: FALLBACK_CODE }),
      () => a.post('/api/store/cart/set-promocode/', { promocode: FALLBACK_CODE }),
    ),

  'POST /api/store/cart/checkout/': async () => {
    const ordersBefore = (await myOrders(a)).count;
    expect(
      (
        await a.post('/api/store/cart/', {
          address: { ...validAddress, phone: '+43 664 1111111', email: 'anna@example.com' },
        })
      ).statusCode,
    ).toBe(200);
    await cartCase(
      () => b.post('/api/store/cart/checkout/?delivery_method=standard'),
      () => a.post('/api/store/cart/checkout/?delivery_method=standard'),
    );
    expect((await myOrders(a)).count).toBe(ordersBefore + 1);
  },

  'GET /api/login/': async () => {
    expect((await currentUser(b)).address?.name).not.toBe('Anna Owner');
    expect((await currentUser(a)).address?.name).toBe('Anna Owner');
  },

  'POST /api/update_user_info': async () => {
    const changed = await b.post('/api/update_user_info', {
      phone: '+43 664 2222222',
      address: { ...validAddress, name: 'Ben Other' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await currentUser(a)).address?.name).toBe('Anna Owner');
    letIn(
      await a.post('/api/update_user_info', {
        phone: '+43 664 1111111',
        address: { ...validAddress, name: 'Anna Owner' },
      }),
    );
  },

  'GET /api/reseller/orders/': () => resellerCase(),
  'POST /api/reseller/orders/': () => resellerCase(),
};

/** Reseller A's order is in A's list only; B's order goes to B's. */
async function resellerCase() {
  const resellerA = (await loggedInClient(t, 'reseller')).client;
  const resellerB = (await loggedInClient(t, 'reseller')).client;
  const order = (client: TestClient, reference: string) =>
    client.post('/api/reseller/orders/', {
      customer_address: {
        ...validAddress,
        country: 'de',
        zipcode: '87541',
        phone: '+49 171 2345678',
      },
      delivery_method: 'standard',
      lines: [{ product_variant: kit, amount: 1 }],
      reference,
    });
  const references = async (client: TestClient) =>
    (await client.get('/api/reseller/orders/'))
      .json<ResellerOrders>()
      .results.map((one) => one.reference);
  letIn(await order(resellerA, 'A-1'));
  letIn(await order(resellerB, 'B-1'));
  expect(await references(resellerB)).toEqual(['B-1']);
  expect(await references(resellerA)).toEqual(['A-1']);
}

describe('what belongs to one customer', () => {
  it('has a case for every operation on it', () => {
    const owned = operations
      .filter((operation) => OWNED_PATH.test(operation.path))
      .map(nameOf)
      .concat(OWNED_ELSEWHERE);
    expect(owned.sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s: nothing of A’s for B, and A let in', async (name) => {
    await CASES[name]!();
  });
});
