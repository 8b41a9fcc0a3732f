import { z } from 'zod';
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

/** The home page's content page: its blocks show on the home page. */
export const MAIN_PAGE_SLUG = 'main_page';

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
