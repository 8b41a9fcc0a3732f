import { z } from 'zod';
import { SALE_SEQUENCE_PATTERN } from './order-basics';
import { paginated } from './paging';

// The warehouse's stock: where units are (locations), how they got there (moves, whose
// finished ones are the ledger), what is held for orders (reservations), and counts of a
// location (stock checks). See docs/decisions/0022-stock-ledger.md.

/**
 * What a location is. `sellable`: its units are what the shop sells from. `virtual`: not a
 * place units sit in but where they come from or go to (its balance may be negative).
 */
export const LOCATION_KINDS = [
  'internal',
  'production',
  'supplier',
  'customer',
  'demo',
  'repair',
  'loss',
] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const LOCATION_KIND_RULES: Record<
  LocationKind,
  { label: string; sellable: boolean; virtual: boolean }
> = {
  internal: { label: 'Warehouse', sellable: true, virtual: false },
  production: { label: 'Production', sellable: false, virtual: true },
  supplier: { label: 'Suppliers and opening balance', sellable: false, virtual: true },
  customer: { label: 'Customers', sellable: false, virtual: true },
  demo: { label: 'Demo fleet', sellable: false, virtual: false },
  repair: { label: 'Repair', sellable: false, virtual: false },
  loss: { label: 'Losses', sellable: false, virtual: true },
};

/** The locations every shop has (seeded by the migration), by code. */
export const STANDARD_LOCATIONS = {
  warehouse: 'WH',
  factory: 'FACTORY',
  suppliers: 'SUPPLIERS',
  customers: 'CUSTOMERS',
  demo: 'DEMO',
  repair: 'REPAIR',
  losses: 'LOSSES',
} as const;

export const MOVE_STATES = ['draft', 'started', 'finished', 'cancelled'] as const;
export type MoveState = (typeof MOVE_STATES)[number];

/** `expired`: its `reserved_until` passed; it holds nothing any more. */
export const RESERVATION_STATES = ['active', 'expired', 'consumed', 'released'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

export const STOCK_CHECK_STATES = ['open', 'applied', 'cancelled'] as const;
export type StockCheckState = (typeof STOCK_CHECK_STATES)[number];

export const LOGISTICS_PAGE_SIZE = 50;
/** Units in one move, reservation or counted line at most. */
export const MAX_UNITS = 100_000;

const idField = (what: string) =>
  z.number({ error: what }).int(what).positive(what).max(2_147_483_647, what);
const queryId = z.coerce.number().int('a whole number').positive('above 0').max(2_147_483_647);
const pageField = z.coerce
  .number()
  .int('a whole number')
  .min(1, 'at least 1')
  .max(100_000)
  .default(1);
const unitsField = z
  .number({ error: 'a whole number of units' })
  .int('a whole number of units')
  .min(1, 'at least 1')
  .max(MAX_UNITS, `at most ${MAX_UNITS}`);
const reasonField = z.string().trim().max(500, 'at most 500 characters').default('');
const saleSequenceField = z
  .string()
  .trim()
  .regex(SALE_SEQUENCE_PATTERN, 'an order number such as 2026-0042');

/** A variant as the warehouse's answers name it. */
export const stockVariantSchema = z
  .object({ id: z.number().int(), sku: z.string(), name: z.string() })
  .meta({ id: 'StockVariant' });
export type StockVariant = z.infer<typeof stockVariantSchema>;

/** A location as the other answers name it. */
export const locationRefSchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: 'StockLocationRef' });

// ---------------------------------------------------------------------------
// Locations.
// ---------------------------------------------------------------------------

export interface StockLocation {
  id: number;
  code: string;
  name: string;
  kind: LocationKind;
  sellable: boolean;
  virtual: boolean;
  parent_id: number | null;
  /** Units here (this location only, not its children); negative for a virtual one. */
  units: number;
  /** Variants with units here. */
  variants: number;
  children: StockLocation[];
}

export const stockLocationSchema: z.ZodType<StockLocation> = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(LOCATION_KINDS),
    sellable: z.boolean(),
    virtual: z.boolean(),
    parent_id: z.number().int().nullable(),
    units: z.number().int(),
    variants: z.number().int(),
    get children() {
      return z.array(stockLocationSchema);
    },
  })
  .meta({ id: 'StockLocation' });

/** `GET /api/logistics/locations/`: the tree, from its roots. */
export const locationTreeSchema = z
  .object({ locations: z.array(stockLocationSchema) })
  .meta({ id: 'StockLocationTree' });
export type LocationTree = z.infer<typeof locationTreeSchema>;

/** One variant's units at one location. */
export const stockLevelSchema = z
  .object({ variant: stockVariantSchema, quantity: z.number().int() })
  .meta({ id: 'StockLevel' });

/** `GET /api/logistics/locations/{id}/stock/`: what a location holds, by variant. */
export const locationStockSchema = z
  .object({ location: locationRefSchema, levels: z.array(stockLevelSchema) })
  .meta({ id: 'LocationStock' });
