import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { emailField, newPasswordField } from '@windfamily/contract/accounts';
import {
  STAFF_ROLE_CODES,
  type StaffRole,
  staffRoleSchema,
} from '@windfamily/contract/permissions';
import { ConfigError, loadConfig } from './config';

/** Where a run of the CLI reads its settings and writes its lines. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** How many synthetic orders `seed-orders` adds by default, and at most in one run. */
const DEMO_ORDERS = { default: 1000, max: 5_000_000 };

const USAGE = `usage: npm run manage -- <command>

commands:
  migrate                                   apply the database migrations
  seed                                      add the demo data (dev mode only)
  seed-orders [--count N]                   add N synthetic orders of the demo catalogue
                                            over the last years, for the back office at
                                            scale (dev mode only, after seed; N from 1 to
                                            ${DEMO_ORDERS.max}, default ${DEMO_ORDERS.default})
  seed-visits [--days D] [--per-day V]      add V synthetic visits a day (about 2.8 page views
                                            each): raw for the last week, today up to now,
                                            rolled up as the shop does, and the older of the
                                            D days as that week's rollups (dev mode only; the
                                            web statistics at scale)
  createuser --email E --password P [--staff] [--role R]... [--reseller] [--superuser]
                                            create an account; --staff gives every staff
                                            role, --role one of ${STAFF_ROLE_CODES.join(', ')}
  openapi [--out FILE]                      write the API's OpenAPI document (JSON, as
                                            /api/docs/json serves it in dev mode) to FILE
                                            or the standard output; touches no database
  check [--json]                            check what must always hold in the database
                                            (stock levels against the ledger, orders whole
                                            and numbered without gaps, invoice series, money
                                            paid), after a crash or a restore: exit 1 when
                                            a rule is broken; --json prints the report`;

class UsageError extends Error {}

/** The command cannot do its work on this database: one line, without the usage. */
class CommandError extends Error {}

interface NewUser {
  email: string;
  password: string;
  staffRoles: StaffRole[];
  isReseller: boolean;
  isSuperuser: boolean;
}

