import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import type { Services } from '../modules/module';

/**
 * Production of the demo shop: a purchase order received (its wings in stock, those made for
 * orders reserved for them, one for the demo fleet) and one at the factory with a line
 * prepared, from the demo orders' made-to-order wings. Only when there is none yet.
 */
export async function seedDemoProduction(
  services: Pick<Services, 'database' | 'purchaseOrders' | 'accounts'>,
): Promise<void> {
  const db = services.database.db;
  const [existing] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM purchase_orders`,
  );
  if (existing?.n) return;
  const staff = await services.accounts.findByEmail('staff@example.com');
  if (!staff) return;
  const actor = { id: staff.id, email: staff.email, requestKey: 'seed-production' };
  const items = await rowsOf<{ id: number; variant_id: number }>(
    db,
    sql`SELECT i.id, i.variant_id FROM order_items i
          JOIN orders o ON o.id = i.order_id
          JOIN product_variants v ON v.id = i.variant_id
          JOIN colorpicker_models m ON m.product_id = v.product_id
        WHERE o.status IN ('paid', 'in_production', 'placed') AND NOT v.stock_tracked
        ORDER BY o.created_at DESC, i.id LIMIT 5`,
  );
  if (!items.length) return;

  const received = await services.purchaseOrders.create('Autumn batch', actor);
  for (const item of items.slice(0, 3))
    await services.purchaseOrders.addFromOrderLine(
      received.id,
      { order_item_id: item.id, note: '', requested_finish_on: null },
      actor,
    );
  await services.purchaseOrders.addStockLines(
    received.id,
    { variant_id: items[0]!.variant_id, purpose: 'stock', amount: 2, note: '' },
    actor,
  );
  await services.purchaseOrders.addStockLines(
    received.id,
    { variant_id: items[0]!.variant_id, purpose: 'demo', amount: 1, note: 'For the test days' },
    actor,
  );
  await services.purchaseOrders.prepare(received.id, actor);
  for (const line of (await services.purchaseOrders.get(received.id)).lines)
    await services.purchaseOrders.prepareLine(line.id, {}, actor);
  await services.purchaseOrders.finish(received.id, {}, actor);

  const rest = items.slice(3);
  if (!rest.length) return;
  const atFactory = await services.purchaseOrders.create('Winter batch', actor);
  for (const item of rest)
    await services.purchaseOrders.addFromOrderLine(
      atFactory.id,
      { order_item_id: item.id, note: '', requested_finish_on: null },
      actor,
    );
  await services.purchaseOrders.prepare(atFactory.id, actor);
  const [first] = (await services.purchaseOrders.get(atFactory.id)).lines;
  if (first) await services.purchaseOrders.prepareLine(first.id, {}, actor);
}
