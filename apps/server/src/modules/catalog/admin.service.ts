import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  GoodieAdmin,
  goodiePayloadSchema,
  ProductAdmin,
  productPayloadSchema,
  SecondhandAdmin,
  secondhandPayloadSchema,
  VariantAdmin,
  variantPayloadSchema,
} from '@windfamily/contract/catalog-admin';
import { FORM_ERROR_KEY } from '@windfamily/contract/errors';
import { centsToMoney } from '@windfamily/contract/money';
import type { Db, Tx } from '../../db/client';
import {
  categories,
  goodies,
  images,
  productImages,
  productVariants,
  products,
  secondhandImages,
  secondhandItems,
} from '../../db/schema';
import { isDbId, uniqueViolation } from '../../db/constraints';
import { FieldErrors, fieldError, HttpError, notFound } from '../../lib/http-error';
import {
  adjustAvailable,
  availabilityOf,
  bookOpeningBalances,
  lockVariants,
  refreshAvailable,
} from '../logistics/ledger';
import { imageToApi } from '../media/image-store';
import type { CatalogService } from './catalog.service';

type ProductInput = z.output<typeof productPayloadSchema>;
type VariantInput = z.output<typeof variantPayloadSchema>;
type GoodieInput = z.output<typeof goodiePayloadSchema>;
type SecondhandInput = z.output<typeof secondhandPayloadSchema>;
type Queryable = Db | Tx;
type VariantRow = typeof productVariants.$inferSelect;

/** The category of the second-hand market and the product whose variants are its wings. */
export const SECONDHAND_CATEGORY = 'secondhand';
export const BARGAINS_PRODUCT = 'bargains';
/** The category a second-hand wing's model must be of. */
const WINGS_CATEGORY = 'wings';

export const STOCK_CHANGED = (now: number) =>
  `The stock changed meanwhile (now ${now}). Reload and try again.`;

const toVariantAdmin = (row: VariantRow): VariantAdmin => ({
  id: row.id,
  name: row.name,
  options: row.options,
  sku: row.sku,
  net_price: centsToMoney(row.netPrice),
  stock_tracked: row.stockTracked,
  stock: row.stock,
  shipping_weight_grams: row.shippingWeightGrams,
  weight_min_kg: row.weightMinKg,
  weight_max_kg: row.weightMaxKg,
  active: row.active,
  position: row.position,
});

/** Checks picture ids of a gallery: each exists, each once. */
async function checkImages(tx: Queryable, ids: number[], field: string, errors: FieldErrors) {
  if (new Set(ids).size !== ids.length) errors.add(field, 'Each picture can be chosen only once.');
  if (ids.length === 0) return;
  const wanted = [...new Set(ids)].filter(isDbId);
  const found = wanted.length
    ? await tx.select({ id: images.id }).from(images).where(inArray(images.id, wanted))
    : [];
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length)
    errors.add(field, `There is no picture ${missing.join(', ')}. Upload it first.`);
}

/**
 * The back office's catalogue: products, variants, goodies and second-hand wings, read from the
 * database (so an answer is exact right after a write) and written in transactions. Every
 * successful write clears the caches of every instance, so the shop shows it at once.
 */
