import { sql } from 'drizzle-orm';
import { STANDARD_LOCATIONS } from '@windfamily/contract/logistics';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { stockReservations } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  availabilityOf,
  bookMove,
  HOLDING,
  idList,
  locationByCode,
  lockVariants,
  type LockedVariant,
  type MoveRow,
  refreshAvailable,
  STOCK_MESSAGES,
} from './ledger';

// What orders hold: each stocked line (and its goodie) reserves its units from the order's
// placing until it ships or the order is cancelled. Runs in the caller's transaction, which
// holds the order's row locked; the variants are locked here, in id order.

/** What a line of an order still needs of a stocked variant (ordered less shipped). */
export interface LineNeed {
  orderItemId: number;
  variantId: number;
  amount: number;
}

const keyOf = (itemId: number | null, variantId: number) => `${itemId ?? 'none'}:${variantId}`;

/** The stocked units an order's lines still need: ordered, less what has shipped to the customer. */
export async function needsOfOrder(tx: Tx, orderId: number, itemId?: number): Promise<LineNeed[]> {
  const onlyItem = itemId === undefined ? sql`` : sql`AND i.id = ${itemId}`;
  const rows = await rowsOf<{ item_id: number; variant_id: number; amount: number }>(
    tx,
    sql`SELECT n.item_id, n.variant_id, (sum(n.amount) - coalesce(max(shipped.units), 0))::int AS amount
        FROM (
          SELECT i.id AS item_id, i.variant_id, i.amount FROM order_items i
            JOIN product_variants v ON v.id = i.variant_id
          WHERE i.order_id = ${orderId} AND v.stock_tracked ${onlyItem}
          UNION ALL
          SELECT i.id, i.goodie_variant_id, i.amount FROM order_items i
            JOIN product_variants v ON v.id = i.goodie_variant_id
          WHERE i.order_id = ${orderId} AND v.stock_tracked ${onlyItem}
        ) n
        LEFT JOIN LATERAL (
          SELECT sum(CASE WHEN t.kind = 'customer' THEN m.amount ELSE 0 END)
               - sum(CASE WHEN f.kind = 'customer' THEN m.amount ELSE 0 END) AS units
          FROM stock_moves m
            JOIN stock_locations f ON f.id = m.from_location_id
            JOIN stock_locations t ON t.id = m.to_location_id
          WHERE m.order_item_id = n.item_id AND m.variant_id = n.variant_id AND m.state = 'finished'
        ) shipped ON true
        GROUP BY n.item_id, n.variant_id
        ORDER BY n.item_id, n.variant_id`,
  );
  return rows
    .filter((row) => row.amount > 0)
    .map((row) => ({ orderItemId: row.item_id, variantId: row.variant_id, amount: row.amount }));
}

interface HeldRow {
  id: number;
  variant_id: number;
  order_item_id: number | null;
  location_id: number | null;
  amount: number;
  holding: boolean;
}

/**
 * The order's active reservations. `units: false` leaves out those of one serial-numbered
 * unit (a wing made for a line holds itself until it ships or the order is cancelled; the
 * lines' needs do not count it, see docs/decisions/0024-production-and-units.md).
 */
async function activeOf(
  tx: Tx,
  orderId: number,
  options: { units: boolean } = { units: true },
): Promise<HeldRow[]> {
  const units = options.units ? sql`` : sql`AND unit_id IS NULL`;
  return rowsOf<HeldRow>(
    tx,
    sql`SELECT id, variant_id, order_item_id, location_id, amount,
          (reserved_until IS NULL OR reserved_until > now()) AS holding
        FROM stock_reservations WHERE order_id = ${orderId} AND state = 'active' ${units}
        ORDER BY id`,
  );
}

/** Ends reservations: `released` (or `expired`, when their time had passed already). */
async function endReservations(tx: Tx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`
    UPDATE stock_reservations
    SET state = CASE WHEN reserved_until <= now() THEN 'expired' ELSE 'released' END,
        ended_at = CASE WHEN reserved_until <= now() THEN reserved_until ELSE clock_timestamp() END
    WHERE id IN (${idList(ids)}) AND state = 'active'`);
}

export interface HoldOptions {
  /** The item's name in a refusal (the shop's words); the variant's by default. */
  nameOf?: (variantId: number) => string;
  /**
   * `exact`: the reservations become what the lines need (placing, changing lines); `topUp`:
   * only what is missing is added (staff reserving for an order).
   */
  mode?: 'exact' | 'topUp';
  reservedUntil?: Date | null;
  locationId?: number | null;
  actorId?: number | null;
  reason?: string;
}

/**
 * Makes the order's reservations hold what its stocked lines still need: missing units
 * reserved if they are free (else a 409 naming the item), units no line needs any more let go,
 * and the variants' free stock written, all under the variants' locks. Answers the variants
 * whose reservations changed.
 */
