import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Button,
  LinearProgress,
  Pagination,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import { ORDER_CHANNEL_LABELS } from '@windfamily/contract/order-basics';
import type { StaffOrderSummary } from '@windfamily/contract/orders';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { orderExportUrl, useStaffOrders } from '../api';
import { OrderStatusChip, PaymentStateChip } from '../components/order-chips';
import { formatDateTime, formatDay, formatTime } from '../../../lib/dates';
import { balanceText, itemCount } from '../components/format';
import { filtersFromParams, isFiltered, OrderFilters } from '../components/order-filters';
import { rememberOrderList } from '../components/order-list-url';
import { SALES_PATHS } from '../paths';

const SEARCH_DELAY_MS = 300;

/** Two lines in one cell: the value, and a caption under it. */
function TwoLines({
  main,
  caption,
  wrap = false,
}: {
  main: ReactNode;
  caption: ReactNode;
  /** Long text (names, addresses) may wrap when the table is tight. */
  wrap?: boolean;
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        minWidth: 0,
        ...(wrap && { whiteSpace: 'normal', overflowWrap: 'anywhere' }),
      }}
    >
      <span>{main}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}

const money = (order: StaffOrderSummary) => (
  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatEuro(order.total)}
  </Box>
);

/** The customer's e-mail address, the country and where the order came from (if not the shop). */
const customerCaption = (order: StaffOrderSummary, withCountry: boolean) =>
  [
    order.email,
    withCountry ? order.country.toUpperCase() : '',
    order.channel === 'shop' ? '' : ORDER_CHANNEL_LABELS[order.channel],
  ]
    .filter(Boolean)
    .join(' · ');

/** "Invoiced 12 Nov 2026", or nothing. */
const invoiceCaption = (order: StaffOrderSummary) =>
  order.invoice_date ? `Invoiced ${formatDay(order.invoice_date)}` : '';

