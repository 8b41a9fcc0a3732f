import { z } from 'zod';
import { countryField, emailField, optionalText, requiredText } from './accounts';
import { phoneField } from './contact';
import { moneyInputSchema, moneySchema } from './money';
import { paginated } from './paging';
import { SALE_SEQUENCE_PATTERN } from './order-basics';
import { deliveryMethodSchema } from './pricing';
import { unitEventSchema } from './production';
import { rentalShipmentSchema } from './shipments';

// ---------------------------------------------------------------------------
// Demo rentals: a wing of the demo fleet lent to a pilot or a flight school for a period,
// and the public's requests for one ("Try our Wings"); docs/decisions/0026-demo-rentals.md.
// ---------------------------------------------------------------------------

/**
 * booked → out (its shipment handed over) → returned → closed; booked → cancelled; out →
 * closed by selling the wing to the pilot. Booking the shipment leaves it booked.
 */
export const RENTAL_STATES = ['booked', 'out', 'returned', 'closed', 'cancelled'] as const;
export type RentalState = (typeof RENTAL_STATES)[number];
export const RENTAL_STATE_LABELS: Record<RentalState, string> = {
  booked: 'Booked',
  out: 'Out with the pilot',
  returned: 'Returned',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** What each action of a rental needs its state to be. */
export const RENTAL_TRANSITIONS = {
  update: ['booked', 'out', 'returned'],
  cancel: ['booked'],
  send: ['booked'],
  return: ['out'],
  close: ['returned'],
  feeOrder: ['booked', 'out', 'returned'],
  saleOrder: ['out'],
} as const satisfies Record<string, readonly RentalState[]>;
export type RentalAction = keyof typeof RENTAL_TRANSITIONS;

/** Whether `action` may be done to a rental in `state`. */
export const rentalAllows = (state: RentalState, action: RentalAction): boolean =>
  (RENTAL_TRANSITIONS[action] as readonly RentalState[]).includes(state);

/** Days a wing rests between two rentals: shipping back, checks, shipping out. */
export const RENTAL_GAP_DAYS = 3;
/** The longest rental, in days. */
export const RENTAL_MAX_DAYS = 120;

export const PILOT_KINDS = ['pilot', 'school'] as const;
export type PilotKind = (typeof PILOT_KINDS)[number];

export const RENTAL_REQUEST_STATES = ['open', 'booked', 'declined'] as const;
export type RentalRequestState = (typeof RENTAL_REQUEST_STATES)[number];

export const RENTALS_PAGE_SIZE = 50;

const dateField = z.iso.date('a date such as 2026-05-31');
const idField = (what: string) =>
  z.number({ error: what }).int(what).positive(what).max(2_147_483_647, what);
const queryId = z.coerce.number().int('a whole number').positive('above 0').max(2_147_483_647);
const pageField = z.coerce
  .number()
  .int('a whole number')
  .min(1, 'at least 1')
  .max(100_000)
  .default(1);
const noteField = z.string().trim().max(2000, 'at most 2000 characters').default('');
const hoursField = z
  .number({ error: 'hours such as 12.5' })
  .min(0, 'at least 0')
  .max(2000, 'at most 2000')
  .refine((value) => Number.isInteger(value * 10), 'at most one decimal');

/** The pilot or flight school a wing is lent to: contact and where it is sent. */
export const rentalPilotSchema = z
  .object({
    kind: z.enum(PILOT_KINDS).default('pilot'),
    name: requiredText(200),
    email: emailField,
    phone: phoneField,
    address: requiredText(200),
    zipcode: requiredText(20),
    city: requiredText(100),
    country: countryField,
  })
  .meta({ id: 'RentalPilot' });
export type RentalPilotInput = z.input<typeof rentalPilotSchema>;

/** The pilot as answers carry it. */
export const rentalPilotAnswerSchema = z
  .object({
    kind: z.enum(PILOT_KINDS),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    zipcode: z.string(),
    city: z.string(),
    country: z.string(),
  })
  .meta({ id: 'RentalPilotAnswer' });
export type RentalPilot = z.infer<typeof rentalPilotAnswerSchema>;

const periodChecks = <T extends { starts_on?: string; ends_on?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (!value.starts_on || !value.ends_on) return;
  if (value.ends_on < value.starts_on)
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'on or after the start' });
  else if ((Date.parse(value.ends_on) - Date.parse(value.starts_on)) / 86_400_000 > RENTAL_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['ends_on'],
      message: `at most ${RENTAL_MAX_DAYS} days after the start`,
    });
};

