import { Button, Chip, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { UNIT_STATES, type UnitSummary } from '@windfamily/contract/production';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { optionsOf, SearchField, SelectFilter } from '../../../components/backoffice/list-filters';
import { PagedList } from '../../../components/backoffice/paged-list';
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
  const { filters, page } = list;
  const units = useUnits({ page, ...filters });
  return (
    <>
      <AdminPageHeader
        title="Units"
        subtitle="Every wing with a serial number: where it is and what happened to it."
        actions={
          <Button component={RouterLink} to="/backoffice/units/check-intervals" variant="outlined">
            Check intervals
          </Button>
        }
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
      <PagedList
        query={units}
        noun={['unit', 'units']}
        list={list}
        empty={{
          title: 'No units yet',
          text: "A unit is made when a purchase order's line is marked prepared.",
        }}
      >
        {(rows) => (
          <DataList
            label="Units"
            rows={rows}
            rowKey={(row) => row.id}
            title={title}
            columns={columns}
            href={(row) => `/backoffice/units/${row.id}`}
            rowClick
            inactive={(row) => row.state === 'void'}
          />
        )}
      </PagedList>
    </>
  );
}
