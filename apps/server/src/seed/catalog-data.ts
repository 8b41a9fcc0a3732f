/**
 * The demo catalogue (dev mode and tests): a maker's real-looking range. Prices are net
 * cents; with Austria's 20 % VAT the wings come to round gross prices (3 575.00 net is
 * 4 290 € gross).
 */

import type { WingDesignName } from './drawings';

export interface DemoWing {
  slug: string;
  name: string;
  slogan: string;
  isNew?: boolean;
  netPrice: number;
  leadTimeWeeks: number;
  certification: string;
  cells: number;
  aspectRatio: string;
  projectedAspectRatio: string;
  level: string;
  description: string;
  /** The colours its pictures are drawn in (seed/drawings/palettes.ts). */
  design: WingDesignName;
  /** Size, flat area m², glider weight kg, all-up weight range kg. */
  sizes: [string, string, string, number, number][];
  materials: string;
}

const wingSpecs = (wing: DemoWing) => [
  { label: 'Certification', value: wing.certification },
  { label: 'Pilot level', value: wing.level },
  { label: 'Cells', value: String(wing.cells) },
  { label: 'Aspect ratio (flat)', value: wing.aspectRatio },
  { label: 'Aspect ratio (projected)', value: wing.projectedAspectRatio },
  { label: 'Sizes', value: wing.sizes.map(([size]) => size).join(' · ') },
  {
    label: 'Flat area',
    value: wing.sizes.map(([size, area]) => `${size} ${area} m²`).join(' · '),
  },
  {
    label: 'Glider weight',
    value: wing.sizes.map(([size, , weight]) => `${size} ${weight} kg`).join(' · '),
  },
  {
    label: 'All-up weight',
    value: wing.sizes.map(([size, , , min, max]) => `${size} ${min}–${max} kg`).join(' · '),
  },
  { label: 'Materials', value: wing.materials },
];
export { wingSpecs };

export const DEMO_CATEGORIES = [
  {
    slug: 'wings',
    name: 'Wings',
    position: 0,
    listed: true,
    description: 'Paragliders made to order in the size and colours you choose.',
  },
  {
    slug: 'fashion',
    name: 'Fashion',
    position: 1,
    listed: true,
    description: 'Shirts, hoodies, caps and jackets for the landing field and beyond.',
  },
  {
    slug: 'addons',
    name: 'Addons',
    position: 2,
    listed: true,
    description: 'Rucksacks, speed bars, risers, reserves and repair kits.',
  },
  {
    slug: 'goodies',
    name: 'Goodies',
    position: 3,
    listed: true,
    description: 'Small things that make pilots smile, cheaper together with a wing.',
  },
  {
    slug: 'secondhand',
    name: 'Bargains',
    position: 4,
    listed: false,
    description: 'Second-hand wings, checked in our workshop.',
  },
] as const;

