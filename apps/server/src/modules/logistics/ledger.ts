import { type SQL, sql } from 'drizzle-orm';
import type { MoveState } from '@windfamily/contract/logistics';
import { STANDARD_LOCATIONS } from '@windfamily/contract/logistics';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { stockMoves } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

// The ledger's core, in the caller's transaction: every change of stock goes through here
// (docs/decisions/0022-stock-ledger.md). Locks are taken in one order everywhere: the variants'
// rows by id, then their level rows by (variant, location).

export const STOCK_MESSAGES = {
  soldOut: (name: string) => `'${name}' has just sold out: please remove it from the cart.`,
  onlyLeft: (name: string, left: number) =>
    `Only ${left} of '${name}' left: please lower the amount to ${left}.`,
  notAt: (sku: string, location: string, there: number, amount: number) =>
    `Only ${there} of ${sku} ${there === 1 ? 'is' : 'are'} at ${location} that no reservation holds: ${amount} cannot leave it.`,
  reserved: (sku: string, available: number, amount: number) =>
    `Only ${available} of ${sku} ${available === 1 ? 'is' : 'are'} free (the rest is reserved for orders): ${amount} cannot leave the shop's stock.`,
  moveChanged: (state: MoveState) => `The move is ${state} already.`,
} as const;

export type MoveRow = typeof stockMoves.$inferSelect;

/** A comma-separated list of parameters, for `IN (…)`. */
export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A variant as a locked row: what the ledger's messages and rules need of it. */
export interface LockedVariant {
  id: number;
  sku: string;
  name: string;
  stockTracked: boolean;
}

/**
 * Locks the variants' rows, in id order: the first lock of every change of stock, so that two
 * changes of one variant take turns and two changes of several never wait in a circle. The
 * lock is `NO KEY UPDATE` (what an update of the stock takes anyway): rows that merely point
 * at a variant (a count's line, a cart's line) take a key-share lock on it, which this lock
 * lets through, so that writing them never waits on a change of stock, nor it on them.
 */
export async function lockVariants(
  tx: Tx,
  ids: Iterable<number>,
): Promise<Map<number, LockedVariant>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (!sorted.length) return new Map();
  const rows = await rowsOf<{ id: number; sku: string; name: string; stock_tracked: boolean }>(
    tx,
    sql`SELECT v.id, v.sku, p.name || ' ' || v.name AS name, v.stock_tracked
        FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.id IN (${idList(sorted)}) ORDER BY v.id FOR NO KEY UPDATE OF v`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, sku: row.sku, name: row.name, stockTracked: row.stock_tracked },
    ]),
  );
}

/** An active reservation holds units while its time has not passed. */
export const HOLDING = sql`state = 'active' AND (reserved_until IS NULL OR reserved_until > now())`;

/** What the shop has of each variant: on hand where it sells from, held for orders, free. */
export interface Availability {
  onHand: number;
  reserved: number;
  available: number;
}

export async function availabilityOf(
  tx: Tx | Db,
  ids: readonly number[],
): Promise<Map<number, Availability>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ id: number; on_hand: number; reserved: number }>(
    tx,
    sql`SELECT x.id,
          (SELECT coalesce(sum(l.quantity), 0)::int FROM stock_levels l
             JOIN stock_locations s ON s.id = l.location_id
           WHERE l.variant_id = x.id AND s.sellable) AS on_hand,
          (SELECT coalesce(sum(r.amount), 0)::int FROM stock_reservations r
           WHERE r.variant_id = x.id AND ${HOLDING}) AS reserved
        FROM (SELECT id FROM product_variants WHERE id IN (${idList(ids)})) x`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { onHand: row.on_hand, reserved: row.reserved, available: row.on_hand - row.reserved },
    ]),
  );
}

/**
 * Writes what the shop sells from into `product_variants.stock` (free units, never below
 * none), for stock-tracked variants: called in every transaction that changes their levels
 * or reservations, while their rows are locked.
 */
export async function refreshAvailable(tx: Tx | Db, ids: Iterable<number>): Promise<void> {
  const list = [...new Set(ids)];
  if (!list.length) return;
  await tx.execute(sql`
    UPDATE product_variants v SET stock = a.free, updated_at = now()
    FROM (
      SELECT x.id, greatest(0,
        (SELECT coalesce(sum(l.quantity), 0) FROM stock_levels l
           JOIN stock_locations s ON s.id = l.location_id
         WHERE l.variant_id = x.id AND s.sellable)
        - (SELECT coalesce(sum(r.amount), 0) FROM stock_reservations r
           WHERE r.variant_id = x.id AND ${HOLDING}))::int AS free
      FROM (SELECT id FROM product_variants WHERE id IN (${idList(list)})) x
    ) a
    WHERE v.id = a.id AND v.stock_tracked AND v.stock <> a.free`);
}

