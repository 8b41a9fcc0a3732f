import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { images } from './media';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---------------------------------------------------------------------------
// Content: pages, content blocks, downloads.
// ---------------------------------------------------------------------------

/** Ordered content blocks shown together: the home page's, a landing page's. */
export const contentBlockCollections = pgTable('content_block_collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** What staff call it in the back office. */
  name: text('name').notNull().default(''),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A Markdown page at `/{slug}`; `main_page` is the home page (its blocks, no route). */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Markdown, rendered in the browser (no raw HTML). */
  content: text('content').notNull().default(''),
  /** For search engines and link previews. */
  seoDescription: text('seo_description').notNull().default(''),
  /** The blocks the page shows under its content (the home page's: the blocks of `main_page`). */
  blockCollectionId: integer('block_collection_id').references(() => contentBlockCollections.id, {
    onDelete: 'set null',
  }),
  published: boolean('published').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => contentBlockCollections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    /** Where the block leads when clicked: a path of the site or an http(s) URL; '' for none. */
    link: text('link').notNull().default(''),
    /**
     * An MP4 or WebM file (a path of the site or an https URL), shown with the block's first
     * picture as its poster; '' for none.
     */
    video: text('video').notNull().default(''),
  },
  (t) => [index('content_blocks_collection').on(t.collectionId, t.position)],
);

/**
 * A block's picture with its styling: CSS declarations only (checked on save), for every
 * width, below 900 px and from 900 px (SPEC.md: styling_options).
 */
export const contentBlockImages = pgTable(
  'content_block_images',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => contentBlocks.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull().default(0),
    css: text('css').notNull().default(''),
    cssMobile: text('css_mobile').notNull().default(''),
    cssDesktop: text('css_desktop').notNull().default(''),
  },
  (t) => [index('content_block_images_block').on(t.blockId, t.position)],
);

/** A download: a line plan, a manual, a certificate, stored under a generated name. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** What it belongs to: a wing model's name, 'Manuals', 'Certificates'... */
    groupName: text('group_name').notNull(),
    /** What kind of document: 'Line plan', 'Manual', 'Certificate'... */
    kind: text('kind').notNull().default(''),
    /** The stored file's generated name under the media directory's `files/`. */
    storedName: text('stored_name').notNull().unique(),
    /** The name it downloads under. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('files_size', sql`${t.sizeBytes} >= 0`)],
);

// ---------------------------------------------------------------------------
// Blog and social posts.
// ---------------------------------------------------------------------------

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** A sentence or two for the list and link previews. */
    teaser: text('teaser').notNull().default(''),
    /** Markdown. */
    body: text('body').notNull().default(''),
    coverImageId: integer('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    /** The post's date, as shown (staff may date a post back). */
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('blog_posts_published').on(t.published, t.createdAt)],
);

/** A post of the maker's social account, entered by staff (the site never calls the network). */
export const socialPosts = pgTable('social_posts', {
  id: serial('id').primaryKey(),
  imageId: integer('image_id')
    .notNull()
    .references(() => images.id),
  caption: text('caption').notNull().default(''),
  /** The post on the social network: an https URL. */
  link: text('link').notNull(),
  postedOn: date('posted_on', { mode: 'string' }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// Family: legends, armada, team pilots (Ambassadors), family, staff.
// ---------------------------------------------------------------------------

export const familyGroups = pgTable('family_groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Markdown, shown above the members. */
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export interface MemberLink {
  label: string;
  url: string;
}

export const familyMembers = pgTable(
  'family_members',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    groupId: integer('group_id')
      .notNull()
      .references(() => familyGroups.id),
    name: text('name').notNull(),
    photoImageId: integer('photo_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** 'Test pilot', 'Ambassador', 'Workshop'... */
    role: text('role').notNull().default(''),
    location: text('location').notNull().default(''),
    /** The wings they fly, by name as shown. */
    wings: jsonb('wings').$type<string[]>().notNull().default([]),
    /** Markdown. */
    bio: text('bio').notNull().default(''),
    links: jsonb('links').$type<MemberLink[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('family_members_group').on(t.groupId, t.position)],
);

// ---------------------------------------------------------------------------
// Newsletter.
// ---------------------------------------------------------------------------

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * A newsletter address, double opt-in: `pending` until the mailed link is followed. The
 * secret is in that link and in every newsletter's unsubscribe link.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    status: text('status').$type<SubscriberStatus>().notNull().default('pending'),
    secret: text('secret').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [check('newsletter_status', sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`)],
);
