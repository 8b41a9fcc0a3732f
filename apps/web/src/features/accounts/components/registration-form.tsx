import { Button, Divider, Stack, Typography } from '@mui/material';
import { addressFromForm } from '@windfamily/contract/account-basics';
import { MSG } from '@windfamily/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { detectedCountryNow } from '../../geo/api';
import { useRegister } from '../api';
import { AddressFields } from './fields/address-fields';
import { FormTextField } from './fields/form-text-field';
import { NewPasswordFields } from './fields/password-field';
import { PhoneField } from './fields/phone-field';
import { addressFieldOf, showServerErrors } from './form-errors';
import { FormRootError } from './fields/form-root-error';

/** The form's rules, loaded when it is first checked. */
const registrationRules = lazyResolver(() =>
  import('./form-rules').then((m) => m.registrationRules),
);

const registrationFieldOf = (path: string) => {
  if (path === 'email' || path === 'password' || path === 'phone') return path;
  const field = addressFieldOf(path);
  return field as 'fullname' | 'address' | 'zipcode' | 'city' | 'state' | 'country' | undefined;
};

/**
 * Creates an account and logs it in. Checked on every change; Register stays disabled while
 * anything is missing or wrong.
 */
export function RegistrationForm() {
  const register = useRegister();
  // The address fields follow the detection; the form itself does not render again for it.
  const detectedCountry = detectedCountryNow(useQueryClient());
  const form = useForm({
    resolver: registrationRules,
    mode: 'all',
    defaultValues: {
      email: '',
      password: '',
      password2: '',
      fullname: '',
      address: '',
      zipcode: '',
      city: '',
      state: '',
      country: detectedCountry,
      phone: '',
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const hasFieldErrors = Object.keys(errors).some((name) => name !== 'root');
  // Untouched, the form is empty, so not valid: asking would load the rules as it opens.
  const isValid = isDirty && form.formState.isValid;

  const submit = form.handleSubmit(async (values) => {
    try {
      await toast.promise(
        register.mutateAsync({
          email: values.email,
          password: values.password,
          phone: values.phone,
          address: addressFromForm(values),
        }),
        { loading: MSG.loading, success: MSG.registered, error: MSG.registrationFailed },
      );
    } catch (error) {
      showServerErrors(error, form.setError, registrationFieldOf);
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Registration">
        <FormTextField name="email" label="E-mail" type="email" required autoComplete="email" />
        <NewPasswordFields />
        <Divider flexItem />
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          Your address
        </Typography>
        <AddressFields followDetectedCountry />
        <PhoneField />
        <FormRootError />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isValid || hasFieldErrors}
          loading={isSubmitting}
        >
          Register
        </Button>
      </Stack>
    </FormProvider>
  );
}
