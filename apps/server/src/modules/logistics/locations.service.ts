import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOGISTICS_PAGE_SIZE,
  type LocationKind,
  type LocationStock,
  type LocationTree,
  type levelsQuerySchema,
  type StockLocation,
  type VariantLevels,
  type VariantLevelsList,
} from '@windfamily/contract/logistics';
import { type Db, rowsOf } from '../../db/client';
import type { Actor, AuditService } from '../audit/audit.service';
import { notFound } from '../../lib/http-error';
import { containing } from '../../lib/search';
import { idList, locationsOf } from './ledger';
import { countOf } from './present';

type LevelsQuery = z.output<typeof levelsQuerySchema>;

/** `id` and every location under it, from the rows of the tree. */
function subtreeOf(places: { id: number; parent_id: number | null }[], id: number): number[] {
  const ids = [id];
  for (let index = 0; index < ids.length; index += 1)
    for (const place of places) if (place.parent_id === ids[index]) ids.push(place.id);
  return ids;
}

/**
 * The locations as a tree with what each holds, one location's stock by variant, and the
 * stocked variants with their units at each location.
 */
export class LocationsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

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

  /**
   * The stocked variants by SKU, a page at a time, each with its units per location (in the
   * tree's order) and what the shop can sell of it; found by SKU or name, and narrowed to
   * those with units at a location or under it.
   */
  async levels(query: LevelsQuery, variantId?: number): Promise<VariantLevelsList> {
    const places = await locationsOf(this.db);
    const within =
      query.location === undefined ? undefined : idList(subtreeOf(places, query.location));
    const conditions: SQL[] = [sql`v.stock_tracked`];
    if (variantId !== undefined) conditions.push(sql`v.id = ${variantId}`);
    if (query.search)
      conditions.push(
        sql`(v.sku ILIKE ${containing(query.search)} OR p.name || ' ' || v.name ILIKE ${containing(query.search)})`,
      );
    if (within)
      conditions.push(
        sql`EXISTS (SELECT 1 FROM stock_levels l WHERE l.variant_id = v.id
              AND l.quantity <> 0 AND l.location_id IN (${within}))`,
      );
    const where = sql.join(conditions, sql` AND `);
    const from = sql`product_variants v JOIN products p ON p.id = v.product_id`;
    const [variants, count] = await Promise.all([
      rowsOf<{ id: number; sku: string; name: string; stock: number; stock_minimum: number }>(
        this.db,
        sql`SELECT v.id, v.sku, p.name || ' ' || v.name AS name, v.stock, v.stock_minimum
            FROM ${from} WHERE ${where}
            ORDER BY v.sku, v.id
            LIMIT ${LOGISTICS_PAGE_SIZE} OFFSET ${(query.page - 1) * LOGISTICS_PAGE_SIZE}`,
      ),
      countOf(this.db, from, where),
    ]);
    const levels =
      variants.length === 0
        ? []
        : await rowsOf<{ variant_id: number; location_id: number; quantity: number }>(
            this.db,
            sql`SELECT l.variant_id, l.location_id, l.quantity FROM stock_levels l
                WHERE l.quantity <> 0
                  AND l.variant_id IN (${idList(variants.map((variant) => variant.id))})
                  ${within ? sql`AND l.location_id IN (${within})` : sql``}`,
          );
    // In the tree's order: a location before the places under it, siblings by position.
    const order = new Map<number, number>();
    const walk = (parent: number | null) => {
      for (const place of places.filter((one) => one.parent_id === parent)) {
        order.set(place.id, order.size);
        walk(place.id);
      }
    };
    walk(null);
    const byId = new Map(places.map((place) => [place.id, place]));
    return {
      count,
      page: query.page,
      page_size: LOGISTICS_PAGE_SIZE,
      results: variants.map((variant) => ({
        variant: { id: variant.id, sku: variant.sku, name: variant.name },
        available: variant.stock,
        minimum: variant.stock_minimum,
        levels: levels
          .filter((level) => level.variant_id === variant.id)
          .sort((a, b) => (order.get(a.location_id) ?? 0) - (order.get(b.location_id) ?? 0))
          .map((level) => {
            const place = byId.get(level.location_id)!;
            return {
              location: { id: place.id, code: place.code, name: place.name },
              quantity: level.quantity,
            };
          }),
      })),
    };
  }

  /**
   * Sets the fewest units of a stock-tracked variant to keep free to sell (0: none); fewer is
   * an open item of the statistics. Answers the variant's levels.
   */
  async setMinimum(variantId: number, minimum: number, actor: Actor): Promise<VariantLevels> {
    await this.db.transaction(async (tx) => {
      const [before] = await rowsOf<{ sku: string; stock_minimum: number }>(
        tx,
        sql`SELECT sku, stock_minimum FROM product_variants
            WHERE id = ${variantId} AND stock_tracked FOR UPDATE`,
      );
      if (!before) throw notFound('There is no such stocked variant.');
      await tx.execute(
        sql`UPDATE product_variants SET stock_minimum = ${minimum}, updated_at = now()
            WHERE id = ${variantId}`,
      );
      await this.audit.record(tx, actor, {
        action: 'stock_minimum.set',
        entityType: 'product_variant',
        entityId: variantId,
        summary: `Minimum of ${before.sku}: ${before.stock_minimum} → ${minimum}`,
        before: { minimum: before.stock_minimum },
        after: { minimum },
      });
    });
    const page = await this.levels({ page: 1 }, variantId);
    return page.results[0]!;
  }
}
