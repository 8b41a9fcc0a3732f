import { Box, Divider, Stack, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import { PAYMENT_METHOD_LABELS } from '@windfamily/contract/order-basics';
import type { StaffOrder } from '@windfamily/contract/orders';
import { FormSection } from '../../../components/backoffice/form-section';
import { Fact, Facts } from './facts';
import { formatDateTime } from '../../../lib/dates';
import { humanize } from './format';
import { PaymentStateChip } from './order-chips';

type Payment = StaffOrder['payments'][number];

function PaymentEntry({ payment }: { payment: Payment }) {
  return (
    <Box
      component="li"
      aria-label={`Payment ${payment.provider_ref ?? (payment.reference || payment.id)}`}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography sx={{ fontWeight: 600 }}>{PAYMENT_METHOD_LABELS[payment.method]}</Typography>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatEuro(payment.amount)}
        </Typography>
      </Stack>
      <Facts>
        <Fact label="Reference">
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
            {payment.provider_ref ?? (payment.reference || '–')}
          </Box>
        </Fact>
        <Fact label="Status">{humanize(payment.status)}</Fact>
        <Fact label="Started">{formatDateTime(payment.date)}</Fact>
        <Fact label="Paid">{payment.paid_date ? formatDateTime(payment.paid_date) : '–'}</Fact>
      </Facts>
    </Box>
  );
}

/** How the order is paid, what is left to pay, and the payments made through a payment service. */
export function PaymentCard({ order }: { order: StaffOrder }) {
  return (
    <FormSection title="Payment">
      <Facts>
        <Fact label="Method">{PAYMENT_METHOD_LABELS[order.payment_method]}</Fact>
        <Fact label="State">
          <PaymentStateChip state={order.payment_state} />
        </Fact>
        <Fact label="Amount due">
          <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatEuro(order.amount_due)}
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
      <Divider sx={{ my: 2 }} />
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Payments
      </Typography>
      {order.payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payments recorded.
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label="Payments"
          spacing={2}
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {order.payments.map((payment) => (
            <PaymentEntry key={payment.id} payment={payment} />
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
