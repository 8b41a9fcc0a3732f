// Public face of the catalogue feature: the rest of the app imports only from here.
export {
  catalogKeys,
  productQuery,
  productsQuery,
  useCategories,
  useGoodies,
  useProduct,
  useProducts,
  useSecondhand,
} from './api';
export type { Bargain, Bargains } from './api';
export { availabilityText } from './components/availability';
export { MODEL_LOGOS } from './components/model-logos';
export { PageHeader } from './components/page-header';
export { ProductPicture } from './components/product-picture';
export { useAddToCartAction } from './components/use-add-to-cart-action';
