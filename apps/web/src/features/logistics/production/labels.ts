import type { PurchaseOrderLineState, PurchaseOrderState } from '@windfamily/contract/production';

export const PURCHASE_ORDER_STATE_LABELS: Record<PurchaseOrderState, string> = {
  draft: 'Draft',
  sent: 'At the factory',
  finished: 'Received',
  cancelled: 'Cancelled',
};
export const LINE_STATE_LABELS: Record<PurchaseOrderLineState, string> = {
  open: 'Open',
  prepared: 'Prepared',
  finished: 'Received',
  cancelled: 'Cancelled',
};
