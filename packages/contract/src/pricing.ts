import { z } from 'zod';
import { moneyInputSchema, moneySchema } from './money';

// ---------------------------------------------------------------------------
// VAT.
// ---------------------------------------------------------------------------

export const vatRateSchema = z
  .object({ country: z.string(), vat_rate: z.number() })
  .meta({ id: 'VatRate' });
export type VatRate = z.infer<typeof vatRateSchema>;

// ---------------------------------------------------------------------------
// Shipping.
// ---------------------------------------------------------------------------

export const DELIVERY_METHODS = ['pickup', 'standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS, {
  error: `choose one of ${DELIVERY_METHODS.join(', ')}`,
});

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  pickup: 'Pickup at the workshop',
  standard: 'Standard delivery',
  express: 'Express delivery',
};

/** Wings travel in a big box; everything else in a parcel. A cart with a wing ships as one. */
export const SHIPPING_BOXES = ['parcel', 'wing'] as const;
export type ShippingBox = (typeof SHIPPING_BOXES)[number];

export const SHIPPING_ZONES = ['domestic', 'eu', 'europe', 'world'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const shippingRateSchema = z.object({
  zone: z.enum(SHIPPING_ZONES),
  method: deliveryMethodSchema,
  box: z.enum(SHIPPING_BOXES),
  net_price: moneySchema,
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

export const shipmentPricesSchema = z
  .object({
    methods: z.array(z.object({ code: deliveryMethodSchema, name: z.string() })),
    /** `world` holds every country the others do not name (its list is empty). */
    zones: z.array(
      z.object({ code: z.enum(SHIPPING_ZONES), name: z.string(), countries: z.array(z.string()) }),
    ),
    /** Net prices; VAT of the destination applies on top. */
    rates: z.array(shippingRateSchema),
  })
  .meta({ id: 'ShipmentPrices' });
export type ShipmentPrices = z.infer<typeof shipmentPricesSchema>;

export const shipmentPricesPayloadSchema = z
  .object({
    rates: z
      .array(
        z.object({
          zone: z.enum(SHIPPING_ZONES),
          method: deliveryMethodSchema,
          box: z.enum(SHIPPING_BOXES),
          /** null: the method no longer goes to that zone with that box. */
          net_price: moneyInputSchema.nullable(),
        }),
      )
      .min(1)
      .max(SHIPPING_ZONES.length * DELIVERY_METHODS.length * SHIPPING_BOXES.length),
  })
  .meta({ id: 'ShipmentPricesPayload' });
export type ShipmentPricesPayload = z.input<typeof shipmentPricesPayloadSchema>;

// ---------------------------------------------------------------------------
// Promo codes.
// ---------------------------------------------------------------------------

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/;

/** What a code gives: for its public page and the cart. */
export const promoCodePublicSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    kind: z.enum(['percent', 'amount']),
    /** Percent off (kind percent). */
    percent_off: z.number().nullable(),
    /** Euros off what the customer pays (kind amount). */
    amount_off: moneySchema.nullable(),
    valid_from: z.string().nullable(),
    valid_until: z.string().nullable(),
    /** Gross value the cart's items must reach. */
    min_order_value: moneySchema.nullable(),
    /** Slugs; both empty: the whole cart. */
    categories: z.array(z.string()),
    products: z.array(z.object({ slug: z.string(), name: z.string(), category: z.string() })),
  })
  .meta({ id: 'PromoCodePublic' });
export type PromoCodePublic = z.infer<typeof promoCodePublicSchema>;

export const setPromocodePayloadSchema = z
  .object({ promocode: z.string().trim().max(40) })
  .meta({ id: 'SetPromocodePayload' });
export type SetPromocodePayload = z.input<typeof setPromocodePayloadSchema>;

const percentInput = z
  .number({ error: 'enter a percentage' })
  .gt(0, 'more than 0 %')
  .max(100, 'at most 100 %')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most 2 decimals');

const optionalDate = z.iso
  .datetime({ offset: true, error: 'a date and time such as 2026-12-31T23:59:00Z' })
  .nullable()
  .default(null);
const optionalLimit = z.number().int().min(1, 'at least 1').nullable().default(null);

/** Staff create or change a code (POST /api/store/promocodes/, PUT .../admin/promocodes/{id}). */
export const promoCodePayloadSchema = z
  .object({
    code: z.string().trim().regex(PROMO_CODE_PATTERN, '2 to 40 letters, digits, - or _'),
    description: z.string().trim().max(500).default(''),
    kind: z.enum(['percent', 'amount']),
    percent_off: percentInput.nullable().default(null),
    amount_off: moneyInputSchema.nullable().default(null),
    valid_from: optionalDate,
    valid_until: optionalDate,
    max_uses: optionalLimit,
    max_uses_per_account: optionalLimit,
    min_order_value: moneyInputSchema.nullable().default(null),
    active: z.boolean().default(true),
    categories: z.array(z.string()).max(20).default([]),
    products: z.array(z.string()).max(200).default([]),
  })
  .superRefine((code, ctx) => {
    if (code.kind === 'percent' && code.percent_off === null)
      ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'this field is required' });
    if (code.kind === 'amount' && !code.amount_off)
      ctx.addIssue({ code: 'custom', path: ['amount_off'], message: 'this field is required' });
    if (
      code.valid_from &&
      code.valid_until &&
      new Date(code.valid_from) >= new Date(code.valid_until)
    )
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'must be after the start' });
  })
  .meta({ id: 'PromoCodePayload' });
