// Attacks the built app with two tools no one here wrote: sqlmap against the query parameters
// and JSON bodies of the calls that reach the database (search, filters, cart, checkout,
// login, forms; public and staff), and wapiti against the site (injections, XSS, file and
// command tricks, open redirects, headers and cookies). See docs/decisions/0034-security-scans.md.
//
//   npm run build && npm run security-scan [-- --db postgres] [--only TEXT] [--level 3]
//
// The app runs on a fresh database in dev mode (its demo accounts and catalogue) with
// TRUST_PROXY=true. The tools reach it through a small proxy that gives each request an
// address of its own (so the per-address limits do not hide the answers sqlmap compares) and
// counts every answer: any 5xx fails the run, as does any injection sqlmap confirms or any
// wapiti finding not listed below with its reason. sqlmap and wapiti come from Debian.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from './lib/client.mjs';
import { freePort, root, startFreshServer, waitForStatus } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    only: { type: 'string' },
    level: { type: 'string', default: '3' },
    risk: { type: 'string', default: '2' },
    // An app already running in dev mode (with TRUST_PROXY=true) instead of a fresh one.
    origin: { type: 'string' },
  },
});
if (!['pglite', 'postgres'].includes(args.db)) throw new Error('--db: pglite or postgres');

/**
 * Findings wapiti reports that are the product's choice, each with its reason. A finding is
 * accepted when its module, its text and its path all match.
 */
const ACCEPTED_WAPITI = [
  {
    category: 'HTTP Secure Headers',
    info: /X-XSS-Protection is not set/,
    reason:
      "the app sends 'X-XSS-Protection: 0' on purpose (helmet, OWASP): the XSS auditor that '1' turns on is gone from current browsers and leaked data in the old ones; the CSP guards against XSS",
  },
  {
    category: 'HTTP Secure Headers',
    info: /Strict-Transport-Security is not set/,
    reason:
      'the scan runs over http in dev mode; a shop whose PUBLIC_URL is https sends HSTS for a year (system.test.ts)',
  },
  {
    category: 'HttpOnly Flag cookie',
    info: /cookie : (csrftoken|country)$/,
    reason:
      "the web app's script reads them: the CSRF token to repeat it in the X-CSRFToken header (double submit), the shop country to show prices before the cart answers",
  },
  {
    category: 'Backup file',
    info: /~ found for /,
    reason:
      "the shop's pages are one web app: every path that is no file answers the app's page, which shows its own not-found page; '/colorpicker~' is that page, not a copy of a file",
  },
  {
    category: 'Secure Flag cookie',
    info: /cookie : /,
    reason:
      'dev mode serves http, so its cookies cannot be Secure; prod mode sets Secure on every cookie (app.test.ts)',
  },
];

