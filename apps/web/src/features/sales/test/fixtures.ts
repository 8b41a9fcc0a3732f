import type { ProductDetail, ProductPreview, Variant } from '@windfamily/contract/catalog';
import { ORDER_ACTIONS } from '@windfamily/contract/order-basics';
import type {
  OrderAction,
  OrderEditResult,
  OrderPermissions,
  StaffOrder,
  StaffOrderItem,
  StaffOrderSummary,
  StaffOrdersResponse,
} from '@windfamily/contract/orders';

export const orderSummary = (overrides: Partial<StaffOrderSummary> = {}): StaffOrderSummary => ({
  sale_sequence: '2026-0042',
  link: '/store/orders/2026-0042-0123456789abcdef0123456789abcdef',
  sale_date: '2026-03-14T09:30:00Z',
  status: 'placed',
  payment_state: 'unpaid',
  item_count: 2,
  total: '4290.00',
  email: 'anna.aufwind@example.com',
  name: 'Anna Aufwind',
  country: 'at',
  payment_method: 'bank_transfer',
  account_id: null,
  channel: 'shop',
  balance: '4290.00',
  invoice_date: null,
  ...overrides,
});

export const ordersPage = (
  results: StaffOrderSummary[],
  overrides: Partial<StaffOrdersResponse> = {},
): StaffOrdersResponse => ({
  count: results.length,
  page: 1,
  page_size: 25,
  results,
  count_capped: false,
  ...overrides,
});

export const orderItem = (overrides: Partial<StaffOrderItem> = {}): StaffOrderItem => ({
  id: 1,
  product_variant: 11,
  product: { slug: 'sophie-joy', category: 'wings', name: 'Sophie Joy' },
  link: '/store/categories/wings/sophie-joy',
  name: 'Sophie Joy',
  long_name: 'Sophie Joy M',
  variant_name: 'M',
  sku: 'SOPHIE-JOY-M',
  options: { Size: 'M' },
  thumbnail: null,
  amount: 1,
  unit_price: '4590.00',
  total_price: '4590.00',
  total_price_reduced: '4590.00',
  lead_time_weeks: 6,
  color_combo: null,
  goodie: null,
  unit_net: '3825.00',
  price_override_reason: null,
  ...overrides,
});

export const staffOrder = (overrides: Partial<StaffOrder> = {}): StaffOrder => ({
  sale_sequence: '2026-0042',
  link: '/store/orders/2026-0042-0123456789abcdef0123456789abcdef',
  sale_date: '2026-03-14T09:30:00Z',
  date_modified: '2026-03-15T10:00:00Z',
  invoice_date: null,
  shipment_date: null,
  status: 'paid',
  payment_state: 'paid',
  payment_method: 'card',
  card_payments: true,
  items: [
    orderItem({
      goodie: {
        id: 31,
        product_variant: { id: 31, name: 'Family Cap Navy', price: '25.00' },
        reduced_price: '0.00',
      },
    }),
    orderItem({
      id: 2,
      product_variant: 21,
      product: { slug: 'repair-kit', category: 'addons', name: 'Repair kit' },
      name: 'Repair kit',
      long_name: 'Repair kit',
      variant_name: '',
      sku: 'REPAIR-KIT',
      options: {},
      amount: 2,
      unit_price: '30.00',
      total_price: '60.00',
      total_price_reduced: '54.00',
      lead_time_weeks: null,
    }),
  ],
  item_count: 3,
  promocode: 'SPRING10',
  total_netto_price: '3875.00',
  total_discount: '5.00',
  tax_factor: 1.2,
  pricing: { country: 'at', vat_rate: 20, reverse_charge: false, price_list: null },
  totals: {
    items: '4650.00',
    discount: '6.00',
    shipping: '30.00',
    net: '3895.00',
    vat: '779.00',
    total: '4674.00',
  },
  amount_due: '0.00',
  address: {
    name: 'Anna Aufwind',
    attname: 'Flight school',
    address: 'Thermikweg 3',
    address2: '',
    zipcode: '6410',
    city: 'Telfs',
    state: '',
    country: 'at',
    phone: '+43 664 7654321',
    email: 'anna.aufwind@example.com',
  },
  delivery_method: 'standard',
  delivery_method_name: 'Standard delivery',
  comment: 'Please ring twice.',
  history: [
    { status: 'placed', date: '2026-03-14T09:30:00Z' },
    { status: 'payment_processing', date: '2026-03-14T09:31:00Z' },
    { status: 'paid', date: '2026-03-14T09:32:00Z' },
  ],
  bank_transfer: null,
  feedback: null,
  can_give_feedback: false,
  account: {
    id: 7,
    email: 'anna@example.com',
    registration_date: '2025-05-01T08:00:00Z',
    company: '',
    vat_id: '',
    is_reseller: false,
  },
  channel: 'shop',
  tax_treatment: 'domestic',
  customer_vat_id: '',
  customer_reference: '',
  billing_address: null,
  staff_note: '',
  version: 1,
  amount_paid: '4674.00',
  balance: '0.00',
  cancelled_date: null,
  mails: [],
  timeline: [
    { id: 1, kind: 'placed', detail: '', date: '2026-03-14T09:30:00Z', actor: null },
    { id: 2, kind: 'paid', detail: '', date: '2026-03-14T09:32:00Z', actor: null },
  ],
  payments: [
    {
      id: 3,
      kind: 'payment',
      method: 'card',
      status: 'completed',
      amount: '4674.00',
      currency: 'eur',
      date: '2026-03-14T09:31:00Z',
      paid_date: '2026-03-14T09:32:00Z',
      reference: '',
      payer: '',
      note: '',
      recorded_by: null,
      provider_ref: 'cs_test_a1b2c3',
      related_id: null,
      statement_line_id: null,
    },
  ],
  invoices: [],
  shipments: [],
  ...overrides,
});

