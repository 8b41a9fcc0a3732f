import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { BackgroundTasks } from './lib/background-tasks';
import { RateLimiter } from './lib/rate-limiter';
import { buildVersion } from './lib/version';
import { APP_MODULES } from './modules';
import { CacheRegistry } from './modules/cache/caches';
import { type Mailer, OutboxMailer, SmtpMailer } from './modules/mail/mailer';
import { MailQueue } from './modules/mail/queue';
import {
  type AppModule,
  type ComposedModule,
  composeModules,
  type CoreServices,
  type Services,
} from './modules/module';

export interface ServiceOptions {
  /** Where the mail queue delivers instead of SMTP or the outbox (tests capture mails). */
  mailer?: Mailer;
  version?: string;
  modules?: readonly AppModule[];
}

/**
 * The services of one app instance: the app's own (configuration, database, mail, caches,
 * rate limits, background tasks), then every module's, each built from what it names.
 */
export function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  options: ServiceOptions = {},
): { services: Services; composed: ComposedModule[] } {
  const { db } = database;
  const outbox = new OutboxMailer(db);
  const core: CoreServices = {
    config,
    database,
    log,
    version: options.version ?? buildVersion(),
    tasks: new BackgroundTasks(log),
    limiter: new RateLimiter(db),
    caches: new CacheRegistry(db),
    mailQueue: new MailQueue(
      database,
      options.mailer ?? (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : outbox),
      log,
      config.mailRetry,
      config.mailFrom,
    ),
    outbox,
  };
  return composeModules(core, options.modules ?? APP_MODULES);
}
