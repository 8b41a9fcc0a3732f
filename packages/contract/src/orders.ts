import { z } from 'zod';
import { cartGoodieSchema } from './cart';
import { imageSchema, pricingSchema } from './catalog';
import { invoiceSummarySchema } from './invoices';
import { orderedComboSchema } from './colorpicker';
import { moneyInputSchema, moneySchema } from './money';
import { addressSchema, countryField, emailField } from './accounts';
import { phoneField } from './contact';
import { MAX_LINE_AMOUNT } from './cart-limits';
import { MSG } from './messages';
import {
  FEEDBACK_MAX_LENGTH,
  ORDER_ACTIONS,
  type OrderAction,
  ORDER_CHANNELS,
  ORDER_EVENT_KINDS,
  ORDER_MAIL_KINDS,
  ORDER_MAIL_STATES,
  ORDER_SECRET_PATTERN,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  TAX_TREATMENTS,
} from './order-basics';
import { paginated } from './paging';
import { paymentEntrySchema } from './payments';
import { deliveryMethodSchema } from './pricing';
import { orderShipmentSchema } from './shipments';

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
    /** The EPC QR code (SEPA credit transfer) of this payment, an SVG picture. */
    qr_code: z.string(),
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
    /** What is left to pay: the total less what was received (0 once paid, or cancelled). */
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
    /** The order's invoices and credit notes, oldest first, each with its PDF. */
    invoices: z.array(invoiceSummarySchema),
    /** Its parcels booked or on their way, oldest first, each with its tracking link. */
    shipments: z.array(orderShipmentSchema),
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

/** A line of My Orders: the order and its invoices to download. */
export const myOrderSchema = orderSummarySchema
  .extend({ invoices: z.array(invoiceSummarySchema) })
  .meta({ id: 'MyOrder' });
export type MyOrder = z.infer<typeof myOrderSchema>;

export const myOrdersResponseSchema = paginated(myOrderSchema).meta({ id: 'MyOrders' });
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

/** How the staff list sorts: newest first by default; `-` for descending. */
export const STAFF_ORDER_SORTS = [
  '-created',
  'created',
  '-total',
  'total',
  '-number',
  'number',
  'name',
  '-name',
] as const;
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number];

const dateField = z.iso.date('a date such as 2026-01-31');

/** The filters of the staff list and its CSV export. */
export const staffOrderFiltersSchema = z.object({
  /** An order number, an e-mail address or a name, or a part of one. */
  search: z.string().trim().max(100).default(''),
  status: z.enum(ORDER_STATUSES).optional(),
  payment_state: z.enum(PAYMENT_STATES).optional(),
  /** The delivery country's code. */
  country: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'a country code such as at')
    .optional(),
  /** Placed on or after this day, and on or before `date_to` (days in UTC). */
  date_from: dateField.optional(),
  date_to: dateField.optional(),
  /** Only orders with (true) or without (false) a standing invoice. */
  has_invoice: z
    .enum(['true', 'false'], { error: 'true or false' })
    .transform((value) => value === 'true')
    .optional(),
  channel: z.enum(ORDER_CHANNELS).optional(),
  sort: z.enum(STAFF_ORDER_SORTS).default('-created'),
});

/** `GET /api/store/orders/?page=&search=&status=&payment_state=&country=&date_from=…` */
export const staffOrdersQuerySchema = pageQuerySchema.extend(staffOrderFiltersSchema.shape);
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;

export const staffOrderSummarySchema = orderSummarySchema
  .extend({
    email: z.string(),
    name: z.string(),
    country: z.string(),
    payment_method: paymentMethodSchema,
    /** The customer's account, or null for a visitor. */
    account_id: z.number().int().nullable(),
    channel: z.enum(ORDER_CHANNELS),
    /** What the customer still owes; negative: what is to be refunded. */
    balance: moneySchema,
    /** The date of the standing invoice, or null. */
    invoice_date: z.string().nullable(),
  })
  .meta({ id: 'StaffOrderSummary' });
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

export const staffOrdersResponseSchema = paginated(staffOrderSummarySchema)
  .extend({
    /** More orders match than were counted: `count` is the cap ("10,000 or more"). */
    count_capped: z.boolean(),
  })
  .meta({ id: 'StaffOrders' });
export type StaffOrdersResponse = z.infer<typeof staffOrdersResponseSchema>;

/** A line as staff see it: also its net unit price and why it was set by hand. */
export const staffOrderItemSchema = orderItemSchema
  .extend({
    /** Net price of one, goodie excluded. */
    unit_net: moneySchema,
    price_override_reason: z.string().nullable(),
  })
  .meta({ id: 'StaffOrderItem' });
