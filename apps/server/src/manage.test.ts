import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, StaffOrder } from '@windfamily/contract/orders';
import { buildApp } from './app';
import { runManage as runCli } from './cli';
import { loadConfig } from './config';
import { openPglite, rowsOf } from './db/client';
import { findUp } from './lib/find-up';
import { ledgerBreaches } from './modules/logistics/test-tools';
import { pricingFor, taxTreatmentOf } from './modules/pricing/prices';
import { seedCatalog, variantIdOf } from './test/catalog-fixtures';
import { migrateDataDir, TestClient, validAddress } from './test/harness';
import { loggedInClient } from './test/helpers';

// The CLI runs on an embedded database of its own (PGlite only): once as the process `npm run
// manage` starts, otherwise in this process, which spares each case the start of a process.
// A case that needs a database gets a copy of a migrated one (migrating a new data directory
// took several seconds a case); the app and the CLI migrate it again, which finds nothing to do.
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
/** A new data directory holding a migrated embedded database. */
const migratedDataDir = async () => {
  const dir = newDataDir();
  await migrateDataDir(dir);
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

/** `tsx src/manage.ts …args` (what `npm run manage -- …args` runs), as a process of its own. */
function runProcess(args: string[], env: Record<string, string>): Promise<Run> {
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

/** The same command run in this process (`cli.ts`), with the environment a child would have. */
async function runManage(args: string[], env: Record<string, string>): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: childEnv(env),
    out: (text) => (stdout += `${text}\n`),
    err: (text) => (stderr += `${text}\n`),
  });
  return { code, stdout, stderr };
}

/** The app over the data directory a CLI run used (the run is over: its lock is free). */
async function withApp<T>(dataDir: string, use: (t: { app: FastifyInstance }) => Promise<T>) {
  const database = openPglite(dataDir);
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({ APP_MODE: 'dev', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    database,
    logger: false,
    cacheWatchMs: 0,
    version: 'test',
  });
  try {
    return await use({ app });
  } finally {
    await app.close();
    await database.close();
  }
}

