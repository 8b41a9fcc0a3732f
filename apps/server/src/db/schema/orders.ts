import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { OrderAddress } from '@windfamily/contract/cart';
import type { OrderedCombo } from '@windfamily/contract/colorpicker';
import type {
  OrderChannel,
  OrderEventKind,
  OrderMailKind,
  OrderStatus,
  PaymentKind,
  PaymentMethod,
  PaymentState,
  PaymentStatus,
  TaxTreatment,
} from '@windfamily/contract/order-basics';
import { users } from './accounts';
import { carts } from './cart';
import { productVariants } from './catalog';
import { promoCodes } from './pricing';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The last number given out per year: orders are numbered without gaps within a year. */
export const orderNumbers = pgTable('order_numbers', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The prices an order was sold at: VAT rate, reverse charge, price list, as they were. */
export interface OrderPricing {
  country: string;
  vatRateBp: number;
  reverseCharge: boolean;
  priceList: string | null;
  /** The price list's id then (absent on orders placed before it was kept). */
  priceListId?: number | null;
}

/** Who the invoice goes to when that is not the delivery address (a reseller's company). */
export interface BillingAddress {
  name: string;
  company: string;
  address: string;
  address2: string;
  zipcode: string;
  city: string;
  state: string;
  country: string;
}

/**
 * A sale. Everything the customer was shown is copied in (address, lines, prices, totals), so
 * the order stays as it was sold whatever happens to the catalogue afterwards.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** `2026-0042`. */
    saleSequence: text('sale_sequence').notNull().unique(),
    /** 128 random bits in hex; with the sequence, the key of the order's public page. */
    secret: text('secret').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower case: the account's address, or the one a visitor gave. */
    email: text('email').notNull(),
    address: jsonb('address').$type<OrderAddress & { email: string }>().notNull(),
    /** The delivery address's name and country, as columns: the staff list filters on them. */
    name: text('name').notNull(),
    country: text('country').notNull(),
    /** The invoice's addressee when it is not the delivery address; null: the same. */
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    pricing: jsonb('pricing').$type<OrderPricing>().notNull(),
    /** How VAT is charged, decided when the order is placed (see the contract's TaxTreatment). */
    taxTreatment: text('tax_treatment').$type<TaxTreatment>().notNull(),
    /** The buyer's VAT id when the order was placed ('' for a consumer). */
    customerVatId: text('customer_vat_id').notNull().default(''),
    /** Where it was placed: the shop's checkout, the back office, or a reseller's admin. */
    channel: text('channel').$type<OrderChannel>().notNull().default('shop'),
    /** A reseller's own reference for the order ('' otherwise). */
    customerReference: text('customer_reference').notNull().default(''),
    /** Staff only: never shown to the customer. */
    staffNote: text('staff_note').notNull().default(''),
    deliveryMethod: text('delivery_method').notNull(),
    comment: text('comment').notNull().default(''),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    paymentState: text('payment_state').$type<PaymentState>().notNull().default('unpaid'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code'),
    /** Cents. Net of the lines (goodies reduced), before the discount. */
    itemsNet: integer('items_net').notNull(),
    itemsGross: integer('items_gross').notNull(),
    discountNet: integer('discount_net').notNull(),
    discountGross: integer('discount_gross').notNull(),
    shippingNet: integer('shipping_net').notNull(),
    shippingGross: integer('shipping_gross').notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    /** Cents received and kept: completed payments less completed refunds. */
    amountPaid: integer('amount_paid').notNull().default(0),
    /** Counts the order's changes: an edit based on an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** The current invoice's date; null while none stands (never issued, or credited). */
    invoiceDate: timestamptz('invoice_date'),
    shipmentDate: timestamptz('shipment_date'),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    unique('orders_year_number').on(t.year, t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    /** A customer's orders in order: the statistics find their first one by it. */
    index('orders_email_created_idx').on(t.email, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_payment_state_created_idx').on(t.paymentState, t.createdAt),
    /** The bank transfers still owed, for the statistics' open items (few among many). */
    index('orders_owed_transfers_idx')
      .on(t.id, t.total, t.amountPaid)
      .where(
        sql`${t.paymentMethod} = 'bank_transfer' AND ${t.paymentState} IN ('unpaid', 'partly_paid') AND ${t.status} <> 'cancelled'`,
      ),
    index('orders_country_created_idx').on(t.country, t.createdAt),
    index('orders_invoice_date_idx').on(t.invoiceDate),
    index('orders_total_idx').on(t.total),
    index('orders_name_idx').on(sql`lower(${t.name})`),
    index('orders_search_trgm_idx').using(
      'gin',
      sql`(${t.saleSequence} || ' ' || ${t.email} || ' ' || lower(${t.name})) gin_trgm_ops`,
    ),
    check('orders_total_not_negative', sql`${t.total} >= 0`),
    check(
      'orders_tax_treatment',
      sql`${t.taxTreatment} IN ('domestic', 'eu_consumer', 'reverse_charge', 'export')`,
    ),
  ],
);

/** What a line was sold as: names, options and prices copied from the catalogue. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    productSlug: text('product_slug').notNull(),
    categorySlug: text('category_slug').notNull(),
    productName: text('product_name').notNull(),
    name: text('name').notNull(),
    longName: text('long_name').notNull(),
    variantName: text('variant_name').notNull(),
    sku: text('sku').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    amount: integer('amount').notNull(),
    /** Cents, net and gross of one, goodie excluded. */
    unitNet: integer('unit_net').notNull(),
    unitGross: integer('unit_gross').notNull(),
    /** Gross, the goodie at its regular price. */
    totalGross: integer('total_gross').notNull(),
    /** Net and gross, the goodie at its reduced price: what the line costs. */
    reducedNet: integer('reduced_net').notNull(),
    reducedGross: integer('reduced_gross').notNull(),
    /** Staff set the unit price by hand: why (null: the price the order's pricing gives). */
    priceOverrideReason: text('price_override_reason'),
    /** Made to order: the lead time promised; null when sold from stock. */
    leadTimeWeeks: integer('lead_time_weeks'),
    goodieVariantId: integer('goodie_variant_id').references(() => productVariants.id),
    goodieName: text('goodie_name'),
    goodieRegularGross: integer('goodie_regular_gross'),
    goodieReducedGross: integer('goodie_reduced_gross'),
    colorComboSlug: text('color_combo_slug'),
    /** The colours as ordered, per zone, with the cloths' names and values then: what the workshop sews. */
    colorCombo: jsonb('color_combo').$type<OrderedCombo>(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_amount_positive', sql`${t.amount} >= 1`),
  ],
);

/**
 * What happened to an order, in order: placed, paid, edited, invoiced, mailed, shipped… with
 * who did it (null: the customer or the shop itself). The customer's page shows the status
 * changes; staff see them all.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    /** One line for people: "Lines changed: total 4 290,00 € → 4 410,00 €". */
    detail: text('detail').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Every mail sent about an order: by the shop on its own, or again by staff. */
export const orderMails = pgTable(
  'order_mails',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderMailKind>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_mails_order_idx').on(t.orderId)],
);

/** One per order, once it has shipped. */
export const orderFeedback = pgTable(
  'order_feedback',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [check('order_feedback_rating', sql`${t.rating} BETWEEN 1 AND 5`)],
);

/** The last checkout of a cart, so that a retry of it answers the same order. */
export const cartCheckouts = pgTable(
  'cart_checkouts',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The cart's version once emptied by the checkout. */
    cartVersion: integer('cart_version').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId] })],
);

