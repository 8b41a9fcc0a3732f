import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Image } from '@windfamily/contract/catalog';
import type { Db } from '../../db/client';
import {
  categories,
  goodies,
  images,
  priceListPrices,
  priceLists,
  productImages,
  productVariants,
  products,
  secondhandImages,
  secondhandItems,
  shippingRates,
} from '../../db/schema';
import { imageToApi } from '../media/image-store';
import type { PriceListTerms } from '../pricing/prices';

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type GoodieRow = typeof goodies.$inferSelect;
export type SecondhandRow = typeof secondhandItems.$inferSelect;

export interface ProductEntry {
  row: ProductRow;
  category: CategoryRow;
  images: Image[];
  thumbnail: Image | null;
  /** In display order, inactive ones included. */
  variants: VariantEntry[];
}

export interface VariantEntry {
  row: VariantRow;
  product: ProductEntry;
}

export interface GoodieEntry {
  row: GoodieRow;
  variant: VariantEntry;
}

export interface SecondhandEntry {
  row: SecondhandRow;
  variant: VariantEntry;
  photos: Image[];
  model: ProductEntry | null;
}

/**
 * Everything the shop's pages and prices are computed from, read in one go: categories,
 * products with pictures and variants, goodies, second-hand wings, price lists and shipping
 * rates. It is small (a maker's catalogue), read thousands of times a second and changed a
 * few times a day, so each instance keeps it in memory (see CatalogService).
 */
export interface CatalogSnapshot {
  /** Counts loads; answers rendered from another snapshot are stale. */
  generation: number;
  categories: CategoryRow[];
  categoryBySlug: ReadonlyMap<string, CategoryRow>;
  categoryById: ReadonlyMap<number, CategoryRow>;
  /** Every product, inactive ones too, by category then position. */
  products: ProductEntry[];
  productBySlug: ReadonlyMap<string, ProductEntry>;
  productById: ReadonlyMap<number, ProductEntry>;
  variantById: ReadonlyMap<number, VariantEntry>;
  goodies: GoodieEntry[];
  goodieById: ReadonlyMap<number, GoodieEntry>;
  secondhand: SecondhandEntry[];
  secondhandByVariantId: ReadonlyMap<number, SecondhandEntry>;
  /** Active price lists. */
  priceLists: ReadonlyMap<number, PriceListTerms>;
  /** Net cents by `zone:method:box`. */
  shippingRates: ReadonlyMap<string, number>;
}

export const shippingRateKey = (zone: string, method: string, box: string) =>
  `${zone}:${method}:${box}`;

const byPosition = <T extends { position: number; id: number }>(a: T, b: T) =>
  a.position - b.position || a.id - b.id;

let generations = 0;

export async function loadCatalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  const usedImageIds = sql`(SELECT ${productImages.imageId} FROM ${productImages}
    UNION SELECT ${secondhandImages.imageId} FROM ${secondhandImages}
    UNION SELECT ${products.thumbnailId} FROM ${products} WHERE ${products.thumbnailId} IS NOT NULL)`;
  const [
    categoryRows,
    productRows,
    productImageRows,
    imageRows,
    variantRows,
    goodieRows,
    secondhandRows,
    secondhandImageRows,
    priceListRows,
    priceListPriceRows,
    shippingRows,
  ] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(products),
    db.select().from(productImages).orderBy(asc(productImages.position)),
    db.select().from(images).where(inArray(images.id, usedImageIds)),
    db.select().from(productVariants),
    db.select().from(goodies),
    db.select().from(secondhandItems).orderBy(asc(secondhandItems.id)),
    db.select().from(secondhandImages).orderBy(asc(secondhandImages.position)),
    db.select().from(priceLists).where(eq(priceLists.active, true)),
    db
      .select()
      .from(priceListPrices)
      .innerJoin(priceLists, eq(priceLists.id, priceListPrices.priceListId))
      .where(eq(priceLists.active, true)),
    db.select().from(shippingRates),
  ]);

  const imageById = new Map(imageRows.map((row) => [row.id, imageToApi(row)]));
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));
  const categoryOrder = new Map(categoryRows.map((row, index) => [row.id, index]));

  const productById = new Map<number, ProductEntry>();
  for (const row of productRows) {
    const category = categoryById.get(row.categoryId);
    if (!category) continue;
    productById.set(row.id, { row, category, images: [], thumbnail: null, variants: [] });
  }
  for (const link of productImageRows) {
    const image = imageById.get(link.imageId);
    if (image) productById.get(link.productId)?.images.push(image);
  }
  const variantById = new Map<number, VariantEntry>();
  for (const row of [...variantRows].sort(byPosition)) {
    const product = productById.get(row.productId);
    if (!product) continue;
    const entry = { row, product };
    product.variants.push(entry);
    variantById.set(row.id, entry);
  }
  for (const product of productById.values()) {
    product.thumbnail =
      (product.row.thumbnailId !== null ? imageById.get(product.row.thumbnailId) : undefined) ??
      product.images[0] ??
      null;
  }
  const productList = [...productById.values()].sort(
    (a, b) =>
      (categoryOrder.get(a.category.id) ?? 0) - (categoryOrder.get(b.category.id) ?? 0) ||
      byPosition(a.row, b.row),
  );

  const goodieList: GoodieEntry[] = [];
  for (const row of [...goodieRows].sort(byPosition)) {
    const variant = variantById.get(row.variantId);
    if (variant) goodieList.push({ row, variant });
  }

  const photosByItem = new Map<number, Image[]>();
  for (const link of secondhandImageRows) {
    const image = imageById.get(link.imageId);
    if (!image) continue;
    const photos = photosByItem.get(link.itemId) ?? [];
    photos.push(image);
    photosByItem.set(link.itemId, photos);
  }
  const secondhandList: SecondhandEntry[] = [];
  for (const row of secondhandRows) {
    const variant = variantById.get(row.variantId);
    if (!variant) continue;
    secondhandList.push({
      row,
      variant,
      photos: photosByItem.get(row.id) ?? [],
      model: row.modelProductId !== null ? (productById.get(row.modelProductId) ?? null) : null,
    });
  }

  const priceListById = new Map<number, PriceListTerms>();
  for (const row of priceListRows) {
    priceListById.set(row.id, {
      id: row.id,
      name: row.name,
      percentOffBp: row.percentOffBp,
      prices: new Map(),
    });
  }
  for (const { price_list_prices: price } of priceListPriceRows) {
    (priceListById.get(price.priceListId)?.prices as Map<number, number> | undefined)?.set(
      price.variantId,
      price.netPrice,
    );
  }

  generations += 1;
  return {
    generation: generations,
    categories: categoryRows,
    categoryBySlug: new Map(categoryRows.map((row) => [row.slug, row])),
    categoryById,
    products: productList,
    productBySlug: new Map(productList.map((entry) => [entry.row.slug, entry])),
    productById,
    variantById,
    goodies: goodieList,
    goodieById: new Map(goodieList.map((entry) => [entry.row.id, entry])),
    secondhand: secondhandList,
    secondhandByVariantId: new Map(secondhandList.map((entry) => [entry.row.variantId, entry])),
    priceLists: priceListById,
    shippingRates: new Map(
      shippingRows.map((row) => [shippingRateKey(row.zone, row.method, row.box), row.netPrice]),
    ),
  };
}
