import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { PriceList } from '@windfamily/contract/pricing';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { usePriceLists } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { ActiveChip } from '../components/status-chip';
import { ADMIN_PATHS } from '../paths';
import PriceListEditorPage from './price-list-editor-page';

const columns: DataColumn<PriceList>[] = [
  {
    key: 'active',
    label: 'Active',
    card: 'inline',
    render: (list) => <ActiveChip active={list.active} />,
  },
  {
    key: 'percent',
    label: 'Percent off',
    align: 'right',
    render: (list) => `${list.percent_off} %`,
  },
  { key: 'prices', label: 'Own prices', align: 'right', render: (list) => list.prices.length },
  { key: 'accounts', label: 'Accounts', align: 'right', render: (list) => list.accounts.length },
];

function PriceListListPage() {
  const lists = usePriceLists();
  const addButton = (
    <Button
      component={RouterLink}
      to={ADMIN_PATHS.newPriceList}
      variant="contained"
      startIcon={<AddIcon />}
    >
      New price list
    </Button>
  );
  return (
    <>
      <AdminPageHeader
        title="Price lists"
        subtitle="Prices for resellers and other accounts: a percentage off, and own net prices per variant."
        actions={addButton}
      />
      {lists.isPending ? (
        <ListSkeleton rows={3} />
      ) : lists.isError ? (
        <AdminLoadError
          what="The price lists"
          error={lists.error}
          onRetry={() => void lists.refetch()}
        />
      ) : lists.data.length === 0 ? (
        <AdminEmptyState title="No price lists yet">
          A price list gives its accounts their own prices.
          <br />
          {addButton}
        </AdminEmptyState>
      ) : (
        <DataList
          label="Price lists"
          rows={lists.data}
          rowKey={(list) => list.id}
          title={{ key: 'name', label: 'Name', render: (list) => list.name }}
          columns={columns}
          inactive={(list) => !list.active}
          href={(list) => ADMIN_PATHS.priceList(list.id)}
        />
      )}
    </>
  );
}

/** /backoffice/price-lists/*: the lists, and the editor of one (or a new one). */
export default function PriceListsSection() {
  return (
    <Routes>
      <Route index element={<PriceListListPage />} />
      <Route path=":id" element={<PriceListEditorPage />} />
    </Routes>
  );
}
