import { sql } from 'drizzle-orm';
import type { LocationTree, StockLocation } from '@windfamily/contract/logistics';
import { rowsOf } from '../../db/client';
import type { TestApp } from '../../test/harness';

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
 * What must always hold, whatever happened: each level is the sum of the finished moves into
 * it less those out of it; no real location holds fewer than none; each stocked variant's
 * `stock` is its free units (sellable on hand less holding reservations, never below none).
 * Answers the rows that break a rule (empty when all hold).
 */
export async function ledgerBreaches(t: HasApp) {
  const [levels, negative, available] = await Promise.all([
    rowsOf<{ variant_id: number; location_id: number; moved: number; level: number }>(
      db(t),
      sql`SELECT coalesce(m.variant_id, l.variant_id) AS variant_id,
            coalesce(m.location_id, l.location_id) AS location_id,
            coalesce(m.units, 0)::int AS moved, coalesce(l.quantity, 0) AS level
          FROM (
            SELECT variant_id, location_id, sum(units) AS units FROM (
              SELECT variant_id, to_location_id AS location_id, amount AS units
                FROM stock_moves WHERE state = 'finished'
              UNION ALL
              SELECT variant_id, from_location_id, -amount FROM stock_moves WHERE state = 'finished'
            ) x GROUP BY variant_id, location_id
          ) m
          FULL JOIN stock_levels l ON l.variant_id = m.variant_id AND l.location_id = m.location_id
          WHERE coalesce(m.units, 0) <> coalesce(l.quantity, 0)`,
    ),
    rowsOf<{ variant_id: number; location_id: number; quantity: number }>(
      db(t),
      sql`SELECT l.variant_id, l.location_id, l.quantity FROM stock_levels l
            JOIN stock_locations s ON s.id = l.location_id
          WHERE NOT s.virtual AND l.quantity < 0`,
    ),
    rowsOf<{ id: number; stock: number; free: number }>(
      db(t),
      sql`SELECT v.id, v.stock, greatest(0,
            (SELECT coalesce(sum(l.quantity), 0) FROM stock_levels l
               JOIN stock_locations s ON s.id = l.location_id
             WHERE l.variant_id = v.id AND s.sellable)
            - (SELECT coalesce(sum(r.amount), 0) FROM stock_reservations r
               WHERE r.variant_id = v.id AND r.state = 'active'
                 AND (r.reserved_until IS NULL OR r.reserved_until > now())))::int AS free
          FROM product_variants v
          WHERE v.stock_tracked AND EXISTS (SELECT 1 FROM stock_moves m WHERE m.variant_id = v.id)`,
    ),
  ]);
  return {
    levels,
    negative,
    available: available.filter((row) => row.stock !== row.free),
  };
}
