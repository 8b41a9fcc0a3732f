import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { centsToMoney } from '@windfamily/contract/money';
import {
  type OrderShipment,
  type Shipment,
  shipmentApiPaths,
  type ShipmentList,
  SHIPMENTS_PAGE_SIZE,
  type ShipmentService,
  type shipmentsQuerySchema,
} from '@windfamily/contract/shipments';
import type { Db, Tx } from '../../db/client';
import {
  demoRentals,
  orderItems,
  orders,
  productVariantInstances,
  shipmentLines,
  shipments,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';

export type ShipmentRow = typeof shipments.$inferSelect;

const createdBy = alias(users, 'created_by');
const shippedBy = alias(users, 'shipped_by');
const cancelledBy = alias(users, 'cancelled_by');

/** Everything of a shipment but its label's bytes. */
const listed = {
  id: shipments.id,
  orderId: shipments.orderId,
  service: shipments.service,
  carrier: shipments.carrier,
  state: shipments.state,
  trackingNumber: shipments.trackingNumber,
  trackingUrl: shipments.trackingUrl,
  parcelNumbers: shipments.parcelNumbers,
  hasLabel: sql<boolean>`${shipments.labelPdf} IS NOT NULL`,
  customsDeclared: sql<boolean>`${shipments.customs} IS NOT NULL`,
  weightGrams: shipments.weightGrams,
  priceCents: shipments.priceCents,
  createdAt: shipments.createdAt,
  shippedAt: shipments.shippedAt,
  cancelledAt: shipments.cancelledAt,
  lastError: shipments.lastError,
  order: orders.saleSequence,
  rentalId: shipments.rentalId,
  serial: productVariantInstances.serial,
  name: sql<string>`coalesce(${orders.name}, ${demoRentals.pilotName})`,
  country: sql<string>`coalesce(${orders.country}, ${demoRentals.pilotCountry})`,
  createdBy: createdBy.email,
  shippedBy: shippedBy.email,
  cancelledBy: cancelledBy.email,
};

/** With what each carries: an order, or a demo rental and its unit. */
function selectShipments(db: Db | Tx) {
  return db
    .select(listed)
    .from(shipments)
    .leftJoin(orders, eq(orders.id, shipments.orderId))
    .leftJoin(demoRentals, eq(demoRentals.id, shipments.rentalId))
    .leftJoin(productVariantInstances, eq(productVariantInstances.id, demoRentals.unitId))
    .leftJoin(createdBy, eq(createdBy.id, shipments.createdById))
    .leftJoin(shippedBy, eq(shippedBy.id, shipments.shippedById))
    .leftJoin(cancelledBy, eq(cancelledBy.id, shipments.cancelledById));
}

type ListedRow = Awaited<ReturnType<typeof selectShipments>>[number];

async function linesOf(db: Db | Tx, ids: readonly number[]) {
  if (!ids.length) return new Map<number, Shipment['lines']>();
  const rows = await db
    .select({
      id: shipmentLines.id,
      shipmentId: shipmentLines.shipmentId,
      orderItemId: shipmentLines.orderItemId,
      amount: shipmentLines.amount,
      name: orderItems.longName,
      sku: orderItems.sku,
      position: orderItems.position,
    })
    .from(shipmentLines)
    .innerJoin(orderItems, eq(orderItems.id, shipmentLines.orderItemId))
    .where(inArray(shipmentLines.shipmentId, [...ids]))
    .orderBy(asc(orderItems.position), asc(shipmentLines.id));
  const byShipment = new Map<number, Shipment['lines']>();
  for (const row of rows)
    byShipment.set(row.shipmentId, [
      ...(byShipment.get(row.shipmentId) ?? []),
      {
        id: row.id,
        order_item_id: row.orderItemId,
        name: row.name,
        sku: row.sku,
        amount: row.amount,
      },
    ]);
  return byShipment;
}

function present(row: ListedRow, lines: Shipment['lines']): Shipment {
  return {
    id: row.id,
    order: row.order,
    rental: row.rentalId === null ? null : { id: row.rentalId, serial: row.serial ?? '' },
    name: row.name,
    country: row.country,
    service: row.service as ShipmentService,
    carrier: row.carrier,
    state: row.state,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    parcel_numbers: row.parcelNumbers,
    label_url: row.hasLabel ? shipmentApiPaths.label(row.id) : null,
    customs_declared: row.customsDeclared,
    weight_grams: row.weightGrams,
    price: row.priceCents === null ? null : centsToMoney(row.priceCents),
    created_date: row.createdAt.toISOString(),
    created_by: row.createdBy,
    shipment_date: row.shippedAt?.toISOString() ?? null,
    shipped_by: row.shippedBy,
    cancelled_date: row.cancelledAt?.toISOString() ?? null,
    cancelled_by: row.cancelledBy,
    last_error: row.lastError,
    lines,
  };
}

/** One shipment as staff see it (through `db`, a transaction's too). */
export async function shipmentById(db: Db | Tx, id: number): Promise<Shipment> {
  const [row] = await selectShipments(db).where(eq(shipments.id, id));
  if (!row) throw notFound(`There is no shipment ${id}.`);
  const lines = await linesOf(db, [id]);
  return present(row, lines.get(id) ?? []);
}

/** A page of shipments, newest first, by state, order, rental and carrier. */
export async function listShipments(
  db: Db,
  query: z.output<typeof shipmentsQuerySchema>,
): Promise<ShipmentList> {
  const conditions: SQL[] = [];
  if (query.state) conditions.push(eq(shipments.state, query.state));
  if (query.order) conditions.push(eq(orders.saleSequence, query.order));
  if (query.rental) conditions.push(eq(shipments.rentalId, query.rental));
  if (query.carrier) conditions.push(eq(shipments.carrier, query.carrier));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectShipments(db)
      .where(where)
      .orderBy(desc(shipments.id))
      .limit(SHIPMENTS_PAGE_SIZE)
      .offset((query.page - 1) * SHIPMENTS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(shipments)
      .leftJoin(orders, eq(orders.id, shipments.orderId))
      .where(where),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: SHIPMENTS_PAGE_SIZE,
    results: rows.map((row) => present(row, lines.get(row.id) ?? [])),
  };
}

/**
 * The shipments an order's pages show: booked or shipped ones (not those that failed or were
 * cancelled), oldest first, each with its tracking link.
 */
export async function shipmentsOfOrder(db: Db | Tx, orderId: number): Promise<OrderShipment[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        inArray(shipments.state, ['created', 'cancelling', 'shipped']),
      ),
    )
    .orderBy(asc(shipments.id));
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(shipmentLines)
    .where(
      inArray(
        shipmentLines.shipmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(shipmentLines.id));
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    service: row.service as ShipmentService,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    created_date: row.createdAt.toISOString(),
    shipment_date: row.shippedAt?.toISOString() ?? null,
    lines: lines
      .filter((line) => line.shipmentId === row.id)
      .map((line) => ({ order_item_id: line.orderItemId, amount: line.amount })),
  }));
}

/** The label's PDF, or a 404 when the shipment has none (yet). */
export async function labelOf(db: Db, id: number): Promise<{ pdf: Buffer; name: string }> {
  const [row] = await db
    .select({ pdf: shipments.labelPdf, tracking: shipments.trackingNumber })
    .from(shipments)
    .where(eq(shipments.id, id));
  if (!row?.pdf) throw notFound(`Shipment ${id} has no label.`);
  return { pdf: row.pdf, name: `label-${row.tracking ?? id}.pdf` };
}
