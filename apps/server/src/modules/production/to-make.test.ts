import { sql } from 'drizzle-orm';
import type {
  CheckInterval,
  CheckIntervalList,
  OrderLinesToMake,
  PublicUnit,
  VariantsToMake,
} from '@windfamily/contract/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createProduct, seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { placeOrder } from '../../test/order-fixtures';
import { addOrderLine, newPurchaseOrder, orderedWing, preparedUnit } from './test-tools';

// What a purchase order's lines are picked from, and each model's check interval.

let t: TestApp;
let clerk: TestClient;
let sales: TestClient;
let customer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'warehouse')).client;
  sales = (await loggedInClient(t, 'sales')).client;
  customer = (await loggedInClient(t, 'customer')).client;
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;
const TO_MAKE = '/api/logistics/admin/order_lines_to_make/';
const VARIANTS = '/api/logistics/admin/variants_to_make/';
const INTERVALS = '/api/logistics/admin/check_intervals/';
const paid = (saleSequence: string) =>
  db().execute(sql`UPDATE orders SET status = 'paid' WHERE sale_sequence = ${saleSequence}`);
const toMake = async (search: string) =>
  (await clerk.get(`${TO_MAKE}?search=${encodeURIComponent(search)}`)).json<OrderLinesToMake>()
    .results;

describe('the order lines waiting for production', () => {
  it('lists the wings of paid orders not all on purchase orders, by order or customer', async () => {
    const wing = await orderedWing(t, undefined, 2);
    // Placed but not paid: not waiting yet.
    expect(await toMake(wing.order.sale_sequence)).toEqual([]);
    await paid(wing.order.sale_sequence);
    const [line] = await toMake(wing.order.sale_sequence);
    expect(line).toMatchObject({
      order_item_id: wing.orderItemId,
      order: wing.order.sale_sequence,
      customer: 'Paula Pilot',
      variant: { id: wing.variant.id },
      size: 'M',
      colors: { name: 'Sunset' },
      amount: 2,
      on_purchase_orders: 0,
    });
    const byName = await toMake('paula pil');
    expect(byName.map((row) => row.order_item_id)).toContain(wing.orderItemId);

    const purchaseOrder = await newPurchaseOrder(clerk);
    await addOrderLine(clerk, purchaseOrder.id, wing.orderItemId);
    expect(await toMake(wing.order.sale_sequence)).toMatchObject([{ on_purchase_orders: 1 }]);
    await addOrderLine(clerk, purchaseOrder.id, wing.orderItemId);
    expect(await toMake(wing.order.sale_sequence)).toEqual([]);
    // Its purchase order cancelled: both wings wait again.
    await clerk.post('/api/logistics/admin/purchase_orders/deactivate', {
      ids: [purchaseOrder.id],
    });
    expect(await toMake(wing.order.sale_sequence)).toMatchObject([{ on_purchase_orders: 0 }]);
  });

  it('leaves out what is not a wing and cancelled orders', async () => {
    const { variant } = await createProduct(t, { stock: null });
    const order = await placeOrder(t, { items: [{ variantId: variant.id }] });
    await paid(order.sale_sequence);
    expect(await toMake(order.sale_sequence)).toEqual([]);
    const wing = await orderedWing(t);
    await db().execute(
      sql`UPDATE orders SET status = 'cancelled' WHERE sale_sequence = ${wing.order.sale_sequence}`,
    );
    expect(await toMake(wing.order.sale_sequence)).toEqual([]);
  });

  it('finds wing variants by model and size for stock', async () => {
    const wing = await orderedWing(t);
    const model = `Zephyr ${wing.product.id}`;
    await db().execute(sql`UPDATE products SET name = ${model} WHERE id = ${wing.product.id}`);
    const found = (
      await clerk.get(`${VARIANTS}?search=${encodeURIComponent(`zephyr ${wing.product.id} m`)}`)
    ).json<VariantsToMake>();
    expect(found.results).toEqual([
      {
        id: wing.variant.id,
        sku: wing.variant.sku,
        name: expect.stringContaining(model) as unknown,
        product_name: model,
        size: 'M',
      },
    ]);
    const bySku = (
      await clerk.get(`${VARIANTS}?search=${wing.variant.sku}`)
    ).json<VariantsToMake>();
    expect(bySku.results.map((row) => row.id)).toContain(wing.variant.id);
    const none = (await clerk.get(`${VARIANTS}?search=no-such-wing-xyz`)).json<VariantsToMake>();
    expect(none.results).toEqual([]);
  });

  it('is for the warehouse, and refuses bad input', async () => {
    for (const [client, status] of [
      [sales, 403],
      [customer, 403],
      [new TestClient(t.app), 401],
    ] as const) {
      expectApiError(await client.get(TO_MAKE), status);
      expectApiError(await client.get(VARIANTS), status);
    }
    expectApiError(await clerk.get(`${TO_MAKE}?search=${'x'.repeat(101)}`), 400);
    expectApiError(await clerk.get(`${VARIANTS}?search=${'x'.repeat(101)}`), 400);
  });
});

