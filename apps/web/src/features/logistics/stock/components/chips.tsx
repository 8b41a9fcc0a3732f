import { Chip, type ChipProps } from '@mui/material';
import type { MoveState, ReservationState, StockCheckState } from '@windfamily/contract/logistics';

export const MOVE_STATE_LABELS: Record<MoveState, string> = {
  draft: 'Draft',
  started: 'Started',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

export const RESERVATION_STATE_LABELS: Record<ReservationState, string> = {
  active: 'Active',
  expired: 'Expired',
  consumed: 'Shipped',
  released: 'Let go',
};

export const CHECK_STATE_LABELS: Record<StockCheckState, string> = {
  open: 'Open',
  applied: 'Applied',
  cancelled: 'Cancelled',
};

const MOVE_COLORS: Record<MoveState, ChipProps['color']> = {
  draft: 'default',
  started: 'info',
  finished: 'success',
  cancelled: 'default',
};
const RESERVATION_COLORS: Record<ReservationState, ChipProps['color']> = {
  active: 'info',
  expired: 'warning',
  consumed: 'success',
  released: 'default',
};
const CHECK_COLORS: Record<StockCheckState, ChipProps['color']> = {
  open: 'info',
  applied: 'success',
  cancelled: 'default',
};

const StateChip = ({ label, color }: { label: string; color: ChipProps['color'] }) => (
  <Chip component="span" size="small" variant="outlined" label={label} color={color} />
);

export const MoveStateChip = ({ state }: { state: MoveState }) => (
  <StateChip label={MOVE_STATE_LABELS[state]} color={MOVE_COLORS[state]} />
);
export const ReservationStateChip = ({ state }: { state: ReservationState }) => (
  <StateChip label={RESERVATION_STATE_LABELS[state]} color={RESERVATION_COLORS[state]} />
);
export const CheckStateChip = ({ state }: { state: StockCheckState }) => (
  <StateChip label={CHECK_STATE_LABELS[state]} color={CHECK_COLORS[state]} />
);
