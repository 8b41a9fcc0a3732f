import type {
  Availability,
  Goodie,
  Image,
  Pricing,
  ProductDetail,
  ProductPreview,
  SecondhandItem,
  Variant,
} from '@windfamily/contract/catalog';

/** Test data shaped like the catalogue API's answers. */

export const PRICING_AT: Pricing = {
  country: 'at',
  vat_rate: 20,
  reverse_charge: false,
  price_list: null,
};

let nextId = 1000;

export function makeImage(alt: string, width = 1920, height = 1200): Image {
  const id = nextId++;
  const base = `/media/images/${id}`;
  return {
    id,
    webp: `${base}/640.webp`,
    fallback: `${base}/640.jpg`,
    webp_srcset: `${base}/320.webp 320w, ${base}/640.webp 640w`,
    fallback_srcset: `${base}/320.jpg 320w, ${base}/640.jpg 640w`,
    width,
    height,
    alt,
  };
}

export const MADE_TO_ORDER: Availability = { status: 'made_to_order', lead_time_weeks: 6 };

export function makeVariant(
  options: Record<string, string>,
  overrides: Partial<Variant> = {},
): Variant {
  const id = overrides.id ?? nextId++;
  const name = Object.values(options).join(' · ') || 'One size';
  return {
    id,
    name,
    sku: `SKU-${id}`,
    options,
    net_price: '3825.00',
    price: '4590.00',
    availability: MADE_TO_ORDER,
    weight_range: null,
    ...overrides,
  };
}

/** A wing in five sizes whose weight ranges overlap, like the demo catalogue's. */
export function makeWing(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const ranges: [string, number, number][] = [
    ['XS', 55, 72],
    ['S', 68, 88],
    ['M', 82, 102],
    ['L', 96, 118],
    ['XL', 112, 135],
  ];
  const slug = overrides.slug ?? 'sophie-joy';
  const name = overrides.name ?? 'Sophie Joy';
  return {
    id: 1,
    name,
    slug,
    category: 'wings',
    category_name: 'Wings',
    slogan: 'Our new high B: cross-country joy without the stress.',
    thumbnail: makeImage(`${name}, in flight`),
    new: true,
    price_from: '4590.00',
    price_to: '4590.00',
    description: `${name} is the wing we always wanted.\n\n## Made for cross-country\n\n- **Shark nose** keeps its shape.`,
    seo_description: 'Cross-country joy.',
    specs: [
      { label: 'Certification', value: 'EN/LTF B' },
      { label: 'Cells', value: '56' },
      { label: 'Aspect ratio (flat)', value: '5.75' },
      { label: 'Glider weight', value: 'XS 4.3 kg · S 4.6 kg · M 4.9 kg · L 5.2 kg · XL 5.5 kg' },
    ],
    option_names: ['Size'],
    images: [
      makeImage(`${name}, in flight`),
      makeImage(`${name}, seen from above`),
      makeImage(`${name}, from the side`),
    ],
    lead_time_weeks: 6,
    customizable: true,
    variants: ranges.map(([size, min_kg, max_kg], index) =>
      makeVariant({ Size: size }, { id: index + 1, weight_range: { min_kg, max_kg } }),
    ),
    pricing: PRICING_AT,
    ...overrides,
  };
}

/** A hoodie in sizes and colours; XL in Sunset is sold out, S in Sunset switched off. */
export function makeHoodie(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const variants: Variant[] = [];
  let id = 40;
  for (const colour of ['Graphite', 'Sunset']) {
    for (const size of ['S', 'M', 'L', 'XL']) {
      let availability: Availability = { status: 'in_stock', quantity: 5 };
      if (colour === 'Sunset' && size === 'XL') availability = { status: 'sold_out' };
      if (colour === 'Sunset' && size === 'S') availability = { status: 'unavailable' };
      variants.push(
        makeVariant(
          { Size: size, Colour: colour },
          { id: id++, price: '75.00', net_price: '62.50', availability },
        ),
      );
    }
  }
  return {
    ...makeWing(),
    id: 9,
    name: 'Thermal Hoodie',
    slug: 'thermal-hoodie',
    category: 'fashion',
    category_name: 'Fashion',
    slogan: 'Warm on the landing field.',
    new: false,
    price_from: '75.00',
    price_to: '75.00',
    specs: [],
    option_names: ['Size', 'Colour'],
    customizable: false,
    images: [makeImage('Thermal Hoodie in Graphite', 960, 960)],
    variants,
    ...overrides,
  };
}

export function makePreview(
  slug: string,
  name: string,
  overrides: Partial<ProductPreview> = {},
): ProductPreview {
  return {
    id: nextId++,
    name,
    slug,
    category: 'wings',
    slogan: `${name} slogan`,
    thumbnail: makeImage(`${name}, in flight`),
    new: false,
    price_from: '4290.00',
    price_to: '4290.00',
    ...overrides,
  };
}

/** The demo catalogue's seven wings. */
export const WING_PREVIEWS: ProductPreview[] = [
  makePreview('sophie-joy', 'Sophie Joy', { new: true, price_from: '4590.00' }),
  makePreview('emilie-peace2', 'Emilie Peace 2', { price_from: '3690.00' }),
  makePreview('carlito', 'Carlito'),
  makePreview('dent-de-lion', 'Dent de Lion'),
  makePreview('marlon', 'Marlon'),
  makePreview('bruno-bold', 'Bruno Bold'),
  makePreview('lola-lite', 'Lola Lite'),
];

export function makeGoodie(
  id: number,
  name: string,
  price: string,
  reduced: string,
  availability: Availability = { status: 'in_stock', quantity: 20 },
): Goodie {
  return {
    id,
    product_variant: { id: 60 + id, name: 'One size', price },
    reduced_price: reduced,
    product: { slug: name.toLowerCase().replaceAll(' ', '-'), category: 'goodies', name },
    thumbnail: makeImage(name, 960, 960),
    availability,
  };
}

export const GOODIES: Goodie[] = [
  makeGoodie(1, 'Sticker Set', '6.00', '0.00'),
  makeGoodie(2, 'Carabiner Keychain', '12.00', '6.00'),
  makeGoodie(3, 'Thermal Mug', '18.00', '9.00', { status: 'sold_out' }),
];

export function makeSecondhand(overrides: Partial<SecondhandItem> = {}): SecondhandItem {
  return {
    id: 1,
    product_variant: 66,
    model: 'Emilie Peace 2',
    model_link: '/store/products/wings/emilie-peace2',
    size: 'M',
    manufacturing_date: '2023-04-12',
    condition: 'like new',
    hours_flown: 35,
    description: 'Flown by our school for one summer.',
    photos: [makeImage('Emilie Peace 2, in flight')],
    price: '2700.00',
    net_price: '2250.00',
    ...overrides,
  };
}
