import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { OrderLineToMake, VariantToMake } from '@windfamily/contract/production';
import { FormProvider, useController, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { FormRootError } from '../../accounts';
import { usePurchaseOrderAction } from './api';
import { OrderLinePicker, orderLineLabel, VariantToMakePicker } from './line-pickers';

// A draft purchase order's two ways to take wings: one for an order line, some for stock or
// the demo fleet. Each is picked from the server's list, never typed as an id.

const orderLineSchema = z.object({
  line: z.custom<OrderLineToMake | null>().refine((line) => line !== null, 'Pick an order line.'),
});
type OrderLineValues = z.input<typeof orderLineSchema>;

const stockSchema = z.object({
  variant: z.custom<VariantToMake | null>().refine((variant) => variant !== null, 'Pick a wing.'),
  purpose: z.enum(['stock', 'demo']),
  amount: z
    .number({ error: 'a whole number' })
    .int('a whole number')
    .min(1, 'at least 1')
    .max(50, 'at most 50')
    .nullable()
    .refine((amount) => amount !== null, 'How many wings?'),
});
type StockValues = z.input<typeof stockSchema>;

function AddCard({
  title,
  label,
  onSubmit,
  children,
}: {
  title: string;
  label: string;
  onSubmit: () => void;
  children: React.ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent
        component="form"
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
          {title}
        </Typography>
        <Stack spacing={1.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** Adds the wing of an order line waiting for production (one wing per line of the purchase order). */
export function AddOrderLineForm({ purchaseOrderId }: { purchaseOrderId: number }) {
  const action = usePurchaseOrderAction(purchaseOrderId);
  const form = useForm<OrderLineValues>({
    resolver: zodResolver(orderLineSchema),
    defaultValues: { line: null },
  });
  const { field, fieldState } = useController({ name: 'line', control: form.control });
  const submit = form.handleSubmit(async ({ line }) => {
    if (!line) return;
    try {
      await action.mutateAsync({ kind: 'from_order_line', order_item_id: line.order_item_id });
      toast.success(`Added: ${orderLineLabel(line)}.`);
      form.reset({ line: null });
    } catch (error) {
      applyServerErrors(
        error,
        form.setError,
        fieldMapper<OrderLineValues>({
          collapse: { order_item_id: 'line' },
        }),
      );
    }
  });
  return (
    <FormProvider {...form}>
      <AddCard
        title="Add a wing for an order line"
        label="Add a wing for an order line"
        onSubmit={() => void submit()}
      >
        <FormRootError />
        <OrderLinePicker
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={form.formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add the wing
        </Button>
      </AddCard>
    </FormProvider>
  );
}

/** Adds wings of a variant for the shop's stock or the demo fleet: a line each. */
export function AddStockLinesForm({ purchaseOrderId }: { purchaseOrderId: number }) {
  const action = usePurchaseOrderAction(purchaseOrderId);
  const form = useForm<StockValues>({
    resolver: zodResolver(stockSchema),
    defaultValues: { variant: null, purpose: 'stock', amount: 1 },
  });
  const { field, fieldState } = useController({ name: 'variant', control: form.control });
  const submit = form.handleSubmit(async ({ variant, purpose, amount }) => {
    if (!variant || !amount) return;
    try {
      await action.mutateAsync({ kind: 'stock', variant_id: variant.id, purpose, amount });
      toast.success(
        `Added ${amount} × ${variant.product_name} ${variant.size} for ${purpose === 'demo' ? 'the demo fleet' : 'stock'}.`,
      );
      form.reset({ variant: null, purpose, amount: 1 });
    } catch (error) {
      applyServerErrors(
        error,
        form.setError,
        fieldMapper<StockValues>({
          fields: ['purpose', 'amount'],
          collapse: { variant_id: 'variant' },
        }),
      );
    }
  });
  return (
    <FormProvider {...form}>
      <AddCard
        title="Add wings for stock or the demo fleet"
        label="Add wings for stock or the demo fleet"
        onSubmit={() => void submit()}
      >
        <FormRootError />
        <VariantToMakePicker
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FormSelectField
            name="purpose"
            label="For"
            size="small"
            options={[
              { value: 'stock', label: 'Stock' },
              { value: 'demo', label: 'Demo fleet' },
            ]}
          />
          <FormNumberField
            name="amount"
            label="Wings"
            size="small"
            required
            slotProps={{ htmlInput: { min: 1, max: 50 } }}
          />
        </Stack>
        <Button
          type="submit"
          variant="outlined"
          loading={form.formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add the wings
        </Button>
      </AddCard>
    </FormProvider>
  );
}
