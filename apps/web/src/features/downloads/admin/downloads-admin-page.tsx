import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import type { DownloadAdmin } from '@windfamily/contract/downloads';
import { useState } from 'react';
import { errorMessage } from '../../accounts/components/form-errors';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { useAdminDownloads, useDownloadMutations } from '../api';
import { formatFileSize } from '../components/format-size';
import { ConfirmDeleteDialog } from '../../../components/backoffice/confirm-delete-dialog';
import { DownloadFormDialog, type DownloadFormMode } from './download-form-dialog';

const titleColumn: DataColumn<DownloadAdmin> = {
  key: 'title',
  label: 'Title',
  render: (file) => (
    <Link href={file.url} download underline="hover">
      {file.title}
    </Link>
  ),
};

const columns: DataColumn<DownloadAdmin>[] = [
  { key: 'group', label: 'Group', render: (file) => file.group },
  { key: 'kind', label: 'Kind', render: (file) => file.kind || '—' },
  {
    key: 'file',
    label: 'File',
    render: (file) => `${file.file_name} · ${file.file_type} · ${formatFileSize(file.size)}`,
  },
  { key: 'position', label: 'Order', align: 'right', render: (file) => file.position },
];

/** /backoffice/downloads: the files of the downloads page: upload, edit, replace, delete. */
export default function DownloadsAdminPage() {
  const downloads = useAdminDownloads();
  const { create, update, replace, remove } = useDownloadMutations();
  const [form, setForm] = useState<DownloadFormMode>();
  const [deleting, setDeleting] = useState<DownloadAdmin>();
  const [notice, setNotice] = useState<string>();

  const uploadButton = (
    <Button
      variant="contained"
      startIcon={<UploadFileIcon />}
      onClick={() => setForm({ kind: 'create' })}
    >
      Upload
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Downloads"
        subtitle="Line plans, manuals and certificates on the Lineplans & Downloads page."
        actions={uploadButton}
      />
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(undefined)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {downloads.isPending ? (
        <ListSkeleton />
      ) : downloads.isError ? (
        <AdminLoadError
          what="The downloads"
          error={downloads.error}
          onRetry={() => void downloads.refetch()}
        />
      ) : downloads.data.files.length === 0 ? (
        <AdminEmptyState title="No downloads yet">
          <Typography>Upload a line plan, a manual or a certificate.</Typography>
          {uploadButton}
        </AdminEmptyState>
      ) : (
        <DataList
          label="Downloads"
          rows={downloads.data.files}
          rowKey={(file) => file.id}
          title={titleColumn}
          columns={columns}
          actions={(file) => (
            <Stack direction="row" spacing={0.5}>
              <Tooltip title="Edit">
                <IconButton
                  aria-label={`Edit ${file.title}`}
                  onClick={() => setForm({ kind: 'edit', file })}
                >
                  <EditOutlinedIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Replace the file">
                <IconButton
                  aria-label={`Replace the file of ${file.title}`}
                  onClick={() => setForm({ kind: 'replace', file })}
                >
                  <UploadFileIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton
                  aria-label={`Delete ${file.title}`}
                  onClick={() => {
                    remove.reset();
                    setDeleting(file);
                  }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          )}
        />
      )}

      {form && (
        <DownloadFormDialog
          mode={form}
          onClose={() => setForm(undefined)}
          onSubmit={async ({ details, file }) => {
            if (form.kind === 'create' && details && file) {
              const created = await create.mutateAsync({ details, file });
              setNotice(`"${created.title}" is on the downloads page.`);
            } else if (form.kind === 'edit' && details) {
              const saved = await update.mutateAsync({ id: form.file.id, details });
              setNotice(`"${saved.title}" is saved.`);
            } else if (form.kind === 'replace' && file) {
              const replaced = await replace.mutateAsync({ id: form.file.id, file });
              setNotice(`"${replaced.title}" now downloads as ${replaced.file_name}.`);
            }
          }}
        />
      )}

      <ConfirmDeleteDialog
        open={Boolean(deleting)}
        title="Delete this download?"
        text={`"${deleting?.title ?? ''}" and its file are deleted for good; it disappears from the downloads page at once.`}
        deleting={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          const { id, title } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              setDeleting(undefined);
              setNotice(`"${title}" is deleted.`);
            },
          });
        }}
      />
    </>
  );
}
