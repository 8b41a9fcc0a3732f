import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres, rowsOf } from './db/client';
import { RATE_LIMITS } from './modules/accounts/accounts.service';
import { createProduct, seedCatalog, stockOf } from './test/catalog-fixtures';
import { createTestApp, openTestDatabase, type TestApp } from './test/harness';
import { createUser, PASSWORD } from './test/helpers';

/**
 * Two app instances on one PostgreSQL database behind a small round-robin load balancer, as
 * README "Running several instances" describes: what one instance knows, the other must too.
 * The embedded database is for one process only, so this runs on PostgreSQL.
 */

/** A browser over real HTTP: keeps its cookies, repeats the CSRF token on unsafe calls. */
class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  /** The same browser (its cookies) talking to another address. */
  via(origin: string): HttpClient {
    const other = new HttpClient(origin);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async request(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return {
      status: response.status,
      instance: response.headers.get('x-instance'),
      json: <T>() => JSON.parse(text) as T,
      text,
    };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
}

let database: Database & { url?: string };
let second: Database;
let a: TestApp;
let b: TestApp;
let balancer: http.Server;
let origin: string;
const origins: string[] = [];

const listen = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
};

const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openTestDatabase();
  second = openPostgres(database.url!, 4, () => undefined);
  // Each watches the shared cache epoch often, so a clear on one shows on the other at once.
  a = await createTestApp({}, { database, cacheWatchMs: 50 });
  b = await createTestApp({}, { database: second, cacheWatchMs: 50 });
  await seedCatalog(a);
  origins.push(await listen(a), await listen(b));
  // Node's own round-robin balancer: each request to the next instance, which it names.
  let next = 0;
  balancer = http.createServer((request, response) => {
    const instance = next++ % 2;
    const upstream = http.request(
      `${origins[instance]}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-instance': String(instance),
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (!onPostgres) return;
  await new Promise((resolve) => balancer.close(resolve));
  await b.close();
  await a.close();
  await second.close();
  await database.close();
});

describe.runIf(onPostgres)('two app instances behind a load balancer', () => {
  it('keep a session and a cart whichever instance answers', async () => {
    const account = await createUser(a);
    const browser = new HttpClient(origin);
    await browser.get('/api/status/');
    const login = await browser.post('/api/login/', {
      email: account.email,
      password: account.password,
    });
    expect(login.status, login.text).toBe(200);
    const answers = await Promise.all([1, 2, 3, 4].map(() => browser.get('/api/login/')));
    expect(new Set(answers.map((answer) => answer.instance))).toEqual(new Set(['0', '1']));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.json<{ email: string }>().email).toBe(account.email);
    }
    const { variant } = await createProduct(a, { stock: 5 });
    const added = await browser.post('/api/store/cart/add-item/', {
      product_variant: variant.id,
      amount: 2,
    });
    expect(added.status, added.text).toBe(200);
    const carts = await Promise.all([1, 2].map(() => browser.get('/api/store/cart/')));
    expect(new Set(carts.map((cart) => cart.instance))).toEqual(new Set(['0', '1']));
    for (const cart of carts)
      expect(cart.json<{ items: { amount: number }[] }>().items.map((item) => item.amount)).toEqual(
        [2],
      );
  });

  it('sell a product the other instance added a moment ago', async () => {
    const browser = new HttpClient(origins[1]!);
    await browser.get('/api/status/');
    // Instance b has its snapshot and has not yet heard that a added a product.
    await b.app.services.catalog.snapshot();
    const { variant } = await createProduct(a, { stock: 3 });
    const added = await browser.post('/api/store/cart/add-item/', {
      product_variant: variant.id,
      amount: 1,
    });
    expect(added.status, added.text).toBe(200);
    const unknown = await browser.post('/api/store/cart/add-item/', {
      product_variant: variant.id + 1_000_000,
      amount: 1,
    });
    expect(unknown.status).toBe(400);
  });

  it('count a rate limit over both instances', async () => {
    const account = await createUser(a);
    const browser = new HttpClient(origin);
    await browser.get('/api/status/');
    const { limit } = RATE_LIMITS.loginPerAccount;
    const served = new Set<string | null>();
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const refused = await browser.post('/api/login/', {
        email: account.email,
        password: 'not-the-password-1',
      });
      served.add(refused.instance);
      expect(refused.status).toBe(400);
    }
    expect(served).toEqual(new Set(['0', '1']));
    const locked = await browser.post('/api/login/', { email: account.email, password: PASSWORD });
    expect(locked.status).toBe(429);
  });

  it('sell the last unit once when checkouts race on both instances', async () => {
    const { variant } = await createProduct(a, { stock: 1 });
    const count = async () =>
      (await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM orders`))[0]!.n;
    const before = await count();
    // Ten guests fill their carts through the balancer, then each checks out on an instance
    // of its own: five on each.
    const guests = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const guest = new HttpClient(origin);
        await guest.get('/api/status/');
        const added = await guest.post('/api/store/cart/add-item/', {
          product_variant: variant.id,
          amount: 1,
        });
        expect(added.status, added.text).toBe(200);
        const addressed = await guest.post('/api/store/cart/', {
          address: {
            name: `Guest ${index}`,
            address: 'Talstation 2',
            zipcode: '6020',
            city: 'Innsbruck',
            country: 'at',
            phone: '+43 664 7654321',
            email: `guest-${index}-${Date.now()}@example.com`,
          },
        });
        expect(addressed.status, addressed.text).toBe(200);
        return guest.via(origins[index % 2]!);
      }),
    );
    const answers = await Promise.all(
      guests.map((guest) =>
        guest.post(
          '/api/store/cart/checkout/?delivery_method=standard&payment_method=bank_transfer',
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await count()).toBe(before + 1);
    expect(await stockOf(a, variant.id)).toBe(0);
  });

  it('pass a cache clear on one instance on to the other', async () => {
    const other = { clear: vi.fn() };
    b.app.services.caches.register(other);
    const admin = await createUser(a, { role: 'superuser' });
    const browser = new HttpClient(origins[0]!);
    await browser.get('/api/status/');
    expect(
      (await browser.post('/api/login/', { email: admin.email, password: admin.password })).status,
    ).toBe(200);
    const cleared = await browser.get('/accounting/clear_cache/');
    expect(cleared.status, cleared.text).toBe(200);
    await vi.waitFor(() => expect(other.clear).toHaveBeenCalled(), { timeout: 10_000 });
  });
});
