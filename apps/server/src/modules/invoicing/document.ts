import type { InvoiceKind, TaxTreatment } from '@windfamily/contract/order-basics';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '@windfamily/contract/pricing';
import type { Config } from '../../config';
import { shopDayOf } from '../../lib/shop-time';
import type {
  InvoiceDocument,
  InvoiceLine,
  InvoiceParty,
  orderItems,
  orders,
} from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The printed number: `2026-00042` for an invoice, `GS-2026-00001` (Gutschrift) for a credit note. */
export function invoiceNumberText(kind: InvoiceKind, year: number, number: number): string {
  const core = `${year}-${String(number).padStart(5, '0')}`;
  return kind === 'credit_note' ? `GS-${core}` : core;
}

/** The year an invoice issued at `moment` is numbered in: its day's, in the shop's time zone. */
export const invoiceYearOf = (moment: Date): number => Number(shopDayOf(moment).slice(0, 4));

/** The notes an invoice carries where it charges no VAT, in German and English. */
export const LEGAL_NOTES = {
  reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers / Reverse charge',
  export: 'Steuerfreie Ausfuhrlieferung / Tax-free export outside the EU',
} as const;

/** The EN 16931 VAT category of a tax treatment: standard, reverse charge, or export. */
export const vatCategoryOf = (treatment: TaxTreatment): 'S' | 'AE' | 'G' =>
  treatment === 'reverse_charge' ? 'AE' : treatment === 'export' ? 'G' : 'S';

function legalNoteOf(treatment: TaxTreatment, buyerVatId: string): string | null {
  if (treatment === 'reverse_charge')
    return `${LEGAL_NOTES.reverseCharge}. UID des Leistungsempfängers / Buyer's VAT id: ${buyerVatId}`;
  if (treatment === 'export') return LEGAL_NOTES.export;
  return null;
}

/** The shop as the seller of its invoices, from the settings. */
export function sellerOf(config: Config): InvoiceDocument['seller'] {
  const { shop, bank } = config;
  return {
    name: shop.legalName,
    company: '',
    address: shop.address.lines[0] ?? '',
    address2: shop.address.lines.slice(1).join(', '),
    zipcode: shop.address.zipcode,
    city: shop.address.city,
    state: '',
    country: shop.address.country,
    vatId: shop.vatId,
    email: config.shopEmail,
    registration: shop.registration ?? '',
    iban: bank.iban.replace(/\s+/g, ''),
    bic: bank.bic,
    bank: bank.name,
    accountHolder: bank.accountHolder,
  };
}

const sameAddress = (a: InvoiceParty, b: InvoiceParty) =>
  (
    ['name', 'company', 'address', 'address2', 'zipcode', 'city', 'state', 'country'] as const
  ).every((field) => a[field].trim().toLowerCase() === b[field].trim().toLowerCase());

/** The buyer (the billing address, else the delivery address) and where the goods went. */
function partiesOf(order: OrderRow): Pick<InvoiceDocument, 'buyer' | 'delivery'> {
  const { address } = order;
  // The VAT id is the buyer's: a delivery address elsewhere is only where the goods went.
  const delivered: InvoiceParty = {
    name: address.name,
    company: address.attname ?? '',
    address: address.address,
    address2: address.address2 ?? '',
    zipcode: address.zipcode,
    city: address.city,
    state: address.state ?? '',
    country: address.country,
    vatId: order.customerVatId,
    email: order.email,
  };
  const billing = order.billingAddress;
  if (!billing) return { buyer: delivered, delivery: null };
  const buyer: InvoiceParty = {
    ...billing,
    vatId: order.customerVatId,
    email: order.email,
  };
  return {
    buyer,
    delivery: sameAddress(buyer, delivered) ? null : { ...delivered, vatId: '', email: '' },
  };
}