/**
 * The one way of taking stock: locks every variant of `demand` (id order) and checks that the
 * units asked of each (positive amounts) are free, else a 409 naming the first one short
 * (`nameOf`), in the shop's words. The caller then reserves or moves them in the same
 * transaction, holding the locks.
 */
export async function takeAvailable(
  tx: Tx,
  demand: ReadonlyMap<number, number>,
  nameOf: (variantId: number) => string,
  alsoLock: Iterable<number> = [],
): Promise<Map<number, LockedVariant>> {
  const locked = await lockVariants(tx, [...demand.keys(), ...alsoLock]);
  const wanted = [...demand].filter(
    ([id, units]) => units > 0 && (locked.get(id)?.stockTracked ?? false),
  );
  const free = await availabilityOf(
    tx,
    wanted.map(([id]) => id),
  );
  for (const [id, units] of wanted.sort(([a], [b]) => a - b)) {
    const left = Math.max(0, free.get(id)?.available ?? 0);
    if (left >= units) continue;
    const name = nameOf(id);
    const detail = left > 0 ? STOCK_MESSAGES.onlyLeft(name, left) : STOCK_MESSAGES.soldOut(name);
    throw new HttpError(409, detail, { items: [detail] });
  }
  return locked;
}

// ---------------------------------------------------------------------------
// Locations.
// ---------------------------------------------------------------------------

export interface LocationRow {
  id: number;
  parent_id: number | null;
  code: string;
  name: string;
  kind: string;
  sellable: boolean;
  virtual: boolean;
  position: number;
}

export async function locationsOf(db: Db | Tx): Promise<LocationRow[]> {
  return rowsOf<LocationRow>(
    db,
    sql`SELECT id, parent_id, code, name, kind, sellable, virtual, position
        FROM stock_locations ORDER BY position, id`,
  );
}

export async function locationByCode(db: Db | Tx, code: string): Promise<LocationRow> {
  const [row] = await rowsOf<LocationRow>(
    db,
    sql`SELECT id, parent_id, code, name, kind, sellable, virtual, position
        FROM stock_locations WHERE code = ${code}`,
  );
  if (!row) throw new Error(`the standard location ${code} is missing`);
  return row;
}

async function locationById(db: Db | Tx, id: number): Promise<LocationRow | undefined> {
  const [row] = await rowsOf<LocationRow>(
    db,
    sql`SELECT id, parent_id, code, name, kind, sellable, virtual, position
        FROM stock_locations WHERE id = ${id}`,
  );
  return row;
}

// ---------------------------------------------------------------------------
// Moves.
// ---------------------------------------------------------------------------

export interface NewMove {
  variantId: number;
  amount: number;
  fromLocationId: number;
  toLocationId: number;
  orderId?: number | null;
  orderItemId?: number | null;
  reservationId?: number | null;
  reversesId?: number | null;
  stockCheckId?: number | null;
  /** The serial-numbered unit the move carries (its amount is then 1). */
  unitId?: number | null;
  actorId?: number | null;
  reason?: string;
}

/** Writes a move in `state` (draft or started); `finishMove` books it. */
export async function insertMove(
  tx: Tx,
  move: NewMove,
  state: 'draft' | 'started' = 'draft',
): Promise<MoveRow> {
  const [row] = await tx
    .insert(stockMoves)
    .values({
      variantId: move.variantId,
      amount: move.amount,
      fromLocationId: move.fromLocationId,
      toLocationId: move.toLocationId,
      state,
      startedAt: state === 'started' ? sql`clock_timestamp()` : null,
      orderId: move.orderId ?? null,
      orderItemId: move.orderItemId ?? null,
      reservationId: move.reservationId ?? null,
      reversesId: move.reversesId ?? null,
      stockCheckId: move.stockCheckId ?? null,
      unitId: move.unitId ?? null,
      createdById: move.actorId ?? null,
      reason: move.reason ?? '',
    })
    .returning();
  return row!;
}

/** Units at each location the ledger holds for a variant, the level rows locked (location order). */
async function lockLevels(
  tx: Tx,
  variantId: number,
  locationIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await rowsOf<{ location_id: number; quantity: number }>(
    tx,
    sql`SELECT location_id, quantity FROM stock_levels
        WHERE variant_id = ${variantId} AND location_id IN (${idList(locationIds)})
        ORDER BY location_id FOR UPDATE`,
  );
  return new Map(rows.map((row) => [row.location_id, row.quantity]));
}

