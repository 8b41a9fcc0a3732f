import type { TaxTreatment } from '@windfamily/contract/order-basics';
import { loadConfig } from '../../config';
import type { orderItems, orders } from '../../db/schema';
import { invoiceDocumentOf } from './document';

// Orders as the database holds them, for the unit tests of the invoice's document, XML and
// PDF: one per tax treatment, with a goodie, a hand-set price, a promo code and shipping.

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export const testConfig = loadConfig({
  BRAND_NAME: 'Windfamily',
  SHOP_REGISTRATION: 'FN 123456a, Landesgericht Innsbruck',
});

const PLACED = new Date('2026-03-02T09:30:00Z');
export const ISSUED = new Date('2026-03-04T10:15:00Z');

interface Treatment {
  country: string;
  vatRateBp: number;
  treatment: TaxTreatment;
  vatId: string;
}

export const TREATMENTS: Record<TaxTreatment, Treatment> = {
  domestic: { country: 'at', vatRateBp: 2000, treatment: 'domestic', vatId: '' },
  eu_consumer: { country: 'fi', vatRateBp: 2550, treatment: 'eu_consumer', vatId: '' },
  reverse_charge: {
    country: 'de',
    vatRateBp: 0,
    treatment: 'reverse_charge',
    vatId: 'DE123456789',
  },
  export: { country: 'ch', vatRateBp: 0, treatment: 'export', vatId: '' },
};

/** Gross = net x (1 + rate), rounded half up. */
const gross = (net: number, bp: number) => Math.floor((net * (10_000 + bp) + 5_000) / 10_000);

/**
 * An order of a wing with a goodie (2 × 25.00 net reduced), two repair kits at a price set by
 * hand, 10 % off by promo code, and shipping.
 */
export function sampleOrder(
  kind: TaxTreatment,
  overrides: Partial<OrderRow> = {},
): { order: OrderRow; items: OrderItemRow[] } {
  const { country, vatRateBp, treatment, vatId } = TREATMENTS[kind];
  const wing = { unitNet: 357_500, goodie: 2_500, amount: 1 };
  const kit = { unitNet: 3_990, amount: 2 };
  const itemsNet = wing.amount * (wing.unitNet + wing.goodie) + kit.amount * kit.unitNet;
  const itemsGross =
    gross(wing.amount * (wing.unitNet + wing.goodie), vatRateBp) +
    gross(kit.amount * kit.unitNet, vatRateBp);
  const discountNet = Math.round(itemsNet / 10);
  const discountGross = Math.round(itemsGross / 10);
  const shippingNet = 2_900;
  const shippingGross = gross(shippingNet, vatRateBp);
  const net = itemsNet - discountNet + shippingNet;
  const total = itemsGross - discountGross + shippingGross;
  const order: OrderRow = {
    id: 1,
    year: 2026,
    number: 42,
    saleSequence: '2026-0042',
    secret: '0'.repeat(32),
    userId: null,
    email: 'paula@example.com',
    address: {
      name: 'Paula Pilot',
      attname: '',
      address: 'Startplatz 1',
      address2: '',
      zipcode: '6020',
      city: kind === 'export' ? 'Interlaken' : 'Innsbruck',
      state: '',
      country,
      phone: '+43 664 1234567',
      email: 'paula@example.com',
    },
    name: 'Paula Pilot',
    country,
    billingAddress: null,
    pricing: { country, vatRateBp, reverseCharge: kind === 'reverse_charge', priceList: null },
    taxTreatment: treatment,
    customerVatId: vatId,
    channel: 'shop',
    customerReference: '',
    staffNote: '',
    deliveryMethod: 'standard',
    comment: '',
    paymentMethod: 'bank_transfer',
    status: 'placed',
    paymentState: 'unpaid',
    promoCodeId: 1,
    promoCode: 'FLYHIGH10',
    itemsNet,
    itemsGross,
    discountNet,
    discountGross,
    shippingNet,
    shippingGross,
    net,
    vat: total - net,
    total,
    amountPaid: 0,
    version: 1,
    createdAt: PLACED,
    updatedAt: PLACED,
    invoiceDate: null,
    shipmentDate: null,
    paidAt: null,
    cancelledAt: null,
    ...overrides,
  };
  const item = (fields: Partial<OrderItemRow>): OrderItemRow => ({
    id: 1,
    orderId: 1,
    position: 0,
    variantId: 1,
    productSlug: 'emilie-peace2',
    categorySlug: 'wings',
    productName: 'Emilie Peace2',
    name: 'Emilie Peace2',
    longName: 'Emilie Peace2 · M',
    variantName: 'M',
    sku: 'EMILIE-PEACE2-M',
    options: {},
    amount: 1,
    unitNet: 0,
    unitGross: 0,
    totalGross: 0,
    reducedNet: 0,
    reducedGross: 0,
    priceOverrideReason: null,
    leadTimeWeeks: 6,
    goodieVariantId: null,
    goodieName: null,
    goodieRegularGross: null,
    goodieReducedGross: null,
    colorComboSlug: null,
    colorCombo: null,
    ...fields,
  });
  const items = [
    item({
      amount: wing.amount,
      unitNet: wing.unitNet,
      reducedNet: wing.amount * (wing.unitNet + wing.goodie),
      goodieVariantId: 7,
      goodieName: 'Harness bag · Blue',
    }),
    item({
      id: 2,
      position: 1,
      variantId: 2,
      productSlug: 'repair-kit',
      categorySlug: 'addons',
      productName: 'Repair kit',
      name: 'Repair kit',
      longName: 'Repair kit · One size',
      variantName: 'One size',
      sku: 'REPAIR-KIT',
      amount: kit.amount,
      unitNet: kit.unitNet,
      reducedNet: kit.amount * kit.unitNet,
      leadTimeWeeks: null,
      priceOverrideReason: 'Club discount agreed on the phone',
    }),
  ];
  return { order, items };
}

/** The invoice document of `sampleOrder(kind)`, numbered `2026-00042`. */
export function sampleDocument(kind: TaxTreatment, overrides: Partial<OrderRow> = {}) {
  const { order, items } = sampleOrder(kind, overrides);
  return invoiceDocumentOf(testConfig, order, items, { number: '2026-00042', issuedAt: ISSUED });
}
