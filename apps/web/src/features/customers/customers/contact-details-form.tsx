import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { addressFromForm, addressToForm, emailField } from '@windfamily/contract/accounts';
import { contactFormSchema } from '@windfamily/contract/contact';
import { customerPayloadSchema, type Customer } from '@windfamily/contract/customers';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FieldGrid } from '../../../components/backoffice/form-section';
import {
  AddressFields,
  addressFieldOf,
  errorMessage,
  FormRootError,
  FormTextField,
  PhoneField,
} from '../../accounts';
import { useUpdateCustomer } from '../api';

const customerFormSchema = contactFormSchema.extend({
  email: emailField,
  company: customerPayloadSchema.shape.company,
});
type CustomerFormInput = z.input<typeof customerFormSchema>;

const formValues = (customer: Customer): CustomerFormInput => ({
  ...addressToForm(customer.address, ''),
  email: customer.email,
  phone: customer.phone,
  company: customer.company,
});

const OWN_FIELDS = ['email', 'phone', 'company'];
const customerFieldOf = (path: string) =>
  (OWN_FIELDS.includes(path) ? path : addressFieldOf(path)) as keyof CustomerFormInput | undefined;

/** The account's e-mail, phone, company and address, as staff correct them. */
export function ContactDetailsForm({ customer }: { customer: Customer }) {
  const update = useUpdateCustomer(customer.id);
  const form = useForm({
    resolver: zodResolver(customerFormSchema),
    mode: 'onTouched',
    defaultValues: formValues(customer),
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        email: values.email,
        phone: values.phone,
        company: values.company,
        address: addressFromForm(values),
      });
      form.reset(formValues(saved));
      toast.success(`The contact details of ${saved.email} were saved.`);
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, customerFieldOf);
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Contact details">
        <FormRootError />
        <FieldGrid>
          <FormTextField name="email" label="E-mail" type="email" required autoComplete="off" />
          <PhoneField />
        </FieldGrid>
        <FormTextField name="company" label="Company" autoComplete="off" />
        <AddressFields />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            Discard changes
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={isSubmitting}>
            Save contact details
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
