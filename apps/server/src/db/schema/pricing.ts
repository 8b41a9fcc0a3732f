import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories, productVariants, products } from './catalog';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A reseller's prices: a percentage off every net price, or a net price per variant (which
 * wins over the percentage). Assigned to accounts through `users.price_list_id`.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** Hundredths of a percent: 1500 is 15 %. */
    percentOffBp: integer('percent_off_bp').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('price_lists_percent_range', sql`${t.percentOffBp} >= 0 AND ${t.percentOffBp} <= 10000`),
  ],
);

export const priceListPrices = pgTable(
  'price_list_prices',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Net, in cents. */
    netPrice: integer('net_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.variantId] }),
    check('price_list_prices_not_negative', sql`${t.netPrice} >= 0`),
  ],
);

/**
 * A promo code: a percentage or an amount off, optionally only on some categories or
 * products, within dates, uses and a minimum order value.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** As staff typed it; matched without regard to case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    /** Hundredths of a percent (kind percent). */
    percentOffBp: integer('percent_off_bp'),
    /** Cents off what the customer pays, VAT included (kind amount). */
    amountOff: integer('amount_off'),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    maxUses: integer('max_uses'),
    maxUsesPerAccount: integer('max_uses_per_account'),
    /** Gross cents of the cart's items before the discount. */
    minOrderValue: integer('min_order_value'),
    active: boolean('active').notNull().default(true),
    /** Orders placed with the code. */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(sql`lower(${t.code})`),
    check(
      'promo_codes_value',
      sql`(${t.kind} = 'percent' AND ${t.percentOffBp} BETWEEN 1 AND 10000 AND ${t.amountOff} IS NULL) OR (${t.kind} = 'amount' AND ${t.amountOff} > 0 AND ${t.percentOffBp} IS NULL)`,
    ),
    check(
      'promo_codes_uses_within_limit',
      sql`${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses}`,
    ),
  ],
);

/** A code limited to some categories and/or products applies to those lines only. */
export const promoCodeCategories = pgTable(
  'promo_code_categories',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.categoryId] })],
);

export const promoCodeProducts = pgTable(
  'promo_code_products',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.productId] })],
);

/** One use of a code by an order; counts against the per-account limit. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower case; also counts uses of guests with the account's address. */
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('promo_code_uses_code_user_idx').on(t.promoCodeId, t.userId),
    index('promo_code_uses_code_email_idx').on(t.promoCodeId, t.email),
  ],
);

/**
 * Net shipping price per zone (see modules/shipping/zones.ts), delivery method and box: wings
 * travel in a big box, everything else in a parcel.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    zone: text('zone').notNull(),
    method: text('method').notNull(),
    box: text('box').$type<'parcel' | 'wing'>().notNull(),
    netPrice: integer('net_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zone, t.method, t.box] }),
    check('shipping_rates_not_negative', sql`${t.netPrice} >= 0`),
  ],
);
