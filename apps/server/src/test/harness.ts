import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { findUp } from '../lib/find-up';
import { type Config, loadConfig } from '../config';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../db/client';
import type { Mail, Mailer } from '../modules/mail/mailer';

/** Keeps sent mails in memory for assertions. */
export class CapturingMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
  /** The last mail to `to`, or undefined. */
  lastTo(to: string): Mail | undefined {
    return this.sent.filter((mail) => mail.to === to).at(-1);
  }
}

/**
 * The embedded database right after migrating, as a dump of its data directory. Creating
 * PGlite's cluster and migrating it takes two to three seconds; starting from the dump, half a
 * second. The dump is kept on disk by the migrations' contents and PGlite's version, so every test file of a run
 * (and the next run, until a migration changes) shares it.
 */
let migratedImage: Promise<Blob> | undefined;
function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const folder = migrationsFolder();
    const hash = createHash('sha256');
    // A dump is only good for the PGlite version that made it.
    const pglitePackage = findUp('node_modules/@electric-sql/pglite/package.json');
    if (pglitePackage) hash.update(readFileSync(pglitePackage));
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(folder, file);
      if (file.endsWith('.sql') || file.endsWith('.json'))
        hash.update(file).update(readFileSync(full));
    }
    const dir = path.join(os.tmpdir(), 'windfamily-test-db');
    const file = path.join(dir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = openPglite(undefined);
    await database.migrate();
    const image = await database.dumpDataDir();
    await database.close();
    // Written aside, then renamed: a test file starting meanwhile never reads half a dump.
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  })();
  return migratedImage;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database next to
 * TEST_DATABASE_URL's when TEST_DB=postgres (dropped again by `close`).
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres')
    return openPglite(undefined, { loadDataDir: await migratedPgliteImage() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4, () => undefined);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // The pool's connections close a moment after it ends: wait for them rather than cut them.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await cleanup.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  mails: CapturingMailer;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { webDistDir?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({
    APP_MODE: 'dev',
    BRAND_NAME: 'Windfamily',
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
    // The invoices' seller, which prod requires to be set.
    SHOP_LEGAL_NAME: 'Windfamily GmbH',
    SHOP_ADDRESS: 'Werkstattweg 1|6410 Telfs',
    SHOP_VAT_ID: 'ATU12345678',
    // One media folder for every test app on the machine: seeded pictures are rendered once.
    MEDIA_DIR: path.join(os.tmpdir(), 'windfamily-test-media'),
    ...env,
  });
  const database = await openTestDatabase();
  const mails = new CapturingMailer();
  const app = await buildApp({
    config,
    database,
    mailer: mails,
    logger: false,
    cacheWatchMs: 0,
    version: '202601010000-test',
    ...options,
  });
  await app.ready();
  return {
    app,
    config,
    mails,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type Body = Record<string, unknown> | unknown[] | undefined;

/**
 * A browser-like client over `app.inject`: keeps cookies, sends the CSRF header on unsafe
 * methods (unless told not to) and a client address of its own.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: Body,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(String(method));
    if (unsafe && options.csrf !== false && !this.cookies.has('csrftoken'))
      await this.request('GET', '/api/status/');
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (unsafe && options.csrf !== false)
      headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(body !== undefined ? { payload: body } : {}),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: { headers?: Record<string, string> }) {
    return this.request('GET', url, undefined, options);
  }

  post(
    url: string,
    body: Body = {},
    options?: { csrf?: boolean; headers?: Record<string, string> },
  ) {
    return this.request('POST', url, body, options);
  }

  async login(email: string, password: string) {
    const response = await this.post('/api/login/', { email, password });
    if (response.statusCode !== 200)
      throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}

let counter = 0;
/** A unique e-mail address for a test. */
export const uniqueEmail = (prefix = 'pilot') =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;

export const validAddress = {
  name: 'Paula Pilot',
  attname: '',
  address: 'Startplatz 1',
  address2: '',
  zipcode: '6020',
  city: 'Innsbruck',
  state: '',
  country: 'at',
};

export const registration = (email = uniqueEmail(), overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'good-password',
  phone: '+43 664 1234567',
  address: validAddress,
  ...overrides,
});
