import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase, TestClient } from '../test/harness';
import { COMPRESSION_THRESHOLD, negotiateEncoding } from './compression';

// A cached catalogue answer as hot endpoints will keep it: JSON, brotli-compressed once.
const cachedJson = JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ slug: `wing-${i}`, price: '4290.00' })),
);
const cachedBrotli = brotliCompressSync(cachedJson);

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: loadConfig({ APP_MODE: 'dev', LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    cacheWatchMs: 0,
    version: '202601010000-test',
  });
  // Test-only routes, added like any module's routes after the global plugins.
  app.get('/api/test/precompressed/', async (_request, reply) =>
    reply.type('application/json').header('content-encoding', 'br').send(cachedBrotli),
  );
  app.get('/api/test/sized/', async (request) => ({
    text: 'x'.repeat(Number((request.query as { length: string }).length)),
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, acceptEncoding?: string) =>
  new TestClient(app).get(url, {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('JSON answers above 1 KB', () => {
  it('are brotli-compressed when the client accepts br, and decompress to the same JSON', async () => {
    const plain = await get('/api/countries/');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const response = await get('/api/countries/', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('are gzipped for a client that only takes gzip', async () => {
    const plain = await get('/api/countries/');
    const response = await get('/api/countries/', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('are sent as they are to a client that accepts neither (or refuses both)', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await get('/api/countries/', acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.json<unknown[]>().length).toBeGreaterThan(240);
    }
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    const response = await new TestClient(app).request('HEAD', '/api/countries/', undefined, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('small answers', () => {
  it('stay uncompressed below 1 KB, and are compressed from 1 KB', async () => {
    const small = await get('/api/test/sized/?length=900', 'br');
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ text: 'x'.repeat(900) });

    const large = await get('/api/test/sized/?length=1100', 'br');
    expect(large.headers['content-encoding']).toBe('br');

    const status = await get('/api/status/', 'br');
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(status.json()).toMatchObject({ application_mode: 'dev' });
  });

  it('leave JSON error answers readable', async () => {
    const response = await get('/api/nothing-here/', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });
});

describe('an answer that carries its own Content-Encoding', () => {
  it('goes out byte for byte as the route sent it, not compressed twice', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'gzip, deflate, br']) {
      const response = await get('/api/test/precompressed/', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload.equals(cachedBrotli)).toBe(true);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(cachedJson);
    }
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', undefined],
    ['GZip', 'gzip'],
  ])('%j gives %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