/** A visitor's order of a repair kit through the shop's checkout; its sale sequence. */
async function checkout(t: { app: FastifyInstance }): Promise<string> {
  const client = new TestClient(t.app);
  await client.post('/api/store/cart/add-item/', {
    product_variant: await variantIdOf(t, 'REPAIR-KIT'),
  });
  await client.post('/api/store/cart/', {
    address: { ...validAddress, phone: '+43 664 7654321', email: 'walk-in@example.com' },
  });
  const response = await client.post('/api/store/cart/checkout/?delivery_method=standard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckoutResult>().order.sale_sequence;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run manage', () => {
  it('createuser makes an account that can log in, with its roles', async () => {
    const dataDir = await migratedDataDir();
    // `npm run manage` itself, once: the entry's exit code and output streams.
    const run = await runProcess(
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
      { DATA_DIR: await migratedDataDir() },
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
    [['seed-orders', '--count', '0'], '--count: a whole number from 1 to 5000000'],
    [['seed-orders', '--count', '5000001'], '--count: a whole number from 1 to 5000000'],
    [['seed-orders', '--count', '1e3'], '--count: a whole number from 1 to 5000000'],
    [['seed-orders', '--orders', '10'], "Unknown option '--orders'"],
    [['seed-visits', '--days', '0'], '--days: a whole number from 1 to 400'],
    [['seed-visits', '--per-day', 'many'], '--per-day: a whole number from 1 to 1000000'],
    [['seed-visits', '--visits', '10'], "Unknown option '--visits'"],
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
      SHOP_LEGAL_NAME: 'Windfamily GmbH',
      SHOP_ADDRESS: 'Bahnhofstraße 12|6410 Telfs',
      SHOP_VAT_ID: 'ATU12345678',
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('error: demo data is only seeded when APP_MODE=dev');
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('refuses to seed synthetic orders in prod', async () => {
    const dataDir = newDataDir();
    const run = await runManage(['seed-orders'], {
      DATA_DIR: dataDir,
      APP_MODE: 'prod',
      SECRET_KEY: 'k'.repeat(40),
      SHOP_LEGAL_NAME: 'Windfamily GmbH',
      SHOP_ADDRESS: 'Bahnhofstraße 12|6410 Telfs',
      SHOP_VAT_ID: 'ATU12345678',
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('error: synthetic orders are only seeded when APP_MODE=dev');
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('seed-orders asks for the demo data first', async () => {
    const run = await runManage(['seed-orders', '--count', '5'], {
      DATA_DIR: await migratedDataDir(),
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'error: the demo catalogue is missing: run `npm run manage -- seed` first',
    );
  });

  describe('seed-orders on a shop with one real order', () => {
    const dataDir = newDataDir();
    const year = new Date().getUTCFullYear();
    const pad = (n: number) => String(n).padStart(4, '0');
    let run: Awaited<ReturnType<typeof runManage>>;
    let first: string;

    beforeAll(async () => {
      await migrateDataDir(dataDir);
      first = await withApp(dataDir, async (t) => {
        await seedCatalog(t);
        return checkout(t);
      });
      run = await runManage(['seed-orders', '--count', '40'], { DATA_DIR: dataDir });
    });

    it('reports what it wrote', () => {
      expect(first).toBe(`${year}-0001`);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^40 of 40 orders \(\d+ orders\/s\)$/m);
      expect(run.stdout).toContain('40 synthetic orders seeded (pglite) over 3 years');
    });

    it('writes consistent orders whose numbers the next checkout continues', async () => {
      await withApp(dataDir, async (t) => {
        const { db } = t.app.services.database;
        const orders = await rowsOf<{
          id: number;
          sale_sequence: string;
          year: number;
          number: number;
          country: string;
          customer_vat_id: string;
          tax_treatment: string;
          vat_rate_bp: number;
          status: string;
          payment_state: string;
          total: number;
          amount_paid: number;
          created_at: string;
          balanced: boolean;
          lines: number;
          lines_add_up: boolean;
          payments: number;
          placed_events: number;
        }>(
          db,
          sql`SELECT o.id, o.sale_sequence, o.year, o.number, o.country, o.customer_vat_id,
                o.tax_treatment, (o.pricing->>'vatRateBp')::int AS vat_rate_bp, o.status,
                o.payment_state, o.total, o.amount_paid, o.created_at,
                o.net = o.items_net - o.discount_net + o.shipping_net
                  AND o.total = o.items_gross - o.discount_gross + o.shipping_gross
                  AND o.vat = o.total - o.net AS balanced,
                (SELECT count(*) FROM order_items i WHERE i.order_id = o.id)::int AS lines,
                (SELECT sum(i.reduced_net) = o.items_net AND sum(i.reduced_gross) = o.items_gross
                   FROM order_items i WHERE i.order_id = o.id) AS lines_add_up,
                coalesce((SELECT sum(CASE p.kind WHEN 'refund' THEN -p.amount ELSE p.amount END)
                   FROM payments p WHERE p.order_id = o.id AND p.status = 'completed'), 0)::int
                  AS payments,
                (SELECT count(*) FROM order_events e
                   WHERE e.order_id = o.id AND e.kind = 'placed')::int AS placed_events
              FROM orders o WHERE o.email <> 'walk-in@example.com' ORDER BY o.id`,
        );
        expect(orders).toHaveLength(40);
        const threeYearsAgo = Date.now() - 3 * 365.25 * 24 * 3600 * 1000;
        for (const order of orders) {
          expect(order, order.sale_sequence).toMatchObject({
            balanced: true,
            lines_add_up: true,
            payments: order.amount_paid,
            placed_events: 1,
          });
          expect(order.lines).toBeGreaterThanOrEqual(1);
          expect(order.lines).toBeLessThanOrEqual(3);
          expect(new Date(order.created_at).getTime()).toBeGreaterThan(threeYearsAgo);
          expect(order.sale_sequence).toBe(`${order.year}-${pad(order.number)}`);
          const pricing = pricingFor(order.country, { vatId: order.customer_vat_id }, null, 'at')!;
          expect(order.vat_rate_bp).toBe(pricing.vatRateBp);
          expect(order.tax_treatment).toBe(taxTreatmentOf(pricing, 'at'));
          if (order.status === 'shipped') expect(order.payment_state).toMatch(/^(paid|overpaid)$/);
        }
        // Which states 40 random orders reach varies from run to run; each is one of these.
        for (const order of orders) {
          expect(['placed', 'paid', 'in_production', 'shipped', 'cancelled']).toContain(
            order.status,
          );
        }

        // Each year's numbers run from 1 without a gap, the checkout's order among them.
        const years = await rowsOf<{ year: number; n: number; highest: number; last: number }>(
          db,
          sql`SELECT o.year, count(*)::int AS n, max(o.number) AS highest, n.last_number AS last
              FROM orders o JOIN order_numbers n USING (year) GROUP BY o.year, n.last_number`,
        );
        for (const row of years) expect(row).toMatchObject({ n: row.highest, last: row.highest });

        // Orders neither shipped nor cancelled hold their stocked units, as a checkout's do,
        // and the ledger adds up.
        const [unheld] = await rowsOf<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM order_items i
                JOIN orders o ON o.id = i.order_id
                JOIN product_variants v ON v.id = i.variant_id
              WHERE v.stock_tracked AND o.status NOT IN ('shipped', 'cancelled')
                AND NOT EXISTS (SELECT 1 FROM stock_reservations r
                  WHERE r.order_item_id = i.id AND r.variant_id = i.variant_id
                    AND r.state = 'active' AND r.amount = i.amount)`,
        );
        expect(unheld?.n).toBe(0);
        expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });

        // Staff see them; every detail is a valid answer (addresses, phones, e-mails).
        const { client: staff } = await loggedInClient(t, 'staff');
        const list = await staff.get('/api/store/orders/');
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json<{ count: number }>().count).toBe(41);
        for (const order of orders.slice(0, 5)) {
          const detail = await staff.get(`/api/store/orders/${order.sale_sequence}/`);
          expect(detail.statusCode, detail.body).toBe(200);
          expect(detail.json<StaffOrder>().items.length).toBe(order.lines);
        }

        const thisYear = years.find((row) => row.year === year)!;
        expect(await checkout(t)).toBe(`${year}-${pad(thisYear.last + 1)}`);
      });
    });

    it('check finds every rule holding, and exits 1 naming a rule broken', async () => {
      const held = await runManage(['check'], { DATA_DIR: dataDir });
      expect(held.stderr).toBe('');
      expect(held.code).toBe(0);
      expect(held.stdout).toMatch(/^\d+ rules hold \(pglite\)$/m);

      await withApp(dataDir, (t) =>
        t.app.services.database.db.execute(sql`DELETE FROM order_numbers WHERE year = ${year}`),
      );
      const broken = await runManage(['check', '--json'], { DATA_DIR: dataDir });
      expect(broken.code).toBe(1);
      expect(broken.stderr.trim()).toMatch(/^error: 1 of \d+ rules broken \(pglite\)$/);
      const report = JSON.parse(broken.stdout) as { breaches: { check: string }[] };
      expect(report.breaches.map((breach) => breach.check)).toEqual([
        'orders: order numbers run without a gap within a year',
      ]);
    });
  });

  it('openapi writes the document /api/docs/json serves, touching no data directory', async () => {
    const dataDir = newDataDir();
    const file = path.join(dataDir, 'openapi.json');
    const run = await runManage(['openapi', '--out', file], { DATA_DIR: dataDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const document = JSON.parse(readFileSync(file, 'utf8')) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/store/orders/');
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('prints the usage for help', async () => {
    const run = await runManage(['help'], { DATA_DIR: newDataDir() });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('createuser --email E --password P');
    expect(run.stdout).toContain('seed-orders [--count N]');
  });
});
