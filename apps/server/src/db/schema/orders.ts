import { sql } from 'drizzle-orm';
import {
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
import type { OrderStatus, PaymentMethod, PaymentState } from '@windfamily/contract/orders';
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
    pricing: jsonb('pricing').$type<OrderPricing>().notNull(),
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    invoiceDate: timestamptz('invoice_date'),
    shipmentDate: timestamptz('shipment_date'),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [
    unique('orders_year_number').on(t.year, t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(t.email),
    index('orders_created_idx').on(t.createdAt),
    check('orders_total_not_negative', sql`${t.total} >= 0`),
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

/** What happened to an order, in order: placed, paid, in production, shipped… */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderStatus | 'payment_processing'>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
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

/** A card payment asked of the payment service (a Stripe Checkout Session) for an order. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'stripe'>().notNull(),
    /** The payment service's id of it (`cs_…`). */
    providerRef: text('provider_ref').notNull().unique(),
    /** Cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'open' | 'paid' | 'expired' | 'failed'>().notNull(),
    /** Where the customer pays, while open. */
    url: text('url'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Every payment-service event processed, by its id: a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
