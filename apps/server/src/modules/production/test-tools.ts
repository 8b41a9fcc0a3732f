import { sql } from 'drizzle-orm';
import type { LinePreparedResult, PurchaseOrder } from '@windfamily/contract/production';
import { rowsOf } from '../../db/client';
import { createProduct } from '../../test/catalog-fixtures';
import type { TestApp, TestClient } from '../../test/harness';
import { placeOrder } from '../../test/order-fixtures';

type HasApp = Pick<TestApp, 'app'>;
const db = (t: HasApp) => t.app.services.database.db;

export const PO = '/api/logistics/admin/purchase_orders';

/** The colours a pilot ordered, as an order line keeps them. */
export const ORDERED_COLORS = {
  name: 'Sunset',
  slug: 'sunset-test',
  public_link: '/colorpicker/combo/sunset-test',
  image: { webp: '/media/combos/abc.webp', png: '/media/combos/abc.png' },
  zones: [
    {
      key: 'top_1',
      name: 'Top 1',
      code: 'C-101',
      color_name: 'Orange',
      hex: '#ff8800',
      unavailable: false,
    },
    {
      key: 'top_2',
      name: 'Top 2',
      code: 'C-102',
      color_name: 'White',
      hex: '#ffffff',
      unavailable: false,
    },
  ],
};

function expectOk<T>(
  response: { statusCode: number; body: string; json: <J>() => J },
  status = 200,
): T {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/**
 * A wing made to order (not stocked), `amount` of it on one order line (1 by default), ordered
 * by `client` (a new visitor by default), with colours.
 */
export async function orderedWing(t: HasApp, client?: TestClient, amount = 1) {
  const { product, variant } = await createProduct(t, { stock: null, category: 'wings' });
  await db(t).execute(
    sql`UPDATE product_variants SET options = '{"Size": "M"}'::jsonb WHERE id = ${variant.id}`,
  );
  await db(t).execute(
    sql`UPDATE products SET specs = '[{"label": "Certification", "value": "EN/LTF B"}]'::jsonb WHERE id = ${product.id}`,
  );
  const order = await placeOrder(t, {
    items: [{ variantId: variant.id, amount }],
    ...(client ? { client } : {}),
  });
  const [item] = await rowsOf<{ id: number }>(
    db(t),
    sql`SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.sale_sequence = ${order.sale_sequence}`,
  );
  await db(t).execute(
    sql`UPDATE order_items SET options = '{"Size": "M"}'::jsonb,
          color_combo = ${JSON.stringify(ORDERED_COLORS)}::jsonb WHERE id = ${item!.id}`,
  );
  return { product, variant, order, orderItemId: item!.id };
}

export const newPurchaseOrder = async (clerk: TestClient, note = '') =>
  expectOk<PurchaseOrder>(await clerk.post(`${PO}/`, { note }), 201);

/** Marks a purchase order's line prepared: its unit, serial and secret. */
export const markPrepared = async (clerk: TestClient, lineId: number) =>
  expectOk<LinePreparedResult>(
    await clerk.request('PUT', `/api/logistics/admin/purchase_order_lines/${lineId}/prepared`, {}),
  );

/** Adds the order line's wing to a draft purchase order. */
export const addOrderLine = async (
  clerk: TestClient,
  purchaseOrderId: number,
  orderItemId: number,
) =>
  expectOk<PurchaseOrder>(
    await clerk.post(`${PO}/${purchaseOrderId}/create_line_from_order_line`, {
      order_item_id: orderItemId,
    }),
  );

/** A purchase order with one wing for the order line, sent, its line prepared. */
export async function preparedUnit(t: HasApp, clerk: TestClient, owner?: TestClient) {
  const wing = await orderedWing(t, owner);
  const order = await newPurchaseOrder(clerk);
  const withLine = await addOrderLine(clerk, order.id, wing.orderItemId);
  const sent = await clerk.post(`${PO}/${order.id}/prepare`);
  if (sent.statusCode !== 200) throw new Error(`prepare: ${sent.statusCode} ${sent.body}`);
  const prepared = await markPrepared(clerk, withLine.lines[0]!.id);
  return { ...wing, purchaseOrder: withLine, prepared };
}

/** As `preparedUnit`, then received: the unit is in the warehouse, reserved for its line. */
export async function unitInStock(t: HasApp, clerk: TestClient, owner?: TestClient) {
  const made = await preparedUnit(t, clerk, owner);
  expectOk(await clerk.post(`${PO}/${made.purchaseOrder.id}/finish`, {}));
  return made;
}
