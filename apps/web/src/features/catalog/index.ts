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
// The shop's Markdown renderer, for previews of what staff write.
export type { Bargain, Bargains } from './api';
export { MODEL_LOGOS } from './components/model-logos';
export { ProductPicture } from './components/product-picture';
