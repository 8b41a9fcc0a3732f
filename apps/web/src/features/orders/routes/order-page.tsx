import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Alert, Box, Button, Container, Skeleton, Typography } from '@mui/material';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import {
  cardPaymentPath,
  PAYMENT_METHOD_LABELS,
  parseOrderKey,
} from '@windfamily/contract/order-basics';
import type { PublicOrder } from '@windfamily/contract/orders';
import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import NotFoundPage from '../../../components/not-found-page';
import { formatDate, parseApiDate } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { usePageTitle } from '../../../lib/use-page-title';
import { PriceTotals } from '../../cart';
import { orderKeyOf, useOrder } from '../api';
import { BankTransferBox } from '../components/bank-transfer-box';
import { InvoiceLinks } from '../components/invoice-links';
import { OrderAddress } from '../components/order-address';
import { OrderParcels } from '../components/order-parcels';
import { OrderLine } from '../components/order-line';
import { SectionCard } from '../../../components/section-card';
import { OrderTimeline } from '../components/order-timeline';
import { PaymentLabel, StatusLabel } from '../components/state-labels';
import { lazy } from '../../../lib/lazy';

// Only a shipped order shows it: its form fields stay out of the page until then.
const FeedbackSection = lazy(() =>
  import('../components/feedback-section').then((m) => ({ default: m.FeedbackSection })),
);

export const ORDER_TEXTS = {
  tooMany: 'Too many wrong order links were opened from your connection.',
  waitAndRetry: 'Please wait a few minutes, then open the link from your order mail again.',
  loadFailed: 'We could not load your order. Please check your connection and try again.',
  thanks: (email: string) => `Thank you for your order! A confirmation is on its way to ${email}.`,
} as const;

/** Mobile: one column; desktop: the lines left, payment and status right. */
const layout = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
} as const;

/** The link that pays an unpaid order by card (the server sends the browser on to the payment page). */
const cardPaymentLink = (order: PublicOrder) =>
  cardPaymentPath(order.sale_sequence, orderKeyOf(order.link).slice(-32));

function PaymentSection({ order }: { order: PublicOrder }) {
  const due = moneyToCents(order.amount_due) > 0;
  return (
    <SectionCard id="order-payment" title="Payment">
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: order.bank_transfer || due ? 2 : 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.75,
          alignItems: 'center',
          '& dd': { m: 0 },
          '& dt': { color: 'text.secondary' },
        }}
      >
        <dt>State</dt>
        <dd>
          <PaymentLabel state={order.payment_state} />
        </dd>
        <dt>Method</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.payment_method]}</dd>
        {due && (
          <>
            <dt>Amount due</dt>
            <Box component="dd" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatEuro(order.amount_due)}
            </Box>
          </>
        )}
      </Box>
      {order.bank_transfer && <BankTransferBox bank={order.bank_transfer} />}
      {order.card_payments && order.payment_state === 'unpaid' && (
        <Button
          href={cardPaymentLink(order)}
          variant={order.bank_transfer ? 'outlined' : 'contained'}
          color="secondary"
          size="large"
          startIcon={<CreditCardIcon />}
          fullWidth
          sx={order.bank_transfer ? { mt: 2 } : undefined}
        >
          Pay by card
        </Button>
      )}
    </SectionCard>
  );
}

function OrderContent({ order, justPlaced }: { order: PublicOrder; justPlaced: boolean }) {
  const awaitingPayment = order.payment_state !== 'paid' && order.status !== 'cancelled';
  const payment = <PaymentSection key="payment" order={order} />;
  const status = (
    <SectionCard key="status" id="order-status" title="Status">
      <OrderTimeline order={order} />
    </SectionCard>
  );
  const showFeedback = order.feedback !== null || order.can_give_feedback;
  const invoices = order.invoices.length > 0 && (
    <SectionCard
      key="invoices"
      id="order-invoices"
      title={
        order.invoices.some((invoice) => invoice.kind === 'credit_note')
          ? 'Invoices and credit notes'
          : 'Invoices'
      }
    >
      <InvoiceLinks invoices={order.invoices} />
    </SectionCard>
  );

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mb: { xs: 2, md: 3 },
        }}
      >
        <Typography color="text.secondary" sx={{ mr: 1 }}>
          Placed on{' '}
          <time dateTime={order.sale_date}>{formatDate(parseApiDate(order.sale_date))}</time>
        </Typography>
        <StatusLabel status={order.status} />
        <PaymentLabel state={order.payment_state} />
      </Box>
      {justPlaced && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {ORDER_TEXTS.thanks(order.address.email)}
        </Alert>
      )}
      <Box sx={layout}>
        {/* First in the page (phones: right under the title): what the pilot does next. */}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridColumn: { md: 2 },
            gridRow: { md: 1 },
          }}
        >
          {awaitingPayment ? [payment, status] : [status, payment]}
          {invoices}
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          <SectionCard id="order-items" title="Your order">
            <Box component="ul" aria-label="Order lines" sx={{ m: 0, p: 0, mb: 1 }}>
              {order.items.map((item) => (
                <OrderLine key={item.id} item={item} />
              ))}
            </Box>
            <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <PriceTotals
                totals={order.totals}
                pricing={order.pricing}
                promocode={order.promocode}
                deliveryName={order.delivery_method_name}
              />
            </Box>
          </SectionCard>
          <SectionCard id="order-delivery" title="Delivery">
            <Typography sx={{ mb: 1.5 }}>{order.delivery_method_name}</Typography>
            <OrderAddress address={order.address} />
            <OrderParcels shipments={order.shipments} />
            {order.comment && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  Your comment
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {order.comment}
                </Typography>
              </Box>
            )}
          </SectionCard>
          {showFeedback && (
            <SectionCard id="order-feedback" title="Your feedback">
              <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
                <FeedbackSection order={order} />
              </Suspense>
            </SectionCard>
          )}
        </Box>
      </Box>
    </>
  );
}

function OrderSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the order">
      <Skeleton width={260} sx={{ mb: 3 }} />
      <Box sx={layout}>
        <Box sx={{ display: 'grid', gap: 3, gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
          <Skeleton variant="rounded" height={300} />
          <Skeleton variant="rounded" height={200} />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          <Skeleton variant="rounded" height={360} />
          <Skeleton variant="rounded" height={200} />
        </Box>
      </Box>
    </Box>
  );
}

/** /store/orders/:key: an order as its customer sees it, opened by the link of its mail. */
export default function OrderPage() {
  const { key = '' } = useParams();
  const parsed = parseOrderKey(key);
  const { data: order, error, isPending, refetch } = useOrder(key, parsed !== null);
  const location = useLocation();
  const justPlaced = (location.state as { placed?: boolean } | null)?.placed === true;

  if (!parsed || isHttpError(error, 404)) return <NotFoundPage />;
  return (
    <OrderPageFrame saleSequence={parsed.saleSequence}>
      {order ? (
        <OrderContent order={order} justPlaced={justPlaced} />
      ) : isHttpError(error, 429) ? (
        <Alert severity="warning">
          {ORDER_TEXTS.tooMany} {ORDER_TEXTS.waitAndRetry}
        </Alert>
      ) : isPending ? (
        <OrderSkeleton />
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {ORDER_TEXTS.loadFailed}
        </Alert>
      )}
    </OrderPageFrame>
  );
}

function OrderPageFrame({
  saleSequence,
  children,
}: {
  saleSequence: string;
  children: React.ReactNode;
}) {
  const title = `Order ${saleSequence}`;
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' }, mb: 1, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {children}
    </Container>
  );
}
