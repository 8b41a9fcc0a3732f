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
import type { Config } from './config';
import { type AppContext, createContext } from './context';
import type { Database } from './db/client';
import { buildVersion } from './lib/version';
import type { Mailer } from './modules/mail/mailer';
import accountsRoutes from './modules/accounts/routes';
import blogRoutes from './modules/blog/routes';
import { blogPageMeta } from './modules/blog/page-meta';
import { blogPagePreloads } from './modules/blog/page-preloads';
import cacheRoutes from './modules/cache/routes';
import devtoolsRoutes from './modules/devtools/routes';
import cartRoutes from './modules/cart/routes';
import catalogAdminRoutes from './modules/catalog/admin-routes';
import { catalogPageMeta } from './modules/catalog/page-meta';
import { catalogPagePreloads } from './modules/catalog/page-preloads';
import { orderPagePreloads } from './modules/orders/page-preloads';
import { downloadsPagePreloads } from './modules/downloads/page-preloads';
import catalogRoutes from './modules/catalog/routes';
import colorpickerAdminRoutes from './modules/colorpicker/admin-routes';
import colorpickerRoutes from './modules/colorpicker/routes';
import { colorpickerPageMeta } from './modules/colorpicker/page-meta';
import { colorpickerPagePreloads } from './modules/colorpicker/page-preloads';
import familyRoutes from './modules/family/routes';
import { familyPageMeta } from './modules/family/page-meta';
import { familyPagePreloads } from './modules/family/page-preloads';
import { contentPageMeta, contentPagePreloads } from './modules/content/page-preloads';
import contentRoutes from './modules/content/routes';
import downloadsRoutes from './modules/downloads/routes';
import mediaRoutes from './modules/media/routes';
import newsletterRoutes from './modules/newsletter/routes';
import orderRoutes from './modules/orders/routes';
import paymentRoutes from './modules/payments/routes';
import priceListRoutes from './modules/pricing/price-list-routes';
import pricingRoutes from './modules/pricing/routes';
import promoRoutes from './modules/promo/routes';
import seoRoutes from './modules/seo/routes';
import shippingRoutes from './modules/shipping/routes';
import systemRoutes from './modules/system/routes';
import compression from './plugins/compression';
import csrf from './plugins/csrf';
import errors from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import webApp from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
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
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  const ctx = createContext(config, database, app.log, { mailer: options.mailer });
  app.decorate('ctx', ctx);
  await ctx.caches.watch(options.cacheWatchMs ?? 30_000);
  app.addHook('onClose', async () => {
    ctx.caches.stop();
    await ctx.tasks.settle();
  });

  const secureCookies = !config.isDev;
  await app.register(errors);
  await app.register(compression);
  await app.register(fastifyCookie);
  await app.register(securityHeaders, { sentryDsn: config.sentryDsn });
  await app.register(csrf, { secureCookies });
  await app.register(session, { sessions: ctx.sessions, secureCookies });

  if (config.isDev) {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: `${config.brand} API`,
          description:
            'Every unsafe call (POST, PUT, PATCH, DELETE) must send the value of the `csrftoken` cookie in the `X-CSRFToken` header. Errors are `{ detail, errors? }`.',
          version: options.version ?? buildVersion(),
        },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sessionid' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    await app.register(devtoolsRoutes, { ctx });
  }

  await app.register(systemRoutes, { ctx, version: options.version ?? buildVersion() });
  await app.register(accountsRoutes, { ctx });
  await app.register(cacheRoutes, { ctx });
  await app.register(mediaRoutes, { ctx });
  await app.register(catalogRoutes, { ctx });
  await app.register(catalogAdminRoutes, { ctx });
  await app.register(familyRoutes, { ctx });
  await app.register(contentRoutes, { ctx });
  await app.register(pricingRoutes);
  await app.register(priceListRoutes, { ctx });
  await app.register(shippingRoutes, { ctx });
  await app.register(cartRoutes, { ctx });
  await app.register(promoRoutes, { ctx });
  await app.register(orderRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(seoRoutes, { ctx });
  await app.register(newsletterRoutes, { ctx });
  await app.register(downloadsRoutes, { ctx });
  await app.register(blogRoutes, { ctx });
  await app.register(colorpickerRoutes, { ctx });
  await app.register(colorpickerAdminRoutes, { ctx });
  await app.register(webApp, {
    config,
    pageMeta: [
      catalogPageMeta(ctx.catalog, {
        publicUrl: config.publicUrl,
        brand: config.brand,
        shopCountry: config.shopCountry,
      }),
      familyPageMeta(ctx.family, { brand: config.brand }),
      blogPageMeta(ctx.blog, { brand: config.brand }),
      colorpickerPageMeta(ctx.colorpicker, { brand: config.brand }),
      contentPageMeta(ctx.content),
    ],
    pagePreloads: [
      contentPagePreloads,
      catalogPagePreloads,
      orderPagePreloads,
      familyPagePreloads,
      blogPagePreloads,
      downloadsPagePreloads,
      colorpickerPagePreloads,
    ],
    ...(options.webDistDir ? { distDir: options.webDistDir } : {}),
  });
  return app;
}
