import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createContext } from './context';
import { emailField, newPasswordField } from '@windfamily/contract/accounts';
import { seedDemoUsers } from './seed/demo-users';

const USAGE = `usage: npm run manage -- <command>

commands:
  migrate                                   apply the database migrations
  seed                                      add the demo data (dev mode only)
  createuser --email E --password P [--staff] [--reseller] [--superuser]
                                            create an account`;

class UsageError extends Error {}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    console.info(USAGE);
    return;
  }
  if (!['migrate', 'seed', 'createuser'].includes(command)) throw new UsageError(`unknown command '${command}'`);

  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await database.migrate();
    const ctx = createContext(config, database, pino({ level: 'warn' }));
    if (command === 'migrate') {
      console.info(`migrations applied (${database.kind})`);
    } else if (command === 'seed') {
      if (!config.isDev) throw new UsageError('demo data is only seeded when APP_MODE=dev');
      const created = await seedDemoUsers(ctx.accounts);
      console.info(`demo data seeded: ${created} new accounts`);
    } else {
      let values;
      try {
        ({ values } = parseArgs({
          args: rest,
          strict: true,
          options: {
            email: { type: 'string' },
            password: { type: 'string' },
            staff: { type: 'boolean', default: false },
            reseller: { type: 'boolean', default: false },
            superuser: { type: 'boolean', default: false },
          },
        }));
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      const email = emailField.safeParse(values.email ?? '');
      if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message ?? 'invalid'}`);
      const password = newPasswordField.safeParse(values.password ?? '');
      if (!password.success) throw new UsageError(`--password: ${password.error.issues[0]?.message ?? 'invalid'}`);
      if (await ctx.accounts.findByEmail(email.data)) throw new UsageError(`an account with ${email.data} exists already`);
      const user = await ctx.accounts.createUser({
        email: email.data,
        password: password.data,
        isStaff: values.staff || values.superuser,
        isReseller: values.reseller,
        isSuperuser: values.superuser,
      });
      const roles = [user.isStaff && 'staff', user.isReseller && 'reseller', user.isSuperuser && 'superuser'].filter(Boolean);
      console.info(`created ${user.email}${roles.length ? ` (${roles.join(', ')})` : ''}`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`error: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
