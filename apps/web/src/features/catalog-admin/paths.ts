/** Where the catalogue's screens live in the back office. */
export const ADMIN_PATHS = {
  products: '/backoffice/products',
  newProduct: '/backoffice/products/new',
  product: (id: number) => `/backoffice/products/${id}`,
  goodies: '/backoffice/goodies',
  bargains: '/backoffice/bargains',
  newBargain: '/backoffice/bargains/new',
  bargain: (id: number) => `/backoffice/bargains/${id}`,
  priceLists: '/backoffice/price-lists',
  newPriceList: '/backoffice/price-lists/new',
  priceList: (id: number) => `/backoffice/price-lists/${id}`,
  accountPricing: '/backoffice/account-pricing',
  promoCodes: '/backoffice/promocodes',
  newPromoCode: '/backoffice/promocodes/new',
  promoCode: (id: number) => `/backoffice/promocodes/${id}`,
  shipping: '/backoffice/shipping',
} as const;
