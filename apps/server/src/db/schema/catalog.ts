import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { images } from './media';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Shop categories: wings, fashion, addons, goodies; `secondhand` holds the Bargains. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  /** Shown among the shop's categories (the second-hand market has a page of its own). */
  listed: boolean('listed').notNull().default(true),
});

export interface SpecRow {
  label: string;
  value: string;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    slogan: text('slogan').notNull().default(''),
    /** Markdown. */
    description: text('description').notNull().default(''),
    /** For search engines and link previews; the slogan when empty. */
    seoDescription: text('seo_description').notNull().default(''),
    specs: jsonb('specs').$type<SpecRow[]>().notNull().default([]),
    /** The names of the options its variants differ in, in order: ['Size'], ['Size', 'Colour']. */
    optionNames: jsonb('option_names').$type<string[]>().notNull().default([]),
    /** The list picture; the first gallery image when unset. */
    thumbnailId: integer('thumbnail_id').references(() => images.id, { onDelete: 'set null' }),
    isNew: boolean('is_new').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Weeks from order to shipping for variants made to order. */
    leadTimeWeeks: integer('lead_time_weeks').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
);

/** The gallery of a product, in order. */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.imageId] })],
);

/**
 * What is actually sold: a size, a size and colour, one second-hand unit. Prices are net, in
 * cents. Stock-tracked variants sell at most `stock`; the others are made to order.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    /** Option values by option name, e.g. { Size: 'M', Colour: 'Sky' }. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    sku: text('sku').notNull().unique(),
    netPrice: integer('net_price').notNull(),
    stockTracked: boolean('stock_tracked').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    /** The fewest units to keep free to sell (0: none): fewer is an open item of the statistics. */
    stockMinimum: integer('stock_minimum').notNull().default(0),
    shippingWeightGrams: integer('shipping_weight_grams').notNull().default(0),
    /** The pilot's all-up weight this size flies at (wings only). */
    weightMinKg: integer('weight_min_kg'),
    weightMaxKg: integer('weight_max_kg'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_variants_stock_minimum_not_negative', sql`${t.stockMinimum} >= 0`),
    check('product_variants_price_not_negative', sql`${t.netPrice} >= 0`),
    check(
      'product_variants_weight_range',
      sql`${t.weightMinKg} IS NULL OR ${t.weightMaxKg} IS NULL OR ${t.weightMinKg} <= ${t.weightMaxKg}`,
    ),
  ],
);

/** A small product offered at a reduced price together with a wing. */
export const goodies = pgTable(
  'goodies',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .unique()
      .references(() => productVariants.id),
    /** Net, in cents. */
    reducedPrice: integer('reduced_price').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('goodies_reduced_price_not_negative', sql`${t.reducedPrice} >= 0`)],
);

/**
 * A second-hand wing: one unique unit, sold through its own variant (stock 1) of the
 * `secondhand` category's product, so the cart treats it like anything else.
 */
export const secondhandItems = pgTable('secondhand_items', {
  id: serial('id').primaryKey(),
  variantId: integer('variant_id')
    .notNull()
    .unique()
    .references(() => productVariants.id),
  /** The wing model, when it is one of ours still in the catalogue. */
  modelProductId: integer('model_product_id').references(() => products.id, {
    onDelete: 'set null',
  }),
  modelName: text('model_name').notNull(),
  size: text('size').notNull(),
  manufacturingDate: date('manufacturing_date', { mode: 'string' }).notNull(),
  condition: text('condition').notNull(),
  hoursFlown: integer('hours_flown').notNull().default(0),
  /** Markdown. */
  description: text('description').notNull().default(''),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const secondhandImages = pgTable(
  'secondhand_images',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => secondhandItems.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.imageId] })],
);