/** Each order line, its goodie as a line of its own, and the shipping. */
function linesOf(order: OrderRow, items: readonly OrderItemRow[]): InvoiceLine[] {
  const vatRateBp = order.pricing.vatRateBp;
  const lines: InvoiceLine[] = [];
  for (const item of items) {
    const colours = item.colorCombo ? ` in the colours "${item.colorCombo.name}"` : '';
    lines.push({
      description: `${item.name} · ${item.variantName}${colours}`,
      sku: item.sku,
      quantity: item.amount,
      unitNet: item.unitNet,
      net: item.amount * item.unitNet,
      vatRateBp,
      note: item.priceOverrideReason,
    });
    if (item.goodieVariantId === null) continue;
    // The line's net holds the goodie at its reduced price; what is beyond the units is it.
    const goodieNet = item.reducedNet - item.amount * item.unitNet;
    const perUnit = goodieNet % item.amount === 0;
    lines.push({
      description: `${perUnit ? '' : `${item.amount} × `}${item.goodieName ?? 'Goodie'} (goodie with ${item.name})`,
      sku: '',
      quantity: perUnit ? item.amount : 1,
      unitNet: perUnit ? goodieNet / item.amount : goodieNet,
      net: goodieNet,
      vatRateBp,
      note: null,
    });
  }
  if (order.shippingNet > 0)
    lines.push({
      description: `Shipping: ${DELIVERY_METHOD_LABELS[order.deliveryMethod as DeliveryMethod] ?? order.deliveryMethod}`,
      sku: '',
      quantity: 1,
      unitNet: order.shippingNet,
      net: order.shippingNet,
      vatRateBp,
      note: null,
    });
  return lines;
}

/**
 * Everything an invoice of `order` says, frozen at `issuedAt`: seller, buyer, lines, the
 * promo code's discount as a document-level allowance, the VAT breakdown and the totals. The
 * totals are the order's to the cent; a difference is a fault of ours, never printed.
 */
export function invoiceDocumentOf(
  config: Config,
  order: OrderRow,
  items: readonly OrderItemRow[],
  issue: { number: string; issuedAt: Date },
): InvoiceDocument {
  const lines = linesOf(order, items);
  const linesNet = lines.reduce((sum, line) => sum + line.net, 0);
  if (linesNet - order.discountNet !== order.net)
    throw new Error(
      `the lines of order ${order.saleSequence} add up to ${linesNet - order.discountNet} cents net, not ${order.net}`,
    );
  const { buyer, delivery } = partiesOf(order);
  const shipped = order.shipmentDate && order.shipmentDate < issue.issuedAt;
  return {
    kind: 'invoice',
    number: issue.number,
    issueDate: shopDayOf(issue.issuedAt),
    brand: config.brand,
    seller: sellerOf(config),
    buyer,
    delivery,
    orderNumber: order.saleSequence,
    orderDate: shopDayOf(order.createdAt),
    supplyDate: shopDayOf(shipped ? order.shipmentDate! : issue.issuedAt),
    buyerReference: order.customerReference,
    lines,
    discount:
      order.discountNet > 0
        ? {
            net: order.discountNet,
            reason: order.promoCode ? `Promo code ${order.promoCode}` : 'Discount',
          }
        : null,
    vatBreakdown: [
      {
        vatRateBp: order.pricing.vatRateBp,
        category: vatCategoryOf(order.taxTreatment),
        net: order.net,
        vat: order.vat,
      },
    ],
    totals: {
      linesNet,
      discountNet: order.discountNet,
      net: order.net,
      vat: order.vat,
      total: order.total,
    },
    taxTreatment: order.taxTreatment,
    legalNote: legalNoteOf(order.taxTreatment, order.customerVatId),
    paymentMethod: order.paymentMethod,
    paid: Math.max(0, order.amountPaid),
    corrects: null,
    reason: null,
  };
}

/** A credit note for `invoice`: the same lines and amounts, its own number, naming the invoice. */
export function creditNoteDocumentOf(
  invoice: InvoiceDocument,
  issue: { number: string; issuedAt: Date; reason: string },
): InvoiceDocument {
  return {
    ...invoice,
    kind: 'credit_note',
    number: issue.number,
    issueDate: shopDayOf(issue.issuedAt),
    corrects: { number: invoice.number, date: invoice.issueDate },
    reason: issue.reason,
    // Nothing is asked of the customer on a credit note.
    paid: 0,
  };
}

/** What is left to pay on an invoice when it was issued (nothing on a credit note). */
export const amountDueOf = (document: InvoiceDocument): number =>
  document.kind === 'credit_note'
    ? 0
    : Math.max(0, document.totals.total - Math.min(document.paid, document.totals.total));
