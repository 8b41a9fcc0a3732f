import type { FastifyBaseLogger } from 'fastify';
import type {
  CategoriesResponse,
  GoodiesResponse,
  ProductDetail,
  ProductListResponse,
  SecondhandResponse,
} from '@windfamily/contract/catalog';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productVariants } from '../../db/schema';
import { JsonResponseCache } from '../../lib/json-cache';
import type { User } from '../accounts/sessions';
import { type CacheRegistry, RefreshingValue } from '../cache/caches';
import { pricingFor, pricingToApi, type PricingContext } from '../pricing/prices';
import {
  isBargainListed,
  isGoodieOffered,
  isProductVisible,
  toDetail,
  toGoodie,
  toPreview,
  toSecondhand,
} from './present';
import { type CatalogSnapshot, loadCatalogSnapshot } from './snapshot';

/**
 * How long an instance trusts its snapshot before reloading it in the background. Writes on
 * this instance show at once; writes on another instance (and sales, which change stock)
 * show here within this time.
 */
export const SNAPSHOT_FRESH_MS = 5_000;

/** The public catalogue: read from an in-memory snapshot, answers rendered once per price key. */
export class CatalogService {
  private readonly current: RefreshingValue<CatalogSnapshot>;
  /** Rendered answers of the hot read endpoints (see routes.ts). */
  readonly responses: JsonResponseCache;

  constructor(
    private readonly db: Db,
    private readonly caches: CacheRegistry,
    private readonly shopCountry: string,
    log: FastifyBaseLogger,
  ) {
    this.current = caches.register(
      new RefreshingValue(
        () => loadCatalogSnapshot(db),
        SNAPSHOT_FRESH_MS,
        (error) => log.error({ err: error }, 'catalogue reload failed'),
      ),
    );
    this.responses = caches.register(new JsonResponseCache());
  }

  snapshot(): Promise<CatalogSnapshot> {
    return this.current.get();
  }

  /**
   * The snapshot, read anew when it lacks a variant the database has: one added on another
   * instance a moment ago, before this one heard of the change. Every variant is in a
   * snapshot, so a made-up id costs one lookup, never a reload.
   */
  async snapshotWithVariant(variantId: number): Promise<CatalogSnapshot> {
    const snapshot = await this.snapshot();
    if (snapshot.variantById.has(variantId)) return snapshot;
    const [known] = await this.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    return known ? this.reload() : snapshot;
  }

  /** The snapshot at hand, if one is loaded: the hot reads answer without waiting. */
  snapshotNow(): CatalogSnapshot | undefined {
    return this.current.now();
  }

  /** This instance's snapshot, read anew now (it lacks something another instance added). */
  reload(): Promise<CatalogSnapshot> {
    this.current.clear();
    return this.current.get();
  }

  /**
   * After a sale changed stock: this instance's pages show it after one background reload
   * (other instances within SNAPSHOT_FRESH_MS). Carts and checkouts read stock fresh anyway.
   */
  stockChanged(): void {
    this.current.stale();
  }

  /** After any catalogue write: every cache of every instance starts afresh. */
  changed(): Promise<void> {
    return this.caches.clearAll();
  }

  /**
   * The prices `user` (null: a visitor) sees in `country`; undefined when the code is no
   * country. An inactive or deleted price list means the shop's prices.
   */
  async pricing(user: User | null, country: string): Promise<PricingContext | undefined> {
    return this.pricingIn(await this.snapshot(), user, country);
  }

  /** The prices `user` sees in `country` (undefined for an unknown country). */
  pricingIn(
    snapshot: CatalogSnapshot,
    user: User | null,
    country: string,
  ): PricingContext | undefined {
    const priceList =
      user?.priceListId != null ? (snapshot.priceLists.get(user.priceListId) ?? null) : null;
    return pricingFor(country, user, priceList, this.shopCountry);
  }

  categories(snapshot: CatalogSnapshot): CategoriesResponse {
    return {
      categories: snapshot.categories
        .filter((category) => category.listed)
        .map(({ slug, name, description }) => ({ slug, name, description })),
    };
  }

  /** Undefined for an unknown or unlisted category. */
  productList(
    snapshot: CatalogSnapshot,
    categorySlug: string | undefined,
    pricing: PricingContext,
  ): ProductListResponse | undefined {
    if (categorySlug !== undefined && !snapshot.categoryBySlug.get(categorySlug)?.listed)
      return undefined;
    return {
      products: snapshot.products
        .filter(
          (product) =>
            isProductVisible(product) &&
            (categorySlug === undefined || product.category.slug === categorySlug),
        )
        .map((product) => toPreview(product, pricing)),
      pricing: pricingToApi(pricing),
    };
  }

  /** Undefined for an unknown or hidden product. */
  productDetail(
    snapshot: CatalogSnapshot,
    slug: string,
    pricing: PricingContext,
  ): ProductDetail | undefined {
    const product = snapshot.productBySlug.get(slug);
    if (!product || !isProductVisible(product)) return undefined;
    return toDetail(product, pricing, pricingToApi(pricing));
  }

  goodies(snapshot: CatalogSnapshot, pricing: PricingContext): GoodiesResponse {
    return {
      goodies: snapshot.goodies.filter(isGoodieOffered).map((goodie) => toGoodie(goodie, pricing)),
      pricing: pricingToApi(pricing),
    };
  }

  secondhand(snapshot: CatalogSnapshot, pricing: PricingContext): SecondhandResponse {
    return {
      items: snapshot.secondhand.filter(isBargainListed).map((item) => toSecondhand(item, pricing)),
      pricing: pricingToApi(pricing),
    };
  }
}
