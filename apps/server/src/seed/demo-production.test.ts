import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { ledgerBreaches } from '../modules/logistics/test-tools';
import { seedCatalog } from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoColorpicker } from './demo-colorpicker';
import { seedDemoOrders } from './demo-orders';
import { seedDemoProduction } from './demo-production';
import { seedDemoUsers } from './demo-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.services.database.db;
  await seedDemoUsers(t.app.services.accounts);
  await seedCatalog(t);
  await seedDemoColorpicker({ db });
  await seedDemoOrders(db, { count: 30, shopCountry: 'at', promoCode: 'FLYHIGH10', spanDays: 20 });
});
afterAll(async () => t.close());

describe('the demo production', () => {
  it('holds a purchase order received, one at the factory, and their units', async () => {
    await seedDemoProduction(t.app.services);
    await seedDemoProduction(t.app.services); // only once
    const db = t.app.services.database.db;
    const orders = await rowsOf<{ state: string }>(
      db,
      sql`SELECT state FROM purchase_orders ORDER BY id`,
    );
    expect(orders.map((row) => row.state)).toEqual(['finished', 'sent']);
    const units = await rowsOf<{ state: string; n: number }>(
      db,
      sql`SELECT state, count(*)::int AS n FROM product_variant_instances GROUP BY state ORDER BY state`,
    );
    expect(units).toEqual([
      { state: 'demo', n: 1 },
      { state: 'in_production', n: 1 },
      { state: 'in_stock', n: 5 },
    ]);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });
});