export type LocationStock = z.infer<typeof locationStockSchema>;

/** A variant's units at one location. */
export const variantLevelSchema = z
  .object({ location: locationRefSchema, quantity: z.number().int() })
  .meta({ id: 'VariantLevel' });

/** A stocked variant with where its units are, and what the shop can still sell of it. */
export const variantLevelsSchema = z
  .object({
    variant: stockVariantSchema,
    /** Free to sell: sellable units less what reservations hold (the shop's number). */
    available: z.number().int(),
    /** The fewest units to keep free to sell: fewer is an open item of the statistics (0: none). */
    minimum: z.number().int(),
    /** Its units at each location holding (or, virtual, owed) any, in the tree's order. */
    levels: z.array(variantLevelSchema),
  })
  .meta({ id: 'VariantLevels' });
export type VariantLevels = z.infer<typeof variantLevelsSchema>;

/**
 * `GET /api/logistics/levels/?page=&search=&location=`: the stocked variants by SKU, found by
 * SKU or name; with `location`, those with units there or in the places under it (and only
 * those levels).
 */
export const levelsQuerySchema = z.object({
  page: pageField,
  search: z.string().trim().max(100, 'at most 100 characters').optional(),
  location: queryId.optional(),
});
export type LevelsQuery = z.input<typeof levelsQuerySchema>;

/** `PUT /api/logistics/levels/{variant_id}/minimum/`: the fewest units to keep free to sell. */
export const stockMinimumPayloadSchema = z
  .object({
    minimum: z.coerce
      .number({ error: 'Enter a whole number.' })
      .int('Enter a whole number.')
      .min(0, 'at least 0')
      .max(100_000, 'at most 100000'),
  })
  .meta({ id: 'StockMinimumPayload' });
export type StockMinimumPayload = z.input<typeof stockMinimumPayloadSchema>;

export const variantLevelsListSchema = paginated(variantLevelsSchema).meta({
  id: 'VariantLevelsList',
});
export type VariantLevelsList = z.infer<typeof variantLevelsListSchema>;

// ---------------------------------------------------------------------------
// Moves.
// ---------------------------------------------------------------------------

export const stockMoveSchema = z
  .object({
    id: z.number().int(),
    variant: stockVariantSchema,
    amount: z.number().int(),
    from: locationRefSchema,
    to: locationRefSchema,
    state: z.enum(MOVE_STATES),
    created_date: z.string(),
    started_date: z.string().nullable(),
    finished_date: z.string().nullable(),
    cancelled_date: z.string().nullable(),
    /** The order (and its line) the units went for. */
    order: z.string().nullable(),
    order_item_id: z.number().int().nullable(),
    /** The reservation this move consumed (a shipment). */
    reservation_id: z.number().int().nullable(),
    /** The finished move this one undoes, and the one that undid this one. */
    reverses_id: z.number().int().nullable(),
    reversed_by_id: z.number().int().nullable(),
    stock_check_id: z.number().int().nullable(),
    /** Who made it; null: the shop itself (the opening balance, a shipment). */
    created_by: z.string().nullable(),
    reason: z.string(),
  })
  .meta({ id: 'StockMove' });
export type StockMove = z.infer<typeof stockMoveSchema>;

/** `GET /api/logistics/moves/?page=&variant=&location=&order=&state=` (location: from or to). */
export const movesQuerySchema = z.object({
  page: pageField,
  variant: queryId.optional(),
  location: queryId.optional(),
  order: saleSequenceField.optional(),
  state: z.enum(MOVE_STATES).optional(),
});
export type MovesQuery = z.input<typeof movesQuerySchema>;

export const moveListSchema = paginated(stockMoveSchema).meta({ id: 'StockMoveList' });
export type MoveList = z.infer<typeof moveListSchema>;

/**
 * `POST /api/logistics/moves/`: units of a variant from one location to another. A move made
 * `finished` is booked at once; a `draft` or `started` one waits for its finish.
 */
export const moveCreatePayloadSchema = z
  .object({
    variant_id: idField('a variant'),
    amount: unitsField,
    from_location_id: idField('a location'),
    to_location_id: idField('a location'),
    state: z.enum(['draft', 'started', 'finished']).default('finished'),
    reason: reasonField,
  })
  .refine((move) => move.from_location_id !== move.to_location_id, {
    path: ['to_location_id'],
    message: 'another location than where the units come from',
  })
  .meta({ id: 'StockMovePayload' });
export type MoveCreatePayload = z.input<typeof moveCreatePayloadSchema>;

/** `POST /api/logistics/moves/{move_id}/reverse/`: why the finished move is undone. */
export const moveReversePayloadSchema = z
  .object({ reason: reasonField })
  .meta({ id: 'StockMoveReversePayload' });

