import { Box, Button, Stack, Typography } from '@mui/material';
import type { ResellerSummary } from '@windfamily/contract/customers';
import { formatEuro } from '@windfamily/contract/money';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { useResellers } from '../api';
import { ListCount, ListPaging, pageCount } from '../components/list-paging';
import { ListSearchField } from '../components/list-search-field';
import { TwoLines } from '../components/two-lines';
import { useListParams } from '../components/use-list-params';
import { CUSTOMER_PATHS } from '../paths';

const TITLE: DataColumn<ResellerSummary> = {
  key: 'reseller',
  label: 'Reseller',
  width: '100%',
  render: (reseller) => (
    <TwoLines
      main={reseller.company || reseller.name || reseller.email}
      caption={[reseller.company ? reseller.name : '', reseller.email].filter(Boolean).join(' · ')}
    />
  ),
};

const COLUMNS: DataColumn<ResellerSummary>[] = [
  {
    key: 'country',
    label: 'Country',
    render: (reseller) => reseller.country?.toUpperCase() ?? '–',
  },
  { key: 'vat', label: 'VAT id', render: (reseller) => reseller.vat_id || '–' },
  {
    key: 'price-list',
    label: 'Price list',
    render: (reseller) => reseller.price_list?.name ?? 'None',
  },
  { key: 'orders', label: 'Orders', align: 'right', render: (reseller) => reseller.orders_count },
  {
    key: 'open',
    label: 'Open balance',
    align: 'right',
    render: (reseller) => (
      <Box
        component="span"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          ...(Number(reseller.open_balance) > 0 && { color: 'warning.dark', fontWeight: 600 }),
        }}
      >
        {Number(reseller.open_balance) === 0 ? '–' : formatEuro(reseller.open_balance)}
      </Box>
    ),
  },
];

/** /backoffice/resellers: the reseller accounts with their terms, orders and open balance. */
export default function ResellerListPage() {
  const list = useListParams(CUSTOMER_PATHS.resellers);
  const { search, page } = list;
  const resellers = useResellers(search, page);

  return (
    <>
      <AdminPageHeader
        title="Resellers"
        subtitle="The accounts that buy for their own customers: their terms and what they owe."
      />
      <Stack direction="row" sx={{ mb: 2 }} role="search" aria-label="Filter resellers">
        <ListSearchField
          value={list.text}
          onChange={list.onSearch}
          placeholder="E-mail, name, company or VAT id"
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
      </Stack>

      {resellers.isPending ? (
        <ListSkeleton />
      ) : resellers.isError ? (
        <AdminLoadError
          what="The resellers"
          error={resellers.error}
          onRetry={() => void resellers.refetch()}
        />
      ) : resellers.data.count === 0 ? (
        search ? (
          <AdminEmptyState title="No resellers match">
            <Typography>Try another search, or look at every reseller.</Typography>
            <Button onClick={list.clear}>Clear the search</Button>
          </AdminEmptyState>
        ) : (
          <AdminEmptyState title="No resellers yet">
            <Typography>
              Any customer becomes one on their page under Customers, with Make a reseller.
            </Typography>
          </AdminEmptyState>
        )
      ) : resellers.data.results.length === 0 ? (
        <AdminEmptyState title={`There is no page ${page}`}>
          <Typography>{`The resellers fill ${pageCount(resellers.data)} pages.`}</Typography>
          <Button onClick={() => list.update({ page: '1' })}>Go to the first page</Button>
        </AdminEmptyState>
      ) : (
        <>
          <ListCount
            data={resellers.data}
            noun={['reseller', 'resellers']}
            filtered={Boolean(search)}
            loading={resellers.isPlaceholderData}
          />
          <DataList
            label="Resellers"
            rows={resellers.data.results}
            rowKey={(reseller) => reseller.id}
            title={TITLE}
            columns={COLUMNS}
            href={(reseller) => CUSTOMER_PATHS.reseller(reseller.id)}
            rowClick
          />
          <ListPaging
            data={resellers.data}
            onPage={(next) => list.update({ page: String(next) })}
          />
        </>
      )}
    </>
  );
}
