import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { RENTAL_GAP_DAYS, rentalPilotSchema, type Rental } from '@windfamily/contract/rentals';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FormRootError, FormTextField } from '../../accounts';
import { OrderDialog } from '../../sales/components/order-dialog';
import { useUpdateRental } from './api';
import { PeriodFields, PilotFields, rentalFieldOf } from './rental-fields';

const dayField = z.iso.date('a date such as 2026-05-31');
const changeSchema = z
  .object({
    pilot: rentalPilotSchema,
    starts_on: dayField,
    ends_on: dayField,
    note: z.string().trim().max(2000, 'at most 2000 characters'),
  })
  .refine((values) => values.ends_on >= values.starts_on, {
    path: ['ends_on'],
    message: 'on or after the start',
  });
type ChangeValues = z.input<typeof changeSchema>;
type Change = z.output<typeof changeSchema>;

/**
 * Changes a rental's pilot, period and note (`PUT {id}/`); the start only while it is booked.
 * The server's refusal of an overlap, or of too few days before or after another rental of
 * the wing, shows above the fields and the form stays as typed.
 */
export function EditRentalDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const update = useUpdateRental(rental.id);
  const startFixed = rental.state !== 'booked';
  const form = useForm<ChangeValues, unknown, Change>({
    resolver: zodResolver(changeSchema),
    mode: 'onTouched',
    defaultValues: {
      pilot: rental.pilot,
      starts_on: rental.starts_on,
      ends_on: rental.ends_on,
      note: rental.note,
    },
  });
  const submit = form.handleSubmit(async ({ starts_on, ...values }) => {
    try {
      await update.mutateAsync(startFixed ? values : { ...values, starts_on });
      toast.success(`The rental of ${rental.unit.serial} is changed.`);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, rentalFieldOf<ChangeValues>());
    }
  });
  return (
    <OrderDialog
      title={`Change the rental of ${rental.unit.serial}`}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save"
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {`Two rentals of one wing need ${RENTAL_GAP_DAYS} days between them for shipping and checks.`}
          </Typography>
          <FormRootError />
          <PeriodFields startFixed={startFixed} />
          <PilotFields />
          <FormTextField name="note" label="Note" multiline minRows={2} />
        </Stack>
      </FormProvider>
    </OrderDialog>
  );
}