/** Every action allowed, but those given with the reason they are refused. */
export const orderPermissions = (
  refused: Partial<Record<OrderAction, string>> = {},
): OrderPermissions => ({
  actions: Object.fromEntries(
    ORDER_ACTIONS.map((action) => [
      action,
      { allowed: !(action in refused), reason: refused[action] ?? null },
    ]),
  ) as OrderPermissions['actions'],
});

/** The answer of an edit (or its preview) that left `order` as it is. */
export const editResult = (
  order: StaffOrder,
  change: Partial<OrderEditResult['change']> = {},
): OrderEditResult => ({
  order,
  change: {
    preview: false,
    total_before: '4674.00',
    total_after: order.totals.total,
    balance: order.balance,
    reissues_invoice: false,
    ...change,
  },
});

const PRICING = { country: 'at', vat_rate: 20, reverse_charge: false, price_list: null };

/** A size of a product as the shop's product call answers it. */
export const variant = (id: number, name: string, overrides: Partial<Variant> = {}): Variant => ({
  id,
  name,
  sku: `SKU-${id}`,
  options: { Size: name },
  net_price: '100.00',
  price: '120.00',
  availability: { status: 'made_to_order', lead_time_weeks: 6 },
  weight_range: null,
  ...overrides,
});

/** A product of the shop, with its sizes. */
export const product = (
  slug: string,
  name: string,
  category: string,
  variants: Variant[],
): ProductDetail => ({
  id: variants[0]?.id ?? 1,
  name,
  slug,
  category,
  slogan: '',
  thumbnail: null,
  new: false,
  price_from: '120.00',
  price_to: '120.00',
  category_name: category,
  description: '',
  seo_description: '',
  specs: [],
  option_names: ['Size'],
  images: [],
  lead_time_weeks: 6,
  customizable: false,
  variants,
  pricing: PRICING,
});

/** The shop's product list, for picking a product to add. */
export const productList = (products: ProductDetail[]) => ({
  products: products.map((one): ProductPreview => ({
    id: one.id,
    name: one.name,
    slug: one.slug,
    category: one.category,
    slogan: one.slogan,
    thumbnail: null,
    new: false,
    price_from: one.price_from,
    price_to: one.price_to,
  })),
  pricing: PRICING,
});
