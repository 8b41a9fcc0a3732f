// Starting the built app for the scripts that drive it from outside (fuzzing, Lighthouse,
// the crash and fault checks): a fresh data directory (and PostgreSQL database), dev mode with
// the demo data, and a wait until it answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');
export const serverMain = path.join(root, 'apps/server/dist/main.js');
export const manageMain = path.join(root, 'apps/server/dist/manage.js');

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Runs one statement on its own connection. */
export async function runStatement(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new PostgreSQL database named `name` next to `adminUrl`'s (by default TEST_DATABASE_URL's),
 * dropped by `drop`.
 */
export async function freshPostgres(
  name,
  adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
) {
  await runStatement(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Where a run keeps the app's data: a new data directory, and with `db` 'postgres' a new
 * database named `windfamily_{name}_{pid}` (or `databaseName`), or the database at
 * `databaseUrl`. `remove` deletes what it made.
 */
export async function freshStore(name, { db = 'pglite', databaseName, databaseUrl } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `windfamily-${name}-`));
  const postgres =
    db === 'postgres' && !databaseUrl
      ? await freshPostgres(databaseName ?? `windfamily_${name}_${process.pid}`)
      : undefined;
  return {
    db,
    dataDir,
    databaseUrl: databaseUrl ?? postgres?.url,
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

/**
 * The environment of the built app (or its CLI) on `store`, in dev mode, as e2e runs it; `extra`
 * comes last (a run may name its PUBLIC_URL).
 */
export function appEnv(store, extra = {}) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.PUBLIC_URL;
  Object.assign(env, {
    APP_MODE: 'dev',
    DATA_DIR: store.dataDir,
    // The demo pictures are rendered once per machine (their folders are named by content).
    MEDIA_DIR: process.env.MEDIA_DIR ?? path.join(tmpdir(), 'windfamily-e2e-media'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...extra,
  });
  if (store.databaseUrl) env.DATABASE_URL = store.databaseUrl;
  return env;
}

/**
 * Starts `apps/server/dist/main.js` on `store` at `port` (`nodeArgs`: Node's own options, such
 * as `--trace-gc`). `stop` ends it (SIGTERM, then SIGKILL after 10 s), `kill` ends it at once
 * with SIGKILL, as a crash would; both resolve once it is gone.
 */
export function startServer(store, { port, env = {}, stdio = 'inherit', nodeArgs = [] }) {
  const child = spawn(process.execPath, [...nodeArgs, serverMain], {
    cwd: root,
    env: appEnv(store, { ...env, PORT: String(port) }),
    stdio,
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    exited,
    stop: async () => {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    kill: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * The built server on a fresh store (see `freshStore`); `stop` ends it and removes the store.
 * `port` defaults to a free one.
 */
export async function startFreshServer(name, { db = 'pglite', port, env } = {}) {
  const store = await freshStore(name, { db });
  const server = startServer(store, { port: port ?? (await freePort()), env });
  return {
    ...server,
    store,
    stop: async () => {
      await server.stop();
      await store.remove();
    },
  };
}

/**
 * Waits until `GET /api/status/` answers 200: the first start migrates and seeds before it
 * listens, which takes some three minutes on a busy two-core machine.
 */
export async function waitForStatus(server, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  let exitCode;
  void server.exited.then((code) => (exitCode = code ?? 'signal'));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server stopped (exit ${exitCode})`);
    try {
      if ((await fetch(`${server.origin}/api/status/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${server.origin}/api/status/ in ${timeoutMs} ms`);
}
