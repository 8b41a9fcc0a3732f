import { Box, Link, Typography } from '@mui/material';
import type { CustomerOrder } from '@windfamily/contract/customers';
import { formatEuro } from '@windfamily/contract/money';
import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS } from '@windfamily/contract/order-basics';
import { Link as RouterLink } from 'react-router';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { FormSection } from '../../../components/backoffice/form-section';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { formatDay } from '../../../lib/dates';
import { CUSTOMER_PATHS } from '../paths';
import { TwoLines } from '../../../components/backoffice/two-lines';

const amount = (money: string) => (
  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
    {formatEuro(money)}
  </Box>
);

const NUMBER: DataColumn<CustomerOrder> = {
  key: 'number',
  label: 'Order',
  render: (order) => order.sale_sequence,
};

const DATE: DataColumn<CustomerOrder> = {
  key: 'date',
  label: 'Date',
  render: (order) => <time dateTime={order.sale_date}>{formatDay(order.sale_date)}</time>,
};

const open = (order: CustomerOrder) => (Number(order.balance) === 0 ? '–' : amount(order.balance));

const TABLE_COLUMNS: DataColumn<CustomerOrder>[] = [
  DATE,
  {
    key: 'status',
    label: 'Status',
    render: (order) => (
      <TwoLines
        wrap
        main={ORDER_STATUS_LABELS[order.status]}
        caption={PAYMENT_STATE_LABELS[order.payment_state]}
      />
    ),
  },
  { key: 'total', label: 'Total', align: 'right', render: (order) => amount(order.total) },
  { key: 'balance', label: 'Open', align: 'right', render: open },
];

/** A phone's cards: the states in one line, then date and money. */
const CARD_COLUMNS: DataColumn<CustomerOrder>[] = [
  {
    key: 'status',
    label: 'Status',
    card: 'inline',
    render: (order) =>
      `${ORDER_STATUS_LABELS[order.status]} · ${PAYMENT_STATE_LABELS[order.payment_state]}`,
  },
  DATE,
  {
    key: 'total',
    label: 'Total',
    render: (order) => (
      <>
        {amount(order.total)}
        {Number(order.balance) !== 0 && <> · {amount(order.balance)} open</>}
      </>
    ),
  },
];

/**
 * An account's newest orders, each leading to the order in the back office (for those who
 * may open orders), with a way to all of them when there are more.
 */
export function CustomerOrders({
  orders,
  email,
  canOpenOrders,
}: {
  orders: { count: number; results: CustomerOrder[] };
  email: string;
  canOpenOrders: boolean;
}) {
  const { count, results } = orders;
  const isMobile = useIsMobile();
  return (
    <FormSection
      title="Orders"
      description={
        count === 0
          ? undefined
          : count > results.length
            ? `The newest ${results.length} of ${count} orders.`
            : `${count} order${count === 1 ? '' : 's'}, newest first.`
      }
      actions={
        canOpenOrders && count > results.length ? (
          <Link component={RouterLink} to={CUSTOMER_PATHS.ordersOf(email)} underline="hover">
            All their orders
          </Link>
        ) : undefined
      }
    >
      {count === 0 ? (
        <Typography color="text.secondary">No orders yet.</Typography>
      ) : (
        <DataList
          label="Orders of the account"
          rows={results}
          rowKey={(order) => order.sale_sequence}
          title={NUMBER}
          columns={isMobile ? CARD_COLUMNS : TABLE_COLUMNS}
          href={canOpenOrders ? (order) => CUSTOMER_PATHS.order(order.sale_sequence) : undefined}
          rowClick
        />
      )}
    </FormSection>
  );
}