export const DEMO_WINGS: DemoWing[] = [
  {
    slug: 'sophie-joy',
    name: 'Sophie Joy',
    slogan: 'Our new high B: cross-country joy without the stress.',
    isNew: true,
    netPrice: 382_500,
    leadTimeWeeks: 6,
    certification: 'EN/LTF B',
    cells: 56,
    aspectRatio: '5.75',
    projectedAspectRatio: '4.28',
    level: 'Experienced pilots flying 50+ hours a year',
    design: 'sophie-joy',
    sizes: [
      ['XS', '21.2', '4.3', 55, 72],
      ['S', '22.9', '4.6', 68, 88],
      ['M', '24.6', '4.9', 82, 102],
      ['L', '26.3', '5.2', 96, 118],
      ['XL', '28.0', '5.5', 112, 135],
    ],
    materials: 'Porcher Skytex 32 top, 27 bottom; Edelrid unsheathed upper lines',
    description: `Sophie Joy is the wing we always wanted for long days: the glide of a sports wing, the calm of a school wing.

## Made for cross-country

- **Shark nose and rods** keep the leading edge in shape at full speed bar.
- **Three-line layout** with unsheathed upper lines: less drag, more glide.
- **Easy launch**: it rises straight overhead even in light wind.

## Feels like a B

In rough air Sophie Joy stays above your head and tells you what the air does without nervous movements. The brakes are light at first and firm at the end, so you always know where the stall is.

> "I flew my first 100 km triangle on it, and landed grinning." — a test pilot

Every Sophie Joy is sewn to order in our workshop, in the colours you choose in the colour picker.`,
  },
  {
    slug: 'emilie-peace2',
    name: 'Emilie Peace 2',
    slogan: 'The school wing that stays with you after school.',
    netPrice: 307_500,
    leadTimeWeeks: 4,
    certification: 'EN/LTF A',
    cells: 38,
    aspectRatio: '4.90',
    projectedAspectRatio: '3.70',
    level: 'Students and new pilots',
    design: 'emilie-peace2',
    sizes: [
      ['XS', '22.0', '4.1', 50, 70],
      ['S', '24.0', '4.4', 65, 85],
      ['M', '26.0', '4.7', 80, 100],
      ['L', '28.0', '5.0', 95, 115],
      ['XL', '30.0', '5.4', 110, 130],
    ],
    materials: 'Porcher Skytex 38 top, 32 bottom; sheathed lines throughout',
    description: `Emilie Peace 2 takes you from your first high flight to your first thermal, and a long way further.

## What changed from the first Emilie

- A longer, softer brake travel that forgives late reactions.
- A lighter leading edge: it inflates in a breath of wind.
- Sheathed lines everywhere: tough enough for school slopes.

Flight schools across the Alps teach on it. Ask us for a test flight.`,
  },
  {
    slug: 'carlito',
    name: 'Carlito',
    slogan: 'Playful low B for pilots who fly for fun.',
    netPrice: 332_500,
    leadTimeWeeks: 5,
    certification: 'EN/LTF B',
    cells: 44,
    aspectRatio: '5.20',
    projectedAspectRatio: '3.90',
    level: 'Pilots after school and weekend flyers',
    design: 'carlito',
    sizes: [
      ['S', '22.5', '4.4', 65, 85],
      ['M', '24.2', '4.7', 80, 98],
      ['L', '26.0', '5.0', 94, 112],
      ['XL', '27.8', '5.3', 108, 128],
    ],
    materials: 'Dominico 30D top and bottom; Edelrid lines',
    description: `Carlito turns tight in a thermal, wing-overs like a dream and forgives you when you get it wrong.

- Short brake travel for a wing that reacts at once.
- Agile yet stable: the low end of the B class.
- Soaring, thermalling, first cross-country flights: Carlito does it all.`,
  },
  {
    slug: 'dent-de-lion',
    name: 'Dent de Lion',
    slogan: 'Hike & fly: light as a dandelion seed, 2.9 kg in size M.',
    netPrice: 357_500,
    leadTimeWeeks: 6,
    certification: 'EN/LTF B',
    cells: 40,
    aspectRatio: '5.10',
    projectedAspectRatio: '3.80',
    level: 'Hike & fly and travelling pilots',
    design: 'dent-de-lion',
    sizes: [
      ['XS', '19.5', '2.5', 55, 75],
      ['S', '21.0', '2.7', 65, 85],
      ['M', '22.5', '2.9', 75, 95],
      ['L', '24.0', '3.1', 88, 108],
      ['XL', '25.5', '3.3', 100, 120],
    ],
    materials: 'Porcher Skytex 27 Classic II; Edelrid 8000U unsheathed lines',
    description: `Walk up, fly down, repeat. Dent de Lion packs as small as a sleeping bag and launches from the steepest, rockiest take-offs.

## Light, not fragile

The light cloth is coated for a long life; the lines are strong enough for daily use. Folded into its own compression bag it fits in any 25 l rucksack.

## Still a real B

Light wings can be twitchy. Not this one: its high cell count at the tips keeps the wing calm in the turbulence of the mountains.`,
  },
  {
    slug: 'marlon',
    name: 'Marlon',
    slogan: 'EN C two-liner for the long lines on the map.',
    netPrice: 432_500,
    leadTimeWeeks: 8,
    certification: 'EN/LTF C',
    cells: 64,
    aspectRatio: '6.30',
    projectedAspectRatio: '4.70',
    level: 'Experienced cross-country pilots',
    design: 'marlon',
    sizes: [
      ['S', '21.8', '4.8', 72, 92],
      ['M', '23.2', '5.0', 85, 103],
      ['L', '24.6', '5.3', 97, 115],
      ['XL', '26.0', '5.6', 110, 128],
    ],
    materials: 'Porcher Skytex 32 hard finish; Liros unsheathed Dyneema lines',
    description: `Marlon glides. A two-line wing with rods front and back, steered on the B risers at speed, for pilots who plan their day around a line on the map.

- **Two lines**: half the line drag of a three-liner.
- **B-steering handles** on the risers for control at full bar.
- **Demanding**: fly it only with the experience an EN C wing asks for.`,
  },
  {
    slug: 'bruno-bold',
    name: 'Bruno Bold',
    slogan: 'Competition D for pilots who race.',
    netPrice: 482_500,
    leadTimeWeeks: 10,
    certification: 'EN/LTF D',
    cells: 78,
    aspectRatio: '7.00',
    projectedAspectRatio: '5.20',
    level: 'Competition pilots',
    design: 'mistral',
    sizes: [
      ['S', '20.5', '5.0', 80, 95],
      ['M', '21.5', '5.2', 90, 105],
      ['L', '22.5', '5.4', 100, 115],
      ['XL', '23.5', '5.6', 110, 125],
    ],
    materials: 'Porcher Skytex 32/27 hard finish; unsheathed aramid lines',
    description: `Bruno Bold is built to win races: top speed, glide at speed and a solid wing at full bar.

Fly it only if you are a current competition pilot with SIV training.`,
  },
  {
    slug: 'lola-lite',
    name: 'Lola Lite',
    slogan: 'Single-skin mountain wing: 1.9 kg for summits and travels.',
    netPrice: 282_500,
    leadTimeWeeks: 4,
    certification: 'EN/LTF A',
    cells: 32,
    aspectRatio: '4.80',
    projectedAspectRatio: '3.60',
    level: 'Mountaineers with paragliding experience',
    design: 'thermik',
    sizes: [
      ['16', '16.0', '1.6', 55, 85],
      ['18', '18.0', '1.8', 65, 95],
      ['20', '20.0', '1.9', 75, 105],
      ['22', '22.0', '2.1', 85, 115],
    ],
    materials: 'Porcher Skytex 27; sheathed Edelrid lines',
    description: `Lola Lite weighs less than a litre of water per size step and launches in seconds. For summits, steep take-offs and descents when the weather turns.

It is no thermal wing: fly down, fly safe.`,
  },
];

