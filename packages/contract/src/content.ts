import { z } from 'zod';
import { emailField } from './accounts';
import { imageSchema } from './catalog';

// The content system: Markdown pages, content blocks, downloads (SPEC.md sections 3 and 7).

/** A page's or collection's slug: lower-case letters, digits, `-` and `_`. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const contentSlugSchema = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field is required.')
  .max(80, 'at most 80 characters!')
  .regex(CONTENT_SLUG_PATTERN, 'lower-case letters, digits, - and _ only');

export { MAIN_PAGE_SLUG } from './api-paths';

// ---------------------------------------------------------------------------
// Styling options: CSS declarations only.
// ---------------------------------------------------------------------------

/** The longest CSS a block's picture may carry, per width. */
export const STYLING_MAX_LENGTH = 1000;

const DECLARATION = /^-?[a-z][a-z0-9-]*\s*:\s*[^;]+$/i;

/**
 * Why `css` is not a list of plain CSS declarations (`object-position: top; opacity: .9`),
 * or null when it is. Anything that could leave the element's style or load something is
 * refused: braces, at-rules, comments, escapes, angle brackets, quotes, `url(`,
 * `expression(`, `image-set(` and `@import`.
 */
export function stylingError(css: string): string | null {
  if (css.length > STYLING_MAX_LENGTH) return `at most ${STYLING_MAX_LENGTH} characters!`;
  if (/[{}<>@\\"'`]|\/\*|\*\//.test(css))
    return 'only CSS declarations, without braces, quotes, comments or at-rules';
  if (/\b(?:url|expression|image-set|image|element|paint|env)\s*\(/i.test(css))
    return 'no url(), image() or expression() in styling';
  const declarations = css
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = declarations.find((declaration) => !DECLARATION.test(declaration));
  return wrong === undefined ? null : `not a CSS declaration: ${wrong.slice(0, 40)}`;
}

const stylingField = z
  .string()
  .max(STYLING_MAX_LENGTH, `at most ${STYLING_MAX_LENGTH} characters!`)
  .superRefine((css, ctx) => {
    const error = stylingError(css);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .default('');

/** CSS for a block's picture at every width, below 900 px, and from 900 px. */
export const stylingOptionsSchema = z
  .object({ css: stylingField, css_mobile: stylingField, css_desktop: stylingField })
  .meta({ id: 'StylingOptions' });
export type StylingOptions = z.infer<typeof stylingOptionsSchema>;

// ---------------------------------------------------------------------------
// Public answers.
// ---------------------------------------------------------------------------

export const contentBlockImageSchema = imageSchema
  .extend({ styling_options: stylingOptionsSchema })
  .meta({ id: 'ContentBlockImage' });
export type ContentBlockImage = z.infer<typeof contentBlockImageSchema>;

export const contentBlockSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    /** A path of the site or an http(s) URL; '' for none. */
    link: z.string(),
    /** An MP4 or WebM file (a path of the site or an https URL); '' for none. */
    video: z.string(),
    /** The first is the video's poster. */
    images: z.array(contentBlockImageSchema),
  })
  .meta({ id: 'ContentBlock' });
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** `GET /api/cms/content_block_collection/{slug}` */
export const contentBlockCollectionSchema = z
  .object({ slug: z.string(), content_blocks: z.array(contentBlockSchema) })
  .meta({ id: 'ContentBlockCollection' });
export type ContentBlockCollection = z.infer<typeof contentBlockCollectionSchema>;

/** `GET /api/pages/pages/{slug}`: a published page. */
export const contentPageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    /** Markdown. */
    content: z.string(),
    seo_description: z.string(),
    /** The blocks of the page's collection, in order; empty without one. */
    content_blocks: z.array(contentBlockSchema),
    updated: z.string(),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPageSchema>;

/** One download of `GET /api/pages/files/`. */
export const downloadFileSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** A wing model's name, 'Manuals', 'Certificates'... */
    group: z.string(),
    /** 'Line plan', 'Manual', 'Certificate'... */
    kind: z.string(),
    /** The file's type as shown: 'PDF', 'ZIP'... */
    file_type: z.string(),
    content_type: z.string(),
    /** In bytes. */
    size: z.number().int(),
    /** Where it downloads from. */
    url: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'DownloadFile' });
export type DownloadFile = z.infer<typeof downloadFileSchema>;

export const downloadFilesSchema = z
  .object({ files: z.array(downloadFileSchema) })
  .meta({ id: 'DownloadFiles' });
export type DownloadFiles = z.infer<typeof downloadFilesSchema>;

// ---------------------------------------------------------------------------
// Staff: pages and block collections.
// ---------------------------------------------------------------------------

/**
 * First path segments the site's own pages use: a content page cannot take them, or it could
 * never be reached (or would hide a page of the shop).
 */
export const RESERVED_PAGE_SLUGS = [
  'account',
  'accounting',
  'admin',
  'api',
  'assets',
  'backoffice',
  'blog',
  'colorpicker',
  'dev',
  'downloads',
  'family',
  'media',
  'newsletter',
  'notebook',
  'promo',
  'q',
  'r',
  'store',
  'update_password',
] as const;

const pageSlugSchema = contentSlugSchema.refine(
  (slug) => !(RESERVED_PAGE_SLUGS as readonly string[]).includes(slug),
  'this address belongs to another page of the site',
);

export const pagePayloadSchema = z
  .object({
    slug: pageSlugSchema,
    title: z
      .string({ error: 'This field is required.' })
      .trim()
      .min(1, 'This field is required.')
      .max(200, 'at most 200 characters!'),
    content: z.string().max(100_000, 'at most 100000 characters!').default(''),
    seo_description: z.string().trim().max(300, 'at most 300 characters!').default(''),
    published: z.boolean().default(false),
    /** The slug of the block collection shown under the content; null for none. */
    block_collection: contentSlugSchema.nullable().default(null),
  })
  .meta({ id: 'PagePayload' });
export type PagePayload = z.input<typeof pagePayloadSchema>;

/** A page as staff edit it (published or not). */
export const staffPageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    content: z.string(),
    seo_description: z.string(),
    published: z.boolean(),
    block_collection: z.string().nullable(),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'StaffPage' });
