import { type SQL, sql } from 'drizzle-orm';
import type {
  MoveState,
  Reservation,
  ReservationState,
  StockMove,
} from '@windfamily/contract/logistics';
import { type Db, rowsOf, type Tx } from '../../db/client';

// The warehouse's rows as the contract answers them, read with their names in one query.

/** A date as the API writes it (raw queries answer Date or text, by driver). */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const variantName = sql`p.name || ' ' || v.name`;

interface MoveListRow {
  id: number;
  variant_id: number;
  sku: string;
  variant_name: string;
  amount: number;
  from_id: number;
  from_code: string;
  from_name: string;
  to_id: number;
  to_code: string;
  to_name: string;
  state: MoveState;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  cancelled_at: Date | string | null;
  sale_sequence: string | null;
  order_item_id: number | null;
  reservation_id: number | null;
  reverses_id: number | null;
  reversed_by_id: number | null;
  stock_check_id: number | null;
  email: string | null;
  reason: string;
}

/** Moves with their names: `where` over `m` (the move), newest first. */
export async function selectMoves(
  db: Db | Tx,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<StockMove[]> {
  const rows = await rowsOf<MoveListRow>(
    db,
    sql`SELECT m.id, m.variant_id, v.sku, ${variantName} AS variant_name, m.amount,
          f.id AS from_id, f.code AS from_code, f.name AS from_name,
          t.id AS to_id, t.code AS to_code, t.name AS to_name,
          m.state, m.created_at, m.started_at, m.finished_at, m.cancelled_at,
          o.sale_sequence, m.order_item_id, m.reservation_id, m.reverses_id,
          (SELECT r.id FROM stock_moves r WHERE r.reverses_id = m.id) AS reversed_by_id,
          m.stock_check_id, u.email, m.reason
        FROM stock_moves m
          JOIN product_variants v ON v.id = m.variant_id
          JOIN products p ON p.id = v.product_id
          JOIN stock_locations f ON f.id = m.from_location_id
          JOIN stock_locations t ON t.id = m.to_location_id
          LEFT JOIN orders o ON o.id = m.order_id
          LEFT JOIN users u ON u.id = m.created_by_id
        WHERE ${where}
        ORDER BY m.id DESC
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
  return rows.map((row) => ({
    id: row.id,
    variant: { id: row.variant_id, sku: row.sku, name: row.variant_name },
    amount: row.amount,
    from: { id: row.from_id, code: row.from_code, name: row.from_name },
    to: { id: row.to_id, code: row.to_code, name: row.to_name },
    state: row.state,
    created_date: iso(row.created_at)!,
    started_date: iso(row.started_at),
    finished_date: iso(row.finished_at),
    cancelled_date: iso(row.cancelled_at),
    order: row.sale_sequence,
    order_item_id: row.order_item_id,
    reservation_id: row.reservation_id,
    reverses_id: row.reverses_id,
    reversed_by_id: row.reversed_by_id,
    stock_check_id: row.stock_check_id,
    created_by: row.email,
    reason: row.reason,
  }));
}

interface ReservationListRow {
  id: number;
  variant_id: number;
  sku: string;
  variant_name: string;
  amount: number;
  location_id: number | null;
  location_code: string | null;
  location_name: string | null;
  sale_sequence: string | null;
  order_item_id: number | null;
  state: ReservationState;
  created_at: Date | string;
  reserved_until: Date | string | null;
  ended_at: Date | string | null;
  email: string | null;
  reason: string;
}

/**
 * The state a reservation is in for people: an active one whose time has passed is expired
 * already, whether or not the periodic task has written it down yet.
 */
export const reservationState = sql`CASE WHEN r.state = 'active' AND r.reserved_until <= now()
  THEN 'expired' ELSE r.state END`;

/** Reservations with their names: `where` over `r` (the reservation), newest first. */
export async function selectReservations(
  db: Db | Tx,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<Reservation[]> {
  const rows = await rowsOf<ReservationListRow>(
    db,
    sql`SELECT r.id, r.variant_id, v.sku, ${variantName} AS variant_name, r.amount,
          l.id AS location_id, l.code AS location_code, l.name AS location_name,
          o.sale_sequence, r.order_item_id, ${reservationState} AS state,
          r.created_at, r.reserved_until,
          CASE WHEN r.state = 'active' AND r.reserved_until <= now() THEN r.reserved_until
               ELSE r.ended_at END AS ended_at,
          u.email, r.reason
        FROM stock_reservations r
          JOIN product_variants v ON v.id = r.variant_id
          JOIN products p ON p.id = v.product_id
          LEFT JOIN stock_locations l ON l.id = r.location_id
          LEFT JOIN orders o ON o.id = r.order_id
          LEFT JOIN users u ON u.id = r.created_by_id
        WHERE ${where}
        ORDER BY r.id DESC
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
  return rows.map((row) => ({
    id: row.id,
    variant: { id: row.variant_id, sku: row.sku, name: row.variant_name },
    amount: row.amount,
    location:
      row.location_id !== null
        ? { id: row.location_id, code: row.location_code!, name: row.location_name! }
        : null,
    order: row.sale_sequence,
    order_item_id: row.order_item_id,
    state: row.state,
    created_at: iso(row.created_at)!,
    reserved_until: iso(row.reserved_until),
    ended_at: iso(row.ended_at),
    created_by: row.email,
    reason: row.reason,
  }));
}

/** Counts rows of `table` (aliased `alias`) matching `where`. */
export async function countOf(db: Db | Tx, from: SQL, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`,
  );
  return row?.n ?? 0;
}
