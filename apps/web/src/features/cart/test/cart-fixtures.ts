import type { Cart, CartItem } from '@windfamily/contract/cart';
import type { Pricing } from '@windfamily/contract/catalog';
import type { PromoCodePublic } from '@windfamily/contract/pricing';

export const PRICING_AT: Pricing = {
  country: 'at',
  vat_rate: 20,
  reverse_charge: false,
  price_list: null,
};

const image = {
  id: 1,
  webp: '/media/images/wing/640.webp',
  fallback: '/media/images/wing/640.jpg',
  webp_srcset: '/media/images/wing/320.webp 320w, /media/images/wing/640.webp 640w',
  fallback_srcset: '/media/images/wing/320.jpg 320w, /media/images/wing/640.jpg 640w',
  width: 1920,
  height: 1200,
  alt: 'Sophie Joy, in flight',
};

export function makeItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 11,
    product_variant: 3,
    product: { id: 1, slug: 'sophie-joy', category: 'wings', name: 'Sophie Joy' },
    link: '/store/products/wings/sophie-joy',
    name: 'Sophie Joy',
    long_name: 'Sophie Joy · M',
    variant_name: 'M',
    options: { Size: 'M' },
    thumbnail: image,
    amount: 1,
    max_amount: 99,
    unit_price: '4590.00',
    total_price: '4590.00',
    total_price_reduced: '4590.00',
    availability: { status: 'made_to_order', lead_time_weeks: 6 },
    color_combo: null,
    goodie: null,
    ...overrides,
  };
}

export const BAG = makeItem({
  id: 12,
  product_variant: 60,
  product: { id: 16, slug: 'compression-bag', category: 'addons', name: 'Compression Bag' },
  link: '/store/products/addons/compression-bag',
  name: 'Compression Bag',
  long_name: 'Compression Bag · One size',
  variant_name: 'One size',
  options: {},
  amount: 2,
  max_amount: 10,
  unit_price: '90.00',
  total_price: '180.00',
  total_price_reduced: '180.00',
  availability: { status: 'in_stock', quantity: 10 },
});

export const FLYHIGH10: PromoCodePublic = {
  code: 'FLYHIGH10',
  description: '10 % off everything.',
  kind: 'percent',
  percent_off: 10,
  amount_off: null,
  valid_from: null,
  valid_until: null,
  min_order_value: null,
  categories: [],
  products: [],
};

/** A cart in Austria; `item_count` follows the items unless given. */
export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.items ?? [makeItem()];
  return {
    items,
    item_count: items.reduce((sum, item) => sum + item.amount, 0),
    country: 'at',
    address: { country: 'at' },
    delivery_method: 'standard',
    shipping_prices: { pickup: '0.00', standard: '20.00', express: '35.00' },
    shipping_options: [
      { code: 'pickup', name: 'Pickup at the workshop', price: '0.00' },
      { code: 'standard', name: 'Standard delivery', price: '24.00' },
      { code: 'express', name: 'Express delivery', price: '42.00' },
    ],
    promocode: null,
    promocode_info: null,
    promocode_problem: null,
    total_netto_price: '3825.00',
    total_discount: '0.00',
    tax_factor: 1.2,
    pricing: PRICING_AT,
    totals: {
      items: '4590.00',
      discount: '0.00',
      shipping: '24.00',
      net: '3845.00',
      vat: '769.00',
      total: '4614.00',
    },
    comment: '',
    card_payments: false,
    time_updated: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export const EMPTY_CART = makeCart({ items: [], item_count: 0 });
