import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BLOG_MESSAGES,
  BLOG_PAGE_SIZE,
  type BlogPost,
  type BlogPostAdmin,
  type BlogPostList,
  type blogPostPayloadSchema,
  type BlogPostSummary,
  SOCIAL_POSTS_SHOWN,
  type SocialPost,
  type SocialPostAdmin,
  type socialPostPayloadSchema,
} from '@windfamily/contract/blog';
import type { Db } from '../../db/client';
import { blogPosts, images, socialPosts } from '../../db/schema';
import { uniqueViolation } from '../../db/constraints';
import { fieldError, notFound } from '../../lib/http-error';
import { type ImageRow, imageToApi } from '../media/image-store';

type PostInput = z.output<typeof blogPostPayloadSchema>;
type SocialInput = z.output<typeof socialPostPayloadSchema>;
type PostRow = typeof blogPosts.$inferSelect;
type SocialRow = typeof socialPosts.$inferSelect;

/** The calendar day (UTC) of a timestamp, `YYYY-MM-DD`. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The timestamp a post dated `day` gets. A post keeps its time when its day is unchanged, a
 * post dated today is dated now (so that two posts of one day keep their order), and a post
 * dated back gets the middle of that day, which is the same day in every European time zone.
 */
export function postTimestamp(day: string, previous?: Date, now = new Date()): Date {
  if (previous && dayOf(previous) === day) return previous;
  if (day === dayOf(now)) return now;
  return new Date(`${day}T12:00:00.000Z`);
}

/**
 * The news blog and the social posts beside it. Visitors read published posts only; staff
 * write everything. Reads go to the database, so a change shows on the site at once.
 */
export class BlogService {
  constructor(private readonly db: Db) {}

  // -------------------------------------------------------------------------
  // Public reads.
  // -------------------------------------------------------------------------

