import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@windfamily/contract/order-basics';
import type { OrderPermissions, StaffOrder } from '@windfamily/contract/orders';
import type { PaymentEntry } from '@windfamily/contract/payments';
import { FormSection } from '../../../components/backoffice/form-section';
import { formatDateTime } from '../../../lib/dates';
import { ActionButton } from './action-button';
import { Fact, Facts } from '../../../components/backoffice/facts';
import { balanceText } from './format';
import { PaymentStateChip } from './order-chips';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** A refund still to be sent by bank transfer. */
export const isPendingBankRefund = (entry: PaymentEntry) =>
  entry.kind === 'refund' && entry.method === 'bank_transfer' && entry.status === 'pending';

function PaymentLine({
  entry,
  onMarkSent,
}: {
  entry: PaymentEntry;
  /** A pending bank refund's "Mark as sent"; none: not for this user. */
  onMarkSent?: (entry: PaymentEntry) => void;
}) {
  const reference = entry.provider_ref ?? (entry.reference || String(entry.id));
  const out = entry.kind !== 'payment';
  return (
    <Box component="li" aria-label={`${PAYMENT_KIND_LABELS[entry.kind]} ${reference}`}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography sx={{ fontWeight: 600 }}>
          {`${PAYMENT_KIND_LABELS[entry.kind]} · ${PAYMENT_METHOD_LABELS[entry.method]}`}
        </Typography>
        <Typography
          sx={{ fontWeight: 600, ...numeric, color: out ? 'error.dark' : 'text.primary' }}
        >
          {out ? `−${formatEuro(entry.amount)}` : formatEuro(entry.amount)}
        </Typography>
      </Stack>
      <Facts>
        <Fact label="Status">{PAYMENT_STATUS_LABELS[entry.status]}</Fact>
        <Fact label="Recorded">{formatDateTime(entry.date)}</Fact>
        <Fact label={entry.kind === 'refund' ? 'Sent' : 'Paid'}>
          {entry.paid_date ? formatDateTime(entry.paid_date) : '–'}
        </Fact>
        <Fact label="Reference">
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
            {entry.provider_ref ?? (entry.reference || '–')}
          </Box>
        </Fact>
        {entry.payer && <Fact label="Payer">{entry.payer}</Fact>}
        {entry.note && <Fact label="Note">{entry.note}</Fact>}
        <Fact label="By">{entry.recorded_by ?? 'The shop'}</Fact>
      </Facts>
      {isPendingBankRefund(entry) && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ color: 'warning.dark', mb: 1 }}>
            To be sent by bank transfer.
          </Typography>
          {onMarkSent && (
            <Button size="small" variant="outlined" onClick={() => onMarkSent(entry)}>
              Mark as sent
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * Where the order's money stands: state, total, what was received and kept, the balance; the
 * payments, refunds and fees one by one; recording a transfer and refunding.
 */
export function PaymentCard({
  order,
  rules,
  onRecordPayment,
  onRefund,
  onMarkSent,
}: {
  order: StaffOrder;
  rules: OrderPermissions['actions'] | undefined;
  onRecordPayment: () => void;
  onRefund: () => void;
  onMarkSent?: (entry: PaymentEntry) => void;
}) {
  const balance = moneyToCents(order.balance);
  return (
    <FormSection title="Payment">
      <Facts>
        <Fact label="Method">{PAYMENT_METHOD_LABELS[order.payment_method]}</Fact>
        <Fact label="State">
          <PaymentStateChip state={order.payment_state} />
        </Fact>
        <Fact label="Total">
          <Box component="span" sx={numeric}>
            {formatEuro(order.totals.total)}
          </Box>
        </Fact>
        <Fact label="Received">
          <Box component="span" sx={numeric}>
            {formatEuro(order.amount_paid)}
          </Box>
        </Fact>
        <Fact label="Balance">
          <Box
            component="span"
            sx={{
              ...numeric,
              fontWeight: 600,
              color: balance > 0 ? 'warning.dark' : balance < 0 ? 'error.dark' : 'success.dark',
            }}
          >
            {balanceText(order.balance) || 'Settled'}
          </Box>
        </Fact>
        {order.payment_method === 'bank_transfer' && (
          <Fact label="Bank reference">
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {order.bank_transfer?.reference ?? order.sale_sequence}
            </Box>
          </Fact>
        )}
      </Facts>
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <ActionButton rule={rules?.record_payment} variant="outlined" onClick={onRecordPayment}>
          Record payment
        </ActionButton>
        <ActionButton rule={rules?.refund} variant="outlined" color="error" onClick={onRefund}>
          Refund
        </ActionButton>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Payments and refunds
      </Typography>
      {order.payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payments recorded.
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label="Payments and refunds"
          spacing={2}
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {order.payments.map((entry) => (
            <PaymentLine key={entry.id} entry={entry} onMarkSent={onMarkSent} />
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
