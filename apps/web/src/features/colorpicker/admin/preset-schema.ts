import {
  type ColorPreset,
  type ColorpickerModelAdmin,
  type PresetWrite,
  presetWriteSchema,
} from '@windfamily/contract/colorpicker';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';

const s = presetWriteSchema.shape;

/** The preset form: the API's payload, a colour asked for every zone. */
export const presetFormSchema = z.object({
  slug: s.slug,
  name: s.name,
  colors: z.record(z.string(), z.string().min(1, 'Choose a colour.')),
});
export type PresetFormInput = z.input<typeof presetFormSchema>;

/** A new preset starts from the model's standard colours. */
export const emptyPreset = (model: ColorpickerModelAdmin): PresetFormInput => ({
  slug: '',
  name: '',
  colors: Object.fromEntries(model.zones.map((zone) => [zone.key, zone.default])),
});

export const presetFormValues = (
  model: ColorpickerModelAdmin,
  preset: ColorPreset,
): PresetFormInput => ({
  slug: preset.slug,
  name: preset.name,
  colors: Object.fromEntries(model.zones.map((zone) => [zone.key, preset.colors[zone.key] ?? ''])),
});

export const presetPayload = (values: PresetWrite): PresetWrite => ({
  slug: values.slug,
  name: values.name,
  colors: values.colors,
});

export const presetFieldOf = fieldMapper<PresetFormInput>({
  fields: ['slug', 'name'],
  arrays: ['colors'],
});
