import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import type {
  ClothColorAdmin,
  ColorPreset,
  ColorpickerModelAdmin,
} from '@windfamily/contract/colorpicker';
import { pickerPath } from '@windfamily/contract/colorpicker-basics';
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
import { visuallyHidden } from '../../../components/visually-hidden';
import {
  useClothColorsAdmin,
  useColorpickerModelsAdmin,
  useDeletePreset,
  usePresetsAdmin,
} from './api';
import { ClothSwatch } from './cloth-swatch';
import { ModelSelect, useSelectedModel } from './model-select';
import { PresetDialog } from './preset-dialog';

/** The preset's colours in the template's order, as a strip of swatches. */
function PresetColors({
  model,
  preset,
  byCode,
}: {
  model: ColorpickerModelAdmin;
  preset: ColorPreset;
  byCode: ReadonlyMap<string, ClothColorAdmin>;
}) {
  const described = model.zones.map((zone) => {
    const code = preset.colors[zone.key] ?? '';
    const cloth = byCode.get(code);
    return { zone, code, cloth, text: `${zone.name}: ${code} ${cloth?.name ?? ''}`.trim() };
  });
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {described.map(({ zone, cloth, text }) => (
        <Tooltip key={zone.key} title={text}>
          <Box component="span" sx={{ display: 'inline-flex' }}>
            <ClothSwatch hex={cloth?.hex ?? '#ffffff'} size={18} />
          </Box>
        </Tooltip>
      ))}
      <Box component="span" sx={visuallyHidden}>
        {described.map(({ text }) => text).join(', ')}
      </Box>
    </Stack>
  );
}

/** /backoffice/colour-presets: per model, the ready-made designs the picker offers. */
export default function PresetsPage() {
  const models = useColorpickerModelsAdmin();
  const palette = useClothColorsAdmin();
  const { model, select } = useSelectedModel(models.data);
  const presets = usePresetsAdmin(model?.slug);
  const remove = useDeletePreset(model?.slug ?? '');
  const [editing, setEditing] = useState<ColorPreset | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ColorPreset>();
  const byCode = new Map((palette.data ?? []).map((cloth) => [cloth.code, cloth]));

  const addButton = model && palette.data && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      New preset
    </Button>
  );

  const columns: DataColumn<ColorPreset>[] = model
    ? [
        {
          key: 'colors',
          label: 'Colours',
          render: (preset) => <PresetColors model={model} preset={preset} byCode={byCode} />,
        },
        {
          key: 'note',
          label: 'Cloths',
          card: 'inline',
          render: (preset) =>
            Object.values(preset.colors).some((code) => byCode.get(code)?.available === false) ? (
              <Chip
                label="Uses an unavailable cloth"
                size="small"
                color="warning"
                variant="outlined"
              />
            ) : (
              <Chip label="All available" size="small" variant="outlined" />
            ),
        },
        {
          key: 'open',
          label: 'Picker',
          render: (preset) =>
            model.in_picker ? (
              <Link href={pickerPath(model.slug, preset.slug)} target="_blank" rel="noopener">
                Open
              </Link>
            ) : (
              '—'
            ),
        },
      ]
    : [];

  const loading = models.isPending || palette.isPending || (model && presets.isPending);
  const failed = models.isError || palette.isError || presets.isError;

  return (
    <>
      <AdminPageHeader
        title="Colour presets"
        subtitle="Ready-made designs of a model a pilot can start from in the picker."
        actions={addButton}
      />
      {loading ? (
        <ListSkeleton rows={3} />
      ) : failed ? (
        <AdminLoadError
          what="The presets"
          error={models.error ?? palette.error ?? presets.error}
          onRetry={() => void Promise.all([models.refetch(), palette.refetch(), presets.refetch()])}
        />
      ) : !model ? (
        <AdminEmptyState title="No model has a colour template yet" />
      ) : (
        <>
          <ModelSelect models={models.data} value={model.slug} onChange={select} />
          {!presets.data?.length ? (
            <AdminEmptyState title={`No presets of ${model.name} yet`}>
              <Typography>Pilots then start from the standard colours.</Typography>
              {addButton}
            </AdminEmptyState>
          ) : (
            <DataList
              label={`Presets of ${model.name}`}
              rows={presets.data}
              rowKey={(preset) => preset.slug}
              title={{
                key: 'name',
                label: 'Name',
                render: (preset) => (
                  <Stack component="span">
                    <span>{preset.name}</span>
                    <Typography component="span" variant="caption" color="text.secondary">
                      {preset.slug}
                    </Typography>
                  </Stack>
                ),
              }}
              columns={columns}
              actions={(preset) => (
                <Stack direction="row" spacing={0.5}>
                  <Button
                    size="small"
                    onClick={() => setEditing(preset)}
                    aria-label={`Edit the preset ${preset.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => {
                      remove.reset();
                      setDeleting(preset);
                    }}
                    aria-label={`Delete the preset ${preset.name}`}
                  >
                    Delete
                  </Button>
                </Stack>
              )}
            />
          )}
        </>
      )}
      {editing && model && palette.data && (
        <PresetDialog
          key={editing === 'new' ? 'new' : editing.slug}
          model={model}
          preset={editing === 'new' ? undefined : editing}
          palette={palette.data}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        open={Boolean(deleting)}
        title="Delete this preset?"
        text={`“${deleting?.name ?? ''}” disappears from the picker of ${model?.name ?? 'the model'} at once. Combos saved from it stay as they are.`}
        deleting={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          const { slug, name } = deleting;
          remove.mutate(slug, {
            onSuccess: () => {
              setDeleting(undefined);
              toast.success(`${name} deleted.`);
            },
          });
        }}
      />
    </>
  );
}
