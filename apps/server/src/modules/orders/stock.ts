import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { HttpError } from '../../lib/http-error';

export const STOCK_MESSAGES = {
  soldOut: (name: string) => `'${name}' has just sold out: please remove it from the cart.`,
  onlyLeft: (name: string, left: number) =>
    `Only ${left} of '${name}' left: please lower the amount to ${left}.`,
} as const;

/** A line as far as stock cares: its variant and goodie, each tracked in stock or not. */
export interface StockedLine {
  variantId: number;
  amount: number;
  stockTracked: boolean;
  goodieVariantId: number | null;
  goodieStockTracked: boolean;
}

/** The units of stocked variants that lines hold (as lines and as goodies), by variant. */
export function stockedUnits(lines: readonly StockedLine[]): Map<number, number> {
  const units = new Map<number, number>();
  const add = (variantId: number, amount: number) =>
    units.set(variantId, (units.get(variantId) ?? 0) + amount);
  for (const line of lines) {
    if (line.stockTracked) add(line.variantId, line.amount);
    if (line.goodieVariantId !== null && line.goodieStockTracked)
      add(line.goodieVariantId, line.amount);
  }
  return units;
}

/** What changes when `before` becomes `after`: units to take (positive) or give back. */
export function stockChange(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): Map<number, number> {
  const change = new Map<number, number>();
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const delta = (after.get(id) ?? 0) - (before.get(id) ?? 0);
    if (delta !== 0) change.set(id, delta);
  }
  return change;
}

/**
 * Takes (positive) and gives back (negative) units of stocked variants, variant by variant in
 * id order, so that two transactions never wait on each other in a circle. Taking is one
 * conditional update that locks the variant's row and takes the units only while they are
 * there; a 409 names the first item short (`nameOf`).
 */
export async function adjustStock(
  tx: Tx,
  change: ReadonlyMap<number, number>,
  nameOf: (variantId: number) => string,
): Promise<void> {
  for (const [variantId, delta] of [...change].sort(([a], [b]) => a - b)) {
    if (delta < 0) {
      await tx.execute(
        sql`UPDATE product_variants SET stock = stock + ${-delta}, updated_at = now()
            WHERE id = ${variantId} AND stock_tracked`,
      );
      continue;
    }
    const taken = await rowsOf<{ stock: number }>(
      tx,
      sql`UPDATE product_variants SET stock = stock - ${delta}, updated_at = now()
          WHERE id = ${variantId} AND stock_tracked AND stock >= ${delta}
          RETURNING stock`,
    );
    if (taken.length) continue;
    const [left] = await rowsOf<{ stock: number }>(
      tx,
      sql`SELECT stock FROM product_variants WHERE id = ${variantId}`,
    );
    const name = nameOf(variantId);
    const detail =
      (left?.stock ?? 0) > 0
        ? STOCK_MESSAGES.onlyLeft(name, left!.stock)
        : STOCK_MESSAGES.soldOut(name);
    throw new HttpError(409, detail, { items: [detail] });
  }
}
