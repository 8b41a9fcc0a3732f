import type { UnitState } from '@windfamily/contract/production';

export const UNIT_STATE_LABELS: Record<UnitState, string> = {
  in_production: 'In production',
  in_stock: 'In stock',
  delivered: 'With its pilot',
  demo: 'Demo fleet',
  repair: 'In repair',
  lost: 'Lost',
  void: 'Void',
};
