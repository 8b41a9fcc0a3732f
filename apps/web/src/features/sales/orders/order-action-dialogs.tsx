import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import {
  ORDER_MAIL_LABELS,
  STAFF_MAIL_KINDS,
  sendOrderMailPayloadSchema,
  type SendOrderMailPayload,
  type StaffOrder,
} from '@windfamily/contract/orders';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { errorMessage, FormRootError, FormTextField } from '../../accounts';
import {
  useCancelOrder,
  useCopyOrder,
  useCreateInvoice,
  usePrivateLink,
  useSendOrderMail,
} from '../api';
import { standingInvoice } from '../components/edit-preview';
import { OrderDialog, useOrderWriteErrors } from '../components/order-dialog';
import { SALES_PATHS } from '../paths';

type DialogProps = { order: StaffOrder; onClose: () => void };

/** Issues the order's invoice, after asking: an issued invoice never changes. */
export function InvoiceDialog({ order, onClose }: DialogProps) {
  const create = useCreateInvoice(order.sale_sequence);
  const onError = useOrderWriteErrors(order.sale_sequence, onClose);
  const credited = order.invoices.some((invoice) => invoice.kind === 'credit_note');
  const issue = async () => {
    try {
      const invoice = await create.mutateAsync();
      toast.success(`Invoice ${invoice.number} issued for order ${order.sale_sequence}.`);
      onClose();
    } catch (error) {
      onError(error);
    }
  };
  return (
    <OrderDialog
      title={`Invoice order ${order.sale_sequence}?`}
      onClose={onClose}
      busy={create.isPending}
      onSubmit={() => void issue()}
      submitLabel="Issue the invoice"
    >
      <Stack spacing={1.5}>
        <Typography>
          {`The invoice takes the next number of this year's series and says what the order says now: ${formatEuro(
            order.totals.total,
          )} to ${order.billing_address?.company || order.billing_address?.name || order.address.name}.`}
        </Typography>
        <Typography color="text.secondary">
          {credited
            ? 'An issued invoice never changes; the earlier one stays credited.'
            : 'An issued invoice never changes: a later change of the order credits it and issues a new one.'}
        </Typography>
      </Stack>
    </OrderDialog>
  );
}

const MAIL_TEXTS: Record<SendOrderMailPayload['kind'], string> = {
  confirmation: 'The order confirmation, with the lines and how to pay.',
  payment_reminder: 'A reminder of what is still to pay, with the bank details.',
  invoice: 'The standing invoice, as PDF.',
  free_text: 'A message written here, about this order.',
};

type MailValues = z.input<typeof sendOrderMailPayloadSchema>;

/** Sends one of the order's mails again, or a message written by the clerk. */
export function MailDialog({ order, onClose }: DialogProps) {
  const send = useSendOrderMail(order.sale_sequence);
  const onError = useOrderWriteErrors(order.sale_sequence, onClose);
  const form = useForm<MailValues>({
    resolver: zodResolver(sendOrderMailPayloadSchema),
    mode: 'onTouched',
    defaultValues: {
      kind: standingInvoice(order) ? 'invoice' : 'confirmation',
      subject: '',
      message: '',
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values.kind === 'free_text' ? values : { kind: values.kind });
      toast.success(
        values.kind === 'free_text'
          ? `Your message is on its way to ${order.address.email}.`
          : `The ${ORDER_MAIL_LABELS[values.kind].toLowerCase()} is on its way to ${order.address.email}.`,
      );
      onClose();
    } catch (error) {
      onError(error, (other) =>
        applyServerErrors(
          other,
          form.setError,
          fieldMapper<MailValues>({ fields: ['kind', 'subject', 'message'] }),
        ),
      );
    }
  });
  return (
    <OrderDialog
      title={`Mail about order ${order.sale_sequence}`}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      submitLabel="Send"
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {`To ${order.address.name} <${order.address.email}>`}
          </Typography>
          <FormRootError />
          <FormSelectField
            name="kind"
            label="Mail"
            options={STAFF_MAIL_KINDS.map((value) => ({
              value,
              label: value === 'free_text' ? 'A message of yours' : ORDER_MAIL_LABELS[value],
            }))}
            helperText={MAIL_TEXTS[kind]}
          />
          {kind === 'free_text' && (
            <>
              <FormTextField name="subject" label="Subject" required />
              <FormTextField name="message" label="Message" required multiline minRows={5} />
            </>
          )}
        </Stack>
      </FormProvider>
    </OrderDialog>
  );
}

const cancelSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the order is cancelled.')
    .max(500, 'at most 500 characters!'),
});

type CancelValues = z.input<typeof cancelSchema>;

/** Cancels the order, after asking why: stock back, invoice credited, money refunded. */
export function CancelDialog({ order, onClose }: DialogProps) {
  const cancel = useCancelOrder(order.sale_sequence);
  const onError = useOrderWriteErrors(order.sale_sequence, onClose);
  const form = useForm<CancelValues, unknown, z.output<typeof cancelSchema>>({
    resolver: zodResolver(cancelSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await cancel.mutateAsync({ ...values, version: order.version });
      toast.success(`Order ${order.sale_sequence} cancelled.`);
      onClose();
    } catch (error) {
      onError(error, (other) =>
        applyServerErrors(other, form.setError, fieldMapper<CancelValues>({ fields: ['reason'] })),
      );
    }
  });
  return (
    <OrderDialog
      title={`Cancel order ${order.sale_sequence}?`}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      submitLabel="Cancel the order"
      closeLabel="Keep the order"
      destructive
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          <Typography>This cannot be undone:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, '& li + li': { mt: 0.5 } }}>
            <li>Stock taken for it is given back.</li>
            {standingInvoice(order) && <li>Its invoice is answered by a credit note.</li>}
            <li>
              Card payments are refunded through the payment service; bank payments are marked as to
              be refunded.
            </li>
            <li>The customer is told by mail.</li>
          </Box>
          <FormRootError />
          <FormTextField name="reason" label="Reason" required multiline minRows={2} />
        </Stack>
      </FormProvider>
    </OrderDialog>
  );
}

/** Copies the order: same customer and lines at today's prices; then opens the copy. */
export function CopyDialog({ order, onClose }: DialogProps) {
  const copy = useCopyOrder(order.sale_sequence);
  const onError = useOrderWriteErrors(order.sale_sequence, onClose);
  const navigate = useNavigate();
  const confirm = async () => {
    try {
      const { order: made } = await copy.mutateAsync();
      toast.success(`Order ${made.sale_sequence} placed as a copy of ${order.sale_sequence}.`);
      onClose();
      void navigate(SALES_PATHS.order(made.sale_sequence));
    } catch (error) {
      onError(error);
    }
  };
  return (
    <OrderDialog
      title={`Copy order ${order.sale_sequence}?`}
      onClose={onClose}
      busy={copy.isPending}
      onSubmit={() => void confirm()}
      submitLabel="Place the copy"
    >
      <Typography>
        {`A new order for ${order.address.name} with the same lines at today's prices. The customer gets its confirmation by mail.`}
      </Typography>
    </OrderDialog>
  );
}

/** A path of the site as a full address, to give outside it. */
const absoluteUrl = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${window.location.origin}${path}`;

/** The customer's order page, to give on the phone or by mail: it opens without a login. */
export function PrivateLinkDialog({ order, onClose }: DialogProps) {
  const link = usePrivateLink(order.sale_sequence);
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const url = link.data ? absoluteUrl(link.data.link) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Link copied.');
    } catch {
      field.current?.select();
      toast.error('The link could not be copied: press Ctrl+C to copy the selected link.');
    }
  };
  return (
    <OrderDialog title={`Link to order ${order.sale_sequence}`} onClose={onClose} busy={false}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Whoever has this link sees the order and its invoices, without logging in: give it to the
          customer only.
        </Typography>
        {link.isPending ? (
          <Skeleton variant="rounded" height={56} aria-label="Loading" />
        ) : link.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void link.refetch()}>
                Try again
              </Button>
            }
          >
            {`The link could not be loaded. ${errorMessage(link.error)}`}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label="Order page"
              value={url}
              fullWidth
              inputRef={field}
              onFocus={(event) => event.target.select()}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <Button
              variant={copied ? 'outlined' : 'contained'}
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy()}
              sx={{ flex: 'none', minHeight: 56 }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </Box>
        )}
      </Stack>
    </OrderDialog>
  );
}
