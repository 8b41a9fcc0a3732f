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

  it('filters by country, day, channel and invoice, and sorts', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Vienna' });
    expect((await list('?country=at')).count).toBe(3);
    expect((await list('?country=DE')).count).toBe(0);
    expect((await list(`?date_from=${today}&date_to=${today}`)).count).toBe(3);
    expect((await list('?date_to=2020-01-31')).count).toBe(0);
    expect((await list('?channel=shop&has_invoice=false')).count).toBe(3);
    expect((await list('?has_invoice=true')).count).toBe(0);
    const names = async (sort: string) =>
      (await list(`?sort=${sort}`)).results.map((row) => row.name);
    expect(await names('name')).toEqual(['Anna Aufwind', 'Bruno Thermik', 'Carla Soaring']);
    expect(await names('-name')).toEqual(['Carla Soaring', 'Bruno Thermik', 'Anna Aufwind']);
    expect(await names('number')).toEqual(['Anna Aufwind', 'Bruno Thermik', 'Carla Soaring']);
    expect(await names('created')).toEqual(['Anna Aufwind', 'Bruno Thermik', 'Carla Soaring']);
    expect((await list()).results[0]).toMatchObject({
      channel: 'shop',
      balance: placed[2]!.order.totals.total,
      invoice_date: null,
    });
    for (const bad of [
      '?country=austria',
      '?date_from=31.01.2026',
      '?sort=price',
      '?has_invoice=1',
    ])
      expectApiError(await staff.get(`/api/store/orders/${bad}`), 400);
  });

  it('exports the filtered list as CSV, every order, amounts as numbers', async () => {
    const response = await staff.get('/api/store/orders/export/?search=thermik');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-/);
    const rows = response.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Order,Date,Status,Payment,Method,Channel,Name,E-mail,Country,Items,Total,Paid,Balance,Invoice date',
    );
    expect(rows).toHaveLength(2);
    const { order } = placed[1]!;
    expect(rows[1]).toContain(
      `${order.sale_sequence},${order.sale_date},Placed,Awaiting payment,Bank transfer,Shop,Bruno Thermik,`,
    );
    expect(rows[1]).toMatch(new RegExp(`,AT,1,${order.totals.total},0.00,${order.totals.total},$`));
    expect((await staff.get('/api/store/orders/export/')).body.trim().split('\r\n')).toHaveLength(
      4,
    );
    expectApiError(await staff.get('/api/store/orders/export/?status=lost'), 400);
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
      channel: 'shop',
      tax_treatment: 'domestic',
      customer_vat_id: '',
      billing_address: null,
      staff_note: '',
      version: 1,
      amount_paid: '0.00',
      balance: order.totals.total,
      cancelled_date: null,
    });
    expect(detail.items[0]).toMatchObject({ price_override_reason: null });
    expect(detail.timeline).toEqual([
      {
        id: expect.any(Number) as number,
        kind: 'placed',
        detail: '',
        date: order.sale_date,
        actor: null,
      },
    ]);
    await t.mails.drain();
    const mails = (await staff.get(`/api/store/orders/${order.sale_sequence}/`)).json<StaffOrder>()
      .mails;
    expect(mails).toEqual([
      expect.objectContaining({ kind: 'confirmation', to: placed[1]!.email, sent_by: null }),
    ]);
    expectApiError(await staff.get('/api/store/orders/1999-0001/'), 404);
  });

  it('is for staff only', async () => {
    expectApiError(await new TestClient(t.app).get('/api/store/orders/'), 401);
    const { client } = await loggedInClient(t, 'customer');
    expectApiError(await client.get('/api/store/orders/'), 403);
    expectApiError(await client.get(`/api/store/orders/${placed[0]!.order.sale_sequence}/`), 403);
    expectApiError(await client.get('/api/store/orders/export/'), 403);
    for (const role of ['content', 'store'] as const) {
      const { client: other } = await loggedInClient(t, role);
      expectApiError(await other.get('/api/store/orders/'), 403);
    }
    for (const role of ['sales', 'accounting', 'warehouse'] as const) {
      const { client: allowed } = await loggedInClient(t, role);
      expect((await allowed.get('/api/store/orders/')).statusCode).toBe(200);
    }
  });
});
