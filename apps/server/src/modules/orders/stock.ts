// What order lines hold of stocked variants. The stock itself is taken and given back
// through the ledger (modules/logistics): `takeAvailable`, `holdForOrder`, `releaseOrder`.
export { STOCK_MESSAGES } from '../logistics/ledger';

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
