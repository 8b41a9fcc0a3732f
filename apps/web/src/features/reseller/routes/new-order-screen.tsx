import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import { DEFAULT_COUNTRY } from '@windfamily/contract/messages';
import { DELIVERY_METHOD_LABELS } from '@windfamily/contract/pricing';
import type { ResellerCatalog, ResellerOrderPayload } from '@windfamily/contract/reseller';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { SectionCard } from '../../../components/section-card';
import { isHttpError } from '../../../lib/http';
import {
  AddressFields,
  errorMessage,
  FormRootError,
  FormTextField,
  PhoneField,
  useCurrentUser,
} from '../../accounts';
import { useOrderPreview, usePlaceResellerOrder, useResellerCatalog } from '../api';
import { DeliveryMethodField } from '../components/delivery-method-field';
import {
  completePayload,
  orderFieldOf,
  orderFormDefaults,
  orderFormSchema,
  payloadOf,
  type OrderFormOutput,
  type OrderFormValues,
} from '../components/order-form-values';
import { OrderLinesField } from '../components/order-lines-field';
import { OrderPreview } from '../components/order-preview';
import { RESELLER_PATHS } from '../paths';
import { AREA_TEXTS, AREA_TITLE } from '../texts';

/** How long the form stays still before its preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

const COMMENT_MAX = 2000;

/** `value`, once it has not changed for `delay` milliseconds. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The order as the form stands, priced by the server: asked for once the form holds a whole
 * order and has been still for a moment. Field errors of the answer go to their fields. (Its
 * own component: only the summary follows every keystroke.)
 */
function PreviewPanel({ priceList }: { priceList: string | null }) {
  const { control, setError } = useFormContext<OrderFormValues>();
  const values = useWatch({ control });
  const current = completePayload(values);
  const key = current ? JSON.stringify(current) : null;
  const settledKey = useSettled(key, PREVIEW_DELAY_MS);
  const asked = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as ResellerOrderPayload) : null),
    [settledKey],
  );
  const preview = useOrderPreview(asked);

  useEffect(() => {
    if (!isHttpError(preview.error)) return;
    for (const [path, messages] of Object.entries(preview.error.fieldErrors)) {
      const field = orderFieldOf(path);
      if (field) setError(field, { type: 'server', message: messages.join(' ') });
    }
  }, [preview.error, setError]);

  return (
    <OrderPreview
      result={preview.data}
      error={preview.error}
      complete={key !== null}
      busy={key !== settledKey || preview.isFetching}
      priceList={priceList}
      deliveryName={asked ? DELIVERY_METHOD_LABELS[asked.delivery_method] : undefined}
    />
  );
}

function CommentField() {
  const comment = useWatch<OrderFormValues, 'comment'>({ name: 'comment' }) ?? '';
  return (
    <FormTextField
      name="comment"
      label="Comment"
      multiline
      minRows={2}
      maxRows={8}
      helperText={`Optional: anything we should know about the order or its delivery. ${comment.length} / ${COMMENT_MAX}`}
      slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
    />
  );
}

function NewOrderForm({ catalog, country }: { catalog: ResellerCatalog; country: string }) {
  const form = useForm<OrderFormValues, unknown, OrderFormOutput>({
    resolver: zodResolver(orderFormSchema),
    // On blur, not on touch: a line just added is not marked as wrong before it is filled in.
    mode: 'onBlur',
    defaultValues: orderFormDefaults(country),
  });
  const place = usePlaceResellerOrder();
  const navigate = useNavigate();

  const submit = form.handleSubmit(async (values) => {
    try {
      const { order } = await place.mutateAsync(payloadOf(values));
      toast.success(AREA_TEXTS.placed(order.sale_sequence, order.customer_name));
      await navigate(RESELLER_PATHS.area);
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, orderFieldOf);
    }
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="New order"
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <SectionCard id="new-order-items" title="Items">
            <OrderLinesField catalog={catalog} />
          </SectionCard>
          <SectionCard id="new-order-address" title="Your customer's address">
            <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5, mb: 2 }}>
              The order goes to your customer; the carrier may call this number.
            </Typography>
            <Stack spacing={2}>
              <AddressFields />
              <PhoneField />
            </Stack>
          </SectionCard>
          <SectionCard id="new-order-delivery" title="Delivery">
            <DeliveryMethodField labelledBy="new-order-delivery" />
          </SectionCard>
          <SectionCard id="new-order-reference" title="Your reference">
            <Stack spacing={2}>
              <FormTextField
                name="reference"
                label="Your order reference"
                helperText="Optional: your own number for this order, shown in your list of orders."
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <CommentField />
            </Stack>
          </SectionCard>
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <SectionCard id="new-order-summary" title="Summary">
            <PreviewPanel priceList={catalog.price_list} />
            <Stack spacing={1.5} sx={{ mt: 2 }}>
              <FormRootError />
              <Button
                type="submit"
                variant="contained"
                color="secondary"
                size="large"
                fullWidth
                loading={form.formState.isSubmitting}
                loadingPosition="start"
              >
                {form.formState.isSubmitting ? 'Placing the order…' : 'Place order'}
              </Button>
              <Typography variant="body2" color="text.secondary">
                You pay by bank transfer: the bank details come with the order confirmation, and the
                invoice shows in your list of orders once we have issued it.
              </Typography>
            </Stack>
          </SectionCard>
        </Box>
      </Box>
    </FormProvider>
  );
}

/** /admin/orders/new: an order for one of the reseller's customers, previewed, then placed. */
export default function NewOrderScreen() {
  const { data: user } = useCurrentUser();
  const { data: catalog, error, isPending, refetch } = useResellerCatalog();
  return (
    <>
      <AdminPageHeader
        title="New order"
        pageTitle={`${AREA_TITLE}: New order`}
        back={{ to: RESELLER_PATHS.area, label: 'Back to your orders' }}
        subtitle="For one of your customers: delivered to them, invoiced to you at your prices."
      />
      {isPending ? (
        <FormSkeleton cards={3} />
      ) : !catalog ? (
        <AdminLoadError what="Your catalogue" error={error} onRetry={() => void refetch()} />
      ) : (
        <NewOrderForm catalog={catalog} country={user?.address?.country ?? DEFAULT_COUNTRY} />
      )}
    </>
  );
}