// ---------------------------------------------------------------------------
// Reservations.
// ---------------------------------------------------------------------------

export const reservationSchema = z
  .object({
    id: z.number().int(),
    variant: stockVariantSchema,
    amount: z.number().int(),
    /** Held at this location; null: anywhere the shop sells from. */
    location: locationRefSchema.nullable(),
    order: z.string().nullable(),
    order_item_id: z.number().int().nullable(),
    state: z.enum(RESERVATION_STATES),
    created_at: z.string(),
    /** Null: until the line ships or the order is cancelled. */
    reserved_until: z.string().nullable(),
    ended_at: z.string().nullable(),
    created_by: z.string().nullable(),
    reason: z.string(),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof reservationSchema>;

/** `GET /api/logistics/reservations/?page=&variant=&order=&state=&location=` */
export const reservationsQuerySchema = z.object({
  page: pageField,
  variant: queryId.optional(),
  order: saleSequenceField.optional(),
  state: z.enum(RESERVATION_STATES).optional(),
  location: queryId.optional(),
});
export type ReservationsQuery = z.input<typeof reservationsQuerySchema>;

export const reservationListSchema = paginated(reservationSchema).meta({ id: 'ReservationList' });
export type ReservationList = z.infer<typeof reservationListSchema>;

/** `POST /api/store/orders/{sale_sequence}/reserve/`: hold what the order still needs. */
export const orderReservePayloadSchema = z
  .object({
    /** Until when (null or absent: until shipped or cancelled); in the future. */
    reserved_until: z.iso
      .datetime({ offset: true, error: 'a date and time such as 2026-12-31T23:59:00Z' })
      .nullable()
      .default(null),
    /** Hold the units at this sellable location (absent: anywhere the shop sells from). */
    location_id: idField('a location').nullable().default(null),
  })
  .meta({ id: 'OrderReservePayload' });
export type OrderReservePayload = z.input<typeof orderReservePayloadSchema>;

export const orderReservationsSchema = z
  .object({
    order: z.string(),
    /** The order's reservations that hold units now. */
    reservations: z.array(reservationSchema),
  })
  .meta({ id: 'OrderReservations' });
export type OrderReservations = z.infer<typeof orderReservationsSchema>;

// ---------------------------------------------------------------------------
// Stock checks.
// ---------------------------------------------------------------------------

export const stockCheckLineSchema = z
  .object({
    id: z.number().int(),
    variant: stockVariantSchema,
    /** The units the ledger had when the check began. */
    expected: z.number().int(),
    counted: z.number().int().nullable(),
    counted_at: z.string().nullable(),
    /** The units the ledger has now. */
    current: z.number().int(),
    /** Stock of this line moved after it was counted (or, uncounted, after the check began). */
    moved: z.boolean(),
  })
  .meta({ id: 'StockCheckLine' });
export type StockCheckLine = z.infer<typeof stockCheckLineSchema>;

export const stockCheckSummarySchema = z
  .object({
    id: z.number().int(),
    location: locationRefSchema,
    state: z.enum(STOCK_CHECK_STATES),
    created_at: z.string(),
    applied_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    created_by: z.string().nullable(),
    note: z.string(),
    lines: z.number().int(),
    counted: z.number().int(),
  })
  .meta({ id: 'StockCheckSummary' });

export const stockCheckSchema = stockCheckSummarySchema
  .extend({ lines: z.array(stockCheckLineSchema) })
  .meta({ id: 'StockCheck' });
export type StockCheck = z.infer<typeof stockCheckSchema>;

export const stockChecksQuerySchema = z.object({
  page: pageField,
  state: z.enum(STOCK_CHECK_STATES).optional(),
  location: queryId.optional(),
});
export const stockCheckListSchema = paginated(stockCheckSummarySchema).meta({
  id: 'StockCheckList',
});
export type StockCheckList = z.infer<typeof stockCheckListSchema>;

/**
 * `POST /api/logistics/stock_checks/`: count a location. Its lines are the variants given, or
 * every variant with units there.
 */
export const stockCheckCreatePayloadSchema = z
  .object({
    location_id: idField('a location'),
    variant_ids: z
      .array(idField('a variant'))
      .max(1000, 'at most 1000 variants')
      .refine((ids) => new Set(ids).size === ids.length, 'each variant once')
      .optional(),
    note: reasonField,
  })
  .meta({ id: 'StockCheckPayload' });
export type StockCheckCreatePayload = z.input<typeof stockCheckCreatePayloadSchema>;

/** `PUT /api/logistics/stock_checks/{id}/lines/{line_id}/`: what was counted. */
export const stockCheckCountPayloadSchema = z
  .object({
    counted: z
      .number({ error: 'a whole number of units' })
      .int('a whole number of units')
      .min(0, 'at least 0')
      .max(MAX_UNITS, `at most ${MAX_UNITS}`),
  })
  .meta({ id: 'StockCheckCountPayload' });
