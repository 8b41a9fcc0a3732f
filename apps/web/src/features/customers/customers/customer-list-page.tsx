import { Autocomplete, Box, MenuItem, Stack, TextField } from '@mui/material';
import {
  CUSTOMER_SORTS,
  type CustomerSort,
  type CustomerSummary,
} from '@windfamily/contract/customers';
import { formatEuro } from '@windfamily/contract/money';
import { useMemo } from 'react';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { SearchField, SelectFilter } from '../../../components/backoffice/list-filters';
import { PagedList } from '../../../components/backoffice/paged-list';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { formatDay } from '../../../lib/dates';
import { useCountries } from '../../geo/api';
import { useCustomers, type CustomerListFilters } from '../api';
import { AccountChips } from '../components/account-chips';
import { CUSTOMER_PATHS } from '../paths';

const SORT_LABELS: Record<CustomerSort, string> = {
  newest: 'Newest first',
  name: 'By name',
  total_bought: 'Biggest buyers first',
};

const YES_NO = ['true', 'false'] as const;

/** The list's filters and sort as the address keeps them (`?country=de&orders=true`). */
const FILTERS = {
  search: 'text',
  country: 'country',
  reseller: YES_NO,
  orders: YES_NO,
  sort: CUSTOMER_SORTS,
} as const;

const money = (amount: string) => (
  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
    {formatEuro(amount)}
  </Box>
);

const TITLE: DataColumn<CustomerSummary> = {
  key: 'customer',
  label: 'Customer',
  width: '100%',
  render: (account) =>
    account.erased ? (
      `Account ${account.id}`
    ) : (
      <TwoLines
        wrap
        main={account.name || account.email}
        caption={account.name ? account.email : ''}
      />
    ),
};

const MARKS: DataColumn<CustomerSummary> = {
  key: 'marks',
  label: 'Marks',
  card: 'inline',
  render: (account) => (
    <AccountChips reseller={account.is_reseller} staff={account.is_staff} erased={account.erased} />
  ),
};

function customerColumns(cards: boolean): DataColumn<CustomerSummary>[] {
  const country: DataColumn<CustomerSummary> = {
    key: 'country',
    label: 'Country',
    render: (account) => account.country?.toUpperCase() ?? '–',
  };
  const registered: DataColumn<CustomerSummary> = {
    key: 'registered',
    label: 'Registered',
    render: (account) => (
      <time dateTime={account.registration_date}>{formatDay(account.registration_date)}</time>
    ),
  };
  if (cards)
    return [
      MARKS,
      { key: 'company', label: 'Company', render: (account) => account.company || '–' },
      country,
      {
        key: 'bought',
        label: 'Orders',
        render: (account) => (
          <>
            {`${account.orders_count} · `}
            {money(account.total_bought)}
          </>
        ),
      },
      registered,
    ];
  return [
    { key: 'company', label: 'Company', render: (account) => account.company || '–' },
    country,
    { key: 'orders', label: 'Orders', align: 'right', render: (account) => account.orders_count },
    {
      key: 'bought',
      label: 'Bought',
      align: 'right',
      render: (account) => money(account.total_bought),
    },
    registered,
    MARKS,
  ];
}

/** The country filter: any country, or one searched by name. */
function CountryFilter({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { data: countries, isPending } = useCountries();
  const names = useMemo(
    () => new Map((countries ?? []).map((country) => [country.code, country.name])),
    [countries],
  );
  const options = useMemo(
    () => (countries ? countries.map((country) => country.code) : value ? [value] : []),
    [countries, value],
  );
  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_event, code) => onChange(code ?? '')}
      loading={isPending}
      autoHighlight
      size="small"
      sx={{ flex: 1, minWidth: { sm: 200 } }}
      getOptionLabel={(code) => names.get(code) ?? code.toUpperCase()}
      renderInput={(params) => <TextField {...params} label="Country" placeholder="All" />}
    />
  );
}

/**
 * /backoffice/customers: every account, newest first, found by e-mail, name or company and
 * filtered by country, reseller and orders; all of it kept in the address.
 */
export default function CustomerListPage() {
  const list = useListParams(FILTERS, { keep: ['sort'] });
  const { filters: shown, page, setFilter } = list;
  const filters: CustomerListFilters = {
    page,
    search: shown.search,
    country: shown.country,
    reseller: shown.reseller,
    hasOrders: shown.orders,
    sort: shown.sort || 'newest',
  };
  const customers = useCustomers(filters);
  const isMobile = useIsMobile();

  return (
    <>
      <AdminPageHeader
        title="Customers"
        subtitle="Every account of the shop: contact details, orders and their data."
      />
      <Stack spacing={1.5} sx={{ mb: 2 }} role="search" aria-label="Filter customers">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <SearchField
            value={list.text('search')}
            onChange={(value) => list.setText('search', value)}
            placeholder="E-mail, name or company"
            sx={{ flex: 2, maxWidth: { sm: 360 } }}
          />
          <CountryFilter value={filters.country} onChange={(code) => setFilter('country', code)} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Stack direction="row" spacing={1.5} sx={{ flex: 2 }}>
            <SelectFilter
              label="Accounts"
              value={filters.reseller}
              onChange={(value) => setFilter('reseller', value)}
              options={[
                { value: 'true', label: 'Resellers' },
                { value: 'false', label: 'Not resellers' },
              ]}
              sx={{ flex: 1 }}
            />
            <SelectFilter
              label="Orders"
              value={filters.hasOrders}
              onChange={(value) => setFilter('orders', value)}
              options={[
                { value: 'true', label: 'With orders' },
                { value: 'false', label: 'Without orders' },
              ]}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            select
            label="Sort"
            value={filters.sort}
            onChange={(event) =>
              setFilter('sort', event.target.value === 'newest' ? '' : event.target.value)
            }
            size="small"
            sx={{ flex: 1, minWidth: { sm: 200 } }}
          >
            {CUSTOMER_SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>

      <PagedList
        query={customers}
        noun={['customer', 'customers']}
        list={list}
        noMatch={{
          text: 'Try another search, or look at every account.',
          clear: 'Clear the filters',
        }}
        empty={{
          title: 'No customers yet',
          text: 'Accounts appear here as soon as people register.',
        }}
      >
        {(rows) => (
          <DataList
            label="Customers"
            rows={rows}
            rowKey={(account) => account.id}
            title={TITLE}
            columns={customerColumns(isMobile)}
            href={(account) => CUSTOMER_PATHS.customer(account.id)}
            rowClick
          />
        )}
      </PagedList>
    </>
  );
}