/** `POST /api/accounting/demorentals/`: lend a unit of the fleet for a period. */
export const rentalCreatePayloadSchema = z
  .object({
    unit_id: idField('a unit of the demo fleet'),
    /** The pilot's account, if they have one; the contact below is still what the rental keeps. */
    account_id: idField('an account').nullable().default(null),
    pilot: rentalPilotSchema,
    starts_on: dateField,
    ends_on: dateField,
    fee: moneyInputSchema.default(0),
    note: noteField,
    request_id: idField('a request').nullable().default(null),
  })
  .superRefine(periodChecks)
  .meta({ id: 'RentalCreatePayload' });

/** `PUT /api/accounting/demorentals/{id}/`: the rental's details; `state: closed` closes a returned one. */
export const rentalUpdatePayloadSchema = z
  .object({
    pilot: rentalPilotSchema.optional(),
    starts_on: dateField.optional(),
    ends_on: dateField.optional(),
    fee: moneyInputSchema.optional(),
    note: z.string().trim().max(2000, 'at most 2000 characters').optional(),
    state: z.literal('closed').optional(),
  })
  .superRefine(periodChecks)
  .meta({ id: 'RentalUpdatePayload' });

/** `POST .../{id}/return/`: what came back. */
export const rentalReturnPayloadSchema = z
  .object({
    /** Hours flown during this rental. */
    hours_flown: hoursField,
    condition: z.string().trim().min(1, 'say how the wing came back').max(2000),
    /** The wing was checked on its return: the check clock starts again. */
    inspected: z.boolean().default(false),
    inspection_note: noteField,
    returned_on: dateField.optional(),
  })
  .meta({ id: 'RentalReturnPayload' });

/** `POST .../{id}/create_order/`: the rental fee, or the sale of the demo wing to the pilot. */
export const rentalOrderPayloadSchema = z
  .object({
    kind: z.enum(['fee', 'sale'], { error: 'fee or sale' }),
    delivery_method: deliveryMethodSchema.default('pickup'),
    payment_method: z.enum(['bank_transfer', 'card']).default('bank_transfer'),
    /** A sale: the hours the pilot flew it during this rental (they count for its price). */
    hours_flown: hoursField.default(0),
  })
  .meta({ id: 'RentalOrderPayload' });

export const rentalUnitSchema = z
  .object({
    id: z.number().int(),
    serial: z.string(),
    variant_id: z.number().int(),
    product_id: z.number().int(),
    model: z.string(),
    size: z.string(),
    sku: z.string(),
    state: z.string(),
    location: z.string(),
    hours_flown: z.number(),
    hours_at_last_check: z.number(),
    last_check_on: z.string().nullable(),
  })
  .meta({ id: 'RentalUnit' });
export type RentalUnit = z.infer<typeof rentalUnitSchema>;

export const rentalSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(RENTAL_STATES),
    unit: rentalUnitSchema,
    account_id: z.number().int().nullable(),
    pilot: rentalPilotAnswerSchema,
    starts_on: z.string(),
    ends_on: z.string(),
    /** Net. */
    fee: moneySchema,
    note: z.string(),
    request_id: z.number().int().nullable(),
    /** The order for the fee, and the one selling the wing to the pilot (order numbers). */
    fee_order: z.string().regex(SALE_SEQUENCE_PATTERN).nullable(),
    sale_order: z.string().regex(SALE_SEQUENCE_PATTERN).nullable(),
    hours_flown: z.number().nullable(),
    condition: z.string(),
    inspected: z.boolean(),
    inspection_note: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    returned_on: z.string().nullable(),
    closed_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    /**
     * The wing's parcel to the pilot: booked (label, tracking), being booked or cancelled, or
     * handed over; null while none is (a failed or cancelled one is on the Shipments list).
     */
    shipment: rentalShipmentSchema.nullable(),
  })
  .meta({ id: 'Rental' });
export type Rental = z.infer<typeof rentalSchema>;

/** `GET .../{id}/`: the rental with its history (the unit's events about this rental, oldest first). */
export const rentalDetailSchema = rentalSchema
  .extend({ history: z.array(unitEventSchema) })
  .meta({ id: 'RentalDetail' });
export type RentalDetail = z.infer<typeof rentalDetailSchema>;

export const rentalListSchema = paginated(rentalSchema).meta({ id: 'RentalList' });
export type RentalList = z.infer<typeof rentalListSchema>;

/** The rental with the order just made for it. */
export const rentalOrderResultSchema = z
  .object({
    rental: rentalSchema,
    sale_sequence: z.string(),
    total: moneySchema,
    /** A sale: the percentage the hours flown took off the list price. */
    discount_percent: z.number().nullable(),
  })
  .meta({ id: 'RentalOrderResult' });
export type RentalOrderResult = z.infer<typeof rentalOrderResultSchema>;

