import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PilotKind, RentalRequestState, RentalState } from '@windfamily/contract/rentals';
import { users } from './accounts';
import { products } from './catalog';
import { productVariantInstances } from './logistics';
import { orders } from './orders';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---------------------------------------------------------------------------
// Demo rentals (docs/decisions/0026-demo-rentals.md). Two rentals of one unit that are not
// cancelled never overlap, with RENTAL_GAP_DAYS between them: an exclusion constraint the
// migration adds by hand (`demo_rentals_no_overlap`), as the schema cannot declare it.
// ---------------------------------------------------------------------------

/** A request from the public to try a wing ("Try our Wings"): open until booked or declined. */
export const demoRentalRequests = pgTable(
  'demo_rental_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    size: text('size').notNull().default(''),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull(),
    message: text('message').notNull().default(''),
    state: text('state').$type<RentalRequestState>().notNull().default('open'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    handledAt: timestamptz('handled_at'),
    handledById: integer('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('demo_rental_requests_state_idx').on(t.state, t.id),
    check('demo_rental_requests_state', sql`${t.state} IN ('open', 'booked', 'declined')`),
  ],
);

/** One unit of the demo fleet lent to a pilot or a flight school for a period. */
export const demoRentals = pgTable(
  'demo_rentals',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => productVariantInstances.id),
    state: text('state').$type<RentalState>().notNull().default('booked'),
    /** The pilot's account, when they have one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    pilotKind: text('pilot_kind').$type<PilotKind>().notNull().default('pilot'),
    pilotName: text('pilot_name').notNull(),
    pilotEmail: text('pilot_email').notNull(),
    pilotPhone: text('pilot_phone').notNull(),
    pilotAddress: text('pilot_address').notNull(),
    pilotZipcode: text('pilot_zipcode').notNull(),
    pilotCity: text('pilot_city').notNull(),
    pilotCountry: text('pilot_country').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Net cents. */
    fee: integer('fee').notNull().default(0),
    note: text('note').notNull().default(''),
    requestId: integer('request_id').references(() => demoRentalRequests.id),
    /** The order for the rental's fee. */
    feeOrderId: integer('fee_order_id').references(() => orders.id),
    /** The order selling the wing to the pilot. */
    saleOrderId: integer('sale_order_id').references(() => orders.id),
    hoursFlown: numeric('hours_flown', { precision: 7, scale: 1, mode: 'number' }),
    condition: text('condition').notNull().default(''),
    inspected: boolean('inspected').notNull().default(false),
    inspectionNote: text('inspection_note').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamptz('sent_at'),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    returnedOn: date('returned_on', { mode: 'string' }),
    returnedById: integer('returned_by_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamptz('closed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledById: integer('cancelled_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('demo_rentals_unit_idx').on(t.unitId, t.startsOn),
    index('demo_rentals_state_idx').on(t.state, t.id),
    index('demo_rentals_period_idx').on(t.startsOn, t.endsOn),
    check(
      'demo_rentals_state',
      sql`${t.state} IN ('booked', 'out', 'returned', 'closed', 'cancelled')`,
    ),
    check('demo_rentals_period', sql`${t.endsOn} >= ${t.startsOn}`),
    check('demo_rentals_fee', sql`${t.fee} >= 0`),
    check('demo_rentals_pilot_kind', sql`${t.pilotKind} IN ('pilot', 'school')`),
    check('demo_rentals_hours', sql`${t.hoursFlown} IS NULL OR ${t.hoursFlown} >= 0`),
    check(
      'demo_rentals_cancelled_at',
      sql`(${t.state} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`,
    ),
    check(
      'demo_rentals_returned_on',
      sql`${t.state} NOT IN ('returned') OR ${t.returnedOn} IS NOT NULL`,
    ),
  ],
);

/**
 * How the hours flown lower the price of a demo wing sold: one row (id 1), set by staff;
 * without it, DEFAULT_DEMO_SALE_RULE.
 */
export const demoSaleRules = pgTable(
  'demo_sale_rules',
  {
    id: integer('id').primaryKey().default(1),
    percentPer10Hours: numeric('percent_per_10_hours', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    maxPercent: numeric('max_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('demo_sale_rules_one', sql`${t.id} = 1`),
    check(
      'demo_sale_rules_percent',
      sql`${t.percentPer10Hours} BETWEEN 0 AND 100 AND ${t.maxPercent} BETWEEN 0 AND 100`,
    ),
  ],
);
