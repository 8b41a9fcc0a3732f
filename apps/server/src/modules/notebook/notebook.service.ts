import { asc, eq, sql } from 'drizzle-orm';
import {
  NOTEBOOK_LIMITS,
  NOTEBOOK_MESSAGES,
  type NotebookResult,
  type NotebookSavedQuery,
  type NotebookSchema,
} from '@windfamily/contract/notebook';
import { type Database, rowsOf } from '../../db/client';
import { notebookQueries, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { checkStatement } from './statement';

/** SQLSTATE of a statement stopped by `statement_timeout` (or cancelled). */
const QUERY_CANCELED = '57014';
/** Classes of SQLSTATE that are the server's trouble, not the statement's: connection, resources, shutdown, system, internal. */
const SERVER_TROUBLE = /^(08|53|57P|58|XX)/;

interface DatabaseFailure {
  code: string;
  message: string;
}

/** An error the database answered (node-postgres and PGlite both carry its SQLSTATE). */
function isDatabaseFailure(error: unknown): error is DatabaseFailure {
  const code: unknown = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** A cell as JSON: dates as ISO strings, 64-bit integers as strings, bytes as `\x` hex. */
function cellOf(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return value.map(cellOf);
  return value;
}

type SavedRow = typeof notebookQueries.$inferSelect & { createdBy: string | null };

const savedOf = (row: SavedRow): NotebookSavedQuery => ({
  id: row.id,
  title: row.title,
  sql: row.sql,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Dev mode's data notebook (docs/decisions/0027-notebook.md): one reading statement at a
 * time in a read-only transaction that is always rolled back, the saved queries, and the
 * tables of the app's schema.
 */
export class NotebookService {
  constructor(
    private readonly database: Database,
    /** How long a statement may run. */
    private readonly timeoutMs: number = NOTEBOOK_LIMITS.timeoutMs,
  ) {}

  /** Runs one reading statement; refusals and the database's own errors are 400s. */
  async run(source: string, limit: number = NOTEBOOK_LIMITS.defaultRows): Promise<NotebookResult> {
    const statement = checkStatement(source);
    const started = performance.now();
    try {
      const answer = await this.database.readOnly(statement.text, {
        timeoutMs: this.timeoutMs,
        maxRows: limit,
        cursor: !['EXPLAIN', 'SHOW'].includes(statement.kind),
      });
      return {
        columns: answer.columns,
        rows: answer.rows.map((row) =>
          row.map((value, i) =>
            // PGlite answers a bigint that fits as a number, node-postgres always as a string.
            answer.columns[i]?.type === 'bigint' && typeof value === 'number'
              ? String(value)
              : cellOf(value),
          ),
        ),
        truncated: answer.truncated,
        limit,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      };
    } catch (error) {
      if (!isDatabaseFailure(error)) throw error;
      if (error.code === QUERY_CANCELED)
        throw badRequest(NOTEBOOK_MESSAGES.timeout(this.timeoutMs));
      if (SERVER_TROUBLE.test(error.code)) throw error;
      throw badRequest(error.message);
    }
  }

  /** Every table and view of the app's schema, by name, with its columns in order. */
  async schema(): Promise<NotebookSchema> {
    const rows = await rowsOf<{ table: string; column: string; type: string; nullable: boolean }>(
      this.database.db,
      sql`SELECT c.relname AS "table", a.attname AS "column",
            format_type(a.atttypid, a.atttypmod) AS "type", NOT a.attnotnull AS "nullable"
          FROM pg_catalog.pg_class c
          JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
          JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm')
            AND a.attnum > 0 AND NOT a.attisdropped
          ORDER BY c.relname, a.attnum`,
    );
    const tables = new Map<string, NotebookSchema['tables'][number]>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) tables.set(row.table, (table = { name: row.table, columns: [] }));
      table.columns.push({ name: row.column, type: row.type, nullable: row.nullable });
    }
    return { tables: [...tables.values()] };
  }

  /** The saved queries, by title. */
  async list(): Promise<NotebookSavedQuery[]> {
    return (await this.saved()).map(savedOf);
  }

  async create(
    details: { title: string; sql: string },
    userId: number,
  ): Promise<NotebookSavedQuery> {
    const [row] = await this.database.db
      .insert(notebookQueries)
      .values({ title: details.title, sql: details.sql, createdById: userId })
      .returning({ id: notebookQueries.id });
    return this.get(row!.id);
  }

  async update(id: number, details: { title: string; sql: string }): Promise<NotebookSavedQuery> {
    const [row] = await this.database.db
      .update(notebookQueries)
      .set({ title: details.title, sql: details.sql, updatedAt: new Date() })
      .where(eq(notebookQueries.id, id))
      .returning({ id: notebookQueries.id });
    if (!row) throw notFound(NOTEBOOK_MESSAGES.notFound);
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    const [row] = await this.database.db
      .delete(notebookQueries)
      .where(eq(notebookQueries.id, id))
      .returning({ id: notebookQueries.id });
    if (!row) throw notFound(NOTEBOOK_MESSAGES.notFound);
  }

  private async get(id: number): Promise<NotebookSavedQuery> {
    const [row] = await this.saved(id);
    if (!row) throw notFound(NOTEBOOK_MESSAGES.notFound);
    return savedOf(row);
  }

  private saved(id?: number): Promise<SavedRow[]> {
    return this.database.db
      .select({
        id: notebookQueries.id,
        title: notebookQueries.title,
        sql: notebookQueries.sql,
        createdById: notebookQueries.createdById,
        createdAt: notebookQueries.createdAt,
        updatedAt: notebookQueries.updatedAt,
        createdBy: users.email,
      })
      .from(notebookQueries)
      .leftJoin(users, eq(users.id, notebookQueries.createdById))
      .where(id === undefined ? undefined : eq(notebookQueries.id, id))
      .orderBy(asc(notebookQueries.title), asc(notebookQueries.id));
  }
}
