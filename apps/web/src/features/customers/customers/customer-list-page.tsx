import { Autocomplete, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  CUSTOMER_SORTS,
  type CustomerSort,
  type CustomerSummary,
} from '@windfamily/contract/customers';
import { formatEuro } from '@windfamily/contract/money';
import { useMemo } from 'react';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { formatDay } from '../../../lib/dates';
import { useCountries } from '../../geo/api';
import { useCustomers, type CustomerListFilters } from '../api';
import { AccountChips } from '../components/account-chips';
import { ListCount, ListPaging, pageCount } from '../components/list-paging';
import { ListSearchField } from '../components/list-search-field';
import { TwoLines } from '../components/two-lines';
import { useListParams } from '../components/use-list-params';
import { CUSTOMER_PATHS } from '../paths';

const SORT_LABELS: Record<CustomerSort, string> = {
  newest: 'Newest first',
  name: 'By name',
  total_bought: 'Biggest buyers first',
};

const YES_NO = ['true', 'false'] as const;
const yesNo = (value: string | null): '' | 'true' | 'false' =>
  YES_NO.includes(value as 'true') ? (value as 'true' | 'false') : '';

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
      <TwoLines main={account.name || account.email} caption={account.name ? account.email : ''} />
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
  const list = useListParams(CUSTOMER_PATHS.customers);
  const { params, search, page, filter } = list;
  const sortParam = params.get('sort') as CustomerSort | null;
  const filters: CustomerListFilters = {
    page,
    search,
    country: params.get('country') ?? '',
    reseller: yesNo(params.get('reseller')),
    hasOrders: yesNo(params.get('orders')),
    sort: sortParam && CUSTOMER_SORTS.includes(sortParam) ? sortParam : 'newest',
  };
  const customers = useCustomers(filters);
  const isMobile = useIsMobile();
  const filtered = Boolean(search || filters.country || filters.reseller || filters.hasOrders);

  return (
    <>
      <AdminPageHeader
        title="Customers"
        subtitle="Every account of the shop: contact details, orders and their data."
      />
      <Stack spacing={1.5} sx={{ mb: 2 }} role="search" aria-label="Filter customers">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <ListSearchField
            value={list.text}
            onChange={list.onSearch}
            placeholder="E-mail, name or company"
            sx={{ flex: 2, maxWidth: { sm: 360 } }}
          />
          <CountryFilter value={filters.country} onChange={(code) => filter('country', code)} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Stack direction="row" spacing={1.5} sx={{ flex: 2 }}>
            <TextField
              select
              label="Accounts"
              value={filters.reseller}
              onChange={(event) => filter('reseller', event.target.value)}
              size="small"
              sx={{ flex: 1 }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">All</MenuItem>
              <MenuItem value="true">Resellers</MenuItem>
              <MenuItem value="false">Not resellers</MenuItem>
            </TextField>
            <TextField
              select
              label="Orders"
              value={filters.hasOrders}
              onChange={(event) => filter('orders', event.target.value)}
              size="small"
              sx={{ flex: 1 }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">All</MenuItem>
              <MenuItem value="true">With orders</MenuItem>
              <MenuItem value="false">Without orders</MenuItem>
            </TextField>
          </Stack>
          <TextField
            select
            label="Sort"
            value={filters.sort}
            onChange={(event) =>
              filter('sort', event.target.value === 'newest' ? '' : event.target.value)
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

      {customers.isPending ? (
        <ListSkeleton />
      ) : customers.isError ? (
        <AdminLoadError
          what="The customers"
          error={customers.error}
          onRetry={() => void customers.refetch()}
        />
      ) : customers.data.count === 0 ? (
        filtered ? (
          <AdminEmptyState title="No customers match">
            <Typography>Try another search, or look at every account.</Typography>
            <Button onClick={list.clear}>Clear the filters</Button>
          </AdminEmptyState>
        ) : (
          <AdminEmptyState title="No customers yet">
            <Typography>Accounts appear here as soon as people register.</Typography>
          </AdminEmptyState>
        )
      ) : customers.data.results.length === 0 ? (
        <AdminEmptyState title={`There is no page ${page}`}>
          <Typography>{`The customers fill ${pageCount(customers.data)} pages.`}</Typography>
          <Button onClick={() => list.update({ page: '1' })}>Go to the first page</Button>
        </AdminEmptyState>
      ) : (
        <>
          <ListCount
            data={customers.data}
            noun={['customer', 'customers']}
            filtered={filtered}
            loading={customers.isPlaceholderData}
          />
          <DataList
            label="Customers"
            rows={customers.data.results}
            rowKey={(account) => account.id}
            title={TITLE}
            columns={customerColumns(isMobile)}
            href={(account) => CUSTOMER_PATHS.customer(account.id)}
            rowClick
          />
          <ListPaging
            data={customers.data}
            onPage={(next) => list.update({ page: String(next) })}
          />
        </>
      )}
    </>
  );
}
