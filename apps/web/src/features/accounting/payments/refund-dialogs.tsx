import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import type { PaymentListEntry } from '@windfamily/contract/payments';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { useCompleteRefund, useSendRefund } from '../api';
import { sentFieldOf, sentFormSchema, sentPayload, today } from './transfer-form';

const refundOf = (refund: PaymentListEntry) =>
  `${formatEuro(refund.amount)} for order ${refund.order.sale_sequence}`;

/** Marks a refund to be made by bank transfer as sent: the day it went out, its reference. */
export function MarkSentDialog({
  refund,
  onClose,
}: {
  refund: PaymentListEntry;
  onClose: () => void;
}) {
  const complete = useCompleteRefund();
  const titleId = useId();
  const textId = useId();
  const form = useForm({
    resolver: zodResolver(sentFormSchema),
    mode: 'onTouched',
    defaultValues: { date: today(), reference: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await complete.mutateAsync({ id: refund.id, ...sentPayload(values) });
      toast.success(`The refund of ${refundOf(refund)} is marked as sent.`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, sentFieldOf);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Refund sent">
          <DialogTitle id={titleId}>Mark the refund as sent?</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId}>
              {`Only once you have transferred ${formatEuro(refund.amount)} back to ${refund.order.name || refund.order.email} (order ${refund.order.sale_sequence}). The order's balance counts it as paid back.`}
            </DialogContentText>
            <Stack spacing={2.5} sx={{ pt: 2.5 }}>
              <FormRootError />
              <FormTextField
                name="date"
                label="Sent on"
                type="date"
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
              />
              <FormTextField
                name="reference"
                label="Reference"
                helperText="The reference the transfer was sent with, if any."
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting} autoFocus>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              Mark as sent
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}

/** Sends a card refund the payment service did not answer to it again (it is made once). */
export function SendAgainDialog({
  refund,
  onClose,
}: {
  refund: PaymentListEntry;
  onClose: () => void;
}) {
  const send = useSendRefund();
  const [error, setError] = useState<string>();
  const titleId = useId();
  const textId = useId();

  const confirm = async () => {
    setError(undefined);
    try {
      await send.mutateAsync(refund.id);
      toast.success(`The refund of ${refundOf(refund)} was sent to the payment service again.`);
      onClose();
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Send the card refund again?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`The payment service is asked again to refund ${formatEuro(refund.amount)} to the card of order ${refund.order.sale_sequence}. It makes the refund once, however often it is asked.`}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void confirm()} loading={send.isPending}>
          Send again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
