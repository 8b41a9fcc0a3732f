import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { emailPayloadSchema } from '@windfamily/contract/accounts';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useRequireEmailReset } from '../../api';
import { FormTextField } from '../fields/form-text-field';
import { showServerErrors } from '../form-errors';
import { AccountCard } from './account-card';
import { FormRootError } from '../fields/form-root-error';

/** Change the e-mail address: a confirmation link goes to the new address. */
export function ChangeEmailCard({ email }: { email: string }) {
  const requireEmailReset = useRequireEmailReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(emailPayloadSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (payload) => {
    setSent(null);
    try {
      const { detail } = await requireEmailReset.mutateAsync(payload);
      setSent(detail);
      form.reset();
    } catch (error) {
      showServerErrors(error, form.setError, (path) => (path === 'email' ? path : undefined));
    }
  });

  return (
    <AccountCard title="E-mail address">
      <Typography variant="body2" color="text.secondary">
        Current e-mail
      </Typography>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{email}</Typography>
      {sent && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          <Typography>{sent}</Typography>
          <Typography variant="body2">
            {`Open the link in that e-mail to finish the change. Until then you keep logging in with ${email}.`}
          </Typography>
        </Alert>
      )}
      <FormProvider {...form}>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Change e-mail">
          <FormTextField
            name="email"
            label="New e-mail"
            type="email"
            required
            autoComplete="email"
          />
          <FormRootError />
          <Button
            type="submit"
            variant="contained"
            loading={isSubmitting}
            sx={{ alignSelf: 'flex-end' }}
          >
            Change e-mail
          </Button>
        </Stack>
      </FormProvider>
    </AccountCard>
  );
}
