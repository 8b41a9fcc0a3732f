import { Chip, type ChipProps } from '@mui/material';
import { SHIPMENT_STATE_LABELS, type ShipmentState } from '@windfamily/contract/shipments';

const COLORS: Record<ShipmentState, ChipProps['color']> = {
  pending: 'info',
  created: 'warning',
  cancelling: 'info',
  shipped: 'success',
  cancelled: 'default',
  failed: 'error',
};

/** Where a shipment stands: waiting for pickup, shipped, cancelled… */
export function ShipmentStateChip({ state }: { state: ShipmentState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={SHIPMENT_STATE_LABELS[state]}
    />
  );
}
