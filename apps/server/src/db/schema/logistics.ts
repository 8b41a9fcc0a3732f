import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  LocationKind,
  MoveState,
  ReservationState,
  StockCheckState,
} from '@windfamily/contract/logistics';
import { users } from './accounts';
import { productVariants } from './catalog';
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
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('stock_moves_variant_idx').on(t.variantId, t.id),
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
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
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
