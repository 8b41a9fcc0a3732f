import { Box, Collapse } from '@mui/material';
import {
  ORDER_CHANNEL_LABELS,
  ORDER_CHANNELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  STAFF_ORDER_SORTS,
  type StaffOrderSort,
} from '@windfamily/contract/orders';
import { useId, useState } from 'react';
import {
  DateFilter,
  MoreFiltersButton,
  optionsOf,
  SearchField,
  SelectFilter,
} from '../../../components/backoffice/list-filters';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import type { ListParams } from '../../../components/backoffice/use-list-params';
import { useCountries } from '../../geo/api';
import type { OrderListFilters } from '../api';

/** How the list sorts, in the words of the sort field. */
export const SORT_LABELS: Record<StaffOrderSort, string> = {
  '-created': 'Newest first',
  created: 'Oldest first',
  '-total': 'Highest total',
  total: 'Lowest total',
  '-number': 'Number, high to low',
  number: 'Number, low to high',
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
};

/** The list's filters and sort as the address keeps them (`?status=paid&payment=unpaid&from=…`). */
export const ORDER_FILTERS = {
  search: 'text',
  status: ORDER_STATUSES,
  payment: PAYMENT_STATES,
  country: 'country',
  from: 'date',
  to: 'date',
  invoice: ['yes', 'no'],
  channel: ORDER_CHANNELS,
  sort: STAFF_ORDER_SORTS,
} as const;

/** The list's state: its filters, sort and page in the address. */
export type OrderListParams = ListParams<typeof ORDER_FILTERS>;

/** The filters and page of the address as the server takes them. */
export function orderListFilters({ filters, page }: OrderListParams): OrderListFilters {
  return {
    page,
    search: filters.search,
    status: filters.status,
    paymentState: filters.payment,
    country: filters.country,
    dateFrom: filters.from,
    dateTo: filters.to,
    hasInvoice: filters.invoice === 'yes' ? 'true' : filters.invoice === 'no' ? 'false' : '',
    channel: filters.channel,
    sort: filters.sort,
  };
}

/** The filters beyond the search, status and payment, counted for the phone's button. */
const moreFilterCount = (list: OrderListParams) =>
  (['country', 'from', 'to', 'invoice', 'channel'] as const).filter((key) => list.filters[key])
    .length;

/** The list's search, filters and sort; the search field shows what is typed at once. */
export function OrderFilters({ list }: { list: OrderListParams }) {
  const isMobile = useIsMobile();
  const countries = useCountries();
  const moreId = useId();
  const { filters, setFilter } = list;
  const more = moreFilterCount(list);
  const [showMore, setShowMore] = useState(more > 0);
  const set = (key: keyof typeof ORDER_FILTERS) => (value: string) => setFilter(key, value);
  const grid = {
    display: 'grid',
    gap: 1.5,
    gridTemplateColumns: {
      xs: 'repeat(2, minmax(0, 1fr))',
      sm: 'repeat(3, minmax(0, 1fr))',
      lg: 'repeat(6, minmax(0, 1fr))',
    },
  } as const;

  const moreFilters = (
    <Box id={moreId} sx={grid}>
      <SelectFilter
        label="Country"
        value={filters.country}
        onChange={set('country')}
        options={(countries.data ?? []).map((country) => ({
          value: country.code,
          label: country.name,
        }))}
        sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}
      />
      <DateFilter label="Placed from" value={filters.from} onChange={set('from')} />
      <DateFilter label="Placed until" value={filters.to} onChange={set('to')} />
      <SelectFilter
        label="Invoice"
        value={filters.invoice}
        onChange={set('invoice')}
        options={[
          { value: 'yes', label: 'Invoiced' },
          { value: 'no', label: 'Not invoiced' },
        ]}
      />
      <SelectFilter
        label="Channel"
        value={filters.channel}
        onChange={set('channel')}
        options={optionsOf(ORDER_CHANNELS, ORDER_CHANNEL_LABELS)}
      />
    </Box>
  );

  return (
    <Box role="search" aria-label="Filter orders" sx={{ mb: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={grid}>
        <SearchField
          placeholder="Number, e-mail or name"
          value={list.text('search')}
          onChange={(value) => list.setText('search', value)}
          sx={{ gridColumn: { xs: 'span 2', sm: 'span 3', lg: 'span 2' } }}
        />
        <SelectFilter
          label="Status"
          value={filters.status}
          onChange={set('status')}
          options={optionsOf(ORDER_STATUSES, ORDER_STATUS_LABELS)}
        />
        <SelectFilter
          label="Payment"
          value={filters.payment}
          onChange={set('payment')}
          options={optionsOf(PAYMENT_STATES, PAYMENT_STATE_LABELS)}
        />
        <SelectFilter
          label="Sort"
          value={filters.sort === '-created' ? '' : filters.sort}
          onChange={set('sort')}
          emptyLabel={SORT_LABELS['-created']}
          options={optionsOf(
            STAFF_ORDER_SORTS.filter((sort) => sort !== '-created'),
            SORT_LABELS,
          )}
        />
        {isMobile && (
          <MoreFiltersButton
            open={showMore}
            onToggle={() => setShowMore((shown) => !shown)}
            set={more}
            controls={moreId}
          />
        )}
      </Box>
      {isMobile ? <Collapse in={showMore}>{moreFilters}</Collapse> : moreFilters}
    </Box>
  );
}
