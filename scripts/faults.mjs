// Restarts the PostgreSQL under the built app while visitors read and order, and checks that
// the app answers 503 while its database is away, serves again by itself once it is back, and
// kept every order it answered, whole (docs/decisions/0032-crashes-and-faults.md).
//
//   npm run build && npm run faults [-- --restarts 3] [--away S] [--clients 6] [--pg-port 5433]
//                                     [--port N]
//
// The PostgreSQL is a cluster of the run's own (initdb in a temporary folder, on --pg-port),
// never a shared server: `pg_ctl restart -m fast` ends every session at once, as a restart, an
// upgrade or a failover does; with --away S it is stopped (-m fast) and started S seconds
// later, so that new connections are refused meanwhile. Visitors load the catalogue and the cart and check out; a
// checkout answered 503 is sent again until it is answered, as the page offers. Staff read the
// orders back afterwards, and `manage check` checks the shop's rules. Exits 1 on a 500, an
// answer other than 2xx or 503, a call left without an answer, a 503 that does not say why, an
// order lost or doubled, a rule broken, or an app that does not serve again.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs, promisify } from 'node:util';
import { Client } from './lib/client.mjs';
import { freePort, freshStore, runStatement, startServer, waitForStatus } from './lib/server.mjs';
import { catalogueOf, checkout, checkRules, fillCart, verifyOrders } from './lib/shop.mjs';

const { values: args } = parseArgs({
  options: {
    restarts: { type: 'string', default: '3' },
    away: { type: 'string', default: '0' },
    clients: { type: 'string', default: '6' },
    'pg-port': { type: 'string', default: '5433' },
    'pg-bin': { type: 'string', default: '/usr/lib/postgresql/15/bin' },
    port: { type: 'string' },
  },
});
const RESTARTS = Number(args.restarts);
const AWAY_MS = Number(args.away) * 1000;
const CLIENTS = Number(args.clients);
const PG_PORT = Number(args['pg-port']);
/** A call with no answer after this long is a hang. */
const ANSWER_MS = 30_000;
/** How long the stream runs before the first restart, and between restarts once served again. */
const STEADY_MS = 5_000;
/** The app must serve again within this long after its database is back. */
const RECOVERY_MS = 60_000;
/** The message of a 503 (packages/contract/src/errors.ts). */
const UNAVAILABLE =
  'The shop cannot reach its database at the moment. Please try again in a few seconds.';

/** The stream's calls that read or write the database (the catalogue is served from memory). */
const DATABASE_CALLS = new Set(['add-item', 'cart', 'checkout']);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A PostgreSQL cluster in a new temporary folder on `port`. initdb refuses to run as root: a
 * root run makes the cluster as the `postgres` user.
 */
