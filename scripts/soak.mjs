// Load and soak test: the shop's traffic mix at twice a busy day's peak, for minutes on end,
// against the built app on a fresh PostgreSQL database (docs/decisions/0035-load-and-soak.md).
//
//   npm run build && npm run soak [-- --minutes 10] [--rate 6.67] [--warmup 2]
//                                    [--port N] [--database NAME] [--out DIR] [--trace-gc]
//
// Artillery (scripts/soak.yml, run through npx) plays the visits: browsing, add to cart,
// checkout by bank transfer and by card (through the payment stand-in to paid), login and My
// Orders, a clerk in the back office. A warm-up ramps up to `--rate` visits a second, then the
// measured run holds it for `--minutes`. Every 5 s the server process is sampled: its memory
// (/proc/PID/status), its open file descriptors (/proc/PID/fd) and its database's connections
// (pg_stat_activity), also at rest before the warm-up, after it and after the measured run.
// Fails (exit 1) when:
//   - 0.1 % or more of the measured run's calls fail (a 4xx or 5xx answer, no answer in 20 s,
//     or a visit's check failing, e.g. a card payment never confirmed);
//   - the server's memory (RSS) at rest after the measured run is 10 % or more above that at
//     rest after the warm-up (under load it follows the garbage collector's cycle);
//   - descriptors or connections were not given back: at rest after the run, more than 10
//     descriptors or 2 connections above the count at rest before the load, or more
//     connections at any time than the pool holds.
// The reports (Artillery's JSON, the samples, the server's log) stay in --out (default: a new
// temporary directory). `--trace-gc` starts the server with Node's --trace-gc and reports V8's
// live heap after its full collections (the heap alone, which /proc cannot tell from RSS).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Client, DEMO_PASSWORD } from './lib/client.mjs';
import { appEnv, freePort, freshStore, manageMain, root, serverMain } from './lib/server.mjs';
import { startServer, waitForStatus } from './lib/server.mjs';

/**
 * A busy day: 120,000 visits (the web statistics' bench, about 333,000 page views), a tenth of
 * them in the busiest hour.
 */
const PEAK_VISITS_PER_HOUR = 12_000;
const TWICE_PEAK = (2 * PEAK_VISITS_PER_HOUR) / 3600;
const ARTILLERY = 'artillery@2.0.21';
const SAMPLE_MS = 5000;
/**
 * The wait before the samples at rest: longer than the idle timeouts of the pool (10 s) and of
 * Node's HTTP clients (4 s), and than V8's delay before it collects an idle heap (8 s).
 */
const REST_MS = 30_000;
const LIMITS = { errorRate: 0.001, memoryGrowth: 0.1, restFds: 10, restConnections: 2 };
/** The app's pool of PostgreSQL connections (apps/server/src/db/client.ts). */
const POOL_SIZE = 10;
const CUSTOMERS = 100;
const CLERKS = 8;

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    rate: { type: 'string', default: TWICE_PEAK.toFixed(2) },
    port: { type: 'string' },
    database: { type: 'string', default: `windfamily_soak_${process.pid}` },
    out: { type: 'string' },
    'trace-gc': { type: 'boolean', default: false },
  },
});
const minutes = Number(args.minutes);
const warmupMinutes = Number(args.warmup);
const rate = Number(args.rate);
if (!(minutes > 0) || !(warmupMinutes >= 0) || !(rate > 0)) {
  console.error('--minutes and --rate: positive numbers; --warmup: 0 or more');
  process.exit(2);
}
if (!existsSync(serverMain)) {
  console.error('apps/server/dist is missing: run `npm run build` first.');
  process.exit(2);
}
const out = args.out ?? mkdtempSync(path.join(tmpdir(), 'windfamily-soak-'));
mkdirSync(out, { recursive: true });
const log = (line) => console.info(`soak: ${line}`);

// ---------------------------------------------------------------------------------------------
// Artillery.
// ---------------------------------------------------------------------------------------------

