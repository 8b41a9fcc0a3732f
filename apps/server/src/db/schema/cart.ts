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
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { goodies, productVariants } from './catalog';
import { colorCombos } from './colorpicker';
import { promoCodes } from './pricing';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The address as the cart keeps it: the country at least; the rest comes at checkout. */
export interface CartAddress {
  country: string;
  [field: string]: string;
}

/**
 * A shopping cart: a visitor's (found by the SHA-256 of the `cartid` cookie) or an account's
 * (one per account). Lines reference variants; prices are never stored, always computed.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').unique(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The country prices are shown for (the country popup). */
    country: text('country').notNull(),
    address: jsonb('address').$type<CartAddress>(),
    deliveryMethod: text('delivery_method').notNull().default('standard'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, {
      onDelete: 'set null',
    }),
    comment: text('comment').notNull().default(''),
    /** Bumped by every change: a change that read another version starts again. */
    version: integer('version').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('carts_owner', sql`${t.keyHash} IS NOT NULL OR ${t.userId} IS NOT NULL`),
    index('carts_updated_idx').on(t.updatedAt),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    amount: integer('amount').notNull(),
    goodieId: integer('goodie_id').references(() => goodies.id),
    /** The pilot's colours for a wing; deleting the combo takes the line with it. */
    colorComboSlug: text('color_combo_slug').references(() => colorCombos.slug, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The same thing added twice is one line with a bigger amount.
    unique('cart_items_same_thing')
      .on(t.cartId, t.variantId, t.goodieId, t.colorComboSlug)
      .nullsNotDistinct(),
    check('cart_items_amount_positive', sql`${t.amount} >= 1`),
  ],
);