/** The proxy in front of the app: a fresh address per request, every status counted. */
function startProxy(origin) {
  const statuses = new Map();
  const failures = [];
  /** Calls made before a request to a path is passed on, with its headers. */
  const before = new Map();
  let counter = 0;
  const server = http.createServer(async (request, response) => {
    counter += 1;
    const url = new URL(request.url, origin);
    const headers = { ...request.headers, host: new URL(origin).host };
    delete headers['proxy-connection'];
    delete headers['content-length'];
    headers['x-forwarded-for'] =
      `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
    const prepare = before.get(url.pathname);
    if (prepare) {
      const { cookie, 'x-csrftoken': csrf } = headers;
      await prepare({ cookie, 'x-csrftoken': csrf, 'x-forwarded-for': headers['x-forwarded-for'] });
    }
    if (request.headers['content-length'])
      headers['content-length'] = request.headers['content-length'];
    const upstream = http.request(
      `${origin}${url.pathname}${url.search}`,
      { method: request.method, headers },
      (answer) => {
        const status = answer.statusCode ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500)
          failures.push(`${request.method} ${url.pathname}${url.search}: ${status}`);
        response.writeHead(status, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      failures.push(`${request.method} ${url.pathname}: ${error.message}`);
      response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        statuses,
        failures,
        before,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

const headerLines = (client) =>
  [
    `Cookie: ${[...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}`,
    `X-CSRFToken: ${client.cookies.get('csrftoken') ?? ''}`,
    'Accept: application/json',
  ].join('\n');

/** Runs a tool to its end (the proxy in this process keeps serving meanwhile). */
function runTool(command, argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** One sqlmap run on one target; answers what it confirmed (nothing, hopefully). */
async function sqlmap(target, proxy, client, workDir) {
  const argv = [
    '-u',
    target.url,
    '--batch',
    '--dbms=PostgreSQL',
    `--level=${args.level}`,
    `--risk=${args.risk}`,
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${workDir}`,
    `--proxy=${proxy.url}`,
    `--headers=${headerLines(client)}${target.data ? '\nContent-Type: application/json' : ''}`,
    // The session's own cookies are not the target: the marked places are.
    '--skip=cookie,csrftoken,sessionid,presessionid,cartid,country',
  ];
  if (target.method) argv.push(`--method=${target.method}`);
  if (target.data) argv.push(`--data=${JSON.stringify(target.data)}`);
  const run = await runTool('sqlmap', argv);
  const out = `${run.stdout}\n${run.stderr}`;
  const confirmed = out
    .split('\n')
    .filter(
      (line) =>
        /identified the following injection point|appears to be '.*' injectable|is vulnerable/i.test(
          line,
        ) && !/not/i.test(line),
    );
  const tested = (out.match(/testing for SQL injection on/g) ?? []).length;
  // Nothing tested is a broken run (a refused session, a typo in a place), not a pass.
  if (tested === 0) throw new Error(`sqlmap tested nothing on ${target.url}:\n${out.slice(-3000)}`);
  return { confirmed, tested };
}

/** wapiti over the site from a few start pages; answers its findings. */
async function wapiti(origin, proxy, workDir) {
  const report = path.join(workDir, 'wapiti.json');
  const starts = [
    '/store/categories/wings',
    '/store/products/wings/emilie-peace2',
    '/blog/',
    '/about/',
    '/colorpicker',
    '/api/store/products/?country=at&category=wings',
    '/api/store/products/emilie-peace2?country=at',
    '/api/blog/posts/?page=1',
    '/api/store/goodies/?country=at',
  ];
  const argv = [
    '-u',
    `${origin}/`,
    '--scope',
    'folder',
    ...starts.flatMap((start) => ['-s', `${origin}${start}`]),
    '-m',
    'backup,blindsql,crlf,exec,file,htaccess,permanentxss,redirect,sql,xss,xxe,http_headers,cookieflags,csp,methods,shellshock',
    '-p',
    proxy.url,
    '-d',
    '3',
    '--max-links-per-page',
    '40',
    '--max-scan-time',
    '900',
    '--flush-session',
    '--store-session',
    path.join(workDir, 'wapiti-session'),
    '--no-bugreport',
    '-f',
    'json',
    '-o',
    report,
  ];
  const run = await runTool('wapiti', argv);
  if (run.status !== 0) throw new Error(`wapiti failed:\n${run.stdout}\n${run.stderr}`);
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const findings = [];
  for (const [kind, items] of [
    ...Object.entries(result.vulnerabilities ?? {}),
    ...Object.entries(result.anomalies ?? {}),
  ])
    for (const item of items)
      findings.push({ category: kind, info: item.info, path: item.path, method: item.method });
  return { findings };
}

async function main() {
  const tools = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/ensure-tools.mjs'), 'sqlmap', 'wapiti'],
    {
      stdio: 'inherit',
    },
  );
  if (tools.status !== 0) process.exit(1);
  const started = Date.now();
  const server = args.origin
    ? {
        origin: args.origin.replace(/\/+$/, ''),
        exited: new Promise(() => {}),
        stop: async () => {},
      }
    : await startFreshServer('scan', {
        db: args.db,
        port: await freePort(),
        env: { TRUST_PROXY: 'true' },
      });
  const workDir = mkdtempSync(path.join(tmpdir(), 'windfamily-scan-'));
  let failed;
  try {
    await waitForStatus(server);
    const proxy = await startProxy(server.origin);

    // The callers: a customer with a wing in the cart, and the superuser for staff's lists.
    const customer = new Client(server.origin, '10.250.0.1');
    await customer.login('customer@example.com');
    const wing = await customer.request('GET', '/api/store/products/emilie-peace2?country=at');
    const variant = wing.json?.variants?.[0]?.id;
    if (!variant) throw new Error(`no wing to put in the cart: ${wing.status} ${wing.text}`);
    const line = { product_variant: variant, amount: 1 };
    const address = {
      name: 'Erwin Example',
      address: 'Talstation 2',
      zipcode: '6020',
      city: 'Innsbruck',
      country: 'at',
      phone: '+43 664 7654321',
    };
    // sqlmap checks out many times: before each, a wing goes in the cart with an address, as
    // the shop's checkout page does, so that every checkout reaches the database.
    proxy.before.set('/api/store/cart/checkout/', async (headers) => {
      for (const [call, body] of [
        ['/api/store/cart/add-item/', line],
        ['/api/store/cart/', { address }],
      ])
        await fetch(`${server.origin}${call}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
    });
    const admin = new Client(server.origin, '10.250.0.2');
    await admin.login('admin@example.com');
    const visitor = new Client(server.origin, '10.250.0.3');
    await visitor.request('GET', '/api/status/');

    const targets = [
      // Public calls.
      { who: visitor, url: `${server.origin}/api/store/products/?country=at*&category=wings*` },
      { who: visitor, url: `${server.origin}/api/store/products/emilie-peace2*?country=at*` },
      { who: visitor, url: `${server.origin}/api/store/goodies/?country=de*` },
      { who: visitor, url: `${server.origin}/api/blog/posts/?page=1*` },
      {
        who: visitor,
        url: `${server.origin}/api/login/`,
        // Not a demo account: its login limit would lock the account the scan logs in with.
        data: { email: 'nobody@example.com*', password: 'wrong-pass-1234' },
      },
      {
        who: visitor,
        url: `${server.origin}/api/newsletter/register/`,
        data: { email: 'pilot@example.com*' },
      },
      {
        who: customer,
        url: `${server.origin}/api/store/cart/checkout/?delivery_method=standard*&payment_method=bank_transfer*&comment=hello*`,
        method: 'POST',
      },
      {
        who: customer,
        url: `${server.origin}/api/store/cart/`,
        data: {
          address: { ...address, name: 'Erwin*', address: 'Talstation 2*', city: 'Innsbruck*' },
          delivery_method: 'standard',
        },
      },
      {
        who: customer,
        url: `${server.origin}/api/store/cart/add-item/`,
        data: { ...line, color_combo_slug: 'my-design*' },
      },
      {
        who: customer,
        url: `${server.origin}/api/store/cart/set-promocode/`,
        data: { code: 'FLYHIGH10*' },
      },
      { who: customer, url: `${server.origin}/api/store/orders_public/?page=1*` },
      // Staff's lists and their filters.
      {
        who: admin,
        url: `${server.origin}/api/store/orders/?search=richter*&status=placed*&country=de*&sort=-total*&date_from=2026-01-01*`,
      },
      {
        who: admin,
        url: `${server.origin}/api/store/customers/?search=mayer*&country=at*&sort=name*`,
      },
      { who: admin, url: `${server.origin}/api/store/resellers/?search=sky*` },
      { who: admin, url: `${server.origin}/api/accounting/payments/?search=2026*&method=card*` },
      { who: admin, url: `${server.origin}/api/accounting/invoices/?search=2026*&kind=invoice*` },
      { who: admin, url: `${server.origin}/api/logistics/levels/?search=peace*&location=1*` },
      {
        who: admin,
        url: `${server.origin}/api/logistics/admin/product_variant_instances/?search=WF*&state=in_stock*`,
      },
      { who: admin, url: `${server.origin}/api/logistics/admin/purchase_orders/?search=1*` },
      { who: admin, url: `${server.origin}/api/accounting/demorentals/?search=a*` },
      {
        who: admin,
        url: `${server.origin}/api/audit/?actor=admin*&entity_type=order*&date_from=2026-01-01*`,
      },
      {
        who: admin,
        url: `${server.origin}/api/newsletter/admin/subscribers/?search=a*&status=confirmed*`,
      },
      {
        who: admin,
        url: `${server.origin}/api/accounting/statistics/?from=2026-01-01*&to=2026-01-31*&group=day*`,
      },
      { who: admin, url: `${server.origin}/api/webstats/?from=2026-01-01*&to=2026-01-31*` },
    ].filter((target) => !args.only || target.url.includes(args.only));

    const injections = [];
    let parameters = 0;
    for (const target of targets) {
      const shown = target.url.replace(server.origin, '');
      const { confirmed, tested } = await sqlmap(target, proxy, target.who, workDir);
      parameters += tested;
      console.info(`sqlmap ${shown}: ${tested} places tested, ${confirmed.length} injectable`);
      if (confirmed.length) injections.push(...confirmed.map((line) => `${shown}: ${line}`));
    }
    const sqlmapRequests = [...proxy.statuses.values()].reduce((sum, n) => sum + n, 0);

    const { findings } = args.only ? { findings: [] } : await wapiti(server.origin, proxy, workDir);
    const unexplained = findings.filter(
      (finding) =>
        !ACCEPTED_WAPITI.some(
          (accepted) => accepted.category === finding.category && accepted.info.test(finding.info),
        ),
    );
    const total = [...proxy.statuses.values()].reduce((sum, n) => sum + n, 0);

    console.info('');
    console.info(
      `${args.origin ?? `database ${args.db}`}, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    console.info(
      `sqlmap: ${targets.length} calls, ${parameters} places, ${sqlmapRequests} requests, ${injections.length} injectable`,
    );
    console.info(
      `wapiti: ${total - sqlmapRequests} requests, ${findings.length} findings, ${findings.length - unexplained.length} accepted, ${unexplained.length} not`,
    );
    console.info(
      `answers: ${total} (${[...proxy.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')}), ${proxy.failures.length} 5xx or failed`,
    );
    for (const accepted of ACCEPTED_WAPITI) {
      const count = findings.filter(
        (finding) => finding.category === accepted.category && accepted.info.test(finding.info),
      ).length;
      if (count) console.info(`accepted ${accepted.category} (${count}): ${accepted.reason}`);
    }
    for (const line of injections) console.info(`INJECTABLE ${line}`);
    for (const finding of unexplained)
      console.info(
        `FINDING ${finding.category}: ${finding.info} (${finding.method} ${finding.path})`,
      );
    for (const line of proxy.failures.slice(0, 50)) console.info(`5XX ${line}`);
    failed = injections.length > 0 || unexplained.length > 0 || proxy.failures.length > 0;
    await proxy.close();
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error('security scan: FAILED');
    process.exit(1);
  }
  console.info('security scan: passed');
}

await main();
