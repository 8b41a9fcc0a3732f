import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, rowsOf } from '../../db/client';
import { createProduct, seedCatalog, stockOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { placeOrder } from '../../test/order-fixtures';
import { heldOf, ledgerBreaches, levelOf, locationIds } from './test-tools';

// The stock ledger's migration turns a shop's one number per variant into an opening balance
// and its open orders' stocked lines into reservations. Its data step is replayed here on a
// shop as it stood before the ledger: open, shipped and cancelled orders, stock taken by each.

/** The statements of 0008 that turn the old numbers into the ledger (its data step). */
function dataStep(): string[] {
  const file = readFileSync(path.join(migrationsFolder(), '0008_stock_ledger.sql'), 'utf8');
  const statements = file.split('--> statement-breakpoint').map((statement) =>
    statement
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('--'))
      .join('\n')
      .trim(),
  );
  const step = ['stock_reservations', 'stock_moves', 'stock_levels'].map((table) => {
    const found = statements.filter((statement) => statement.startsWith(`INSERT INTO "${table}"`));
    expect(found, table).toHaveLength(1);
    return found[0]!;
  });
  return step;
}

let t: TestApp;
let at: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  at = await locationIds(t);
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;

describe('the stock ledger’s opening balance (migration 0008)', () => {
  it('holds what open orders took, books what is on hand, and leaves the shop’s number', async () => {
    const { variant } = await createProduct(t, { stock: 10 });
    const open = await placeOrder(t, { items: [{ variantId: variant.id, amount: 2 }] });
    const shipped = await placeOrder(t, { items: [{ variantId: variant.id, amount: 1 }] });
    const cancelled = await placeOrder(t, { items: [{ variantId: variant.id, amount: 3 }] });
    const untracked = await createProduct(t, { stock: null });
    await placeOrder(t, { items: [{ variantId: untracked.variant.id, amount: 1 }] });

    // The shop before the ledger: one number per variant, taken at the checkout and given
    // back by a cancellation; a shipped order's units are gone.
    await db().transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM stock_reservations`);
      await tx.execute(sql`DELETE FROM stock_levels`);
      await tx.execute(sql`DELETE FROM stock_moves`);
      await tx.execute(
        sql`UPDATE orders SET status = 'shipped' WHERE sale_sequence = ${shipped.sale_sequence}`,
      );
      await tx.execute(
        sql`UPDATE orders SET status = 'cancelled' WHERE sale_sequence = ${cancelled.sale_sequence}`,
      );
      await tx.execute(sql`UPDATE product_variants SET stock = 7 WHERE id = ${variant.id}`);
    });
    const numbersBefore = await rowsOf<{ id: number; stock: number }>(
      db(),
      sql`SELECT id, stock FROM product_variants ORDER BY id`,
    );

    await db().transaction(async (tx) => {
      for (const statement of dataStep()) await tx.execute(sql.raw(statement));
    });

    // The open order holds its two units; the shipped and cancelled ones hold nothing.
    const reservations = await rowsOf<{ sale_sequence: string; amount: number; state: string }>(
      db(),
      sql`SELECT o.sale_sequence, r.amount, r.state FROM stock_reservations r
            JOIN orders o ON o.id = r.order_id WHERE r.variant_id = ${variant.id}`,
    );
    expect(reservations).toEqual([
      { sale_sequence: open.sale_sequence, amount: 2, state: 'active' },
    ]);
    expect(await heldOf(t, variant.id)).toBe(2);
    // On hand: the seven for sale and the two held, come from the suppliers.
    expect(await levelOf(t, variant.id, at.WH!)).toBe(9);
    expect(await levelOf(t, variant.id, at.SUPPLIERS!)).toBe(-9);
    // Untracked variants get no ledger.
    expect(
      await rowsOf(db(), sql`SELECT 1 FROM stock_moves WHERE variant_id = ${untracked.variant.id}`),
    ).toEqual([]);

    // Every number the shop sells from is what it was; levels are the sum of the moves.
    expect(await rowsOf(db(), sql`SELECT id, stock FROM product_variants ORDER BY id`)).toEqual(
      numbersBefore,
    );
    expect(await stockOf(t, variant.id)).toBe(7);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });
});
