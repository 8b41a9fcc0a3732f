import { sql } from 'drizzle-orm';
import type { LocationTree, StockLocation } from '@windfamily/contract/logistics';
import { rowsOf } from '../../db/client';
import type { TestApp } from '../../test/harness';
import { levelsOffTheMoves, negativeLevels, stockOffTheFreeUnits } from './ledger-invariants';

type HasApp = Pick<TestApp, 'app'>;

const db = (t: HasApp) => t.app.services.database.db;

/** The locations by code (the standard tree: WH, WH/A…, FACTORY, CUSTOMERS, DEMO, …). */
export async function locationIds(t: HasApp): Promise<Record<string, number>> {
  const rows = await rowsOf<{ id: number; code: string }>(
    db(t),
    sql`SELECT id, code FROM stock_locations`,
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

/** The units of a variant at a location, as the ledger's level holds them. */
export async function levelOf(t: HasApp, variantId: number, locationId: number): Promise<number> {
  const [row] = await rowsOf<{ quantity: number }>(
    db(t),
    sql`SELECT quantity FROM stock_levels WHERE variant_id = ${variantId} AND location_id = ${locationId}`,
  );
  return row?.quantity ?? 0;
}

/** A variant's reservations that hold units now: count and units. */
export async function heldOf(t: HasApp, variantId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db(t),
    sql`SELECT coalesce(sum(amount), 0)::int AS n FROM stock_reservations
        WHERE variant_id = ${variantId} AND state = 'active'
          AND (reserved_until IS NULL OR reserved_until > now())`,
  );
  return row?.n ?? 0;
}

/** Every node of a location tree, depth first. */
export const flatten = (tree: LocationTree): StockLocation[] => {
  const all: StockLocation[] = [];
  const walk = (nodes: StockLocation[]) => {
    for (const node of nodes) {
      all.push(node);
      walk(node.children);
    }
  };
  walk(tree.locations);
  return all;
};

/**
 * The ledger's invariants (`ledger-invariants.ts`) by their short names: the rows that break
 * each (all empty when the ledger holds).
 */
export async function ledgerBreaches(t: HasApp) {
  const [levels, negative, available] = await Promise.all([
    levelsOffTheMoves(db(t)),
    negativeLevels(db(t)),
    stockOffTheFreeUnits(db(t)),
  ]);
  return { levels, negative, available };
}
