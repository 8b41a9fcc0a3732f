import type { ProductAdmin, VariantAdmin } from '@windfamily/contract/catalog-admin';
import { productPayloadSchema, variantPayloadSchema } from '@windfamily/contract/catalog-admin';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';
import {
  intField,
  moneyField,
  optionalIntField,
} from '../../../components/backoffice/form-schemas';

// ---------------------------------------------------------------------------
// The product form: the API's payload, with whole numbers typed into number inputs.
// ---------------------------------------------------------------------------

export const productFormSchema = productPayloadSchema.extend({
  new: z.boolean(),
  active: z.boolean(),
  position: intField(0, 10_000),
  lead_time_weeks: intField(0, 52),
});
export type ProductFormInput = z.input<typeof productFormSchema>;

export const emptyProduct = (category = ''): ProductFormInput => ({
  slug: '',
  category,
  name: '',
  slogan: '',
  description: '',
  seo_description: '',
  specs: [],
  option_names: [],
  image_ids: [],
  thumbnail_id: null,
  new: false,
  position: 0,
  active: true,
  lead_time_weeks: 0,
});

export const productFormValues = (product: ProductAdmin): ProductFormInput => ({
  slug: product.slug,
  category: product.category,
  name: product.name,
  slogan: product.slogan,
  description: product.description,
  seo_description: product.seo_description,
  specs: product.specs.map(({ label, value }) => ({ label, value })),
  option_names: [...product.option_names],
  image_ids: product.images.map((image) => image.id),
  thumbnail_id: product.thumbnail_id,
  new: product.new,
  position: product.position,
  active: product.active,
  lead_time_weeks: product.lead_time_weeks,
});

export const productFieldOf = fieldMapper<ProductFormInput>({
  fields: [
    'slug',
    'category',
    'name',
    'slogan',
    'description',
    'seo_description',
    'thumbnail_id',
    'new',
    'position',
    'active',
    'lead_time_weeks',
    'specs',
  ],
  arrays: ['specs'],
  collapse: { option_names: 'option_names', image_ids: 'image_ids' },
});

/** "a-name-like-this" from "A Name like this!". */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

// ---------------------------------------------------------------------------
// The variant form: values of the product's options in its order, prices as text.
// ---------------------------------------------------------------------------

const v = variantPayloadSchema.shape;

export const variantFormSchema = z
  .object({
    name: v.name,
    option_values: z.array(z.string().trim().max(40, 'at most 40 characters')),
    sku: v.sku,
    net_price: moneyField,
    stock_tracked: z.boolean(),
    stock: intField(0, 100_000),
    shipping_weight_grams: intField(0, 100_000),
    weight_min_kg: optionalIntField(20, 300),
    weight_max_kg: optionalIntField(20, 300),
    active: z.boolean(),
    position: intField(0, 10_000),
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
  });
export type VariantFormInput = z.input<typeof variantFormSchema>;
export type VariantFormOutput = z.output<typeof variantFormSchema>;

export const emptyVariant = (optionNames: string[], position: number): VariantFormInput => ({
  name: '',
  option_values: optionNames.map(() => ''),
  sku: '',
  net_price: '',
  stock_tracked: false,
  stock: 0,
  shipping_weight_grams: 0,
  weight_min_kg: null,
  weight_max_kg: null,
  active: true,
  position,
});

export const variantFormValues = (
  variant: VariantAdmin,
  optionNames: string[],
): VariantFormInput => ({
  name: variant.name,
  option_values: optionNames.map((optionName) => variant.options[optionName] ?? ''),
  sku: variant.sku,
  net_price: variant.net_price,
  stock_tracked: variant.stock_tracked,
  stock: variant.stock,
  shipping_weight_grams: variant.shipping_weight_grams,
  weight_min_kg: variant.weight_min_kg,
  weight_max_kg: variant.weight_max_kg,
  active: variant.active,
  position: variant.position,
});

/**
 * The API's payload of a variant form. The stock goes with `previous_stock` (the stock the
 * form was loaded with) only when it was changed: the server then refuses (409) if a sale
 * changed it meanwhile; otherwise the stock is left alone.
 */
export function variantPayload(
  values: VariantFormOutput,
  optionNames: string[],
  loadedStock: number | undefined,
) {
  const options: Record<string, string> = {};
  optionNames.forEach((optionName, index) => {
    const value = values.option_values[index];
    if (value) options[optionName] = value;
  });
  const { option_values: _optionValues, stock, ...rest } = values;
  const base = { ...rest, options };
  if (loadedStock === undefined) return { ...base, stock };
  if (stock === loadedStock) return base;
  return { ...base, stock, previous_stock: loadedStock };
}

/** The form field of a server error path of a variant (`options.Size` to its value's field). */
export const variantFieldOf = (optionNames: string[]) => {
  const plain = fieldMapper<VariantFormInput>({
    fields: [
      'name',
      'sku',
      'net_price',
      'stock_tracked',
      'stock',
      'previous_stock',
      'shipping_weight_grams',
      'weight_min_kg',
      'weight_max_kg',
      'active',
      'position',
    ],
  });
  return (path: string) => {
    if (path === 'previous_stock') return 'stock' as const;
    const option = /^options\.(.+)$/.exec(path);
    if (option) {
      const index = optionNames.indexOf(option[1]!);
      if (index >= 0) return `option_values.${index}` as const;
    }
    if (path === 'options' && optionNames.length > 0) return 'option_values.0' as const;
    return plain(path);
  };
};
