import { type SQL, sql } from 'drizzle-orm';
import type { OrderedCombo } from '@windfamily/contract/colorpicker';
import type {
  PurchaseOrder,
  PurchaseOrderLine,
  PurchaseOrderLinePurpose,
  PurchaseOrderLineState,
  PurchaseOrderState,
  PurchaseOrderSummary,
  UnitEvent,
  UnitEventDetails,
  UnitEventKind,
  UnitState,
  UnitSummary,
} from '@windfamily/contract/production';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { iso } from '../logistics/present';

// Production's rows as the contract answers them, read with their names in one query.

/** The shop's category of wings: the products the factory sews and that have check intervals. */
export const WINGS_CATEGORY = 'wings';

const day = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;
const variantName = sql`p.name || ' ' || v.name`;

interface SummaryRow {
  id: number;
  number: string;
  state: PurchaseOrderState;
  note: string;
  created_at: Date | string;
  email: string | null;
  sent_at: Date | string | null;
  finished_at: Date | string | null;
  cancelled_at: Date | string | null;
  line_count: number;
  requested_finish_on: string | null;
  has_pdf: boolean;
}

/** Purchase orders with their counts: `where` over `po`, newest first. */
export async function selectPurchaseOrders(
  db: Db | Tx,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<(PurchaseOrderSummary & { has_pdf: boolean })[]> {
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`SELECT po.id, po.number, po.state, po.note, po.created_at, u.email,
          po.sent_at, po.finished_at, po.cancelled_at, po.pdf IS NOT NULL AS has_pdf,
          (SELECT count(*)::int FROM purchase_order_lines l
            WHERE l.purchase_order_id = po.id AND l.state <> 'cancelled') AS line_count,
          (SELECT ${day(sql`min(l.requested_finish_on)`)} FROM purchase_order_lines l
            WHERE l.purchase_order_id = po.id AND l.state <> 'cancelled') AS requested_finish_on
        FROM purchase_orders po LEFT JOIN users u ON u.id = po.created_by_id
        WHERE ${where}
        ORDER BY po.id DESC
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    state: row.state,
    note: row.note,
    created_at: iso(row.created_at)!,
    created_by: row.email,
    sent_at: iso(row.sent_at),
    finished_at: iso(row.finished_at),
    cancelled_at: iso(row.cancelled_at),
    line_count: row.line_count,
    requested_finish_on: row.requested_finish_on,
    has_pdf: row.has_pdf,
  }));
}

interface LineRow {
  id: number;
  purchase_order_id: number;
  position: number;
  variant_id: number;
  sku: string;
  variant_name: string;
  product_name: string;
  purpose: PurchaseOrderLinePurpose;
  order_item_id: number | null;
  sale_sequence: string | null;
  size: string;
  colors: OrderedCombo | null;
  note: string;
  state: PurchaseOrderLineState;
  requested_finish_on: string | null;
  confirmed_finish_on: string | null;
  actual_finish_on: string | null;
  prepared_at: Date | string | null;
  unit_id: number | null;
  unit_serial: string | null;
  unit_state: UnitState | null;
}

/** Lines with their variant, order and unit: `where` over `l`, in order. */
export async function selectLines(db: Db | Tx, where: SQL): Promise<PurchaseOrderLine[]> {
  const rows = await rowsOf<LineRow>(
    db,
    sql`SELECT l.id, l.purchase_order_id, l.position, l.variant_id, v.sku,
          ${variantName} AS variant_name, p.name AS product_name, l.purpose, l.order_item_id,
          o.sale_sequence, l.size, l.colors, l.note, l.state,
          ${day(sql`l.requested_finish_on`)} AS requested_finish_on,
          ${day(sql`l.confirmed_finish_on`)} AS confirmed_finish_on,
          ${day(sql`l.actual_finish_on`)} AS actual_finish_on,
          l.prepared_at, i.id AS unit_id, i.serial AS unit_serial, i.state AS unit_state
        FROM purchase_order_lines l
          JOIN product_variants v ON v.id = l.variant_id
          JOIN products p ON p.id = v.product_id
          LEFT JOIN order_items oi ON oi.id = l.order_item_id
          LEFT JOIN orders o ON o.id = oi.order_id
          LEFT JOIN product_variant_instances i ON i.purchase_order_line_id = l.id
        WHERE ${where}
        ORDER BY l.purchase_order_id, l.position, l.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    purchase_order_id: row.purchase_order_id,
    position: row.position,
    variant: {
      id: row.variant_id,
      sku: row.sku,
      name: row.variant_name,
      product_name: row.product_name,
    },
    purpose: row.purpose,
    order_item_id: row.order_item_id,
    order: row.sale_sequence,
    size: row.size,
    colors: row.colors,
    note: row.note,
    state: row.state,
    requested_finish_on: row.requested_finish_on,
    confirmed_finish_on: row.confirmed_finish_on,
    actual_finish_on: row.actual_finish_on,
    prepared_at: iso(row.prepared_at),
    unit:
      row.unit_id === null
        ? null
        : { id: row.unit_id, serial: row.unit_serial!, state: row.unit_state! },
  }));
}

export async function selectPurchaseOrder(
  db: Db | Tx,
  id: number,
): Promise<PurchaseOrder | undefined> {
  const [order] = await selectPurchaseOrders(db, sql`po.id = ${id}`);
  if (!order) return undefined;
  return { ...order, lines: await selectLines(db, sql`l.purchase_order_id = ${id}`) };
}

