import { z } from 'zod';
import { SALE_SEQUENCE_PATTERN } from './order-basics';
import { paginated } from './paging';

// Shipments: parcels of an order, or the wing of a demo rental, booked with a carrier, their
// label, their hand-over (the units leave the stock) or cancellation. See
// docs/decisions/0025-shipments.md.

/**
 * `pending`: written before the carrier is called; `created`: booked, the label is there;
 * `cancelling`: the carrier is being asked to void it; `shipped`: handed over; `cancelled`;
 * `failed`: the carrier refused or could not be reached.
 */
export const SHIPMENT_STATES = [
  'pending',
  'created',
  'cancelling',
  'shipped',
  'cancelled',
  'failed',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
export const SHIPMENT_STATE_LABELS: Record<ShipmentState, string> = {
  pending: 'Booking',
  created: 'Waiting for pickup',
  cancelling: 'Cancelling',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** The services a shipment can be booked with: what `create_shipment/{service}` names. */
export const SHIPMENT_SERVICES = ['standard', 'express'] as const;
export type ShipmentService = (typeof SHIPMENT_SERVICES)[number];
export const SHIPMENT_SERVICE_LABELS: Record<ShipmentService, string> = {
  standard: 'Standard',
  express: 'Express',
};

export const SHIPMENTS_PAGE_SIZE = 50;
/** A parcel's weight at most (grams): carriers take 31.5 kg, a wing's box weighs 5 to 8 kg. */
export const MAX_PARCEL_GRAMS = 70_000;

/** The header a client sends so that a repeated request books one shipment. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const shipmentApiPaths = {
  create: (saleSequence: string, service: ShipmentService) =>
    `/api/store/orders/${saleSequence}/create_shipment/${service}`,
  rates: (saleSequence: string) => `/api/store/orders/${saleSequence}/shipment_rates/`,
  /** A demo rental's wing: booked with `{service, note}`, priced at its variant's weight. */
  createForRental: (rentalId: number) => `/api/accounting/demorentals/${rentalId}/create_shipment/`,
  ratesForRental: (rentalId: number) => `/api/accounting/demorentals/${rentalId}/shipment_rates/`,
  list: '/api/logistics/shipments/',
  one: (id: number) => `/api/logistics/shipments/${id}/`,
  label: (id: number) => `/api/logistics/shipments/${id}/label.pdf`,
  ship: (id: number) => `/api/logistics/shipments/${id}/ship/`,
  cancel: (id: number) => `/api/logistics/shipments/${id}/cancel/`,
} as const;

const idField = (what: string) =>
  z.number({ error: what }).int(what).positive(what).max(2_147_483_647, what);
const queryId = z.coerce.number().int('a whole number').positive('above 0').max(2_147_483_647);

const weightField = z
  .number({ error: 'a weight in grams' })
  .int('a whole number of grams')
  .min(100, 'at least 100 g')
  .max(MAX_PARCEL_GRAMS, `at most ${MAX_PARCEL_GRAMS / 1000} kg`);

/** `POST …/create_shipment/{service}`: which lines (all that are left when none are given). */
export const shipmentCreatePayloadSchema = z
  .object({
    lines: z
      .array(
        z.object({
          order_item_id: idField('an order line'),
          amount: z
            .number({ error: 'a whole number of units' })
            .int('a whole number of units')
            .min(1, 'at least 1')
            .max(10_000, 'at most 10000'),
        }),
      )
      .max(200, 'at most 200 lines')
      .optional(),
    /** The parcel's gross weight, packaging included. */
    weight_grams: weightField,
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.lines?.forEach((line, index) => {
      if (seen.has(line.order_item_id))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'order_item_id'],
          message: 'this line is given twice',
        });
      seen.add(line.order_item_id);
    });
    if (body.lines?.length === 0)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'at least one line' });
  })
  .meta({ id: 'ShipmentCreatePayload' });
export type ShipmentCreatePayload = z.input<typeof shipmentCreatePayloadSchema>;

/** `GET …/shipment_rates/?weight_grams=`: what each service costs the shop for the order. */
export const shipmentRatesQuerySchema = z.object({
  weight_grams: z.coerce
    .number()
    .int('a whole number of grams')
    .min(100, 'at least 100 g')
    .max(MAX_PARCEL_GRAMS, `at most ${MAX_PARCEL_GRAMS / 1000} kg`),
});

export const shipmentRateSchema = z
  .object({
    service: z.enum(SHIPMENT_SERVICES),
    name: z.string(),
    /** The carrier's price for the shop, net, as a decimal string (`14.90`). */
    price: z.string(),
    currency: z.string(),
    transit_days: z.number().int(),
    estimated_delivery: z.string().nullable(),
  })
  .meta({ id: 'ShipmentRate' });