export const rentalsQuerySchema = z.object({
  page: pageField,
  state: z.enum(RENTAL_STATES).optional(),
  unit: queryId.optional(),
  /** Rentals touching this period. */
  from: dateField.optional(),
  to: dateField.optional(),
  /** Pilot's name or e-mail, or the unit's serial. */
  search: z.string().trim().max(200).optional(),
});

/** The fleet over a period: each unit with its rentals touching it. */
export const fleetQuerySchema = z
  .object({ from: dateField, to: dateField })
  .superRefine((value, ctx) => {
    if (value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'on or after the start' });
    else if ((Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 > 366)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'at most a year' });
  });

export const fleetSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    gap_days: z.number().int(),
    units: z.array(
      rentalUnitSchema.extend({
        rentals: z.array(
          z.object({
            id: z.number().int(),
            state: z.enum(RENTAL_STATES),
            starts_on: z.string(),
            ends_on: z.string(),
            pilot_name: z.string(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'Fleet' });
export type Fleet = z.infer<typeof fleetSchema>;

/** How the hours flown lower the price of a demo wing sold: percent per 10 hours, up to a cap. */
export const demoSaleRuleSchema = z
  .object({
    percent_per_10_hours: z
      .number({ error: 'a percentage' })
      .min(0, 'at least 0')
      .max(100, 'at most 100'),
    max_percent: z.number({ error: 'a percentage' }).min(0, 'at least 0').max(100, 'at most 100'),
  })
  .meta({ id: 'DemoSaleRule' });
export type DemoSaleRule = z.infer<typeof demoSaleRuleSchema>;
export const DEFAULT_DEMO_SALE_RULE: DemoSaleRule = { percent_per_10_hours: 5, max_percent: 30 };

/** The percentage off a demo wing flown `hours`: per whole 10 hours, never above the cap. */
export const demoSaleDiscountPercent = (rule: DemoSaleRule, hours: number): number =>
  Math.min(rule.max_percent, Math.floor(hours / 10) * rule.percent_per_10_hours);

/** A demo wing's net price from its list price: the discount off, rounded to the cent. */
export const demoSalePrice = (rule: DemoSaleRule, listNet: number, hours: number): number =>
  Math.round((listNet * (100 - demoSaleDiscountPercent(rule, hours))) / 100);

/** `GET .../{id}/sale_quote/?hours_flown=`: what selling the wing would cost the pilot, before ordering it. */
export const rentalSaleQuoteQuerySchema = z.object({
  hours_flown: z.coerce.number({ error: 'hours such as 12.5' }).pipe(hoursField).default(0),
});

/** The sale's price: the variant's net price for the pilot, less the hours rule's percentage. */
export const rentalSaleQuoteSchema = z
  .object({
    /** Net, as the shop would sell it to the pilot. */
    list_price: moneySchema,
    /** The wing's hours plus those of this rental given in the question. */
    hours: z.number(),
    discount_percent: z.number(),
    /** Net, what the order's line would be. */
    price: moneySchema,
    rule: demoSaleRuleSchema,
  })
  .meta({ id: 'RentalSaleQuote' });
export type RentalSaleQuote = z.infer<typeof rentalSaleQuoteSchema>;

// ---------------------------------------------------------------------------
// Requests from the public ("Try our Wings").
// ---------------------------------------------------------------------------

export const rentalRequestPayloadSchema = z
  .object({
    product_id: idField('a wing'),
    size: optionalText(20),
    starts_on: dateField.optional(),
    ends_on: dateField.optional(),
    name: requiredText(200),
    email: emailField,
    phone: z.union([phoneField, z.literal('')]).default(''),
    country: countryField,
    message: z.string().trim().max(2000, 'at most 2000 characters').default(''),
  })
  .superRefine(periodChecks)
  .meta({ id: 'RentalRequestPayload' });

export const rentalRequestSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(RENTAL_REQUEST_STATES),
    product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    size: z.string(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    message: z.string(),
    created_at: z.string(),
    rental_id: z.number().int().nullable(),
  })
  .meta({ id: 'RentalRequest' });
export type RentalRequest = z.infer<typeof rentalRequestSchema>;

export const rentalRequestListSchema = paginated(rentalRequestSchema).meta({
  id: 'RentalRequestList',
});
export type RentalRequestList = z.infer<typeof rentalRequestListSchema>;

export const rentalRequestsQuerySchema = z.object({
  page: pageField,
  state: z.enum(RENTAL_REQUEST_STATES).optional(),
});

/** The public's answer: only that it arrived. */
export const rentalRequestReceiptSchema = z
  .object({ detail: z.string() })
  .meta({ id: 'RentalRequestReceipt' });
