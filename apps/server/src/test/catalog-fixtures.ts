import { eq } from 'drizzle-orm';
import type { Cart } from '@windfamily/contract/cart';
import type { ProductDetail } from '@windfamily/contract/catalog';
import { categories, productVariants, products } from '../db/schema';
import { bookOpeningBalances } from '../modules/logistics/ledger';
import { type SeedCatalogOptions, seedDemoCatalog } from '../seed/demo-catalog';
import type { TestApp, TestClient } from './harness';

type HasApp = Pick<TestApp, 'app'>;

export const FALLBACK_CODE = 'FLYHIGH10';

/**
 * The demo catalogue, without pictures unless asked: tests that look at pictures render them,
 * best only those of the products they read (`{ products: [slug…] }`).
 */
export async function seedCatalog(
  t: HasApp,
  options: { images?: SeedCatalogOptions['images'] } = {},
) {
  await seedDemoCatalog(
    { db: t.app.services.database.db, images: t.app.services.images },
    { images: options.images ?? false, fallbackPromoCode: t.app.services.config.promoFallbackCode },
  );
  await t.app.services.catalog.changed();
}

/** A product as the API shows it (`country` at for Austrian prices). */
export async function productOf(client: TestClient, slug: string, country = 'at') {
  const response = await client.get(`/api/store/products/${slug}?country=${country}`);
  if (response.statusCode !== 200)
    throw new Error(`product ${slug}: ${response.statusCode} ${response.body}`);
  return response.json<ProductDetail>();
}

/** The id of a variant by SKU. */
export async function variantIdOf(t: HasApp, sku: string): Promise<number> {
  const [row] = await t.app.services.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.sku, sku));
  if (!row) throw new Error(`no variant ${sku}`);
  return row.id;
}

let counter = 0;

/**
 * A product of its own for a test: `stock` units of one stocked variant (null: made to
 * order), in a listed category.
 */
export async function createProduct(
  t: HasApp,
  options: { stock?: number | null; netPrice?: number; category?: string; active?: boolean } = {},
) {
  const db = t.app.services.database.db;
  counter += 1;
  const slug = `test-product-${process.pid}-${counter}`;
  const [category] = await db
    .select()
    .from(categories)
    .where(eq(categories.slug, options.category ?? 'addons'));
  if (!category) throw new Error('seed the catalogue first');
  const [product] = await db
    .insert(products)
    .values({ slug, categoryId: category.id, name: `Test Product ${counter}`, leadTimeWeeks: 3 })
    .returning();
  const stock = options.stock === undefined ? 5 : options.stock;
  const [variant] = await db
    .insert(productVariants)
    .values({
      productId: product!.id,
      name: 'One size',
      sku: slug.toUpperCase(),
      netPrice: options.netPrice ?? 10_000,
      stockTracked: stock !== null,
      stock: stock ?? 0,
      active: options.active ?? true,
    })
    .returning();
  // Its stock comes into the warehouse as its opening balance, as the catalogue's form does.
  await bookOpeningBalances(db, [variant!.id]);
  await t.app.services.catalog.changed();
  return { product: product!, variant: variant! };
}

export async function stockOf(t: HasApp, variantId: number): Promise<number> {
  const [row] = await t.app.services.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

export const cartOf = (response: { json: <T>() => T }) => response.json<Cart>();
