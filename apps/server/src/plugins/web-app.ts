import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHELL_API_PATHS } from '@windfamily/contract/api-paths';
import type { Config } from '../config';
import { escapeHtml } from '../lib/html';
import { findUp } from '../lib/find-up';
import { allCountries } from '../modules/system/countries';
import { countryOf, knownCountry } from '../modules/system/geo';
import { compressForRequest } from './compression';
import {
  DEV_ONLY_PAGES,
  matchesRoute,
  ROUTE_MODULES,
  routePreloads,
  type ViteManifest,
} from './route-preloads';
import { ensureSecurityHeaders } from './security-headers';

/** What the web app learns from the page itself, before any call (see apps/web/src/lib/app-config.ts). */
export interface WebAppConfig {
  brand: string;
  mode: 'dev' | 'prod';
  sentryDsn?: string;
  promoFallbackCode: string;
  /** The visitor's country, for the first prices before the cart answers. */
  country?: string;
  /** Its name, as the country list names it. */
  countryName?: string;
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
  /** A private page (its address is its key): `robots: noindex` and no canonical link. */
  noindex?: boolean;
}

/** Finds the meta of a page path; undefined when the resolver does not know the page. */
export type PageMetaResolver = (
  pathname: string,
) => Promise<PageMeta | undefined> | PageMeta | undefined;

/** A picture to fetch beside the page's code: its webp srcset and the `sizes` it shows at. */
export interface LeadImage {
  srcset: string;
  sizes: string;
}

/** What a module knows of the pages it draws, to send with them. */
export interface PagePreloader {
  /**
   * The GET paths (as the web app builds them) the page calls first, besides the shell's,
   * for the country its prices are in; an empty list for a page it does not know.
   */
  calls(pathname: string, country: string): string[];
  /** The page's largest picture at first sight (its LCP), from the preloaded answers. */
  leadImage?(
    pathname: string,
    country: string,
    answers: Record<string, PreloadedAnswer>,
  ): LeadImage | undefined;
}

