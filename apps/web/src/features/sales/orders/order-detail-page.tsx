import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Rating, Stack, Typography } from '@mui/material';
import type { StaffOrder } from '@windfamily/contract/orders';
import { useParams } from 'react-router';
import { isHttpError } from '../../../lib/http';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { FormSection } from '../../../components/backoffice/form-section';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { useStaffOrder } from '../api';
import { CustomerCard } from '../components/customer-card';
import { formatDateTime } from '../../../lib/dates';
import { itemCount } from '../components/format';
import { HistoryCard } from '../components/history-card';
import { OrderStatusChip, PaymentStateChip } from '../components/order-chips';
import { OrderLines, OrderTotals } from '../components/order-lines';
import { orderListUrl } from '../components/order-list-url';
import { PaymentCard } from '../components/payment-card';

/** What the order's header offers; later actions on the order (edit, invoice, ship) join it. */
function OrderActions({ order }: { order: StaffOrder }) {
  return (
    <Button
      href={order.link}
      target="_blank"
      rel="noopener"
      variant="outlined"
      endIcon={<OpenInNewIcon />}
    >
      Open the customer&apos;s order page
    </Button>
  );
}

function OrderDetail({ order, back }: { order: StaffOrder; back: { to: string; label: string } }) {
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
            </span>
            <OrderStatusChip status={order.status} />
            <PaymentStateChip state={order.payment_state} />
          </Box>
        }
        actions={<OrderActions order={order} />}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <FormSection title="Items">
            <OrderLines items={order.items} />
            <Box sx={{ mt: 2 }}>
              <OrderTotals order={order} />
            </Box>
          </FormSection>
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
          <CustomerCard order={order} />
          <PaymentCard order={order} />
          <HistoryCard history={order.history} />
        </Stack>
      </Box>
    </>
  );
}

/** /backoffice/orders/:saleSequence: everything about one order. */
export default function OrderDetailPage() {
  const { saleSequence = '' } = useParams();
  const order = useStaffOrder(saleSequence);
  const back = { to: orderListUrl(), label: 'All orders' };

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
  if (order.isError)
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
  return <OrderDetail order={order.data} back={back} />;
}
