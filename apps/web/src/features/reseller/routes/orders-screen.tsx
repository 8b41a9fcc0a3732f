import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import { resellerApiPaths, type ResellerOrderSummary } from '@windfamily/contract/reseller';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { PageLinks, usePageParam } from '../../../components/page-links';
import { formatDay } from '../../../lib/dates';
import { useCountries } from '../../geo/api';
import { InvoiceLinks, PaymentLabel, StatusLabel } from '../../orders';
import { useResellerCatalog, useResellerOrders } from '../api';
import { RESELLER_PATHS } from '../paths';
import { AREA_TITLE } from '../texts';

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Two lines in one cell: the value, and a caption under it. */
function TwoLines({ main, caption }: { main: ReactNode; caption: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
      <span>{main}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}

/** What is still to pay on the order, or to be refunded, or that it is settled. */
function balanceText(balance: string): string {
  const cents = moneyToCents(balance);
  if (cents > 0) return `${formatEuro(balance)} to pay`;
  if (cents < 0) return `${formatEuro(-cents / 100)} to refund`;
  return 'Settled';
}

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

function useColumns(): {
  title: DataColumn<ResellerOrderSummary>;
  columns: DataColumn<ResellerOrderSummary>[];
} {
  const { data: countries } = useCountries();
  const countryName = (code: string) =>
    countries?.find((country) => country.code === code)?.name ?? code.toUpperCase();
  return {
    title: {
      key: 'number',
      label: 'Order',
      render: (order) => (
        <TwoLines
          main={
            <Box component="span" sx={numeric}>
              Order {order.sale_sequence}
            </Box>
          }
          caption={<time dateTime={order.sale_date}>{formatDay(order.sale_date)}</time>}
        />
      ),
    },
    columns: [
      {
        key: 'reference',
        label: 'Your reference',
        render: (order) => order.reference || '—',
      },
      {
        key: 'customer',
        label: 'Customer',
        render: (order) => (
          <TwoLines main={order.customer_name} caption={countryName(order.country)} />
        ),
      },
      {
        key: 'state',
        label: 'State',
        card: 'inline',
        render: (order) => (
          <Box
            component="span"
            sx={{
              display: 'inline-flex',
              flexDirection: { xs: 'row', md: 'column' },
              alignItems: 'flex-start',
              flexWrap: 'wrap',
              gap: 0.5,
            }}
          >
            <StatusLabel status={order.status} />
            <PaymentLabel state={order.payment_state} />
          </Box>
        ),
      },
      {
        key: 'total',
        label: 'Total',
        align: 'right',
        render: (order) => (
          <TwoLines
            main={
              <Box component="span" sx={numeric}>
                {formatEuro(order.total)}
              </Box>
            }
            caption={itemsText(order.item_count)}
          />
        ),
      },
      {
        key: 'balance',
        label: 'Balance',
        align: 'right',
        render: (order) => (
          <Box component="span" sx={numeric}>
            {balanceText(order.balance)}
          </Box>
        ),
      },
      {
        key: 'invoices',
        label: 'Invoices',
        // On phones the card is a link: the invoices' links go under it (actions).
        card: 'hidden',
        render: (order) =>
          order.invoices.length > 0 ? (
            <InvoiceLinks
              invoices={order.invoices}
              compact
              label={`Invoices of order ${order.sale_sequence}`}
            />
          ) : (
            <Typography component="span" variant="body2" color="text.secondary">
              Not yet invoiced
            </Typography>
          ),
      },
    ],
  };
}

/** Who orders, at which prices: the company, the price list and the VAT id the invoices carry. */
function AccountLine() {
  const { data: catalog, isPending } = useResellerCatalog();
  if (isPending) return <Skeleton width={280} />;
  if (!catalog) return null;
  const parts = [
    catalog.company,
    catalog.price_list ? `Price list: ${catalog.price_list}` : 'Shop prices',
    catalog.vat_id ? `VAT id ${catalog.vat_id}` : '',
  ].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}

/** /admin/: the reseller's orders for their customers, with their invoices, and the ways to order. */
export function OrdersScreen() {
  const page = usePageParam();
  const { data, isPending, error, isPlaceholderData, refetch } = useResellerOrders(page);
  const { title, columns } = useColumns();
  const isMobile = useIsMobile();
  const newOrder = (
    <Button
      component={RouterLink}
      to={RESELLER_PATHS.newOrder}
      variant="contained"
      color="secondary"
      startIcon={<AddIcon />}
    >
      New order
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title={AREA_TITLE}
        pageTitle={AREA_TITLE}
        subtitle={<AccountLine />}
        actions={
          <>
            {newOrder}
            <Button
              href={resellerApiPaths.priceListCsv}
              download
              variant="outlined"
              startIcon={<DownloadIcon />}
            >
              Price list (CSV)
            </Button>
          </>
        }
      />
      <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        Your orders
      </Typography>
      {isPending ? (
        <ListSkeleton rows={4} />
      ) : error && !data ? (
        <AdminLoadError what="Your orders" error={error} onRetry={() => void refetch()} />
      ) : data.count === 0 ? (
        <AdminEmptyState title="No orders yet">
          <Typography>
            Order for your customers here: delivered to them, invoiced to you at your prices.
          </Typography>
          {newOrder}
        </AdminEmptyState>
      ) : (
        <>
          <Box
            aria-busy={isPlaceholderData || undefined}
            sx={{ opacity: isPlaceholderData ? 0.6 : 1 }}
          >
            <DataList
              label="Your orders"
              rows={data.results}
              rowKey={(order) => order.sale_sequence}
              title={title}
              columns={columns}
              href={(order) => order.link}
              actions={
                isMobile
                  ? (order) =>
                      order.invoices.length > 0 && (
                        <Box sx={{ width: '100%' }}>
                          <InvoiceLinks
                            invoices={order.invoices}
                            compact
                            label={`Invoices of order ${order.sale_sequence}`}
                          />
                        </Box>
                      )
                  : undefined
              }
            />
          </Box>
          <PageLinks data={data} page={page} label="Pages of your orders" />
        </>
      )}
    </>
  );
}
