import type {
  PurchaseOrderLineState,
  PurchaseOrderState,
  UnitState,
} from '@windfamily/contract/production';
import { HttpError } from '../../lib/http-error';

// The state machines of production (docs/decisions/0024-production-and-units.md): what each
// state may become, and the sentence a refused change answers with (409).

export const PURCHASE_ORDER_TRANSITIONS: Record<PurchaseOrderState, readonly PurchaseOrderState[]> =
  {
    draft: ['sent', 'cancelled'],
    sent: ['finished', 'cancelled'],
    finished: [],
    cancelled: [],
  };

export const LINE_TRANSITIONS: Record<PurchaseOrderLineState, readonly PurchaseOrderLineState[]> = {
  open: ['prepared', 'cancelled'],
  prepared: ['finished', 'cancelled'],
  finished: [],
  cancelled: [],
};

export const UNIT_TRANSITIONS: Record<UnitState, readonly UnitState[]> = {
  in_production: ['in_stock', 'demo', 'void'],
  in_stock: ['delivered', 'demo', 'repair', 'lost'],
  delivered: ['in_stock', 'repair'],
  demo: ['in_stock', 'delivered', 'repair', 'lost'],
  repair: ['in_stock', 'delivered', 'demo', 'lost'],
  lost: ['in_stock'],
  void: [],
};

const PURCHASE_ORDER_REFUSALS: Partial<
  Record<`${PurchaseOrderState}>${PurchaseOrderState}`, string>
> = {
  'draft>finished': 'The purchase order has not been sent to the factory yet: prepare it first.',
  'sent>sent': 'The purchase order was sent to the factory already.',
  'finished>sent': 'The purchase order was received already.',
  'finished>finished': 'The purchase order was received already.',
  'finished>cancelled': 'The purchase order was received already: its wings are in stock.',
  'cancelled>sent': 'The purchase order is cancelled.',
  'cancelled>finished': 'The purchase order is cancelled.',
  'cancelled>cancelled': 'The purchase order is cancelled already.',
};

const LINE_REFUSALS: Partial<
  Record<`${PurchaseOrderLineState}>${PurchaseOrderLineState}`, string>
> = {
  'open>finished': 'The line has no unit yet: mark it prepared first.',
  'prepared>prepared': 'The line is prepared already: its unit exists.',
  'finished>prepared': 'The line was received already.',
  'cancelled>prepared': 'The line is cancelled.',
};

export const canPurchaseOrder = (from: PurchaseOrderState, to: PurchaseOrderState) =>
  PURCHASE_ORDER_TRANSITIONS[from].includes(to);
export const canLine = (from: PurchaseOrderLineState, to: PurchaseOrderLineState) =>
  LINE_TRANSITIONS[from].includes(to);
export const canUnit = (from: UnitState, to: UnitState) => UNIT_TRANSITIONS[from].includes(to);

/** Refuses (409, saying why) a purchase order's change its state does not allow. */
export function assertPurchaseOrder(from: PurchaseOrderState, to: PurchaseOrderState): void {
  if (canPurchaseOrder(from, to)) return;
  throw new HttpError(
    409,
    PURCHASE_ORDER_REFUSALS[`${from}>${to}`] ?? `A ${from} purchase order cannot become ${to}.`,
  );
}

export function assertLine(from: PurchaseOrderLineState, to: PurchaseOrderLineState): void {
  if (canLine(from, to)) return;
  throw new HttpError(409, LINE_REFUSALS[`${from}>${to}`] ?? `A ${from} line cannot become ${to}.`);
}

export function assertUnit(from: UnitState, to: UnitState): void {
  if (canUnit(from, to)) return;
  throw new HttpError(
    409,
    `A unit ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`,
  );
}

/** Lines may be added, and the order changed, only while it is a draft or at the factory. */
export function assertOpen(state: PurchaseOrderState): void {
  if (state === 'draft' || state === 'sent') return;
  throw new HttpError(
    409,
    state === 'finished'
      ? 'The purchase order was received already: start a new one.'
      : 'The purchase order is cancelled: start a new one.',
  );
}