function makeCluster(port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'windfamily-faults-pg-'));
  const owner =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : {};
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  // The restart runs while the app serves: it must not hold up this process's event loop.
  const run = (program, programArgs) =>
    promisify(execFile)(path.join(args['pg-bin'], program), programArgs, { ...owner, cwd: dir });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...ctlArgs) =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', ...ctlArgs]);
  return {
    start: async () => {
      await run('initdb', [
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--no-sync',
      ]);
      await ctl('-o', options, 'start');
    },
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => {
      if (!AWAY_MS) return ctl('-o', options, '-m', 'fast', 'restart');
      await ctl('-m', 'fast', 'stop');
      await sleep(AWAY_MS);
      await ctl('-o', options, 'start');
    },
    remove: async () => {
      try {
        await ctl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function main() {
  const started = Date.now();
  const cluster = makeCluster(PG_PORT);
  let server;
  let store;
  const figures = {
    statuses: new Map(),
    problems: [],
    restarts: [],
    orders: [],
    retriedCheckouts: 0,
    logged: new Map(),
  };
  const problem = (text) => figures.problems.push(text);
  try {
    await cluster.start();
    await runStatement(cluster.url('postgres'), 'CREATE DATABASE windfamily');
    store = await freshStore('faults', { db: 'postgres', databaseUrl: cluster.url('windfamily') });
    server = startServer(store, {
      port: Number(args.port ?? (await freePort())),
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // What the app logged, by message: work done in the background that failed meanwhile.
    for (const output of [server.child.stdout, server.child.stderr])
      createInterface({ input: output }).on('line', (line) => {
        let message;
        try {
          const entry = JSON.parse(line);
          message = entry.task ? `${entry.msg} (${entry.task})` : entry.msg;
        } catch {
          message = line.replace(/: .*/, '');
        }
        figures.logged.set(message, (figures.logged.get(message) ?? 0) + 1);
      });
    console.info('faults: starting the shop on its own PostgreSQL');
    await waitForStatus(server);
    let ip = 0;
    const newClient = () => {
      ip += 1;
      return new Client(server.origin, `10.7.${ip >> 8}.${ip & 255}`, { timeoutMs: ANSWER_MS });
    };
    const staff = newClient();
    await staff.login('staff@example.com');
    const catalogue = await catalogueOf(newClient());

    /** The answers the stream got, by status, with when they came. */
    const answers = [];
    /** An answer; `answer.text` is missing where only the status was kept. */
    const note = (what, answer) => {
      const at = Date.now();
      answers.push({ at, what, status: answer.status });
      figures.statuses.set(answer.status, (figures.statuses.get(answer.status) ?? 0) + 1);
      const text = answer.text?.slice(0, 200) ?? '';
      if (answer.status === 503 && answer.text !== undefined && answer.json?.detail !== UNAVAILABLE)
        problem(`${what}: a 503 without the message: ${text}`);
      else if (answer.status >= 300 && answer.status !== 503)
        problem(`${what}: ${answer.status} ${text}`);
      return answer;
    };
    let stop = false;
    const visitor = async () => {
      while (!stop) {
        const client = newClient();
        try {
          note('catalogue', await client.request('GET', '/api/store/products/?category=wings'));
          const cart = await fillCart(
            client,
            [catalogue.madeToOrder[ip % catalogue.madeToOrder.length]],
            (what, status) => note(what, { status }),
          );
          // A cart the shop could not fill (a 503): a moment, as a visitor would, and again.
          if (!cart.lines) {
            await sleep(250);
            continue;
          }
          for (let attempt = 1; !stop || attempt > 1; attempt += 1) {
            const answer = note('checkout', await checkout(client, 'bank_transfer'));
            if (answer.status === 200) {
              figures.orders.push({ sale: answer.json.order.sale_sequence, ...cart });
              if (attempt > 1) figures.retriedCheckouts += 1;
              break;
            }
            if (answer.status !== 503 || attempt > 100) break;
            await sleep(250);
          }
        } catch (error) {
          problem(`no answer: ${error.message}`);
        }
      }
    };
    const stream = Array.from({ length: CLIENTS }, visitor);

    await sleep(STEADY_MS);
    for (let restart = 1; restart <= RESTARTS; restart += 1) {
      const down = Date.now();
      await cluster.restart();
      const back = Date.now();
      // Served again: a call that reads or writes the database answered after it came back.
      let served;
      while (!served && Date.now() - back < RECOVERY_MS) {
        await sleep(100);
        served = answers.find(
          (answer) => answer.at > back && answer.status === 200 && DATABASE_CALLS.has(answer.what),
        );
      }
      const during = answers.filter((answer) => answer.at >= down && answer.at <= back);
      const unavailable = answers.filter(
        (answer) => answer.at >= down && answer.status === 503,
      ).length;
      figures.restarts.push({
        downSeconds: (back - down) / 1000,
        unavailable,
        during: during.length,
        servedAfter: served ? (served.at - back) / 1000 : undefined,
      });
      if (!served) problem(`restart ${restart}: no request served in ${RECOVERY_MS / 1000} s`);
      console.info(
        `restart ${restart}: the database was away ${((back - down) / 1000).toFixed(1)} s, ${unavailable} answers 503, served again ${served ? `${((served.at - back) / 1000).toFixed(1)} s` : 'never'} after`,
      );
      await sleep(STEADY_MS);
    }
    stop = true;
    await Promise.all(stream);

    for (const item of await verifyOrders(staff, figures.orders)) problem(item);
    const checked = await checkRules(store);
    if (!checked.opened) problem(`manage check did not run: ${checked.output.slice(0, 500)}`);
    for (const breach of checked.report?.breaches ?? [])
      problem(`rule broken: ${breach.check} (${breach.count})`);
  } finally {
    await server?.stop();
    await store?.remove();
    await cluster.remove();
  }

  const f = figures;
  const total = [...f.statuses.values()].reduce((sum, n) => sum + n, 0);
  const byStatus = [...f.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`);
  console.info(`
faults: ${f.restarts.length} restarts of PostgreSQL (${AWAY_MS ? `pg_ctl stop -m fast, start ${AWAY_MS / 1000} s later` : 'pg_ctl restart -m fast'}) under ${CLIENTS} visitors, ${Math.round((Date.now() - started) / 1000)} s
answers: ${total} (${byStatus.join(', ')})
${f.restarts
  .map(
    (r, i) =>
      `restart ${i + 1}: away ${r.downSeconds.toFixed(1)} s, ${r.unavailable} answers 503, served again ${r.servedAfter === undefined ? 'never' : `${r.servedAfter.toFixed(1)} s after`}`,
  )
  .join('\n')}
orders answered: ${f.orders.length} (${f.retriedCheckouts} after a 503 and a retry), read back by staff
the app's log: ${[...f.logged].map(([message, n]) => `${message} ×${n}`).join('; ') || 'nothing'}
problems: ${f.problems.length}`);
  for (const item of f.problems.slice(0, 30)) console.info(`  ${item}`);
  process.exitCode = f.problems.length ? 1 : 0;
}

await main();
