import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  categories,
  goodies,
  priceListPrices,
  priceLists,
  productImages,
  productVariants,
  products,
  promoCodeCategories,
  promoCodes,
  secondhandImages,
  secondhandItems,
  shippingRates,
  users,
} from '../db/schema';
import type { ImageStore } from '../modules/media/image-store';
import {
  DEMO_BARGAINS,
  DEMO_CATEGORIES,
  DEMO_GOODIES,
  DEMO_PRICE_LISTS,
  DEMO_PROMO_CODES,
  DEMO_SHIPPING,
  DEMO_STOCK_PRODUCTS,
  DEMO_WINGS,
  type DemoStockProduct,
  type DemoWing,
  wingSpecs,
} from './catalog-data';
import { addonSvg, fashionSvg, secondhandSvg, WING_DESIGNS, WING_VIEWS, wingSvg } from './drawings';
import { bookOpeningBalances } from '../modules/logistics/ledger';

export interface SeedCatalogOptions {
  /**
   * Render the demo pictures: all of them (the default), none (tests that do not look at
   * pictures), or only the pictures of the products named by slug (tests that look at a few).
   */
  images?: boolean | { products: readonly string[] };
  /** The code the promo hints name; seeded as 10 % off everything. */
  fallbackPromoCode: string;
}

interface Seeder {
  db: Db;
  images: ImageStore;
}

const skuOf = (...parts: string[]) =>
  parts
    .join('-')
    .toUpperCase()
    .replace(/[^A-Z0-9.]+/g, '-');

const variantNameOf = (options: Record<string, string>) =>
  Object.values(options).join(' · ') || 'One size';

/** Inserts a row unless its natural key exists; answers the row's id either way. */
async function idOf(
  insert: () => Promise<{ id: number }[]>,
  find: () => Promise<{ id: number }[]>,
): Promise<number> {
  const [created] = await insert();
  if (created) return created.id;
  const [existing] = await find();
  if (!existing) throw new Error('seed: row neither inserted nor found');
  return existing.id;
}

async function pictures(seeder: Seeder, svgs: { svg: string; alt: string }[], render: boolean) {
  if (!render) return [];
  const ids: number[] = [];
  for (const { svg, alt } of svgs) {
    const row = await seeder.images.save(Buffer.from(svg), {
      allowSvg: true,
      alt,
      originalName: `${alt}.svg`,
    });
    ids.push(row.id);
  }
  return ids;
}

async function seedProduct(
  seeder: Seeder,
  product: {
    slug: string;
    categoryId: number;
    name: string;
    slogan: string;
    description: string;
    specs: { label: string; value: string }[];
    optionNames: string[];
    isNew: boolean;
    position: number;
    leadTimeWeeks: number;
  },
  imageIds: number[],
  variants: (typeof productVariants.$inferInsert)[],
): Promise<number> {
  const { db } = seeder;
  const productId = await idOf(
    () => db.insert(products).values(product).onConflictDoNothing().returning({ id: products.id }),
    () => db.select({ id: products.id }).from(products).where(eq(products.slug, product.slug)),
  );
  if (imageIds.length)
    await db
      .insert(productImages)
      .values(imageIds.map((imageId, position) => ({ productId, imageId, position })))
      .onConflictDoNothing();
  if (variants.length)
    await db
      .insert(productVariants)
      .values(variants.map((variant) => ({ ...variant, productId })))
      .onConflictDoNothing();
  return productId;
}

function wingDrawings(wing: DemoWing) {
  const design = WING_DESIGNS[wing.design];
  return WING_VIEWS.map((view) => ({
    svg: wingSvg({ colors: design.colors, pattern: design.pattern, view, cells: wing.cells }),
    alt: `${wing.name}, ${view === 'flying' ? 'in flight' : view === 'top' ? 'seen from above' : 'from the side'}`,
  }));
}

function stockDrawings(product: DemoStockProduct) {
  const drawing = product.drawing;
  if (drawing.kind === 'addon') return [{ svg: addonSvg(drawing.item), alt: product.name }];
  return Object.entries(drawing.colours).map(([colour, [main, accent]]) => ({
    svg: fashionSvg(drawing.item, main, accent),
    alt: `${product.name} in ${colour}`,
  }));
}

