import { z } from 'zod';
import { addressSchema } from './accounts';
import { cartGoodieSchema } from './cart';
import { imageSchema, pricingSchema } from './catalog';
import { orderedComboSchema } from './colorpicker';
import { moneySchema } from './money';
import {
  FEEDBACK_MAX_LENGTH,
  ORDER_SECRET_PATTERN,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from './order-basics';
import { paginated } from './paging';
import { deliveryMethodSchema } from './pricing';

export * from './order-basics';
export { paginated };

// ---------------------------------------------------------------------------
// Checkout.
// ---------------------------------------------------------------------------

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: `choose one of ${PAYMENT_METHODS.join(', ')}`,
});

/** `POST /api/store/cart/checkout/?delivery_method=…&comment=…&payment_method=…` */
export const checkoutQuerySchema = z.object({
  delivery_method: deliveryMethodSchema,
  comment: z.string().max(2000, 'at most 2000 characters!').default(''),
  payment_method: paymentMethodSchema.default('bank_transfer'),
});
export type CheckoutQuery = z.input<typeof checkoutQuerySchema>;

// ---------------------------------------------------------------------------
// Orders.
// ---------------------------------------------------------------------------

export const orderItemSchema = z
  .object({
    id: z.number().int(),
    product_variant: z.number().int(),
    product: z.object({ slug: z.string(), category: z.string(), name: z.string() }),
    /** The product page, when the product is still in the shop; else null. */
    link: z.string().nullable(),
    name: z.string(),
    long_name: z.string(),
    variant_name: z.string(),
    sku: z.string(),
    options: z.record(z.string(), z.string()),
    thumbnail: imageSchema.nullable(),
    amount: z.number().int(),
    /** Gross price of one, goodie excluded, as sold. */
    unit_price: moneySchema,
    total_price: moneySchema,
    total_price_reduced: moneySchema,
    /** Made to order: the lead time in weeks promised at the sale; null when from stock. */
    lead_time_weeks: z.number().int().nullable(),
    /** The pilot's colours as ordered: per zone, for the workshop. */
    color_combo: orderedComboSchema.nullable(),
    goodie: cartGoodieSchema.nullable(),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderTotalsSchema = z.object({
  items: moneySchema,
  discount: moneySchema,
  shipping: moneySchema,
  net: moneySchema,
  vat: moneySchema,
  total: moneySchema,
});

export const bankTransferSchema = z
  .object({
    account_holder: z.string(),
    iban: z.string(),
    bic: z.string(),
    bank: z.string(),
    /** What the transfer's reference must say: the order's number. */
    reference: z.string(),
    amount: moneySchema,
  })
  .meta({ id: 'BankTransfer' });

export const orderHistoryEntrySchema = z.object({
  status: z.enum([...ORDER_STATUSES, 'payment_processing']),
  date: z.string(),
});

export const orderFeedbackSchema = z.object({
  rating: z.number().int(),
  text: z.string(),
  created: z.string(),
});

/** `GET /api/store/orders_public/{key}`: what the order's customer sees. */
export const publicOrderSchema = z
  .object({
    sale_sequence: z.string(),
    /** The order page: `/store/orders/{key}`. */
    link: z.string(),
    sale_date: z.string(),
    date_modified: z.string(),
    invoice_date: z.string().nullable(),
    shipment_date: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    payment_state: z.enum(PAYMENT_STATES),
    payment_method: paymentMethodSchema,
    /** Card payments are configured: the order page may offer "Pay by card". */
    card_payments: z.boolean(),
    items: z.array(orderItemSchema),
    item_count: z.number().int(),
    promocode: z.string().nullable(),
    total_netto_price: moneySchema,
    total_discount: moneySchema,
    tax_factor: z.number(),
    pricing: pricingSchema,
    totals: orderTotalsSchema,
    /** What is left to pay: the total while unpaid, 0 once paid. */
    amount_due: moneySchema,
    /** Where it goes, with the phone and the e-mail address of the order's mails. */
    address: addressSchema.extend({ phone: z.string(), email: z.string() }),
    delivery_method: deliveryMethodSchema,
    delivery_method_name: z.string(),
    comment: z.string(),
    history: z.array(orderHistoryEntrySchema),
    /** Where to transfer the money, while a bank-transfer order is unpaid; else null. */
    bank_transfer: bankTransferSchema.nullable(),
    feedback: orderFeedbackSchema.nullable(),
    /** Shipped and no feedback yet. */
    can_give_feedback: z.boolean(),
  })
  .meta({ id: 'PublicOrder' });
export type PublicOrder = z.infer<typeof publicOrderSchema>;

export const checkoutResponseSchema = z
  .object({
    /** The order page, or the card payment for a card order. */
    link: z.string(),
    order: publicOrderSchema,
  })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof checkoutResponseSchema>;

/** A line of My Orders. */
export const orderSummarySchema = z
  .object({
    sale_sequence: z.string(),
    link: z.string(),
    sale_date: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_state: z.enum(PAYMENT_STATES),
    item_count: z.number().int(),
    total: moneySchema,
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ORDERS_PAGE_SIZE = 20;

/** A page of a list that can grow: `?page=` (from 1) and the total count. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int('a whole number').min(1, 'at least 1').max(100_000).default(1),
});

export const myOrdersResponseSchema = paginated(orderSummarySchema).meta({ id: 'MyOrders' });
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

// ---------------------------------------------------------------------------
// Feedback.
// ---------------------------------------------------------------------------

/** `POST /api/store/order_feedback/{sale_sequence}`: the secret proves it is the customer. */
export const orderFeedbackPayloadSchema = z
  .object({
    secret: z.string().regex(ORDER_SECRET_PATTERN, 'not this order'),
    rating: z
      .number({ error: 'a rating from 1 to 5' })
      .int('a rating from 1 to 5')
      .min(1, 'a rating from 1 to 5')
      .max(5, 'a rating from 1 to 5'),
    text: z
      .string()
      .trim()
      .max(FEEDBACK_MAX_LENGTH, `at most ${FEEDBACK_MAX_LENGTH} characters!`)
      .default(''),
  })
  .meta({ id: 'OrderFeedbackPayload' });
export type OrderFeedbackPayload = z.input<typeof orderFeedbackPayloadSchema>;

// ---------------------------------------------------------------------------
// Staff: incoming orders.
// ---------------------------------------------------------------------------

export const STAFF_ORDERS_PAGE_SIZE = 25;

/** `GET /api/store/orders/?page=&search=&status=&payment_state=` */
export const staffOrdersQuerySchema = pageQuerySchema.extend({
  /** An order number, an e-mail address or a name, or a part of one. */
  search: z.string().trim().max(100).default(''),
  status: z.enum(ORDER_STATUSES).optional(),
  payment_state: z.enum(PAYMENT_STATES).optional(),
});
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;

export const staffOrderSummarySchema = orderSummarySchema
  .extend({
    email: z.string(),
    name: z.string(),
    country: z.string(),
    payment_method: paymentMethodSchema,
    /** The customer's account, or null for a visitor. */
    account_id: z.number().int().nullable(),
  })
  .meta({ id: 'StaffOrderSummary' });
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

export const staffOrdersResponseSchema = paginated(staffOrderSummarySchema).meta({
  id: 'StaffOrders',
});
export type StaffOrdersResponse = z.infer<typeof staffOrdersResponseSchema>;

export const staffPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  reference: z.string(),
  amount: moneySchema,
  status: z.string(),
  date: z.string(),
  paid_date: z.string().nullable(),
});

/** `GET /api/store/orders/{sale_sequence}/`: everything staff need about one order. */
export const staffOrderSchema = publicOrderSchema
  .extend({
    account: z
      .object({ id: z.number().int(), email: z.string(), registration_date: z.string() })
      .nullable(),
    payments: z.array(staffPaymentSchema),
  })
  .meta({ id: 'StaffOrder' });
export type StaffOrder = z.infer<typeof staffOrderSchema>;
