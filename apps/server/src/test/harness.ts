import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { findUp } from '../lib/find-up';
import { type Config, loadConfig } from '../config';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../db/client';
import type { Mailer, QueuedMail } from '../modules/mail/mailer';

// node-postgres warns (once) when a connection is asked queries faster than it answers them,
// as a transaction's queries side by side (Promise.all) do; its version 9 refuses them. Such a
// warning fails the run (`queryAll` asks a transaction one query at a time).
process.on('warning', (warning) => {
  if (
    warning.name === 'DeprecationWarning' &&
    warning.message.includes('already executing a query')
  )
    throw warning;
});

/**
 * Waits until the app has sent every mail due: its background tasks (which may queue mails)
 * settled, then its mail queue drained. A mail whose try failed stays pending.
 */
export async function drainMails(app: FastifyInstance): Promise<void> {
  await app.services.tasks.settle();
  await app.services.mailQueue.drain();
}

/** Keeps the mails the app's queue sends in memory for assertions. */
export class CapturingMailer implements Mailer {
  readonly sent: QueuedMail[] = [];
  private app: FastifyInstance | undefined;

  async send(mail: QueuedMail): Promise<void> {
    this.sent.push(mail);
  }

  /** The app whose queue delivers here (set once it is built). */
  of(app: FastifyInstance): this {
    this.app = app;
    return this;
  }

  /** Waits until the app has sent every mail due (`drainMails`): read `sent` after this. */
  async drain(): Promise<void> {
    if (!this.app) throw new Error('the capturing mailer belongs to no app yet');
    await drainMails(this.app);
  }

  /** The last mail to `to`, or undefined (drain first). */
  lastTo(to: string): QueuedMail | undefined {
    return this.sent.filter((mail) => mail.to === to).at(-1);
  }
}

/** The migrations' contents (and PGlite's version): names a migrated image of the database. */
function migrationsHash(): string {
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
  return hash.digest('hex').slice(0, 16);
}

/**
 * Removes the migrated images and data directories of other migrations, once a day old: a
 * checkout of another version may still be using them for a while.
 */
function pruneStaleImages(dir: string, hash: string): void {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const entry of readdirSync(dir)) {
    if (!entry.startsWith('pglite-') || entry.includes(hash)) continue;
    const full = path.join(dir, entry);
    try {
      if (statSync(full).mtimeMs < dayAgo) rmSync(full, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another test file.
    }
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
    const dir = path.join(os.tmpdir(), 'windfamily-test-db');
    const file = path.join(dir, `pglite-${migrationsHash()}.tar`);
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
    pruneStaleImages(dir, migrationsHash());
    return image;
  })();
  return migratedImage;
}

/**
 * A data directory (`DATA_DIR`) whose embedded database is migrated, made from the migrated
 * image once and kept beside it: creating a cluster on disk and migrating it takes four to
 * eight seconds, copying this one a few tenths. Nothing ever opens it: it is only copied.
 */
let migratedDir: Promise<string> | undefined;
function migratedPgliteDataDir(): Promise<string> {
  migratedDir ??= (async () => {
    const dir = path.join(os.tmpdir(), 'windfamily-test-db', `pglite-${migrationsHash()}`);
    if (existsSync(dir)) return dir;
    // Made aside, then renamed: a test file starting meanwhile never copies half a directory.
    const partial = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const database = openPglite(partial, { loadDataDir: await migratedPgliteImage() });
    await database.close();
    try {
      renameSync(partial, dir);
    } catch (error) {
      // Another test file made it first.
      if (!existsSync(dir)) throw error;
      rmSync(partial, { recursive: true, force: true });
    }
    return dir;
  })();
  return migratedDir;
}

/**
 * Gives `dataDir` (a new, empty folder) a migrated embedded database, as the app or `npm run
 * manage` would leave it after migrating: each caller gets a copy of its own.
 */
export async function migrateDataDir(dataDir: string): Promise<void> {
  cpSync(path.join(await migratedPgliteDataDir(), 'db'), path.join(dataDir, 'db'), {
    recursive: true,
  });
}

/** The pool's connections close a moment after it ends: waits for them rather than cut them. */
async function untilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (!rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Serialises the building of PostgreSQL's template among the test workers. */
const TEMPLATE_LOCK = 7_310_042;
const TEMPLATE_PREFIX = 'test_template_';

/**
 * A PostgreSQL database right after migrating, named by the migrations' contents, that each
 * test file's database is copied from (`CREATE DATABASE … TEMPLATE`: a fifth of the time of
 * migrating). Built once per machine and migrations, under an advisory lock; templates of
 * older migrations are dropped then. Nothing ever connects to it after it is built.
 */
let migratedTemplate: Promise<string> | undefined;
function postgresTemplate(adminUrl: string): Promise<string> {
  migratedTemplate ??= (async () => {
    const name = `${TEMPLATE_PREFIX}${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ]);
      if (rowCount) return name;
      const { rows: stale } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`,
      );
      for (const { datname } of stale)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      // Built under another name and renamed when complete: a failed build leaves no template.
      const building = `${name}_${process.pid}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = openPostgres(url.toString(), 1, () => undefined);
      await database.migrate();
      await database.close();
      await untilUnused(admin, building);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
      await admin.end();
    }
  })();
  return migratedTemplate;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database next to
 * TEST_DATABASE_URL's when TEST_DB=postgres (dropped again by `close`), with its `url` so that
 * a second app instance can connect to it.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres')
    return openPglite(undefined, { loadDataDir: await migratedPgliteImage() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(adminUrl)}`);
  } catch (error) {
    // Dropped by a run of other migrations on the same server (another checkout): built again.
    if ((error as { code?: string }).code !== '3D000') throw error;
    migratedTemplate = undefined;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(adminUrl)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4, () => undefined);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await untilUnused(cleanup, name);
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
  options: {
    webDistDir?: string;
    /**
     * false: the app delivers its mails as in production, to SMTP_URL or the dev outbox
     * (`mails` then captures nothing, and only drains).
     */
    capture?: boolean;
    /** A database the caller opened (a second instance on another app's), and closes. */
    database?: Database;
    /** How often the app looks for a cache clear by another instance (0, the default: never). */
    cacheWatchMs?: number;
    /** The app's logger (none by default), to read what it logs. */
    logger?: FastifyServerOptions['logger'];
  } = {},
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
    // Thousands of accounts: OWASP's cost was a tenth of the API tests' time (prod keeps it).
    ...(env.APP_MODE === 'prod' ? {} : { PASSWORD_HASH_COST: 'low' }),
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const mails = new CapturingMailer();
  const app = await buildApp({
    config,
    database,
    ...(options.capture === false ? {} : { mailer: mails }),
    logger: options.logger ?? false,
    cacheWatchMs: options.cacheWatchMs ?? 0,
    version: '202601010000-test',
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
  });
  await app.ready();
  mails.of(app);
  return {
    app,
    config,
    mails,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
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
    if (this.cookies.size) headers.cookie = this.cookieHeader();
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

  /** The `Cookie` header of the cookies it holds. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
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
