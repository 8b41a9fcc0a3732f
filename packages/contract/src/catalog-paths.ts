// Paths of the shop's pages, without zod, for browser code that only links to products.

/** The product page of a product. */
export const productPath = (product: { category: string; slug: string }) =>
  `/store/products/${product.category}/${product.slug}`;
