import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { isWebstatsCollectUrl } from '@windfamily/contract/webstats';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './modules/mail/mailer';
import type { Services } from './modules/module';
import compression from './plugins/compression';
import csrf from './plugins/csrf';
import audit from './plugins/audit';
import { permissionsOfGuards } from './plugins/auth';
import errors from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import textInput from './plugins/text-input';
import webApp from './plugins/web-app';
import { bodyFaults, serverFaults } from './lib/route-schemas';
import { createServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of this instance (tests, the seed and the CLI reach them here). */
    services: Services;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /** How often to look for a cache clear by another instance; 0 turns it off. */
  cacheWatchMs?: number;
  version?: string;
  /** The built web app to serve; by default apps/web/dist, found upwards. */
  webDistDir?: string;
}

/** Builds the whole server from plugins and modules, without listening (tests inject). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The web statistics' beacon answers an empty 204 that no one reads: every byte of its
  // answer costs on the busiest call (docs/decisions/0029-web-statistics.md).
  app.addHook('onRequest', (request, reply, done) => {
    if (!isWebstatsCollectUrl(request.url)) void reply.header('x-request-id', request.id);
    done();
  });

  const { services, composed } = createServices(config, database, app.log, {
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.version ? { version: options.version } : {}),
  });
  app.decorate('services', services);
  await services.caches.watch(options.cacheWatchMs ?? 30_000);
  // Every instance sends the queued mails; closing lets the mails being sent finish.
  app.addHook('onReady', () => services.mailQueue.start());
  app.addHook('onClose', async () => {
    services.caches.stop();
    await services.tasks.settle();
    await services.mailQueue.stop();
  });

  const secureCookies = !config.isDev;
  await app.register(errors);
  await app.register(compression);
  await app.register(fastifyCookie);
  await app.register(securityHeaders, {
    sentryDsn: config.sentryDsn,
    https: config.publicUrl.startsWith('https://'),
  });
  await app.register(csrf, { secretKey: config.secretKey, secureCookies });
  await app.register(session, { sessions: services.sessions, secureCookies });
  await app.register(audit, { audit: services.audit });
  await app.register(textInput);

  // Each guarded route names its permissions in the OpenAPI document (`x-permissions`), where
  // the walk of every route by every role reads them; the audit log records its writes.
  // A route without a guard is open to visitors (`security: []`): what it shows a logged-in
  // user, it finds by the session itself.
  app.addHook('onRoute', (route) => {
    // Every documented route names the failures any request may meet, besides its own.
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response)
      route.schema = {
        ...route.schema,
        response: {
          ...serverFaults,
          ...(route.schema?.body || route.schema?.consumes ? bodyFaults : {}),
          ...response,
        },
      };
    // A call that skips the CSRF check (a webhook) says so, since it cannot answer its 403.
    if (route.config?.csrf === false)
      route.schema = { ...route.schema, 'x-csrf-exempt': true } as typeof route.schema;
    const permissions = permissionsOfGuards(route.onRequest);
    if (!permissions) {
      route.schema = { ...route.schema, security: [] };
      return;
    }
    // Only a permission makes a staff route, whose writes the audit log records.
    if (permissions.length) route.config = { ...route.config, guarded: true };
    route.schema = {
      ...route.schema,
      'x-permissions': permissions,
      security: [{ session: [] }],
    } as typeof route.schema;
  });

  if (config.isDev) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${config.brand} API`,
          description:
            'Every unsafe call (POST, PUT, PATCH, DELETE) must send the value of the `csrftoken` cookie in the `X-CSRFToken` header: a token the server signs for the session (or the visitor) and hands out with `GET /api/status/` and again at login and logout. Errors are `{ detail, errors? }`.',
          version: services.version,
        },
        // The API is served by the shop itself, at the same origin as its pages.
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sessionid' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  for (const { module, deps } of composed)
    for (const routes of module.routes) await app.register(routes, deps);
  await app.register(webApp, {
    config,
    pageMeta: composed.flatMap(({ module, deps }) =>
      module.pageMeta ? [module.pageMeta(deps)] : [],
    ),
    pagePreloads: composed.flatMap(({ module }) =>
      module.pagePreloads ? [module.pagePreloads] : [],
    ),
    ...(options.webDistDir ? { distDir: options.webDistDir } : {}),
  });
  return app;
}
