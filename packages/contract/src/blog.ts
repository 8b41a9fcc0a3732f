import { z } from 'zod';
import { imageSchema } from './catalog';
import { paginated } from './paging';

// The news blog and the social posts shown beside it (SPEC.md: /blog, /blog/{slug}/).

/** Posts per page of `GET /api/blog/posts/`: three rows of three on a wide screen. */
export const BLOG_PAGE_SIZE = 9;

/** A post's address: lower-case letters, digits and single dashes. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BLOG_MESSAGES = {
  required: 'This field is required.',
  slug: 'Only lower-case letters, digits and - (e.g. sophie-joy-launch).',
  httpsLink: 'Enter a link starting with https://.',
  date: 'Enter a date as YYYY-MM-DD.',
  slugTaken: (slug: string) => `Another post has the address '${slug}' already.`,
  noPicture: (id: number) => `There is no picture ${id}. Upload it first.`,
  noPost: 'There is no such post.',
  noSocialPost: 'There is no such social post.',
} as const;

export { BLOG_CARD_IMAGE_SIZES, BLOG_COVER_IMAGE_SIZES } from './image-sizes';
export { blogPostPath } from './api-paths';

// ---------------------------------------------------------------------------
// Public answers.
// ---------------------------------------------------------------------------

/** A post in the list: what its card shows. */
export const blogPostSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    teaser: z.string(),
    cover: imageSchema.nullable(),
    /** The post's date (ISO 8601). */
    created: z.string(),
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** `GET /api/blog/posts/{slug}/`: a published post. */
export const blogPostSchema = blogPostSummarySchema
  .extend({
    /** Markdown. */
    body: z.string(),
    /** When it was last changed (ISO 8601). */
    updated: z.string(),
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** `GET /api/blog/posts/?page=N`: published posts, newest first. */
export const blogPostListSchema = paginated(blogPostSummarySchema).meta({ id: 'BlogPostList' });
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/** `?page=N`, from 1. */
export const blogPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Enter a page number.' })
    .int('Enter a whole page number.')
    .min(1, 'Pages start at 1.')
    .max(100_000, 'There is no such page.')
    .default(1),
});

export const socialPostSchema = z
  .object({
    id: z.number().int(),
    image: imageSchema,
    caption: z.string(),
    /** The post on the social network (https). */
    link: z.string(),
    /** The day it was posted (YYYY-MM-DD). */
    date: z.string(),
  })
  .meta({ id: 'SocialPost' });
export type SocialPost = z.infer<typeof socialPostSchema>;

/** `GET /api/blog/instaposts/`: the latest social posts, newest first. */
export const socialPostListSchema = z
  .object({ results: z.array(socialPostSchema) })
  .meta({ id: 'SocialPostList' });
export type SocialPostList = z.infer<typeof socialPostListSchema>;

/** How many social posts the blog shows. */
export const SOCIAL_POSTS_SHOWN = 12;

// ---------------------------------------------------------------------------
// Back office.
// ---------------------------------------------------------------------------

const required = BLOG_MESSAGES.required;
const pictureId = z.number({ error: 'Choose a picture.' }).int().positive().max(2_147_483_647);

/** `YYYY-MM-DD`, a real day. */
const dayField = z
  .string({ error: required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, BLOG_MESSAGES.date)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, BLOG_MESSAGES.date);

/** A post as staff see it: drafts too, with the cover's id. */
export const blogPostAdminSchema = blogPostSchema
  .extend({
    id: z.number().int(),
    cover_id: z.number().int().nullable(),
    published: z.boolean(),
  })
  .meta({ id: 'BlogPostAdmin' });
export type BlogPostAdmin = z.infer<typeof blogPostAdminSchema>;

export const blogPostAdminListSchema = z
  .object({ posts: z.array(blogPostAdminSchema) })
  .meta({ id: 'BlogPostAdminList' });
export type BlogPostAdminList = z.infer<typeof blogPostAdminListSchema>;

/** Create or change a post. `created` dates it (a day; staff may date a post back). */
export const blogPostPayloadSchema = z
  .object({
    slug: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(80, 'At most 80 characters.')
      .regex(BLOG_SLUG_PATTERN, BLOG_MESSAGES.slug),
    title: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(200, 'At most 200 characters.'),
    teaser: z.string().trim().max(500, 'At most 500 characters.').default(''),
    body: z.string().max(100_000, 'At most 100000 characters.').default(''),
    cover_id: pictureId.nullable().default(null),
    published: z.boolean().default(false),
    created: dayField,
  })
  .meta({ id: 'BlogPostPayload' });
export type BlogPostPayload = z.input<typeof blogPostPayloadSchema>;

/** A social post as staff see it, with its picture's id. */
export const socialPostAdminSchema = socialPostSchema
  .extend({ image_id: z.number().int() })
  .meta({ id: 'SocialPostAdmin' });
export type SocialPostAdmin = z.infer<typeof socialPostAdminSchema>;

/** Every social post, newest first (staff). */
export const socialPostAdminListSchema = z
  .object({ results: z.array(socialPostAdminSchema) })
  .meta({ id: 'SocialPostAdminList' });
export type SocialPostAdminList = z.infer<typeof socialPostAdminListSchema>;

/** An https address with a host name (`https://www.instagram.com/p/...`), no spaces. */
const HTTPS_URL = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** Create or change a social post. */
export const socialPostPayloadSchema = z
  .object({
    image_id: pictureId,
    caption: z.string().trim().max(2200, 'At most 2200 characters.').default(''),
    link: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(500, 'At most 500 characters.')
      .regex(HTTPS_URL, BLOG_MESSAGES.httpsLink),
    date: dayField,
  })
  .meta({ id: 'SocialPostPayload' });
export type SocialPostPayload = z.input<typeof socialPostPayloadSchema>;