export type StaffPage = z.infer<typeof staffPageSchema>;

export const staffPageListSchema = z
  .object({
    pages: z.array(
      staffPageSchema.pick({ slug: true, title: true, published: true, updated: true }),
    ),
  })
  .meta({ id: 'StaffPageList' });
export type StaffPageList = z.infer<typeof staffPageListSchema>;

const blockLinkSchema = z
  .string()
  .trim()
  .max(500, 'at most 500 characters!')
  .refine(
    (link) => link === '' || /^\/(?!\/)/.test(link) || /^https?:\/\/[^\s]+$/i.test(link),
    'a path of the site (/...) or an http(s) address',
  )
  .default('');

/**
 * A block's video: a path of the site (`/video/...`) or an https URL, of an `.mp4` or `.webm`
 * file (a query or fragment may follow). Plain http would be blocked as mixed content.
 */
const BLOCK_VIDEO = /^(?:\/(?!\/)|https:\/\/[^\s/?#]+\/)[^\s?#]*\.(?:mp4|webm)(?:[?#]\S*)?$/i;

/** A block's video as staff enter it, '' for none; shared by the back office's form. */
export const blockVideoField = z
  .string()
  .trim()
  .max(500, 'at most 500 characters!')
  .refine(
    (video) => video === '' || BLOCK_VIDEO.test(video),
    'a path of the site (/...) or an https address of an .mp4 or .webm file',
  );

export const blockImagePayloadSchema = z.object({
  image_id: z.number({ error: 'choose a picture' }).int().positive(),
  styling_options: stylingOptionsSchema.default({ css: '', css_mobile: '', css_desktop: '' }),
});

export const blockPayloadSchema = z.object({
  title: z.string().trim().max(200, 'at most 200 characters!').default(''),
  subtitle: z.string().trim().max(500, 'at most 500 characters!').default(''),
  link: blockLinkSchema,
  video: blockVideoField.default(''),
  images: z.array(blockImagePayloadSchema).max(6, 'at most 6 pictures per block').default([]),
});
export type BlockPayload = z.input<typeof blockPayloadSchema>;

/** A collection as staff save it: its name and every block, in order (replaces them all). */
export const collectionPayloadSchema = z
  .object({
    slug: contentSlugSchema,
    name: z.string().trim().max(200, 'at most 200 characters!').default(''),
    content_blocks: z.array(blockPayloadSchema).max(50, 'at most 50 blocks').default([]),
  })
  .meta({ id: 'CollectionPayload' });
export type CollectionPayload = z.input<typeof collectionPayloadSchema>;

export const staffCollectionSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    content_blocks: z.array(contentBlockSchema),
    /** The pages that show it. */
    pages: z.array(z.string()),
    updated: z.string(),
  })
  .meta({ id: 'StaffCollection' });
export type StaffCollection = z.infer<typeof staffCollectionSchema>;

export const staffCollectionListSchema = z
  .object({
    collections: z.array(
      staffCollectionSchema.pick({ slug: true, name: true, pages: true, updated: true }).extend({
        block_count: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'StaffCollectionList' });
export type StaffCollectionList = z.infer<typeof staffCollectionListSchema>;

// ---------------------------------------------------------------------------
// The contact form.
// ---------------------------------------------------------------------------

export const CONTACT_MESSAGE_MAX = 5000;

/** `POST /api/pages/contact/`: mailed to the shop, with a copy to the sender. */
export const contactPayloadSchema = z
  .object({
    name: z
      .string({ error: 'This field is required.' })
      .trim()
      .min(1, 'This field is required.')
      .max(100, 'at most 100 characters!'),
    email: emailField,
    message: z
      .string({ error: 'This field is required.' })
      .trim()
      .min(1, 'This field is required.')
      .max(CONTACT_MESSAGE_MAX, `at most ${CONTACT_MESSAGE_MAX} characters!`),
  })
  .meta({ id: 'ContactPayload' });
export type ContactPayload = z.input<typeof contactPayloadSchema>;

export const CONTACT_SENT =
  'Thank you! Your message is on its way; we answer within two working days.';