export async function holdForOrder(
  tx: Tx,
  orderId: number,
  options: HoldOptions = {},
): Promise<number[]> {
  const mode = options.mode ?? 'exact';
  const needs = await needsOfOrder(tx, orderId);
  const seen = await activeOf(tx, orderId, { units: false });
  const locked = await lockVariants(tx, [
    ...needs.map((need) => need.variantId),
    ...seen.map((row) => row.variant_id),
  ]);
  // Read again under the locks: an expiry may have ended some meanwhile.
  const held = await activeOf(tx, orderId, { units: false });

  const wanted = new Map(needs.map((need) => [keyOf(need.orderItemId, need.variantId), need]));
  const rowsByKey = new Map<string, HeldRow[]>();
  for (const row of held) {
    const key = keyOf(row.order_item_id, row.variant_id);
    rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
  }

  const toEnd: number[] = held.filter((row) => !row.holding).map((row) => row.id);
  const toAdd: LineNeed[] = [];
  const delta = new Map<number, number>();
  const addDelta = (variantId: number, units: number) =>
    delta.set(variantId, (delta.get(variantId) ?? 0) + units);

  for (const [key, rows] of rowsByKey) {
    if (wanted.has(key) || mode === 'topUp') continue;
    for (const row of rows.filter((one) => one.holding)) {
      toEnd.push(row.id);
      addDelta(row.variant_id, -row.amount);
    }
  }
  for (const [key, need] of wanted) {
    const holding = (rowsByKey.get(key) ?? []).filter((row) => row.holding);
    const has = holding.reduce((sum, row) => sum + row.amount, 0);
    if (has === need.amount) continue;
    if (has < need.amount) {
      toAdd.push({ ...need, amount: need.amount - has });
      addDelta(need.variantId, need.amount - has);
    } else if (mode === 'exact') {
      for (const row of holding) toEnd.push(row.id);
      toAdd.push(need);
      addDelta(need.variantId, need.amount - has);
    }
  }

  await checkFree(tx, delta, locked, options);
  await endReservations(tx, toEnd);
  if (toAdd.length)
    await tx.insert(stockReservations).values(
      toAdd.map((need) => ({
        variantId: need.variantId,
        amount: need.amount,
        orderId,
        orderItemId: need.orderItemId,
        locationId: options.locationId ?? null,
        reservedUntil: options.reservedUntil ?? null,
        createdById: options.actorId ?? null,
        reason: options.reason ?? '',
      })),
    );
  const changed = [
    ...new Set([
      ...toAdd.map((need) => need.variantId),
      ...held.filter((row) => toEnd.includes(row.id)).map((row) => row.variant_id),
    ]),
  ];
  await refreshAvailable(tx, changed);
  return changed;
}

/** Refuses (409) more units than are free, at the pinned location too when one is asked. */
async function checkFree(
  tx: Tx,
  delta: ReadonlyMap<number, number>,
  locked: ReadonlyMap<number, LockedVariant>,
  options: HoldOptions,
): Promise<void> {
  const more = [...delta].filter(([, units]) => units > 0).sort(([a], [b]) => a - b);
  if (!more.length) return;
  const free = await availabilityOf(
    tx,
    more.map(([id]) => id),
  );
  for (const [id, units] of more) {
    const left = Math.max(0, free.get(id)?.available ?? 0);
    const name = options.nameOf?.(id) ?? locked.get(id)?.name ?? 'An item';
    if (left < units) {
      const detail = left > 0 ? STOCK_MESSAGES.onlyLeft(name, left) : STOCK_MESSAGES.soldOut(name);
      throw new HttpError(409, detail, { items: [detail] });
    }
    if (options.locationId) {
      const [there] = await rowsOf<{ free: number; name: string }>(
        tx,
        sql`SELECT (coalesce((SELECT quantity FROM stock_levels
                               WHERE variant_id = ${id} AND location_id = ${options.locationId}), 0)
                  - (SELECT coalesce(sum(amount), 0) FROM stock_reservations
                     WHERE variant_id = ${id} AND location_id = ${options.locationId} AND ${HOLDING}))::int AS free,
                  (SELECT name FROM stock_locations WHERE id = ${options.locationId}) AS name`,
      );
      if ((there?.free ?? 0) < units)
        throw new HttpError(
          409,
          STOCK_MESSAGES.notAt(
            locked.get(id)?.sku ?? name,
            there?.name ?? 'the location',
            Math.max(0, there?.free ?? 0),
            units,
          ),
        );
    }
  }
}

/** Lets go of everything an order holds (a cancellation); answers the variants concerned. */
export async function releaseOrder(tx: Tx, orderId: number): Promise<number[]> {
  const seen = await activeOf(tx, orderId);
  if (!seen.length) return [];
  await lockVariants(
    tx,
    seen.map((row) => row.variant_id),
  );
  const held = await activeOf(tx, orderId);
  await endReservations(
    tx,
    held.map((row) => row.id),
  );
  const variants = [...new Set(held.map((row) => row.variant_id))];
  await refreshAvailable(tx, variants);
  return variants;
}

