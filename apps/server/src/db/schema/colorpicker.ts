import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ComboColors, TemplateView } from '@windfamily/contract/colorpicker';
import { users } from './accounts';
import { products } from './catalog';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---------------------------------------------------------------------------
// The colour picker: the workshop's cloth palette, a template per customisable model, and
// the colour combos pilots save.
// ---------------------------------------------------------------------------

/** A cloth the workshop sews with, by the code on its roll. */
export const clothColors = pgTable(
  'cloth_colors',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** sRGB, `#rrggbb`. */
    hex: text('hex').notNull(),
    /** Can be ordered now; a cloth no longer stocked stays for the combos that used it. */
    available: boolean('available').notNull().default(true),
    fluorescent: boolean('fluorescent').notNull().default(false),
    /** UV fastness, 1 (fades fastest) to 5. */
    uvGrade: integer('uv_grade').notNull().default(4),
    position: integer('position').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('cloth_colors_uv_grade', sql`${t.uvGrade} BETWEEN 1 AND 5`),
    check('cloth_colors_hex', sql`${t.hex} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/** A model the picker offers: its drawing, top and bottom, in named zones. */
export const colorpickerModels = pgTable('colorpicker_models', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  views: jsonb('views').$type<TemplateView[]>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const colorpickerZones = pgTable(
  'colorpicker_zones',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => colorpickerModels.productId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    surface: text('surface').notNull(),
    /** The zone on the other side of the wing that must carry the same colour. */
    mirrorKey: text('mirror_key'),
    position: integer('position').notNull().default(0),
    defaultCode: text('default_code')
      .notNull()
      .references(() => clothColors.code),
  },
  (t) => [
    unique('colorpicker_zones_key').on(t.productId, t.key),
    check('colorpicker_zones_surface', sql`${t.surface} IN ('top', 'bottom')`),
  ],
);

/** The cloths a zone may be sewn in. */
export const colorpickerZoneColors = pgTable(
  'colorpicker_zone_colors',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => colorpickerZones.id, { onDelete: 'cascade' }),
    clothCode: text('cloth_code')
      .notNull()
      .references(() => clothColors.code),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.clothCode] })],
);

/** A ready-made design of a model (`standard`, `team`...): zone key to cloth code. */
export const colorpickerPresets = pgTable(
  'colorpicker_presets',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => colorpickerModels.productId, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    colors: jsonb('colors').$type<ComboColors>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('colorpicker_presets_slug').on(t.productId, t.slug)],
);

/**
 * A design a pilot saved, public by its unguessable slug. It belongs to an account or to the
 * visitor holding the `cartid` cookie (by its SHA-256, as the cart keeps it) until that
 * visitor logs in. Once ordered it never changes: the workshop sews what was ordered.
 */
export const colorCombos = pgTable(
  'color_combos',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    colors: jsonb('colors').$type<ComboColors>().notNull(),
    // An ordered combo outlives its owner's account: the order still shows what was sewn.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorKeyHash: text('visitor_key_hash'),
    /** The rendered picture: `/media/combos/{image_key}.webp` and `.png`. */
    imageKey: text('image_key').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    orderedAt: timestamptz('ordered_at'),
  },
  (t) => [
    index('color_combos_user_idx').on(t.userId, t.createdAt.desc()),
    index('color_combos_visitor_idx')
      .on(t.visitorKeyHash)
      .where(sql`${t.visitorKeyHash} IS NOT NULL`),
    check('color_combos_one_owner', sql`${t.userId} IS NULL OR ${t.visitorKeyHash} IS NULL`),
  ],
);