export interface UnitRow {
  id: number;
  serial: string;
  state: UnitState;
  variant_id: number;
  sku: string;
  variant_name: string;
  product_name: string;
  product_id: number;
  product_slug: string;
  category_slug: string;
  specs: { label: string; value: string }[];
  options: Record<string, string>;
  location_id: number;
  location_code: string;
  location_name: string;
  sale_sequence: string | null;
  order_item_id: number | null;
  owner_id: number | null;
  created_at: Date | string;
  secret_issued_at: Date | string;
  produced_on: string | null;
  flying_since: string | null;
  hours_flown: string | number;
  hours_at_last_check: string | number;
  last_check_on: string | null;
  colors: OrderedCombo | null;
  purchase_order_id: number | null;
  purchase_order_number: string | null;
  purchase_order_line_id: number | null;
  line_size: string | null;
  check_months: number | null;
  check_hours: number | null;
}

/** Units with everything shown of them: `where` over `i`, newest first. */
export async function selectUnitRows(
  db: Db | Tx,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<UnitRow[]> {
  return rowsOf<UnitRow>(
    db,
    sql`SELECT i.id, i.serial, i.state, i.variant_id, v.sku, ${variantName} AS variant_name,
          p.name AS product_name, p.id AS product_id, p.slug AS product_slug,
          c.slug AS category_slug, p.specs, v.options,
          s.id AS location_id, s.code AS location_code, s.name AS location_name,
          o.sale_sequence, i.order_item_id, o.user_id AS owner_id, i.created_at,
          i.secret_issued_at, ${day(sql`i.produced_on`)} AS produced_on,
          ${day(sql`i.flying_since`)} AS flying_since, i.hours_flown, i.hours_at_last_check,
          ${day(sql`i.last_check_on`)} AS last_check_on, i.colors,
          po.id AS purchase_order_id, po.number AS purchase_order_number,
          i.purchase_order_line_id, l.size AS line_size,
          ci.months AS check_months, ci.hours AS check_hours
        FROM product_variant_instances i
          JOIN product_variants v ON v.id = i.variant_id
          JOIN products p ON p.id = v.product_id
          JOIN categories c ON c.id = p.category_id
          JOIN stock_locations s ON s.id = i.location_id
          LEFT JOIN order_items oi ON oi.id = i.order_item_id
          LEFT JOIN orders o ON o.id = oi.order_id
          LEFT JOIN purchase_order_lines l ON l.id = i.purchase_order_line_id
          LEFT JOIN purchase_orders po ON po.id = l.purchase_order_id
          LEFT JOIN product_check_intervals ci ON ci.product_id = p.id
        WHERE ${where}
        ORDER BY i.id DESC
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
}

/** The size a unit is: its line's, else its variant's `Size` option, else the variant's name. */
export const sizeOf = (row: Pick<UnitRow, 'line_size' | 'options' | 'variant_name'>) =>
  row.line_size || row.options.Size || row.options.size || row.variant_name;

/** The certification class from the model's specs (`Certification: EN/LTF B`). */
export const certificationOf = (specs: UnitRow['specs']) =>
  specs.find((spec) => /certif/i.test(spec.label))?.value ?? null;

export const unitSummaryOf = (row: UnitRow): UnitSummary => ({
  id: row.id,
  serial: row.serial,
  state: row.state,
  variant: {
    id: row.variant_id,
    sku: row.sku,
    name: row.variant_name,
    product_name: row.product_name,
  },
  size: sizeOf(row),
  location: { id: row.location_id, code: row.location_code, name: row.location_name },
  order: row.sale_sequence,
  order_item_id: row.order_item_id,
  created_at: iso(row.created_at)!,
  produced_on: row.produced_on,
  flying_since: row.flying_since,
  hours_flown: Number(row.hours_flown),
  last_check_on: row.last_check_on,
});

interface EventRow {
  id: number;
  kind: UnitEventKind;
  at: Date | string;
  email: string | null;
  details: UnitEventDetails;
}

/** What a unit's history says of one event, with no one's name. */
export function eventSummary(kind: UnitEventKind, details: UnitEventDetails): string {
  const note = details.note ? `: ${details.note}` : '';
  switch (kind) {
    case 'production':
      return details.to ? `Made at the factory, received at ${details.to}` : 'Sewn at the factory';
    case 'move':
      return `Moved from ${details.from ?? '?'} to ${details.to ?? '?'}${note}`;
    case 'shipment':
      return `Shipped${note}`;
    case 'owner':
      return 'Handed over to its pilot';
    case 'rental':
      return `Lent as a demo wing${note}`;
    case 'check':
      return `Checked${details.result ? `: ${details.result}` : ''}`;
    case 'hours':
      return `${details.hours ?? 0} hours flown recorded${note}`;
    case 'flying_since':
      return `First flight on ${details.flying_since ?? '?'}`;
    case 'label':
      return 'A new label was printed (the old QR code no longer opens this page)';
  }
}

export async function selectEvents(db: Db | Tx, unitId: number): Promise<UnitEvent[]> {
  const rows = await rowsOf<EventRow>(
    db,
    sql`SELECT e.id, e.kind, e.at, u.email, e.details
        FROM product_variant_instance_events e LEFT JOIN users u ON u.id = e.by_id
        WHERE e.unit_id = ${unitId} ORDER BY e.at, e.id`,
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
