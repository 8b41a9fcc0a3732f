import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import {
  Badge,
  Box,
  Button,
  Collapse,
  InputAdornment,
  MenuItem,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import {
  ORDER_CHANNEL_LABELS,
  ORDER_CHANNELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  STAFF_ORDER_SORTS,
  type OrderChannel,
  type OrderStatus,
  type PaymentState,
  type StaffOrderSort,
} from '@windfamily/contract/orders';
import { useId, useState } from 'react';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
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

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

/** The list's filters as the address keeps them (`?status=paid&payment=unpaid&from=…`). */
export function filtersFromParams(params: URLSearchParams): OrderListFilters {
  const invoice = params.get('invoice');
  const country = params.get('country')?.toLowerCase() ?? '';
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    search: params.get('search')?.trim() ?? '',
    status: oneOf<OrderStatus>(ORDER_STATUSES, params.get('status')),
    paymentState: oneOf<PaymentState>(PAYMENT_STATES, params.get('payment')),
    country: /^[a-z]{2}$/.test(country) ? country : '',
    dateFrom: day(params.get('from')),
    dateTo: day(params.get('to')),
    hasInvoice: invoice === 'yes' ? 'true' : invoice === 'no' ? 'false' : '',
    channel: oneOf<OrderChannel>(ORDER_CHANNELS, params.get('channel')),
    sort: oneOf<StaffOrderSort>(STAFF_ORDER_SORTS, params.get('sort')),
  };
}

/** The filters beyond the search, status and payment, counted for the phone's button. */
const moreFilterCount = (filters: OrderListFilters) =>
  [filters.country, filters.dateFrom, filters.dateTo, filters.hasInvoice, filters.channel].filter(
    Boolean,
  ).length;

/** Whether anything narrows the list (the sort does not). */
export const isFiltered = (filters: OrderListFilters) =>
  Boolean(filters.search || filters.status || filters.paymentState) || moreFilterCount(filters) > 0;

/** A small select with "All" as its empty choice. */
function SelectFilter({
  label,
  value,
  onChange,
  options,
  emptyLabel = 'All',
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  emptyLabel?: string;
  sx?: TextFieldProps['sx'];
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={sx}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * The list's search, filters and sort. `update` takes the changed address keys; the search
 * field shows what is typed at once (`text`), the parent sends it on when typing pauses.
 */
export function OrderFilters({
  filters,
  text,
  onSearch,
  update,
}: {
  filters: OrderListFilters;
  text: string;
  onSearch: (text: string) => void;
  update: (changes: Record<string, string>) => void;
}) {
  const isMobile = useIsMobile();
  const countries = useCountries();
  const moreId = useId();
  const more = moreFilterCount(filters);
  const [showMore, setShowMore] = useState(more > 0);
  const set = (key: string) => (value: string) => update({ [key]: value, page: '1' });
  const grid = {
    display: 'grid',
    gap: 1.5,
    gridTemplateColumns: {
      xs: 'repeat(2, minmax(0, 1fr))',
      sm: 'repeat(3, minmax(0, 1fr))',
      lg: 'repeat(6, minmax(0, 1fr))',
    },
  } as const;
  const dateField = (key: 'from' | 'to', label: string, value: string) => (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(event) => set(key)(event.target.value)}
      size="small"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

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
      {dateField('from', 'Placed from', filters.dateFrom)}
      {dateField('to', 'Placed until', filters.dateTo)}
      <SelectFilter
        label="Invoice"
        value={filters.hasInvoice === 'true' ? 'yes' : filters.hasInvoice === 'false' ? 'no' : ''}
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
        options={labelled(ORDER_CHANNELS, ORDER_CHANNEL_LABELS)}
      />
    </Box>
  );

  return (
    <Box role="search" aria-label="Filter orders" sx={{ mb: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={grid}>
        <TextField
          label="Search"
          placeholder="Number, e-mail or name"
          value={text}
          onChange={(event) => onSearch(event.target.value)}
          size="small"
          sx={{ gridColumn: { xs: 'span 2', sm: 'span 3', lg: 'span 2' } }}
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
        <SelectFilter
          label="Status"
          value={filters.status}
          onChange={set('status')}
          options={labelled(ORDER_STATUSES, ORDER_STATUS_LABELS)}
        />
        <SelectFilter
          label="Payment"
          value={filters.paymentState}
          onChange={set('payment')}
          options={labelled(PAYMENT_STATES, PAYMENT_STATE_LABELS)}
        />
        <SelectFilter
          label="Sort"
          value={filters.sort === '-created' ? '' : filters.sort}
          onChange={(value) => update({ sort: value })}
          emptyLabel={SORT_LABELS['-created']}
          options={labelled(
            STAFF_ORDER_SORTS.filter((sort) => sort !== '-created'),
            SORT_LABELS,
          )}
        />
        {isMobile && (
          <Button
            variant="outlined"
            onClick={() => setShowMore((shown) => !shown)}
            aria-expanded={showMore}
            aria-controls={moreId}
            startIcon={
              <Badge badgeContent={more} color="primary">
                <FilterListIcon />
              </Badge>
            }
          >
            {showMore ? 'Fewer filters' : 'More filters'}
          </Button>
        )}
      </Box>
      {isMobile ? <Collapse in={showMore}>{moreFilters}</Collapse> : moreFilters}
    </Box>
  );
}