describe('a model’s check interval', () => {
  it('is 24 months or 100 hours until set, then its own, and the unit’s next check follows', async () => {
    const owner = await loggedInClient(t, 'customer');
    const made = await preparedUnit(t, clerk, owner.client);
    const [product] = await rowsOf<{ name: string }>(
      db(),
      sql`SELECT name FROM products WHERE id = ${made.product.id}`,
    );
    const listed = (
      await clerk.get(`${INTERVALS}?search=${encodeURIComponent(product!.name)}`)
    ).json<CheckIntervalList>();
    expect(listed.results).toEqual([
      {
        product_id: made.product.id,
        model: product!.name,
        months: 24,
        hours: 100,
        is_default: true,
      },
    ]);

    const set = await clerk.request('PUT', `${INTERVALS}${made.product.id}`, {
      months: 12,
      hours: 50,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<CheckInterval>()).toEqual({
      product_id: made.product.id,
      model: product!.name,
      months: 12,
      hours: 50,
      is_default: false,
    });
    const again = await clerk.request('PUT', `${INTERVALS}${made.product.id}`, {
      months: 18,
      hours: 60,
    });
    expect(again.json<CheckInterval>()).toMatchObject({ months: 18, hours: 60 });
    const page = (
      await owner.client.get(
        `/api/logistics/product_variant_instances/${made.prepared.unit.serial}/${made.prepared.secret}`,
      )
    ).json<PublicUnit>();
    expect(page.next_check).toMatchObject({ interval_months: 18, interval_hours: 60 });

    // Back to the default, once or twice: the same answer, and the unit's page follows.
    for (let i = 0; i < 2; i += 1) {
      const reset = await clerk.request('DELETE', `${INTERVALS}${made.product.id}`);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json<CheckInterval>()).toEqual({
        product_id: made.product.id,
        model: product!.name,
        months: 24,
        hours: 100,
        is_default: true,
      });
    }
    const after = (
      await owner.client.get(
        `/api/logistics/product_variant_instances/${made.prepared.unit.serial}/${made.prepared.secret}`,
      )
    ).json<PublicUnit>();
    expect(after.next_check).toMatchObject({ interval_months: 24, interval_hours: 100 });
  });

  it('refuses bad input, a product that is not a wing, and other staff, changing nothing', async () => {
    const wing = await orderedWing(t);
    const { product: addon } = await createProduct(t, { stock: 1 });
    const put = (client: TestClient, id: number, body: Record<string, unknown>) =>
      client.request('PUT', `${INTERVALS}${id}`, body);
    for (const body of [
      {},
      { months: 0, hours: 50 },
      { months: 12, hours: 0 },
      { months: 1.5, hours: 50 },
      { months: 121, hours: 50 },
      { months: 12, hours: 1001 },
      { months: '12', hours: 50 },
    ])
      expectApiError(await put(clerk, wing.product.id, body), 400);
    expectApiError(await put(clerk, addon.id, { months: 12, hours: 50 }), 404);
    expectApiError(await put(clerk, 99_999_999, { months: 12, hours: 50 }), 404);
    expectApiError(await clerk.request('PUT', `${INTERVALS}x`, { months: 12, hours: 50 }), 400);
    expectApiError(await put(sales, wing.product.id, { months: 12, hours: 50 }), 403);
    expectApiError(await put(customer, wing.product.id, { months: 12, hours: 50 }), 403);
    expectApiError(
      await put(new TestClient(t.app), wing.product.id, { months: 12, hours: 50 }),
      401,
    );
    expectApiError(await sales.get(INTERVALS), 403);
    await put(clerk, wing.product.id, { months: 12, hours: 50 });
    expectApiError(await clerk.request('DELETE', `${INTERVALS}${addon.id}`), 404);
    expectApiError(await clerk.request('DELETE', `${INTERVALS}x`), 400);
    for (const client of [sales, customer, new TestClient(t.app)])
      expectApiError(
        await client.request('DELETE', `${INTERVALS}${wing.product.id}`),
        client === sales || client === customer ? 403 : 401,
      );
    expect(
      (await clerk.get(`${INTERVALS}?search=${encodeURIComponent(wing.product.name)}`))
        .json<{ results: CheckInterval[] }>()
        .results.find((row) => row.product_id === wing.product.id),
    ).toMatchObject({ months: 12, hours: 50, is_default: false });
    await clerk.request('DELETE', `${INTERVALS}${wing.product.id}`);
    const [rows] = await rowsOf<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM product_check_intervals
          WHERE product_id IN (${wing.product.id}, ${addon.id})`,
    );
    expect(rows!.n).toBe(0);
  });
});
