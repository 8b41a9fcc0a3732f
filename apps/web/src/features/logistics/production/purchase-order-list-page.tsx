import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack } from '@mui/material';
import { PURCHASE_ORDER_STATES, type PurchaseOrderSummary } from '@windfamily/contract/production';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { optionsOf, SearchField, SelectFilter } from '../../../components/backoffice/list-filters';
import { PagedList } from '../../../components/backoffice/paged-list';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { formatDateTime } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { useCreatePurchaseOrder, usePurchaseOrders } from './api';
import { PURCHASE_ORDER_STATE_LABELS } from './labels';

const FILTERS = { search: 'text', state: PURCHASE_ORDER_STATES } as const;

const title: DataColumn<PurchaseOrderSummary> = {
  key: 'number',
  label: 'Number',
  render: (row) => row.number,
};
const columns: DataColumn<PurchaseOrderSummary>[] = [
  {
    key: 'state',
    label: 'State',
    card: 'inline',
    render: (row) => (
      <Chip size="small" variant="outlined" label={PURCHASE_ORDER_STATE_LABELS[row.state]} />
    ),
  },
  { key: 'lines', label: 'Wings', align: 'right', render: (row) => row.line_count },
  { key: 'finish', label: 'Finish by', render: (row) => row.requested_finish_on ?? '—' },
  { key: 'created', label: 'Started', render: (row) => formatDateTime(row.created_at) },
  { key: 'note', label: 'Note', render: (row) => row.note || '—' },
];

/** /backoffice/production: purchase orders to the factory, newest first. */
export default function PurchaseOrderListPage() {
  const list = useListParams(FILTERS);
  const { filters, page } = list;
  const orders = usePurchaseOrders({ page, ...filters });
  const create = useCreatePurchaseOrder();
  const navigate = useNavigate();
  const start = () =>
    create.mutate('', {
      onSuccess: (order) => void navigate(`/backoffice/production/${order.id}`),
      onError: (error) =>
        toast.error(isHttpError(error) ? error.publicMessage : 'Could not start a purchase order.'),
    });

  return (
    <>
      <AdminPageHeader
        title="Production"
        subtitle="Purchase orders to the factory: a line per wing to sew."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={start}
            disabled={create.isPending}
          >
            New purchase order
          </Button>
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2 }}
        role="search"
        aria-label="Filter purchase orders"
      >
        <SearchField
          placeholder="Its number or an order's"
          value={list.text('search')}
          onChange={(value) => list.setText('search', value)}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
        <SelectFilter
          label="State"
          value={filters.state}
          onChange={(value) => list.setFilter('state', value)}
          options={optionsOf(PURCHASE_ORDER_STATES, PURCHASE_ORDER_STATE_LABELS)}
          sx={{ minWidth: { sm: 220 } }}
        />
      </Stack>
      <PagedList
        query={orders}
        noun={['purchase order', 'purchase orders']}
        list={list}
        empty={{
          title: 'No purchase orders yet',
          text: 'Start one, then add the wings the factory should sew.',
        }}
      >
        {(rows) => (
          <DataList
            label="Purchase orders"
            rows={rows}
            rowKey={(row) => row.id}
            title={title}
            columns={columns}
            href={(row) => `/backoffice/production/${row.id}`}
            rowClick
            inactive={(row) => row.state === 'cancelled'}
          />
        )}
      </PagedList>
    </>
  );
}
