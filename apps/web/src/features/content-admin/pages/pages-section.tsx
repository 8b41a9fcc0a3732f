import AddIcon from '@mui/icons-material/Add';
import { Button, Chip } from '@mui/material';
import type { StaffPageList } from '@windfamily/contract/content';
import { MAIN_PAGE_SLUG } from '@windfamily/contract/api-paths';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { formatDate, parseApiDate } from '../../../lib/dates';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { usePagesAdmin } from '../api';
import { CONTENT_ADMIN_PATHS } from '../paths';
import PageEditorPage from './page-editor-page';

type PageRow = StaffPageList['pages'][number];

/** Where a page shows on the site. */
export const sitePathOf = (slug: string) => (slug === MAIN_PAGE_SLUG ? '/' : `/${slug}/`);

const columns: DataColumn<PageRow>[] = [
  {
    key: 'status',
    label: 'Status',
    card: 'inline',
    render: (page) =>
      page.published ? (
        <Chip label="Published" size="small" color="success" variant="outlined" />
      ) : (
        <Chip label="Draft" size="small" />
      ),
  },
  { key: 'address', label: 'Address', render: (page) => sitePathOf(page.slug) },
  {
    key: 'updated',
    label: 'Changed',
    render: (page) => formatDate(parseApiDate(page.updated)),
  },
];

function PageListPage() {
  const pages = usePagesAdmin();
  const addButton = (
    <Button
      component={RouterLink}
      to={CONTENT_ADMIN_PATHS.newPage}
      variant="contained"
      startIcon={<AddIcon />}
    >
      New page
    </Button>
  );
  return (
    <>
      <AdminPageHeader
        title="Pages"
        subtitle="The site's pages, written in Markdown. 'main_page' holds the home page's blocks."
        actions={addButton}
      />
      {pages.isPending ? (
        <ListSkeleton rows={6} />
      ) : pages.isError ? (
        <AdminLoadError what="The pages" error={pages.error} onRetry={() => void pages.refetch()} />
      ) : pages.data.pages.length === 0 ? (
        <AdminEmptyState title="No pages yet">
          Write the first one.
          <br />
          {addButton}
        </AdminEmptyState>
      ) : (
        <DataList
          label="Pages"
          rows={pages.data.pages}
          rowKey={(page) => page.slug}
          title={{ key: 'title', label: 'Title', render: (page) => page.title }}
          columns={columns}
          inactive={(page) => !page.published}
          href={(page) => CONTENT_ADMIN_PATHS.page(page.slug)}
        />
      )}
    </>
  );
}

/** /backoffice/pages/*: the site's pages, and the editor of one (or a new one). */
export default function PagesSection() {
  return (
    <Routes>
      <Route index element={<PageListPage />} />
      <Route path=":slug" element={<PageEditorPage />} />
    </Routes>
  );
}
