import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import compression from './compression';
import csrf from './csrf';
import webApp from './web-app';

// A tiny stand-in for apps/web/dist (the real one may not be built when unit tests run), with
// the .br/.gz siblings the web build writes.
const script = `export const wings = ${JSON.stringify(
  Array.from({ length: 300 }, (_, i) => `wing-${i}`),
)};\n`;
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="app-config" content="__APP_CONFIG__" />
    <meta name="description" content="${'Paragliding wings made by pilots for pilots. '.repeat(30)}" />
    <title>__APP_TITLE__</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'windfamily-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, content: string | Buffer, precompress = true) => {
    writeFileSync(path.join(dist, file), content);
    if (!precompress) return;
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content, { level: 9 }));
  };
  write('index.html', template);
  write('assets/index-AbC123.js', script);
  write('assets/logo-XyZ789.png', png, false);
  mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-AbC123.js', isEntry: true },
    'src/features/home/routes/home-page.tsx': {
      file: 'assets/home-page-HoMe12.js',
      imports: ['index.html'],
    },
  };
  write('.vite/manifest.json', JSON.stringify(manifest), false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'.repeat(9));

  app = Fastify({ logger: false });
  const config = loadConfig({ APP_MODE: 'dev', BRAND_NAME: 'Windfamily', LOG_LEVEL: 'silent' });
  // As in app.ts: compression before any route, cookies (the page reads the country cookie).
  await app.register(compression);
  await app.register(fastifyCookie);
  await app.register(csrf, { secretKey: config.secretKey, secureCookies: false });
  await app.register(webApp, { config, distDir: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const request = (
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) => app.inject({ method, url, headers });

describe('a hashed asset', () => {
  const url = '/assets/index-AbC123.js';

  it('is sent precompressed with brotli to a client that accepts br', async () => {
    const response = await request(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 2);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('is sent gzipped to a client that accepts only gzip (or refuses br)', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const response = await request(url, { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(response.rawPayload).toString()).toBe(script);
    }
  });

  it('is sent as it is to a client that accepts no compression, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await request(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(script);
    }
  });

  it('answers a revalidation with 304 and no body', async () => {
    const first = await request(url, { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await request(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const response = await request(url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('other static files', () => {
  it('get a short cache, and their precompressed form', async () => {
    const response = await request('/favicon.svg', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('are not compressed when the build left them alone (images)', async () => {
    const response = await request('/assets/logo-XyZ789.png', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it('are not reachable by the URL of their compressed form, nor the raw template', async () => {
    for (const url of ['/assets/index-AbC123.js.br', '/assets/index-AbC123.js.gz', '/index.html']) {
      expect((await request(url)).statusCode, url).toBe(404);
    }
  });
});

describe('index.html (every page of the web app)', () => {
  const url = '/store/products/wings/emilie-peace2';

  it('is rendered and brotli-compressed per request', async () => {
    const response = await request(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<title>DEV Windfamily</title>');
    expect(html).not.toContain('__APP_CONFIG__');
  });

  it("preloads the requested page's route chunk beside the entry", async () => {
    const home = await request('/');
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-HoMe12.js">',
    );
    expect(home.body.indexOf('home-page-HoMe12.js')).toBeLessThan(home.body.indexOf('</head>'));
    const other = await request(url);
    expect(other.body).not.toContain('modulepreload');
  });

  it('is gzipped for gzip-only clients and plain for the others', async () => {
    const gzipped = await request(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await request(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<title>DEV Windfamily</title>');
  });

  it('answers HEAD without a body', async () => {
    const response = await request(url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.rawPayload.length).toBe(0);
  });

  it('shows the notebook in dev mode only: in prod the page is not found (404)', async () => {
    expect((await request('/notebook/')).statusCode).toBe(200);
    const prod = Fastify({ logger: false });
    const config = loadConfig({
      APP_MODE: 'prod',
      SECRET_KEY: 'k'.repeat(40),
      SHOP_LEGAL_NAME: 'Windfamily GmbH',
      SHOP_ADDRESS: 'Werkstattweg 1|6410 Telfs',
      SHOP_VAT_ID: 'ATU12345678',
      BRAND_NAME: 'Windfamily',
      LOG_LEVEL: 'silent',
    });
    await prod.register(compression);
    await prod.register(fastifyCookie);
    await prod.register(csrf, { secretKey: config.secretKey, secureCookies: true });
    await prod.register(webApp, { config, distDir: dist });
    try {
      for (const url of ['/notebook', '/notebook/']) {
        const response = await prod.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      }
      expect((await prod.inject({ url: '/about' })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('is not sent for unknown API paths or missing files', async () => {
    for (const path of ['/api/nothing/', '/assets/missing-123.js']) {
      const response = await request(path, { 'accept-encoding': 'br' });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not Found' });
    }
  });
});
