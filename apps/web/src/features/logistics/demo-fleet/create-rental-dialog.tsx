import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centsToMoney, moneyInputSchema } from '@windfamily/contract/money';
import { rentalPilotSchema, type Rental, type RentalRequest } from '@windfamily/contract/rentals';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { api } from '../../../lib/http';
import { FormRootError, FormTextField } from '../../accounts';
import { OrderDialog } from '../../sales/components/order-dialog';
import { demoFleetKeys, RENTALS_API, useFleet } from './api';
import { isoDay } from './fleet-calendar';
import { EMPTY_PILOT, FeeField, PeriodFields, PilotFields, rentalFieldOf } from './rental-fields';

const dayField = z.iso.date('a date such as 2026-05-31');
const bookingSchema = z.object({
  unit_id: z.string().min(1, 'choose a wing of the fleet'),
  pilot: rentalPilotSchema,
  starts_on: dayField,
  ends_on: dayField,
  fee: moneyInputSchema,
  note: z.string().trim().max(2000, 'at most 2000 characters'),
});
type BookingValues = z.input<typeof bookingSchema>;
type Booking = z.output<typeof bookingSchema>;

/** The form filled from a pilot's request: their contact, country and the dates they asked for. */
const fromRequest = (request: RentalRequest | undefined): BookingValues => ({
  unit_id: '',
  pilot: request
    ? {
        ...EMPTY_PILOT,
        name: request.name,
        email: request.email,
        phone: request.phone,
        country: request.country,
      }
    : EMPTY_PILOT,
  starts_on: request?.starts_on ?? '',
  ends_on: request?.ends_on ?? '',
  fee: '0',
  note: request?.message ?? '',
});

/**
 * Books a wing of the fleet for a pilot, maybe answering their request ("Try our Wings"): the
 * server refuses an overlap, or too few days between two rentals, with a sentence.
 */
export function CreateRentalDialog({
  request,
  onClose,
}: {
  request?: RentalRequest;
  onClose: () => void;
}) {
  const today = isoDay(new Date());
  const fleet = useFleet(today, today);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: object) => api.post<Rental>(RENTALS_API, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoFleetKeys.all }),
  });
  const form = useForm<BookingValues, unknown, Booking>({
    resolver: zodResolver(bookingSchema),
    mode: 'onTouched',
    defaultValues: fromRequest(request),
  });
  // The request's wing first: its units, then the rest of the fleet.
  const units = [...(fleet.data?.units ?? [])].sort(
    (a, b) =>
      Number(b.product_id === request?.product.id) - Number(a.product_id === request?.product.id),
  );

  const submit = form.handleSubmit(async ({ unit_id, fee, ...values }) => {
    try {
      const rental = await create.mutateAsync({
        ...values,
        unit_id: Number(unit_id),
        fee: centsToMoney(fee),
        request_id: request?.id ?? null,
      });
      toast.success(`${rental.unit.serial} is booked for ${rental.pilot.name}.`);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, rentalFieldOf<BookingValues>());
    }
  });

  return (
    <OrderDialog
      title={request ? `Book a wing for ${request.name}` : 'New rental'}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      submitLabel="Book"
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          {request && (
            <Typography variant="body2" color="text.secondary">
              {`Asked for ${request.product.name}${request.size ? ` ${request.size}` : ''}. Add the address the wing goes to.`}
            </Typography>
          )}
          <FormRootError />
          <FormSelectField
            name="unit_id"
            label="Wing"
            required
            options={units.map((unit) => ({
              value: String(unit.id),
              label: `${unit.serial} · ${unit.model} ${unit.size} (${unit.location})`,
            }))}
          />
          <PilotFields />
          <PeriodFields />
          <FeeField />
          <FormTextField name="note" label="Note" multiline minRows={2} />
        </Stack>
      </FormProvider>
    </OrderDialog>
  );
}
