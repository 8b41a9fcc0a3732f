import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { ClothColorAdmin } from '@windfamily/contract/colorpicker';
import { HEX_COLOR_PATTERN } from '@windfamily/contract/colorpicker';
import { UV_WARNING_GRADE } from '@windfamily/contract/colorpicker-basics';
import { useId } from 'react';
import { FormProvider, useController, useForm, useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormRootError, FormTextField, errorMessage } from '../../accounts';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { FormSwitch } from '../../../components/backoffice/switch-field';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useSaveClothColor } from './api';
import {
  clothFieldOf,
  clothFormSchema,
  clothFormValues,
  clothPayload,
  emptyCloth,
  type ClothFormInput,
  UV_GRADE_OPTIONS,
} from './cloth-color-schema';

/** The browser's colour chooser and the hex text, both bound to `hex`. */
function HexField() {
  const { control } = useFormContext<ClothFormInput>();
  const { field } = useController({ control, name: 'hex' });
  const typed = field.value.trim().toLowerCase();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label="Colour"
        value={HEX_COLOR_PATTERN.test(typed) ? typed : '#000000'}
        onChange={(event) => field.onChange(event.target.value)}
        sx={{
          flex: 'none',
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
      <FormTextField
        name="hex"
        label="Hex"
        required
        helperText="#rrggbb: the cloth as the screen shows it."
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
    </Stack>
  );
}

/** While a cloth some zones start in is switched off: what that means for those zones. */
function AvailabilityHelp({ cloth }: { cloth: ClothColorAdmin | undefined }) {
  const available = useWatch<ClothFormInput, 'available'>({ name: 'available' });
  if (available) return 'Pilots can choose it now where a template allows it.';
  if (cloth && cloth.defaults > 0)
    return `It is the standard colour of ${cloth.defaults} zone${cloth.defaults === 1 ? '' : 's'}: choose another standard colour there in Wing templates.`;
  return 'The picker no longer offers it; combos and presets that use it keep it.';
}

/** Adds a cloth (without `cloth`) or changes one, in a dialog. Its code is set once. */
export function ClothColorDialog({
  cloth,
  onClose,
}: {
  cloth: ClothColorAdmin | undefined;
  onClose: () => void;
}) {
  const isNew = cloth === undefined;
  const save = useSaveClothColor(cloth?.code);
  const isMobile = useIsMobile();
  const titleId = useId();
  const form = useForm({
    resolver: zodResolver(clothFormSchema(isNew)),
    mode: 'onTouched',
    defaultValues: cloth ? clothFormValues(cloth) : emptyCloth(),
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(clothPayload(values, isNew));
      toast.success(
        isNew ? `${saved.code} ${saved.name} added.` : `${saved.code} ${saved.name} saved.`,
      );
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerErrors(error, form.setError, clothFieldOf);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isMobile}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Cloth colour">
          <DialogTitle id={titleId}>
            {isNew ? 'New cloth colour' : `Edit ${cloth.code} ${cloth.name}`}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormRootError />
              {isNew ? (
                <FormTextField
                  name="code"
                  label="Code"
                  required
                  transform={(text) => text.toUpperCase()}
                  helperText="The code on the roll, e.g. N-101. It cannot change later."
                />
              ) : (
                <TextField
                  label="Code"
                  value={cloth.code}
                  slotProps={{ htmlInput: { readOnly: true } }}
                  helperText="Combos and orders refer to it, so it never changes."
                  fullWidth
                />
              )}
              <FormTextField name="name" label="Name" required />
              <HexField />
              <FormSelectField
                name="uv_grade"
                label="UV grade"
                options={UV_GRADE_OPTIONS}
                helperText={`At ${UV_WARNING_GRADE} or below, pilots choosing it for the top surface are warned that it fades.`}
              />
              <FormSwitch name="fluorescent" label="Fluorescent" />
              <FormSwitch
                name="available"
                label="Available"
                helperText={<AvailabilityHelp cloth={cloth} />}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {isNew ? 'Add' : 'Save'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
