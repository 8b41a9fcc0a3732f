import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import type {
  ClothColorAdmin,
  ColorpickerModelAdmin,
  ColorZoneAdmin,
} from '@windfamily/contract/colorpicker';
import { WING_VIEW_LABELS } from '@windfamily/contract/colorpicker-basics';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormRootError, errorMessage } from '../../accounts';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FormSection } from '../../../components/backoffice/form-section';
import {
  AdminEmptyState,
  AdminLoadError,
  FormSkeleton,
} from '../../../components/backoffice/load-states';
import { useClothColorsAdmin, useColorpickerModelsAdmin, useSaveZone } from './api';
import { ClothSelectField } from './cloth-select-field';
import { ClothsField } from './cloths-field';
import { ModelSelect, useSelectedModel } from './model-select';
import { zoneFieldOf, zoneFormSchema, zoneFormValues, zonePayload } from './zone-schema';

/** One zone of a model: the cloths it may be sewn in and its standard colour. */
function ZoneEditor({
  model,
  zone,
  palette,
}: {
  model: ColorpickerModelAdmin;
  zone: ColorZoneAdmin;
  palette: ClothColorAdmin[];
}) {
  const save = useSaveZone(model.slug);
  const form = useForm({
    resolver: zodResolver(zoneFormSchema),
    defaultValues: zoneFormValues(zone),
  });
  const { isSubmitting, isDirty } = form.formState;
  const allowed = useWatch({ control: form.control, name: 'allowed' });
  const current = useWatch({ control: form.control, name: 'default' });
  const pair = zone.mirror ? model.zones.find((other) => other.key === zone.mirror) : undefined;
  // The standard colour is one a pilot can take: an available cloth among the zone's.
  const standardChoices = palette.filter(
    (cloth) => allowed.includes(cloth.code) && (cloth.available || cloth.code === current),
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const { updated } = await save.mutateAsync({ key: zone.key, payload: zonePayload(values) });
      const followed = pair && updated.includes(pair.key);
      toast.success(
        followed ? `${zone.name} saved; its pair ${pair.name} follows.` : `${zone.name} saved.`,
      );
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, zoneFieldOf);
    }
  });

  return (
    <FormSection
      title={zone.name}
      description={
        pair
          ? `${WING_VIEW_LABELS[zone.surface]} surface. Mirrored by ${pair.name}: its pair follows when you save.`
          : `${WING_VIEW_LABELS[zone.surface]} surface.`
      }
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label={zone.name}>
          <Stack spacing={2}>
            <FormRootError />
            <ClothsField
              name="allowed"
              label="Allowed colours"
              palette={palette}
              helperText="Unavailable cloths may stay for older combos; the picker leaves them out."
            />
            <ClothSelectField
              name="default"
              label="Standard colour"
              cloths={standardChoices}
              helperText="The colour the picker starts this zone in."
            />
            <Stack
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
            >
              {isDirty && (
                <Typography variant="body2" color="warning.dark" role="status">
                  Unsaved changes
                </Typography>
              )}
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {`Save ${zone.name}`}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </FormProvider>
    </FormSection>
  );
}

/** /backoffice/wing-templates: per model, the cloths each zone may be sewn in. */
export default function TemplatesPage() {
  const models = useColorpickerModelsAdmin();
  const palette = useClothColorsAdmin();
  const { model, select } = useSelectedModel(models.data);

  return (
    <>
      <AdminPageHeader
        title="Wing templates"
        subtitle="Per model, the cloths each zone of the wing may be sewn in, and the colour the picker starts it in."
      />
      {models.isPending || palette.isPending ? (
        <FormSkeleton cards={3} />
      ) : models.isError || palette.isError ? (
        <AdminLoadError
          what="The templates"
          error={models.error ?? palette.error}
          onRetry={() => void Promise.all([models.refetch(), palette.refetch()])}
        />
      ) : !model ? (
        <AdminEmptyState title="No model has a colour template yet" />
      ) : (
        <>
          <ModelSelect models={models.data} value={model.slug} onChange={select} />
          <Stack spacing={2}>
            {model.zones.map((zone) => (
              <ZoneEditor
                // Saved (here, or on its mirrored pair): the form starts again from what is stored.
                key={`${model.slug}:${zone.key}:${zone.default}:${zone.allowed.join(',')}`}
                model={model}
                zone={zone}
                palette={palette.data}
              />
            ))}
          </Stack>
        </>
      )}
    </>
  );
}
