import type { InvoiceSummary } from '@windfamily/contract/invoices';
import type { MyOrder, OrderItem, PublicOrder } from '@windfamily/contract/orders';

export const SECRET = '0123456789abcdef0123456789abcdef';
export const ORDER_KEY = `2026-0042-${SECRET}`;
export const ORDER_LINK = `/store/orders/${ORDER_KEY}`;

const image = {
  id: 1,
  webp: '/media/images/wing/640.webp',
  fallback: '/media/images/wing/640.jpg',
  webp_srcset: '/media/images/wing/320.webp 320w, /media/images/wing/640.webp 640w',
  fallback_srcset: '/media/images/wing/320.jpg 320w, /media/images/wing/640.jpg 640w',
  width: 1920,
  height: 1200,
  alt: 'Emilie Peace 2, in flight',
};

export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 1,
    product_variant: 3,
    product: { slug: 'emilie-peace2', category: 'wings', name: 'Emilie Peace 2' },
    link: '/store/products/wings/emilie-peace2',
    name: 'Emilie Peace 2',
    long_name: 'Emilie Peace 2 · M',
    variant_name: 'M',
    sku: 'EP2-M',
    options: { Size: 'M' },
    thumbnail: image,
    amount: 1,
    unit_price: '3690.00',
    total_price: '3690.00',
    total_price_reduced: '3690.00',
    lead_time_weeks: 6,
    color_combo: null,
    goodie: null,
    ...overrides,
  };
}

/** An unpaid bank-transfer order to Austria, just placed. */
export function makeOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    sale_sequence: '2026-0042',
    link: ORDER_LINK,
    sale_date: '2026-11-22T10:00:00.000Z',
    date_modified: '2026-11-22T10:00:00.000Z',
    invoice_date: null,
    shipment_date: null,
    status: 'placed',
    payment_state: 'unpaid',
    payment_method: 'bank_transfer',
    card_payments: false,
    items: [makeOrderItem()],
    item_count: 1,
    promocode: null,
    total_netto_price: '3075.00',
    total_discount: '0.00',
    tax_factor: 1.2,
    pricing: { country: 'at', vat_rate: 20, reverse_charge: false, price_list: null },
    totals: {
      items: '3690.00',
      discount: '0.00',
      shipping: '24.00',
      net: '3095.00',
      vat: '619.00',
      total: '3714.00',
    },
    amount_due: '3714.00',
    address: {
      name: 'Erwin Example',
      attname: '',
      address: 'Talstation 2',
      address2: '',
      zipcode: '6020',
      city: 'Innsbruck',
      state: '',
      country: 'at',
      phone: '+43 664 7654321',
      email: 'erwin@example.com',
    },
    delivery_method: 'standard',
    delivery_method_name: 'Standard delivery',
    comment: '',
    history: [{ status: 'placed', date: '2026-11-22T10:00:00.000Z' }],
    bank_transfer: {
      account_holder: 'Windfamily GmbH',
      iban: 'AT61 1904 3002 3457 3201',
      bic: 'BKAUATWW',
      bank: 'Alpine Savings Bank',
      reference: '2026-0042',
      amount: '3714.00',
      qr_code: '/api/store/orders_public/2026-0042-0123456789abcdef0123456789abcdef/epc_qr.svg',
    },
    feedback: null,
    can_give_feedback: false,
    invoices: [],
    shipments: [],
    ...overrides,
  };
}

/** The same order, paid, made and shipped: feedback may be given. */
export const SHIPPED_ORDER = makeOrder({
  status: 'shipped',
  payment_state: 'paid',
  amount_due: '0.00',
  bank_transfer: null,
  shipment_date: '2026-12-20',
  history: [
    { status: 'placed', date: '2026-11-22T10:00:00.000Z' },
    { status: 'paid', date: '2026-11-24T09:00:00.000Z' },
    { status: 'in_production', date: '2026-11-25T09:00:00.000Z' },
    { status: 'shipped', date: '2026-12-20T09:00:00.000Z' },
  ],
  can_give_feedback: true,
});

export function makeSummary(overrides: Partial<MyOrder> = {}): MyOrder {
  return {
    sale_sequence: '2026-0042',
    link: ORDER_LINK,
    sale_date: '2026-11-22T10:00:00.000Z',
    status: 'placed',
    payment_state: 'unpaid',
    item_count: 1,
    total: '3714.00',
    invoices: [],
    ...overrides,
  };
}

/** The order's invoice, as the customer's pages list it (the PDF through the order's key). */
export function makeInvoice(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  const id = overrides.id ?? 7;
  return {
    id,
    kind: 'invoice',
    number: '2026-00017',
    date: '2026-11-23T09:30:00.000Z',
    total: '3714.00',
    corrects: null,
    corrected_by: null,
    pdf: `/api/store/orders_public/${ORDER_KEY}/invoices/${id}/pdf`,
    xml: null,
    ...overrides,
  };
}
