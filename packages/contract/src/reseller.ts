import { z } from 'zod';
import { addressSchema } from './accounts';
import { phoneField } from './contact';
import { MAX_LINE_AMOUNT } from './cart-limits';
import { availabilitySchema, imageSchema } from './catalog';
import { invoiceSummarySchema } from './invoices';
import { moneySchema } from './money';
import { orderSummarySchema } from './orders';
import { paginated } from './paging';
import { deliveryMethodSchema } from './pricing';

/** Where the reseller area (`/admin/`) calls. */
export const resellerApiPaths = {
  catalog: '/api/reseller/catalog/',
  priceListCsv: '/api/reseller/price_list.csv',
  orders: '/api/reseller/orders/',
};

/** A variant the reseller may order, at the shop's net price and at theirs. */
export const resellerVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** The shop's net price of one. */
  list_net: moneySchema,
  /** The reseller's net price of one (their price list). */
  net: moneySchema,
  availability: availabilitySchema,
});

export const resellerProductSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  thumbnail: imageSchema.nullable(),
  variants: z.array(resellerVariantSchema),
});

/** `GET /api/reseller/catalog/`: what the reseller may order, at their prices, net. */
export const resellerCatalogSchema = z
  .object({
    company: z.string(),
    price_list: z.string().nullable(),
    vat_id: z.string(),
    products: z.array(resellerProductSchema),
  })
  .meta({ id: 'ResellerCatalog' });
export type ResellerCatalog = z.infer<typeof resellerCatalogSchema>;

export const resellerOrderLineSchema = z.object({
  product_variant: z.number().int().positive(),
  amount: z
    .number({ error: 'a whole number' })
    .int('a whole number')
    .min(1, 'at least 1')
    .max(MAX_LINE_AMOUNT, `at most ${MAX_LINE_AMOUNT}`),
});

/**
 * `POST /api/reseller/orders/`: an order for one of the reseller's customers, delivered to
 * the customer, invoiced to the reseller at their prices.
 */
export const resellerOrderPayloadSchema = z
  .object({
    /** Where the goods go: the reseller's customer, with a phone number for the carrier. */
    customer_address: addressSchema.extend({ phone: phoneField }),
    /** The reseller's own reference for the order (their order number). */
    reference: z.string().trim().max(100, 'at most 100 characters!').default(''),
    delivery_method: deliveryMethodSchema,
    comment: z.string().trim().max(2000, 'at most 2000 characters!').default(''),
    lines: z
      .array(resellerOrderLineSchema)
      .min(1, 'Add at least one item.')
      .max(50, 'At most 50 lines in one order.'),
  })
  .meta({ id: 'ResellerOrderPayload' });
export type ResellerOrderPayload = z.input<typeof resellerOrderPayloadSchema>;

/** A reseller's order as their list shows it. */
export const resellerOrderSummarySchema = orderSummarySchema
  .extend({
    reference: z.string(),
    customer_name: z.string(),
    country: z.string(),
    /** What is still to pay; negative: what is to be refunded. */
    balance: moneySchema,
    invoices: z.array(invoiceSummarySchema),
  })
  .meta({ id: 'ResellerOrderSummary' });
export type ResellerOrderSummary = z.infer<typeof resellerOrderSummarySchema>;

export const resellerOrdersSchema = paginated(resellerOrderSummarySchema).meta({
  id: 'ResellerOrders',
});
export type ResellerOrders = z.infer<typeof resellerOrdersSchema>;

/** `POST /api/reseller/orders/`: the order placed (or, previewed, as it would be). */
export const resellerOrderResultSchema = z
  .object({
    preview: z.boolean(),
    order: resellerOrderSummarySchema.extend({
      totals: z.object({
        items: moneySchema,
        shipping: moneySchema,
        net: moneySchema,
        vat: moneySchema,
        total: moneySchema,
      }),
      reverse_charge: z.boolean(),
      vat_rate: z.number(),
    }),
  })
  .meta({ id: 'ResellerOrderResult' });
export type ResellerOrderResult = z.infer<typeof resellerOrderResultSchema>;
