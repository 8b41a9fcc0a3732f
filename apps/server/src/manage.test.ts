import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite } from './db/client';
import { findUp } from './lib/find-up';
import { TestClient } from './test/harness';

// The CLI runs as a child process on an embedded database of its own: PGlite only.
const here = path.dirname(fileURLToPath(import.meta.url));
const manage = path.join(here, 'manage.ts');
const tsx = findUp('node_modules/.bin/tsx', here);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'windfamily-manage-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** The environment of a child: this process's, minus anything that would pick another database. */
function childEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, APP_MODE: 'dev', ...overrides };
  for (const key of ['DATABASE_URL', 'TEST_DB', 'TEST_DATABASE_URL', 'SECRET_KEY']) {
    if (!(key in overrides)) delete env[key];
  }
  return env;
}

/** `tsx src/manage.ts …args` (what `npm run manage -- …args` runs). */
function runManage(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      tsx ?? 'npx',
      tsx ? [manage, ...args] : ['tsx', manage, ...args],
      { env: childEnv(env), timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run manage', () => {
  it('createuser makes an account that can log in, with its roles', async () => {
    const dataDir = newDataDir();
    const run = await runManage(
      ['createuser', '--email', 'Pilot@Example.com', '--password', 'cli-password', '--superuser'],
      { DATA_DIR: dataDir },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('created pilot@example.com (superuser)');

    // The process is gone: open its data directory here and log in through the API.
    const database = openPglite(dataDir);
    const app = await buildApp({
      config: loadConfig({ APP_MODE: 'dev', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      database,
      logger: false,
      cacheWatchMs: 0,
      version: 'test',
    });
    try {
      const login = await new TestClient(app).post('/api/login/', {
        email: 'pilot@example.com',
        password: 'cli-password',
      });
      expect(login.statusCode).toBe(200);
      expect(login.json<{ groups: object }>().groups).toEqual({
        is_staff: true, // a superuser is staff too
        is_reseller: false,
        is_superuser: true,
        staff_roles: [],
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('createuser --role gives the named staff roles', async () => {
    const run = await runManage(
      [
        'createuser',
        '--email',
        'clerk@example.com',
        '--password',
        'cli-password',
        '--role',
        'sales',
        '--role',
        'accounting',
      ],
      { DATA_DIR: newDataDir() },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('created clerk@example.com (staff: sales, accounting)');
  });

  it.concurrent.each([
    [
      ['createuser', '--email', 'a@example.com', '--password', 'cli-password', '--role', 'boss'],
      '--role: one of sales, accounting, warehouse, content, store',
    ],
    [['createuser', '--password', 'cli-password'], '--email: this field is required'],
    [
      ['createuser', '--email', 'not-an-email', '--password', 'cli-password'],
      '--email: invalid email format',
    ],
    [
      ['createuser', '--email', 'a@example.com', '--password', 'short'],
      '--password: at least 8 characters!',
    ],
    [['createuser', '--email', 'a@example.com'], '--password: this field is required'],
    [
      ['createuser', '--email', 'a@example.com', '--password', 'cli-password', '--admin'],
      "Unknown option '--admin'",
    ],
    [['frobnicate'], "unknown command 'frobnicate'"],
    [['migrate', '--force'], "'migrate' takes no arguments"],
  ])('%j fails with a clear message, touching no database', async (args, message) => {
    const dataDir = newDataDir();
    const run = await runManage(args, { DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`error: ${message}`);
    expect(run.stderr).toContain('usage: npm run manage -- <command>');
    expect(run.stdout).toBe('');
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('names a bad configuration variable', async () => {
    const run = await runManage(['migrate'], { DATA_DIR: newDataDir(), DATABASE_URL: 'mysql://x' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL: must be a URL starting with postgres://');
  });

  it('refuses to seed demo accounts in prod', async () => {
    const dataDir = newDataDir();
    const run = await runManage(['seed'], {
      DATA_DIR: dataDir,
      APP_MODE: 'prod',
      SECRET_KEY: 'k'.repeat(40),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('error: demo data is only seeded when APP_MODE=dev');
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('prints the usage for help', async () => {
    const run = await runManage(['help'], { DATA_DIR: newDataDir() });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('createuser --email E --password P');
  });
});
