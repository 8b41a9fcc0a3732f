import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTEBOOK_LIMITS,
  NOTEBOOK_MESSAGES,
  type NotebookResult,
  type NotebookSavedQuery,
  type NotebookSchema,
} from '@windfamily/contract/notebook';
import { HttpError } from '../../lib/http-error';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { NotebookService } from './notebook.service';

let t: TestApp;
let admin: TestClient;

const run = (sql: string, limit?: number) =>
  admin.post('/api/notebook/query/', limit === undefined ? { sql } : { sql, limit });

async function rows(sql: string, limit?: number): Promise<NotebookResult> {
  const response = await run(sql, limit);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotebookResult>();
}

/** What the statements below might change: the saved queries, their ids, and the accounts. */
const snapshot = async () =>
  (
    await rows(
      `SELECT (SELECT json_agg(q ORDER BY id) FROM notebook_queries q) AS saved,
        (SELECT last_value FROM notebook_queries_id_seq) AS last_id,
        (SELECT count(*) FROM users) AS users`,
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin } = await loggedInClient(t, 'superuser'));
});
afterAll(async () => t.close());

describe('running a statement', () => {
  it('answers the columns with their types and the rows, in order, as arrays', async () => {
    const answer = await rows(
      "SELECT 1 AS n, 'Sophie' AS a, 2::bigint AS a, now() AS at, true AS yes, NULL::text AS none",
    );
    expect(answer.columns).toEqual([
      { name: 'n', type: 'integer' },
      { name: 'a', type: 'text' },
      { name: 'a', type: 'bigint' },
      { name: 'at', type: 'timestamp with time zone' },
      { name: 'yes', type: 'boolean' },
      { name: 'none', type: 'text' },
    ]);
    const [row] = answer.rows;
    expect(row?.slice(0, 3)).toEqual([1, 'Sophie', '2']);
    expect(row?.[3]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row?.slice(4)).toEqual([true, null]);
    expect(answer.truncated).toBe(false);
    expect(answer.limit).toBe(NOTEBOOK_LIMITS.defaultRows);
    expect(answer.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('reads the tables, after comments and with a last semicolon', async () => {
    const answer = await rows(
      "-- who is there\n/* every /* nested */ one */ SELECT email FROM users WHERE email LIKE '%;--%' OR true ORDER BY id;  ",
    );
    expect(answer.columns).toEqual([{ name: 'email', type: 'text' }]);
    expect(answer.rows.length).toBeGreaterThan(0);
  });

  it('takes WITH, VALUES, TABLE, EXPLAIN and SHOW, and runs under the time limit', async () => {
    expect((await rows('WITH w AS (SELECT 2 AS x) SELECT x * 21 FROM w')).rows).toEqual([[42]]);
    expect((await rows("VALUES (1, 'a'), (2, 'b')")).rows).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    expect((await rows('TABLE notebook_queries')).columns.map((c) => c.name)).toEqual([
      'id',
      'title',
      'sql',
      'created_by_id',
      'created_at',
      'updated_at',
    ]);
    expect((await rows('EXPLAIN SELECT * FROM users')).columns).toEqual([
      { name: 'QUERY PLAN', type: 'text' },
    ]);
    expect((await rows('SHOW statement_timeout')).rows).toEqual([
      [`${NOTEBOOK_LIMITS.timeoutMs / 1000}s`],
    ]);
    expect((await rows('SHOW transaction_read_only')).rows).toEqual([['on']]);
  });

  it('answers at most the limit, and says when there were more', async () => {
    const ten = await rows('SELECT g FROM generate_series(1, 30) g', 10);
    expect(ten.rows).toEqual(Array.from({ length: 10 }, (_, i) => [i + 1]));
    expect(ten).toMatchObject({ truncated: true, limit: 10 });
    expect(await rows('SELECT g FROM generate_series(1, 10) g', 10)).toMatchObject({
      truncated: false,
    });
    const many = await rows('SELECT g FROM generate_series(1, 1500) g');
    expect(many.rows).toHaveLength(NOTEBOOK_LIMITS.defaultRows);
    expect(many.truncated).toBe(true);
    expectApiError(await run('SELECT 1', NOTEBOOK_LIMITS.maxRows + 1), 400);
    expectApiError(await run('SELECT 1', 0), 400);
  });

  it("answers the database's own error as a 400", async () => {
    const body = expectApiError(await run('SELECT * FROM no_such_table'), 400);
    expect(body.detail).toBe('relation "no_such_table" does not exist');
    expect(expectApiError(await run('SELECT 1/0'), 400).detail).toBe('division by zero');
    expectApiError(await run('   '), 400, { sql: [NOTEBOOK_MESSAGES.empty] });
    expect(expectApiError(await run('-- nothing but a note'), 400).detail).toBe(
      NOTEBOOK_MESSAGES.empty,
    );
    expect(expectApiError(await run("SELECT 'open"), 400).detail).toBe(NOTEBOOK_MESSAGES.unclosed);
  });
});

describe('refusing anything but reads', () => {
  it('changes nothing, whatever the statement tries', async () => {
    const saved = await admin.post('/api/notebook/queries/', {
      title: 'Kept',
      sql: 'SELECT 1',
    });
    expect(saved.statusCode).toBe(201);
    const before = await snapshot();

    const refusals: [string, string | RegExp][] = [
      ["INSERT INTO notebook_queries (title, sql) VALUES ('x', 'y')", NOTEBOOK_MESSAGES.readsOnly],
      ["UPDATE notebook_queries SET title = 'x'", NOTEBOOK_MESSAGES.readsOnly],
      ['DELETE FROM notebook_queries', NOTEBOOK_MESSAGES.readsOnly],
      ['TRUNCATE users CASCADE', NOTEBOOK_MESSAGES.readsOnly],
      ['DROP TABLE notebook_queries', NOTEBOOK_MESSAGES.readsOnly],
      ["COPY (SELECT 1) TO PROGRAM 'touch /tmp/notebook'", NOTEBOOK_MESSAGES.readsOnly],
      ['COPY notebook_queries FROM STDIN', NOTEBOOK_MESSAGES.readsOnly],
      ['SELECT 1; DELETE FROM notebook_queries', NOTEBOOK_MESSAGES.oneStatement],
      ['SELECT 1;; ', NOTEBOOK_MESSAGES.oneStatement],
      ["SELECT pg_read_file('/etc/passwd')", NOTEBOOK_MESSAGES.deniedFunction('pg_read_file')],
      [
        "SELECT pg_catalog.pg_read_binary_file ('/etc/hostname')",
        NOTEBOOK_MESSAGES.deniedFunction('pg_read_binary_file'),
      ],
      ['SELECT * FROM "pg_ls_dir"(\'.\')', NOTEBOOK_MESSAGES.deniedFunction('pg_ls_dir')],
      ["SELECT lo_import('/etc/passwd')", NOTEBOOK_MESSAGES.deniedFunction('lo_import')],
      ["SELECT lo_export(1, '/tmp/x')", NOTEBOOK_MESSAGES.deniedFunction('lo_export')],
      [
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity',
        NOTEBOOK_MESSAGES.deniedFunction('pg_terminate_backend'),
      ],
      ['SELECT pg_cancel_backend(1)', NOTEBOOK_MESSAGES.deniedFunction('pg_cancel_backend')],
      [
        "SELECT set_config('search_path', 'x', false)",
        NOTEBOOK_MESSAGES.deniedFunction('set_config'),
      ],
      ['SELECT pg_reload_conf()', NOTEBOOK_MESSAGES.deniedFunction('pg_reload_conf')],
      ["SELECT * FROM dblink('x', 'y')", NOTEBOOK_MESSAGES.deniedFunction('dblink')],
      [
        "SELECT query_to_xml('DELETE FROM users', true, true, '')",
        NOTEBOOK_MESSAGES.deniedFunction('query_to_xml'),
      ],
      ['SELECT pg_advisory_lock(1)', NOTEBOOK_MESSAGES.deniedFunction('pg_advisory_lock')],
      // What the check lets through, the read-only transaction refuses.
      [
        'WITH gone AS (DELETE FROM notebook_queries RETURNING id) SELECT count(*) FROM gone',
        /data-modifying|read-only/,
      ],
      ["SELECT nextval('notebook_queries_id_seq')", /read-only/],
      ['SELECT * FROM notebook_queries FOR UPDATE', /read-only/],
      ['SELECT * INTO copied FROM notebook_queries', /INTO is not allowed|read-only/],
      ['EXPLAIN ANALYZE DELETE FROM notebook_queries', /read-only/],
    ];
    for (const [sql, message] of refusals) {
      const body = expectApiError(await run(sql), 400);
      if (typeof message === 'string') expect(body.detail, sql).toBe(message);
      else expect(body.detail, sql).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is refused a second statement by the database too, past the check', async () => {
    const database = t.app.services.database;
    const options = { timeoutMs: 1000, maxRows: 10, cursor: false };
    await expect(
      database.readOnly('SELECT 1; DELETE FROM notebook_queries', options),
    ).rejects.toThrow('cannot insert multiple commands into a prepared statement');
    await expect(database.readOnly('DELETE FROM notebook_queries', options)).rejects.toThrow(
      'read-only transaction',
    );
    expect((await rows('SELECT count(*) > 0 FROM notebook_queries')).rows).toEqual([[true]]);
  });

  it('runs a name like a denied one when it is not called, or only quoted', async () => {
    expect((await rows("SELECT 'pg_read_file(1)' AS lo_import")).rows).toEqual([
      ['pg_read_file(1)'],
    ]);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('the time limit on PostgreSQL', () => {
  // PGlite runs in this very process, with no timer to stop a statement: its `statement_timeout` is set but not kept.
  it('stops a statement that takes too long with a clear 400', async () => {
    const notebook = new NotebookService(t.app.services.database, 200);
    const started = Date.now();
    const refusal = await notebook.run('SELECT pg_sleep(5)').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      detail: 'The statement took too long: it was stopped after 0.2 seconds.',
    });
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await notebook.run('SELECT 1')).rows).toEqual([[1]]);
  });
});

describe('saved queries', () => {
  it('are saved, listed by title, renamed and deleted', async () => {
    const created = await admin.post('/api/notebook/queries/', {
      title: '  Wings sold  ',
      sql: 'SELECT count(*) FROM orders',
    });
    expect(created.statusCode, created.body).toBe(201);
    const query = created.json<NotebookSavedQuery>();
    expect(query).toMatchObject({ title: 'Wings sold', sql: 'SELECT count(*) FROM orders' });
    expect(query.created_by).toMatch(/@example\.com$/);

    const renamed = await admin.request('PUT', `/api/notebook/queries/${query.id}/`, {
      title: 'All orders',
      sql: 'SELECT * FROM orders',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<NotebookSavedQuery>()).toMatchObject({
      id: query.id,
      title: 'All orders',
      created_by: query.created_by,
    });

    const list = (await admin.get('/api/notebook/queries/')).json<NotebookSavedQuery[]>();
    const titles = list.map((one) => one.title);
    expect(titles).toContain('All orders');
    expect(titles).toEqual([...titles].sort());

    expect((await admin.request('DELETE', `/api/notebook/queries/${query.id}/`)).statusCode).toBe(
      204,
    );
    expectApiError(await admin.request('DELETE', `/api/notebook/queries/${query.id}/`), 404);
    expectApiError(
      await admin.request('PUT', `/api/notebook/queries/${query.id}/`, { title: 'x', sql: 'y' }),
      404,
    );
  });

  it('need a title and a statement', async () => {
    const body = expectApiError(
      await admin.post('/api/notebook/queries/', { title: ' ', sql: '' }),
      400,
    );
    expect(body.errors).toMatchObject({
      title: [NOTEBOOK_MESSAGES.titleRequired],
      sql: [NOTEBOOK_MESSAGES.empty],
    });
  });
});

describe('the schema', () => {
  it("lists every table of the app's schema with its columns and types", async () => {
    const response = await admin.get('/api/notebook/schema/');
    expect(response.statusCode).toBe(200);
    const { tables } = response.json<NotebookSchema>();
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'orders', 'notebook_queries']));
    expect(names).toEqual([...names].sort());
    expect(tables.find((table) => table.name === 'notebook_queries')?.columns).toEqual([
      { name: 'id', type: 'integer', nullable: false },
      { name: 'title', type: 'text', nullable: false },
      { name: 'sql', type: 'text', nullable: false },
      { name: 'created_by_id', type: 'integer', nullable: true },
      { name: 'created_at', type: 'timestamp with time zone', nullable: false },
      { name: 'updated_at', type: 'timestamp with time zone', nullable: false },
    ]);
  });
});

describe('who may use it', () => {
  const calls: [string, string, Record<string, string>?][] = [
    ['POST', '/api/notebook/query/', { sql: 'SELECT 1' }],
    ['GET', '/api/notebook/schema/'],
    ['GET', '/api/notebook/queries/'],
    ['POST', '/api/notebook/queries/', { title: 'x', sql: 'SELECT 1' }],
    ['PUT', '/api/notebook/queries/1/', { title: 'x', sql: 'SELECT 1' }],
    ['DELETE', '/api/notebook/queries/1/'],
  ];

  it('is for superusers: a visitor gets 401, staff and customers 403', async () => {
    const anonymous = new TestClient(t.app);
    const { client: staff } = await loggedInClient(t, 'staff');
    const { client: customer } = await loggedInClient(t, 'customer');
    const { client: reseller } = await loggedInClient(t, 'reseller');
    for (const [method, url, body] of calls) {
      expectApiError(await anonymous.request(method, url, body), 401);
      for (const client of [staff, customer, reseller])
        expectApiError(await client.request(method, url, body), 403);
    }
  });

  it('does not exist in prod', async () => {
    const prod = await createTestApp({
      APP_MODE: 'prod',
      SECRET_KEY: 'k'.repeat(40),
    });
    try {
      const { client } = await loggedInClient(prod, 'superuser');
      for (const [method, url, body] of calls)
        expectApiError(await client.request(method, url, body), 404);
      expect(prod.app.services).not.toHaveProperty('notebook');
    } finally {
      await prod.close();
    }
  });
});
