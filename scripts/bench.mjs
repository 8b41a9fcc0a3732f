// Load test of the shop's hot endpoints against a bare Fastify route serving the same bytes,
// side by side in one run (absolute figures move from run to run on shared machines; the
// ratio does not). Needs a build (`npm run build`).
//
//   npm run bench                      PGlite, and PostgreSQL when it answers
//   npm run bench -- --db pglite       one database only (pglite | postgres)
//   npm run bench -- --duration 10     seconds per run (default 5); reads run 3 rounds a side
//
// PostgreSQL: a fresh database next to BENCH_DATABASE_URL (or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
if (!existsSync(serverMain)) {
  console.error('apps/server/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);

/** The budgets of DESIGN.md section 8. */
const BUDGET = { ratio: 0.5, p99Ms: 50, addToCartPerSecond: 500, checkoutPerSecond: 100 };

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 180_000) {
  const start = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function start(command, env) {
  const child = spawn(process.execPath, command, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

const ROUNDS = 3;

/** The run of median req/s, with the worst p99 and every error of the runs. */
function median(results) {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    p99: Math.max(...results.map((result) => result.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

/** A short run first, so that both servers are warm (JIT, caches, connection pools). */
async function measure(options) {
  await run({ ...options, duration: Math.min(3, duration) });
  const result = await run(options);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

async function benchDatabase(kind) {
  const env = {
    APP_MODE: 'dev',
    LOG_LEVEL: 'warn',
    MEDIA_DIR: path.join(tmpdir(), 'windfamily-bench-media'),
    DATABASE_URL: '',
  };
  let cleanup;
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'windfamily-bench-'));
    env.DATA_DIR = dataDir;
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const adminUrl =
      process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/test';
    const name = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }

  const appPort = await freePort();
  const barePort = await freePort();
  const app = start([serverMain], { ...env, PORT: String(appPort) });
  let bare;
  try {
    const base = `http://127.0.0.1:${appPort}`;
    await waitFor(`${base}/api/status/`);
    // The demo catalogue is seeded before the server listens; check it is there.
    const list = await (await waitFor(`${base}/api/store/products/?country=at`)).json();
    if (!list.products?.length) throw new Error('the demo catalogue is missing');
    const variants = (
      await (await fetch(`${base}/api/store/products/?category=wings&country=at`)).json()
    ).products;
    const variantIds = [];
    for (const wing of variants) {
      const detail = await (
        await fetch(`${base}/api/store/products/${wing.slug}?country=at`)
      ).json();
      variantIds.push(...detail.variants.map((variant) => variant.id));
    }

    const endpoints = {
      list: '/api/store/products/?country=at',
      product: '/api/store/products/emilie-peace2?country=at',
    };
    bare = start([path.join(root, 'scripts/bench-bare-server.mjs')], {
      PORT: String(barePort),
      SOURCE: base,
      ENDPOINTS: JSON.stringify(endpoints),
    });
    await waitFor(`http://127.0.0.1:${barePort}/ready`);

    // The bare route and the shop take turns, ROUNDS times each, and each side keeps its
    // median: a neighbour's burst on a shared machine then hits both sides alike.
    const rows = [];
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const bareRuns = [];
      const appRuns = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        bareRuns.push(await measure({ url: `http://127.0.0.1:${barePort}/bare/${name}` }));
        appRuns.push(await measure({ url: `${base}${endpoint}` }));
      }
      rows.push({ name: `GET ${endpoint}`, app: median(appRuns), bare: median(bareRuns) });
    }

    // Add to cart: each request is a visitor of a pool (their own cart cookie and CSRF
    // token), adding one size of a wing, so that lines grow but stay under the line maximum.
    const visitors = Array.from({ length: 4000 }, () => randomBytes(32).toString('base64url'));
    let next = 0;
    const addToCart = await measure({
      url: `${base}/api/store/cart/add-item/`,
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const key = visitors[next % visitors.length];
            const variant = variantIds[next % variantIds.length];
            next += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                cookie: `cartid=${key}; csrftoken=bench`,
                'x-csrftoken': 'bench',
              },
              body: JSON.stringify({ amount: 1, product_variant: variant }),
            };
          },
        },
      ],
    });
    rows.push({ name: 'POST /api/store/cart/add-item/', app: addToCart });

    // Checkout: each request orders a cart of its own (a wing, made to order, and an address),
    // prepared beforehand; a second checkout of one cart would only answer the same order.
    const buyers = await prepareCarts(base, variantIds, kind === 'postgres' ? 3000 : 1200);
    let buyer = 0;
    const checkout = await run({
      url: `${base}/api/store/cart/checkout/?delivery_method=standard`,
      method: 'POST',
      amount: buyers.length,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: {
              cookie: `cartid=${buyers[buyer++]}; csrftoken=bench`,
              'x-csrftoken': 'bench',
            },
          }),
        },
      ],
    });
    const ordered = await orderedCount(base, buyers);
    rows.push({
      name: 'POST /api/store/cart/checkout/ (orders/s)',
      app: {
        rps: checkout.requests.average,
        p99: checkout.latency.p99,
        errors: checkout.errors + checkout.timeouts + checkout.non2xx + (buyers.length - ordered),
      },
      checkout: true,
    });
    return rows;
  } finally {
    if (bare) await stop(bare);
    await stop(app);
    await cleanup();
  }
}

