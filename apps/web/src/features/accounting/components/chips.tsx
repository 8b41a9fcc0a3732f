import { Box, Chip } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import {
  INVOICE_KIND_LABELS,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATUS_LABELS,
  type InvoiceKind,
  type PaymentState,
  type PaymentStatus,
} from '@windfamily/contract/order-basics';
import type { StatementLineProposal } from '@windfamily/contract/payments';

/** The colours a state shows with: its dot and border; the text keeps the body's contrast. */
type Tone = 'grey.500' | 'info.main' | 'success.main' | 'error.main' | 'warning.main';

/** A state as a small outlined chip with a coloured dot; `strong` fills it (the goal state). */
export function StateChip({
  label,
  tone,
  strong = false,
}: {
  label: string;
  tone: Tone;
  strong?: boolean;
}) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={label}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: tone, flexShrink: 0 }}
        />
      }
      sx={{
        borderColor: tone,
        color: 'text.primary',
        fontWeight: strong ? 700 : 500,
        '& .MuiChip-icon': { ml: 1, mr: -0.25 },
      }}
    />
  );
}

const STATUS_COLORS: Record<PaymentStatus, Tone> = {
  open: 'grey.500',
  pending: 'warning.main',
  completed: 'success.main',
  expired: 'grey.500',
  failed: 'error.main',
};

/** A payment's own state: "Pending", "Completed", … */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return <StateChip label={PAYMENT_STATUS_LABELS[status]} tone={STATUS_COLORS[status]} />;
}

const STATE_COLORS: Record<PaymentState, Tone> = {
  unpaid: 'warning.main',
  processing: 'info.main',
  partly_paid: 'warning.main',
  paid: 'success.main',
  overpaid: 'info.main',
  refunded: 'grey.500',
};

/** Where an order's money stands: "Awaiting payment", "Paid", … */
export function OrderPaymentChip({ state }: { state: PaymentState }) {
  return (
    <StateChip
      label={PAYMENT_STATE_LABELS[state]}
      tone={STATE_COLORS[state]}
      strong={state === 'paid'}
    />
  );
}

const PROPOSAL_LABELS: Record<StatementLineProposal, string> = {
  matched: 'Matched',
  unmatched: 'Unmatched',
  booked: 'Booked',
  ignored: 'Set aside',
  debit: 'Debit',
};

const PROPOSAL_COLORS: Record<StatementLineProposal, Tone> = {
  matched: 'info.main',
  unmatched: 'warning.main',
  booked: 'success.main',
  ignored: 'grey.500',
  debit: 'grey.500',
};

/** What a statement line is: matched to an order, unmatched, booked, set aside, a debit. */
export function ProposalChip({ proposal }: { proposal: StatementLineProposal }) {
  return (
    <StateChip
      label={PROPOSAL_LABELS[proposal]}
      tone={PROPOSAL_COLORS[proposal]}
      strong={proposal === 'booked'}
    />
  );
}

/** A credit note stands out from the invoices. */
export function InvoiceKindChip({ kind }: { kind: InvoiceKind }) {
  return (
    <StateChip
      label={INVOICE_KIND_LABELS[kind]}
      tone={kind === 'credit_note' ? 'warning.main' : 'grey.500'}
    />
  );
}

/** Euros in a column: digits of one width; `negative` shows money going the other way. */
export function Amount({ value, negative = false }: { value: string; negative?: boolean }) {
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatEuro(negative ? `-${value}` : value)}
    </Box>
  );
}