/** A chip with a line under it, when there is one. */
function ChipWithCaption({ chip, caption }: { chip: ReactNode; caption: string }) {
  return (
    <Stack component="span" spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      {chip}
      {caption && (
        <Typography component="span" variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Stack>
  );
}

/** The status, and the day of the invoice under it. */
const statusColumn: DataColumn<StaffOrderSummary> = {
  key: 'status',
  label: 'Status',
  card: 'inline',
  render: (order) => (
    <ChipWithCaption
      chip={<OrderStatusChip status={order.status} />}
      caption={invoiceCaption(order)}
    />
  ),
};

/** The payment state, and what is owed or to refund under it. */
const paymentColumn: DataColumn<StaffOrderSummary> = {
  key: 'payment',
  label: 'Payment',
  card: 'inline',
  render: (order) => (
    <ChipWithCaption
      chip={<PaymentStateChip state={order.payment_state} />}
      caption={balanceText(order.balance)}
    />
  ),
};

const numberOnly: DataColumn<StaffOrderSummary> = {
  key: 'number',
  label: 'Number',
  render: (order) => (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {order.sale_sequence}
    </Box>
  ),
};

const numberWithDate: DataColumn<StaffOrderSummary> = {
  key: 'number',
  label: 'Order',
  render: (order) => (
    <TwoLines
      main={
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {order.sale_sequence}
        </Box>
      }
      caption={<time dateTime={order.sale_date}>{formatDateTime(order.sale_date)}</time>}
    />
  ),
};

/**
 * The list's columns: each on its own on wide screens (the invoice's day under the status,
 * what is owed or to refund under the payment); on narrower ones the date goes under the
 * number, the country with the customer, and both states share one column. The phone's cards
 * are like the narrower table, their chips under the number.
 */
function orderColumns(layout: 'wide' | 'narrow' | 'cards'): DataColumn<StaffOrderSummary>[] {
  const date: DataColumn<StaffOrderSummary> = {
    key: 'date',
    label: 'Date',
    render: (order) => (
      <TwoLines
        main={<time dateTime={order.sale_date}>{formatDay(order.sale_date)}</time>}
        caption={formatTime(order.sale_date)}
      />
    ),
  };
  if (layout === 'wide')
    return [
      date,
      {
        key: 'customer',
        label: 'Customer',
        width: '100%',
        render: (order) => (
          <TwoLines main={order.name} caption={customerCaption(order, false)} wrap />
        ),
      },
      { key: 'country', label: 'Country', render: (order) => order.country.toUpperCase() },
      {
        key: 'total',
        label: 'Total',
        align: 'right',
        render: (order) => <TwoLines main={money(order)} caption={itemCount(order.item_count)} />,
      },
      statusColumn,
      paymentColumn,
    ];
  const customer: DataColumn<StaffOrderSummary> = {
    key: 'customer',
    label: 'Customer',
    render: (order) => <TwoLines main={order.name} caption={customerCaption(order, true)} wrap />,
  };
  if (layout === 'cards')
    return [
      customer,
      {
        key: 'date',
        label: 'Date',
        render: (order) => (
          <time dateTime={order.sale_date}>{formatDateTime(order.sale_date)}</time>
        ),
      },
      {
        key: 'total',
        label: 'Total',
        render: (order) => (
          <>
            {money(order)}
            {` · ${itemCount(order.item_count)}`}
          </>
        ),
      },
      statusColumn,
      paymentColumn,
    ];
  return [
    { ...customer, width: '100%' },
    {
      key: 'total',
      label: 'Total',
      align: 'right',
      render: (order) => <TwoLines main={money(order)} caption={itemCount(order.item_count)} />,
    },
    {
      key: 'state',
      label: 'State',
      render: (order) => (
        <Stack component="span" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          {statusColumn.render(order)}
          {paymentColumn.render(order)}
        </Stack>
      ),
    },
  ];
}

/** "25 orders", "10,000 or more orders". */
const countText = (count: number, capped: boolean) =>
  `${count.toLocaleString('en-GB')}${capped ? ' or more' : ''} order${count === 1 && !capped ? '' : 's'}`;

/**
 * /backoffice/orders: every order, a page at a time, found by number, e-mail or name,
 * filtered by status, payment, country, date, invoice and channel, and sorted; all of it kept
 * in the address. The filtered list downloads as CSV.
 */
export default function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = filtersFromParams(params);
  const { search, page } = filters;
  const orders = useStaffOrders(filters);
  const isMobile = useIsMobile();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const layout = isMobile ? 'cards' : isNarrow ? 'narrow' : 'wide';
  const filtered = isFiltered(filters);

  // The field shows what is typed at once; the address (and the call) follow once typing pauses.
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    // The address changed (the pause, a link to the bare list, "Clear the filters").
    setShownSearch(search);
    if (text.trim() !== search) setText(search);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => rememberOrderList(location.search), [location.search]);

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const onSearch = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => update({ search: value.trim(), page: '1' }),
      SEARCH_DELAY_MS,
    );
  };

  const clearFilters = () => {
    window.clearTimeout(timer.current);
    setText('');
    setParams(filters.sort ? { sort: filters.sort } : {}, { replace: true });
  };

  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const first = data ? (data.page - 1) * data.page_size + 1 : 0;
  const last = data ? first + data.results.length - 1 : 0;

  return (
    <>
      <AdminPageHeader
        title="Orders"
        subtitle="Every order of the shop: find one, or narrow the list down."
        actions={
          <Button
            variant="outlined"
            href={orderExportUrl(filters)}
            download
            startIcon={<FileDownloadOutlinedIcon />}
          >
            Export CSV
          </Button>
        }
      />
      <OrderFilters filters={filters} text={text} onSearch={onSearch} update={update} />

      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <AdminLoadError
          what="The orders"
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.count === 0 ? (
        filtered ? (
          <AdminEmptyState title="No orders match">
            <Typography>Try another search, or look at every order.</Typography>
            <Button onClick={clearFilters}>Clear the filters</Button>
          </AdminEmptyState>
        ) : (
          <AdminEmptyState title="No orders yet">
            <Typography>Orders appear here as soon as customers place them.</Typography>
          </AdminEmptyState>
        )
      ) : orders.data.results.length === 0 ? (
        <AdminEmptyState title={`There is no page ${page}`}>
          <Typography>{`The orders fill ${pages} page${pages === 1 ? '' : 's'}.`}</Typography>
          <Button onClick={() => update({ page: '1' })}>Go to the first page</Button>
        </AdminEmptyState>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {`${
              orders.data.count <= orders.data.page_size && !orders.data.count_capped
                ? countText(orders.data.count, false)
                : `${first}–${last} of ${countText(orders.data.count, orders.data.count_capped)}`
            }${filtered ? ' found' : ''}`}
          </Typography>
          <Box sx={{ height: 4, mb: 0.5 }}>
            {orders.isPlaceholderData && <LinearProgress aria-label="Loading" />}
          </Box>
          <DataList
            label="Orders"
            rows={orders.data.results}
            rowKey={(order) => order.sale_sequence}
            title={layout === 'narrow' ? numberWithDate : numberOnly}
            columns={orderColumns(layout)}
            inactive={(order) => order.status === 'cancelled'}
            href={(order) => SALES_PATHS.order(order.sale_sequence)}
            rowClick
          />
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, next) => {
                update({ page: String(next) });
                window.scrollTo({ top: 0 });
              }}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              getItemAriaLabel={(type, item) =>
                type === 'page'
                  ? `Page ${item}`
                  : type === 'next'
                    ? 'Next page'
                    : type === 'previous'
                      ? 'Previous page'
                      : type
              }
            />
          )}
        </>
      )}
    </>
  );
}