/**
 * Adds `delta` units to a level. Units leaving a real location leave a row that exists (the
 * caller checked they are there): an update, since the new row of an upsert would be checked
 * against `stock_levels_real_not_negative` before it meets the existing one.
 */
async function addToLevel(
  tx: Tx,
  variantId: number,
  location: Pick<LocationRow, 'id' | 'virtual'>,
  delta: number,
): Promise<void> {
  if (delta < 0 && !location.virtual) {
    await tx.execute(sql`UPDATE stock_levels SET quantity = quantity + ${delta}
                         WHERE variant_id = ${variantId} AND location_id = ${location.id}`);
    return;
  }
  await tx.execute(sql`
    INSERT INTO stock_levels (variant_id, location_id, virtual, quantity)
    VALUES (${variantId}, ${location.id}, ${location.virtual}, ${delta})
    ON CONFLICT (variant_id, location_id)
    DO UPDATE SET quantity = stock_levels.quantity + EXCLUDED.quantity`);
}

/** Units reservations hold at one location (those pinned to it). */
async function pinnedAt(tx: Tx, variantId: number, locationId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`SELECT coalesce(sum(amount), 0)::int AS n FROM stock_reservations
        WHERE variant_id = ${variantId} AND location_id = ${locationId} AND ${HOLDING}`,
  );
  return row?.n ?? 0;
}

/**
 * Books a draft or started move: checks that its units are there (a real location never goes
 * below none) and, leaving a sellable location, that no reservation holds them (unless
 * `unchecked`, for a count that found them gone); then the two levels, the move finished, and
 * the variant's free stock, all in the caller's transaction. The caller holds the variant's
 * lock (`lockVariants`), and the move's row is read under it.
 */
export async function finishMove(
  tx: Tx,
  move: Pick<MoveRow, 'id' | 'variantId' | 'amount' | 'fromLocationId' | 'toLocationId'>,
  options: { unchecked?: boolean; sku?: string } = {},
): Promise<MoveRow> {
  // One query at a time: a transaction is one connection.
  const from = await locationById(tx, move.fromLocationId);
  const to = await locationById(tx, move.toLocationId);
  if (!from || !to) throw new Error(`move ${move.id} names an unknown location`);
  const sku = options.sku ?? `variant ${move.variantId}`;
  const levels = await lockLevels(
    tx,
    move.variantId,
    [from.id, to.id].sort((a, b) => a - b),
  );
  const there = levels.get(from.id) ?? 0;
  if (!from.virtual && there < move.amount)
    throw new HttpError(409, STOCK_MESSAGES.notAt(sku, from.name, there, move.amount));
  if (from.sellable && !options.unchecked) {
    const free = there - (await pinnedAt(tx, move.variantId, from.id));
    if (free < move.amount)
      throw new HttpError(
        409,
        STOCK_MESSAGES.notAt(sku, from.name, Math.max(0, free), move.amount),
      );
    if (!to.sellable) {
      const available = (await availabilityOf(tx, [move.variantId])).get(move.variantId)!.available;
      if (available < move.amount)
        throw new HttpError(409, STOCK_MESSAGES.reserved(sku, Math.max(0, available), move.amount));
    }
  }
  await addToLevel(tx, move.variantId, from, -move.amount);
  await addToLevel(tx, move.variantId, to, move.amount);
  const [finished] = await rowsOf<MoveRow>(
    tx,
    sql`UPDATE stock_moves SET state = 'finished',
          started_at = coalesce(started_at, clock_timestamp()), finished_at = clock_timestamp()
        WHERE id = ${move.id} AND state IN ('draft', 'started')
        RETURNING id`,
  );
  if (!finished) throw new HttpError(409, 'The move was finished or cancelled meanwhile.');
  await refreshAvailable(tx, [move.variantId]);
  const [row] = await tx
    .select()
    .from(stockMoves)
    .where(sql`${stockMoves.id} = ${move.id}`);
  return row!;
}

/** A move written and booked at once (the caller holds the variant's lock). */
export async function bookMove(
  tx: Tx,
  move: NewMove,
  options: { unchecked?: boolean; sku?: string } = {},
): Promise<MoveRow> {
  const row = await insertMove(tx, move);
  return finishMove(tx, row, options);
}

