import {
  type ClothColorAdmin,
  type ClothColorUpdate,
  type ClothColorWrite,
  clothCodeSchema,
  clothColorWriteSchema,
} from '@windfamily/contract/colorpicker';
import { UV_GRADES } from '@windfamily/contract/colorpicker-basics';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';

const s = clothColorWriteSchema.shape;
const UV_GRADE_VALUES = UV_GRADES.map(String) as ['1', '2', '3', '4', '5'];

/** The cloth form: the API's payload, the UV grade as the select's text. A code is only typed for a new cloth. */
export const clothFormSchema = (isNew: boolean) =>
  z.object({
    code: isNew ? clothCodeSchema : z.string(),
    name: s.name,
    hex: s.hex,
    available: z.boolean(),
    fluorescent: z.boolean(),
    uv_grade: z.enum(UV_GRADE_VALUES, { error: 'Choose a UV grade.' }),
  });
export type ClothFormInput = z.input<ReturnType<typeof clothFormSchema>>;
export type ClothFormOutput = z.output<ReturnType<typeof clothFormSchema>>;

export const emptyCloth = (): ClothFormInput => ({
  code: '',
  name: '',
  hex: '#808080',
  available: true,
  fluorescent: false,
  uv_grade: '4',
});

export const clothFormValues = (cloth: ClothColorAdmin): ClothFormInput => ({
  code: cloth.code,
  name: cloth.name,
  hex: cloth.hex,
  available: cloth.available,
  fluorescent: cloth.fluorescent,
  uv_grade: String(cloth.uv_grade) as ClothFormInput['uv_grade'],
});

/** What the API takes: a new cloth with its code, a change without (the code never changes). */
export function clothPayload(
  values: ClothFormOutput,
  isNew: boolean,
): ClothColorWrite | ClothColorUpdate {
  const change: ClothColorUpdate = {
    name: values.name,
    hex: values.hex,
    available: values.available,
    fluorescent: values.fluorescent,
    uv_grade: Number(values.uv_grade),
  };
  return isNew ? { code: values.code, ...change } : change;
}

export const clothFieldOf = fieldMapper<ClothFormInput>({
  fields: ['code', 'name', 'hex', 'available', 'fluorescent', 'uv_grade'],
});

export const UV_GRADE_OPTIONS = UV_GRADES.map((grade) => ({
  value: String(grade),
  label:
    grade === 1 ? '1: fades fastest' : grade === 5 ? '5: keeps its colour longest' : String(grade),
}));
