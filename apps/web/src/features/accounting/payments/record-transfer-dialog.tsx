import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import { PAYMENT_STATE_LABELS } from '@windfamily/contract/order-basics';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { FieldGrid } from '../../../components/backoffice/form-section';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useRecordTransfer } from '../api';
import {
  emptyTransfer,
  today,
  transferFieldOf,
  transferFormSchema,
  transferPayload,
} from './transfer-form';

/**
 * Records a bank transfer that came in, by hand: the order it pays, how much, the day it
 * arrived, and what the bank says of it. A part or too much is kept as it is.
 */
export function RecordTransferDialog({ onClose }: { onClose: () => void }) {
  const record = useRecordTransfer();
  const isMobile = useIsMobile();
  const titleId = useId();
  const form = useForm({
    resolver: zodResolver(transferFormSchema),
    mode: 'onTouched',
    defaultValues: emptyTransfer(),
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { order } = await record.mutateAsync(transferPayload(values));
      toast.success(
        `Bank transfer of ${formatEuro(values.amount)} recorded for order ${order.sale_sequence}, which is now ${PAYMENT_STATE_LABELS[order.payment_state].toLowerCase()}.`,
      );
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, transferFieldOf);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isMobile}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Bank transfer">
          <DialogTitle id={titleId}>Record a bank transfer</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormRootError />
              <FieldGrid>
                <FormTextField
                  name="order"
                  label="Order number"
                  required
                  placeholder="2026-0042"
                  autoFocus
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <FormTextField
                  name="amount"
                  label="Amount"
                  required
                  placeholder="49.90"
                  helperText="In euros, as it arrived."
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                    input: { endAdornment: <span aria-hidden="true">€</span> },
                  }}
                />
                <FormTextField
                  name="date"
                  label="Arrived on"
                  type="date"
                  required
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
                />
                <FormTextField name="payer" label="Payer" />
              </FieldGrid>
              <FormTextField
                name="reference"
                label="Reference"
                helperText="The transfer's reference text, as the bank shows it."
              />
              <FormTextField name="note" label="Note" multiline minRows={2} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              Record transfer
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
