import { Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { UNIT_STATES, type UnitSummary } from '@windfamily/contract/production';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { optionsOf, SearchField, SelectFilter } from '../../../components/backoffice/list-filters';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { ListPaging } from '../../../components/backoffice/paged-list';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { useUnits } from './api';
import { UNIT_STATE_LABELS } from './labels';

const FILTERS = { search: 'text', state: UNIT_STATES } as const;

const title: DataColumn<UnitSummary> = {
  key: 'serial',
  label: 'Serial',
  render: (row) => row.serial,
};
const columns: DataColumn<UnitSummary>[] = [
  {
    key: 'state',
    label: 'State',
    card: 'inline',
    render: (row) => <Chip size="small" variant="outlined" label={UNIT_STATE_LABELS[row.state]} />,
  },
  { key: 'model', label: 'Model', render: (row) => `${row.variant.product_name} ${row.size}` },
  { key: 'location', label: 'Where', render: (row) => row.location.name },
  { key: 'order', label: 'Order', render: (row) => row.order ?? '—' },
  { key: 'produced', label: 'Made', render: (row) => row.produced_on ?? '—' },
];

/** /backoffice/units: every serial-numbered wing, newest first, searched by serial. */
export default function UnitListPage() {
  const list = useListParams(FILTERS);
  const { filters, page, filtered } = list;
  const units = useUnits({ page, ...filters });
  return (
    <>
      <AdminPageHeader
        title="Units"
        subtitle="Every wing with a serial number: where it is and what happened to it."
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2 }}
        role="search"
        aria-label="Filter units"
      >
        <SearchField
          placeholder="Serial number"
          value={list.text('search')}
          onChange={(value) => list.setText('search', value)}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
        <SelectFilter
          label="State"
          value={filters.state}
          onChange={(value) => list.setFilter('state', value)}
          options={optionsOf(UNIT_STATES, UNIT_STATE_LABELS)}
          sx={{ minWidth: { sm: 220 } }}
        />
      </Stack>
      {units.isPending ? (
        <ListSkeleton />
      ) : units.isError ? (
        <AdminLoadError what="The units" error={units.error} onRetry={() => void units.refetch()} />
      ) : units.data.count === 0 ? (
        filtered ? (
          <AdminEmptyState title="No units match">
            <Button onClick={list.clear}>Clear the filters</Button>
          </AdminEmptyState>
        ) : (
          <AdminEmptyState title="No units yet">
            <Typography>A unit is made when a purchase order's line is marked prepared.</Typography>
          </AdminEmptyState>
        )
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {`${units.data.count} unit${units.data.count === 1 ? '' : 's'}${filtered ? ' found' : ''}`}
          </Typography>
          <Box sx={{ height: 4, mb: 0.5 }}>
            {units.isPlaceholderData && <LinearProgress aria-label="Loading" />}
          </Box>
          <DataList
            label="Units"
            rows={units.data.results}
            rowKey={(row) => row.id}
            title={title}
            columns={columns}
            href={(row) => `/backoffice/units/${row.id}`}
            rowClick
            inactive={(row) => row.state === 'void'}
          />
          <ListPaging data={units.data} page={page} onPage={list.setPage} />
        </>
      )}
    </>
  );
}
