import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from './invariants';
import {
  holdStandInEvents,
  payByCard,
  placeOrder,
  type PlacedOrder,
} from './modules/payments/test-orders';
import { seedCatalog } from './test/catalog-fixtures';
import { createTestApp, type TestApp } from './test/harness';
import { loggedInClient } from './test/helpers';

let t: TestApp;
let paid: PlacedOrder;
let unpaid: PlacedOrder;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  const held = holdStandInEvents(t);
  paid = await placeOrder(t, 'card');
  await payByCard(held, paid);
  unpaid = await placeOrder(t);
  const { client: sales } = await loggedInClient(t, 'sales');
  expect(
    (await sales.post(`/api/store/orders/${paid.saleSequence}/create_invoice`)).statusCode,
  ).toBe(201);
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;

describe('checkInvariants', () => {
  it('finds every rule holding in a shop that sold, was paid and invoiced', async () => {
    const report = await checkInvariants(db());
    expect(report.breaches).toEqual([]);
    expect(report.checks).toEqual(
      expect.arrayContaining([
        'invoicing: invoice and credit note numbers run without a gap or a repeat',
        'logistics: each stock level is the sum of the finished moves',
        'orders: every order has lines',
        "orders: each order's amount paid is its completed payments less its refunds",
      ]),
    );
  });

  it('names each rule a write outside the shop broke, with the rows that break it', async () => {
    await db().execute(sql`DELETE FROM stock_reservations WHERE order_item_id IN
      (SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.sale_sequence = ${unpaid.saleSequence})`);
    await db().execute(sql`DELETE FROM order_items WHERE order_id =
      (SELECT id FROM orders WHERE sale_sequence = ${unpaid.saleSequence})`);
    await db().execute(sql`UPDATE orders SET amount_paid = amount_paid * 2
      WHERE sale_sequence = ${paid.saleSequence}`);
    await db().execute(sql`UPDATE invoice_numbers SET last_number = last_number + 1`);
    await db().execute(sql`UPDATE stock_levels SET quantity = quantity + 1
      WHERE (variant_id, location_id) = (SELECT variant_id, location_id FROM stock_levels LIMIT 1)`);

    const { breaches } = await checkInvariants(db());
    expect(breaches.map((breach) => breach.check).sort()).toEqual([
      'invoicing: invoice and credit note numbers run without a gap or a repeat',
      'logistics: each stock level is the sum of the finished moves',
      "logistics: each stocked variant's stock is its free units",
      "orders: each order's amount paid is its completed payments less its refunds",
      'orders: every order has lines',
    ]);
    const rowsOf = (check: string) => breaches.find((breach) => breach.check === check)?.rows;
    expect(rowsOf('orders: every order has lines')).toEqual([
      expect.objectContaining({ sale_sequence: unpaid.saleSequence }),
    ]);
    expect(
      rowsOf('invoicing: invoice and credit note numbers run without a gap or a repeat'),
    ).toEqual([expect.objectContaining({ last_number: 2, rows: 1, highest: 1 })]);
  });
});
