import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './seed';

async function start() {
  const config = loadConfig();
  if (config.sentryDsn) {
    const Sentry = await import('@sentry/node');
    Sentry.init({ dsn: config.sentryDsn, environment: config.mode, tracesSampleRate: 1 });
  }
  const database = openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.isDev) {
    const seeded = await seedDemoData(app.services);
    app.log.info(`demo data ready (${seeded.accounts} new demo accounts)`);
  }

  const housekeeping = setInterval(() => {
    Promise.all([
      app.services.sessions.pruneExpired(),
      app.services.limiter.prune(),
      app.services.cart.pruneAbandoned(),
    ]).catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
  }, 3600_000);
  housekeeping.unref();
  // Reservations whose time passed hold nothing already; this writes the shop's number down.
  const reservationExpiry = setInterval(() => {
    app.services.stockReservations
      .expireDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'expiring reservations failed'));
  }, 60_000);
  reservationExpiry.unref();
  // Finished days of web statistics go into the daily tables (once, whichever instance runs).
  const rollUpWebstats = () =>
    app.services.webstats
      .rollUp()
      .catch((error: unknown) => app.log.error({ err: error }, 'rolling up web statistics failed'));
  void rollUpWebstats();
  const webstatsRollup = setInterval(() => void rollUpWebstats(), 10 * 60_000);
  webstatsRollup.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    clearInterval(housekeeping);
    clearInterval(reservationExpiry);
    clearInterval(webstatsRollup);
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.brand} (${config.mode}, ${database.kind}) on ${config.publicUrl}`);
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
