import { type SQL, sql } from 'drizzle-orm';
import { centsToMoney } from '@windfamily/contract/money';
import {
  shipmentApiPaths,
  type ShipmentService,
  type ShipmentState,
} from '@windfamily/contract/shipments';
import type {
  PilotKind,
  Rental,
  RentalRequest,
  RentalRequestState,
  RentalState,
  RentalUnit,
} from '@windfamily/contract/rentals';
import type { UnitEvent, UnitEventDetails, UnitEventKind } from '@windfamily/contract/production';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { eventSummary } from '../production/present';

// How the rentals' answers are read: one query each, the unit and its model joined.

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
/** `numeric` comes back as text from some drivers. */
const num = (value: number | string): number => Number(value);

interface UnitRow {
  unit_id: number;
  unit_serial: string;
  unit_variant_id: number;
  unit_product_id: number;
  unit_model: string;
  unit_size: string;
  unit_sku: string;
  unit_state: string;
  unit_location: string;
  unit_hours_flown: number | string;
  unit_hours_at_last_check: number | string;
  unit_last_check_on: string | null;
}

/** The columns of a unit as `UnitRow` names them (`u` the unit, `v` its variant, `p` its model, `s` its place). */
export const UNIT_COLUMNS = sql`u.id AS unit_id, u.serial AS unit_serial, u.variant_id AS unit_variant_id,
  p.id AS unit_product_id, p.name AS unit_model, v.name AS unit_size, v.sku AS unit_sku,
  u.state AS unit_state, s.code AS unit_location, u.hours_flown AS unit_hours_flown,
  u.hours_at_last_check AS unit_hours_at_last_check, u.last_check_on::text AS unit_last_check_on`;
export const UNIT_JOINS = sql`JOIN product_variants v ON v.id = u.variant_id
  JOIN products p ON p.id = v.product_id
  JOIN stock_locations s ON s.id = u.location_id`;

export const unitOf = (row: UnitRow): RentalUnit => ({
  id: row.unit_id,
  serial: row.unit_serial,
  variant_id: row.unit_variant_id,
  product_id: row.unit_product_id,
  model: row.unit_model,
  size: row.unit_size,
  sku: row.unit_sku,
  state: row.unit_state,
  location: row.unit_location,
  hours_flown: num(row.unit_hours_flown),
  hours_at_last_check: num(row.unit_hours_at_last_check),
  last_check_on: row.unit_last_check_on,
});

interface RentalRow extends UnitRow {
  id: number;
  state: RentalState;
  user_id: number | null;
  pilot_kind: PilotKind;
  pilot_name: string;
  pilot_email: string;
  pilot_phone: string;
  pilot_address: string;
  pilot_zipcode: string;
  pilot_city: string;
  pilot_country: string;
  starts_on: string;
  ends_on: string;
  fee: number;
  note: string;
  request_id: number | null;
  fee_order: string | null;
  sale_order: string | null;
  hours_flown: number | string | null;
  condition: string;
  inspected: boolean;
  inspection_note: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  returned_on: string | null;
  closed_at: Date | string | null;
  cancelled_at: Date | string | null;
  shipment_id: number | null;
  shipment_state: ShipmentState | null;
  shipment_service: ShipmentService | null;
  shipment_carrier: string | null;
  shipment_tracking_number: string | null;
  shipment_tracking_url: string | null;
  shipment_has_label: boolean | null;
  shipment_created_at: Date | string | null;
  shipment_shipped_at: Date | string | null;
}

const rentalOf = (row: RentalRow): Rental => ({
  id: row.id,
  state: row.state,
  unit: unitOf(row),
  account_id: row.user_id,
  pilot: {
    kind: row.pilot_kind,
    name: row.pilot_name,
    email: row.pilot_email,
    phone: row.pilot_phone,
    address: row.pilot_address,
    zipcode: row.pilot_zipcode,
    city: row.pilot_city,
    country: row.pilot_country,
  },
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  fee: centsToMoney(row.fee),
  note: row.note,
  request_id: row.request_id,
  fee_order: row.fee_order,
  sale_order: row.sale_order,
  hours_flown: row.hours_flown === null ? null : num(row.hours_flown),
  condition: row.condition,
  inspected: row.inspected,
  inspection_note: row.inspection_note,
  created_at: iso(row.created_at)!,
  sent_at: iso(row.sent_at),
  returned_on: row.returned_on,
  closed_at: iso(row.closed_at),
  cancelled_at: iso(row.cancelled_at),
  shipment:
    row.shipment_id === null
      ? null
      : {
          id: row.shipment_id,
          state: row.shipment_state!,
          service: row.shipment_service!,
          carrier: row.shipment_carrier!,
          tracking_number: row.shipment_tracking_number,
          tracking_url: row.shipment_tracking_url,
          label_url: row.shipment_has_label ? shipmentApiPaths.label(row.shipment_id) : null,
          created_date: iso(row.shipment_created_at)!,
          shipment_date: iso(row.shipment_shipped_at),
        },
});

