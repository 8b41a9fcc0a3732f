import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db, Tx } from '../db/client';
import type { BackgroundTasks } from '../lib/background-tasks';
import type { RateLimiter } from '../lib/rate-limiter';
import type { PageMetaResolver, PagePreloader } from '../plugins/web-app';
import type { CacheRegistry } from './cache/caches';
import type { OutboxMailer } from './mail/mailer';
import type { MailQueue } from './mail/queue';

/** What the app itself hands to any module that asks: configuration and shared machinery. */
export interface CoreServices {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** The build's version, as `GET /api/status/` reports it. */
  version: string;
  tasks: BackgroundTasks;
  limiter: RateLimiter;
  caches: CacheRegistry;
  /** Every mail goes through it: queued in the caller's transaction, sent by its sender. */
  mailQueue: MailQueue;
  /** The dev outbox (what `/dev/mails/` lists). */
  outbox: OutboxMailer;
}

/**
 * The services the modules provide, by name. Each module adds its own here from its
 * `index.ts` (`declare module '../module' { interface ModuleServices { … } }`), so that a
 * module names what it needs and gets those services' types, without a list of everything.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module
export interface ModuleServices {}

export type Services = CoreServices & ModuleServices;
export type ServiceName = keyof Services;

/**
 * What must always hold in a module's tables, whatever happened (a crash, a lost connection, a
 * restore), by what it says: each check answers the rows that break it, none when it holds.
 * `npm run manage -- check` runs them all (see `invariants.ts`).
 */
export type Invariants = Readonly<Record<string, (db: Db | Tx) => Promise<readonly unknown[]>>>;

/** A plugin registering a module's routes, given that module's services only. */
export type ModuleRoutes<D> = (app: FastifyInstance, deps: D) => Promise<void>;

/**
 * One domain of the server: the services it builds, from the services it names in `needs`
 * (and only those), and its HTTP side: routes, page meta and the calls its pages make first.
 */
export interface AppModuleSpec<N extends ServiceName, P extends Partial<ModuleServices>> {
  name: string;
  /** The services its parts are given. Each must come from the app or an earlier module. */
  needs: readonly N[];
  /** Only in dev mode (the dev tools); absent in prod. */
  devOnly?: boolean;
  /** Builds the module's services. */
  provides?: (deps: Pick<Services, N>) => P;
  routes?: readonly ModuleRoutes<Pick<Services, N> & P>[];
  /** Title, description and preview of the module's pages. */
  pageMeta?: (deps: Pick<Services, N> & P) => PageMetaResolver;
  /** The calls the module's pages make first, answered inside the page. */
  pagePreloads?: PagePreloader;
  /** What must always hold in its tables. */
  invariants?: Invariants;
}

/** A module as the app lists it; its parts take the services it named. */
export interface AppModule {
  name: string;
  needs: readonly string[];
  devOnly: boolean;
  provides?: (deps: Record<string, unknown>) => Record<string, unknown>;
  routes: readonly ModuleRoutes<Record<string, unknown>>[];
  pageMeta?: (deps: Record<string, unknown>) => PageMetaResolver;
  pagePreloads?: PagePreloader;
  invariants: Invariants;
}

/** Declares a module; `needs` is checked against what its parts use by the types. */
export function defineModule<
  const N extends ServiceName,
  P extends Partial<ModuleServices> = Record<never, never>,
>(spec: AppModuleSpec<N, P>): AppModule {
  // The typed spec becomes the app's uniform shape: `composeModules` hands each part exactly
  // the services the spec names, so the parts see the types they were written against.
  return {
    name: spec.name,
    needs: spec.needs,
    devOnly: spec.devOnly ?? false,
    provides: spec.provides as AppModule['provides'],
    routes: (spec.routes ?? []) as AppModule['routes'],
    pageMeta: spec.pageMeta as AppModule['pageMeta'],
    pagePreloads: spec.pagePreloads,
    invariants: spec.invariants ?? {},
  };
}

/** A module ready to register: its routes and meta with the services they were given. */
export interface ComposedModule {
  module: AppModule;
  deps: Record<string, unknown>;
}

/**
 * Builds every module's services in the order of `modules`, each from the services it
 * names: a need that no earlier module (nor the app) provides, or a service provided twice,
 * stops the start with the module's name.
 */
export function composeModules(
  core: CoreServices,
  modules: readonly AppModule[],
): { services: Services; composed: ComposedModule[] } {
  const registry = new Map<string, unknown>(Object.entries(core));
  const composed: ComposedModule[] = [];
  for (const module of modules) {
    if (module.devOnly && !core.config.isDev) continue;
    const deps: Record<string, unknown> = {};
    for (const name of module.needs) {
      if (!registry.has(name))
        throw new Error(
          `module '${module.name}' needs '${name}', which no module listed before it provides`,
        );
      deps[name] = registry.get(name);
    }
    const provided = module.provides?.(deps) ?? {};
    for (const [name, service] of Object.entries(provided)) {
      if (registry.has(name))
        throw new Error(`module '${module.name}' provides '${name}', which exists already`);
      registry.set(name, service);
    }
    composed.push({ module, deps: { ...deps, ...provided } });
  }
  return { services: Object.fromEntries(registry) as unknown as Services, composed };
}