export type StaffOrderItem = z.infer<typeof staffOrderItemSchema>;

/** Who the invoice goes to when not the delivery address (a reseller's company). */
export const billingAddressSchema = z
  .object({
    name: z.string().trim().min(1, MSG.required).max(200),
    company: z.string().trim().max(200).default(''),
    address: z.string().trim().min(1, MSG.required).max(200),
    address2: z.string().trim().max(200).default(''),
    zipcode: z.string().trim().min(1, MSG.required).max(20),
    city: z.string().trim().min(1, MSG.required).max(100),
    state: z.string().trim().max(100).default(''),
    country: countryField,
  })
  .meta({ id: 'BillingAddress' });
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/**
 * A mail of the order: what the customer was told, when, by whom (null: the shop itself).
 * One not sent yet waits for the mail server (`pending`, dated when queued) or was given up
 * (`failed`), with why its last try failed; `id` is unique among mails of the same state.
 */
export const orderMailSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(ORDER_MAIL_KINDS),
    to: z.string(),
    subject: z.string(),
    date: z.string(),
    sent_by: z.string().nullable(),
    state: z.enum(ORDER_MAIL_STATES),
    error: z.string().nullable(),
  })
  .meta({ id: 'OrderMail' });
export type OrderMail = z.infer<typeof orderMailSchema>;

/** One thing that happened to the order, with who did it (null: the customer or the shop). */
export const timelineEntrySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(ORDER_EVENT_KINDS),
    detail: z.string(),
    date: z.string(),
    actor: z.string().nullable(),
  })
  .meta({ id: 'OrderTimelineEntry' });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** `GET /api/store/orders/{sale_sequence}/`: everything staff need about one order. */
export const staffOrderSchema = publicOrderSchema
  .extend({
    items: z.array(staffOrderItemSchema),
    account: z
      .object({
        id: z.number().int(),
        email: z.string(),
        registration_date: z.string(),
        company: z.string(),
        vat_id: z.string(),
        is_reseller: z.boolean(),
      })
      .nullable(),
    channel: z.enum(ORDER_CHANNELS),
    tax_treatment: z.enum(TAX_TREATMENTS),
    customer_vat_id: z.string(),
    customer_reference: z.string(),
    billing_address: billingAddressSchema.nullable(),
    staff_note: z.string(),
    /** Counts the changes: send it back with an edit, which is refused if the order moved on. */
    version: z.number().int(),
    /** Received and kept: payments less refunds. */
    amount_paid: moneySchema,
    /** What the customer still owes; negative: what is to be refunded. */
    balance: moneySchema,
    cancelled_date: z.string().nullable(),
    /** Every payment, refund and fee, oldest first. */
    payments: z.array(paymentEntrySchema),
    mails: z.array(orderMailSchema),
    timeline: z.array(timelineEntrySchema),
  })
  .meta({ id: 'StaffOrder' });
export type StaffOrder = z.infer<typeof staffOrderSchema>;

// ---------------------------------------------------------------------------
// Staff: what may be done with an order, and doing it.
// ---------------------------------------------------------------------------

/** One action: allowed, or why not (the user's roles, or the order's state). */
export const orderActionRuleSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
});

/** `GET /api/store/orders/{sale_sequence}/permissions`: what the user may do with it now. */
export const orderPermissionsSchema = z
  .object({
    // An object of named actions rather than a record keyed by an enum: the document then
    // lists each action as a property (a record's keys are only `required`, never defined).
    actions: z.object(
      Object.fromEntries(ORDER_ACTIONS.map((action) => [action, orderActionRuleSchema])) as {
        [action in OrderAction]: typeof orderActionRuleSchema;
      },
    ),
  })
  .meta({ id: 'OrderPermissions' });
export type OrderPermissions = z.infer<typeof orderPermissionsSchema>;

