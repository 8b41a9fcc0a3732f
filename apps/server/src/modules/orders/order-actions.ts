import { ORDER_ACTIONS, type OrderAction } from '@windfamily/contract/order-basics';
import type { OrderPermissions } from '@windfamily/contract/orders';
import { type Permission, PERMISSIONS } from '@windfamily/contract/permissions';
import { HttpError } from '../../lib/http-error';
import type { OrderRow } from './order-writer';

/** Who may ask for each action (any one of these permissions). */
const ACTION_PERMISSIONS: Record<OrderAction, readonly Permission[]> = {
  edit_details: [PERMISSIONS.sales],
  edit_lines: [PERMISSIONS.sales],
  create_invoice: [PERMISSIONS.sales],
  send_mail: [PERMISSIONS.sales],
  record_payment: [PERMISSIONS.payments],
  refund: [PERMISSIONS.payments],
  cancel: [PERMISSIONS.sales],
  copy: [PERMISSIONS.sales],
  private_link: [PERMISSIONS.ordersView],
  create_shipment: [PERMISSIONS.warehouse],
};

export const ORDER_ACTION_MESSAGES = {
  noRole: 'Your roles do not allow this.',
  cancelled: 'The order is cancelled.',
  shipped: 'A shipped order cannot be changed any more.',
  shippedCancel: 'A shipped order cannot be cancelled.',
  allShipped: 'Everything of the order has shipped.',
  invoiced: 'The order has a standing invoice; a change of its lines or address issues a new one.',
  nothingReceived: 'Nothing has been received that could be refunded.',
  changedMeanwhile:
    'The order was changed by someone else meanwhile: reload it and make your change again.',
} as const;

/** Why the order's state refuses `action` now, or null when it allows it. */
export function stateRefusal(
  order: Pick<OrderRow, 'status' | 'invoiceDate' | 'amountPaid'>,
  action: OrderAction,
): string | null {
  const cancelled = order.status === 'cancelled';
  const shipped = order.status === 'shipped';
  switch (action) {
    case 'edit_details':
      return cancelled ? ORDER_ACTION_MESSAGES.cancelled : null;
    case 'edit_lines':
      if (cancelled) return ORDER_ACTION_MESSAGES.cancelled;
      return shipped ? ORDER_ACTION_MESSAGES.shipped : null;
    case 'create_invoice':
      if (cancelled) return ORDER_ACTION_MESSAGES.cancelled;
      return order.invoiceDate ? ORDER_ACTION_MESSAGES.invoiced : null;
    case 'cancel':
      if (cancelled) return ORDER_ACTION_MESSAGES.cancelled;
      return shipped ? ORDER_ACTION_MESSAGES.shippedCancel : null;
    case 'create_shipment':
      if (cancelled) return ORDER_ACTION_MESSAGES.cancelled;
      return shipped ? ORDER_ACTION_MESSAGES.allShipped : null;
    case 'refund':
      return order.amountPaid > 0 ? null : ORDER_ACTION_MESSAGES.nothingReceived;
    case 'send_mail':
    case 'record_payment':
    case 'copy':
    case 'private_link':
      return null;
  }
}

/** What a user holding `granted` may do with the order now, each with its reason when not. */
export function orderPermissions(
  order: Pick<OrderRow, 'status' | 'invoiceDate' | 'amountPaid'>,
  granted: readonly Permission[],
): OrderPermissions {
  const actions = Object.fromEntries(
    ORDER_ACTIONS.map((action) => {
      const permitted = ACTION_PERMISSIONS[action].some((one) => granted.includes(one));
      const reason = permitted ? stateRefusal(order, action) : ORDER_ACTION_MESSAGES.noRole;
      return [action, { allowed: reason === null, reason }];
    }),
  ) as OrderPermissions['actions'];
  return { actions };
}

/**
 * Refuses (409) an action the order's state does not allow, or an edit made on an older
 * version of the order. Called with the order's row locked, so the answer holds until commit.
 */
export function assertAllowed(
  order: Pick<OrderRow, 'status' | 'invoiceDate' | 'amountPaid' | 'version'>,
  action: OrderAction,
  version?: number,
): void {
  if (version !== undefined && version !== order.version)
    throw new HttpError(409, ORDER_ACTION_MESSAGES.changedMeanwhile);
  const refusal = stateRefusal(order, action);
  if (refusal) throw new HttpError(409, refusal);
}

/** The permission each action's route is guarded by (any one of them). */
export const permissionsForAction = (action: OrderAction): readonly Permission[] =>
  ACTION_PERMISSIONS[action];
