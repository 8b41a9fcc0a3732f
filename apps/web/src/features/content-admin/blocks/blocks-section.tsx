import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { StaffCollectionList } from '@windfamily/contract/content';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { formatDate, parseApiDate } from '../../../lib/dates';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { useCollectionsAdmin } from '../api';
import { CONTENT_ADMIN_PATHS } from '../paths';
import CollectionEditorPage from './collection-editor-page';

type CollectionRow = StaffCollectionList['collections'][number];

const columns: DataColumn<CollectionRow>[] = [
  { key: 'slug', label: 'Key', render: (collection) => collection.slug },
  {
    key: 'blocks',
    label: 'Blocks',
    align: 'right',
    render: (collection) => String(collection.block_count),
  },
  {
    key: 'pages',
    label: 'Shown on',
    render: (collection) => collection.pages.join(', ') || '–',
  },
  {
    key: 'updated',
    label: 'Changed',
    render: (collection) => formatDate(parseApiDate(collection.updated)),
  },
];

function CollectionListPage() {
  const collections = useCollectionsAdmin();
  const addButton = (
    <Button
      component={RouterLink}
      to={CONTENT_ADMIN_PATHS.newCollection}
      variant="contained"
      startIcon={<AddIcon />}
    >
      New collection
    </Button>
  );
  return (
    <>
      <AdminPageHeader
        title="Content blocks"
        subtitle="Blocks with pictures, in collections that pages show under their text."
        actions={addButton}
      />
      {collections.isPending ? (
        <ListSkeleton rows={3} />
      ) : collections.isError ? (
        <AdminLoadError
          what="The block collections"
          error={collections.error}
          onRetry={() => void collections.refetch()}
        />
      ) : collections.data.collections.length === 0 ? (
        <AdminEmptyState title="No block collections yet">
          Make one, then choose it in a page’s editor.
          <br />
          {addButton}
        </AdminEmptyState>
      ) : (
        <DataList
          label="Block collections"
          rows={collections.data.collections}
          rowKey={(collection) => collection.slug}
          title={{
            key: 'name',
            label: 'Name',
            render: (collection) => collection.name || collection.slug,
          }}
          columns={columns}
          href={(collection) => CONTENT_ADMIN_PATHS.collection(collection.slug)}
        />
      )}
    </>
  );
}

/** /backoffice/blocks/*: the block collections, and the editor of one (or a new one). */
export default function BlocksSection() {
  return (
    <Routes>
      <Route index element={<CollectionListPage />} />
      <Route path=":slug" element={<CollectionEditorPage />} />
    </Routes>
  );
}
