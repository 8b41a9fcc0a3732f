import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { ClothColorAdmin } from '@windfamily/contract/colorpicker';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../accounts';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { ConfirmDeleteDialog } from '../../../components/backoffice/confirm-delete-dialog';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { useClothColorsAdmin, useDeleteClothColor } from './api';
import { ClothColorDialog } from './cloth-color-dialog';
import { ClothSwatch } from './cloth-swatch';

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "11 zones · 2 presets · 5 combos", or "Unused". */
export function usageText(cloth: ClothColorAdmin): string {
  const parts = [
    cloth.zones && counted(cloth.zones, 'zone'),
    cloth.presets && counted(cloth.presets, 'preset'),
    cloth.combos && counted(cloth.combos, 'combo'),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Unused';
}

const isUnused = (cloth: ClothColorAdmin) =>
  !cloth.zones && !cloth.defaults && !cloth.presets && !cloth.combos;

const columns: DataColumn<ClothColorAdmin>[] = [
  {
    key: 'available',
    label: 'Availability',
    card: 'inline',
    render: (cloth) =>
      cloth.available ? (
        <Chip label="Available" size="small" color="success" variant="outlined" />
      ) : (
        <Chip label="Unavailable" size="small" variant="outlined" />
      ),
  },
  { key: 'name', label: 'Name', render: (cloth) => cloth.name },
  {
    key: 'hex',
    label: 'Hex',
    render: (cloth) => <Typography sx={{ fontFamily: 'monospace' }}>{cloth.hex}</Typography>,
  },
  {
    key: 'fluorescent',
    label: 'Fluorescent',
    render: (cloth) => (cloth.fluorescent ? 'Yes' : 'No'),
  },
  { key: 'uv', label: 'UV grade', align: 'right', render: (cloth) => cloth.uv_grade },
  { key: 'usage', label: 'Used by', render: usageText },
];

/** /backoffice/cloth-colours: the workshop's cloths: add, rename, switch off, delete unused. */
export default function ClothColorsPage() {
  const colors = useClothColorsAdmin();
  const remove = useDeleteClothColor();
  const [editing, setEditing] = useState<ClothColorAdmin | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClothColorAdmin>();

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      New cloth colour
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Cloth colours"
        subtitle="The cloths the workshop sews with. An unavailable cloth leaves the picker’s choices; combos and presets that use it keep it."
        actions={addButton}
      />
      {colors.isPending ? (
        <ListSkeleton />
      ) : colors.isError ? (
        <AdminLoadError
          what="The cloth colours"
          error={colors.error}
          onRetry={() => void colors.refetch()}
        />
      ) : colors.data.length === 0 ? (
        <AdminEmptyState title="No cloth colours yet">
          <Typography>Add the cloths the workshop sews with.</Typography>
          {addButton}
        </AdminEmptyState>
      ) : (
        <DataList
          label="Cloth colours"
          rows={colors.data}
          rowKey={(cloth) => cloth.code}
          title={{
            key: 'code',
            label: 'Code',
            render: (cloth) => (
              <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ClothSwatch hex={cloth.hex} size={24} />
                <span>{cloth.code}</span>
              </Stack>
            ),
          }}
          columns={columns}
          inactive={(cloth) => !cloth.available}
          actions={(cloth) => (
            <Stack direction="row" spacing={0.5}>
              <Button
                size="small"
                onClick={() => setEditing(cloth)}
                aria-label={`Edit ${cloth.code} ${cloth.name}`}
              >
                Edit
              </Button>
              {isUnused(cloth) && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    remove.reset();
                    setDeleting(cloth);
                  }}
                  aria-label={`Delete ${cloth.code} ${cloth.name}`}
                >
                  Delete
                </Button>
              )}
            </Stack>
          )}
        />
      )}
      {editing && (
        <ClothColorDialog
          key={editing === 'new' ? 'new' : editing.code}
          cloth={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        open={Boolean(deleting)}
        title="Delete this cloth colour?"
        text={`${deleting?.code ?? ''} ${deleting?.name ?? ''} leaves the palette for good. Nothing uses it, so no combo or template changes.`}
        deleting={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          const { code, name } = deleting;
          remove.mutate(code, {
            onSuccess: () => {
              setDeleting(undefined);
              toast.success(`${code} ${name} deleted.`);
            },
          });
        }}
      />
    </>
  );
}