export interface DemoStockProduct {
  slug: string;
  category: 'fashion' | 'addons' | 'goodies';
  name: string;
  slogan: string;
  description: string;
  netPrice: number;
  optionNames: string[];
  /** Option values and stock; `null` stock: made to order. */
  variants: { options: Record<string, string>; stock: number | null; netPrice?: number }[];
  weightGrams: number;
  drawing:
    | {
        kind: 'fashion';
        item: 'tshirt' | 'hoodie' | 'cap' | 'jacket';
        colours: Record<string, [string, string]>;
      }
    | {
        kind: 'addon';
        item:
          | 'repair-kit'
          | 'rucksack'
          | 'speedbar'
          | 'riser-set'
          | 'wing-bag'
          | 'sticker-set'
          | 'keychain'
          | 'mug'
          | 'harness'
          | 'reserve';
      };
  specs?: { label: string; value: string }[];
  leadTimeWeeks?: number;
}

const sizesAndColours = (
  sizes: string[],
  colours: string[],
  stock: (size: string, colour: string) => number,
) =>
  colours.flatMap((colour) =>
    sizes.map((size) => ({ options: { Size: size, Colour: colour }, stock: stock(size, colour) })),
  );

export const DEMO_STOCK_PRODUCTS: DemoStockProduct[] = [
  {
    slug: 'family-tshirt',
    category: 'fashion',
    name: 'Family T-shirt',
    slogan: 'Organic cotton, printed with our wing.',
    description:
      'Soft organic cotton, printed in Austria with the outline of our wings on the back.\n\n- 100 % organic cotton, 180 g/m²\n- Regular fit: take your usual size',
    netPrice: 2_500,
    optionNames: ['Size', 'Colour'],
    variants: sizesAndColours(['S', 'M', 'L', 'XL'], ['Sky', 'Sunset'], (size, colour) =>
      size === 'XL' && colour === 'Sunset' ? 0 : size === 'M' ? 12 : 6,
    ),
    weightGrams: 220,
    drawing: {
      kind: 'fashion',
      item: 'tshirt',
      colours: { Sky: ['#8ecae6', '#023047'], Sunset: ['#fb8500', '#ffffff'] },
    },
  },
  {
    slug: 'thermal-hoodie',
    category: 'fashion',
    name: 'Thermal Hoodie',
    slogan: 'Warm on the landing field, warmer in the bar.',
    description:
      'A heavy hoodie for cold evenings at the landing field.\n\n- Brushed cotton inside\n- Kangaroo pocket big enough for a vario',
    netPrice: 6_250,
    optionNames: ['Size', 'Colour'],
    variants: sizesAndColours(['S', 'M', 'L', 'XL'], ['Graphite', 'Glacier'], (size) =>
      size === 'S' ? 2 : 5,
    ),
    weightGrams: 650,
    drawing: {
      kind: 'fashion',
      item: 'hoodie',
      colours: { Graphite: ['#3d405b', '#f2cc8f'], Glacier: ['#a8dadc', '#1d3557'] },
    },
  },
  {
    slug: 'family-cap',
    category: 'fashion',
    name: 'Family Cap',
    slogan: 'Keeps the sun off between flights.',
    description: 'Six-panel cap with an embroidered wing, adjustable strap.',
    netPrice: 2_000,
    optionNames: ['Colour'],
    variants: [
      { options: { Colour: 'Navy' }, stock: 20 },
      { options: { Colour: 'Sand' }, stock: 8 },
      { options: { Colour: 'Red' }, stock: 3 },
    ],
    weightGrams: 120,
    drawing: {
      kind: 'fashion',
      item: 'cap',
      colours: {
        Navy: ['#1d3557', '#f1faee'],
        Sand: ['#e9c46a', '#264653'],
        Red: ['#e63946', '#f1faee'],
      },
    },
  },
  {
    slug: 'flight-jacket',
    category: 'fashion',
    name: 'Flight Jacket',
    slogan: 'Windproof softshell for the first flight of the morning.',
    description:
      'A windproof, water-repellent softshell with a high collar, cut long in the back for the harness.',
    netPrice: 15_000,
    optionNames: ['Size'],
    variants: ['S', 'M', 'L', 'XL'].map((size) => ({
      options: { Size: size },
      stock: size === 'L' ? 1 : 4,
    })),
    weightGrams: 700,
    drawing: { kind: 'fashion', item: 'jacket', colours: { Night: ['#14213d', '#fca311'] } },
  },
  {
    slug: 'repair-kit',
    category: 'addons',
    name: 'Repair Kit',
    slogan: 'Ripstop tape and spare line for the field.',
    description:
      'Everything for small repairs at take-off: self-adhesive ripstop tape in three colours, a spare line, a needle and thread.\n\nFor tears over 5 cm, send the wing to our workshop.',
    netPrice: 3_000,
    optionNames: [],
    variants: [{ options: {}, stock: 25 }],
    weightGrams: 150,
    drawing: { kind: 'addon', item: 'repair-kit' },
  },
  {
    slug: 'hike-rucksack',
    category: 'addons',
    name: 'Hike & Fly Rucksack',
    slogan: '45 litres, 900 grams: room for wing, harness and lunch.',
    description: 'A light, roomy rucksack for hike & fly with a hip belt that carries the weight.',
    netPrice: 12_500,
    optionNames: ['Volume'],
    variants: [
      { options: { Volume: '35 l' }, stock: 4 },
      { options: { Volume: '45 l' }, stock: 7 },
    ],
    weightGrams: 900,
    drawing: { kind: 'addon', item: 'rucksack' },
  },
  {
    slug: 'speedbar',
    category: 'addons',
    name: 'Two-step Speed Bar',
    slogan: 'Aluminium steps, smooth pulleys.',
    description: 'A two-step speed bar with aluminium tubes and low-friction line.',
    netPrice: 5_000,
    optionNames: [],
    variants: [{ options: {}, stock: 15 }],
    weightGrams: 200,
    drawing: { kind: 'addon', item: 'speedbar' },
  },
  {
    slug: 'riser-set',
    category: 'addons',
    name: 'Riser Set',
    slogan: 'Spare risers made to measure for your wing.',
    description:
      'A set of risers sewn to the trim of your wing model and size. Tell us the serial number of your wing in the order comment.',
    netPrice: 15_000,
    optionNames: [],
    variants: [{ options: {}, stock: null }],
    leadTimeWeeks: 2,
    weightGrams: 300,
    drawing: { kind: 'addon', item: 'riser-set' },
  },
  {
    slug: 'compression-bag',
    category: 'addons',
    name: 'Compression Bag',
    slogan: 'Fold less, pack smaller.',
    description:
      'A compression bag with two straps: pack your wing cell by cell without bending the rods.',
    netPrice: 7_500,
    optionNames: [],
    variants: [{ options: {}, stock: 10 }],
    weightGrams: 400,
    drawing: { kind: 'addon', item: 'wing-bag' },
  },
  {
    slug: 'rescue-parachute',
    category: 'addons',
    name: 'Rescue Parachute',
    slogan: 'Square reserve, sewn to order and packed for your harness.',
    description:
      'A square reserve with a low sink rate. We pack it for the container of your harness.',
    netPrice: 52_500,
    optionNames: ['Size'],
    variants: [
      { options: { Size: '100' }, stock: null },
      { options: { Size: '120' }, stock: null },
    ],
    leadTimeWeeks: 3,
    weightGrams: 1_300,
    drawing: { kind: 'addon', item: 'reserve' },
    specs: [
      { label: 'Maximum load', value: '100: 100 kg · 120: 120 kg' },
      { label: 'Sink rate at maximum load', value: '5.2 m/s' },
    ],
  },
  {
    slug: 'sticker-set',
    category: 'goodies',
    name: 'Sticker Set',
    slogan: 'Six stickers for helmet, car and fridge.',
    description: 'Six weatherproof stickers with our wings.',
    netPrice: 500,
    optionNames: [],
    variants: [{ options: {}, stock: 200 }],
    weightGrams: 20,
    drawing: { kind: 'addon', item: 'sticker-set' },
  },
  {
    slug: 'keychain',
    category: 'goodies',
    name: 'Carabiner Keychain',
    slogan: 'A tiny carabiner for your keys.',
    description: 'A tiny aluminium carabiner (not for climbing!) with our logo.',
    netPrice: 1_000,
    optionNames: [],
    variants: [{ options: {}, stock: 50 }],
    weightGrams: 30,
    drawing: { kind: 'addon', item: 'keychain' },
  },
  {
    slug: 'thermal-mug',
    category: 'goodies',
    name: 'Thermal Mug',
    slogan: 'Hot tea at take-off.',
    description: 'A double-walled steel mug that keeps tea hot for the wait at take-off.',
    netPrice: 1_500,
    optionNames: [],
    variants: [{ options: {}, stock: 30 }],
    weightGrams: 350,
    drawing: { kind: 'addon', item: 'mug' },
  },
];

