import { Alert, Button, Stack, Typography } from '@mui/material';
import { MSG } from '@windfamily/contract/messages';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { isHttpError } from '../../../lib/http';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useRequirePasswordReset } from '../api';
import { FormTextField } from './fields/form-text-field';

/** The form's rules, loaded when it is first checked. */
const passwordResetRules = lazyResolver(() =>
  import('./form-rules').then((m) => m.passwordResetRules),
);

interface PasswordResetFormProps {
  defaultEmail?: string;
  autoFocus?: boolean;
  /** Back to the login form; no back button without it. */
  onBack?: () => void;
}

/**
 * Asks for a password-reset mail. Whatever the answer, it then says that a mail was sent if the
 * account exists (the answer must not reveal whether it does).
 */
export function PasswordResetForm({
  defaultEmail = '',
  autoFocus = false,
  onBack,
}: PasswordResetFormProps) {
  const requireReset = useRequirePasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    resolver: passwordResetRules,
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requireReset.mutateAsync({ email });
      setNotice(null);
    } catch (error) {
      setNotice(isHttpError(error, 429) ? error.publicMessage : null);
    }
    setSentTo(email);
  });

  const backButton = onBack && (
    <Button onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
      Back to login
    </Button>
  );

  if (sentTo !== null) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          <Typography>{MSG.passwordResetSent(sentTo)}</Typography>
          <Typography>{MSG.passwordResetInstructions}</Typography>
        </Alert>
        {notice && <Alert severity="warning">{notice}</Alert>}
        {backButton}
      </Stack>
    );
  }

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Reset password">
        <Typography variant="body2" color="text.secondary">
          Enter the e-mail address of your account and we will send you a link to choose a new
          password.
        </Typography>
        <FormTextField
          name="email"
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          autoFocus={autoFocus}
        />
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Send reset link
        </Button>
        {backButton}
      </Stack>
    </FormProvider>
  );
}
