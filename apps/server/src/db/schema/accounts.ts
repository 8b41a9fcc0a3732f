import { sql } from 'drizzle-orm';
import {
  boolean,
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
    isStaff: boolean('is_staff').notNull().default(false),
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
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
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
