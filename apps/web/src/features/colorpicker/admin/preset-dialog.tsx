import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type {
  ClothColorAdmin,
  ColorPreset,
  ColorpickerModelAdmin,
} from '@windfamily/contract/colorpicker';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { FieldGrid } from '../../../components/backoffice/form-section';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useSavePreset } from './api';
import { ClothSelectField } from './cloth-select-field';
import {
  emptyPreset,
  presetFieldOf,
  presetFormSchema,
  presetFormValues,
  presetPayload,
} from './preset-schema';

/**
 * Adds a preset of `model` (without `preset`) or changes one, in a dialog: a colour per zone
 * among the zone's available cloths. A zone keeping a cloth that has run out may keep it; a
 * mirrored zone's pair takes the same colour.
 */
export function PresetDialog({
  model,
  preset,
  palette,
  onClose,
}: {
  model: ColorpickerModelAdmin;
  preset: ColorPreset | undefined;
  palette: ClothColorAdmin[];
  onClose: () => void;
}) {
  const save = useSavePreset(model.slug, preset?.slug);
  const isMobile = useIsMobile();
  const titleId = useId();
  const form = useForm({
    resolver: zodResolver(presetFormSchema),
    mode: 'onTouched',
    defaultValues: preset ? presetFormValues(model, preset) : emptyPreset(model),
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(presetPayload(values));
      toast.success(preset ? `${saved.name} saved.` : `${saved.name} added.`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, presetFieldOf);
    }
  });

  const choicesOf = (allowed: string[], kept: string | undefined) =>
    palette.filter(
      (cloth) => allowed.includes(cloth.code) && (cloth.available || cloth.code === kept),
    );

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isMobile}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Preset">
          <DialogTitle id={titleId}>
            {preset ? `Edit preset ${preset.name}` : `New preset of ${model.name}`}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormRootError />
              <FieldGrid>
                <FormTextField name="name" label="Name" required />
                <FormTextField
                  name="slug"
                  label="Slug"
                  required
                  transform={(text) => text.toLowerCase()}
                  helperText="In the picker's address: lower-case letters, digits and -."
                />
              </FieldGrid>
              <Typography variant="h2" sx={{ fontSize: '1.05rem' }}>
                Colours
              </Typography>
              <FieldGrid>
                {model.zones.map((zone) => (
                  <ClothSelectField
                    key={zone.key}
                    name={`colors.${zone.key}`}
                    label={zone.name}
                    cloths={choicesOf(zone.allowed, preset?.colors[zone.key])}
                    helperText={
                      zone.mirror
                        ? `Its pair ${model.zones.find((other) => other.key === zone.mirror)?.name ?? zone.mirror} takes the same colour.`
                        : undefined
                    }
                    onValueChange={(code) => {
                      if (zone.mirror)
                        form.setValue(`colors.${zone.mirror}`, code, { shouldDirty: true });
                    }}
                  />
                ))}
              </FieldGrid>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {preset ? 'Save' : 'Add'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