/**
 * Adds the demo catalogue: categories, wings, fashion, addons, goodies, bargains, price lists,
 * promo codes and shipping prices. Idempotent: what exists (by slug, SKU, code) is kept.
 */
export async function seedDemoCatalog(seeder: Seeder, options: SeedCatalogOptions): Promise<void> {
  const { db } = seeder;
  const images = options.images ?? true;
  const render = (slug: string) =>
    typeof images === 'boolean' ? images : images.products.includes(slug);

  await db
    .insert(categories)
    .values([...DEMO_CATEGORIES])
    .onConflictDoNothing();
  const categoryRows = await db.select().from(categories);
  const categoryId = (slug: string) => {
    const row = categoryRows.find((category) => category.slug === slug);
    if (!row) throw new Error(`seed: no category ${slug}`);
    return row.id;
  };

  for (const [position, wing] of DEMO_WINGS.entries()) {
    await seedProduct(
      seeder,
      {
        slug: wing.slug,
        categoryId: categoryId('wings'),
        name: wing.name,
        slogan: wing.slogan,
        description: wing.description,
        specs: wingSpecs(wing),
        optionNames: ['Size'],
        isNew: wing.isNew ?? false,
        position,
        leadTimeWeeks: wing.leadTimeWeeks,
      },
      await pictures(seeder, wingDrawings(wing), render(wing.slug)),
      wing.sizes.map(([size, , weight, min, max], index) => ({
        productId: 0,
        name: size,
        options: { Size: size },
        sku: skuOf(wing.slug, size),
        netPrice: wing.netPrice,
        stockTracked: false,
        shippingWeightGrams: Math.round(Number(weight) * 1000) + 1_500,
        weightMinKg: min,
        weightMaxKg: max,
        position: index,
      })),
    );
  }

  for (const [position, product] of DEMO_STOCK_PRODUCTS.entries()) {
    await seedProduct(
      seeder,
      {
        slug: product.slug,
        categoryId: categoryId(product.category),
        name: product.name,
        slogan: product.slogan,
        description: product.description,
        specs: product.specs ?? [],
        optionNames: product.optionNames,
        isNew: false,
        position,
        leadTimeWeeks: product.leadTimeWeeks ?? 0,
      },
      await pictures(seeder, stockDrawings(product), render(product.slug)),
      product.variants.map((variant, index) => ({
        productId: 0,
        name: variantNameOf(variant.options),
        options: variant.options,
        sku: skuOf(product.slug, ...Object.values(variant.options)),
        netPrice: variant.netPrice ?? product.netPrice,
        stockTracked: variant.stock !== null,
        stock: variant.stock ?? 0,
        shippingWeightGrams: product.weightGrams,
        position: index,
      })),
    );
  }

  const variantRows = await db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants);
  const variantId = (sku: string) => {
    const row = variantRows.find((variant) => variant.sku === sku);
    if (!row) throw new Error(`seed: no variant ${sku}`);
    return row.id;
  };

  await db
    .insert(goodies)
    .values(
      DEMO_GOODIES.map((goodie, position) => ({
        variantId: variantId(goodie.sku),
        reducedPrice: goodie.reducedPrice,
        position,
      })),
    )
    .onConflictDoNothing();

  await seedBargains(seeder, categoryId('secondhand'), render('bargains'));

  for (const list of DEMO_PRICE_LISTS) {
    const listId = await idOf(
      () =>
        db
          .insert(priceLists)
          .values({ name: list.name, percentOffBp: list.percentOffBp })
          .onConflictDoNothing()
          .returning({ id: priceLists.id }),
      () => db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.name, list.name)),
    );
    if (list.prices.length)
      await db
        .insert(priceListPrices)
        .values(
          list.prices.map((price) => ({
            priceListId: listId,
            variantId: variantId(price.sku),
            netPrice: price.netPrice,
          })),
        )
        .onConflictDoNothing();
  }
  // The demo reseller (when there is one) buys at the flight schools' prices, from Germany.
  const [schools] = await db.select().from(priceLists).where(eq(priceLists.name, 'Flight schools'));
  if (schools)
    await db
      .update(users)
      .set({ priceListId: schools.id, vatId: 'DE123456789' })
      .where(sql`${users.email} = 'reseller@example.com' AND ${users.priceListId} IS NULL`);

  const codes = [
    {
      code: options.fallbackPromoCode,
      description: '10 % off everything.',
      kind: 'percent' as const,
      percentOffBp: 1000,
    },
    ...DEMO_PROMO_CODES,
  ];
  for (const code of codes) {
    const {
      categories: scope,
      validUntil,
      ...values
    } = { categories: [] as string[], validUntil: undefined as string | undefined, ...code };
    const [created] = await db
      .insert(promoCodes)
      .values({ ...values, validUntil: validUntil ? new Date(validUntil) : null })
      .onConflictDoNothing()
      .returning({ id: promoCodes.id });
    if (created && scope.length)
      await db
        .insert(promoCodeCategories)
        .values(scope.map((slug) => ({ promoCodeId: created.id, categoryId: categoryId(slug) })));
  }

  await db
    .insert(shippingRates)
    .values(
      DEMO_SHIPPING.flatMap(([zone, method, parcel, wing]) => [
        ...(parcel !== null ? [{ zone, method, box: 'parcel' as const, netPrice: parcel }] : []),
        ...(wing !== null ? [{ zone, method, box: 'wing' as const, netPrice: wing }] : []),
      ]),
    )
    .onConflictDoNothing();

  // The stocked variants' numbers are their opening balance in the warehouse.
  await bookOpeningBalances(db);
}

