import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { Detail } from '@windfamily/contract/accounts';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { api } from '../../../lib/http';
import {
  CountryField,
  errorMessage,
  FormRootError,
  FormTextField,
  useCurrentUser,
} from '../../accounts';
import { useProducts } from '../../catalog';

/** How long the page's toasts stay (SPEC.md section 9). */
const TOAST_MS = 6000;
export const REQUESTS_API = '/api/accounting/demorental_requests/';
export const CHOOSE_WING = 'Choose the wing you would like to try.';

const formSchema = z
  .object({
    model: z.string().min(1, CHOOSE_WING),
    size: z.string().max(20),
    starts_on: z.string(),
    ends_on: z.string(),
    name: z.string().trim().min(1, 'This field is required.').max(200),
    email: z
      .string()
      .trim()
      .min(1, 'This field is required.')
      .email('Enter a valid email address.'),
    phone: z.string().trim().max(40),
    country: z.string().min(1, 'This field is required.'),
    message: z.string().max(2000),
  })
  .refine((value) => !value.starts_on || !value.ends_on || value.ends_on >= value.starts_on, {
    path: ['ends_on'],
    message: 'on or after the start',
  });
type FormValues = z.infer<typeof formSchema>;

const fieldOf = fieldMapper<FormValues>({
  fields: ['size', 'starts_on', 'ends_on', 'name', 'email', 'phone', 'country', 'message'],
  collapse: { product_id: 'model' },
});

/**
 * "Try our Wings": a pilot asks for a demo wing (the model preselected from `?model=slug`),
 * with the size and dates they wish and how to reach them. Anyone may send it.
 */
export default function TryOurWingsForm() {
  const { data: user } = useCurrentUser();
  const [params] = useSearchParams();
  const { data: wings, isPending } = useProducts('wings');
  const send = useMutation({
    mutationFn: (payload: Record<string, unknown>) => api.post<Detail>(REQUESTS_API, payload),
  });
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: {
      model: params.get('model') ?? '',
      size: '',
      starts_on: '',
      ends_on: '',
      name: user?.address?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      country: user?.address?.country ?? '',
      message: '',
    },
  });
  const options = (wings?.products ?? []).map((wing) => ({ value: wing.slug, label: wing.name }));

  const submit = form.handleSubmit(async (values) => {
    const wing = wings?.products.find((one) => one.slug === values.model);
    if (!wing) {
      form.setError('model', { message: CHOOSE_WING });
      return;
    }
    try {
      const answer = await send.mutateAsync({
        product_id: wing.id,
        size: values.size,
        ...(values.starts_on ? { starts_on: values.starts_on } : {}),
        ...(values.ends_on ? { ends_on: values.ends_on } : {}),
        name: values.name,
        email: values.email,
        phone: values.phone,
        country: values.country,
        message: values.message,
      });
      toast.success(answer.detail, { duration: TOAST_MS });
      form.reset({ ...values, message: '' });
    } catch (error) {
      toast.error(errorMessage(error), { duration: TOAST_MS });
      applyServerErrors(error, form.setError, fieldOf);
    }
  });

  return (
    <Box
      component="section"
      aria-labelledby="try-wings-title"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="try-wings-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Ask for a demo wing
      </Typography>
      <FormProvider {...form}>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Try our Wings">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField
              name="model"
              label="Wing"
              required
              options={options}
              emptyLabel={isPending ? 'Loading the wings…' : 'Choose a wing'}
            />
            <FormTextField name="size" label="Size (if you know it)" />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              name="starts_on"
              label="From"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              name="ends_on"
              label="Until"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField name="name" label="Name or flight school" required autoComplete="name" />
            <FormTextField name="email" label="E-mail" type="email" required autoComplete="email" />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField name="phone" label="Phone" autoComplete="tel" />
            <CountryField />
          </Stack>
          <FormTextField
            name="message"
            label="Your flying and what you would like to try"
            multiline
            minRows={3}
            maxRows={12}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormRootError />
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            loading={form.formState.isSubmitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            Send request
          </Button>
        </Stack>
      </FormProvider>
    </Box>
  );
}
