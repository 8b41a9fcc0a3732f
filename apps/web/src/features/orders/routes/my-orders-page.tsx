import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Container, Paper, Skeleton, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import type { MyOrder } from '@windfamily/contract/orders';
import { Link as RouterLink } from 'react-router';
import { formatDate, parseApiDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { RequireLogin } from '../../accounts';
import { useMyOrders } from '../api';
import { InvoiceLinks } from '../components/invoice-links';
import { PaymentLabel, StatusLabel } from '../components/state-labels';
import { WINGS_PATH } from '../paths';
import { LoadError } from '../../../components/load-states';
import { PageLinks, usePageParam } from '../../../components/page-links';

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** One order of the list: the whole row leads to its page; its invoices download under it. */
function OrderRow({ order }: { order: MyOrder }) {
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box
        component={RouterLink}
        to={order.link}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto auto' },
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
          px: { xs: 2, sm: 3 },
          py: 2,
          color: 'inherit',
          textDecoration: 'none',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
            Order {order.sale_sequence}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            <time dateTime={order.sale_date}>{formatDate(parseApiDate(order.sale_date))}</time>
            {' · '}
            {itemsText(order.item_count)}
          </Typography>
        </Box>
        <Box
          sx={{
            gridColumn: { xs: '1 / -1', sm: 'auto' },
            gridRow: { xs: 2, sm: 'auto' },
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <StatusLabel status={order.status} />
          <PaymentLabel state={order.payment_state} />
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            gridRow: { xs: 1, sm: 'auto' },
            gridColumn: { xs: 2, sm: 'auto' },
          }}
        >
          <Typography
            component="span"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {formatEuro(order.total)}
          </Typography>
          <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
        </Box>
      </Box>
      {/* Beside the row's link, not in it: a link holds no other link. */}
      {order.invoices.length > 0 && (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2, mt: -0.5 }}>
          <InvoiceLinks
            invoices={order.invoices}
            compact
            label={`Invoices of order ${order.sale_sequence}`}
          />
        </Box>
      )}
    </Box>
  );
}

function ListSkeleton() {
  return (
    <Paper variant="outlined" role="status" aria-busy="true" aria-label="Loading your orders">
      {[0, 1, 2].map((row) => (
        <Box
          key={row}
          sx={{ px: { xs: 2, sm: 3 }, py: 2, '& + &': { borderTop: 1, borderColor: 'divider' } }}
        >
          <Skeleton width="40%" />
          <Skeleton width="60%" />
        </Box>
      ))}
    </Paper>
  );
}

function NoOrders() {
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: { xs: 5, md: 7 }, px: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        No orders yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        When you order something, you will find it here, with where it stands.
      </Typography>
      <Button component={RouterLink} to={WINGS_PATH} variant="contained" color="secondary">
        See our wings
      </Button>
    </Paper>
  );
}

function MyOrders() {
  const page = usePageParam();
  const { data, isPending, isError, isPlaceholderData, refetch } = useMyOrders(page);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' }, mb: { xs: 2, md: 3 } }}
      >
        My Orders
      </Typography>
      {isPending ? (
        <ListSkeleton />
      ) : isError && !data ? (
        <LoadError what="your orders" onRetry={() => void refetch()} />
      ) : data.count === 0 ? (
        <NoOrders />
      ) : (
        <>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Box
              component="ul"
              aria-label="Your orders"
              aria-busy={isPlaceholderData || undefined}
              sx={{ m: 0, p: 0, opacity: isPlaceholderData ? 0.6 : 1 }}
            >
              {data.results.map((order) => (
                <OrderRow key={order.sale_sequence} order={order} />
              ))}
            </Box>
          </Paper>
          <PageLinks data={data} page={page} label="Pages of your orders" />
        </>
      )}
    </Container>
  );
}

/** /account/my_orders: the logged-in account's orders, newest first, each leading to its page. */
export default function MyOrdersPage() {
  usePageTitle('My Orders');
  return (
    <RequireLogin>
      <MyOrders />
    </RequireLogin>
  );
}