export class CatalogAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  // -------------------------------------------------------------------------
  // Products.
  // -------------------------------------------------------------------------

  /** Products (all of them, or those with these ids) in category, then position order. */
  private async loadProducts(db: Queryable, ids?: number[]): Promise<ProductAdmin[]> {
    const rows = await db
      .select({ product: products, category: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(ids ? inArray(products.id, ids) : undefined)
      .orderBy(
        asc(categories.position),
        asc(categories.id),
        asc(products.position),
        asc(products.id),
      );
    if (rows.length === 0) return [];
    // One after the other: inside a transaction the queries share one connection anyway.
    const imageRows = await db
      .select({ productId: productImages.productId, image: images })
      .from(productImages)
      .innerJoin(images, eq(images.id, productImages.imageId))
      .where(ids ? inArray(productImages.productId, ids) : undefined)
      .orderBy(asc(productImages.position), asc(images.id));
    const variantRows = await db
      .select()
      .from(productVariants)
      .where(ids ? inArray(productVariants.productId, ids) : undefined)
      .orderBy(asc(productVariants.position), asc(productVariants.id));
    return rows.map(({ product, category }) => ({
      id: product.id,
      slug: product.slug,
      category,
      name: product.name,
      slogan: product.slogan,
      description: product.description,
      seo_description: product.seoDescription,
      specs: product.specs,
      option_names: product.optionNames,
      images: imageRows
        .filter((row) => row.productId === product.id)
        .map((row) => imageToApi(row.image)),
      thumbnail_id: product.thumbnailId,
      new: product.isNew,
      position: product.position,
      active: product.active,
      lead_time_weeks: product.leadTimeWeeks,
      variants: variantRows.filter((row) => row.productId === product.id).map(toVariantAdmin),
      updated: product.updatedAt.toISOString(),
    }));
  }

  listProducts(): Promise<ProductAdmin[]> {
    return this.loadProducts(this.db);
  }

  async product(id: number, db: Queryable = this.db): Promise<ProductAdmin> {
    const [product] = await this.loadProducts(db, [id]);
    if (!product) throw notFound('There is no such product.');
    return product;
  }

  /** Checks a product payload; answers its category's id. */
  private async checkProduct(tx: Tx, input: ProductInput, productId?: number): Promise<number> {
    const errors = new FieldErrors();
    const [category] = await tx
      .select()
      .from(categories)
      .where(eq(categories.slug, input.category));
    if (!category) errors.add('category', `There is no category '${input.category}'.`);
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.slug, input.slug), productId ? ne(products.id, productId) : undefined),
      );
    if (taken) errors.add('slug', `Another product has the address '${input.slug}' already.`);
    const optionNames = input.option_names.map((name) => name.toLowerCase());
    if (new Set(optionNames).size !== optionNames.length)
      errors.add('option_names', 'Each option name can be given only once.');
    await checkImages(tx, input.image_ids, 'image_ids', errors);
    if (input.thumbnail_id !== null && !input.image_ids.includes(input.thumbnail_id)) {
      const [thumbnail] = isDbId(input.thumbnail_id)
        ? await tx.select({ id: images.id }).from(images).where(eq(images.id, input.thumbnail_id))
        : [];
      if (!thumbnail)
        errors.add('thumbnail_id', `There is no picture ${input.thumbnail_id}. Upload it first.`);
    }
    if (productId !== undefined) {
      // The variants' options must keep naming options the product has.
      const variants = await tx
        .select({ name: productVariants.name, options: productVariants.options })
        .from(productVariants)
        .where(eq(productVariants.productId, productId));
      for (const variant of variants)
        for (const key of Object.keys(variant.options))
          if (!input.option_names.includes(key))
            errors.add(
              'option_names',
              `The variant '${variant.name}' has the option '${key}': keep it.`,
            );
    }
    errors.throwIfAny();
    return category!.id;
  }

  private productValues(input: ProductInput, categoryId: number) {
    return {
      slug: input.slug,
      categoryId,
      name: input.name,
      slogan: input.slogan,
      description: input.description,
      seoDescription: input.seo_description,
      specs: input.specs,
      optionNames: input.option_names,
      thumbnailId: input.thumbnail_id,
      isNew: input.new,
      position: input.position,
      active: input.active,
      leadTimeWeeks: input.lead_time_weeks,
    };
  }

  private async replaceGallery(tx: Tx, productId: number, imageIds: number[]) {
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    if (imageIds.length)
      await tx
        .insert(productImages)
        .values(imageIds.map((imageId, position) => ({ productId, imageId, position })));
  }

  /** Runs a catalogue write; a unique violation of `field`'s constraint becomes its 400. */
  private async write<T>(
    work: (tx: Tx) => Promise<T>,
    unique: Record<string, () => HttpError>,
  ): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction(work);
    } catch (error) {
      const constraint = uniqueViolation(error);
      const answer = constraint !== undefined ? unique[constraint] : undefined;
      if (answer) throw answer();
      throw error;
    }
    await this.catalog.changed();
    return result;
  }

  private slugTaken = (slug: string) => () =>
    fieldError('slug', `Another product has the address '${slug}' already.`);

  createProduct(input: ProductInput): Promise<ProductAdmin> {
    return this.write(
      async (tx) => {
        const categoryId = await this.checkProduct(tx, input);
        const [row] = await tx
          .insert(products)
          .values(this.productValues(input, categoryId))
          .returning({ id: products.id });
        await this.replaceGallery(tx, row!.id, input.image_ids);
        return this.product(row!.id, tx);
      },
      { products_slug_unique: this.slugTaken(input.slug) },
    );
  }

  updateProduct(id: number, input: ProductInput): Promise<ProductAdmin> {
    return this.write(
      async (tx) => {
        // The lock keeps variants from being added with other options while this runs.
        const [existing] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!existing) throw notFound('There is no such product.');
        const categoryId = await this.checkProduct(tx, input, id);
        await tx
          .update(products)
          .set({ ...this.productValues(input, categoryId), updatedAt: new Date() })
          .where(eq(products.id, id));
        await this.replaceGallery(tx, id, input.image_ids);
        return this.product(id, tx);
      },
      { products_slug_unique: this.slugTaken(input.slug) },
    );
  }

  // -------------------------------------------------------------------------
  // Variants.
  // -------------------------------------------------------------------------

  private skuTaken = (sku: string) => () =>
    fieldError('sku', `Another variant has the SKU '${sku}' already.`);

  private variantValues(input: VariantInput) {
    return {
      name: input.name,
      options: input.options,
      sku: input.sku,
      netPrice: input.net_price,
      stockTracked: input.stock_tracked,
      shippingWeightGrams: input.shipping_weight_grams,
      weightMinKg: input.weight_min_kg,
      weightMaxKg: input.weight_max_kg,
      active: input.active,
      position: input.position,
    };
  }

  /**
   * Checks a variant payload against its product (locked FOR SHARE, so its option names stay
   * as read until the transaction ends) and the other variants' SKUs.
   */
  private async checkVariant(tx: Tx, productId: number, input: VariantInput, variantId?: number) {
    const [product] = await tx
      .select({ optionNames: products.optionNames, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, productId))
      .for('share');
    if (!product) throw notFound('There is no such product.');
    const [category] = await tx
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, product.categoryId));
    if (category?.slug === SECONDHAND_CATEGORY)
      throw fieldError(FORM_ERROR_KEY, 'Second-hand wings are added and changed under Bargains.');
    const errors = new FieldErrors();
    for (const key of Object.keys(input.options))
      if (!product.optionNames.includes(key))
        errors.add(
          'options',
          product.optionNames.length
            ? `'${key}' is not an option of the product (${product.optionNames.join(', ')}).`
            : `'${key}' is not an option of the product: it has none.`,
        );
    const [taken] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.sku, input.sku),
          variantId ? ne(productVariants.id, variantId) : undefined,
        ),
      );
    if (taken) errors.add('sku', `Another variant has the SKU '${input.sku}' already.`);
    errors.throwIfAny();
  }

  createVariant(productId: number, input: VariantInput): Promise<VariantAdmin> {
    return this.write(
      async (tx) => {
        await this.checkVariant(tx, productId, input);
        const [row] = await tx
          .insert(productVariants)
          .values({ ...this.variantValues(input), productId, stock: input.stock })
          .returning();
        // Its stock comes into the warehouse as its opening balance.
        await bookOpeningBalances(tx, [row!.id]);
        return toVariantAdmin(row!);
      },
      { product_variants_sku_unique: this.skuTaken(input.sku) },
    );
  }

  /**
   * Changes a variant. Its stock changes only when the payload says what it was
   * (`previous_stock`): under the variant's lock, the row must still have that stock, else a
   * 409 and nothing changes; the difference is booked in the stock ledger as moves.
   */
  updateVariant(id: number, input: VariantInput): Promise<VariantAdmin> {
    return this.write(
      async (tx) => {
        const [current] = await tx
          .select({ productId: productVariants.productId })
          .from(productVariants)
          .where(eq(productVariants.id, id));
        if (!current) throw notFound('There is no such variant.');
        await this.checkVariant(tx, current.productId, input, id);

        // The variant's row is locked first, as every change of stock does (the ledger's order).
        await lockVariants(tx, [id]);
        const [held] = await tx
          .select({ stock: productVariants.stock, sku: productVariants.sku })
          .from(productVariants)
          .where(eq(productVariants.id, id));
        const setsStock = input.previous_stock !== undefined;
        if (setsStock && held!.stock !== input.previous_stock) {
          const message = STOCK_CHANGED(held!.stock);
          throw new HttpError(409, message, { stock: [message] });
        }
        await tx
          .update(productVariants)
          .set({ ...this.variantValues(input), updatedAt: new Date() })
          .where(eq(productVariants.id, id));
        if (input.stock_tracked) {
          // A variant the ledger has not seen yet starts from the number it has; then the
          // change is booked as moves, and the number follows the ledger.
          await bookOpeningBalances(tx, [id]);
          if (setsStock) {
            const free = (await availabilityOf(tx, [id])).get(id)!.available;
            await adjustAvailable(tx, id, input.stock - Math.max(0, free), {
              reason: 'Stock set in the catalogue',
              sku: held!.sku,
            });
          }
          await refreshAvailable(tx, [id]);
        }
        const [updated] = await tx.select().from(productVariants).where(eq(productVariants.id, id));
        if (!updated) throw notFound('There is no such variant.');

        // Checked after the update holds the row: goodie writes lock the variant first too.
        const [goodie] = await tx
          .select({ reducedPrice: goodies.reducedPrice })
          .from(goodies)
          .where(eq(goodies.variantId, id));
        if (goodie && goodie.reducedPrice >= updated.netPrice)
          throw fieldError(
            'net_price',
            `It is a goodie for ${centsToMoney(goodie.reducedPrice)} with a wing: the price must stay above that.`,
          );
        return toVariantAdmin(updated);
      },
      { product_variants_sku_unique: this.skuTaken(input.sku) },
    );
  }

  // -------------------------------------------------------------------------
  // Goodies.
  // -------------------------------------------------------------------------

  private async loadGoodies(db: Queryable, id?: number): Promise<GoodieAdmin[]> {
    const rows = await db
      .select({ goodie: goodies, variant: productVariants, productName: products.name })
      .from(goodies)
      .innerJoin(productVariants, eq(productVariants.id, goodies.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(id !== undefined ? eq(goodies.id, id) : undefined)
      .orderBy(asc(goodies.position), asc(goodies.id));
    return rows.map(({ goodie, variant, productName }) => ({
      id: goodie.id,
      variant_id: variant.id,
      product_name: productName,
      variant_name: variant.name,
      net_price: centsToMoney(variant.netPrice),
      reduced_price: centsToMoney(goodie.reducedPrice),
      active: goodie.active,
      position: goodie.position,
    }));
  }

  listGoodies(): Promise<GoodieAdmin[]> {
    return this.loadGoodies(this.db);
  }

  /** Locks the goodie's variant (so its price holds) and checks the payload against it. */
  private async checkGoodie(tx: Tx, input: GoodieInput, goodieId?: number) {
    const [variant] = isDbId(input.variant_id)
      ? await tx
          .select({ netPrice: productVariants.netPrice })
          .from(productVariants)
          .where(eq(productVariants.id, input.variant_id))
          .for('update')
      : [];
    if (!variant) throw fieldError('variant_id', `There is no variant ${input.variant_id}.`);
    const errors = new FieldErrors();
    const [other] = await tx
      .select({ id: goodies.id })
      .from(goodies)
      .where(
        and(
          eq(goodies.variantId, input.variant_id),
          goodieId ? ne(goodies.id, goodieId) : undefined,
        ),
      );
    if (other) errors.add('variant_id', 'This variant is a goodie already.');
    const [secondhand] = await tx
      .select({ id: secondhandItems.id })
      .from(secondhandItems)
      .where(eq(secondhandItems.variantId, input.variant_id));
    if (secondhand) errors.add('variant_id', 'A second-hand wing cannot be a goodie.');
    if (input.reduced_price >= variant.netPrice)
      errors.add(
        'reduced_price',
        `Must be below the variant's price of ${centsToMoney(variant.netPrice)}.`,
      );
    errors.throwIfAny();
  }

  private goodieValues(input: GoodieInput) {
    return {
      variantId: input.variant_id,
      reducedPrice: input.reduced_price,
      active: input.active,
      position: input.position,
    };
  }

  private goodieTaken = () => () => fieldError('variant_id', 'This variant is a goodie already.');

  createGoodie(input: GoodieInput): Promise<GoodieAdmin> {
    return this.write(
      async (tx) => {
        await this.checkGoodie(tx, input);
        const [row] = await tx
          .insert(goodies)
          .values(this.goodieValues(input))
          .returning({ id: goodies.id });
        const [goodie] = await this.loadGoodies(tx, row!.id);
        return goodie!;
      },
      { goodies_variant_id_unique: this.goodieTaken() },
    );
  }

  updateGoodie(id: number, input: GoodieInput): Promise<GoodieAdmin> {
    return this.write(
      async (tx) => {
        const [existing] = await tx
          .select({ id: goodies.id })
          .from(goodies)
          .where(eq(goodies.id, id));
        if (!existing) throw notFound('There is no such goodie.');
        await this.checkGoodie(tx, input, id);
        await tx.update(goodies).set(this.goodieValues(input)).where(eq(goodies.id, id));
        const [goodie] = await this.loadGoodies(tx, id);
        return goodie!;
      },
      { goodies_variant_id_unique: this.goodieTaken() },
    );
  }

  // -------------------------------------------------------------------------
  // Second-hand wings.
  // -------------------------------------------------------------------------

  private async loadSecondhand(db: Queryable, id?: number): Promise<SecondhandAdmin[]> {
    const rows = await db
      .select({ item: secondhandItems, variant: productVariants, model: products.slug })
      .from(secondhandItems)
      .innerJoin(productVariants, eq(productVariants.id, secondhandItems.variantId))
      .leftJoin(products, eq(products.id, secondhandItems.modelProductId))
      .where(id !== undefined ? eq(secondhandItems.id, id) : undefined)
      .orderBy(desc(secondhandItems.id));
    if (rows.length === 0) return [];
    const photoRows = await db
      .select({ itemId: secondhandImages.itemId, image: images })
      .from(secondhandImages)
      .innerJoin(images, eq(images.id, secondhandImages.imageId))
      .where(id !== undefined ? eq(secondhandImages.itemId, id) : undefined)
      .orderBy(asc(secondhandImages.position), asc(images.id));
    return rows.map(({ item, variant, model }) => ({
      id: item.id,
      variant_id: variant.id,
      model_product: model,
      model_name: item.modelName,
      size: item.size,
      manufacturing_date: item.manufacturingDate,
      condition: item.condition,
      hours_flown: item.hoursFlown,
      description: item.description,
      images: photoRows.filter((row) => row.itemId === item.id).map((row) => imageToApi(row.image)),
      net_price: centsToMoney(variant.netPrice),
      active: variant.active,
      sold: variant.stock === 0,
    }));
  }

  listSecondhand(): Promise<SecondhandAdmin[]> {
    return this.loadSecondhand(this.db);
  }

  /** Checks a second-hand payload; answers the id of its model product (or null). */
  private async checkSecondhand(tx: Tx, input: SecondhandInput): Promise<number | null> {
    const errors = new FieldErrors();
    let modelId: number | null = null;
    if (input.model_product) {
      const [model] = await tx
        .select({ id: products.id, category: categories.slug })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.slug, input.model_product));
      if (!model || model.category !== WINGS_CATEGORY)
        errors.add('model_product', `There is no wing '${input.model_product}'.`);
      else modelId = model.id;
    }
    await checkImages(tx, input.image_ids, 'image_ids', errors);
    errors.throwIfAny();
    return modelId;
  }

  /** The product holding the second-hand wings; made (with its category) when missing. */
  private async bargainsProduct(tx: Tx): Promise<number> {
    const [existing] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, BARGAINS_PRODUCT));
    if (existing) return existing.id;
    await tx
      .insert(categories)
      .values({
        slug: SECONDHAND_CATEGORY,
        name: 'Bargains',
        description: 'Second-hand wings, checked in our workshop.',
        position: 100,
        listed: false,
      })
      .onConflictDoNothing();
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, SECONDHAND_CATEGORY));
    await tx
      .insert(products)
      .values({
        slug: BARGAINS_PRODUCT,
        categoryId: category!.id,
        name: 'Second-hand wing',
        slogan: 'Checked in our workshop, ready to fly.',
      })
      .onConflictDoNothing();
    const [created] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, BARGAINS_PRODUCT));
    return created!.id;
  }

  private secondhandValues(input: SecondhandInput, modelProductId: number | null) {
    return {
      modelProductId,
      modelName: input.model_name,
      size: input.size,
      manufacturingDate: input.manufacturing_date,
      condition: input.condition,
      hoursFlown: input.hours_flown,
      description: input.description,
    };
  }

  private secondhandVariantValues(input: SecondhandInput) {
    return {
      name: `${input.model_name} ${input.size} (${input.manufacturing_date.slice(0, 4)})`,
      netPrice: input.net_price,
      active: input.active,
    };
  }

  private async replacePhotos(tx: Tx, itemId: number, imageIds: number[]) {
    await tx.delete(secondhandImages).where(eq(secondhandImages.itemId, itemId));
    if (imageIds.length)
      await tx
        .insert(secondhandImages)
        .values(imageIds.map((imageId, position) => ({ itemId, imageId, position })));
  }

  /** A new second-hand wing: its own variant (one unit, SKU BARGAIN-<item id>) of the bargains. */
  createSecondhand(input: SecondhandInput): Promise<SecondhandAdmin> {
    return this.write(async (tx) => {
      const modelProductId = await this.checkSecondhand(tx, input);
      const productId = await this.bargainsProduct(tx);
      // The SKU names the item, whose id is known once the item (which needs the variant) is in.
      const [variant] = await tx
        .insert(productVariants)
        .values({
          ...this.secondhandVariantValues(input),
          productId,
          sku: `BARGAIN-NEW-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          stockTracked: true,
          stock: 1,
          shippingWeightGrams: 6_000,
        })
        .returning({ id: productVariants.id });
      await bookOpeningBalances(tx, [variant!.id]);
      const [item] = await tx
        .insert(secondhandItems)
        .values({ ...this.secondhandValues(input, modelProductId), variantId: variant!.id })
        .returning({ id: secondhandItems.id });
      const itemId = item!.id;
      const [taken] = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.sku, `BARGAIN-${itemId}`));
      await tx
        .update(productVariants)
        .set({ sku: taken ? `BARGAIN-${itemId}-${variant!.id}` : `BARGAIN-${itemId}` })
        .where(eq(productVariants.id, variant!.id));
      await this.replacePhotos(tx, itemId, input.image_ids);
      const [created] = await this.loadSecondhand(tx, itemId);
      return created!;
    }, {});
  }

  /** Changes a second-hand wing; its stock (1, or 0 once sold) is never touched here. */
  updateSecondhand(id: number, input: SecondhandInput): Promise<SecondhandAdmin> {
    return this.write(async (tx) => {
      const [item] = await tx
        .select({ variantId: secondhandItems.variantId })
        .from(secondhandItems)
        .where(eq(secondhandItems.id, id))
        .for('update');
      if (!item) throw notFound('There is no such second-hand wing.');
      const modelProductId = await this.checkSecondhand(tx, input);
      await tx
        .update(productVariants)
        .set({ ...this.secondhandVariantValues(input), updatedAt: new Date() })
        .where(eq(productVariants.id, item.variantId));
      await tx
        .update(secondhandItems)
        .set(this.secondhandValues(input, modelProductId))
        .where(eq(secondhandItems.id, id));
      await this.replacePhotos(tx, id, input.image_ids);
      const [updated] = await this.loadSecondhand(tx, id);
      return updated!;
    }, {});
  }
}
