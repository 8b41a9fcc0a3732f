import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack } from '@mui/material';
import type { SecondhandAdmin } from '@windfamily/contract/catalog-admin';
import { formatEuro } from '@windfamily/contract/money';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { formatMonthYear, parseApiDate } from '../../../lib/dates';
import { useSecondhandAdmin } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { ActiveChip } from '../components/status-chip';
import { Thumbnail } from '../../../components/backoffice/thumbnail';
import { ADMIN_PATHS } from '../paths';
import BargainEditorPage from './bargain-editor-page';

/** Sold, or whether it is on offer. */
function BargainStatus({ item }: { item: SecondhandAdmin }) {
  return (
    <Stack direction="row" spacing={0.5} component="span">
      {item.sold && <Chip label="Sold" size="small" color="secondary" />}
      <ActiveChip active={item.active} />
    </Stack>
  );
}

const columns: DataColumn<SecondhandAdmin>[] = [
  {
    key: 'status',
    label: 'Status',
    card: 'inline',
    render: (item) => <BargainStatus item={item} />,
  },
  { key: 'size', label: 'Size', render: (item) => item.size },
  {
    key: 'date',
    label: 'Made',
    render: (item) => formatMonthYear(parseApiDate(item.manufacturing_date)),
  },
  { key: 'condition', label: 'Condition', render: (item) => item.condition },
  { key: 'hours', label: 'Hours', align: 'right', render: (item) => `${item.hours_flown} h` },
  {
    key: 'price',
    label: 'Net price',
    align: 'right',
    render: (item) => formatEuro(item.net_price),
  },
];

function BargainListPage() {
  const items = useSecondhandAdmin();
  const addButton = (
    <Button
      component={RouterLink}
      to={ADMIN_PATHS.newBargain}
      variant="contained"
      startIcon={<AddIcon />}
    >
      New bargain
    </Button>
  );
  return (
    <>
      <AdminPageHeader
        title="Bargains"
        subtitle="Second-hand wings, one of each, newest first. Prices are net."
        actions={addButton}
      />
      {items.isPending ? (
        <ListSkeleton rows={4} />
      ) : items.isError ? (
        <AdminLoadError
          what="The bargains"
          error={items.error}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.length === 0 ? (
        <AdminEmptyState title="No second-hand wings yet">
          Checked a trade-in? Put it up for sale.
          <br />
          {addButton}
        </AdminEmptyState>
      ) : (
        <DataList
          label="Second-hand wings"
          rows={items.data}
          rowKey={(item) => item.id}
          media={(item) => <Thumbnail image={item.images[0]} alt="" />}
          title={{ key: 'model', label: 'Model', render: (item) => item.model_name }}
          columns={columns}
          inactive={(item) => !item.active || item.sold}
          href={(item) => ADMIN_PATHS.bargain(item.id)}
        />
      )}
    </>
  );
}

/** /backoffice/bargains/*: the second-hand wings, and the editor of one (or a new one). */
export default function BargainsSection() {
  return (
    <Routes>
      <Route index element={<BargainListPage />} />
      <Route path=":id" element={<BargainEditorPage />} />
    </Routes>
  );
}
