import { z } from 'zod';
import { orderedComboSchema } from './colorpicker';
import { paginated } from './paging';

// ---------------------------------------------------------------------------
// Production orders to the factory and the serial-numbered units they make
// (docs/decisions/0024-production-and-units.md).
// ---------------------------------------------------------------------------

/** draft → sent (prepared for the factory) → finished (received); draft/sent → cancelled. */
export const PURCHASE_ORDER_STATES = ['draft', 'sent', 'finished', 'cancelled'] as const;
export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number];

/** open → prepared (its unit exists) → finished (booked into stock); open/prepared → cancelled. */
export const PURCHASE_ORDER_LINE_STATES = ['open', 'prepared', 'finished', 'cancelled'] as const;
export type PurchaseOrderLineState = (typeof PURCHASE_ORDER_LINE_STATES)[number];

/** Why a wing is sewn: for a customer's order line, for the shop's stock, for the demo fleet. */
export const PURCHASE_ORDER_LINE_PURPOSES = ['order', 'stock', 'demo'] as const;
export type PurchaseOrderLinePurpose = (typeof PURCHASE_ORDER_LINE_PURPOSES)[number];

/**
 * in_production → in_stock (received) → delivered (with its pilot) | demo | repair;
 * demo/repair/delivered → in_stock; any but delivered → lost; in_production → void (its
 * purchase order was cancelled before it was received).
 */
export const UNIT_STATES = [
  'in_production',
  'in_stock',
  'delivered',
  'demo',
  'repair',
  'lost',
  'void',
] as const;
export type UnitState = (typeof UNIT_STATES)[number];

export const UNIT_EVENT_KINDS = [
  'production',
  'move',
  'shipment',
  'owner',
  'rental',
  'check',
  'hours',
  'flying_since',
  'label',
] as const;
export type UnitEventKind = (typeof UNIT_EVENT_KINDS)[number];

/** What a unit event records beyond its kind, time and author (all keys optional). */
export const unitEventDetailsSchema = z
  .object({
    note: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    move_id: z.number().int().optional(),
    purchase_order_id: z.number().int().optional(),
    hours: z.number().optional(),
    result: z.string().optional(),
    flying_since: z.string().optional(),
  })
  .catchall(z.unknown())
  .meta({ id: 'UnitEventDetails' });
export type UnitEventDetails = z.infer<typeof unitEventDetailsSchema>;

/** A wing's check: every `months` or every `hours` flown, whichever comes first. */
export const DEFAULT_CHECK_INTERVAL = { months: 24, hours: 100 } as const;
export const PRODUCTION_PAGE_SIZE = 50;
/** A serial number: `WF26-000042` (the year it was made, then a running number). */
export const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;
/** A unit's secret: 16 random bytes, base64url (22 characters). */
export const UNIT_SECRET_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

const idField = (what: string) =>
  z.number({ error: what }).int(what).positive(what).max(2_147_483_647, what);
const queryId = z.coerce.number().int('a whole number').positive('above 0').max(2_147_483_647);
const pageField = z.coerce
  .number()
  .int('a whole number')
  .min(1, 'at least 1')
  .max(100_000)
  .default(1);
const dateField = z.iso.date('a date such as 2026-01-31');
const noteField = z.string().trim().max(1000, 'at most 1000 characters').default('');

const variantRefSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  product_name: z.string(),
});

// ---------------------------------------------------------------------------
// Purchase orders.
// ---------------------------------------------------------------------------

