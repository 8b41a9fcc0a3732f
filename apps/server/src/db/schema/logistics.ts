import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderedCombo } from '@windfamily/contract/colorpicker';
import type {
  LocationKind,
  MoveState,
  ReservationState,
  StockCheckState,
} from '@windfamily/contract/logistics';
import type {
  PurchaseOrderLinePurpose,
  PurchaseOrderLineState,
  PurchaseOrderState,
  UnitEventDetails,
  UnitEventKind,
  UnitState,
} from '@windfamily/contract/production';
import { bytea } from './accounting';
import { users } from './accounts';
import { products, productVariants } from './catalog';
import { orderItems, orders } from './orders';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Where units are, or come from and go to, as a tree (the warehouse and its shelves, the
 * factory, customers, the demo fleet, repair, losses). `sellable` and `virtual` follow from the
 * kind (see the contract's LOCATION_KIND_RULES); they are columns so that the levels can
 * carry `virtual` and the availability can sum the sellable ones.
 */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => stockLocations.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').$type<LocationKind>().notNull(),
    sellable: boolean('sellable').notNull(),
    virtual: boolean('virtual').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('stock_locations_id_virtual').on(t.id, t.virtual),
    check(
      'stock_locations_kind',
      sql`${t.kind} IN ('internal', 'production', 'supplier', 'customer', 'demo', 'repair', 'loss')`,
    ),
    check('stock_locations_sellable', sql`${t.sellable} = (${t.kind} = 'internal')`),
    check(
      'stock_locations_virtual',
      sql`${t.virtual} = (${t.kind} IN ('production', 'supplier', 'customer', 'loss'))`,
    ),
  ],
);

