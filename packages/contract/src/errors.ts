import { z } from 'zod';

/** Every non-2xx answer of the API has this shape. */
export const apiErrorSchema = z
  .object({
    detail: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Key used in `errors` for problems that belong to the whole form. */
export const FORM_ERROR_KEY = '__all__';