export const purchaseOrderLineSchema = z
  .object({
    id: z.number().int(),
    purchase_order_id: z.number().int(),
    position: z.number().int(),
    variant: variantRefSchema,
    purpose: z.enum(PURCHASE_ORDER_LINE_PURPOSES),
    /** The order line it is sewn for (purpose `order`). */
    order_item_id: z.number().int().nullable(),
    /** That order's number. */
    order: z.string().nullable(),
    size: z.string(),
    /** The colours per zone with cloth codes; null: the model's standard colours. */
    colors: orderedComboSchema.nullable(),
    note: z.string(),
    state: z.enum(PURCHASE_ORDER_LINE_STATES),
    requested_finish_on: z.string().nullable(),
    confirmed_finish_on: z.string().nullable(),
    actual_finish_on: z.string().nullable(),
    prepared_at: z.string().nullable(),
    /** The unit made for it (once prepared). */
    unit: z
      .object({ id: z.number().int(), serial: z.string(), state: z.enum(UNIT_STATES) })
      .nullable(),
  })
  .meta({ id: 'PurchaseOrderLine' });
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    state: z.enum(PURCHASE_ORDER_STATES),
    note: z.string(),
    created_at: z.string(),
    created_by: z.string().nullable(),
    sent_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    line_count: z.number().int(),
    /** The earliest requested finish date of its lines. */
    requested_finish_on: z.string().nullable(),
  })
  .meta({ id: 'PurchaseOrderSummary' });
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderSchema = purchaseOrderSummarySchema
  .extend({
    /** The PDF sent to the factory is kept (`GET .../{id}/pdf`). */
    has_pdf: z.boolean(),
    lines: z.array(purchaseOrderLineSchema),
  })
  .meta({ id: 'PurchaseOrder' });
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** `GET /api/logistics/admin/purchase_orders/?page=&state=&search=` (search: its number or an order's). */
export const purchaseOrdersQuerySchema = z.object({
  page: pageField,
  state: z.enum(PURCHASE_ORDER_STATES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type PurchaseOrdersQuery = z.input<typeof purchaseOrdersQuerySchema>;

export const purchaseOrderListSchema = paginated(purchaseOrderSummarySchema).meta({
  id: 'PurchaseOrderList',
});
export type PurchaseOrderList = z.infer<typeof purchaseOrderListSchema>;

/** `POST /api/logistics/admin/purchase_orders/`: a new draft. */
export const purchaseOrderCreatePayloadSchema = z.object({ note: noteField });
export type PurchaseOrderCreatePayload = z.input<typeof purchaseOrderCreatePayloadSchema>;

/** `POST .../deactivate`: cancels drafts and sent orders (their units not yet received). */
export const purchaseOrderDeactivatePayloadSchema = z.object({
  ids: z
    .array(idField('a purchase order id'), { error: 'a list of purchase order ids' })
    .min(1, 'at least one')
    .max(100, 'at most 100'),
});
export type PurchaseOrderDeactivatePayload = z.input<typeof purchaseOrderDeactivatePayloadSchema>;
export const purchaseOrderDeactivateResultSchema = z
  .object({ deactivated: z.array(purchaseOrderSummarySchema) })
  .meta({ id: 'PurchaseOrderDeactivateResult' });
export type PurchaseOrderDeactivateResult = z.infer<typeof purchaseOrderDeactivateResultSchema>;

const finishOnFields = {
  requested_finish_on: dateField.nullable().optional(),
  note: noteField,
};

/** `POST .../{purchase_order_id}/create_line_from_order_line`: a wing sewn for an order line. */
export const lineFromOrderLinePayloadSchema = z.object({
  order_item_id: idField('an order line id'),
  ...finishOnFields,
});
export type LineFromOrderLinePayload = z.input<typeof lineFromOrderLinePayloadSchema>;

/** `POST .../{purchase_order_id}/create_line`: wings sewn for stock or the demo fleet. */
export const stockLinePayloadSchema = z.object({
  variant_id: idField('a variant id'),
  purpose: z.enum(['stock', 'demo'], { error: 'stock or demo' }),
  /** As many lines (one wing each). */
  amount: z
    .number({ error: 'a whole number' })
    .int('a whole number')
    .min(1, 'at least 1')
    .max(50, 'at most 50')
    .default(1),
  ...finishOnFields,
});
export type StockLinePayload = z.input<typeof stockLinePayloadSchema>;
export const purchaseOrderLinesResultSchema = z
  .object({ lines: z.array(purchaseOrderLineSchema) })
  .meta({ id: 'PurchaseOrderLinesResult' });

// ---------------------------------------------------------------------------
// What a purchase order's lines are picked from.
// ---------------------------------------------------------------------------

/** Orders whose wings are waiting to be sewn: paid, or in production already. */
export const ORDER_STATUSES_FOR_PRODUCTION = ['paid', 'in_production'] as const;
/** How many a picker's search answers at most. */
export const PICKER_PAGE_SIZE = 20;

/**
 * `GET /api/logistics/admin/order_lines_to_make/?search=`: wing lines of paid orders with
 * fewer live purchase-order lines than wings; search by order number, customer name or e-mail.
 */
export const orderLinesToMakeQuerySchema = z.object({
  search: z.string().trim().max(100, 'at most 100 characters').optional(),
});
export type OrderLinesToMakeQuery = z.input<typeof orderLinesToMakeQuerySchema>;

export const orderLineToMakeSchema = z
  .object({
    order_item_id: z.number().int(),
    /** The order's number. */
    order: z.string(),
    customer: z.string(),
    ordered_at: z.string(),
    variant: variantRefSchema,
    size: z.string(),
    /** The colours per zone as ordered; null: the model's standard colours. */
    colors: orderedComboSchema.nullable(),
    /** Wings ordered on the line. */
    amount: z.number().int(),
    /** Wings on purchase-order lines not cancelled. */
    on_purchase_orders: z.number().int(),
  })
  .meta({ id: 'OrderLineToMake' });
export type OrderLineToMake = z.infer<typeof orderLineToMakeSchema>;
export const orderLinesToMakeSchema = z
  .object({ results: z.array(orderLineToMakeSchema) })
  .meta({ id: 'OrderLinesToMake' });
export type OrderLinesToMake = z.infer<typeof orderLinesToMakeSchema>;

/** `GET /api/logistics/admin/variants_to_make/?search=`: wing variants by model, size or SKU. */
export const variantsToMakeQuerySchema = z.object({
  search: z.string().trim().max(100, 'at most 100 characters').optional(),
});
export type VariantsToMakeQuery = z.input<typeof variantsToMakeQuerySchema>;
export const variantToMakeSchema = variantRefSchema
  .extend({ size: z.string() })
  .meta({ id: 'VariantToMake' });
export type VariantToMake = z.infer<typeof variantToMakeSchema>;
export const variantsToMakeSchema = z
  .object({ results: z.array(variantToMakeSchema) })
  .meta({ id: 'VariantsToMake' });
export type VariantsToMake = z.infer<typeof variantsToMakeSchema>;

/** `POST .../{id}/finish`: received from the factory on a day (today by default). */
export const purchaseOrderFinishPayloadSchema = z.object({ finished_on: dateField.optional() });
export type PurchaseOrderFinishPayload = z.input<typeof purchaseOrderFinishPayloadSchema>;

/** `PUT .../purchase_order_lines/{id}/prepared`: the factory confirmed it; its unit is made. */
export const linePreparedPayloadSchema = z.object({
  confirmed_finish_on: dateField.nullable().optional(),
});
export type LinePreparedPayload = z.input<typeof linePreparedPayloadSchema>;

// ---------------------------------------------------------------------------
// Units.
// ---------------------------------------------------------------------------

export const nextCheckSchema = z
  .object({
    /** The clock runs from the last check, else from the first flight; null: not flown yet. */
    due_on: z.string().nullable(),
    /** Hours left before the check (negative: over). */
    hours_left: z.number(),
    interval_months: z.number().int(),
    interval_hours: z.number().int(),
    due: z.boolean(),
  })
  .meta({ id: 'NextCheck' });
export type NextCheck = z.infer<typeof nextCheckSchema>;

export const unitSummarySchema = z
  .object({
    id: z.number().int(),
    serial: z.string(),
    state: z.enum(UNIT_STATES),
    variant: variantRefSchema,
    size: z.string(),
    location: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    /** The order it was made for or sold with. */
    order: z.string().nullable(),
    order_item_id: z.number().int().nullable(),
    created_at: z.string(),
    produced_on: z.string().nullable(),
    flying_since: z.string().nullable(),
    hours_flown: z.number(),
    last_check_on: z.string().nullable(),
  })
  .meta({ id: 'UnitSummary' });
export type UnitSummary = z.infer<typeof unitSummarySchema>;

export const unitEventSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(UNIT_EVENT_KINDS),
    at: z.string(),
    by: z.string().nullable(),
    summary: z.string(),
    details: unitEventDetailsSchema,
  })
  .meta({ id: 'UnitEvent' });
export type UnitEvent = z.infer<typeof unitEventSchema>;

export const unitSchema = unitSummarySchema
  .extend({
    colors: orderedComboSchema.nullable(),
    certification: z.string().nullable(),
    purchase_order: z
      .object({ id: z.number().int(), number: z.string(), line_id: z.number().int() })
      .nullable(),
    secret_issued_at: z.string(),
    next_check: nextCheckSchema,
    history: z.array(unitEventSchema),
  })
  .meta({ id: 'Unit' });
export type Unit = z.infer<typeof unitSchema>;

/** `GET /api/logistics/admin/product_variant_instances/?page=&search=&variant=&location=&state=` */
export const unitsQuerySchema = z.object({
  page: pageField,
  /** A serial, or its beginning. */
  search: z.string().trim().max(40).optional(),
  variant: queryId.optional(),
  location: queryId.optional(),
  state: z.enum(UNIT_STATES).optional(),
});
export type UnitsQuery = z.input<typeof unitsQuerySchema>;
export const unitListSchema = paginated(unitSummarySchema).meta({ id: 'UnitList' });
export type UnitList = z.infer<typeof unitListSchema>;

// ---------------------------------------------------------------------------
// Check intervals per model.
// ---------------------------------------------------------------------------

/** Bounds of a model's check interval. */
export const CHECK_INTERVAL_LIMITS = { months: 120, hours: 1000 } as const;

/** `GET /api/logistics/admin/check_intervals/?page=&search=`: the wing models, by name. */
export const checkIntervalsQuerySchema = z.object({
  page: pageField,
  search: z.string().trim().max(100, 'at most 100 characters').optional(),
});
export type CheckIntervalsQuery = z.input<typeof checkIntervalsQuerySchema>;

export const checkIntervalSchema = z
  .object({
    product_id: z.number().int(),
    model: z.string(),
    months: z.number().int(),
    hours: z.number().int(),
    /** No interval of its own: the default (24 months or 100 hours) applies. */
    is_default: z.boolean(),
  })
  .meta({ id: 'CheckInterval' });
export type CheckInterval = z.infer<typeof checkIntervalSchema>;
export const checkIntervalListSchema = paginated(checkIntervalSchema).meta({
  id: 'CheckIntervalList',
});
export type CheckIntervalList = z.infer<typeof checkIntervalListSchema>;

const wholeNumber = (max: number, unit: string) =>
  z
    .number({ error: 'a whole number' })
    .int('a whole number')
    .min(1, 'at least 1')
    .max(max, `at most ${max} ${unit}`);

/** `PUT /api/logistics/admin/check_intervals/{product_id}`: the model's own interval. */
export const checkIntervalPayloadSchema = z.object({
  months: wholeNumber(CHECK_INTERVAL_LIMITS.months, 'months'),
  hours: wholeNumber(CHECK_INTERVAL_LIMITS.hours, 'hours'),
});
export type CheckIntervalPayload = z.input<typeof checkIntervalPayloadSchema>;

/** A unit with its secret, shown this once: its page's address is what the label's QR holds. */
export const unitWithSecretSchema = z
  .object({ unit: unitSchema, secret: z.string(), page_url: z.string() })
  .meta({ id: 'UnitWithSecret' });
export type UnitWithSecret = z.infer<typeof unitWithSecretSchema>;

export const linePreparedResultSchema = z
  .object({
    line: purchaseOrderLineSchema,
    unit: unitSchema,
    /** Shown this once; only its hash is kept. */
    secret: z.string(),
    page_url: z.string(),
  })
  .meta({ id: 'LinePreparedResult' });
export type LinePreparedResult = z.infer<typeof linePreparedResultSchema>;

/**
 * `GET .../product_variant_instances/{id}/label?secret=`: the label PDF. With the secret shown
 * when the unit was made, it prints that; without, a new secret is issued (the old QR code
 * stops working).
 */
export const unitLabelQuerySchema = z.object({
  secret: z
    .string()
    .regex(UNIT_SECRET_PATTERN, 'the secret shown when the unit was made')
    .optional(),
});

// ---------------------------------------------------------------------------
// The public page of a unit.
// ---------------------------------------------------------------------------

export const publicUnitEventSchema = z.object({
  kind: z.enum(UNIT_EVENT_KINDS),
  at: z.string(),
  summary: z.string(),
});
export type PublicUnitEvent = z.infer<typeof publicUnitEventSchema>;

/** What the QR code's page shows: never who owns the wing. */
export const publicUnitSchema = z
  .object({
    serial: z.string(),
    model: z.string(),
    product_slug: z.string(),
    category_slug: z.string(),
    size: z.string(),
    certification: z.string().nullable(),
    colors: z
      .object({
        name: z.string(),
        image: z.object({ webp: z.string(), png: z.string() }).nullable(),
        zones: z.array(z.object({ name: z.string(), color_name: z.string(), hex: z.string() })),
      })
      .nullable(),
    produced_on: z.string().nullable(),
    flying_since: z.string().nullable(),
    hours_flown: z.number(),
    last_check_on: z.string().nullable(),
    next_check: nextCheckSchema,
    history: z.array(publicUnitEventSchema),
    /** The logged-in visitor owns it: may set when it first flew and record hours and checks. */
    is_owner: z.boolean(),
  })
  .meta({ id: 'PublicUnit' });
export type PublicUnit = z.infer<typeof publicUnitSchema>;

export const flyingSincePayloadSchema = z.object({ flying_since: dateField });
export type FlyingSincePayload = z.input<typeof flyingSincePayloadSchema>;

export const hoursPayloadSchema = z.object({
  /** Hours flown since the last record, to one decimal. */
  hours: z
    .number({ error: 'a number of hours' })
    .positive('above 0')
    .max(1000, 'at most 1000')
    .multipleOf(0.1, 'to one decimal'),
  note: z.string().trim().max(500, 'at most 500 characters').default(''),
});
export type HoursPayload = z.input<typeof hoursPayloadSchema>;

export const checkPayloadSchema = z.object({
  checked_on: dateField,
  /** Who checked it and what they found. */
  result: z.string().trim().min(1, 'this field is required').max(500, 'at most 500 characters'),
});
export type CheckPayload = z.input<typeof checkPayloadSchema>;
