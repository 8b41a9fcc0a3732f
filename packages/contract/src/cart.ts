import { z } from 'zod';
import { availabilitySchema, imageSchema, pricingSchema } from './catalog';
import { moneySchema } from './money';
import { DELIVERY_METHODS, deliveryMethodSchema, promoCodePublicSchema } from './pricing';
import { addressSchema, countryField, emailField, optionalText } from './accounts';
import { phoneField } from './contact';

import { MAX_LINE_AMOUNT } from './cart-limits';

export { BADGE_MAX, MAX_LINE_AMOUNT, PROMO_HINT_MS } from './cart-limits';

// ---------------------------------------------------------------------------
// The cart (SPEC.md section 3).
// ---------------------------------------------------------------------------

export const cartGoodieSchema = z.object({
  id: z.number().int(),
  product_variant: z.object({ id: z.number().int(), name: z.string(), price: moneySchema }),
  reduced_price: moneySchema,
});

export const cartColorComboSchema = z.object({
  name: z.string(),
  slug: z.string(),
  public_link: z.string(),
  /** The wing drawn in these colours (1200 × 630). */
  image: z.object({ webp: z.string(), png: z.string() }),
});

export const cartItemSchema = z
  .object({
    id: z.number().int(),
    product_variant: z.number().int(),
    product: z.object({
      id: z.number().int(),
      slug: z.string(),
      category: z.string(),
      name: z.string(),
    }),
    /** Where the line leads: the product page (a bargain: the Bargains page). */
    link: z.string(),
    name: z.string(),
    /** Product, variant and goodie in one line, for lists and mails. */
    long_name: z.string(),
    variant_name: z.string(),
    options: z.record(z.string(), z.string()),
    thumbnail: imageSchema.nullable(),
    amount: z.number().int(),
    /** The most this line may hold now (stock, one for a bargain). */
    max_amount: z.number().int(),
    /** Gross price of one, goodie excluded. */
    unit_price: moneySchema,
    /** Gross, the goodie at its regular price. */
    total_price: moneySchema,
    /** Gross, the goodie at its reduced price: what the line costs. */
    total_price_reduced: moneySchema,
    availability: availabilitySchema,
    color_combo: cartColorComboSchema.nullable(),
    goodie: cartGoodieSchema.nullable(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartAddressSchema = z
  .record(z.string(), z.string())
  .and(z.object({ country: z.string() }))
  .meta({ id: 'CartAddress' });

export const cartSchema = z
  .object({
    items: z.array(cartItemSchema),
    /** Sum of the lines' amounts (the badge). */
    item_count: z.number().int(),
    /** The country prices are shown for (the country popup). */
    country: z.string(),
    address: cartAddressSchema,
    delivery_method: deliveryMethodSchema,
    /** Net shipping price of this cart to its country, by delivery method. */
    shipping_prices: z.record(z.string(), moneySchema),
    /** The same, gross, with the methods' names, for the screens. */
    shipping_options: z.array(
      z.object({ code: deliveryMethodSchema, name: z.string(), price: moneySchema }),
    ),
    /** The code as entered, or null. */
    promocode: z.string().nullable(),
    /** What the code gives; null without a code. */
    promocode_info: promoCodePublicSchema.nullable(),
    /** Why the code gives nothing right now (e.g. minimum not reached), else null. */
    promocode_problem: z.string().nullable(),
    /** Net value of the lines (goodies reduced), before the discount. */
    total_netto_price: moneySchema,
    /** Net discount of the promo code. */
    total_discount: moneySchema,
    /** 1 + VAT rate / 100. */
    tax_factor: z.number(),
    pricing: pricingSchema,
    /** What the screens show; gross unless named net. Total = items - discount + shipping. */
    totals: z.object({
      items: moneySchema,
      discount: moneySchema,
      shipping: moneySchema,
      net: moneySchema,
      vat: moneySchema,
      total: moneySchema,
    }),
    comment: z.string(),
    /** Card payments are configured: the checkout may offer them. */
    card_payments: z.boolean(),
    /** ISO date of the last change; null before the first. */
    time_updated: z.string().nullable(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

// ---------------------------------------------------------------------------
// The address an order is sent to (SPEC.md section 5), as the cart carries it.
// ---------------------------------------------------------------------------

/**
 * The checkout's address: the account address plus a phone number, and, for a visitor
 * without an account, the e-mail address the order's mails go to.
 */
export const orderAddressSchema = addressSchema
  .extend({ phone: phoneField, email: emailField.optional() })
  .meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * The address in a whole-cart update: the country at least; the other fields as far as they
 * are typed (a half-filled form is kept, nothing is lost). Each field is checked for its
 * length, and e-mail and phone for their format once filled; whether everything needed is
 * there is checked at checkout.
 */
export const cartAddressInputSchema = z
  .object({
    country: countryField,
    name: optionalText(200).optional(),
    attname: optionalText(200).optional(),
    address: optionalText(200).optional(),
    address2: optionalText(200).optional(),
    zipcode: optionalText(20).optional(),
    city: optionalText(100).optional(),
    state: optionalText(100).optional(),
    phone: z.union([z.literal(''), phoneField]).optional(),
    email: z.union([z.literal(''), emailField]).optional(),
  })
  .meta({ id: 'CartAddressDraft' });

// ---------------------------------------------------------------------------
// Changing it.
// ---------------------------------------------------------------------------

const lineAmount = z
  .number({ error: 'a whole number' })
  .int('a whole number')
  .min(1, 'at least 1')
  .max(MAX_LINE_AMOUNT, `at most ${MAX_LINE_AMOUNT}`);

export const addItemPayloadSchema = z
  .object({
    amount: lineAmount.default(1),
    product_variant: z
      .number({ error: 'this field is required' })
      .int()
      .positive()
      .max(2_147_483_647),
    color_combo_slug: z.string().trim().max(80).nullish(),
    goodie_id: z.number().int().positive().max(2_147_483_647).nullish(),
  })
  .meta({ id: 'AddItemPayload' });
export type AddItemPayload = z.input<typeof addItemPayloadSchema>;

/**
 * The whole cart as the browser holds it (unknown fields are ignored): the amounts of its
 * lines (0 removes one), lines to remove, the delivery method, the country. Lines it does
 * not mention stay as they are, so two tabs never undo each other's additions.
 */
export const updateCartPayloadSchema = z
  .object({
    items: z
      .array(
        z.object({
          id: z.number().int(),
          amount: z
            .number({ error: 'a whole number' })
            .int('a whole number')
            .min(0, 'at least 0')
            .max(MAX_LINE_AMOUNT, `at most ${MAX_LINE_AMOUNT}`),
        }),
      )
      .max(200)
      .optional(),
    removed_items: z.array(z.number().int()).max(200).optional(),
    delivery_method: deliveryMethodSchema.optional(),
    country: countryField.optional(),
    address: cartAddressInputSchema.optional(),
    comment: z.string().max(2000).optional(),
  })
  .meta({ id: 'UpdateCartPayload' });
export type UpdateCartPayload = z.input<typeof updateCartPayloadSchema>;

/** A failed whole-cart update (SPEC.md section 8): `success: false` and what went wrong. */
export const cartFailureSchema = z
  .object({
    success: z.literal(false),
    detail: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'CartFailure' });
export type CartFailure = z.infer<typeof cartFailureSchema>;

export { DELIVERY_METHODS };
