import type { Cart } from '@windfamily/contract/cart';
import type { Image, Pricing, ProductDetail, Variant } from '@windfamily/contract/catalog';
import type {
  ClothColor,
  ColorCombo,
  ColorZone,
  PickerDetail,
  PickerModel,
  ReferenceColor,
  TemplateView,
} from '@windfamily/contract/colorpicker';

/** Test data shaped like the colour picker API's answers (CIELAB values as culori gives them). */

export const image = (id: number, alt: string): Image => ({
  id,
  webp: `/media/images/${id}/640.webp`,
  fallback: `/media/images/${id}/640.jpg`,
  webp_srcset: `/media/images/${id}/320.webp 320w, /media/images/${id}/640.webp 640w`,
  fallback_srcset: `/media/images/${id}/320.jpg 320w, /media/images/${id}/640.jpg 640w`,
  width: 1600,
  height: 1000,
  alt,
});

const cloth = (
  code: string,
  name: string,
  hex: string,
  lab: [number, number, number],
  overrides: Partial<ClothColor> = {},
): ClothColor => ({
  code,
  name,
  hex,
  lab: { l: lab[0], a: lab[1], b: lab[2] },
  available: true,
  fluorescent: false,
  uv_grade: 4,
  ...overrides,
});

export const RED = cloth('N-401', 'Fire red', '#c62828', [43.77, 60.28, 40.31]);
export const WHITE = cloth('N-402', 'Snow white', '#f5f5f5', [96.54, 0, 0]);
export const BLUE = cloth('N-403', 'Sky blue', '#1e88e5', [55.62, 5.01, -55.02]);
export const BLACK = cloth('N-404', 'Night black', '#212121', [12.74, 0, 0]);
export const ORANGE = cloth('N-406', 'Canopy orange', '#ff6d00', [63.51, 51.86, 71.98]);
export const GREEN = cloth('N-407', 'Forest green', '#2e7d32', [46.28, -40.26, 33.33]);
export const NEON = cloth('F-12', 'Neon yellow', '#e6ff00', [95.31, -31.71, 92.31], {
  fluorescent: true,
  uv_grade: 1,
});
/** Allowed in a zone, but the workshop has none now. */
export const GOLD = cloth('N-405', 'Old gold', '#b8860b', [59.22, 9.86, 62.73], {
  available: false,
});

export const CLOTHS = [RED, WHITE, BLUE, BLACK, ORANGE, GREEN, NEON, GOLD];

const zone = (overrides: Partial<ColorZone> & Pick<ColorZone, 'key' | 'name'>): ColorZone => ({
  surface: 'top',
  mirror: null,
  allowed: ['N-401', 'N-402', 'N-403', 'N-404', 'N-406', 'N-407', 'F-12'],
  default: 'N-402',
  ...overrides,
});

export const ZONES: ColorZone[] = [
  zone({ key: 'leading_edge', name: 'Leading edge', default: 'N-404' }),
  zone({
    key: 'top_center',
    name: 'Top centre',
    allowed: ['N-401', 'N-402', 'N-403', 'N-405', 'N-406', 'N-407', 'F-12'],
  }),
  zone({ key: 'top_tip_left', name: 'Left tip', mirror: 'top_tip_right', default: 'N-403' }),
  zone({ key: 'top_tip_right', name: 'Right tip', mirror: 'top_tip_left', default: 'N-403' }),
  zone({
    key: 'bottom_center',
    name: 'Bottom centre',
    surface: 'bottom',
    allowed: ['N-402', 'N-403', 'N-406', 'F-12'],
  }),
];

export const VIEWS: TemplateView[] = [
  {
    view: 'top',
    width: 300,
    height: 100,
    shapes: [
      { d: 'M0 40 L60 20 L60 80 L10 70 Z', zone: 'top_tip_left' },
      { d: 'M60 20 L240 20 L240 80 L60 80 Z', zone: 'top_center' },
      { d: 'M240 20 L300 40 L290 70 L240 80 Z', zone: 'top_tip_right' },
      { d: 'M0 40 Q150 0 300 40 L300 46 Q150 8 0 46 Z', zone: 'leading_edge' },
      {
        d: 'M0 40 Q150 0 300 40 L290 70 Q150 95 10 70 Z',
        zone: null,
        fill: 'none',
        stroke: '#263238',
        stroke_width: 2,
      },
    ],
  },
  {
    view: 'bottom',
    width: 300,
    height: 100,
    shapes: [
      { d: 'M0 40 Q150 0 300 40 L290 70 Q150 95 10 70 Z', zone: 'bottom_center' },
      { d: 'M150 10 L150 90', zone: null, stroke: '#263238', stroke_width: 1, opacity: 0.5 },
    ],
  },
];

