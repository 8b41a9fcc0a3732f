import { Box, Stack } from '@mui/material';
import type { ResellerSummary } from '@windfamily/contract/customers';
import { formatEuro } from '@windfamily/contract/money';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { SearchField } from '../../../components/backoffice/list-filters';
import { PagedList } from '../../../components/backoffice/paged-list';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { useResellers } from '../api';
import { CUSTOMER_PATHS } from '../paths';

const TITLE: DataColumn<ResellerSummary> = {
  key: 'reseller',
  label: 'Reseller',
  width: '100%',
  render: (reseller) => (
    <TwoLines
      wrap
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
  const list = useListParams({ search: 'text' });
  const { filters, page } = list;
  const resellers = useResellers(filters.search, page);

  return (
    <>
      <AdminPageHeader
        title="Resellers"
        subtitle="The accounts that buy for their own customers: their terms and what they owe."
      />
      <Stack direction="row" sx={{ mb: 2 }} role="search" aria-label="Filter resellers">
        <SearchField
          value={list.text('search')}
          onChange={(value) => list.setText('search', value)}
          placeholder="E-mail, name, company or VAT id"
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
      </Stack>

      <PagedList
        query={resellers}
        noun={['reseller', 'resellers']}
        list={list}
        noMatch={{
          text: 'Try another search, or look at every reseller.',
          clear: 'Clear the search',
        }}
        empty={{
          title: 'No resellers yet',
          text: 'Any customer becomes one on their page under Customers, with Make a reseller.',
        }}
      >
        {(rows) => (
          <DataList
            label="Resellers"
            rows={rows}
            rowKey={(reseller) => reseller.id}
            title={TITLE}
            columns={COLUMNS}
            href={(reseller) => CUSTOMER_PATHS.reseller(reseller.id)}
            rowClick
          />
        )}
      </PagedList>
    </>
  );
}
