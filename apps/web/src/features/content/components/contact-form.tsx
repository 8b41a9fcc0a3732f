import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  CONTACT_MESSAGE_MAX,
  contactPayloadSchema,
  type ContactPayload,
} from '@windfamily/contract/content';
import type { Detail } from '@windfamily/contract/accounts';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { api } from '../../../lib/http';
import { FormRootError, FormTextField, errorMessage, useCurrentUser } from '../../accounts';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';

/** How long the content pages' toasts stay (SPEC.md section 9). */
export const CONTENT_TOAST_MS = 6000;

const contactFieldOf = fieldMapper<ContactPayload>({ fields: ['name', 'email', 'message'] });

function MessageField() {
  const message = useWatch<ContactPayload, 'message'>({ name: 'message' }) ?? '';
  return (
    <FormTextField
      name="message"
      label="Message"
      required
      multiline
      minRows={5}
      maxRows={16}
      helperText={`${message.length} / ${CONTACT_MESSAGE_MAX}`}
      slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX } }}
    />
  );
}

/** The contact page's form: mailed to the shop, with a copy to the sender. */
export default function ContactForm() {
  const { data: user } = useCurrentUser();
  const send = useMutation({
    mutationFn: (payload: ContactPayload) => api.post<Detail>('/api/pages/contact/', payload),
  });
  const form = useForm<ContactPayload>({
    resolver: zodResolver(contactPayloadSchema),
    mode: 'onTouched',
    defaultValues: {
      name: user?.address?.name ?? '',
      email: user?.email ?? '',
      message: '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync(values);
      toast.success(answer.detail, { duration: CONTENT_TOAST_MS });
      form.reset({ ...values, message: '' });
    } catch (error) {
      toast.error(errorMessage(error), { duration: CONTENT_TOAST_MS });
      applyServerErrors(error, form.setError, contactFieldOf);
    }
  });

  return (
    <Box
      component="section"
      aria-labelledby="contact-form-title"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Write to us
      </Typography>
      <FormProvider {...form}>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Contact">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField name="name" label="Name" required autoComplete="name" />
            <FormTextField name="email" label="E-mail" type="email" required autoComplete="email" />
          </Stack>
          <MessageField />
          <FormRootError />
          <Typography variant="body2" color="text.secondary">
            You get a copy of your message by e-mail.
          </Typography>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            loading={form.formState.isSubmitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            Send message
          </Button>
        </Stack>
      </FormProvider>
    </Box>
  );
}