  /** A page of published posts, newest first; a page past the last one is empty. */
  async list(page: number): Promise<BlogPostList> {
    const published = eq(blogPosts.published, true);
    const [total] = await this.db.select({ value: count() }).from(blogPosts).where(published);
    const rows = await this.db
      .select({ post: blogPosts, cover: images })
      .from(blogPosts)
      .leftJoin(images, eq(images.id, blogPosts.coverImageId))
      .where(published)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE);
    return {
      count: total?.value ?? 0,
      page,
      page_size: BLOG_PAGE_SIZE,
      results: rows.map(({ post, cover }) => toSummary(post, cover)),
    };
  }

  /** A published post by its slug; 404 for an unknown or unpublished one. */
  async post(slug: string): Promise<BlogPost> {
    const [found] = await this.db
      .select({ post: blogPosts, cover: images })
      .from(blogPosts)
      .leftJoin(images, eq(images.id, blogPosts.coverImageId))
      .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)));
    if (!found) throw notFound();
    return toPost(found.post, found.cover);
  }

  /** The latest social posts, newest first. */
  async socialPosts(limit = SOCIAL_POSTS_SHOWN): Promise<SocialPost[]> {
    const rows = await this.socialRows(limit);
    return rows.map(({ post, image }) => toSocial(post, image));
  }

  /** The paths of every published post, newest first (for the sitemap). */
  async publishedSlugs(): Promise<{ slug: string; updated: string }[]> {
    const rows = await this.db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    return rows.map((row) => ({ slug: row.slug, updated: row.updatedAt.toISOString() }));
  }

  // -------------------------------------------------------------------------
  // Staff: posts.
  // -------------------------------------------------------------------------

  /** Every post, drafts too, newest first. */
  async adminPosts(): Promise<BlogPostAdmin[]> {
    const rows = await this.db
      .select({ post: blogPosts, cover: images })
      .from(blogPosts)
      .leftJoin(images, eq(images.id, blogPosts.coverImageId))
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    return rows.map(({ post, cover }) => toAdmin(post, cover));
  }

  async adminPost(id: number): Promise<BlogPostAdmin> {
    const [found] = await this.db
      .select({ post: blogPosts, cover: images })
      .from(blogPosts)
      .leftJoin(images, eq(images.id, blogPosts.coverImageId))
      .where(eq(blogPosts.id, id));
    if (!found) throw notFound(BLOG_MESSAGES.noPost);
    return toAdmin(found.post, found.cover);
  }

  async createPost(input: PostInput): Promise<BlogPostAdmin> {
    await this.checkPicture(input.cover_id, 'cover_id');
    const now = new Date();
    const [row] = await this.guardSlug(input.slug, () =>
      this.db
        .insert(blogPosts)
        .values({
          ...postValues(input),
          createdAt: postTimestamp(input.created, undefined, now),
          updatedAt: now,
        })
        .returning({ id: blogPosts.id }),
    );
    return this.adminPost(row!.id);
  }

  async updatePost(id: number, input: PostInput): Promise<BlogPostAdmin> {
    const [existing] = await this.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!existing) throw notFound(BLOG_MESSAGES.noPost);
    await this.checkPicture(input.cover_id, 'cover_id');
    const now = new Date();
    await this.guardSlug(input.slug, () =>
      this.db
        .update(blogPosts)
        .set({
          ...postValues(input),
          createdAt: postTimestamp(input.created, existing.createdAt, now),
          updatedAt: now,
        })
        .where(eq(blogPosts.id, id)),
    );
    return this.adminPost(id);
  }

  async deletePost(id: number): Promise<void> {
    const deleted = await this.db
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    if (deleted.length === 0) throw notFound(BLOG_MESSAGES.noPost);
  }

  // -------------------------------------------------------------------------
  // Staff: social posts.
  // -------------------------------------------------------------------------

  async adminSocialPosts(): Promise<SocialPostAdmin[]> {
    const rows = await this.socialRows();
    return rows.map(({ post, image }) => toSocialAdmin(post, image));
  }

  async createSocialPost(input: SocialInput): Promise<SocialPostAdmin> {
    await this.checkPicture(input.image_id, 'image_id');
    const [row] = await this.db
      .insert(socialPosts)
      .values(socialValues(input))
      .returning({ id: socialPosts.id });
    return this.adminSocialPost(row!.id);
  }

  async updateSocialPost(id: number, input: SocialInput): Promise<SocialPostAdmin> {
    const [existing] = await this.db
      .select({ id: socialPosts.id })
      .from(socialPosts)
      .where(eq(socialPosts.id, id));
    if (!existing) throw notFound(BLOG_MESSAGES.noSocialPost);
    await this.checkPicture(input.image_id, 'image_id');
    await this.db.update(socialPosts).set(socialValues(input)).where(eq(socialPosts.id, id));
    return this.adminSocialPost(id);
  }

  async deleteSocialPost(id: number): Promise<void> {
    const deleted = await this.db
      .delete(socialPosts)
      .where(eq(socialPosts.id, id))
      .returning({ id: socialPosts.id });
    if (deleted.length === 0) throw notFound(BLOG_MESSAGES.noSocialPost);
  }

  // -------------------------------------------------------------------------

  private async adminSocialPost(id: number): Promise<SocialPostAdmin> {
    const [found] = await this.db
      .select({ post: socialPosts, image: images })
      .from(socialPosts)
      .innerJoin(images, eq(images.id, socialPosts.imageId))
      .where(eq(socialPosts.id, id));
    if (!found) throw notFound(BLOG_MESSAGES.noSocialPost);
    return toSocialAdmin(found.post, found.image);
  }

  private socialRows(limit?: number) {
    const query = this.db
      .select({ post: socialPosts, image: images })
      .from(socialPosts)
      .innerJoin(images, eq(images.id, socialPosts.imageId))
      .orderBy(desc(socialPosts.postedOn), desc(socialPosts.id));
    return limit === undefined ? query : query.limit(limit);
  }

  /** A picture the payload names must have been uploaded. */
  private async checkPicture(id: number | null, field: string): Promise<void> {
    if (id === null) return;
    const [found] = await this.db.select({ id: images.id }).from(images).where(eq(images.id, id));
    if (!found) throw fieldError(field, BLOG_MESSAGES.noPicture(id));
  }

  /** Runs a write; a slug another post has already is a clear 400 on the slug field. */
  private async guardSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== undefined)
        throw fieldError('slug', BLOG_MESSAGES.slugTaken(slug));
      throw error;
    }
  }
}

const postValues = (input: PostInput) => ({
  slug: input.slug,
  title: input.title,
  teaser: input.teaser,
  body: input.body,
  coverImageId: input.cover_id,
  published: input.published,
});

const socialValues = (input: SocialInput) => ({
  imageId: input.image_id,
  caption: input.caption,
  link: input.link,
  postedOn: input.date,
});

function toSummary(post: PostRow, cover: ImageRow | null): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title,
    teaser: post.teaser,
    cover: cover ? imageToApi(cover) : null,
    created: post.createdAt.toISOString(),
  };
}

const toPost = (post: PostRow, cover: ImageRow | null): BlogPost => ({
  ...toSummary(post, cover),
  body: post.body,
  updated: post.updatedAt.toISOString(),
});

const toAdmin = (post: PostRow, cover: ImageRow | null): BlogPostAdmin => ({
  ...toPost(post, cover),
  id: post.id,
  cover_id: post.coverImageId,
  published: post.published,
});

const toSocial = (post: SocialRow, image: ImageRow): SocialPost => ({
  id: post.id,
  image: imageToApi(image),
  caption: post.caption,
  link: post.link,
  date: post.postedOn,
});

const toSocialAdmin = (post: SocialRow, image: ImageRow): SocialPostAdmin => ({
  ...toSocial(post, image),
  image_id: post.imageId,
});