export type ShipmentRate = z.infer<typeof shipmentRateSchema>;

export const shipmentRatesSchema = z
  .object({
    carrier: z.string().nullable(),
    /** The services the carrier books, with what it charges where it answered rates. */
    services: z.array(z.object({ service: z.enum(SHIPMENT_SERVICES), name: z.string() })),
    rates: z.array(shipmentRateSchema),
    /** The carrier could not price it now (it is down): shipments can still be booked. */
    rates_error: z.string().nullable(),
  })
  .meta({ id: 'ShipmentRates' });
export type ShipmentRates = z.infer<typeof shipmentRatesSchema>;

export const shipmentLineSchema = z
  .object({
    id: z.number().int(),
    order_item_id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    amount: z.number().int(),
  })
  .meta({ id: 'ShipmentLine' });
export type ShipmentLine = z.infer<typeof shipmentLineSchema>;

/** `POST /api/accounting/demorentals/{id}/create_shipment/`: the demo wing goes to its pilot. */
export const rentalShipmentPayloadSchema = z
  .object({
    service: z
      .enum(SHIPMENT_SERVICES, { error: 'a service: standard or express' })
      .default('standard'),
    /** Added to the rental's note. */
    note: z.string().trim().max(2000, 'at most 2000 characters').default(''),
  })
  .meta({ id: 'RentalShipmentPayload' });
export type RentalShipmentPayload = z.input<typeof rentalShipmentPayloadSchema>;

export const shipmentSchema = z
  .object({
    id: z.number().int(),
    /** The order whose lines it carries; null for a demo rental's wing. */
    order: z.string().nullable(),
    /** The demo rental whose wing it carries (and the wing's serial); null for an order's. */
    rental: z.object({ id: z.number().int(), serial: z.string() }).nullable(),
    /** Where it goes: the order's delivery name and country, or the rental's pilot's. */
    name: z.string(),
    country: z.string(),
    service: z.enum(SHIPMENT_SERVICES),
    carrier: z.string(),
    state: z.enum(SHIPMENT_STATES),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    parcel_numbers: z.array(z.string()),
    /** Where staff download the label; null while there is none. */
    label_url: z.string().nullable(),
    customs_declared: z.boolean(),
    weight_grams: z.number().int(),
    /** The carrier's price, net, when it answered rates. */
    price: z.string().nullable(),
    created_date: z.string(),
    created_by: z.string().nullable(),
    shipment_date: z.string().nullable(),
    shipped_by: z.string().nullable(),
    cancelled_date: z.string().nullable(),
    cancelled_by: z.string().nullable(),
    last_error: z.string().nullable(),
    lines: z.array(shipmentLineSchema),
  })
  .meta({ id: 'Shipment' });
export type Shipment = z.infer<typeof shipmentSchema>;

/** `GET /api/logistics/shipments/?page=&state=&order=&rental=&carrier=` */
export const shipmentsQuerySchema = z.object({
  page: z.coerce.number().int('a whole number').min(1, 'at least 1').max(100_000).default(1),
  state: z.enum(SHIPMENT_STATES).optional(),
  order: z
    .string()
    .trim()
    .regex(SALE_SEQUENCE_PATTERN, 'an order number such as 2026-0042')
    .optional(),
  rental: queryId.optional(),
  carrier: z
    .string()
    .trim()
    .regex(/^[a-z-]{1,40}$/, 'a carrier such as dhl-express')
    .optional(),
});
export type ShipmentsQuery = z.input<typeof shipmentsQuerySchema>;

export const shipmentListSchema = paginated(shipmentSchema).meta({ id: 'ShipmentList' });
export type ShipmentList = z.infer<typeof shipmentListSchema>;

export const shipmentIdParams = z.object({ id: queryId });

/** A shipment as the order's pages show it: the customer follows it by its tracking link. */
export const orderShipmentSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(SHIPMENT_STATES),
    service: z.enum(SHIPMENT_SERVICES),
    carrier: z.string(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    created_date: z.string(),
    shipment_date: z.string().nullable(),
    lines: z.array(z.object({ order_item_id: z.number().int(), amount: z.number().int() })),
  })
  .meta({ id: 'OrderShipment' });
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** The shipment of a demo rental's wing, as the rental shows it: its label and tracking. */
export const rentalShipmentSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(SHIPMENT_STATES),
    service: z.enum(SHIPMENT_SERVICES),
    carrier: z.string(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    /** Where staff download the label; null while there is none. */
    label_url: z.string().nullable(),
    created_date: z.string(),
    shipment_date: z.string().nullable(),
  })
  .meta({ id: 'RentalShipment' });
export type RentalShipment = z.infer<typeof rentalShipmentSchema>;
