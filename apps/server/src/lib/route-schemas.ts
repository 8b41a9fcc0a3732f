import { apiErrorSchema } from '@windfamily/contract/errors';
import { z } from 'zod';
import { DB_ID_MAX } from '../db/constraints';

/** The error answers of a staff route: bad input, not logged in, not staff, not found. */
export const staffErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * What any documented route may answer besides its own: a failure of ours (500), the database
 * out of reach (503, with Retry-After).
 */
export const serverFaults = {
  500: apiErrorSchema,
  503: apiErrorSchema,
};

/** What any route that reads a body may answer: too large (413), not a type it reads (415). */
export const bodyFaults = {
  413: apiErrorSchema,
  415: apiErrorSchema,
};

/** The error answers of a public read by its path (a slug, a code): malformed, or not found. */
export const lookupErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
};

/** The error answers of a visitor's form: bad input, or no CSRF token (403). */
export const formErrors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
};

/**
 * A 200 that is a file rather than JSON (a CSV, a picture, a download), documented by its
 * media type. The body goes out as it is: a string, a buffer or a stream, never serialised.
 */
export const fileAnswer = (description: string, mediaType: string) => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});

/** `:id` of a row (a PostgreSQL integer): anything else is a 400, never a database error. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(DB_ID_MAX) });
