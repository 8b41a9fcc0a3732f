import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CollectionPayload,
  ContentBlock,
  ContentBlockCollection,
  ContentPage,
  PagePayload,
  StaffCollection,
  StaffCollectionList,
  StaffPage,
  StaffPageList,
} from '@windfamily/contract/content';
import { MAIN_PAGE_SLUG } from '@windfamily/contract/content';
import type { Db, Tx } from '../../db/client';
import {
  contentBlockCollections,
  contentBlockImages,
  contentBlocks,
  images,
  pages,
} from '../../db/schema';
import { JsonResponseCache } from '../../lib/json-cache';
import { isDbId, uniqueViolation } from '../../db/constraints';
import { FieldErrors, HttpError, notFound } from '../../lib/http-error';
import { type CacheRegistry, RefreshingValue } from '../cache/caches';
import { imageToApi } from '../media/image-store';
import { VideoThumbnails } from './video-thumbnails';

/** How long an instance trusts its content before reloading it in the background. */
export const CONTENT_FRESH_MS = 5_000;

type PageRow = typeof pages.$inferSelect;
type CollectionRow = typeof contentBlockCollections.$inferSelect;

/** Every collection's blocks and every published page, as the public calls answer them. */
export interface ContentSnapshot {
  generation: number;
  pages: Map<string, ContentPage>;
  collections: Map<string, ContentBlockCollection>;
}

let generations = 0;

