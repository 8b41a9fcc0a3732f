import { Chip, type ChipProps } from '@mui/material';
import {
  ORDER_MAIL_STATE_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATE_LABELS,
  type OrderMailState,
  type OrderStatus,
  type PaymentState,
} from '@windfamily/contract/order-basics';

const STATUS_COLORS: Record<OrderStatus, ChipProps['color']> = {
  placed: 'default',
  paid: 'info',
  in_production: 'primary',
  shipped: 'success',
  cancelled: 'error',
};

const PAYMENT_COLORS: Record<PaymentState, ChipProps['color']> = {
  unpaid: 'warning',
  processing: 'info',
  partly_paid: 'warning',
  paid: 'success',
  overpaid: 'info',
  refunded: 'default',
};

/** Where an order is on its way: "Placed", "In production", "Shipped", … */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      component="span"
      label={ORDER_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      size="small"
      variant="outlined"
    />
  );
}

/** Whether an order is paid: "Awaiting payment", "Payment processing", "Paid". */
export function PaymentStateChip({ state }: { state: PaymentState }) {
  return (
    <Chip
      component="span"
      label={PAYMENT_STATE_LABELS[state]}
      color={PAYMENT_COLORS[state]}
      size="small"
      variant={state === 'paid' ? 'filled' : 'outlined'}
    />
  );
}

/** A mail not sent: "Not sent yet" (tried again by itself), "Not sent: given up". */
export function MailStateChip({ state }: { state: Exclude<OrderMailState, 'sent'> }) {
  return (
    <Chip
      component="span"
      label={ORDER_MAIL_STATE_LABELS[state]}
      color={state === 'failed' ? 'error' : 'warning'}
      size="small"
      variant="outlined"
    />
  );
}
