import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, Stack, Typography } from '@mui/material';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import type { StaffOrder } from '@windfamily/contract/orders';
import type { PaymentEntry } from '@windfamily/contract/payments';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { moneyField } from '../../../components/backoffice/form-schemas';
import { FormRootError, FormTextField } from '../../accounts';
import { useCompleteRefund, useRecordTransfer, useRefundOrder } from '../api';
import { amountText, todayIso } from '../components/format';
import { OrderDialog, useOrderWriteErrors } from '../components/order-dialog';

// The money of an order: a bank transfer that came in, a refund, a bank refund that was sent.

const amountField = moneyField.refine((amount) => moneyToCents(amount) > 0, {
  message: 'an amount above 0',
});
const dayField = z.iso.date('a date such as 2026-01-31');

/** An amount in euros, typed as text ("49", "49.90" or "49,90"). */
function AmountField({ label = 'Amount', helperText }: { label?: string; helperText?: string }) {
  return (
    <FormTextField
      name="amount"
      label={label}
      required
      helperText={helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}

/** A day, not after today. */
function DayField({ label, helperText }: { label: string; helperText?: string }) {
  return (
    <FormTextField
      name="date"
      label={label}
      type="date"
      required
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso() } }}
    />
  );
}

const transferSchema = z.object({
  amount: amountField,
  date: dayField,
  reference: z.string().trim().max(500, 'at most 500 characters'),
  payer: z.string().trim().max(200, 'at most 200 characters'),
  note: z.string().trim().max(1000, 'at most 1000 characters'),
});
type TransferValues = z.input<typeof transferSchema>;

/** Records a bank transfer that came in for the order: any amount, a part or too much. */
export function RecordPaymentDialog({
  order,
  onClose,
}: {
  order: StaffOrder;
  onClose: () => void;
}) {
  const record = useRecordTransfer();
  const onError = useOrderWriteErrors(order.sale_sequence, onClose);
  const owed = moneyToCents(order.balance) > 0;
  const form = useForm<TransferValues, unknown, z.output<typeof transferSchema>>({
    resolver: zodResolver(transferSchema),
    mode: 'onTouched',
    defaultValues: {
      amount: owed ? amountText(order.balance) : '',
      date: todayIso(),
      reference: order.sale_sequence,
      payer: order.billing_address?.company || order.billing_address?.name || order.address.name,
      note: '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync({ order: order.sale_sequence, ...values });
      toast.success(
        `Payment of ${formatEuro(values.amount)} recorded for order ${order.sale_sequence}.`,
      );
      onClose();
    } catch (error) {
      onError(error, (other) =>
        applyServerErrors(
          other,
          form.setError,
          fieldMapper<TransferValues>({ fields: ['amount', 'date', 'reference', 'payer', 'note'] }),
        ),
      );
    }
  });
  return (
    <OrderDialog
      title={`Record a bank transfer for order ${order.sale_sequence}`}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      submitLabel="Record payment"
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {owed
              ? `The customer owes ${formatEuro(order.balance)}. A part or more is kept as it is.`
              : 'Nothing is owed now: what is recorded is kept as an over-payment.'}
          </Typography>
          <FormRootError />
          <AmountField />
          <DayField label="Arrived on" />
          <FormTextField name="reference" label="Reference" helperText="As the bank shows it" />
          <FormTextField name="payer" label="Payer" />
          <FormTextField name="note" label="Note" multiline minRows={2} />
        </Stack>
      </FormProvider>
    </OrderDialog>
  );
}

const refundSchema = z.object({
  amount: amountField,
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the money goes back.')
    .max(500, 'at most 500 characters'),
});
type RefundValues = z.input<typeof refundSchema>;

/**
 * Refunds money of the order: card payments go back through the payment service, the rest is
 * to be sent by bank transfer (and marked as sent once it is).
 */
export function RefundDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const refund = useRefundOrder(order.sale_sequence);
  const onError = useOrderWriteErrors(order.sale_sequence, onClose);
  const overpaid = moneyToCents(order.balance) < 0;
  const form = useForm<RefundValues, unknown, z.output<typeof refundSchema>>({
    resolver: zodResolver(refundSchema),
    mode: 'onTouched',
    defaultValues: { amount: amountText(overpaid ? order.balance : order.amount_paid), reason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await refund.mutateAsync({ ...values, version: order.version });
      const pendingBank = result.entries.some(
        (entry) =>
          entry.kind === 'refund' && entry.method === 'bank_transfer' && entry.status === 'pending',
      );
      toast.success(
        `Refund of ${formatEuro(values.amount)} started for order ${order.sale_sequence}.${
          pendingBank ? ' Send the bank transfer, then mark it as sent.' : ''
        }`,
      );
      onClose();
    } catch (error) {
      onError(error, (other) =>
        applyServerErrors(
          other,
          form.setError,
          fieldMapper<RefundValues>({ fields: ['amount', 'reason'] }),
        ),
      );
    }
  });
  return (
    <OrderDialog
      title={`Refund order ${order.sale_sequence}`}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      submitLabel="Refund"
      destructive
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {`Received and kept: ${formatEuro(order.amount_paid)}${
              overpaid
                ? `, of which ${formatEuro(-moneyToCents(order.balance) / 100)} is too much`
                : ''
            }. Card payments go back through the payment service; the rest is to be sent by bank transfer.`}
          </Typography>
          <FormRootError />
          <AmountField helperText={`At most ${formatEuro(order.amount_paid)}`} />
          <FormTextField name="reason" label="Reason" required multiline minRows={2} />
        </Stack>
      </FormProvider>
    </OrderDialog>
  );
}

const sentSchema = z.object({
  date: dayField,
  reference: z.string().trim().max(500, 'at most 500 characters'),
});
type SentValues = z.input<typeof sentSchema>;

/** A refund to be sent by bank transfer was sent: on which day, with which reference. */
export function RefundSentDialog({
  order,
  refund,
  onClose,
}: {
  order: StaffOrder;
  refund: PaymentEntry;
  onClose: () => void;
}) {
  const complete = useCompleteRefund();
  const onError = useOrderWriteErrors(order.sale_sequence, onClose);
  const form = useForm<SentValues, unknown, z.output<typeof sentSchema>>({
    resolver: zodResolver(sentSchema),
    mode: 'onTouched',
    defaultValues: { date: todayIso(), reference: order.sale_sequence },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await complete.mutateAsync({
        id: refund.id,
        date: values.date,
        ...(values.reference ? { reference: values.reference } : {}),
      });
      toast.success(`Refund of ${formatEuro(refund.amount)} marked as sent.`);
      onClose();
    } catch (error) {
      onError(error, (other) =>
        applyServerErrors(
          other,
          form.setError,
          fieldMapper<SentValues>({ fields: ['date', 'reference'] }),
        ),
      );
    }
  });
  return (
    <OrderDialog
      title={`Refund of ${formatEuro(refund.amount)} sent?`}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      submitLabel="Mark as sent"
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {`Once the bank transfer to ${refund.payer || order.address.name} is made, the refund counts as paid out.`}
          </Typography>
          <FormRootError />
          <DayField label="Sent on" />
          <FormTextField name="reference" label="Reference" helperText="The transfer's reference" />
        </Stack>
      </FormProvider>
    </OrderDialog>
  );
}