/** Goodies: with a wing, for this net price (cents). */
export const DEMO_GOODIES = [
  { sku: 'STICKER-SET', reducedPrice: 0 },
  { sku: 'KEYCHAIN', reducedPrice: 500 },
  { sku: 'THERMAL-MUG', reducedPrice: 750 },
  { sku: 'FAMILY-CAP-NAVY', reducedPrice: 1_000 },
];

export const DEMO_BARGAINS = [
  {
    model: 'emilie-peace2',
    modelName: 'Emilie Peace 2',
    size: 'M',
    manufacturingDate: '2023-04-12',
    condition: 'like new',
    hoursFlown: 35,
    netPrice: 225_000,
    description:
      'Flown by our school for one summer. Porosity as new, lines checked and trimmed in our workshop.',
  },
  {
    model: 'carlito',
    modelName: 'Carlito',
    size: 'S',
    manufacturingDate: '2022-06-20',
    condition: 'very good',
    hoursFlown: 82,
    netPrice: 190_000,
    description: 'One owner, never wet, always packed in a compression bag. Checked in March.',
  },
  {
    model: 'marlon',
    modelName: 'Marlon',
    size: 'L',
    manufacturingDate: '2021-03-05',
    condition: 'good',
    hoursFlown: 160,
    netPrice: 240_000,
    description:
      'Two seasons of cross-country. Small repair with ripstop on the bottom surface, lines replaced in 2025.',
  },
  {
    model: 'dent-de-lion',
    modelName: 'Dent de Lion',
    size: 'XS',
    manufacturingDate: '2023-09-14',
    condition: 'very good',
    hoursFlown: 41,
    netPrice: 260_000,
    description: 'Hike & fly wing from a demo pool; comes with its compression bag.',
  },
  {
    model: null,
    modelName: 'Fritz Classic',
    size: 'M',
    manufacturingDate: '2019-05-02',
    condition: 'used',
    hoursFlown: 310,
    netPrice: 90_000,
    description:
      'Our old school wing. Still safe and checked, a good wing for ground handling and first flights.',
  },
] as const;

