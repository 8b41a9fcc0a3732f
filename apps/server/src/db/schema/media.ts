import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * An uploaded (or seeded) picture. The original is not kept: sharp renders it once into webp
 * and a fallback format in a few widths, under `media/images/{key}/{width}.{ext}`. The files
 * are stored once per picture; a record is kept per picture and alt text, so the same file
 * uploaded for two products keeps the alt text each was given.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    /** The generated folder name: a hash of the source. */
    key: text('key').notNull(),
    originalName: text('original_name').notNull().default(''),
    /** Size of the largest rendition. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths rendered, ascending. */
    widths: jsonb('widths').$type<number[]>().notNull(),
    /** `png` for pictures with transparency, else `jpg`. */
    fallbackFormat: text('fallback_format').$type<'png' | 'jpg'>().notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('images_same_picture').on(t.key, t.alt)],
);
