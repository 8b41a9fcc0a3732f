import { Box } from '@mui/material';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATE_LABELS,
  type OrderStatus,
  type PaymentState,
} from '@windfamily/contract/order-basics';

type Tone = 'grey.500' | 'info.main' | 'success.main' | 'error.main' | 'warning.main';

const STATUS_TONES: Record<OrderStatus, Tone> = {
  placed: 'grey.500',
  paid: 'info.main',
  in_production: 'info.main',
  shipped: 'success.main',
  cancelled: 'error.main',
};

const PAYMENT_TONES: Record<PaymentState, Tone> = {
  unpaid: 'warning.main',
  processing: 'info.main',
  partly_paid: 'warning.main',
  paid: 'success.main',
  overpaid: 'info.main',
  refunded: 'grey.500',
};

/** A label with a coloured dot (the text keeps the body's contrast). */
function StateLabel({ label, tone }: { label: string; tone: Tone }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        py: 0.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: tone, flexShrink: 0 }}
      />
      {label}
    </Box>
  );
}

/** Where the order is on its way: "Placed", "Shipped", … */
export function StatusLabel({ status }: { status: OrderStatus }) {
  return <StateLabel label={ORDER_STATUS_LABELS[status]} tone={STATUS_TONES[status]} />;
}

/** "Awaiting payment", "Payment processing", "Paid". */
export function PaymentLabel({ state }: { state: PaymentState }) {
  return <StateLabel label={PAYMENT_STATE_LABELS[state]} tone={PAYMENT_TONES[state]} />;
}
