import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { rentalReturnPayloadSchema, type Rental } from '@windfamily/contract/rentals';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { FormRootError, FormTextField } from '../../accounts';
import { OrderDialog } from '../../sales/components/order-dialog';
import { useRentalAction } from './api';

type ReturnValues = z.input<typeof rentalReturnPayloadSchema>;
type ReturnPayload = z.output<typeof rentalReturnPayloadSchema>;

/**
 * The wing is back (`POST {id}/return/`): the hours flown during the rental (they add to the
 * wing's), how it came back, and whether it was checked (the check clock starts again).
 */
export function ReturnDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const action = useRentalAction();
  const form = useForm<ReturnValues, unknown, ReturnPayload>({
    resolver: zodResolver(rentalReturnPayloadSchema),
    mode: 'onTouched',
    defaultValues: {
      hours_flown: null as unknown as number,
      condition: '',
      inspected: false,
      inspection_note: '',
    },
  });
  const inspected = useWatch({ control: form.control, name: 'inspected' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await action.mutateAsync({
        id: rental.id,
        action: 'return',
        body: { ...values, inspection_note: values.inspected ? values.inspection_note : '' },
      });
      toast.success(`${rental.unit.serial} is back in the fleet.`);
      onClose();
    } catch (error) {
      applyServerErrors(
        error,
        form.setError,
        fieldMapper<ReturnValues>({
          fields: ['hours_flown', 'condition', 'inspected', 'inspection_note'],
        }),
      );
    }
  });
  return (
    <OrderDialog
      title={`Return of ${rental.unit.serial}`}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      submitLabel="Record the return"
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {`Back from ${rental.pilot.name}. The wing had flown ${rental.unit.hours_flown} h; the hours of this rental add to them.`}
          </Typography>
          <FormRootError />
          <FormNumberField
            name="hours_flown"
            label="Hours flown"
            unit="h"
            decimal
            required
            helperText="During this rental, e.g. 7.5"
          />
          <FormTextField
            name="condition"
            label="Condition"
            multiline
            minRows={2}
            required
            helperText="How the wing came back"
          />
          <FormSwitch
            name="inspected"
            label="Checked on its return"
            helperText="The next check is counted from today and these hours."
          />
          {inspected && (
            <FormTextField name="inspection_note" label="Inspection result" multiline minRows={2} />
          )}
        </Stack>
      </FormProvider>
    </OrderDialog>
  );
}