/** A GET answer put into the page (see apps/web/src/lib/preloaded.ts). */
export interface PreloadedAnswer {
  status: number;
  body: unknown;
}

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
    preloaded?: Record<string, PreloadedAnswer>;
    leadImage?: LeadImage;
  },
): string {
  const { config, titlePrefix, meta, url, publicUrl, preloaded, leadImage } = options;
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
      meta?.noindex
        ? '<meta name="robots" content="noindex, nofollow" />'
        : `<link rel="canonical" href="${escapeHtml(absolute(url))}" />`,
      meta?.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
      // Fetched beside the code, not after it has run: the picture is the page's LCP.
      leadImage
        ? `<link rel="preload" as="image" type="image/webp" imagesrcset="${escapeHtml(leadImage.srcset)}" imagesizes="${escapeHtml(leadImage.sizes)}" fetchpriority="high" />`
        : '',
      preloaded && Object.keys(preloaded).length
        ? `<script type="application/json" id="preloaded-answers">${scriptJson(preloaded)}</script>`
        : '',
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
  /** Asked for the calls a page makes first (their answers go into the page) and its picture. */
  pagePreloads?: PagePreloader[];
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
  { config, distDir: root = findDist(), pageMeta = [], pagePreloads = [] }: WebAppOptions,
) {
  const indexFile = root ? path.join(root, 'index.html') : undefined;
  const webConfig: WebAppConfig = {
    brand: config.brand,
    mode: config.mode,
    promoFallbackCode: config.promoFallbackCode,
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
  };
  const titlePrefix = `${config.isDev ? 'DEV ' : ''}${config.brand}`;
  const countryNames = new Map(allCountries().map(({ code, name }) => [code, name]));
  const html = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const metaOf = async (pathname: string) => {
    for (const resolve of pageMeta) {
      const meta = await resolve(pathname);
      if (meta) return meta;
    }
    return undefined;
  };
  // Dev mode's own pages (the notebook) do not exist in prod: no preloads, and a 404.
  const routes = config.isDev
    ? ROUTE_MODULES
    : ROUTE_MODULES.filter(([pattern]) => !DEV_ONLY_PAGES.includes(pattern));
  const devOnly = (page: string) =>
    !config.isDev && DEV_ONLY_PAGES.some((pattern) => matchesRoute(pattern, page));
  const manifestFile = root ? path.join(root, '.vite', 'manifest.json') : undefined;
  const preloadsFor =
    manifestFile && existsSync(manifestFile)
      ? routePreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest, routes)
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

  /**
   * The answers of the calls the page makes first (session, status, cart, then the page's
   * own, priced for the cart's country), asked of this very server with the browser's
   * cookies, address and headers, so that user, prices and country are exactly what the
   * browser would get. Cookies those calls hand out (a new cart's key, the country, a CSRF
   * token for a session found ended) go out with the page, each once, the last value. A call
   * that fails is left to the browser.
   */
  async function preloadAnswers(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    csrfCookies: Record<string, string>,
  ): Promise<{
    answers: Record<string, PreloadedAnswer>;
    country: string;
    leadImage: LeadImage | undefined;
    /** The page's own thing (product, post, content page, order) does not exist. */
    missing: boolean;
  }> {
    const cookies = new Map(
      Object.entries({ ...request.cookies, ...csrfCookies }).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const headers: Record<string, string | string[] | undefined> = {
      ...request.headers,
      accept: 'application/json',
    };
    for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since', 'content-length'])
      delete headers[name];
    const answers: Record<string, PreloadedAnswer> = {};
    const ask = async (url: string) => {
      try {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: {
            ...headers,
            cookie: [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
          },
          remoteAddress: request.socket.remoteAddress,
        });
        for (const { name, value, sameSite, ...attributes } of response.cookies) {
          void reply.setCookie(name, value, {
            ...attributes,
            sameSite: sameSite?.toLowerCase() as 'lax' | 'strict' | 'none' | undefined,
          });
          if (value) cookies.set(name, value);
          else cookies.delete(name);
        }
        if (response.statusCode >= 500) return undefined;
        const body: unknown = response.json();
        answers[url] = { status: response.statusCode, body };
        return body;
      } catch (error) {
        request.log.warn({ err: error, url }, 'preloading an answer failed');
        return undefined;
      }
    };
    const [cart] = await Promise.all([
      ask(SHELL_API_PATHS.cart),
      ask(SHELL_API_PATHS.currentUser),
      ask(SHELL_API_PATHS.status),
    ]);
    const country =
      (cart as { country?: string } | undefined)?.country ??
      knownCountry(request.cookies.country) ??
      countryOf(request);
    const paths = pagePreloads.flatMap((preloader) => preloader.calls(pathname, country));
    await Promise.all(paths.map(ask));
    const leadImage = pagePreloads
      .map((preloader) => preloader.leadImage?.(pathname, country, answers))
      .find(Boolean);
    const missing = paths.some((url) => answers[url]?.status === 404);
    return { answers, country, leadImage, missing };
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => request.url.startsWith(p));
    const pathname = request.url.split('?')[0] ?? '';
    if (isPage && html && !path.extname(pathname)) {
      const csrfCookies = reply.ensureCsrfCookies();
      const page = decodeURIComponent(pathname);
      const { answers, country, leadImage, missing } = await preloadAnswers(
        request,
        reply,
        page,
        csrfCookies,
      );
      const rendered = renderIndexHtml(html, {
        config: { ...webConfig, country, countryName: countryNames.get(country) },
        titlePrefix,
        meta: await metaOf(page),
        url: pathname,
        publicUrl: config.publicUrl,
        preloaded: answers,
        leadImage,
      });
      // The web app shows its not-found page for a path it has no page for, and for a page
      // whose thing does not exist: the status says so too, for search engines and links.
      const found =
        !missing && !devOnly(page) && routes.some(([pattern]) => matchesRoute(pattern, page));
      return (
        reply
          .status(found ? 200 : 404)
          .type('text/html; charset=utf-8')
          // The page carries the visitor's own answers (session, cart): no shared cache.
          .header('cache-control', 'private, no-cache')
          .header('vary', 'cookie')
          .send(compressForRequest(request, reply, pageHtml(rendered, pathname)))
      );
    }
    ensureSecurityHeaders(reply);
    return reply.status(404).send({ detail: 'Not Found' });
  });
}
