import type { ProductAdmin, VariantAdmin } from '@windfamily/contract/catalog-admin';

/**
 * The category of the product the server keeps second-hand wings under (one variant per
 * wing): they are managed under Bargains, not as products.
 */
const SECONDHAND_CATEGORY = 'secondhand';

export const isCatalogueProduct = (product: ProductAdmin) =>
  product.category !== SECONDHAND_CATEGORY;

/** A variant to choose in a picker, with its product. */
export interface VariantChoice {
  id: number;
  productName: string;
  category: string;
  variant: VariantAdmin;
  productActive: boolean;
  /** "Sophie Joy · M". */
  label: string;
}

/** Every variant of the catalogue (second-hand wings left out), in product order. */
export function variantChoices(products: ProductAdmin[]): VariantChoice[] {
  return products.filter(isCatalogueProduct).flatMap((product) =>
    product.variants.map((variant) => ({
      id: variant.id,
      productName: product.name,
      category: product.category,
      variant,
      productActive: product.active,
      label: `${product.name} · ${variant.name}`,
    })),
  );
}
