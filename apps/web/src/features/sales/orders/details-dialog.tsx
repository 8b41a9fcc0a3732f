import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import type { BillingAddress, OrderEditResult, StaffOrder } from '@windfamily/contract/orders';
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS } from '@windfamily/contract/pricing';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useWatch,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import toast from 'react-hot-toast';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { isHttpError } from '../../../lib/http';
import { CountryField, FormRootError, FormTextField, PhoneField } from '../../accounts';
import { useEditOrderDetails } from '../api';
import { EditPreview } from '../components/edit-preview';
import { OrderDialog, useOrderWriteErrors } from '../components/order-dialog';
import {
  billingFieldOf,
  billingFormSchema,
  billingFormValues,
  detailsFieldOf,
  detailsFormSchema,
  detailsFormValues,
  detailsPayload,
  type BillingFormValues,
  type DetailsFormOutput,
  type DetailsFormValues,
} from './details-form';

/** A titled group of fields of the dialog. */
function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** Two fields side by side on wide screens. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** The address lines both forms share: street, zip code, city, state, country. */
function AddressLines() {
  return (
    <>
      <Pair>
        <FormTextField name="address" label="Address" required autoComplete="off" />
        <FormTextField name="address2" label="Address, second line" autoComplete="off" />
      </Pair>
      <Pair>
        <FormTextField name="zipcode" label="Zip code" required autoComplete="off" />
        <FormTextField name="city" label="City" required autoComplete="off" />
      </Pair>
      <Pair>
        <FormTextField name="state" label="State / region" autoComplete="off" />
        <CountryField />
      </Pair>
    </>
  );
}

/** Any change of a form makes the preview out of date. */
function useStaleOnChange<T extends FieldValues>(form: UseFormReturn<T>, stale: () => void) {
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => stale() }),
    [form, stale],
  );
}

/**
 * Changes the order's details: the delivery address with phone and e-mail, the invoice address
 * (or the delivery address's), the delivery method, the customer's comment, the staff note and
 * the customer's reference. Previewed first (a new delivery method changes the shipping; a
 * standing invoice is credited and issued again when what it says changes), then saved.
 */
export function DetailsDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const edit = useEditOrderDetails(order.sale_sequence);
  const form = useForm<DetailsFormValues, unknown, DetailsFormOutput>({
    resolver: zodResolver(detailsFormSchema),
    mode: 'onTouched',
    defaultValues: detailsFormValues(order),
  });
  const billingForm = useForm<BillingFormValues, unknown, BillingAddress>({
    resolver: zodResolver(billingFormSchema),
    mode: 'onTouched',
    defaultValues: billingFormValues(order),
  });
  const billingSame = useWatch({ control: form.control, name: 'billing_same' });
  const [preview, setPreview] = useState<OrderEditResult | null>(null);
  const [busy, setBusy] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);
  const onError = useOrderWriteErrors(order.sale_sequence, onClose);
  const [stale] = useState(() => () => setPreview(null));
  useStaleOnChange(form, stale);
  useStaleOnChange(billingForm, stale);
  useEffect(() => {
    if (preview) previewRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [preview]);

  const dirty = form.formState.isDirty || (!billingSame && billingForm.formState.isDirty);

  const send = async (values: DetailsFormOutput, billing: BillingAddress | null) => {
    setBusy(true);
    try {
      const payload = detailsPayload(
        values,
        billing,
        { details: form.formState.dirtyFields, billing: billingForm.formState.isDirty },
        order.version,
      );
      const result = await edit.mutateAsync({ payload, preview: !preview });
      if (result.change.preview) {
        setPreview(result);
        return;
      }
      toast.success(
        `Order ${order.sale_sequence} saved${
          result.change.total_after === result.change.total_before
            ? '.'
            : `: the total is now ${formatEuro(result.change.total_after)}.`
        }${result.change.reissues_invoice ? ' The invoice was credited and issued again.' : ''}`,
      );
      onClose();
    } catch (error) {
      onError(error, (other) => {
        applyServerErrors(other, form.setError, detailsFieldOf);
        if (isHttpError(other))
          for (const [path, messages] of Object.entries(other.fieldErrors)) {
            const field = billingFieldOf(path);
            if (field) billingForm.setError(field, { type: 'server', message: messages.join(' ') });
          }
      });
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    // Both forms show their errors at once; the invoice address counts only when it is its own.
    let billing: BillingAddress | null = null;
    let billingValid = true;
    if (!billingSame) {
      billingValid = false;
      await billingForm.handleSubmit((values) => {
        billing = values;
        billingValid = true;
      })();
    }
    await form.handleSubmit(async (values) => {
      if (billingValid) await send(values, billing);
    })();
  };

  return (
    <OrderDialog
      title={`Details of order ${order.sale_sequence}`}
      onClose={onClose}
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      submitLabel={preview ? 'Save' : 'Preview'}
      submitDisabled={!dirty}
      maxWidth="md"
    >
      <Stack spacing={3}>
        <FormProvider {...form}>
          <FormRootError />
          <FieldGroup title="Delivery address">
            <Pair>
              <FormTextField name="name" label="Name" required autoComplete="off" />
              <FormTextField
                name="attname"
                label="Company or c/o"
                autoComplete="off"
                helperText="Optional second line of the name"
              />
            </Pair>
            <AddressLines />
            <Pair>
              <PhoneField />
              <FormTextField
                name="email"
                label="E-mail"
                type="email"
                required
                autoComplete="off"
                helperText="The order's mails go here."
              />
            </Pair>
          </FieldGroup>
        </FormProvider>
        <FieldGroup title="Invoice address">
          <FormProvider {...form}>
            <FormSwitch
              name="billing_same"
              label="Same as the delivery address"
              helperText={billingSame ? undefined : 'The invoice goes to the address below.'}
            />
          </FormProvider>
          {!billingSame && (
            <FormProvider {...billingForm}>
              <Pair>
                <FormTextField name="name" label="Name" required autoComplete="off" />
                <FormTextField name="company" label="Company" autoComplete="off" />
              </Pair>
              <AddressLines />
            </FormProvider>
          )}
        </FieldGroup>
        <FormProvider {...form}>
          <FieldGroup title="Delivery and notes">
            <FormSelectField
              name="delivery_method"
              label="Delivery method"
              options={DELIVERY_METHODS.map((value) => ({
                value,
                label: DELIVERY_METHOD_LABELS[value],
              }))}
            />
            <FormTextField
              name="customer_reference"
              label="Customer's reference"
              helperText="Their own order number, printed on the invoice."
            />
            <FormTextField name="comment" label="Customer's comment" multiline minRows={2} />
            <FormTextField
              name="staff_note"
              label="Staff note"
              multiline
              minRows={2}
              helperText="Only staff see it."
            />
          </FieldGroup>
        </FormProvider>
        {preview && (
          <div ref={previewRef}>
            <EditPreview order={order} result={preview} />
          </div>
        )}
      </Stack>
    </OrderDialog>
  );
}
