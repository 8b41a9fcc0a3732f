import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { escapeHtml } from '../lib/html';
import { findUp } from '../lib/find-up';

/** What the web app learns from the page itself, before any call (see apps/web/src/lib/app-config.ts). */
export interface WebAppConfig {
  brand: string;
  mode: 'dev' | 'prod';
  sentryDsn?: string;
}

/** Fills the placeholders of the built index.html. */
export function renderIndexHtml(template: string, config: WebAppConfig, title: string): string {
  return template
    .replaceAll('__APP_CONFIG__', escapeHtml(JSON.stringify(config)))
    .replaceAll('__APP_TITLE__', escapeHtml(title));
}

const API_PREFIXES = ['/api/', '/dev/', '/accounting/'];

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * page (history fallback). Unknown API paths stay JSON 404s.
 */
export default async function webApp(app: FastifyInstance, { config }: { config: Config }) {
  const indexFile = findUp('apps/web/dist/index.html') ?? findUp('web/dist/index.html');
  const root = indexFile ? path.dirname(indexFile) : undefined;
  const webConfig: WebAppConfig = {
    brand: config.brand,
    mode: config.mode,
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
  };
  const title = `${config.isDev ? 'DEV ' : ''}${config.brand}`;
  const html =
    root && indexFile
      ? renderIndexHtml(readFileSync(indexFile, 'utf8'), webConfig, title)
      : undefined;

  if (root) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn('apps/web/dist is missing: run `npm run build` to serve the web app');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => request.url.startsWith(p));
    if (isPage && html && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send({ detail: 'Not Found' });
  });
}
