import { sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client';
import type { Invariants } from '../module';

/** Levels that are not the sum of the finished moves into them less those out of them. */
export const levelsOffTheMoves = (db: Db | Tx) =>
  rowsOf<{ variant_id: number; location_id: number; moved: number; level: number }>(
    db,
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
  );

/** Real locations (not the suppliers, customers, losses) holding fewer than no units. */
export const negativeLevels = (db: Db | Tx) =>
  rowsOf<{ variant_id: number; location_id: number; quantity: number }>(
    db,
    sql`SELECT l.variant_id, l.location_id, l.quantity FROM stock_levels l
          JOIN stock_locations s ON s.id = l.location_id
        WHERE NOT s.virtual AND l.quantity < 0`,
  );

/**
 * Stocked variants whose `stock` (what the shop sells) is not their free units: sellable on
 * hand less the reservations holding units, never below none.
 */
export const stockOffTheFreeUnits = async (db: Db | Tx) =>
  (
    await rowsOf<{ id: number; stock: number; free: number }>(
      db,
      sql`SELECT v.id, v.stock, greatest(0,
            (SELECT coalesce(sum(l.quantity), 0) FROM stock_levels l
               JOIN stock_locations s ON s.id = l.location_id
             WHERE l.variant_id = v.id AND s.sellable)
            - (SELECT coalesce(sum(r.amount), 0) FROM stock_reservations r
               WHERE r.variant_id = v.id AND r.state = 'active'
                 AND (r.reserved_until IS NULL OR r.reserved_until > now())))::int AS free
          FROM product_variants v
          WHERE v.stock_tracked AND EXISTS (SELECT 1 FROM stock_moves m WHERE m.variant_id = v.id)`,
    )
  ).filter((row) => row.stock !== row.free);

/** The ledger's rules (docs/decisions/0022-stock-ledger.md). */
export const ledgerInvariants: Invariants = {
  'each stock level is the sum of the finished moves': levelsOffTheMoves,
  'no real location holds fewer than no units': negativeLevels,
  "each stocked variant's stock is its free units": stockOffTheFreeUnits,
};
