import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findUp } from '../lib/find-up';
import { acquireDataDirLock } from './data-dir-lock';
import { Pool } from './pool';
import { type ReadOnlyAnswer, type ReadOnlyOptions, readOnlySteps } from './read-only';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every service takes: PGlite and node-postgres share this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db`, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The answers of `queries`, asked all at once on the pool, and one after the other in a
 * transaction: a transaction is one connection, which takes one query at a time (node-postgres
 * queues a second one, and will refuse it from its version 9).
 */
export async function queryAll<const Queries extends readonly (() => PromiseLike<unknown>)[]>(
  db: Db | Tx,
  queries: Queries,
): Promise<{ -readonly [K in keyof Queries]: Awaited<ReturnType<Queries[K]>> }> {
  type Answers = { -readonly [K in keyof Queries]: Awaited<ReturnType<Queries[K]>> };
  if (!(db instanceof PgTransaction))
    return (await Promise.all(queries.map((query) => query()))) as Answers;
  const answers: unknown[] = [];
  for (const query of queries) answers.push(await query());
  return answers as Answers;
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const answer: unknown = await db.execute(query);
  return (answer as { rows: Row[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs a hot query as a named prepared statement: PostgreSQL parses and plans it once per
   * connection instead of at every call (three times the throughput for the cart's reads).
   * One name, one text: parameters may change, the SQL may not. Not for use in transactions.
   */
  prepared<Row>(name: string, query: SQL): Promise<Row[]>;
  /**
   * Runs one statement typed by a person (dev mode's notebook) in a transaction begun READ
   * ONLY and always rolled back, by the extended protocol (which refuses a second statement),
   * rows as arrays. PostgreSQL stops it after `timeoutMs`; PGlite has no timer to do so.
   */
  readOnly(statement: string, options: ReadOnlyOptions): Promise<ReadOnlyAnswer>;
  /**
   * Calls `heard` on every `NOTIFY channel` (from any connection, delivered when the
   * notifying transaction commits), and once whenever listening (re)starts, since a
   * notification may have been missed meanwhile. Answers the function that stops listening.
   */
  listen(channel: string, heard: () => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const dialect = new PgDialect();

export const migrationsFolder = () => {
  const folder = findUp('drizzle/meta/_journal.json');
  if (!folder) throw new Error('The migrations folder (apps/server/drizzle) was not found.');
  return path.dirname(path.dirname(folder));
};

/** How long a request waits for a connection (a new one, or its turn in a full pool). */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * PostgreSQL through node-postgres. A connection the server drops while idle (a restart, a
 * failover) is reported to `onIdleError` and replaced on next use; without a listener
 * node-postgres would crash the process. One dropped while a request holds it fails that
 * request's query (a 503, see `connection-faults.ts`) and is left out of the pool when the
 * request gives it back (`pool.ts`). A database that cannot be reached fails the request after
 * `CONNECT_TIMEOUT_MS` at most, and each request tries afresh: the pool recovers by itself.
 */
export function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) =>
    console.error(`database connection lost: ${error.message}`),
): Database {
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The operating system notices a peer gone without a word (a host down, a cut network).
    keepAlive: true,
  });
  pool.on('error', onIdleError);
  // node-postgres also reports a lost connection as an 'error' event of the client a request
  // holds (in a transaction, between two queries): with no listener there the process would
  // crash. The request learns of it from its next query, which fails.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    prepared: async <Row>(name: string, query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await pool.query({ name, text, values: params })).rows as Row[];
    },
    readOnly: async (statement, options) => {
      const client = await pool.connect();
      let lost: Error | undefined;
      try {
        await client.query('BEGIN READ ONLY');
        return await readOnlySteps(
          async (text) => {
            // `queryMode` (pg 8.12+) is missing from its types: without it, a query with no
            // parameters goes by the simple protocol, which runs several statements.
            const config = { text, rowMode: 'array', queryMode: 'extended' };
            const answer = await client.query<unknown[]>(config as pg.QueryArrayConfig);
            return { fields: answer.fields, rows: answer.rows };
          },
          statement,
          options,
        );
      } finally {
        await client.query('ROLLBACK').catch((error: Error) => {
          lost = error;
        });
        client.release(lost);
      }
    },
    listen: (channel, heard) => listenOnPostgres(url, channel, heard, onIdleError),
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_MS = 5_000;

/**
 * LISTEN needs a connection of its own, outside the pool: one is kept for it, and connected
 * again a few seconds after it is lost.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  heard: () => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const lost = (which: pg.Client, error?: Error) => {
    if (error) onError(error);
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
    retry?.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) heard();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(next, error as Error);
      throw error;
    }
    heard();
  };
  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
  try {
    await connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** PostgreSQL's extensions the migrations create: trigram indexes for the staff's searches. */
const PGLITE_EXTENSIONS = { pg_trgm };

/** The embedded database: PGlite in `dataDir/db`, or in memory when `dataDir` is undefined. */
export function openPglite(
  dataDir: string | undefined,
  /**
   * A new database (in memory, or in a data directory holding none yet) starts from this dump
   * of a data directory (see `dumpDataDir`).
   */
  options: { loadDataDir?: Blob } = {},
): Database & { dumpDataDir(): Promise<Blob> } {
  let release = () => {};
  let client: PGlite;
  const pgliteOptions = {
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
    client = new PGlite(path.join(dataDir, 'db'), pgliteOptions);
  } else {
    client = new PGlite(pgliteOptions);
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    // In-process: nothing to gain from naming statements.
    prepared: async <Row>(_name: string, query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await client.query<Row>(text, params)).rows;
    },
    // `query` always takes the extended protocol. The transaction holds PGlite's only
    // connection, so nothing else runs meanwhile.
    readOnly: (statement, options) =>
      client.transaction(async (tx) => {
        await tx.exec('SET TRANSACTION READ ONLY');
        try {
          return await readOnlySteps(
            async (text) => {
              const answer = await tx.query<unknown[]>(text, [], { rowMode: 'array' });
              return { fields: answer.fields, rows: answer.rows };
            },
            statement,
            options,
          );
        } finally {
          await tx.rollback();
        }
      }),
    listen: async (channel, heard) => {
      const stop = await client.listen(channel, heard);
      heard();
      return stop;
    },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      release();
    },
  };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Database {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
