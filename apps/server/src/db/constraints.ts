// What PostgreSQL's types and constraints allow and refuse, for the services that write rows.

/** The largest `integer` (and `serial` id) PostgreSQL stores. */
export const DB_ID_MAX = 2_147_483_647;

/** Ids beyond PostgreSQL's `integer` exist nowhere; asking for them would be a database error. */
export const isDbId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= DB_ID_MAX;

/**
 * The name of the unique constraint a failed write violated ('' when the driver does not say),
 * or undefined when that is not why it failed. The driver's error may come wrapped (drizzle's
 * query error holds it as its `cause`).
 */
export function uniqueViolation(error: unknown): string | undefined {
  let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth += 1) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}