export const DEMO_PRICE_LISTS = [
  {
    name: 'Flight schools',
    percentOffBp: 1500,
    prices: [{ sku: 'EMILIE-PEACE2-M', netPrice: 250_000 }],
  },
  { name: 'Dealers', percentOffBp: 2500, prices: [] },
];

/** Promo codes of the demo (the fallback code of the hints is added from the configuration). */
export const DEMO_PROMO_CODES = [
  {
    code: 'WELCOME50',
    description: '50 € off your first order from 300 €.',
    kind: 'amount' as const,
    amountOff: 5_000,
    minOrderValue: 30_000,
    maxUsesPerAccount: 1,
  },
  {
    code: 'WINGS15',
    description: '15 % off every wing until the end of March.',
    kind: 'percent' as const,
    percentOffBp: 1500,
    categories: ['wings'],
    validUntil: '2027-03-31T22:00:00Z',
  },
  {
    code: 'SUMMER2025',
    description: 'Last summer’s code.',
    kind: 'percent' as const,
    percentOffBp: 2000,
    validUntil: '2025-09-30T22:00:00Z',
  },
];

/** Net shipping prices, cents: [zone, method, parcel, wing box]; null: not offered there. */
export const DEMO_SHIPPING: [string, string, number | null, number | null][] = [
  ['domestic', 'pickup', 0, 0],
  ['domestic', 'standard', 750, 2_000],
  ['domestic', 'express', 1_500, 3_500],
  ['eu', 'pickup', 0, 0],
  ['eu', 'standard', 1_250, 3_500],
  ['eu', 'express', 2_500, 6_000],
  ['europe', 'pickup', 0, 0],
  ['europe', 'standard', 2_000, 5_500],
  ['europe', 'express', 4_000, 9_000],
  ['world', 'pickup', 0, 0],
  ['world', 'standard', 3_500, 9_500],
  ['world', 'express', null, null],
];