/**
 * Units of a variant at a location: the sum of the finished moves into it less those out of
 * it, kept in the transaction that finishes each move. A real location never holds fewer
 * than none; `virtual` is the location's, held here for that check.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    locationId: integer('location_id').notNull(),
    virtual: boolean('virtual').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.locationId] }),
    foreignKey({
      name: 'stock_levels_location_fk',
      columns: [t.locationId, t.virtual],
      foreignColumns: [stockLocations.id, stockLocations.virtual],
    }),
    index('stock_levels_location_idx').on(t.locationId),
    check('stock_levels_real_not_negative', sql`${t.virtual} OR ${t.quantity} >= 0`),
  ],
);

/**
 * Units of a variant going from one location to another: draft, started, then finished (the
 * ledger) or cancelled. A finished move is never changed; it is undone by its reverse.
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    amount: integer('amount').notNull(),
    fromLocationId: integer('from_location_id')
      .notNull()
      .references(() => stockLocations.id),
    toLocationId: integer('to_location_id')
      .notNull()
      .references(() => stockLocations.id),
    state: text('state').$type<MoveState>().notNull().default('draft'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    cancelledAt: timestamptz('cancelled_at'),
    orderId: integer('order_id').references(() => orders.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'set null',
    }),
    reservationId: integer('reservation_id').references((): AnyPgColumn => stockReservations.id),
    /** The finished move this one undoes: at most one reverse per move. */
    reversesId: integer('reverses_id')
      .unique()
      .references((): AnyPgColumn => stockMoves.id),
    stockCheckId: integer('stock_check_id').references((): AnyPgColumn => stockChecks.id),
    /** The serial-numbered unit this move carries (then its amount is 1). */
    unitId: integer('unit_id').references((): AnyPgColumn => productVariantInstances.id),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('stock_moves_variant_idx').on(t.variantId, t.id),
    index('stock_moves_unit_idx').on(t.unitId),
    check('stock_moves_unit_one', sql`${t.unitId} IS NULL OR ${t.amount} = 1`),
    index('stock_moves_from_idx').on(t.fromLocationId, t.id),
    index('stock_moves_to_idx').on(t.toLocationId, t.id),
    index('stock_moves_order_idx').on(t.orderId),
    index('stock_moves_order_item_idx').on(t.orderItemId),
    index('stock_moves_state_idx').on(t.state, t.id),
    check('stock_moves_amount_positive', sql`${t.amount} > 0`),
    check('stock_moves_two_places', sql`${t.fromLocationId} <> ${t.toLocationId}`),
    check('stock_moves_state', sql`${t.state} IN ('draft', 'started', 'finished', 'cancelled')`),
    check(
      'stock_moves_finished_at',
      sql`(${t.state} = 'finished') = (${t.finishedAt} IS NOT NULL)`,
    ),
    check(
      'stock_moves_cancelled_at',
      sql`(${t.state} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * Units held for an order line until it ships (`consumed`), the order is cancelled or staff
 * let go (`released`), or `reserved_until` passes (`expired`: an active row past its time
 * already holds nothing; the periodic task only writes the state down).
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    amount: integer('amount').notNull(),
    /** Held at this sellable location; null: anywhere the shop sells from. */
    locationId: integer('location_id').references(() => stockLocations.id),
    orderId: integer('order_id').references(() => orders.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'set null',
    }),
    state: text('state').$type<ReservationState>().notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    reservedUntil: timestamptz('reserved_until'),
    endedAt: timestamptz('ended_at'),
    /** The one serial-numbered unit held (then its amount is 1); null: any units of the variant. */
    unitId: integer('unit_id').references((): AnyPgColumn => productVariantInstances.id),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    uniqueIndex('stock_reservations_unit_active')
      .on(t.unitId)
      .where(sql`${t.state} = 'active' AND ${t.unitId} IS NOT NULL`),
    check('stock_reservations_unit_one', sql`${t.unitId} IS NULL OR ${t.amount} = 1`),
    index('stock_reservations_active_idx')
      .on(t.variantId)
      .where(sql`${t.state} = 'active'`),
    index('stock_reservations_order_idx').on(t.orderId),
    index('stock_reservations_until_idx')
      .on(t.reservedUntil)
      .where(sql`${t.state} = 'active' AND ${t.reservedUntil} IS NOT NULL`),
    check('stock_reservations_amount_positive', sql`${t.amount} > 0`),
    check(
      'stock_reservations_state',
      sql`${t.state} IN ('active', 'expired', 'consumed', 'released')`,
    ),
    check('stock_reservations_ended_at', sql`(${t.state} = 'active') = (${t.endedAt} IS NULL)`),
  ],
);

/** A count of one location, line by line; applying it books the differences. */
export const stockChecks = pgTable(
  'stock_checks',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    state: text('state').$type<StockCheckState>().notNull().default('open'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    appliedAt: timestamptz('applied_at'),
    cancelledAt: timestamptz('cancelled_at'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('stock_checks_location_idx').on(t.locationId, t.id),
    check('stock_checks_state', sql`${t.state} IN ('open', 'applied', 'cancelled')`),
  ],
);

export const stockCheckLines = pgTable(
  'stock_check_lines',
  {
    id: serial('id').primaryKey(),
    checkId: integer('check_id')
      .notNull()
      .references(() => stockChecks.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    /** The level when the check began. */
    expected: integer('expected').notNull(),
    counted: integer('counted'),
    countedAt: timestamptz('counted_at'),
  },
  (t) => [
    unique('stock_check_lines_variant').on(t.checkId, t.variantId),
    check('stock_check_lines_counted', sql`${t.counted} IS NULL OR ${t.counted} >= 0`),
  ],
);

// ---------------------------------------------------------------------------
// Production: purchase orders to the factory, their lines (a wing each) and the
// serial-numbered units they make (docs/decisions/0024-production-and-units.md).
// ---------------------------------------------------------------------------

/** An order to the factory: draft, sent (prepared, its PDF kept), finished (received) or cancelled. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    /** `PO-2026-0007`: the year it was made and its id. */
    number: text('number').notNull().unique(),
    state: text('state').$type<PurchaseOrderState>().notNull().default('draft'),
    note: text('note').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamptz('sent_at'),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order as sent to the factory. */
    pdf: bytea('pdf'),
    finishedAt: timestamptz('finished_at'),
    finishedById: integer('finished_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledById: integer('cancelled_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('purchase_orders_state_idx').on(t.state, t.id),
    check('purchase_orders_state', sql`${t.state} IN ('draft', 'sent', 'finished', 'cancelled')`),
    check(
      'purchase_orders_sent_at',
      sql`${t.state} = 'draft' OR ${t.state} = 'cancelled' OR ${t.sentAt} IS NOT NULL`,
    ),
    check(
      'purchase_orders_finished_at',
      sql`(${t.state} = 'finished') = (${t.finishedAt} IS NOT NULL)`,
    ),
    check(
      'purchase_orders_cancelled_at',
      sql`(${t.state} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * One wing to sew: for an order line (its size and colours copied from it), for stock or for
 * the demo fleet. An order line of N wings is on at most N lines that are not cancelled (one per
 * wing; the purchase-order service counts them under the order line's lock).
 */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    position: integer('position').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    purpose: text('purpose').$type<PurchaseOrderLinePurpose>().notNull(),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'set null',
    }),
    /** The size as ordered (the variant's `Size` option for stock and demo wings). */
    size: text('size').notNull().default(''),
    /** The colours per zone as ordered, with cloth codes; null: the variant's standard colours. */
    colors: jsonb('colors').$type<OrderedCombo>(),
    note: text('note').notNull().default(''),
    state: text('state').$type<PurchaseOrderLineState>().notNull().default('open'),
    requestedFinishOn: date('requested_finish_on', { mode: 'string' }),
    confirmedFinishOn: date('confirmed_finish_on', { mode: 'string' }),
    actualFinishOn: date('actual_finish_on', { mode: 'string' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    preparedAt: timestamptz('prepared_at'),
    preparedById: integer('prepared_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.purchaseOrderId, t.position),
    index('purchase_order_lines_order_item_idx')
      .on(t.orderItemId)
      .where(sql`${t.orderItemId} IS NOT NULL`),
    check('purchase_order_lines_purpose', sql`${t.purpose} IN ('order', 'stock', 'demo')`),
    check(
      'purchase_order_lines_state',
      sql`${t.state} IN ('open', 'prepared', 'finished', 'cancelled')`,
    ),
    check(
      'purchase_order_lines_prepared_at',
      sql`${t.state} IN ('open', 'cancelled') OR ${t.preparedAt} IS NOT NULL`,
    ),
  ],
);

/**
 * One serial-numbered wing. Its secret (the last part of its QR page's address) is kept only
 * as a SHA-256 hash. `order_item_id`: the order line it was made for or sold with, whose
 * customer owns it.
 */
export const productVariantInstances = pgTable(
  'product_variant_instances',
  {
    id: serial('id').primaryKey(),
    serial: text('serial').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    secretIssuedAt: timestamptz('secret_issued_at').notNull().defaultNow(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    colors: jsonb('colors').$type<OrderedCombo>(),
    purchaseOrderLineId: integer('purchase_order_line_id')
      .unique()
      .references(() => purchaseOrderLines.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'set null',
    }),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    state: text('state').$type<UnitState>().notNull().default('in_production'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    producedOn: date('produced_on', { mode: 'string' }),
    flyingSince: date('flying_since', { mode: 'string' }),
    hoursFlown: numeric('hours_flown', { precision: 7, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
    /** Hours flown at the last check: the check clock counts from there. */
    hoursAtLastCheck: numeric('hours_at_last_check', { precision: 7, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
    lastCheckOn: date('last_check_on', { mode: 'string' }),
  },
  (t) => [
    index('product_variant_instances_variant_idx').on(t.variantId, t.id),
    index('product_variant_instances_location_idx').on(t.locationId, t.id),
    index('product_variant_instances_order_item_idx').on(t.orderItemId),
    check(
      'product_variant_instances_state',
      sql`${t.state} IN ('in_production', 'in_stock', 'delivered', 'demo', 'repair', 'lost', 'void')`,
    ),
    check(
      'product_variant_instances_hours',
      sql`${t.hoursFlown} >= 0 AND ${t.hoursAtLastCheck} >= 0`,
    ),
  ],
);

/** What happened to a unit: made, moved, shipped, owned, lent, checked. */
export const productVariantInstanceEvents = pgTable(
  'product_variant_instance_events',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => productVariantInstances.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UnitEventKind>().notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    byId: integer('by_id').references(() => users.id, { onDelete: 'set null' }),
    moveId: integer('move_id').references(() => stockMoves.id),
    details: jsonb('details').$type<UnitEventDetails>().notNull().default({}),
  },
  (t) => [
    index('product_variant_instance_events_unit_idx').on(t.unitId, t.at),
    check(
      'product_variant_instance_events_kind',
      sql`${t.kind} IN ('production', 'move', 'shipment', 'owner', 'rental', 'check', 'hours', 'flying_since', 'label')`,
    ),
  ],
);

/** A model's own check interval; without a row: 24 months or 100 hours, whichever comes first. */
export const productCheckIntervals = pgTable(
  'product_check_intervals',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    hours: integer('hours').notNull(),
  },
  (t) => [check('product_check_intervals_positive', sql`${t.months} > 0 AND ${t.hours} > 0`)],
);
