import { Alert, Box, Stack, Typography } from '@mui/material';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import type { OrderEditResult, StaffOrder } from '@windfamily/contract/orders';
import { useId } from 'react';
import { Fact, Facts } from '../../../components/backoffice/facts';
import { OrderLines, OrderTotals } from './order-lines';

/** The order's invoice that stands (issued, not credited), if it has one. */
export const standingInvoice = (order: StaffOrder) =>
  order.invoices.find((invoice) => invoice.kind === 'invoice' && !invoice.corrected_by);

/** Where the money stands after a change: owed, to refund, or even. */
export function balanceSentence(balance: string): string {
  const cents = moneyToCents(balance);
  if (cents > 0) return `The customer then owes ${formatEuro(balance)}.`;
  if (cents < 0) return `${formatEuro(-cents / 100)} is then to be refunded to the customer.`;
  return 'Nothing is then owed, and nothing is to be refunded.';
}

/**
 * What an edit would do, as the server's preview answers it: the total before and after, the
 * balance, the invoice credited and issued again, and the new totals (and lines).
 */
export function EditPreview({
  order,
  result,
  showLines = false,
}: {
  order: StaffOrder;
  result: OrderEditResult;
  showLines?: boolean;
}) {
  const headingId = useId();
  const { change } = result;
  const invoice = standingInvoice(order);
  const same = change.total_before === change.total_after;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'primary.light', borderRadius: 1, p: 2, bgcolor: 'grey.50' }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        Preview of the change
      </Typography>
      <Stack spacing={2}>
        <Facts label="What changes">
          <Fact label="Total">
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {same
                ? `${formatEuro(change.total_after)} (unchanged)`
                : `${formatEuro(change.total_before)} → ${formatEuro(change.total_after)}`}
            </Box>
          </Fact>
          <Fact label="Paid">{formatEuro(order.amount_paid)}</Fact>
          <Fact label="Balance">{balanceSentence(change.balance)}</Fact>
        </Facts>
        {change.reissues_invoice && (
          <Alert severity="warning">
            {invoice
              ? `The invoice ${invoice.number} will be credited, and a new invoice issued.`
              : 'The invoice will be credited, and a new invoice issued.'}
          </Alert>
        )}
        {showLines && <OrderLines items={result.order.items} label="Lines after the change" />}
        <OrderTotals order={result.order} />
      </Stack>
    </Box>
  );
}
