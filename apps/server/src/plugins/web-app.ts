import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { escapeHtml } from '../lib/html';
import { findUp } from '../lib/find-up';
import { countryOf, knownCountry } from '../modules/system/geo';
import { compressForRequest } from './compression';
import { routePreloads, type ViteManifest } from './route-preloads';

/** What the web app learns from the page itself, before any call (see apps/web/src/lib/app-config.ts). */
export interface WebAppConfig {
  brand: string;
  mode: 'dev' | 'prod';
  sentryDsn?: string;
  promoFallbackCode: string;
  /** The visitor's country, for the first prices before the cart answers. */
  country?: string;
}

/** What search engines and link previews learn of a page (filled into index.html). */
export interface PageMeta {
  /** The page's own title; the brand is put in front. */
  title: string;
  description: string;
  /** Site-relative or absolute URL of a picture for link previews. */
  image?: string;
  type?: 'website' | 'product';
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown>;
}

/** Finds the meta of a page path; undefined when the resolver does not know the page. */
export type PageMetaResolver = (
  pathname: string,
) => Promise<PageMeta | undefined> | PageMeta | undefined;

const DEFAULT_DESCRIPTION =
  'Paragliding wings made by pilots, for pilots: the shop, the colour picker, news and the family.';

/** JSON inside a <script>: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Fills the placeholders of the built index.html for one page. */
export function renderIndexHtml(
  template: string,
  options: {
    config: WebAppConfig;
    titlePrefix: string;
    meta?: PageMeta;
    url: string;
    publicUrl: string;
  },
): string {
  const { config, titlePrefix, meta, url, publicUrl } = options;
  const title = meta ? `${titlePrefix} | ${meta.title}` : titlePrefix;
  const description = meta?.description || DEFAULT_DESCRIPTION;
  const absolute = (link: string) => (/^https?:/.test(link) ? link : `${publicUrl}${link}`);
  const tags = [
    ['og:site_name', config.brand],
    ['og:title', meta?.title ?? config.brand],
    ['og:description', description],
    ['og:type', meta?.type ?? 'website'],
    ['og:url', absolute(url)],
    ...(meta?.image ? [['og:image', absolute(meta.image)]] : []),
  ]
    .map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`,
    )
    .concat(
      `<meta name="twitter:card" content="${meta?.image ? 'summary_large_image' : 'summary'}" />`,
      `<link rel="canonical" href="${escapeHtml(absolute(url))}" />`,
      meta?.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
    )
    .filter(Boolean)
    .join('\n    ');
  return template
    .replaceAll('__APP_CONFIG__', escapeHtml(JSON.stringify(config)))
    .replaceAll('__APP_TITLE__', escapeHtml(title))
    .replaceAll('__APP_DESCRIPTION__', escapeHtml(description))
    .replace('</head>', `  ${tags}\n  </head>`);
}

const API_PREFIXES = ['/api/', '/dev/', '/accounting/'];

export interface WebAppOptions {
  config: Config;
  /** Asked in order for a page's title, description and preview (e.g. the catalogue's). */
  pageMeta?: PageMetaResolver[];
  /** The built web app (index.html, assets/); by default apps/web/dist, found upwards. */
  distDir?: string;
}

const findDist = () => {
  const indexFile = findUp('apps/web/dist/index.html') ?? findUp('web/dist/index.html');
  return indexFile ? path.dirname(indexFile) : undefined;
};

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * page (history fallback). Unknown API paths stay JSON 404s.
 *
 * Static files go out as the build precompressed them (`.br`, `.gz` beside each file, chosen
 * by Accept-Encoding); index.html is rendered here and compressed per request.
 */
export default async function webApp(
  app: FastifyInstance,
  { config, distDir: root = findDist(), pageMeta = [] }: WebAppOptions,
) {
  const indexFile = root ? path.join(root, 'index.html') : undefined;
  const webConfig: WebAppConfig = {
    brand: config.brand,
    mode: config.mode,
    promoFallbackCode: config.promoFallbackCode,
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
  };
  const titlePrefix = `${config.isDev ? 'DEV ' : ''}${config.brand}`;
  const html = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const metaOf = async (pathname: string) => {
    for (const resolve of pageMeta) {
      const meta = await resolve(pathname);
      if (meta) return meta;
    }
    return undefined;
  };
  const manifestFile = root ? path.join(root, '.vite', 'manifest.json') : undefined;
  const preloadsFor =
    manifestFile && existsSync(manifestFile)
      ? routePreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
      : () => '';
  /** index.html for one page: the requested route's chunk is fetched beside the entry. */
  const pageHtml = (template: string, pathname: string) => {
    const preloads = preloadsFor(pathname);
    return preloads ? template.replace('</head>', `  ${preloads}\n  </head>`) : template;
  };

  if (root && html) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // Sends `<file>.br` or `<file>.gz` when the client accepts it, with Content-Encoding and
      // `Vary: Accept-Encoding`; else the file itself (also with Vary).
      preCompressed: true,
      // Compressed siblings are reached through their file, never by their own URL, and the
      // index.html template is only sent rendered (below).
      globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
      setHeaders: (reply, filePath) => {
        const immutable = path.relative(root, filePath).startsWith(`assets${path.sep}`);
        void reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn('apps/web/dist is missing: run `npm run build` to serve the web app');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => request.url.startsWith(p));
    const pathname = request.url.split('?')[0] ?? '';
    if (isPage && html && !path.extname(pathname)) {
      reply.ensureCsrfCookie();
      const page = renderIndexHtml(html, {
        config: {
          ...webConfig,
          country: knownCountry(request.cookies.country) ?? countryOf(request),
        },
        titlePrefix,
        meta: await metaOf(decodeURIComponent(pathname)),
        url: pathname,
        publicUrl: config.publicUrl,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .send(compressForRequest(request, reply, pageHtml(page, pathname)));
    }
    return reply.status(404).send({ detail: 'Not Found' });
  });
}
