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

/** The `detail` of failures that are no fault of the request. */
export const SERVER_ERROR_MESSAGES = {
  /** 500: a fault of the server's own. */
  failed: 'Something went wrong on our side. Please try again.',
  /**
   * 503: the database could not be reached (a connection lost, the database restarting). A
   * write answered so was not done, or done whole: never half.
   */
  unavailable:
    'The shop cannot reach its database at the moment. Please try again in a few seconds.',
} as const;
