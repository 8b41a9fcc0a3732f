import { zodResolver } from '@hookform/resolvers/zod';
import LoginIcon from '@mui/icons-material/Login';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { newPasswordFormSchema } from '@windfamily/contract/accounts';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { isHttpError } from '../../../lib/http';
import { useCurrentUser, useUpdatePassword } from '../api';
import { useAccountDialogs } from '../components/account-dialogs';
import { NewPasswordFields } from '../components/fields/password-field';
import { LinkPage } from '../components/link-page';
import { showServerErrors } from '../components/form-errors';
import { PasswordResetForm } from '../components/password-reset-form';
import { FormRootError } from '../components/fields/form-root-error';

type Outcome = { state: 'changed'; detail: string } | { state: 'invalid-link'; detail: string };

function NewPasswordForm({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const { uidb64 = '', token = '' } = useParams();
  const updatePassword = useUpdatePassword();
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'all',
    defaultValues: { password: '', password2: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const { detail } = await updatePassword.mutateAsync({ uidb64, token, password });
      onOutcome({ state: 'changed', detail });
    } catch (error) {
      if (isHttpError(error, 400) && !error.fieldErrors.password) {
        onOutcome({ state: 'invalid-link', detail: error.publicMessage });
      } else {
        showServerErrors(error, form.setError, (path) => (path === 'password' ? path : undefined));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        spacing={2}
        aria-label="Choose a new password"
      >
        <Typography color="text.secondary">Choose the new password for your account.</Typography>
        <NewPasswordFields label="New password" confirmLabel="Confirm new password" />
        <FormRootError />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          Save new password
        </Button>
      </Stack>
    </FormProvider>
  );
}

function PasswordChanged({ detail }: { detail: string }) {
  const { openLogin } = useAccountDialogs();
  const { data: user } = useCurrentUser();
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {detail}
      </Alert>
      {!user && (
        <>
          <Typography>You can now log in with your new password.</Typography>
          <Button
            variant="contained"
            startIcon={<LoginIcon />}
            onClick={openLogin}
            sx={{ alignSelf: 'flex-start' }}
          >
            Login
          </Button>
        </>
      )}
    </Stack>
  );
}

function InvalidLink({ detail }: { detail: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="error" role="alert">
        {detail}
      </Alert>
      <Typography variant="h6" component="h2">
        Request a new link
      </Typography>
      <PasswordResetForm />
    </Stack>
  );
}

export default function UpdatePasswordPage() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <LinkPage title="Set a new password">
      {outcome === null ? (
        <NewPasswordForm onOutcome={setOutcome} />
      ) : outcome.state === 'changed' ? (
        <PasswordChanged detail={outcome.detail} />
      ) : (
        <InvalidLink detail={outcome.detail} />
      )}
    </LinkPage>
  );
}
