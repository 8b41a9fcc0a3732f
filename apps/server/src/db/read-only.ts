/** One statement's answer with rows as arrays: two columns may share a name. */
export interface ArrayAnswer {
  fields: { name: string; dataTypeID: number }[];
  rows: unknown[][];
}

/** Runs one statement on the connection (or transaction) at hand, by the extended protocol. */
export type RunStatement = (text: string) => Promise<ArrayAnswer>;

export interface ReadOnlyOptions {
  /** The statement is stopped after this long (`statement_timeout`). */
  timeoutMs: number;
  /** Rows answered at most; one more is read to tell whether there were more. */
  maxRows: number;
  /**
   * Read the rows through a cursor, so the database stops after the limit (SELECT, WITH,
   * VALUES, TABLE); EXPLAIN and SHOW cannot be declared as one and answer a few rows anyway.
   */
  cursor: boolean;
}

export interface ReadOnlyAnswer {
  columns: { name: string; type: string }[];
  rows: unknown[][];
  truncated: boolean;
}

/**
 * The steps of a read-only query inside a transaction already begun READ ONLY, which the
 * caller always rolls back: the statement's time limit, the statement (through a cursor when
 * it may), and the names of its columns' types.
 */
export async function readOnlySteps(
  run: RunStatement,
  statement: string,
  { timeoutMs, maxRows, cursor }: ReadOnlyOptions,
): Promise<ReadOnlyAnswer> {
  await run(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
  let answer: ArrayAnswer;
  if (cursor) {
    await run(`DECLARE notebook_rows NO SCROLL CURSOR FOR ${statement}`);
    answer = await run(`FETCH FORWARD ${Math.floor(maxRows) + 1} FROM notebook_rows`);
  } else {
    answer = await run(statement);
  }
  const oids = [...new Set(answer.fields.map((field) => field.dataTypeID))].filter(
    Number.isInteger,
  );
  const typeNames = new Map<number, string>();
  if (oids.length) {
    const types = await run(
      `SELECT oid::int, format_type(oid, NULL) FROM pg_catalog.pg_type WHERE oid IN (${oids.join(',')})`,
    );
    for (const [oid, name] of types.rows) typeNames.set(Number(oid), String(name));
  }
  return {
    columns: answer.fields.map((field) => ({
      name: field.name,
      type: typeNames.get(field.dataTypeID) ?? 'unknown',
    })),
    rows: answer.rows.slice(0, maxRows),
    truncated: answer.rows.length > maxRows,
  };
}
