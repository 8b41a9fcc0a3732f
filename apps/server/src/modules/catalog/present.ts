import type {
  Availability,
  Goodie,
  ProductDetail,
  ProductPreview,
  SecondhandItem,
  Variant,
} from '@windfamily/contract/catalog';
import { productPath } from '@windfamily/contract/catalog';
import { centsToMoney } from '@windfamily/contract/money';
import { grossOf, netPriceFor, type PricingContext } from '../pricing/prices';
import type { GoodieEntry, ProductEntry, SecondhandEntry, VariantEntry } from './snapshot';

/** The category whose products can be designed in the colour picker. */
const CUSTOMIZABLE_CATEGORY = 'wings';

/** Its colours are the pilot's choice (the colour picker offers it, given a template). */
export const isCustomizable = (product: ProductEntry): boolean =>
  product.category.slug === CUSTOMIZABLE_CATEGORY;

/** Shown in the shop: active, in a listed category. */
export const isProductVisible = (product: ProductEntry): boolean =>
  product.row.active && product.category.listed;

export function availabilityOf(variant: VariantEntry): Availability {
  const { row, product } = variant;
  if (!row.active || !product.row.active) return { status: 'unavailable' };
  if (!row.stockTracked)
    return { status: 'made_to_order', lead_time_weeks: product.row.leadTimeWeeks };
  return row.stock > 0 ? { status: 'in_stock', quantity: row.stock } : { status: 'sold_out' };
}

/** Can be put in a cart now. */
export const isForSale = (variant: VariantEntry): boolean => {
  const status = availabilityOf(variant).status;
  return status === 'in_stock' || status === 'made_to_order';
};

/** What one unit costs this customer, net and gross, in cents. */
export function unitPrice(variant: VariantEntry, pricing: PricingContext) {
  const net = netPriceFor(variant.row, pricing.priceList);
  return { net, gross: grossOf(net, pricing.vatRateBp) };
}

/** The lowest and highest gross prices among the active variants; null when none is active. */
function priceRange(product: ProductEntry, pricing: PricingContext) {
  const prices = product.variants
    .filter((variant) => variant.row.active)
    .map((variant) => unitPrice(variant, pricing).gross);
  if (prices.length === 0) return { price_from: null, price_to: null };
  return {
    price_from: centsToMoney(Math.min(...prices)),
    price_to: centsToMoney(Math.max(...prices)),
  };
}

export function toPreview(product: ProductEntry, pricing: PricingContext): ProductPreview {
  const { row } = product;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: product.category.slug,
    slogan: row.slogan,
    thumbnail: product.thumbnail,
    new: row.isNew,
    ...priceRange(product, pricing),
  };
}

export function toVariant(variant: VariantEntry, pricing: PricingContext): Variant {
  const { row } = variant;
  const price = unitPrice(variant, pricing);
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    options: row.options,
    net_price: centsToMoney(price.net),
    price: centsToMoney(price.gross),
    availability: availabilityOf(variant),
    weight_range:
      row.weightMinKg !== null && row.weightMaxKg !== null
        ? { min_kg: row.weightMinKg, max_kg: row.weightMaxKg }
        : null,
  };
}

export function toDetail(
  product: ProductEntry,
  pricing: PricingContext,
  pricingApi: ProductDetail['pricing'],
): ProductDetail {
  const { row } = product;
  return {
    ...toPreview(product, pricing),
    category_name: product.category.name,
    description: row.description,
    seo_description: row.seoDescription || row.slogan,
    specs: row.specs,
    option_names: row.optionNames,
    images: product.images,
    lead_time_weeks: row.leadTimeWeeks,
    customizable: isCustomizable(product),
    variants: product.variants.map((variant) => toVariant(variant, pricing)),
    pricing: pricingApi,
  };
}

/** Offered with wings: the goodie, its product and variant active. */
export const isGoodieOffered = (goodie: GoodieEntry): boolean =>
  goodie.row.active && goodie.variant.row.active && goodie.variant.product.row.active;

export function toGoodie(goodie: GoodieEntry, pricing: PricingContext): Goodie {
  const { variant } = goodie;
  const product = variant.product;
  return {
    id: goodie.row.id,
    product_variant: {
      id: variant.row.id,
      name: variant.row.name,
      price: centsToMoney(unitPrice(variant, pricing).gross),
    },
    reduced_price: centsToMoney(grossOf(goodie.row.reducedPrice, pricing.vatRateBp)),
    product: { slug: product.row.slug, category: product.category.slug, name: product.row.name },
    thumbnail: product.thumbnail,
    availability: availabilityOf(variant),
  };
}

/** Listed among the Bargains: for sale and not sold. */
export const isBargainListed = (item: SecondhandEntry): boolean =>
  item.variant.row.active && item.variant.row.stock > 0;

export function toSecondhand(item: SecondhandEntry, pricing: PricingContext): SecondhandItem {
  const price = unitPrice(item.variant, pricing);
  return {
    id: item.row.id,
    product_variant: item.variant.row.id,
    model: item.row.modelName,
    model_link:
      item.model && isProductVisible(item.model)
        ? productPath({ category: item.model.category.slug, slug: item.model.row.slug })
        : null,
    size: item.row.size,
    manufacturing_date: item.row.manufacturingDate,
    condition: item.row.condition,
    hours_flown: item.row.hoursFlown,
    description: item.row.description,
    photos: item.photos,
    price: centsToMoney(price.gross),
    net_price: centsToMoney(price.net),
  };
}
