import {
  type ColorZoneAdmin,
  COLORPICKER_ADMIN_MESSAGES,
  type ZoneWrite,
  zoneWriteSchema,
} from '@windfamily/contract/colorpicker';
import type { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';

/** A zone's form: the API's payload, its standard colour checked to be one of its cloths. */
export const zoneFormSchema = zoneWriteSchema.superRefine((values, ctx) => {
  if (values.default && !values.allowed.includes(values.default))
    ctx.addIssue({
      code: 'custom',
      path: ['default'],
      message: COLORPICKER_ADMIN_MESSAGES.defaultNotAllowed,
    });
});
export type ZoneFormInput = z.input<typeof zoneFormSchema>;

export const zoneFormValues = (zone: ColorZoneAdmin): ZoneFormInput => ({
  allowed: zone.allowed,
  default: zone.default,
});

export const zonePayload = (values: ZoneWrite): ZoneWrite => ({
  allowed: values.allowed,
  default: values.default,
});

export const zoneFieldOf = fieldMapper<ZoneFormInput>({
  fields: ['default'],
  collapse: { allowed: 'allowed' },
});
