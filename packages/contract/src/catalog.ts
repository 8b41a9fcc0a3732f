import { z } from 'zod';
import { moneySchema } from './money';

// ---------------------------------------------------------------------------
// Pictures.
// ---------------------------------------------------------------------------

/**
 * A picture in webp and a fallback format (SPEC.md "product preview"): `webp` and `fallback`
 * are a mid-sized rendition, the srcsets list every width for responsive `<picture>`s.
 */
export const imageSchema = z
  .object({
    id: z.number().int(),
    webp: z.string(),
    fallback: z.string(),
    webp_srcset: z.string(),
    fallback_srcset: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof imageSchema>;

// ---------------------------------------------------------------------------
// Prices for the visitor.
// ---------------------------------------------------------------------------

/**
 * Whose prices an answer shows: gross prices carry the VAT of `country` (`vat_rate`
 * percent); with a rate of 0 prices are net and local taxes apply; `reverse_charge` is a
 * business customer with a VAT id outside the shop's country; `price_list` names a
 * reseller's prices.
 */
export const pricingSchema = z
  .object({
    country: z.string(),
    vat_rate: z.number(),
    reverse_charge: z.boolean(),
    price_list: z.string().nullable(),
  })
  .meta({ id: 'Pricing' });
export type Pricing = z.infer<typeof pricingSchema>;

/** `?country=` of the priced catalogue calls; the visitor's detected country when absent. */
export const countryQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[a-zA-Z]{2}$/, 'a two-letter country code')
    .transform((code) => code.toLowerCase())
    .optional(),
});

// ---------------------------------------------------------------------------
// Catalogue.
// ---------------------------------------------------------------------------

export const categorySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponseSchema = z
  .object({ categories: z.array(categorySchema) })
  .meta({ id: 'Categories' });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const specRowSchema = z.object({ label: z.string(), value: z.string() });
export type SpecRow = z.infer<typeof specRowSchema>;

/** Whether a variant can be bought now, and how. */
export const availabilitySchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('in_stock'), quantity: z.number().int() }),
    z.object({ status: z.literal('made_to_order'), lead_time_weeks: z.number().int() }),
    z.object({ status: z.literal('sold_out') }),
    /** Switched off by staff: shown, never sold. */
    z.object({ status: z.literal('unavailable') }),
  ])
  .meta({ id: 'Availability' });
export type Availability = z.infer<typeof availabilitySchema>;

export const weightRangeSchema = z.object({
  min_kg: z.number().int(),
  max_kg: z.number().int(),
});
export type WeightRange = z.infer<typeof weightRangeSchema>;

export const productPreviewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    category: z.string(),
    slogan: z.string(),
    thumbnail: imageSchema.nullable(),
    new: z.boolean(),
    /** The lowest gross price of its active variants (sold out or not); null when none is active. */
    price_from: moneySchema.nullable(),
    /** The highest; equal to `price_from` when every variant costs the same. */
    price_to: moneySchema.nullable(),
  })
  .meta({ id: 'ProductPreview' });
export type ProductPreview = z.infer<typeof productPreviewSchema>;

export const productListQuerySchema = countryQuerySchema.extend({
  category: z.string().max(60).optional(),
});

export const productListResponseSchema = z
  .object({ products: z.array(productPreviewSchema), pricing: pricingSchema })
  .meta({ id: 'ProductList' });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const variantSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    /** Option values by option name, e.g. { Size: 'M' }. */
    options: z.record(z.string(), z.string()),
    /** After the customer's price list, before VAT. */
    net_price: moneySchema,
    /** What the customer pays for one (VAT of the pricing country included). */
    price: moneySchema,
    availability: availabilitySchema,
    /** The pilot's all-up weight this size flies at (wings). */
    weight_range: weightRangeSchema.nullable(),
  })
  .meta({ id: 'Variant' });
export type Variant = z.infer<typeof variantSchema>;

export const productDetailSchema = productPreviewSchema
  .extend({
    category_name: z.string(),
    /** Markdown. */
    description: z.string(),
    seo_description: z.string(),
    specs: z.array(specRowSchema),
    option_names: z.array(z.string()),
    images: z.array(imageSchema),
    lead_time_weeks: z.number().int(),
    /** Its colours can be designed in the colour picker. */
    customizable: z.boolean(),
    variants: z.array(variantSchema),
    pricing: pricingSchema,
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A goodie: offered at `reduced_price` with a wing (SPEC.md / issue: `goodie_id` of add-item). */
export const goodieSchema = z
  .object({
    id: z.number().int(),
    product_variant: z.object({
      id: z.number().int(),
      name: z.string(),
      /** Its regular gross price. */
      price: moneySchema,
    }),
    /** Gross, with a wing. */
    reduced_price: moneySchema,
    product: z.object({ slug: z.string(), category: z.string(), name: z.string() }),
    thumbnail: imageSchema.nullable(),
    availability: availabilitySchema,
  })
  .meta({ id: 'Goodie' });
export type Goodie = z.infer<typeof goodieSchema>;

export const goodiesResponseSchema = z
  .object({ goodies: z.array(goodieSchema), pricing: pricingSchema })
  .meta({ id: 'Goodies' });
export type GoodiesResponse = z.infer<typeof goodiesResponseSchema>;

/** One second-hand wing (Bargains); bought through `product_variant` like anything else. */
export const secondhandItemSchema = z
  .object({
    id: z.number().int(),
    product_variant: z.number().int(),
    model: z.string(),
    /** The model's product page, when the model is still in the catalogue. */
    model_link: z.string().nullable(),
    size: z.string(),
    /** ISO date. */
    manufacturing_date: z.string(),
    condition: z.string(),
    hours_flown: z.number().int(),
    /** Markdown. */
    description: z.string(),
    photos: z.array(imageSchema),
    price: moneySchema,
    net_price: moneySchema,
  })
  .meta({ id: 'SecondhandItem' });
export type SecondhandItem = z.infer<typeof secondhandItemSchema>;

export const secondhandResponseSchema = z
  .object({ items: z.array(secondhandItemSchema), pricing: pricingSchema })
  .meta({ id: 'Secondhand' });
export type SecondhandResponse = z.infer<typeof secondhandResponseSchema>;

/** The conditions staff choose from for a second-hand wing. */
export const SECONDHAND_CONDITIONS = ['like new', 'very good', 'good', 'used', 'worn'] as const;

export { productPath } from './catalog-paths';