/**
 * A line handed over to the carrier: what it still needs of each stocked variant (or `amount`
 * of it, for a part) leaves the shop's stock for the customers, as finished moves from the
 * sellable locations holding it (its reservation's location first), consuming the line's
 * reservations. Units the line had not reserved must be free. Called by a shipment, in its
 * transaction, holding the order's row.
 */
export async function shipOut(
  tx: Tx,
  orderItemId: number,
  options: { amount?: number; actorId?: number | null; reason?: string } = {},
): Promise<MoveRow[]> {
  const [item] = await rowsOf<{ order_id: number }>(
    tx,
    sql`SELECT order_id FROM order_items WHERE id = ${orderItemId}`,
  );
  if (!item) throw new HttpError(404, 'There is no such order line.');
  const needs = await needsOfOrder(tx, item.order_id, orderItemId);
  if (!needs.length) return [];
  const locked = await lockVariants(
    tx,
    needs.map((need) => need.variantId),
  );
  const customers = await locationByCode(tx, STANDARD_LOCATIONS.customers);
  const moves: MoveRow[] = [];
  for (const need of needs) {
    const units = Math.min(need.amount, options.amount ?? need.amount);
    if (units <= 0) continue;
    const reservations = await rowsOf<{ id: number; amount: number; location_id: number | null }>(
      tx,
      sql`SELECT id, amount, location_id FROM stock_reservations
          WHERE order_item_id = ${orderItemId} AND variant_id = ${need.variantId} AND ${HOLDING}
          ORDER BY id`,
    );
    // The reserved units are taken first: their reservations end (consumed) before the moves,
    // so that the moves find them free.
    let left = units;
    let reservationId: number | null = null;
    const pinned: number[] = [];
    for (const reservation of reservations) {
      if (left <= 0) break;
      const take = Math.min(left, reservation.amount);
      if (take === reservation.amount) {
        await tx.execute(sql`UPDATE stock_reservations SET state = 'consumed', ended_at = clock_timestamp()
                             WHERE id = ${reservation.id}`);
      } else {
        await tx.execute(sql`UPDATE stock_reservations SET amount = amount - ${take}
                             WHERE id = ${reservation.id}`);
      }
      reservationId ??= reservation.id;
      if (reservation.location_id !== null) pinned.push(reservation.location_id);
      left -= take;
    }
    const sources = await rowsOf<{ location_id: number; quantity: number }>(
      tx,
      sql`SELECT l.location_id, l.quantity FROM stock_levels l
            JOIN stock_locations s ON s.id = l.location_id
          WHERE l.variant_id = ${need.variantId} AND s.sellable AND l.quantity > 0
          ORDER BY s.position, s.id`,
    );
    sources.sort(
      (a, b) => Number(pinned.includes(b.location_id)) - Number(pinned.includes(a.location_id)),
    );
    let toShip = units;
    for (const source of sources) {
      if (toShip <= 0) break;
      const take = Math.min(toShip, source.quantity);
      moves.push(
        await bookMove(
          tx,
          {
            variantId: need.variantId,
            amount: take,
            fromLocationId: source.location_id,
            toLocationId: customers.id,
            orderId: item.order_id,
            orderItemId,
            reservationId,
            actorId: options.actorId ?? null,
            reason: options.reason ?? 'Shipped',
          },
          { sku: locked.get(need.variantId)?.sku },
        ),
      );
      toShip -= take;
    }
    if (toShip > 0) {
      const sku = locked.get(need.variantId)?.sku ?? 'the item';
      throw new HttpError(
        409,
        `Only ${units - toShip} of ${sku} ${units - toShip === 1 ? 'is' : 'are'} in the warehouse: ${units} cannot ship.`,
      );
    }
  }
  return moves;
}

/**
 * Writes down the reservations whose time has passed (`expired`) and the free stock of their
 * variants: availability never counted them, this keeps the shop's number right. Cheap when
 * nothing is due (one index lookup); run periodically.
 */
export async function expireDue(db: Db): Promise<number> {
  const due = await rowsOf<{ variant_id: number }>(
    db,
    sql`SELECT DISTINCT variant_id FROM stock_reservations
        WHERE state = 'active' AND reserved_until IS NOT NULL AND reserved_until <= now()`,
  );
  if (!due.length) return 0;
  return db.transaction(async (tx) => {
    const locked = await lockVariants(
      tx,
      due.map((row) => row.variant_id),
    );
    const ended = await rowsOf<{ variant_id: number }>(
      tx,
      sql`UPDATE stock_reservations SET state = 'expired', ended_at = reserved_until
          WHERE variant_id IN (${idList([...locked.keys()])}) AND state = 'active'
            AND reserved_until IS NOT NULL AND reserved_until <= now()
          RETURNING variant_id`,
    );
    await refreshAvailable(
      tx,
      ended.map((row) => row.variant_id),
    );
    return ended.length;
  });
}