export type PromoCodePayload = z.input<typeof promoCodePayloadSchema>;

export const promoCodeAdminSchema = promoCodePublicSchema
  .extend({
    id: z.number().int(),
    active: z.boolean(),
    max_uses: z.number().int().nullable(),
    max_uses_per_account: z.number().int().nullable(),
    used_count: z.number().int(),
    created: z.string(),
  })
  .meta({ id: 'PromoCodeAdmin' });
export type PromoCodeAdmin = z.infer<typeof promoCodeAdminSchema>;

export const promoCodeAdminListSchema = z
  .object({ promocodes: z.array(promoCodeAdminSchema) })
  .meta({ id: 'PromoCodeAdminList' });
export type PromoCodeAdminList = z.infer<typeof promoCodeAdminListSchema>;

// ---------------------------------------------------------------------------
// Price lists (resellers).
// ---------------------------------------------------------------------------

export const priceListSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    percent_off: z.number(),
    active: z.boolean(),
    /** Net prices per variant; they win over the percentage. */
    prices: z.array(z.object({ variant_id: z.number().int(), net_price: moneySchema })),
    accounts: z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string() })),
  })
  .meta({ id: 'PriceList' });
export type PriceList = z.infer<typeof priceListSchema>;

export const priceListPayloadSchema = z
  .object({
    name: z.string().trim().min(1, 'this field is required').max(100),
    percent_off: z.number().min(0).max(100).default(0),
    active: z.boolean().default(true),
    prices: z
      .array(z.object({ variant_id: z.number().int(), net_price: moneyInputSchema }))
      .max(2000)
      .default([]),
  })
  .meta({ id: 'PriceListPayload' });
export type PriceListPayload = z.input<typeof priceListPayloadSchema>;

export const priceListListSchema = z
  .object({ price_lists: z.array(priceListSchema) })
  .meta({ id: 'PriceLists' });
export type PriceListList = z.infer<typeof priceListListSchema>;

/** An account's terms: its price list and VAT id (staff set them). */
export const accountPricingPayloadSchema = z
  .object({
    price_list_id: z.number().int().nullable(),
    vat_id: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2}[0-9A-Z+*.]{2,13})?$/, 'a VAT number such as ATU12345678')
      .default(''),
  })
  .meta({ id: 'AccountPricingPayload' });
export type AccountPricingPayload = z.input<typeof accountPricingPayloadSchema>;

export const accountPricingSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    country: z.string().nullable(),
    is_reseller: z.boolean(),
    price_list_id: z.number().int().nullable(),
    vat_id: z.string(),
  })
  .meta({ id: 'AccountPricing' });
export type AccountPricing = z.infer<typeof accountPricingSchema>;