/** Second-hand wings: one product holds them, each one a variant with stock 1. */
async function seedBargains(seeder: Seeder, secondhandCategoryId: number, render: boolean) {
  const { db } = seeder;
  const productId = await seedProduct(
    seeder,
    {
      slug: 'bargains',
      categoryId: secondhandCategoryId,
      name: 'Second-hand wing',
      slogan: 'Checked in our workshop, ready to fly.',
      description: '',
      specs: [],
      optionNames: [],
      isNew: false,
      position: 0,
      leadTimeWeeks: 0,
    },
    [],
    [],
  );
  const models = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      inArray(
        products.slug,
        DEMO_BARGAINS.flatMap((bargain) => (bargain.model ? [bargain.model] : [])),
      ),
    );
  for (const [index, bargain] of DEMO_BARGAINS.entries()) {
    const sku = `BARGAIN-${index + 1}`;
    const [variant] = await db
      .insert(productVariants)
      .values({
        productId,
        name: `${bargain.modelName} ${bargain.size} (${bargain.manufacturingDate.slice(0, 4)})`,
        sku,
        netPrice: bargain.netPrice,
        stockTracked: true,
        stock: 1,
        shippingWeightGrams: 6_000,
        position: index,
      })
      .onConflictDoNothing()
      .returning({ id: productVariants.id });
    if (!variant) continue;
    const wing = DEMO_WINGS.find((model) => model.slug === bargain.model);
    const colors = wing
      ? WING_DESIGNS[wing.design].colors
      : {
          leadingEdge: '#6c757d',
          top: ['#adb5bd', '#dee2e6', '#495057'],
          tips: '#343a40',
          bottom: '#f8f9fa',
          logo: '#343a40',
        };
    const [item] = await db
      .insert(secondhandItems)
      .values({
        variantId: variant.id,
        modelProductId: models.find((model) => model.slug === bargain.model)?.id ?? null,
        modelName: bargain.modelName,
        size: bargain.size,
        manufacturingDate: bargain.manufacturingDate,
        condition: bargain.condition,
        hoursFlown: bargain.hoursFlown,
        description: bargain.description,
      })
      .returning({ id: secondhandItems.id });
    const imageIds = await pictures(
      seeder,
      [
        {
          svg: secondhandSvg({ colors, cells: wing?.cells ?? 40 }),
          alt: `${bargain.modelName} ${bargain.size}, second-hand`,
        },
      ],
      render,
    );
    if (item && imageIds.length)
      await db
        .insert(secondhandImages)
        .values(imageIds.map((imageId, position) => ({ itemId: item.id, imageId, position })));
  }
}
