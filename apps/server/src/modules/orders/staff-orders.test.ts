import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, StaffOrder, StaffOrdersResponse } from '@windfamily/contract/orders';
import { seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import {
  createTestApp,
  type TestApp,
  TestClient,
  uniqueEmail,
  validAddress,
} from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';

let t: TestApp;
let staff: TestClient;
const placed: { email: string; name: string; order: CheckoutResult['order'] }[] = [];

/** A visitor's bank-transfer order of a repair kit. */
async function order(name: string, email = uniqueEmail('buyer')) {
  const client = new TestClient(t.app);
  await client.get('/api/store/cart/');
  await client.post('/api/store/cart/add-item/', {
    product_variant: await variantIdOf(t, 'REPAIR-KIT'),
  });
  await client.post('/api/store/cart/', {
    address: { ...validAddress, name, phone: '+43 664 7654321', email },
  });
  const response = await client.post('/api/store/cart/checkout/?delivery_method=standard');
  expect(response.statusCode, response.body).toBe(200);
  placed.push({ email, name, order: response.json<CheckoutResult>().order });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  staff = (await loggedInClient(t, 'staff')).client;
  await order('Anna Aufwind');
  await order('Bruno Thermik');
  await order('Carla Soaring', 'carla.soaring@example.com');
});
afterAll(async () => t.close());

const list = async (query = '') =>
  (await staff.get(`/api/store/orders/${query}`)).json<StaffOrdersResponse>();

describe('incoming orders for staff', () => {
  it('lists every order, newest first, with the customer', async () => {
    const answer = await list();
    expect(answer).toMatchObject({ count: 3, page: 1, page_size: 25 });
    expect(answer.results.map((row) => row.name)).toEqual([
      'Carla Soaring',
      'Bruno Thermik',
      'Anna Aufwind',
    ]);
    expect(answer.results[0]).toMatchObject({
      sale_sequence: placed[2]!.order.sale_sequence,
      email: 'carla.soaring@example.com',
      country: 'at',
      status: 'placed',
      payment_state: 'unpaid',
      payment_method: 'bank_transfer',
      account_id: null,
      item_count: 1,
    });
  });

  it('finds orders by number, e-mail or name, and filters by state', async () => {
    expect((await list('?search=thermik')).results.map((row) => row.name)).toEqual([
      'Bruno Thermik',
    ]);
    expect((await list('?search=carla.soaring@')).count).toBe(1);
    expect((await list(`?search=${placed[0]!.order.sale_sequence}`)).results[0]?.name).toBe(
      'Anna Aufwind',
    );
    expect((await list('?search=%25')).count).toBe(0);
    expect((await list('?status=placed&payment_state=unpaid')).count).toBe(3);
    expect((await list('?payment_state=paid')).count).toBe(0);
    expectApiError(await staff.get('/api/store/orders/?status=lost'), 400);
  });

  it('shows one order with its lines, address, payments and history', async () => {
    const { order } = placed[1]!;
    const response = await staff.get(`/api/store/orders/${order.sale_sequence}/`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<StaffOrder>();
    expect(detail).toMatchObject({
      ...order,
      account: null,
      payments: [],
    });
    expectApiError(await staff.get('/api/store/orders/1999-0001/'), 404);
  });

  it('is for staff only', async () => {
    expectApiError(await new TestClient(t.app).get('/api/store/orders/'), 401);
    const { client } = await loggedInClient(t, 'customer');
    expectApiError(await client.get('/api/store/orders/'), 403);
    expectApiError(await client.get(`/api/store/orders/${placed[0]!.order.sale_sequence}/`), 403);
  });
});
