import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { loginPasswordField, newPasswordFormSchema } from '@windfamily/contract/accounts';
import { MSG } from '@windfamily/contract/messages';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useUpdatePassword } from '../../api';
import { NewPasswordFields, PasswordField } from '../fields/password-field';
import { errorMessage, showServerErrors } from '../form-errors';
import { AccountCard } from './account-card';
import { FormRootError } from '../fields/form-root-error';

const changePasswordFormSchema = z
  .object({ old_password: loginPasswordField })
  .and(newPasswordFormSchema);

const changePasswordFieldOf = (path: string) =>
  path === 'old_password' || path === 'password' ? path : undefined;

/** Change the password with the current one. */
export function ChangePasswordCard({ email }: { email: string }) {
  const updatePassword = useUpdatePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'all',
    defaultValues: { old_password: '', password: '', password2: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ old_password, password }) => {
    try {
      await toast.promise(updatePassword.mutateAsync({ old_password, password }), {
        loading: MSG.loading,
        success: ({ detail }) => detail,
        error: errorMessage,
      });
      form.reset();
    } catch (error) {
      showServerErrors(error, form.setError, changePasswordFieldOf);
    }
  });

  return (
    <AccountCard title="Password" subtitle="You stay logged in here; other devices are logged out.">
      <FormProvider {...form}>
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          spacing={2}
          aria-label="Change password"
        >
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <PasswordField
            name="old_password"
            label="Current password"
            autoComplete="current-password"
            required
          />
          <NewPasswordFields label="New password" confirmLabel="Confirm new password" />
          <FormRootError />
          <Button
            type="submit"
            variant="contained"
            loading={isSubmitting}
            sx={{ alignSelf: 'flex-end' }}
          >
            Change password
          </Button>
        </Stack>
      </FormProvider>
    </AccountCard>
  );
}
