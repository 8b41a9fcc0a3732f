import { sql } from 'drizzle-orm';
import type {
  LocationKind,
  LocationStock,
  LocationTree,
  StockLocation,
} from '@windfamily/contract/logistics';
import { type Db, rowsOf } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { locationsOf } from './ledger';

/** The locations as a tree with what each holds, and one location's stock by variant. */
export class LocationsService {
  constructor(private readonly db: Db) {}

  /** Every location from the roots down, with its units and variants (one grouped query). */
  async tree(): Promise<LocationTree> {
    const [places, totals] = await Promise.all([
      locationsOf(this.db),
      rowsOf<{ location_id: number; units: number; variants: number }>(
        this.db,
        sql`SELECT location_id, sum(quantity)::int AS units,
              count(*) FILTER (WHERE quantity <> 0)::int AS variants
            FROM stock_levels GROUP BY location_id`,
      ),
    ]);
    const byLocation = new Map(totals.map((row) => [row.location_id, row]));
    const nodes = new Map<number, StockLocation>(
      places.map((place) => [
        place.id,
        {
          id: place.id,
          code: place.code,
          name: place.name,
          kind: place.kind as LocationKind,
          sellable: place.sellable,
          virtual: place.virtual,
          parent_id: place.parent_id,
          units: byLocation.get(place.id)?.units ?? 0,
          variants: byLocation.get(place.id)?.variants ?? 0,
          children: [],
        },
      ]),
    );
    const roots: StockLocation[] = [];
    for (const place of places) {
      const node = nodes.get(place.id)!;
      const parent = place.parent_id !== null ? nodes.get(place.parent_id) : undefined;
      (parent ? parent.children : roots).push(node);
    }
    return { locations: roots };
  }

  /** What one location holds, by variant (those with units there, or owed to it). */
  async stockAt(id: number): Promise<LocationStock> {
    const [place] = await rowsOf<{ id: number; code: string; name: string }>(
      this.db,
      sql`SELECT id, code, name FROM stock_locations WHERE id = ${id}`,
    );
    if (!place) throw notFound('There is no such location.');
    const rows = await rowsOf<{ id: number; sku: string; name: string; quantity: number }>(
      this.db,
      sql`SELECT v.id, v.sku, p.name || ' ' || v.name AS name, l.quantity
          FROM stock_levels l
            JOIN product_variants v ON v.id = l.variant_id
            JOIN products p ON p.id = v.product_id
          WHERE l.location_id = ${id} AND l.quantity <> 0
          ORDER BY v.sku`,
    );
    return {
      location: place,
      levels: rows.map((row) => ({
        variant: { id: row.id, sku: row.sku, name: row.name },
        quantity: row.quantity,
      })),
    };
  }
}
