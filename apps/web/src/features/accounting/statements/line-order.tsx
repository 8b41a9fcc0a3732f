import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import { SALE_SEQUENCE_PATTERN, type OrderStatus } from '@windfamily/contract/order-basics';
import type { BankStatementLine, StatementOrder } from '@windfamily/contract/payments';
import type { ReactNode } from 'react';
import { errorMessage } from '../../accounts';
import { useOrderLookup } from '../api';
import { OrderLink } from '../components/cells';
import { OrderPaymentChip } from '../components/chips';

/** What booking `amount` to an order that owes `due` does, when it is not simply paid. */
export function amountWarning(
  amount: string,
  order: { amount_due: string; status: OrderStatus },
): string | null {
  if (order.status === 'cancelled') return 'The order is cancelled: the money is to be refunded.';
  const paid = moneyToCents(amount);
  const due = moneyToCents(order.amount_due);
  if (due <= 0) return 'Nothing is due on this order: it becomes overpaid.';
  if (paid < due)
    return `${formatEuro((due - paid) / 100)} less than the ${formatEuro(order.amount_due)} due: the order becomes partly paid.`;
  if (paid > due)
    return `${formatEuro((paid - due) / 100)} more than the ${formatEuro(order.amount_due)} due: the order becomes overpaid.`;
  return null;
}

/** Whether the line's amount pays the order: a warning when it does not, else a calm tick. */
export function AmountCheck({
  amount,
  order,
}: {
  amount: string;
  order: { amount_due: string; status: OrderStatus };
}) {
  const warning = amountWarning(amount, order);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', whiteSpace: 'normal' }}>
      {warning ? (
        <WarningAmberIcon fontSize="small" color="warning" aria-hidden />
      ) : (
        <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
      )}
      <Typography component="span" variant="caption" sx={{ fontWeight: 600 }}>
        {warning ?? 'Exactly the amount due.'}
      </Typography>
    </Stack>
  );
}

/** The order a line is proposed for, or booked to: its number, customer and where it stands. */
export function OrderFacts({
  order,
  showDue,
  children,
}: {
  order: StatementOrder;
  /** An open line: how much the order still owes. */
  showDue: boolean;
  children?: ReactNode;
}) {
  return (
    <Stack spacing={0.5} sx={{ whiteSpace: 'normal', minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <OrderLink saleSequence={order.sale_sequence} />
        <OrderPaymentChip state={order.payment_state} />
      </Stack>
      <Typography component="span" variant="caption" color="text.secondary">
        {showDue
          ? `${order.name} · ${formatEuro(order.amount_due)} due of ${formatEuro(order.total)}`
          : order.name}
      </Typography>
      {children}
    </Stack>
  );
}

/** The order field of a line without (or with another) order: the number, checked as it is typed. */
export function OrderNumberField({
  line,
  value,
  error,
  onChange,
  onCancel,
}: {
  line: BankStatementLine;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Back to the proposed order, when there is one. */
  onCancel?: () => void;
}) {
  const number = value.trim();
  const complete = SALE_SEQUENCE_PATTERN.test(number);
  const lookup = useOrderLookup(number, complete);
  const found = complete && lookup.data ? lookup.data : undefined;

  const hint = error
    ? error
    : !complete
      ? 'The number of the order this money pays, such as 2026-0042.'
      : lookup.isPending
        ? `Looking up order ${number}…`
        : lookup.isError
          ? errorMessage(lookup.error)
          : found
            ? `${found.address.name} · ${formatEuro(found.balance)} due of ${formatEuro(found.totals.total)}`
            : '';

  return (
    <Stack spacing={0.5} sx={{ minWidth: 200, whiteSpace: 'normal' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Order number"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error) || (complete && lookup.isError)}
          helperText={hint}
          placeholder="2026-0042"
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'off',
              'aria-label': `Order number for ${formatEuro(line.amount)} from ${line.payer || 'an unknown payer'}`,
            },
          }}
          sx={{ flex: 1 }}
        />
        {onCancel && (
          <Button size="small" onClick={onCancel} sx={{ mt: 0.5 }}>
            Undo
          </Button>
        )}
      </Stack>
      {found && !error && (
        <Box>
          <AmountCheck
            amount={line.amount}
            order={{ amount_due: found.balance, status: found.status }}
          />
        </Box>
      )}
    </Stack>
  );
}