/** Checks the arguments of `createuser` before anything touches the database. */
function parseCreateUser(args: string[]): NewUser {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        staff: { type: 'boolean', default: false },
        role: { type: 'string', multiple: true, default: [] },
        reseller: { type: 'boolean', default: false },
        superuser: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) {
    throw new UsageError(`--email: ${email.error.issues[0]?.message ?? 'invalid'}`);
  }
  const password = newPasswordField.safeParse(values.password ?? '');
  if (!password.success) {
    throw new UsageError(`--password: ${password.error.issues[0]?.message ?? 'invalid'}`);
  }
  const roles: StaffRole[] = [];
  for (const role of values.role) {
    const parsed = staffRoleSchema.safeParse(role);
    if (!parsed.success)
      throw new UsageError(`--role: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    if (!roles.includes(parsed.data)) roles.push(parsed.data);
  }
  return {
    email: email.data,
    password: password.data,
    staffRoles: values.staff ? [...STAFF_ROLE_CODES] : roles,
    isReseller: values.reseller,
    isSuperuser: values.superuser,
  };
}

/** Checks the arguments of `seed-orders`; answers how many orders to add. */
function parseSeedOrders(args: string[]): number {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { count: { type: 'string', default: String(DEMO_ORDERS.default) } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const count = /^\d+$/.test(values.count) ? Number(values.count) : NaN;
  if (!(count >= 1 && count <= DEMO_ORDERS.max))
    throw new UsageError(`--count: a whole number from 1 to ${DEMO_ORDERS.max}`);
  return count;
}

/** Checks the arguments of `openapi`; answers the file to write, or undefined for stdout. */
function parseOpenapi(args: string[]): string | undefined {
  try {
    return parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { out: { type: 'string' } },
    }).values.out;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/**
 * The OpenAPI document of the whole API, as `/api/docs/json` serves it: the app is built in
 * dev mode (where the document is made) on an empty in-memory database, never listening.
 */
async function openapiDocument(env: NodeJS.ProcessEnv): Promise<unknown> {
  const config = loadConfig({ ...env, APP_MODE: 'dev', DATABASE_URL: '', LOG_LEVEL: 'silent' });
  const [{ openPglite }, { buildApp }] = await Promise.all([
    import('./db/client'),
    import('./app'),
  ]);
  const database = openPglite(undefined);
  try {
    await database.migrate();
    const app = await buildApp({ config, database, logger: false, cacheWatchMs: 0 });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** Checks the arguments of `check`; answers whether to print JSON. */
function parseCheck(args: string[]): boolean {
  try {
    return parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { json: { type: 'boolean', default: false } },
    }).values.json;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Checks the arguments of `seed-visits`. */
function parseSeedVisits(args: string[]): { days: number; perDay: number } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        days: { type: 'string', default: '30' },
        'per-day': { type: 'string', default: '1000' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const days = /^\d+$/.test(values.days) ? Number(values.days) : NaN;
  const perDay = /^\d+$/.test(values['per-day']) ? Number(values['per-day']) : NaN;
  if (!(days >= 1 && days <= 400)) throw new UsageError('--days: a whole number from 1 to 400');
  if (!(perDay >= 1 && perDay <= 1_000_000))
    throw new UsageError('--per-day: a whole number from 1 to 1000000');
  return { days, perDay };
}

async function main(argv: string[], { env, out }: CliIo) {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    out(USAGE);
    return;
  }
  const commands = [
    'migrate',
    'seed',
    'createuser',
    'seed-orders',
    'seed-visits',
    'openapi',
    'check',
  ];
  if (!commands.includes(command)) {
    throw new UsageError(`unknown command '${command}'`);
  }
  if (command === 'openapi') {
    const file = parseOpenapi(rest);
    const document = `${JSON.stringify(await openapiDocument(env), null, 2)}\n`;
    if (file) writeFileSync(file, document);
    else out(document.trimEnd());
    return;
  }
  if ((command === 'migrate' || command === 'seed') && rest.length > 0) {
    throw new UsageError(`'${command}' takes no arguments`);
  }
  const newUser = command === 'createuser' ? parseCreateUser(rest) : undefined;
  const orderCount = command === 'seed-orders' ? parseSeedOrders(rest) : undefined;
  const visits = command === 'seed-visits' ? parseSeedVisits(rest) : undefined;
  const json = command === 'check' ? parseCheck(rest) : undefined;

  const config = loadConfig(env);
  if (command === 'seed' && !config.isDev) {
    throw new UsageError('demo data is only seeded when APP_MODE=dev');
  }
  if (command === 'seed-visits' && !config.isDev) {
    throw new UsageError('synthetic visits are only seeded when APP_MODE=dev');
  }
  if (command === 'seed-orders' && !config.isDev) {
    throw new UsageError('synthetic orders are only seeded when APP_MODE=dev');
  }

  // The database and the services load only now, so that a mistyped command fails at once.
  const [
    { pino },
    { openDatabase },
    { createServices },
    { seedDemoData },
    { DemoCatalogMissingError, seedDemoOrders },
    { seedVisits },
    { checkInvariants },
  ] = await Promise.all([
    import('pino'),
    import('./db/client'),
    import('./services'),
    import('./seed'),
    import('./seed/demo-orders'),
    import('./seed/demo-webstats'),
    import('./invariants'),
  ]);
  const database = openDatabase(config);
  try {
    await database.migrate();
    const { services } = createServices(config, database, pino({ level: 'warn' }));
    if (command === 'migrate') {
      out(`migrations applied (${database.kind})`);
    } else if (command === 'seed') {
      const seeded = await seedDemoData(services);
      out(`demo data seeded: ${seeded.accounts} new accounts, the demo catalogue`);
    } else if (orderCount !== undefined) {
      const seeded = await seedDemoOrders(database.db, {
        count: orderCount,
        shopCountry: config.shopCountry,
        promoCode: config.promoFallbackCode,
        progress: (done, perSecond) =>
          out(`${done} of ${orderCount} orders (${Math.round(perSecond)} orders/s)`),
      }).catch((error: unknown) => {
        throw error instanceof DemoCatalogMissingError ? new CommandError(error.message) : error;
      });
      out(
        `${seeded.orders} synthetic orders seeded (${database.kind}) over ${seeded.years} years, ` +
          `${seeded.customers} customers (${seeded.accounts} new accounts), ` +
          `${Math.round(seeded.perSecond)} orders/s`,
      );
    } else if (visits) {
      const started = Date.now();
      const events = await seedVisits(database.db, services.webstats, {
        ...visits,
        seasonal: false,
        rawDays: 8,
        progress: (day, added) => out(`${day}: ${added} page views and goals`),
      });
      out(
        `${events} synthetic page views and goals seeded (${database.kind}) over ${visits.days} days in ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } else if (json !== undefined) {
      const report = await checkInvariants(database.db);
      if (json) out(JSON.stringify(report));
      else
        for (const breach of report.breaches)
          out(`broken: ${breach.check} (${breach.count}): ${JSON.stringify(breach.rows)}`);
      if (report.breaches.length)
        throw new CommandError(
          `${report.breaches.length} of ${report.checks.length} rules broken (${database.kind})`,
        );
      if (!json) out(`${report.checks.length} rules hold (${database.kind})`);
    } else if (newUser) {
      if (await services.accounts.findByEmail(newUser.email)) {
        throw new UsageError(`an account with ${newUser.email} exists already`);
      }
      const user = await services.accounts.createUser(newUser);
      const roles = [
        user.staffRoles.length > 0 && `staff: ${user.staffRoles.join(', ')}`,
        user.isReseller && 'reseller',
        user.isSuperuser && 'superuser',
      ].filter(Boolean);
      out(`created ${user.email}${roles.length ? ` (${roles.join(', ')})` : ''}`);
    }
  } finally {
    await database.close();
  }
}

/**
 * Runs one command of `npm run manage` (`manage.ts` is its entry); answers the exit code: 0
 * done, 1 failed, 2 a usage error (printed with the usage).
 */
export async function runManage(argv: string[], io: CliIo): Promise<number> {
  try {
    await main(argv, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof CommandError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    io.err(error instanceof ConfigError ? error.message : String((error as Error).stack ?? error));
    return 1;
  }
}
