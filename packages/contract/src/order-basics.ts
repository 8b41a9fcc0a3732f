// The orders' constants, labels and key helpers without zod, for browser code that only
// needs them (the schemas are in ./orders, which re-exports all of this).

export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
};

/** Where an order is on its way; the timeline shows them in this order. */
export const ORDER_STATUSES = ['placed', 'paid', 'in_production', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};

/**
 * Where the money of an order stands, from what was received and refunded against what is
 * owed: nothing yet; a card payment under way (waiting for the payment service's word); a
 * part; all of it; more than owed; everything received given back.
 */
export const PAYMENT_STATES = [
  'unpaid',
  'processing',
  'partly_paid',
  'paid',
  'overpaid',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  unpaid: 'Awaiting payment',
  processing: 'Payment processing',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  overpaid: 'Overpaid',
  refunded: 'Refunded',
};

/** A payment in, a refund out, or the payment service's fee (the shop's cost). */
export const PAYMENT_KINDS = ['payment', 'refund', 'fee'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  payment: 'Payment',
  refund: 'Refund',
  fee: 'Fee',
};

/**
 * A payment's own state: a card payment's session open for the customer; a refund asked of
 * the payment service or still to be made by bank transfer (pending); money moved
 * (completed); a session that expired or a payment or refund that failed.
 */
export const PAYMENT_STATUSES = ['open', 'pending', 'completed', 'expired', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  open: 'Open',
  pending: 'Pending',
  completed: 'Completed',
  expired: 'Expired',
  failed: 'Failed',
};

/**
 * How VAT is charged, decided when the order is placed: the shop's own country; a consumer
 * elsewhere in the EU (that country's rate); an EU business with a VAT id (no VAT, the buyer
 * owes it: reverse charge); outside the EU (no VAT: tax-free export).
 */
export const TAX_TREATMENTS = ['domestic', 'eu_consumer', 'reverse_charge', 'export'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];
export const TAX_TREATMENT_LABELS: Record<TaxTreatment, string> = {
  domestic: 'Domestic',
  eu_consumer: 'EU consumer',
  reverse_charge: 'Reverse charge',
  export: 'Export outside the EU',
};

/** Where an order was placed. */
export const ORDER_CHANNELS = ['shop', 'backoffice', 'reseller'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  shop: 'Shop',
  backoffice: 'Back office',
  reseller: 'Reseller',
};

/** Everything an order's timeline records; the status kinds also show to the customer. */
export const ORDER_EVENT_KINDS = [
  ...ORDER_STATUSES,
  'payment_processing',
  'details_changed',
  'lines_changed',
  'invoiced',
  'credited',
  'payment_recorded',
  'refund_started',
  'refunded',
  'mail_sent',
  'copied',
  'note',
  'shipment_created',
  'part_shipped',
  'shipment_cancelled',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
export const ORDER_EVENT_LABELS: Record<OrderEventKind, string> = {
  ...ORDER_STATUS_LABELS,
  payment_processing: 'Payment processing',
  details_changed: 'Details changed',
  lines_changed: 'Lines changed',
  invoiced: 'Invoiced',
  credited: 'Credit note issued',
  payment_recorded: 'Payment recorded',
  refund_started: 'Refund started',
  refunded: 'Refunded',
  mail_sent: 'Mail sent',
  copied: 'Copied',
  note: 'Note',
  shipment_created: 'Shipment booked',
  part_shipped: 'Partly shipped',
  shipment_cancelled: 'Shipment cancelled',
};

/** The mails an order sends: on its own, and again or written by staff. */
export const ORDER_MAIL_KINDS = [
  'confirmation',
  'payment_received',
  'payment_reminder',
  'invoice',
  'cancelled',
  'refund',
  'free_text',
  'shipped',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];
export const ORDER_MAIL_LABELS: Record<OrderMailKind, string> = {
  confirmation: 'Order confirmation',
  payment_received: 'Payment received',
  payment_reminder: 'Payment reminder',
  invoice: 'Invoice',
  cancelled: 'Cancellation',
  refund: 'Refund',
  free_text: 'Message from the shop',
  shipped: 'Shipped, with tracking',
};

/** Where an order's mail stands: sent, waiting for the mail server, or given up. */
export const ORDER_MAIL_STATES = ['sent', 'pending', 'failed'] as const;
export type OrderMailState = (typeof ORDER_MAIL_STATES)[number];
export const ORDER_MAIL_STATE_LABELS: Record<OrderMailState, string> = {
  sent: 'Sent',
  pending: 'Not sent yet',
  failed: 'Not sent: given up',
};

/**
 * `2026-0042`: the year of the sale and its number in that year, gapless. It names the order
 * in mails and on the phone, and opens nothing by itself.
 */
export const SALE_SEQUENCE_PATTERN = /^(\d{4})-(\d{4,6})$/;
/** 128 random bits in hex: the part of an order's key that only its customer knows. */
export const ORDER_SECRET_PATTERN = /^[0-9a-f]{32}$/;
/** `2026-0042-<secret>`: the sequence and the secret, one string that parses one way only. */
export const ORDER_KEY_PATTERN = /^(\d{4}-\d{4,6})-([0-9a-f]{32})$/;

export const orderKey = (saleSequence: string, secret: string) => `${saleSequence}-${secret}`;
export const orderPath = (key: string) => `/store/orders/${key}`;

/** Where an order is paid by card (the server sends the browser on to the payment page). */
export const cardPaymentPath = (saleSequence: string, secret: string) =>
  `/api/store/payments/stripe/${saleSequence}/${secret}/`;

export function parseOrderKey(key: string): { saleSequence: string; secret: string } | null {
  const match = ORDER_KEY_PATTERN.exec(key);
  return match ? { saleSequence: match[1]!, secret: match[2]! } : null;
}

/** The longest feedback text on an order. */
export const FEEDBACK_MAX_LENGTH = 2000;

/** An invoice, or a credit note that corrects one. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

/** What staff may do with an order; `GET /api/store/orders/{sale_sequence}/permissions`. */
export const ORDER_ACTIONS = [
  'edit_details',
  'edit_lines',
  'create_invoice',
  'send_mail',
  'record_payment',
  'refund',
  'cancel',
  'copy',
  'private_link',
  'create_shipment',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