export const makeModel = (overrides: Partial<PickerModel> = {}): PickerModel => ({
  slug: 'sophie-joy',
  name: 'Sophie Joy',
  slogan: 'Our new high B: cross-country joy without the stress.',
  category: 'wings',
  thumbnail: image(11, 'Sophie Joy in flight'),
  ...overrides,
});

export const makeDetail = (overrides: Partial<PickerDetail> = {}): PickerDetail => ({
  ...makeModel(),
  views: VIEWS,
  zones: ZONES,
  colors: CLOTHS,
  presets: [
    {
      slug: 'sunset',
      name: 'Sunset',
      colors: {
        leading_edge: 'N-404',
        top_center: 'N-406',
        top_tip_left: 'N-401',
        top_tip_right: 'N-401',
        bottom_center: 'N-406',
      },
    },
    {
      slug: 'glacier',
      name: 'Glacier',
      colors: {
        leading_edge: 'N-402',
        top_center: 'N-403',
        top_tip_left: 'N-402',
        top_tip_right: 'N-402',
        bottom_center: 'N-403',
      },
    },
  ],
  ...overrides,
});

export const makeCombo = (overrides: Partial<ColorCombo> = {}): ColorCombo => ({
  slug: 'k3x9w2',
  name: 'Alpine sunset',
  created: '2026-11-02T10:30:00.000Z',
  public_link: '/colorpicker/combo/k3x9w2',
  product: { slug: 'sophie-joy', name: 'Sophie Joy', category: 'wings' },
  colors: {
    leading_edge: 'N-404',
    top_center: 'N-406',
    top_tip_left: 'N-401',
    top_tip_right: 'N-401',
    bottom_center: 'N-402',
  },
  image: {
    webp: '/media/combos/k3x9w2.webp',
    png: '/media/combos/k3x9w2.png',
    width: 1200,
    height: 800,
  },
  mine: true,
  ordered: false,
  ...overrides,
});

export const REFERENCE: ReferenceColor[] = [
  {
    name: 'Signal orange',
    hex: '#f06a10',
    lab: { l: 61.2, a: 50.1, b: 66.3 },
    nearest: { code: 'N-406', distance: 3.1 },
  },
  {
    name: 'Lagoon blue',
    hex: '#2a80d8',
    lab: { l: 52.9, a: 3.2, b: -50.8 },
    nearest: { code: 'N-403', distance: 1.8 },
  },
];

export const PRICING_AT: Pricing = {
  country: 'at',
  vat_rate: 20,
  reverse_charge: false,
  price_list: null,
};

const variant = (id: number, size: string, overrides: Partial<Variant> = {}): Variant => ({
  id,
  name: size,
  sku: `SOPHIE-${size}`,
  options: { Size: size },
  net_price: '3825.00',
  price: '4590.00',
  availability: { status: 'made_to_order', lead_time_weeks: 6 },
  weight_range: null,
  ...overrides,
});

/** The catalogue's product page answer for the model: its sizes. */
export const makeProduct = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 1,
  name: 'Sophie Joy',
  slug: 'sophie-joy',
  category: 'wings',
  category_name: 'Wings',
  slogan: 'Our new high B.',
  thumbnail: null,
  new: true,
  price_from: '4590.00',
  price_to: '4790.00',
  description: '',
  seo_description: '',
  specs: [],
  option_names: ['Size'],
  images: [],
  lead_time_weeks: 6,
  customizable: true,
  variants: [
    variant(31, 'S', { availability: { status: 'sold_out' } }),
    variant(32, 'M'),
    variant(33, 'L', { price: '4790.00' }),
  ],
  pricing: PRICING_AT,
  ...overrides,
});

/** An empty cart priced for Austria (what the country of the prices comes from). */
export const makeCart = (overrides: Partial<Cart> = {}): Cart => ({
  items: [],
  item_count: 0,
  country: 'at',
  address: { country: 'at' },
  delivery_method: 'standard',
  shipping_prices: {},
  shipping_options: [],
  promocode: null,
  promocode_info: null,
  promocode_problem: null,
  total_netto_price: '0.00',
  total_discount: '0.00',
  tax_factor: 1.2,
  pricing: PRICING_AT,
  totals: {
    items: '0.00',
    discount: '0.00',
    shipping: '0.00',
    net: '0.00',
    vat: '0.00',
    total: '0.00',
  },
  comment: '',
  card_payments: false,
  time_updated: null,
  ...overrides,
});
