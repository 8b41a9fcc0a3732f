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

/** Unpaid; a card payment under way (waiting for the payment service's word); paid. */
export const PAYMENT_STATES = ['unpaid', 'processing', 'paid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  unpaid: 'Awaiting payment',
  processing: 'Payment processing',
  paid: 'Paid',
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
