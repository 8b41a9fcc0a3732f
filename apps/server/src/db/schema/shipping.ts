import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ShipmentState } from '@windfamily/contract/shipments';
import { bytea } from './accounting';
import { users } from './accounts';
import { orderItems, orders } from './orders';
import { demoRentals } from './rentals';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The customs declaration a shipment was booked with (see shipping/carriers/customs.ts). */
export interface ShipmentCustoms {
  invoiceNumber: string;
  invoiceDate: string;
  exportReason: string;
  currency: string;
  incoterm?: 'DAP' | 'DDP';
  lines: {
    description: string;
    hsCode: string;
    originCountry: string;
    quantity: number;
    unitValueCents: number;
    netWeightGrams: number;
  }[];
}

/**
 * Parcels of an order, or the demo wing of a rental, booked with a carrier: written `pending`
 * before the carrier is called (so that a retry finds it and never books twice), `created`
 * with its label, then `shipped` (handed over: its units left the stock) or `cancelled`;
 * `failed` when the carrier refused. Exactly one of `order_id` and `rental_id` is set. The
 * states are in docs/decisions/0025-shipments.md.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    /** The order whose lines it carries (`shipment_lines`); null for a rental's. */
    orderId: integer('order_id').references(() => orders.id),
    /** The demo rental whose wing it carries to the pilot; null for an order's. */
    rentalId: integer('rental_id').references(() => demoRentals.id),
    /** `standard`, `express`: the carrier's service as `create_shipment/{service}` names it. */
    service: text('service').notNull(),
    /** The carrier's id (`stand-in`, `dhl-express`). */
    carrier: text('carrier').notNull(),
    state: text('state').$type<ShipmentState>().notNull().default('pending'),
    /** The client's key of the request (`Idempotency-Key`): the same key answers this shipment. */
    idempotencyKey: text('idempotency_key'),
    /** The carrier's id of the shipment, what cancelling takes. */
    carrierShipmentId: text('carrier_shipment_id'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** One per parcel. */
    parcelNumbers: jsonb('parcel_numbers').$type<string[]>().notNull().default([]),
    labelPdf: bytea('label_pdf'),
    /** The declaration given to the carrier; null inside the EU's customs territory. */
    customs: jsonb('customs').$type<ShipmentCustoms>(),
    /** Gross weight of the parcel, packaging included. */
    weightGrams: integer('weight_grams').notNull(),
    /** The carrier's price for the shop, in cents, when it answered rates. */
    priceCents: integer('price_cents'),
    /** When the last call to the carrier began: a pending shipment older than a while is stale. */
    bookingStartedAt: timestamptz('booking_started_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    shippedAt: timestamptz('shipped_at'),
    shippedById: integer('shipped_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledById: integer('cancelled_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** What the carrier said when it last refused or failed, for staff. */
    lastError: text('last_error'),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    index('shipments_state_idx').on(t.state, t.id),
    index('shipments_carrier_idx').on(t.carrier, t.id),
    index('shipments_rental_idx').on(t.rentalId),
    unique('shipments_idempotency_key').on(t.orderId, t.idempotencyKey),
    unique('shipments_rental_idempotency_key').on(t.rentalId, t.idempotencyKey),
    /** A rental's wing travels in one parcel at a time. */
    uniqueIndex('shipments_rental_live')
      .on(t.rentalId)
      .where(sql`${t.state} IN ('pending', 'created', 'cancelling', 'shipped')`),
    check('shipments_subject', sql`(${t.orderId} IS NULL) <> (${t.rentalId} IS NULL)`),
    check(
      'shipments_state',
      sql`${t.state} IN ('pending', 'created', 'cancelling', 'shipped', 'cancelled', 'failed')`,
    ),
    check('shipments_weight_positive', sql`${t.weightGrams} > 0`),
    check(
      'shipments_booked',
      sql`${t.state} IN ('pending', 'failed') OR (${t.state} = 'cancelled' AND ${t.trackingNumber} IS NULL) OR (${t.trackingNumber} IS NOT NULL AND ${t.labelPdf} IS NOT NULL)`,
    ),
    check('shipments_shipped_at', sql`(${t.state} = 'shipped') = (${t.shippedAt} IS NOT NULL)`),
    check(
      'shipments_cancelled_at',
      sql`(${t.state} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`,
    ),
  ],
);

/** How many of an order line's units a shipment carries. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    unique('shipment_lines_item').on(t.shipmentId, t.orderItemId),
    index('shipment_lines_item_idx').on(t.orderItemId),
    check('shipment_lines_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The stand-in carrier's parcels (docs/decisions/0023-carriers.md), kept where the shop keeps
 * its data so that a restart of the app forgets none: cancelling, tracking and its pages work
 * for labels booked before. Only the stand-in writes here; a real carrier keeps its own.
 */
export const standInParcels = pgTable(
  'stand_in_parcels',
  {
    /** The stand-in's shipment id (`shp_…`), what cancelling takes. */
    shipmentId: text('shipment_id').primaryKey(),
    /** Its parcel numbers, each a tracking number. */
    parcelNumbers: jsonb('parcel_numbers').$type<string[]>().notNull(),
    /** The shipment as the stand-in keeps it: service, recipient, parcels, status, events. */
    shipment: jsonb('shipment').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('stand_in_parcels_numbers_idx').using('gin', t.parcelNumbers)],
);