/**
 * The opening balance of stocked variants the ledger has never seen (new in the catalogue,
 * or from before it): their `stock` comes into the warehouse from the suppliers, as one
 * finished move each. Variants with moves already are left alone.
 */
export async function bookOpeningBalances(
  db: Db | Tx,
  variantIds?: readonly number[],
): Promise<number> {
  if (variantIds && !variantIds.length) return 0;
  const only = variantIds ? sql`AND v.id IN (${idList(variantIds)})` : sql``;
  const run = async (tx: Tx) => {
    const suppliers = await locationByCode(tx, STANDARD_LOCATIONS.suppliers);
    const warehouse = await locationByCode(tx, STANDARD_LOCATIONS.warehouse);
    const candidates = await rowsOf<{ id: number }>(
      tx,
      sql`SELECT v.id FROM product_variants v
          WHERE v.stock_tracked AND v.stock > 0 ${only}
            AND NOT EXISTS (SELECT 1 FROM stock_moves m WHERE m.variant_id = v.id)`,
    );
    if (!candidates.length) return 0;
    const locked = await lockVariants(
      tx,
      candidates.map((row) => row.id),
    );
    const opened = await rowsOf<{ variant_id: number; amount: number }>(
      tx,
      sql`INSERT INTO stock_moves (variant_id, amount, from_location_id, to_location_id, state,
            started_at, finished_at, reason)
          SELECT v.id, v.stock, ${suppliers.id}, ${warehouse.id}, 'finished',
            clock_timestamp(), clock_timestamp(), 'Opening balance'
          FROM product_variants v
          WHERE v.id IN (${idList([...locked.keys()])}) AND v.stock_tracked AND v.stock > 0
            AND NOT EXISTS (SELECT 1 FROM stock_moves m WHERE m.variant_id = v.id)
          RETURNING variant_id, amount`,
    );
    for (const { variant_id, amount } of opened) {
      await addToLevel(tx, variant_id, suppliers, -amount);
      await addToLevel(tx, variant_id, warehouse, amount);
    }
    await refreshAvailable(
      tx,
      opened.map((row) => row.variant_id),
    );
    return opened.length;
  };
  return 'rollback' in db ? run(db) : db.transaction(run);
}

/**
 * Changes what the shop has free of a variant by `delta` units, as staff set it in the
 * catalogue: more comes into the warehouse from the suppliers; less leaves the sellable
 * locations (the warehouse first) for the losses, never units a reservation holds. The caller
 * holds the variant's lock.
 */
export async function adjustAvailable(
  tx: Tx,
  variantId: number,
  delta: number,
  options: { actorId?: number | null; reason: string; sku?: string },
): Promise<void> {
  if (delta === 0) return;
  if (delta > 0) {
    const suppliers = await locationByCode(tx, STANDARD_LOCATIONS.suppliers);
    const warehouse = await locationByCode(tx, STANDARD_LOCATIONS.warehouse);
    await bookMove(
      tx,
      {
        variantId,
        amount: delta,
        fromLocationId: suppliers.id,
        toLocationId: warehouse.id,
        actorId: options.actorId ?? null,
        reason: options.reason,
      },
      { sku: options.sku },
    );
    return;
  }
  const losses = await locationByCode(tx, STANDARD_LOCATIONS.losses);
  const sources = await rowsOf<{ location_id: number; free: number }>(
    tx,
    sql`SELECT l.location_id, (l.quantity - coalesce((SELECT sum(r.amount) FROM stock_reservations r
            WHERE r.variant_id = l.variant_id AND r.location_id = l.location_id AND ${HOLDING}), 0))::int AS free
        FROM stock_levels l JOIN stock_locations s ON s.id = l.location_id
        WHERE l.variant_id = ${variantId} AND s.sellable AND l.quantity > 0
        ORDER BY s.position, s.id`,
  );
  let left = -delta;
  for (const source of sources) {
    if (left <= 0) break;
    const take = Math.min(left, source.free);
    if (take <= 0) continue;
    await bookMove(
      tx,
      {
        variantId,
        amount: take,
        fromLocationId: source.location_id,
        toLocationId: losses.id,
        actorId: options.actorId ?? null,
        reason: options.reason,
      },
      { sku: options.sku },
    );
    left -= take;
  }
  if (left > 0) {
    const free = (await availabilityOf(tx, [variantId])).get(variantId)?.available ?? 0;
    throw new HttpError(
      409,
      STOCK_MESSAGES.reserved(options.sku ?? `variant ${variantId}`, Math.max(0, free), -delta),
    );
  }
}
