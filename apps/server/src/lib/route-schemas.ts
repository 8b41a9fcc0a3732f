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

/** `:id` of a row (a PostgreSQL integer): anything else is a 400, never a database error. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(DB_ID_MAX) });
