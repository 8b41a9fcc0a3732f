import { z } from 'zod';

// Dev mode's data notebook (/notebook/): read-only SQL against the app's database, saved
// queries and the schema of every table (docs/decisions/0027-notebook.md).

export const NOTEBOOK_LIMITS = {
  /** Rows answered when the call names no limit. */
  defaultRows: 1000,
  /** The most rows one call may ask for. */
  maxRows: 10_000,
  /** How long one statement may run on the database. */
  timeoutMs: 5000,
  /** The longest statement accepted. */
  sqlChars: 100_000,
  /** The longest title of a saved query. */
  titleChars: 200,
} as const;

/** The first keywords of the statements the notebook runs (after any comments). */
export const NOTEBOOK_STATEMENTS = [
  'SELECT',
  'WITH',
  'VALUES',
  'TABLE',
  'EXPLAIN',
  'SHOW',
] as const;

export const NOTEBOOK_MESSAGES = {
  empty: 'Write a statement to run.',
  tooLong: `A statement has at most ${NOTEBOOK_LIMITS.sqlChars} characters.`,
  readsOnly: `The notebook only reads: a statement starts with ${NOTEBOOK_STATEMENTS.join(', ')}.`,
  oneStatement: 'Run one statement at a time.',
  unclosed: 'The statement has an unclosed quote or comment.',
  deniedFunction: (name: string) =>
    `The notebook does not run ${name}(): it reaches outside the database or other sessions.`,
  timeout: (ms: number) =>
    `The statement took too long: it was stopped after ${ms / 1000} seconds.`,
  titleRequired: 'Give the query a title.',
  titleTooLong: `A title has at most ${NOTEBOOK_LIMITS.titleChars} characters.`,
  notFound: 'There is no such saved query.',
} as const;

const sqlText = z
  .string({ error: NOTEBOOK_MESSAGES.empty })
  .max(NOTEBOOK_LIMITS.sqlChars, NOTEBOOK_MESSAGES.tooLong)
  .refine((text) => text.trim().length > 0, NOTEBOOK_MESSAGES.empty);

export const notebookQueryPayloadSchema = z
  .object({
    sql: sqlText,
    limit: z.coerce
      .number({ error: 'Enter a whole number.' })
      .int('Enter a whole number.')
      .min(1, 'at least 1')
      .max(NOTEBOOK_LIMITS.maxRows, `at most ${NOTEBOOK_LIMITS.maxRows}`)
      .optional(),
  })
  .meta({ id: 'NotebookQueryPayload' });
export type NotebookQueryPayload = z.input<typeof notebookQueryPayloadSchema>;

export const notebookColumnSchema = z
  .object({ name: z.string(), type: z.string() })
  .meta({ id: 'NotebookColumn' });
export type NotebookColumn = z.infer<typeof notebookColumnSchema>;

export const notebookResultSchema = z
  .object({
    columns: z.array(notebookColumnSchema),
    /** One array per row, a cell per column (two columns may share a name). */
    rows: z.array(z.array(z.unknown())),
    /** The statement had more rows than the limit: only the first ones are here. */
    truncated: z.boolean(),
    limit: z.number().int(),
    duration_ms: z.number(),
  })
  .meta({ id: 'NotebookResult' });
export type NotebookResult = z.infer<typeof notebookResultSchema>;

export const notebookSavedQueryPayloadSchema = z
  .object({
    title: z
      .string({ error: NOTEBOOK_MESSAGES.titleRequired })
      .trim()
      .min(1, NOTEBOOK_MESSAGES.titleRequired)
      .max(NOTEBOOK_LIMITS.titleChars, NOTEBOOK_MESSAGES.titleTooLong),
    sql: sqlText,
  })
  .meta({ id: 'NotebookSavedQueryPayload' });
export type NotebookSavedQueryPayload = z.input<typeof notebookSavedQueryPayloadSchema>;

export const notebookSavedQuerySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    sql: z.string(),
    /** Who saved it first; null once that account is gone. */
    created_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'NotebookSavedQuery' });
export type NotebookSavedQuery = z.infer<typeof notebookSavedQuerySchema>;

export const notebookSavedQueryListSchema = z
  .array(notebookSavedQuerySchema)
  .meta({ id: 'NotebookSavedQueryList' });

export const notebookTableSchema = z
  .object({
    name: z.string(),
    columns: z.array(z.object({ name: z.string(), type: z.string(), nullable: z.boolean() })),
  })
  .meta({ id: 'NotebookTable' });
export type NotebookTable = z.infer<typeof notebookTableSchema>;

export const notebookSchemaSchema = z
  .object({ tables: z.array(notebookTableSchema) })
  .meta({ id: 'NotebookSchema' });
export type NotebookSchema = z.infer<typeof notebookSchemaSchema>;