const artilleryEnv = (extra = {}) => ({
  ...process.env,
  // Artillery's Playwright engine is not used: no browser download.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  ARTILLERY_DISABLE_TELEMETRY: 'true',
  ...extra,
});

/** Runs Artillery with `args`, its output to `logFile`; resolves with its exit code. */
function artillery(commandArgs, logFile, env = {}) {
  const output = logFile ? openSync(logFile, 'a') : 'inherit';
  const child = spawn('npx', ['--yes', ARTILLERY, ...commandArgs], {
    cwd: root,
    env: artilleryEnv(env),
    stdio: ['ignore', output, output],
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

// ---------------------------------------------------------------------------------------------
// The shop's fixtures: what the visits pick from.
// ---------------------------------------------------------------------------------------------

const json = async (origin, url) => {
  const response = await fetch(`${origin}${url}`);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

/** Runs `task(i)` for i below `count`, `width` at a time. */
async function pool(count, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function prepareFixtures(origin, store) {
  const categories = (await json(origin, '/api/store/categories/')).categories.map((c) => c.slug);
  const { products: list } = await json(origin, '/api/store/products/?country=at');
  const products = [];
  const wings = [];
  for (const { slug, category } of list) {
    const detail = await json(origin, `/api/store/products/${slug}?country=at`);
    const path = `/store/products/${category}/${slug}`;
    const orderable = detail.variants.filter((v) => v.availability.status !== 'sold_out');
    if (orderable.length) products.push({ path, variant: orderable[0].id });
    // Wings are made to order: the checkouts never run out of stock.
    if (category === 'wings')
      for (const variant of orderable) wings.push({ path, variant: variant.id });
  }
  const posts = (await json(origin, '/api/blog/posts/')).results.map((post) => post.slug);

  // Customers with accounts, each registered from an address of its own.
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => `soak-customer-${i}@example.com`);
  await pool(customers.length, 4, async (i) => {
    const client = new Client(origin, `198.19.${200 + (i >> 8)}.${i & 255}`);
    await client.request('GET', '/api/status/');
    const answer = await client.request('POST', '/api/register', {
      body: {
        email: customers[i],
        password: DEMO_PASSWORD,
        phone: '+43 664 7654321',
        address: {
          name: `Customer ${i}`,
          address: 'Talstation 2',
          zipcode: '6020',
          city: 'Innsbruck',
          country: 'at',
        },
      },
    });
    if (answer.status !== 201) throw new Error(`register: ${answer.status} ${answer.text}`);
  });
  // Clerks of the sales team.
  const clerks = Array.from({ length: CLERKS }, (_, i) => `soak-clerk-${i}@example.com`);
  for (const email of clerks) {
    const made = spawnSync(
      process.execPath,
      [manageMain, 'createuser', '--email', email, '--password', DEMO_PASSWORD, '--role', 'sales'],
      { cwd: root, env: appEnv(store), encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`createuser ${email}: ${made.stderr}`);
  }
  // Surnames of the demo orders' customers, for the clerks' searches.
  const staff = new Client(origin, '198.19.199.1');
  await staff.login(clerks[0]);
  const orders = (await staff.request('GET', '/api/store/orders/?page=1')).json.results;
  const searchTerms = [...new Set(orders.map((order) => order.name.split(' ').at(-1)))];

  // The statistics screen's default: the last 12 months by month, with the 12 before.
  const today = new Date();
  const day = (d) => d.toISOString().slice(0, 10);
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  return {
    categories,
    products,
    wings,
    posts,
    customers,
    clerks,
    password: DEMO_PASSWORD,
    searchTerms,
    statisticsQuery: `from=${day(from)}&to=${day(to)}&group=month&compare=previous`,
  };
}

// ---------------------------------------------------------------------------------------------
// Samples of the server process and its database.
// ---------------------------------------------------------------------------------------------

function sampleProcess(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  const fds = readdirSync(`/proc/${pid}/fd`);
  let sockets = 0;
  for (const fd of fds) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets += 1;
    } catch {
      // closed in between
    }
  }
  return { rssKb: kb('VmRSS'), anonKb: kb('RssAnon'), fds: fds.length, sockets };
}

function startSampling(pid, databaseUrl) {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const db = new pg.Client({ connectionString: url.toString() });
  const connected = db.connect();
  const samples = [];
  const started = Date.now();
  let phase = 'rest';
  const sample = async () => {
    await connected;
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    const now = Date.now();
    const taken = {
      at: now,
      second: Math.round((now - started) / 1000),
      phase,
      ...sampleProcess(pid),
      connections: rows[0].n,
    };
    samples.push(taken);
    return taken;
  };
  let timer;
  const tick = () =>
    sample()
      .catch((error) => console.error(`soak: a sample failed: ${error.message}`))
      .finally(() => (timer = setTimeout(tick, SAMPLE_MS)));
  return {
    samples,
    sample,
    begin(name) {
      phase = name;
      clearTimeout(timer);
      void tick();
    },
    /**
     * Samples at rest: after the idle timeouts (REST_MS), until two samples in a row agree
     * (the same descriptors and connections, RSS within 1 %; at most a minute more); answers
     * the last.
     */
    async settle(name) {
      clearTimeout(timer);
      phase = name;
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
      let last = await sample();
      for (let i = 0; i < 12; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
        const now = await sample();
        const same =
          now.fds === last.fds &&
          now.connections === last.connections &&
          Math.abs(now.rssKb - last.rssKb) <= last.rssKb / 100;
        last = now;
        if (same) break;
      }
      return last;
    },
    end: async () => {
      clearTimeout(timer);
      await db.end();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The verdict.
// ---------------------------------------------------------------------------------------------

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Calls, failures and latencies per step of the measured run's Artillery report. */
function readReport(file) {
  const { aggregate } = JSON.parse(readFileSync(file, 'utf8'));
  const counters = aggregate.counters ?? {};
  const summaries = aggregate.summaries ?? {};
  const prefix = 'plugins.metrics-by-endpoint.';
  const steps = Object.entries(summaries)
    .filter(([name]) => name.startsWith(`${prefix}response_time.`))
    .map(([name, summary]) => {
      const step = name.slice(`${prefix}response_time.`.length);
      const failed = Object.entries(counters)
        .filter(([counter]) => counter.startsWith(`${prefix}${step}.`))
        .filter(([counter]) => /\.(codes\.[45]\d\d|errors\..+)$/.test(counter))
        .reduce((sum, [, count]) => sum + count, 0);
      return { step, calls: summary.count, failed, ...summary };
    })
    .sort((a, b) => b.calls - a.calls);
  const errorCounters = Object.entries(counters).filter(
    ([name]) => /^http\.codes\.[45]\d\d$/.test(name) || name.startsWith('errors.'),
  );
  return {
    /** When the first visit came (ms). */
    startedAt: aggregate.firstMetricAt,
    requests: counters['http.requests'] ?? 0,
    errors: errorCounters.reduce((sum, [, count]) => sum + count, 0),
    errorKinds: Object.fromEntries(errorCounters),
    visits: {
      created: counters['vusers.created'] ?? 0,
      completed: counters['vusers.completed'] ?? 0,
      failed: counters['vusers.failed'] ?? 0,
    },
    steps,
  };
}

const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
const percent = (share) => `${(share * 100).toFixed(2)} %`;

/**
 * The figures and the failed rules. `rest`: the samples at rest before the load, after the
 * warm-up and after the measured run. Under load (the samples while visits arrived, from the
 * first for `seconds`) the memory is only reported: its first and last minute's medians, and
 * its highest.
 */
function verdict(report, samples, rest, seconds) {
  const end = report.startedAt + seconds * 1000;
  const measured = samples.filter((s) => s.at >= report.startedAt && s.at <= end);
  const first = measured.filter((s) => s.at - report.startedAt < 60_000);
  const last = measured.filter((s) => end - s.at < 60_000);
  const memory = (key) => ({
    warm: rest.warm[key],
    after: rest.after[key],
    growth: (rest.after[key] - rest.warm[key]) / rest.warm[key],
    underLoad: {
      first: median(first.map((s) => s[key])),
      last: median(last.map((s) => s[key])),
      highest: Math.max(...measured.map((s) => s[key])),
    },
  });
  const rss = memory('rssKb');
  const anon = memory('anonKb');
  const errorRate = report.requests ? report.errors / report.requests : 1;
  const peak = (key) => Math.max(...samples.map((s) => s[key]));
  const figures = {
    errorRate,
    rss,
    anon,
    fds: { before: rest.before.fds, after: rest.after.fds, peak: peak('fds') },
    sockets: { before: rest.before.sockets, after: rest.after.sockets, peak: peak('sockets') },
    connections: {
      before: rest.before.connections,
      after: rest.after.connections,
      peak: peak('connections'),
    },
  };
  const failures = [];
  if (!(errorRate < LIMITS.errorRate))
    failures.push(`errors ${percent(errorRate)} (limit ${percent(LIMITS.errorRate)})`);
  if (!(rss.growth < LIMITS.memoryGrowth))
    failures.push(`memory grew ${percent(rss.growth)} (limit ${percent(LIMITS.memoryGrowth)})`);
  if (rest.after.fds - rest.before.fds > LIMITS.restFds)
    failures.push(`descriptors at rest ${rest.before.fds} before, ${rest.after.fds} after`);
  if (rest.after.connections - rest.before.connections > LIMITS.restConnections)
    failures.push(
      `connections at rest ${rest.before.connections} before, ${rest.after.connections} after`,
    );
  if (figures.connections.peak > POOL_SIZE)
    failures.push(`${figures.connections.peak} connections, more than the pool's ${POOL_SIZE}`);
  return { figures, failures };
}

/**
 * V8's live heap (MB) after the full collections of `--trace-gc` in the server's log: the last
 * before `measuredAt` (the server's clock started at `startedAt`, ms) and the last of all (at
 * rest, V8 collects an idle heap).
 */
function liveHeap(logFile, startedAt, measuredAt) {
  const collections = [
    ...readFileSync(logFile, 'utf8').matchAll(
      /\s(\d+) ms: Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/g,
    ),
  ].map((match) => ({ at: startedAt + Number(match[1]), mb: Number(match[2]) }));
  const before = collections.filter((c) => c.at < measuredAt).at(-1);
  const last = collections.at(-1);
  return before && last ? { warm: before.mb, after: last.mb } : undefined;
}

function print(report, { figures, failures }, loadAverage) {
  const ms = (value) => (value === undefined ? '' : value.toFixed(1));
  const rows = report.steps.map((s) => [
    s.step,
    String(s.calls),
    String(s.failed),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    ms(s.max),
  ]);
  const head = ['step', 'calls', 'failed', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  console.info(`\n${line(head)}`);
  for (const row of rows) console.info(line(row));
  const { rss, anon, fds, sockets, connections } = figures;
  console.info(`
calls ${report.requests}, failed ${report.errors} (${percent(figures.errorRate)})${
    report.errors ? `: ${JSON.stringify(report.errorKinds)}` : ''
  }
visits ${report.visits.created}: ${report.visits.completed} completed, ${report.visits.failed} failed
memory at rest after the warm-up → after the measured run:
  RSS ${mb(rss.warm)} → ${mb(rss.after)} (${percent(rss.growth)}), anonymous ${mb(anon.warm)} → ${mb(anon.after)} (${percent(anon.growth)})
memory under load (medians of the first and the last minute, highest):
  RSS ${mb(rss.underLoad.first)}, ${mb(rss.underLoad.last)}, ${mb(rss.underLoad.highest)}; anonymous ${mb(anon.underLoad.first)}, ${mb(anon.underLoad.last)}, ${mb(anon.underLoad.highest)}
${
  figures.liveHeap
    ? `V8's live heap after full collections: ${figures.liveHeap.warm} MB before the measured run, ${figures.liveHeap.after} MB after it\n`
    : ''
}descriptors at rest ${fds.before} before, ${fds.after} after (peak ${fds.peak}; sockets ${sockets.before}, ${sockets.after}, peak ${sockets.peak})
database connections at rest ${connections.before} before, ${connections.after} after (peak ${connections.peak} of ${POOL_SIZE})
load average over the run ${loadAverage}`);
  console.info(failures.length ? `\nFAILED: ${failures.join('; ')}` : '\npassed');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  log(`results in ${out}`);
  // Artillery is fetched once by npx (about 600 MB, kept in npm's cache): before the server.
  if ((await artillery(['version'], path.join(out, 'artillery-install.log'))) !== 0)
    throw new Error(`npx ${ARTILLERY} failed: see ${out}/artillery-install.log`);

  const store = await freshStore('soak', { db: 'postgres', databaseName: args.database });
  const port = Number(args.port ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  const serverLog = openSync(path.join(out, 'server.log'), 'a');
  const serverStartedAt = Date.now();
  const server = startServer(store, {
    port,
    // The visits come from many addresses through a proxy; links (the payment's return) name
    // the address the visits use.
    env: { TRUST_PROXY: 'true', PUBLIC_URL: origin },
    stdio: ['ignore', serverLog, serverLog],
    nodeArgs: args['trace-gc'] ? ['--trace-gc'] : [],
  });
  let sampling;
  try {
    await waitForStatus(server);
    log(`the server answers on ${origin} (pid ${server.child.pid}, database ${args.database})`);
    const fixtures = await prepareFixtures(origin, store);
    const fixturesFile = path.join(out, 'fixtures.json');
    writeFileSync(fixturesFile, JSON.stringify(fixtures, null, 2));

    sampling = startSampling(server.child.pid, store.databaseUrl);
    const before = await sampling.settle('rest before');
    const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    const run = async (name, phases) => {
      const overrides = JSON.stringify({ config: { phases } });
      const report = path.join(out, `${name}.json`);
      sampling.begin(name);
      const code = await artillery(
        [
          'run',
          '--target',
          origin,
          '--overrides',
          overrides,
          '--output',
          report,
          'scripts/soak.yml',
        ],
        path.join(out, `${name}.log`),
        { SOAK_FIXTURES: fixturesFile },
      );
      if (code !== 0) throw new Error(`Artillery's ${name} run failed: see ${out}/${name}.log`);
      return report;
    };
    let warm = before;
    if (warmupMinutes > 0) {
      log(`warm-up: ${warmupMinutes} min, ${(rate / 4).toFixed(2)} → ${rate} visits/s`);
      await run('warm-up', [
        { duration: Math.round(warmupMinutes * 60), arrivalRate: rate / 4, rampTo: rate },
      ]);
      warm = await sampling.settle('rest after warm-up');
    }
    log(`measured: ${minutes} min at ${rate} visits/s`);
    // A count over the duration: Artillery rounds a rate's fraction up to a whole visit.
    const seconds = Math.round(minutes * 60);
    const measuredReport = await run('measured', [
      { duration: seconds, arrivalCount: Math.round(rate * seconds) },
    ]);
    const loadAfter = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    const after = await sampling.settle('rest after');
    writeFileSync(path.join(out, 'samples.json'), JSON.stringify(sampling.samples, null, 1));

    const report = readReport(measuredReport);
    const judged = verdict(report, sampling.samples, { before, warm, after }, seconds);
    if (args['trace-gc'])
      judged.figures.liveHeap = liveHeap(
        path.join(out, 'server.log'),
        serverStartedAt,
        report.startedAt,
      );
    writeFileSync(path.join(out, 'verdict.json'), JSON.stringify({ report, ...judged }, null, 2));
    print(report, judged, `${loadBefore} before, ${loadAfter} after`);
    return judged.failures.length ? 1 : 0;
  } finally {
    await sampling?.end();
    await server.stop();
    await store.remove();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`soak: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
