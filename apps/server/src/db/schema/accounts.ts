import { sql } from 'drizzle-orm';
import type { StaffRole } from '@windfamily/contract/permissions';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { priceLists } from './pricing';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored in lower case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** The staff roles given by a superuser (`STAFF_ROLES` of the contract). */
    staffRoles: text('staff_roles')
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{}'`),
    /** Holds a staff role or is a superuser: the back office is open to them. */
    isStaff: boolean('is_staff')
      .notNull()
      .generatedAlwaysAs(sql`cardinality(staff_roles) > 0 OR is_superuser`),
    isReseller: boolean('is_reseller').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    dateJoined: timestamptz('date_joined').notNull().defaultNow(),
    lastLogin: timestamptz('last_login'),
    /** A reseller's prices (null: the shop's). */
    priceListId: integer('price_list_id').references(() => priceLists.id, {
      onDelete: 'set null',
    }),
    /** A business's VAT identification number; with it, no VAT outside the shop's country. */
    vatId: text('vat_id').notNull().default(''),
    /** The business's name (resellers, business customers); '' for a private pilot. */
    company: text('company').notNull().default(''),
    /** Set when the account's personal data was erased (GDPR art. 17); it no longer logs in. */
    erasedAt: timestamptz('erased_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_date_joined_idx').on(t.dateJoined),
    check(
      'users_staff_roles_known',
      sql`${t.staffRoles} <@ ARRAY['sales','accounting','warehouse','content','store']::text[]`,
    ),
  ],
);

/** The account's own address (one per account); orders keep copies of theirs. */
export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  attname: text('attname').notNull().default(''),
  address: text('address').notNull(),
  address2: text('address2').notNull().default(''),
  zipcode: text('zipcode').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  country: text('country').notNull(),
});

/** Server-side sessions; the cookie holds a random key, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