/** The blocks of the given collections, in order, with their pictures; by collection id. */
async function blocksOf(
  db: Db | Tx,
  collectionIds: number[],
): Promise<Map<number, ContentBlock[]>> {
  const byCollection = new Map<number, ContentBlock[]>();
  if (collectionIds.length === 0) return byCollection;
  const blockRows = await db
    .select()
    .from(contentBlocks)
    .where(inArray(contentBlocks.collectionId, collectionIds))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  const pictureRows = blockRows.length
    ? await db
        .select({ link: contentBlockImages, image: images })
        .from(contentBlockImages)
        .innerJoin(images, eq(images.id, contentBlockImages.imageId))
        .where(
          inArray(
            contentBlockImages.blockId,
            blockRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(contentBlockImages.position), asc(contentBlockImages.id))
    : [];
  const picturesByBlock = new Map<number, ContentBlock['images']>();
  for (const { link, image } of pictureRows) {
    const list = picturesByBlock.get(link.blockId) ?? [];
    list.push({
      ...imageToApi(image),
      styling_options: { css: link.css, css_mobile: link.cssMobile, css_desktop: link.cssDesktop },
    });
    picturesByBlock.set(link.blockId, list);
  }
  for (const row of blockRows) {
    const list = byCollection.get(row.collectionId) ?? [];
    list.push({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      link: row.link,
      video: row.video,
      images: picturesByBlock.get(row.id) ?? [],
    });
    byCollection.set(row.collectionId, list);
  }
  return byCollection;
}

async function loadContentSnapshot(db: Db): Promise<ContentSnapshot> {
  const [pageRows, collectionRows] = await Promise.all([
    db.select().from(pages).where(eq(pages.published, true)),
    db.select().from(contentBlockCollections),
  ]);
  const blocks = await blocksOf(
    db,
    collectionRows.map((row) => row.id),
  );
  const collections = new Map<string, ContentBlockCollection>();
  const collectionSlugById = new Map<number, string>();
  for (const row of collectionRows) {
    collectionSlugById.set(row.id, row.slug);
    collections.set(row.slug, { slug: row.slug, content_blocks: blocks.get(row.id) ?? [] });
  }
  const published = new Map<string, ContentPage>();
  for (const row of pageRows) {
    const collection =
      row.blockCollectionId != null ? collectionSlugById.get(row.blockCollectionId) : undefined;
    published.set(row.slug, {
      slug: row.slug,
      title: row.title,
      content: row.content,
      seo_description: row.seoDescription,
      content_blocks: collection ? (collections.get(collection)?.content_blocks ?? []) : [],
      updated: row.updatedAt.toISOString(),
    });
  }
  generations += 1;
  return { generation: generations, pages: published, collections };
}

const conflict = (detail: string) => new HttpError(409, detail);

/**
 * The site's content: Markdown pages and content block collections. The public reads come
 * from an in-memory snapshot (answers rendered once, as the catalogue's); every staff write
 * clears the caches of every instance, so the site shows it at once.
 */
export class ContentService {
  private readonly current: RefreshingValue<ContentSnapshot>;
  /** Rendered answers of the public reads. */
  readonly responses: JsonResponseCache;

  /** Thumbnails of the videos pages link to (see video-thumbnails.ts). */
  readonly videoThumbnails: VideoThumbnails;

  constructor(
    private readonly db: Db,
    private readonly caches: CacheRegistry,
    log: FastifyBaseLogger,
    mediaDir: string,
  ) {
    this.videoThumbnails = new VideoThumbnails(path.join(mediaDir, 'video-thumbnails'));
    this.current = caches.register(
      new RefreshingValue(
        () => loadContentSnapshot(db),
        CONTENT_FRESH_MS,
        (error) => log.error({ err: error }, 'content reload failed'),
      ),
    );
    this.responses = caches.register(new JsonResponseCache(500));
  }

  snapshot(): Promise<ContentSnapshot> {
    return this.current.get();
  }

  snapshotNow(): ContentSnapshot | undefined {
    return this.current.now();
  }

  /** The published content pages' paths (the home page is `/`), for the sitemap. */
  async sitemap(): Promise<string[]> {
    return [...(await this.snapshot()).pages.keys()]
      .filter((slug) => slug !== MAIN_PAGE_SLUG)
      .sort()
      .map((slug) => `/${slug}/`);
  }

  /** After a content write: every instance's caches start afresh. */
  private changed(): Promise<void> {
    return this.caches.clearAll();
  }

  // -------------------------------------------------------------------------
  // Staff: pages.
  // -------------------------------------------------------------------------

  async staffPages(): Promise<StaffPageList> {
    const rows = await this.db.select().from(pages).orderBy(asc(pages.slug));
    return {
      pages: rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        published: row.published,
        updated: row.updatedAt.toISOString(),
      })),
    };
  }

  async staffPage(slug: string): Promise<StaffPage> {
    const [row] = await this.db
      .select({ page: pages, collection: contentBlockCollections.slug })
      .from(pages)
      .leftJoin(contentBlockCollections, eq(contentBlockCollections.id, pages.blockCollectionId))
      .where(eq(pages.slug, slug));
    if (!row) throw notFound();
    return this.toStaffPage(row.page, row.collection);
  }

  private toStaffPage(row: PageRow, collection: string | null): StaffPage {
    return {
      slug: row.slug,
      title: row.title,
      content: row.content,
      seo_description: row.seoDescription,
      published: row.published,
      block_collection: collection,
      created: row.createdAt.toISOString(),
      updated: row.updatedAt.toISOString(),
    };
  }

  /** The id of the collection a page payload names (400 when there is none of that slug). */
  private async collectionIdOf(db: Db | Tx, slug: string | null | undefined) {
    if (!slug) return null;
    const [row] = await db
      .select({ id: contentBlockCollections.id })
      .from(contentBlockCollections)
      .where(eq(contentBlockCollections.slug, slug));
    if (!row) {
      const errors = new FieldErrors();
      errors.add('block_collection', `There is no block collection '${slug}'.`);
      errors.throwIfAny();
    }
    return row!.id;
  }

  private pageValues(payload: Required<PagePayload>, blockCollectionId: number | null) {
    return {
      slug: payload.slug,
      title: payload.title,
      content: payload.content,
      seoDescription: payload.seo_description,
      published: payload.published,
      blockCollectionId,
    };
  }

  async createPage(payload: Required<PagePayload>): Promise<StaffPage> {
    const blockCollectionId = await this.collectionIdOf(this.db, payload.block_collection);
    const [row] = await this.db
      .insert(pages)
      .values(this.pageValues(payload, blockCollectionId))
      .returning()
      .catch((error: unknown) => this.slugTaken(error, payload.slug));
    await this.changed();
    return this.toStaffPage(row!, payload.block_collection);
  }

  async updatePage(slug: string, payload: Required<PagePayload>): Promise<StaffPage> {
    if (slug === MAIN_PAGE_SLUG && payload.slug !== MAIN_PAGE_SLUG)
      throw conflict('The home page keeps its address (main_page).');
    const blockCollectionId = await this.collectionIdOf(this.db, payload.block_collection);
    const [row] = await this.db
      .update(pages)
      .set({ ...this.pageValues(payload, blockCollectionId), updatedAt: new Date() })
      .where(eq(pages.slug, slug))
      .returning()
      .catch((error: unknown) => this.slugTaken(error, payload.slug));
    if (!row) throw notFound();
    await this.changed();
    return this.toStaffPage(row, payload.block_collection);
  }

  async deletePage(slug: string): Promise<void> {
    if (slug === MAIN_PAGE_SLUG) throw conflict('The home page cannot be deleted.');
    const deleted = await this.db.delete(pages).where(eq(pages.slug, slug)).returning();
    if (deleted.length === 0) throw notFound();
    await this.changed();
  }

  private slugTaken(error: unknown, slug: string): never {
    if (uniqueViolation(error) !== undefined) {
      const errors = new FieldErrors();
      errors.add('slug', `There is already a page at /${slug}.`);
      errors.throwIfAny();
    }
    throw error;
  }

  // -------------------------------------------------------------------------
  // Staff: block collections.
  // -------------------------------------------------------------------------

  async staffCollections(): Promise<StaffCollectionList> {
    const rows = await this.db
      .select({
        collection: contentBlockCollections,
        blockCount: sql<number>`(SELECT count(*)::int FROM ${contentBlocks} WHERE ${contentBlocks.collectionId} = ${contentBlockCollections.id})`,
      })
      .from(contentBlockCollections)
      .orderBy(asc(contentBlockCollections.slug));
    const pagesByCollection = await this.pagesByCollection();
    return {
      collections: rows.map(({ collection, blockCount }) => ({
        slug: collection.slug,
        name: collection.name,
        pages: pagesByCollection.get(collection.id) ?? [],
        updated: collection.updatedAt.toISOString(),
        block_count: blockCount,
      })),
    };
  }

  private async pagesByCollection(): Promise<Map<number, string[]>> {
    const rows = await this.db
      .select({ slug: pages.slug, collectionId: pages.blockCollectionId })
      .from(pages)
      .orderBy(asc(pages.slug));
    const map = new Map<number, string[]>();
    for (const row of rows) {
      if (row.collectionId == null) continue;
      map.set(row.collectionId, [...(map.get(row.collectionId) ?? []), row.slug]);
    }
    return map;
  }

  async staffCollection(slug: string): Promise<StaffCollection> {
    const [row] = await this.db
      .select()
      .from(contentBlockCollections)
      .where(eq(contentBlockCollections.slug, slug));
    if (!row) throw notFound();
    return this.toStaffCollection(this.db, row);
  }

  private async toStaffCollection(db: Db | Tx, row: CollectionRow): Promise<StaffCollection> {
    const blocks = await blocksOf(db, [row.id]);
    const shownOn = await db
      .select({ slug: pages.slug })
      .from(pages)
      .where(eq(pages.blockCollectionId, row.id))
      .orderBy(asc(pages.slug));
    return {
      slug: row.slug,
      name: row.name,
      content_blocks: blocks.get(row.id) ?? [],
      pages: shownOn.map((page) => page.slug),
      updated: row.updatedAt.toISOString(),
    };
  }

  /** Checks that every picture a collection payload names exists (400 naming the block). */
  private async checkPictures(db: Db | Tx, payload: Required<CollectionPayload>) {
    const ids = [
      ...new Set(
        payload.content_blocks.flatMap((block) => (block.images ?? []).map((i) => i.image_id)),
      ),
    ];
    const known = new Set(
      ids.filter(isDbId).length
        ? (
            await db
              .select({ id: images.id })
              .from(images)
              .where(inArray(images.id, ids.filter(isDbId)))
          ).map((row) => row.id)
        : [],
    );
    const errors = new FieldErrors();
    payload.content_blocks.forEach((block, index) => {
      (block.images ?? []).forEach((image, position) => {
        if (!known.has(image.image_id))
          errors.add(
            `content_blocks.${index}.images.${position}.image_id`,
            'This picture does not exist (any more): upload it again.',
          );
      });
    });
    errors.throwIfAny();
  }

  /** Writes a collection's blocks, replacing those it had. */
  private async writeBlocks(tx: Tx, collectionId: number, payload: Required<CollectionPayload>) {
    await tx.delete(contentBlocks).where(eq(contentBlocks.collectionId, collectionId));
    for (const [position, block] of payload.content_blocks.entries()) {
      const [row] = await tx
        .insert(contentBlocks)
        .values({
          collectionId,
          position,
          title: block.title ?? '',
          subtitle: block.subtitle ?? '',
          link: block.link ?? '',
          video: block.video ?? '',
        })
        .returning({ id: contentBlocks.id });
      const pictures = (block.images ?? []).map((image, index) => ({
        blockId: row!.id,
        imageId: image.image_id,
        position: index,
        css: image.styling_options?.css ?? '',
        cssMobile: image.styling_options?.css_mobile ?? '',
        cssDesktop: image.styling_options?.css_desktop ?? '',
      }));
      if (pictures.length) await tx.insert(contentBlockImages).values(pictures);
    }
  }

  async createCollection(payload: Required<CollectionPayload>): Promise<StaffCollection> {
    await this.checkPictures(this.db, payload);
    const created = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(contentBlockCollections)
          .values({ slug: payload.slug, name: payload.name })
          .returning();
        await this.writeBlocks(tx, row!.id, payload);
        return this.toStaffCollection(tx, row!);
      })
      .catch((error: unknown) => this.collectionSlugTaken(error, payload.slug));
    await this.changed();
    return created;
  }

  async updateCollection(
    slug: string,
    payload: Required<CollectionPayload>,
  ): Promise<StaffCollection> {
    await this.checkPictures(this.db, payload);
    const updated = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(contentBlockCollections)
          .set({ slug: payload.slug, name: payload.name, updatedAt: new Date() })
          .where(eq(contentBlockCollections.slug, slug))
          .returning();
        if (!row) throw notFound();
        await this.writeBlocks(tx, row.id, payload);
        return this.toStaffCollection(tx, row);
      })
      .catch((error: unknown) => this.collectionSlugTaken(error, payload.slug));
    await this.changed();
    return updated;
  }

  async deleteCollection(slug: string): Promise<void> {
    const deleted = await this.db
      .delete(contentBlockCollections)
      .where(eq(contentBlockCollections.slug, slug))
      .returning();
    if (deleted.length === 0) throw notFound();
    await this.changed();
  }

  private collectionSlugTaken(error: unknown, slug: string): never {
    if (uniqueViolation(error) !== undefined) {
      const errors = new FieldErrors();
      errors.add('slug', `There is already a block collection '${slug}'.`);
      errors.throwIfAny();
    }
    throw error;
  }
}
