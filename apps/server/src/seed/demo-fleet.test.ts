import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { ledgerBreaches } from '../modules/logistics/test-tools';
import { seedCatalog } from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoFleet } from './demo-fleet';
import { seedDemoUsers } from './demo-users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  await seedDemoUsers(t.app.services.accounts);
});
afterAll(async () => t.close());

describe('the demo fleet of dev mode', () => {
  it('holds demo wings with a past, a current and a future rental and an open request, once', async () => {
    await seedDemoFleet(t.app.services);
    await seedDemoFleet(t.app.services);
    const db = t.app.services.database.db;
    const units = await rowsOf<{ serial: string; location: string; secret_hash: string }>(
      db,
      sql`SELECT u.serial, s.code AS location, u.secret_hash FROM product_variant_instances u
            JOIN stock_locations s ON s.id = u.location_id
          WHERE u.state = 'demo' ORDER BY u.id`,
    );
    expect(units.map((unit) => unit.location)).toEqual(['DEMO', 'CUSTOMERS', 'DEMO']);
    // Numbered as production numbers every wing: one kind of serial in the back office.
    for (const unit of units) {
      expect(unit.serial).toMatch(/^WF\d{2}-\d{6}$/);
      expect(unit.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const rentals = await rowsOf<{ state: string }>(
      db,
      sql`SELECT state FROM demo_rentals ORDER BY id`,
    );
    expect(rentals.map((rental) => rental.state)).toEqual(['closed', 'out', 'booked']);
    const requests = await rowsOf<{ state: string }>(
      db,
      sql`SELECT state FROM demo_rental_requests`,
    );
    expect(requests).toEqual([{ state: 'open' }]);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });
});
