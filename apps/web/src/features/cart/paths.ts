/** The checkout page: the cart drawer never opens there and the country cannot change there. */
export const CHECKOUT_PATH = '/store/checkout';
/** Where an empty cart sends the visitor. */
export const WINGS_PATH = '/store/categories/wings';
export const SHOP_PATH = '/store/categories';
