import type {
  LocationTree,
  Reservation,
  StockCheck,
  StockCheckLine,
  StockLocation,
  StockMove,
  VariantLevels,
} from '@windfamily/contract/logistics';
import { PERMISSIONS } from '@windfamily/contract/permissions';

/** A warehouse clerk's permissions. */
export const CLERK = [PERMISSIONS.backoffice, PERMISSIONS.ordersView, PERMISSIONS.warehouse];

/** A page of a list as the server answers it. */
export const pageOf = <T>(results: T[], count = results.length, page = 1) => ({
  count,
  page,
  page_size: 50,
  results,
});

const place = (
  id: number,
  code: string,
  name: string,
  kind: StockLocation['kind'],
  units: number,
  variants: number,
  children: StockLocation[] = [],
  parent_id: number | null = null,
): StockLocation => ({
  id,
  code,
  name,
  kind,
  sellable: kind === 'internal',
  virtual: ['production', 'supplier', 'customer', 'loss'].includes(kind),
  parent_id,
  units,
  variants,
  children,
});

export const TREE: LocationTree = {
  locations: [
    place(1, 'WH', 'Warehouse', 'internal', 7, 2, [
      place(2, 'WH/A', 'Shelf A', 'internal', 5, 2, [], 1),
      place(3, 'WH/B', 'Shelf B', 'internal', 0, 0, [], 1),
    ]),
    place(5, 'SUPPLIERS', 'Suppliers and opening balance', 'supplier', -14, 2),
    place(7, 'DEMO', 'Demo fleet', 'demo', 2, 1),
    place(9, 'LOSSES', 'Losses', 'loss', 0, 0),
  ],
};

export const ref = (id: number, code: string, name = code) => ({ id, code, name });
export const WH = ref(1, 'WH', 'Warehouse');
export const SHELF_A = ref(2, 'WH/A', 'Shelf A');
export const LOSSES = ref(9, 'LOSSES', 'Losses');

export const HARNESS = { id: 11, sku: 'HARNESS-M', name: 'Lightness 3 M' };
export const WING = { id: 12, sku: 'ZENO-2-ML', name: 'Zeno 2 ML' };

export const levels = (overrides: Partial<VariantLevels> = {}): VariantLevels => ({
  variant: HARNESS,
  available: 4,
  minimum: 0,
  levels: [
    { location: WH, quantity: 3 },
    { location: SHELF_A, quantity: 2 },
    { location: ref(5, 'SUPPLIERS', 'Suppliers and opening balance'), quantity: -7 },
    { location: ref(7, 'DEMO', 'Demo fleet'), quantity: 2 },
  ],
  ...overrides,
});

export const move = (overrides: Partial<StockMove> = {}): StockMove => ({
  id: 31,
  variant: HARNESS,
  amount: 2,
  from: WH,
  to: SHELF_A,
  state: 'finished',
  created_date: '2026-11-20T09:00:00Z',
  started_date: '2026-11-20T09:00:00Z',
  finished_date: '2026-11-20T09:00:00Z',
  cancelled_date: null,
  order: null,
  order_item_id: null,
  reservation_id: null,
  reverses_id: null,
  reversed_by_id: null,
  stock_check_id: null,
  created_by: 'clerk@example.com',
  reason: 'Onto the shelf',
  ...overrides,
});

export const reservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: 41,
  variant: HARNESS,
  amount: 1,
  location: null,
  order: '2026-0042',
  order_item_id: 7,
  state: 'active',
  created_at: '2026-11-19T10:00:00Z',
  reserved_until: null,
  ended_at: null,
  created_by: null,
  reason: '',
  ...overrides,
});

export const line = (overrides: Partial<StockCheckLine> = {}): StockCheckLine => ({
  id: 51,
  variant: HARNESS,
  expected: 5,
  counted: null,
  counted_at: null,
  current: 5,
  moved: false,
  ...overrides,
});

export const check = (overrides: Partial<StockCheck> = {}): StockCheck => ({
  id: 21,
  location: SHELF_A,
  state: 'open',
  created_at: '2026-11-25T08:00:00Z',
  applied_at: null,
  cancelled_at: null,
  created_by: 'clerk@example.com',
  note: '',
  lines: [line(), line({ id: 52, variant: WING, expected: 2, current: 2 })],
  counted: 0,
  ...overrides,
});

/** A check's summary as its list gives it. */
export const checkSummary = (full: StockCheck = check()) => ({
  ...full,
  lines: full.lines.length,
  counted: full.lines.filter((one) => one.counted !== null).length,
});