/** `?preview=true`: answer the changed order without saving it. */
export const previewQuerySchema = z.object({
  preview: z
    .enum(['true', 'false'], { error: 'true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

/** The version of the order the edit was made on: refused (409) if the order changed since. */
const versionField = z.number().int().min(1).optional();

/** `PUT /api/store/orders/{sale_sequence}/details/`: only what is sent changes. */
export const orderDetailsPayloadSchema = z
  .object({
    version: versionField,
    /** The delivery address with the phone and the e-mail address the order's mails go to. */
    address: addressSchema.extend({ phone: phoneField, email: emailField }).optional(),
    /** Who the invoice goes to; null: the delivery address. */
    billing_address: billingAddressSchema.nullable().optional(),
    delivery_method: deliveryMethodSchema.optional(),
    comment: z.string().trim().max(2000, 'at most 2000 characters!').optional(),
    staff_note: z.string().trim().max(5000, 'at most 5000 characters!').optional(),
    customer_reference: z.string().trim().max(100, 'at most 100 characters!').optional(),
  })
  .meta({ id: 'OrderDetailsPayload' });
export type OrderDetailsPayload = z.input<typeof orderDetailsPayloadSchema>;

/**
 * A line of `PUT …/lines/`: an existing line (`id`), kept or changed in amount or size, or a
 * new one. `unit_net` left out keeps a line's price (a new line gets the order's price list's);
 * a value sets the net price of one by hand and needs `override_reason`; null goes back to the
 * order's own price.
 */
export const orderLinePayloadSchema = z.object({
  id: z.number().int().positive().optional(),
  product_variant: z.number().int().positive(),
  amount: z
    .number({ error: 'a whole number' })
    .int('a whole number')
    .min(1, 'at least 1')
    .max(MAX_LINE_AMOUNT, `at most ${MAX_LINE_AMOUNT}`),
  unit_net: moneyInputSchema.nullable().optional(),
  override_reason: z.string().trim().max(200, 'at most 200 characters!').default(''),
});
export type OrderLinePayload = z.input<typeof orderLinePayloadSchema>;

/** `PUT /api/store/orders/{sale_sequence}/lines/`: the order's lines as they are to be. */
export const orderLinesPayloadSchema = z
  .object({
    version: versionField,
    lines: z
      .array(orderLinePayloadSchema)
      .min(1, 'An order needs at least one line: cancel it instead.')
      .max(50),
  })
  .meta({ id: 'OrderLinesPayload' });
export type OrderLinesPayload = z.input<typeof orderLinesPayloadSchema>;

/** What an edit did (or would do, in a preview) to the money. */
export const orderChangeSchema = z.object({
  preview: z.boolean(),
  total_before: moneySchema,
  total_after: moneySchema,
  /** What the customer now owes; negative: what is to be refunded. */
  balance: moneySchema,
  /** The standing invoice is (or would be) credited and a new one issued. */
  reissues_invoice: z.boolean(),
});

export const orderEditResultSchema = z
  .object({ order: staffOrderSchema, change: orderChangeSchema })
  .meta({ id: 'OrderEditResult' });
export type OrderEditResult = z.infer<typeof orderEditResultSchema>;

/** `POST /api/store/orders/{sale_sequence}/cancel/`. */
export const orderCancelPayloadSchema = z
  .object({
    version: versionField,
    reason: z.string().trim().min(1, MSG.required).max(500, 'at most 500 characters!'),
  })
  .meta({ id: 'OrderCancelPayload' });
export type OrderCancelPayload = z.input<typeof orderCancelPayloadSchema>;

/** `POST /api/store/orders/{sale_sequence}/copy/`: the new order. */
export const orderCopyResultSchema = z
  .object({ order: staffOrderSchema })
  .meta({ id: 'OrderCopyResult' });
export type OrderCopyResult = z.infer<typeof orderCopyResultSchema>;

/** The mails staff may send again, or write. */
export const STAFF_MAIL_KINDS = [
  'confirmation',
  'payment_reminder',
  'invoice',
  'free_text',
] as const;
export type StaffMailKind = (typeof STAFF_MAIL_KINDS)[number];

/** `POST /api/store/orders/{sale_sequence}/send_mail`: a free text needs its subject and text. */
export const sendOrderMailPayloadSchema = z
  .object({
    kind: z.enum(STAFF_MAIL_KINDS),
    subject: z.string().trim().max(200, 'at most 200 characters!').default(''),
    message: z.string().trim().max(5000, 'at most 5000 characters!').default(''),
  })
  .superRefine((mail, ctx) => {
    if (mail.kind !== 'free_text') return;
    for (const field of ['subject', 'message'] as const)
      if (!mail[field]) ctx.addIssue({ code: 'custom', path: [field], message: MSG.required });
  })
  .meta({ id: 'SendOrderMailPayload' });
export type SendOrderMailPayload = z.input<typeof sendOrderMailPayloadSchema>;

/** `GET /api/store/orders/{sale_sequence}/private_link/`: the customer's order page. */
export const privateLinkSchema = z.object({ link: z.string() }).meta({ id: 'OrderPrivateLink' });
export type PrivateLink = z.infer<typeof privateLinkSchema>;