/**
 * Money of an order: a payment in (a card payment through the payment service, a bank
 * transfer), a refund out, or the payment service's fee. An order's `amount_paid` is the sum
 * of its completed payments less its completed refunds; fees are the shop's cost.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentKind>().notNull().default('payment'),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** The payment service, for card payments and their refunds and fees; else null. */
    provider: text('provider').$type<'stripe'>(),
    /** The payment service's id of it (`cs_…` for a payment, `re_…` for a refund). */
    providerRef: text('provider_ref').unique(),
    /** The payment service's payment (`pi_…`) a card payment settled as: what refunds name. */
    providerPaymentRef: text('provider_payment_ref'),
    /** Cents, always positive; `kind` says which way the money went. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** Where the customer pays, while a card payment is open. */
    url: text('url'),
    /** The bank's reference text, the payer's name and a note of staff. */
    reference: text('reference').notNull().default(''),
    payer: text('payer').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The card payment a refund or fee belongs to. */
    relatedId: integer('related_id').references((): AnyPgColumn => payments.id),
    /** The bank statement line a transfer was booked from: each line books once. */
    statementEntryId: integer('statement_entry_id').unique(),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When the money moved (paid, refunded); null while open or pending. */
    paidAt: timestamptz('paid_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_created_idx').on(t.createdAt),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every payment-service event processed, by its id: a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
