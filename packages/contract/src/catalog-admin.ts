import { z } from 'zod';
import { imageSchema, SECONDHAND_CONDITIONS, specRowSchema } from './catalog';
import { moneyInputSchema, moneySchema } from './money';

/**
 * The back office's view of the catalogue: everything, inactive included, with the fields
 * staff edit. Prices here are net.
 */

const required = 'this field is required';
const slugField = z
  .string({ error: required })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and dashes, e.g. emilie-peace2')
  .max(80);
const name = z.string({ error: required }).trim().min(1, required).max(120);

/** Image ids come from POST /api/store/admin/images/. */
export const imageIdsField = z.array(z.number().int().positive()).max(30).default([]);

export const variantAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    options: z.record(z.string(), z.string()),
    sku: z.string(),
    net_price: moneySchema,
    stock_tracked: z.boolean(),
    stock: z.number().int(),
    shipping_weight_grams: z.number().int(),
    weight_min_kg: z.number().int().nullable(),
    weight_max_kg: z.number().int().nullable(),
    active: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: 'VariantAdmin' });
export type VariantAdmin = z.infer<typeof variantAdminSchema>;

export const productAdminSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    category: z.string(),
    name: z.string(),
    slogan: z.string(),
    description: z.string(),
    seo_description: z.string(),
    specs: z.array(specRowSchema),
    option_names: z.array(z.string()),
    images: z.array(imageSchema),
    thumbnail_id: z.number().int().nullable(),
    new: z.boolean(),
    position: z.number().int(),
    active: z.boolean(),
    lead_time_weeks: z.number().int(),
    variants: z.array(variantAdminSchema),
    updated: z.string(),
  })
  .meta({ id: 'ProductAdmin' });
export type ProductAdmin = z.infer<typeof productAdminSchema>;

export const productAdminListSchema = z
  .object({ products: z.array(productAdminSchema) })
  .meta({ id: 'ProductAdminList' });
export type ProductAdminList = z.infer<typeof productAdminListSchema>;

export const productPayloadSchema = z
  .object({
    slug: slugField,
    category: z.string({ error: required }).min(1, required),
    name,
    slogan: z.string().trim().max(200).default(''),
    description: z.string().max(20_000).default(''),
    seo_description: z.string().trim().max(300).default(''),
    specs: z
      .array(
        z.object({
          label: z.string().trim().min(1, required).max(60),
          value: z.string().trim().min(1, required).max(200),
        }),
      )
      .max(40)
      .default([]),
    option_names: z.array(z.string().trim().min(1, required).max(30)).max(3).default([]),
    image_ids: imageIdsField,
    thumbnail_id: z.number().int().positive().nullable().default(null),
    new: z.boolean().default(false),
    position: z.number().int().min(0).max(10_000).default(0),
    active: z.boolean().default(true),
    lead_time_weeks: z.number().int().min(0).max(52).default(0),
  })
  .meta({ id: 'ProductPayload' });
export type ProductPayload = z.input<typeof productPayloadSchema>;

const weightKg = z.number().int().min(20).max(300).nullable().default(null);

export const variantPayloadSchema = z
  .object({
    name: name,
    options: z.record(z.string(), z.string().trim().min(1, required).max(40)).default({}),
    sku: z
      .string({ error: required })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9._-]{0,39}$/, 'letters, digits, dots and dashes'),
    net_price: moneyInputSchema,
    stock_tracked: z.boolean().default(false),
    stock: z.number().int().min(0, 'at least 0').max(100_000).default(0),
    /**
     * The stock the form was loaded with: when a sale changed it meanwhile, the save is
     * refused (409) instead of overwriting the sale.
     */
    previous_stock: z.number().int().min(0).optional(),
    shipping_weight_grams: z.number().int().min(0).max(100_000).default(0),
    weight_min_kg: weightKg,
    weight_max_kg: weightKg,
    active: z.boolean().default(true),
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((variant, ctx) => {
    const { weight_min_kg: min, weight_max_kg: max } = variant;
    if ((min === null) !== (max === null))
      ctx.addIssue({
        code: 'custom',
        path: [min === null ? 'weight_min_kg' : 'weight_max_kg'],
        message: 'give both ends of the weight range, or neither',
      });
    if (min !== null && max !== null && min > max)
      ctx.addIssue({
        code: 'custom',
        path: ['weight_max_kg'],
        message: 'must not be below the minimum',
      });
  })
  .meta({ id: 'VariantPayload' });
export type VariantPayload = z.input<typeof variantPayloadSchema>;

// ---------------------------------------------------------------------------
// Goodies and second-hand wings.
// ---------------------------------------------------------------------------

export const goodieAdminSchema = z
  .object({
    id: z.number().int(),
    variant_id: z.number().int(),
    product_name: z.string(),
    variant_name: z.string(),
    net_price: moneySchema,
    reduced_price: moneySchema,
    active: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: 'GoodieAdmin' });
export type GoodieAdmin = z.infer<typeof goodieAdminSchema>;

export const goodiePayloadSchema = z
  .object({
    variant_id: z.number({ error: required }).int().positive(),
    /** Net, with a wing. */
    reduced_price: moneyInputSchema,
    active: z.boolean().default(true),
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .meta({ id: 'GoodiePayload' });
export type GoodiePayload = z.input<typeof goodiePayloadSchema>;

export const goodieAdminListSchema = z
  .object({ goodies: z.array(goodieAdminSchema) })
  .meta({ id: 'GoodieAdminList' });
export type GoodieAdminList = z.infer<typeof goodieAdminListSchema>;

export const secondhandAdminSchema = z
  .object({
    id: z.number().int(),
    variant_id: z.number().int(),
    model_product: z.string().nullable(),
    model_name: z.string(),
    size: z.string(),
    manufacturing_date: z.string(),
    condition: z.string(),
    hours_flown: z.number().int(),
    description: z.string(),
    images: z.array(imageSchema),
    net_price: moneySchema,
    active: z.boolean(),
    sold: z.boolean(),
  })
  .meta({ id: 'SecondhandAdmin' });
export type SecondhandAdmin = z.infer<typeof secondhandAdminSchema>;

export const secondhandPayloadSchema = z
  .object({
    /** Slug of the wing model in the catalogue, when it is one. */
    model_product: z.string().trim().nullable().default(null),
    model_name: name,
    size: z.string({ error: required }).trim().min(1, required).max(20),
    manufacturing_date: z.iso.date('a date such as 2023-04-01'),
    condition: z.enum(SECONDHAND_CONDITIONS, {
      error: `one of ${SECONDHAND_CONDITIONS.join(', ')}`,
    }),
    hours_flown: z.number().int().min(0).max(10_000),
    description: z.string().max(10_000).default(''),
    image_ids: imageIdsField,
    net_price: moneyInputSchema,
    active: z.boolean().default(true),
  })
  .meta({ id: 'SecondhandPayload' });
export type SecondhandPayload = z.input<typeof secondhandPayloadSchema>;

export const secondhandAdminListSchema = z
  .object({ items: z.array(secondhandAdminSchema) })
  .meta({ id: 'SecondhandAdminList' });
export type SecondhandAdminList = z.infer<typeof secondhandAdminListSchema>;

export const categoryAdminSchema = z.object({
  slug: z.string(),
  name: z.string(),
  listed: z.boolean(),
});

/** Uploads: at most this many bytes, of these types. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
