import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import { ORDER_CHANNEL_LABELS } from '@windfamily/contract/order-basics';
import type { StaffOrderSummary } from '@windfamily/contract/orders';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { PagedList } from '../../../components/backoffice/paged-list';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { orderExportUrl, useStaffOrders } from '../api';
import { OrderStatusChip, PaymentStateChip } from '../components/order-chips';
import { formatDateTime, formatDay, formatTime } from '../../../lib/dates';
import { balanceText, itemCount } from '../components/format';
import { ORDER_FILTERS, OrderFilters, orderListFilters } from '../components/order-filters';
import { SALES_PATHS } from '../paths';

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

/**
 * /backoffice/orders: every order, a page at a time, found by number, e-mail or name,
 * filtered by status, payment, country, date, invoice and channel, and sorted; all of it kept
 * in the address. The filtered list downloads as CSV.
 */
export default function OrderListPage() {
  const list = useListParams(ORDER_FILTERS, { keep: ['sort'] });
  const filters = orderListFilters(list);
  const orders = useStaffOrders(filters);
  const isMobile = useIsMobile();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const layout = isMobile ? 'cards' : isNarrow ? 'narrow' : 'wide';

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
      <OrderFilters list={list} />
      <PagedList
        query={orders}
        noun={['order', 'orders']}
        list={list}
        noMatch={{
          text: 'Try another search, or look at every order.',
          clear: 'Clear the filters',
        }}
        empty={{
          title: 'No orders yet',
          text: 'Orders appear here as soon as customers place them.',
        }}
      >
        {(rows) => (
          <DataList
            label="Orders"
            rows={rows}
            rowKey={(order) => order.sale_sequence}
            title={layout === 'narrow' ? numberWithDate : numberOnly}
            columns={orderColumns(layout)}
            inactive={(order) => order.status === 'cancelled'}
            href={(order) => SALES_PATHS.order(order.sale_sequence)}
            rowClick
          />
        )}
      </PagedList>
    </>
  );
}