/** Rentals matching `where` (on `r`, `u`, `p`), newest period first. */
export async function selectRentals(
  db: Db | Tx,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<Rental[]> {
  const rows = await rowsOf<RentalRow>(
    db,
    sql`SELECT r.id, r.state, r.user_id, r.pilot_kind, r.pilot_name, r.pilot_email, r.pilot_phone,
          r.pilot_address, r.pilot_zipcode, r.pilot_city, r.pilot_country,
          r.starts_on::text AS starts_on, r.ends_on::text AS ends_on, r.fee, r.note, r.request_id,
          fo.sale_sequence AS fee_order, so.sale_sequence AS sale_order, r.hours_flown, r.condition, r.inspected, r.inspection_note,
          r.created_at, r.sent_at, r.returned_on::text AS returned_on, r.closed_at, r.cancelled_at,
          sh.id AS shipment_id, sh.state AS shipment_state, sh.service AS shipment_service,
          sh.carrier AS shipment_carrier, sh.tracking_number AS shipment_tracking_number,
          sh.tracking_url AS shipment_tracking_url, sh.label_pdf IS NOT NULL AS shipment_has_label,
          sh.created_at AS shipment_created_at, sh.shipped_at AS shipment_shipped_at, ${UNIT_COLUMNS}
        FROM demo_rentals r
          JOIN product_variant_instances u ON u.id = r.unit_id
          ${UNIT_JOINS}
          LEFT JOIN orders fo ON fo.id = r.fee_order_id
          LEFT JOIN orders so ON so.id = r.sale_order_id
          -- Its wing's parcel: one at a time (shipments_rental_live).
          LEFT JOIN shipments sh ON sh.rental_id = r.id
            AND sh.state IN ('pending', 'created', 'cancelling', 'shipped')
        WHERE ${where}
        ORDER BY r.starts_on DESC, r.id DESC
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
  return rows.map(rentalOf);
}

/** A rental's history: the events of its unit that carry its id, oldest first, said as the unit's history says them. */
export async function selectRentalHistory(db: Db | Tx, rentalId: number): Promise<UnitEvent[]> {
  const rows = await rowsOf<{
    id: number;
    kind: UnitEventKind;
    at: Date | string;
    email: string | null;
    details: UnitEventDetails;
  }>(
    db,
    sql`SELECT e.id, e.kind, e.at, a.email, e.details
        FROM product_variant_instance_events e
          JOIN demo_rentals r ON r.id = ${rentalId} AND e.unit_id = r.unit_id
          LEFT JOIN users a ON a.id = e.by_id
        WHERE e.details->>'rental_id' = ${String(rentalId)}
        ORDER BY e.at, e.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: iso(row.at)!,
    by: row.email,
    summary: eventSummary(row.kind, row.details),
    details: row.details,
  }));
}

interface RequestRow {
  id: number;
  state: RentalRequestState;
  product_id: number;
  product_name: string;
  product_slug: string;
  size: string;
  starts_on: string | null;
  ends_on: string | null;
  name: string;
  email: string;
  phone: string;
  country: string;
  message: string;
  created_at: Date | string;
  rental_id: number | null;
}

/** Requests matching `where` (on `q`), newest first. */
export async function selectRequests(
  db: Db | Tx,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<RentalRequest[]> {
  const rows = await rowsOf<RequestRow>(
    db,
    sql`SELECT q.id, q.state, p.id AS product_id, p.name AS product_name, p.slug AS product_slug,
          q.size, q.starts_on::text AS starts_on, q.ends_on::text AS ends_on, q.name, q.email,
          q.phone, q.country, q.message, q.created_at,
          (SELECT max(r.id) FROM demo_rentals r WHERE r.request_id = q.id) AS rental_id
        FROM demo_rental_requests q JOIN products p ON p.id = q.product_id
        WHERE ${where}
        ORDER BY q.id DESC
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    product: { id: row.product_id, name: row.product_name, slug: row.product_slug },
    size: row.size,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    message: row.message,
    created_at: iso(row.created_at)!,
    rental_id: row.rental_id,
  }));
}

export async function countWhere(db: Db | Tx, from: SQL, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`,
  );
  return row?.n ?? 0;
}
