// Public face of the cart feature: the rest of the app imports only from here.
export {
  cartKeys,
  cartQuery,
  useAddToCart,
  useCart,
  useCountry,
  useSetPromocode,
  useUpdateCart,
  type CartUpdateResult,
} from './api';
export { promoCodeQuery } from './api/promo-code';
export { CartButton } from './components/cart-button';
export { CartThumbnail } from './components/cart-thumbnail';
export { LineDetails } from './components/line-details';
export { PriceTotals, type PriceTotalsProps } from './components/cart-totals';
export {
  CountryPriceButton,
  type CountryPriceButtonProps,
} from './components/country-price-button';
export { PriceTag, type PriceTagProps } from './components/price-tag';
export { VatNote, vatNoteText, VAT_TEXTS, type VatNoteProps } from './components/vat-note';
export { CHECKOUT_PATH } from './paths';