/** `count` visitors' carts, each with a wing and an address; their cart keys. */
async function prepareCarts(base, wingVariantIds, count) {
  const keys = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const headers = (key) => ({
    'content-type': 'application/json',
    cookie: `cartid=${key}; csrftoken=bench`,
    'x-csrftoken': 'bench',
  });
  const post = async (key, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: headers(key),
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < keys.length) {
        const index = next++;
        const key = keys[index];
        await post(key, '/api/store/cart/add-item/', {
          product_variant: wingVariantIds[index % wingVariantIds.length],
        });
        await post(key, '/api/store/cart/', {
          address: {
            name: `Bench Pilot ${index}`,
            address: 'Startplatz 1',
            zipcode: '6020',
            city: 'Innsbruck',
            country: 'at',
            phone: '+43 664 1234567',
            email: `bench-${index}@example.com`,
          },
        });
      }
    }),
  );
  return keys;
}

/** How many of the prepared carts became orders (an ordered cart is empty). */
async function orderedCount(base, keys) {
  let ordered = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < keys.length) {
        const key = keys[next++];
        const cart = await (
          await fetch(`${base}/api/store/cart/`, { headers: { cookie: `cartid=${key}` } })
        ).json();
        if (cart.items.length === 0) ordered += 1;
      }
    }),
  );
  return ordered;
}

async function postgresAnswers() {
  const url =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const kinds =
  args.db === 'both' ? ['pglite', ...((await postgresAnswers()) ? ['postgres'] : [])] : [args.db];
console.info(
  `${connections} connections, ${duration} s per endpoint (after a warm-up), node ${process.version}`,
);
let failed = false;
for (const kind of kinds) {
  const rows = await benchDatabase(kind);
  console.info(`\n${kind}`);
  console.info(
    `${'endpoint'.padEnd(48)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'bare req/s'.padStart(11)} ${'ratio'.padStart(6)} ${'errors'.padStart(7)}`,
  );
  for (const { name, app, bare, checkout } of rows) {
    const ratio = bare ? app.rps / bare.rps : undefined;
    console.info(
      `${name.padEnd(48)} ${app.rps.toFixed(0).padStart(8)} ${String(app.p99).padStart(7)} ${(bare ? bare.rps.toFixed(0) : '').padStart(11)} ${(ratio ? ratio.toFixed(2) : '').padStart(6)} ${String(app.errors).padStart(7)}`,
    );
    if (bare && (ratio < BUDGET.ratio || app.p99 > BUDGET.p99Ms)) failed = true;
    if (!bare && !checkout && kind === 'postgres' && app.rps < BUDGET.addToCartPerSecond)
      failed = true;
    if (checkout && kind === 'postgres' && app.rps < BUDGET.checkoutPerSecond) failed = true;
    if (app.errors > 0) failed = true;
  }
}
console.info(
  `\nbudgets: hot reads >= ${BUDGET.ratio * 100} % of the bare route with p99 <= ${BUDGET.p99Ms} ms; add-to-cart >= ${BUDGET.addToCartPerSecond} req/s and checkout >= ${BUDGET.checkoutPerSecond} orders/s on PostgreSQL: ${failed ? 'NOT MET' : 'met'}`,
);
