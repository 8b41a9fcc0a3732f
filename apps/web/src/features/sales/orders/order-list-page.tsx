import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  type OrderStatus,
  type PaymentState,
} from '@windfamily/contract/order-basics';
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
import { useStaffOrders } from '../api';
import { OrderStatusChip, PaymentStateChip } from '../components/order-chips';
import { formatDateTime, formatDay, formatTime } from '../../../lib/dates';
import { itemCount } from '../components/format';
import { rememberOrderList } from '../components/order-list-url';
import { SALES_PATHS } from '../paths';

const SEARCH_DELAY_MS = 300;

const ordersText = (count: number) => `${count} order${count === 1 ? '' : 's'}`;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

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

const statusColumn: DataColumn<StaffOrderSummary> = {
  key: 'status',
  label: 'Status',
  card: 'inline',
  render: (order) => <OrderStatusChip status={order.status} />,
};

const paymentColumn: DataColumn<StaffOrderSummary> = {
  key: 'payment',
  label: 'Payment',
  card: 'inline',
  render: (order) => <PaymentStateChip state={order.payment_state} />,
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
 * The list's columns: each on its own on wide screens; on narrower ones the date goes under
 * the number, the country with the customer, the items with the total, and both states share
 * one column. The phone's cards are like the narrower table, their chips under the number.
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
        render: (order) => <TwoLines main={order.name} caption={order.email} wrap />,
      },
      { key: 'country', label: 'Country', render: (order) => order.country.toUpperCase() },
      { key: 'items', label: 'Items', align: 'right', render: (order) => order.item_count },
      { key: 'total', label: 'Total', align: 'right', render: money },
      statusColumn,
      paymentColumn,
    ];
  const customer: DataColumn<StaffOrderSummary> = {
    key: 'customer',
    label: 'Customer',
    render: (order) => (
      <TwoLines
        main={order.name}
        caption={`${order.email} · ${order.country.toUpperCase()}`}
        wrap
      />
    ),
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
          <OrderStatusChip status={order.status} />
          <PaymentStateChip state={order.payment_state} />
        </Stack>
      ),
    },
  ];
}

/**
 * /backoffice/orders: every order, newest first, a page at a time, found by number, e-mail or
 * name and filtered by status and payment state; all of it kept in the address.
 */
export default function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const search = params.get('search')?.trim() ?? '';
  const status = oneOf<OrderStatus>(ORDER_STATUSES, params.get('status'));
  const paymentState = oneOf<PaymentState>(PAYMENT_STATES, params.get('payment'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const orders = useStaffOrders({ page, search, status, paymentState });
  const isMobile = useIsMobile();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const layout = isMobile ? 'cards' : isNarrow ? 'narrow' : 'wide';
  const filtered = Boolean(search || status || paymentState);

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
    setParams({}, { replace: true });
  };

  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const first = data ? (data.page - 1) * data.page_size + 1 : 0;
  const last = data ? first + data.results.length - 1 : 0;

  return (
    <>
      <AdminPageHeader title="Orders" subtitle="Every order of the shop, newest first." />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2 }}
        role="search"
        aria-label="Filter orders"
      >
        <TextField
          label="Search"
          placeholder="Number, e-mail or name"
          value={text}
          onChange={(event) => onSearch(event.target.value)}
          size="small"
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { type: 'search', maxLength: 100 },
          }}
        />
        <Stack direction="row" spacing={1.5}>
          <TextField
            select
            label="Status"
            value={status}
            onChange={(event) => update({ status: event.target.value, page: '1' })}
            size="small"
            sx={{ flex: 1, minWidth: { sm: 180 } }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">All</MenuItem>
            {ORDER_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Payment"
            value={paymentState}
            onChange={(event) => update({ payment: event.target.value, page: '1' })}
            size="small"
            sx={{ flex: 1, minWidth: { sm: 200 } }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">All</MenuItem>
            {PAYMENT_STATES.map((value) => (
              <MenuItem key={value} value={value}>
                {PAYMENT_STATE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>

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
              orders.data.count <= orders.data.page_size
                ? ordersText(orders.data.count)
                : `${first}–${last} of ${ordersText(orders.data.count)}`
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
