import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { addressFromForm, addressToForm, type CurrentUser } from '@windfamily/contract/accounts';
import { contactFormSchema, type ContactFormValues } from '@windfamily/contract/contact';
import { MSG } from '@windfamily/contract/messages';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useDetectedCountry } from '../../../geo/api';
import { useUpdateUserInfo } from '../../api';
import { AddressFields } from '../fields/address-fields';
import { PhoneField } from '../fields/phone-field';
import { addressFieldOf, errorMessage, showServerErrors } from '../form-errors';
import { AccountCard } from './account-card';
import { FormRootError } from '../fields/form-root-error';

const contactFieldOf = (path: string) =>
  (path === 'phone' ? path : addressFieldOf(path)) as keyof ContactFormValues | undefined;

const contactFormValues = (user: CurrentUser, fallbackCountry: string): ContactFormValues => ({
  ...addressToForm(user.address, fallbackCountry),
  phone: user.phone,
});

/** Name, address and phone of the logged-in user, editable. */
export function ContactDetailsCard({ user }: { user: CurrentUser }) {
  const updateUserInfo = useUpdateUserInfo();
  const detectedCountry = useDetectedCountry();
  const form = useForm({
    resolver: zodResolver(contactFormSchema),
    mode: 'all',
    defaultValues: contactFormValues(user, detectedCountry),
  });
  const { isDirty, isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await toast.promise(
        updateUserInfo.mutateAsync({ phone: values.phone, address: addressFromForm(values) }),
        { loading: MSG.loading, success: 'Your details were saved.', error: errorMessage },
      );
      form.reset(contactFormValues(saved, detectedCountry));
    } catch (error) {
      showServerErrors(error, form.setError, contactFieldOf);
    }
  });

  return (
    <AccountCard title="Name, address and phone" subtitle="Used for your orders and deliveries.">
      <FormProvider {...form}>
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          spacing={2}
          aria-label="Contact details"
        >
          <AddressFields followDetectedCountry={!user.address} />
          <PhoneField />
          <FormRootError />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!isDirty || !isValid}
              loading={isSubmitting}
            >
              Save
            </Button>
          </Stack>
        </Stack>
      </FormProvider>
    </AccountCard>
  );
}
