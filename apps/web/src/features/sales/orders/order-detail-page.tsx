import MoreVertIcon from '@mui/icons-material/MoreVert';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  ListItemText,
  Menu,
  MenuItem,
  Rating,
  Stack,
  Typography,
} from '@mui/material';
import { ORDER_CHANNEL_LABELS } from '@windfamily/contract/order-basics';
import type { OrderAction, OrderPermissions, StaffOrder } from '@windfamily/contract/orders';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { PaymentEntry } from '@windfamily/contract/payments';
import { Suspense, useId, useState } from 'react';
import { useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { FormSection } from '../../../components/backoffice/form-section';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { listUrl } from '../../../components/backoffice/use-list-params';
import { formatDateTime } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { usePermissions } from '../../accounts';
import { useOrderPermissions, useStaffOrder } from '../api';
import { ActionButton } from '../components/action-button';
import { CustomerCard, OrderDetailsCard } from '../components/customer-card';
import { itemCount } from '../components/format';
import { InvoicesCard } from '../components/invoices-card';
import { MailsCard } from '../components/mails-card';
import { OrderStatusChip, PaymentStateChip } from '../components/order-chips';
import { OrderLines, OrderTotals } from '../components/order-lines';
import { PaymentCard } from '../components/payment-card';
import { ShipmentsCard } from '../components/shipments-card';
import { TimelineCard } from '../components/timeline-card';
import { SALES_PATHS } from '../paths';
import type * as MoneyDialogs from './money-dialogs';
import type * as ActionDialogs from './order-action-dialogs';
import { lazy } from '../../../lib/lazy';

// The dialogs load when first opened: the address fields (phone numbers) are large.
const LinesDialog = lazy(() =>
  import('./lines-dialog').then((module) => ({ default: module.LinesDialog })),
);
const DetailsDialog = lazy(() =>
  import('./details-dialog').then((module) => ({ default: module.DetailsDialog })),
);
const actionDialog = <K extends keyof typeof ActionDialogs>(name: K) =>
  lazy(() => import('./order-action-dialogs').then((module) => ({ default: module[name] })));
const moneyDialog = <K extends keyof typeof MoneyDialogs>(name: K) =>
  lazy(() => import('./money-dialogs').then((module) => ({ default: module[name] })));
const InvoiceDialog = actionDialog('InvoiceDialog');
const MailDialog = actionDialog('MailDialog');
const CancelDialog = actionDialog('CancelDialog');
const CopyDialog = actionDialog('CopyDialog');
const PrivateLinkDialog = actionDialog('PrivateLinkDialog');
const ShipmentDialog = lazy(() =>
  import('./shipment-dialog').then((module) => ({ default: module.ShipmentDialog })),
);
const RecordPaymentDialog = moneyDialog('RecordPaymentDialog');
const RefundDialog = moneyDialog('RefundDialog');
const RefundSentDialog = moneyDialog('RefundSentDialog');

type OpenDialog =
  | { kind: 'lines' | 'details' | 'invoice' | 'mail' | 'cancel' | 'copy' | 'link' | 'shipment' }
  | { kind: 'payment' | 'refund' }
  | { kind: 'refund-sent'; refund: PaymentEntry };

type Rules = OrderPermissions['actions'] | undefined;

/** The header's menu of the rarer actions, each enabled as the server's rules say. */
function MoreActions({ rules, onOpen }: { rules: Rules; onOpen: (dialog: OpenDialog) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const items: { action: OrderAction; kind: 'copy' | 'link' | 'cancel'; label: string }[] = [
    { action: 'copy', kind: 'copy', label: 'Copy the order' },
    { action: 'private_link', kind: 'link', label: 'Link to the order page' },
    { action: 'cancel', kind: 'cancel', label: 'Cancel the order' },
  ];
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        More
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {items.map(({ action, kind, label }) => {
          const rule = rules?.[action];
          return (
            <MenuItem
              key={kind}
              disabled={!rule?.allowed}
              onClick={() => {
                setAnchor(null);
                onOpen({ kind });
              }}
              sx={{ whiteSpace: 'normal', maxWidth: 340 }}
            >
              <ListItemText
                primary={label}
                secondary={rule && !rule.allowed ? rule.reason : undefined}
                slotProps={{
                  primary: kind === 'cancel' ? { color: 'error.main' } : undefined,
                }}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The dialog open now, if any. */
function OrderDialogs({
  order,
  dialog,
  onClose,
}: {
  order: StaffOrder;
  dialog: OpenDialog | null;
  onClose: () => void;
}) {
  if (!dialog) return null;
  const props = { order, onClose };
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'lines' && <LinesDialog {...props} />}
      {dialog.kind === 'details' && <DetailsDialog {...props} />}
      {dialog.kind === 'invoice' && <InvoiceDialog {...props} />}
      {dialog.kind === 'mail' && <MailDialog {...props} />}
      {dialog.kind === 'cancel' && <CancelDialog {...props} />}
      {dialog.kind === 'copy' && <CopyDialog {...props} />}
      {dialog.kind === 'link' && <PrivateLinkDialog {...props} />}
      {dialog.kind === 'shipment' && <ShipmentDialog {...props} />}
      {dialog.kind === 'payment' && <RecordPaymentDialog {...props} />}
      {dialog.kind === 'refund' && <RefundDialog {...props} />}
      {dialog.kind === 'refund-sent' && <RefundSentDialog {...props} refund={dialog.refund} />}
    </Suspense>
  );
}

function OrderDetail({ order, back }: { order: StaffOrder; back: { to: string; label: string } }) {
  const permissions = useOrderPermissions(order.sale_sequence);
  const granted = usePermissions(true);
  const rules = permissions.data?.actions;
  const mayMarkSent = granted.data?.permissions.includes(PERMISSIONS.payments) ?? false;
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const open = (kind: Exclude<OpenDialog['kind'], 'refund-sent'>) => () => setDialog({ kind });

  return (
    <>
      <AdminPageHeader
        title={`Order ${order.sale_sequence}`}
        back={back}
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <span>
              <time dateTime={order.sale_date}>{formatDateTime(order.sale_date)}</time>
              {` · ${itemCount(order.item_count)}`}
              {order.channel === 'shop' ? '' : ` · ${ORDER_CHANNEL_LABELS[order.channel]}`}
            </span>
            <OrderStatusChip status={order.status} />
            <PaymentStateChip state={order.payment_state} />
          </Box>
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              href={order.link}
              target="_blank"
              rel="noopener"
              variant="outlined"
              endIcon={<OpenInNewIcon />}
            >
              Open the customer&apos;s order page
            </Button>
            <MoreActions rules={rules} onOpen={setDialog} />
          </Box>
        }
      />
      {permissions.isError && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void permissions.refetch()}>
              Try again
            </Button>
          }
        >
          What you may do with this order could not be loaded: its actions wait until it is.
        </Alert>
      )}
      {order.status === 'cancelled' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {order.cancelled_date
            ? `Cancelled on ${formatDateTime(order.cancelled_date)}.`
            : 'This order is cancelled.'}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <FormSection
            title="Items"
            actions={
              <ActionButton
                rule={rules?.edit_lines}
                variant="outlined"
                size="small"
                onClick={open('lines')}
              >
                Edit lines
              </ActionButton>
            }
          >
            <OrderLines items={order.items} />
            <Box sx={{ mt: 2 }}>
              <OrderTotals order={order} />
            </Box>
          </FormSection>
          <PaymentCard
            order={order}
            rules={rules}
            onRecordPayment={open('payment')}
            onRefund={open('refund')}
            onMarkSent={
              mayMarkSent ? (refund) => setDialog({ kind: 'refund-sent', refund }) : undefined
            }
          />
          <InvoicesCard order={order} rules={rules} onCreate={open('invoice')} />
          <ShipmentsCard order={order} rules={rules} onCreate={open('shipment')} />
          {order.comment.trim() && (
            <FormSection title="Customer's comment">
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {order.comment}
              </Typography>
            </FormSection>
          )}
          {order.feedback && (
            <FormSection title="Feedback">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Rating
                  value={order.feedback.rating}
                  readOnly
                  size="small"
                  aria-label={`${order.feedback.rating} of 5 stars`}
                />
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(order.feedback.created)}
                </Typography>
              </Stack>
              {order.feedback.text ? (
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {order.feedback.text}
                </Typography>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No text, only the rating.
                </Typography>
              )}
            </FormSection>
          )}
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <CustomerCard order={order} rules={rules} onEdit={open('details')} />
          <OrderDetailsCard order={order} rules={rules} onEdit={open('details')} />
          <MailsCard order={order} rules={rules} onSend={open('mail')} />
          <TimelineCard timeline={order.timeline} />
        </Stack>
      </Box>
      <OrderDialogs order={order} dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

/** /backoffice/orders/:saleSequence: everything about one order, and what can be done with it. */
export default function OrderDetailPage() {
  const { saleSequence = '' } = useParams();
  const order = useStaffOrder(saleSequence);
  const back = { to: listUrl(SALES_PATHS.orders), label: 'All orders' };

  // Once shown, the order stays while it is read again (a failed refetch shows it as it was);
  // a new key per order: a dialog open on one order does not stay open on the next.
  if (order.data)
    return <OrderDetail key={order.data.sale_sequence} order={order.data} back={back} />;
  if (isHttpError(order.error, 404))
    return (
      <>
        <AdminPageHeader title="Order not found" back={back} />
        <Alert severity="warning">{`There is no order ${saleSequence}.`}</Alert>
      </>
    );
  if (order.isPending)
    return (
      <>
        <AdminPageHeader title={`Order ${saleSequence}`} back={back} />
        <FormSkeleton cards={3} />
      </>
    );
  return (
    <>
      <AdminPageHeader title={`Order ${saleSequence}`} back={back} />
      <AdminLoadError
        what={`Order ${saleSequence}`}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    </>
  );
}
