import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appState } from '../../db/schema';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const epoch = async () => {
  const [row] = await t.app.services.database.db
    .select()
    .from(appState)
    .where(eq(appState.key, 'cache_epoch'));
  return row?.value;
};

/** A registered cache holding one entry; answers whether the entry is still cached. */
async function cachedEntry() {
  const cache = t.app.services.caches.create<string>(60_000);
  let loads = 0;
  const load = () => {
    loads += 1;
    return `value ${loads}`;
  };
  await cache.get('key', load);
  return async () => {
    const before = loads;
    await cache.get('key', load);
    return loads === before;
  };
}

describe('GET /accounting/clear_cache/', () => {
  it('empties every cache for a superuser and tells other instances', async () => {
    const { client } = await loggedInClient(t, 'superuser');
    const stillCached = await cachedEntry();
    const epochBefore = await epoch();

    const response = await client.get('/accounting/clear_cache/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Caches cleared.' });
    expect(await stillCached()).toBe(false);
    expect(await epoch()).not.toBe(epochBefore);
    expect(await epoch()).toBeTruthy();
  });

  it('answers a page when a browser follows the menu link', async () => {
    const { client } = await loggedInClient(t, 'superuser');
    const response = await client.get('/accounting/clear_cache/', {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Caches cleared</h1>');
    expect(response.body).toContain('Windfamily | Caches cleared');
  });

  it('also answers without the trailing slash', async () => {
    const { client } = await loggedInClient(t, 'superuser');
    expect((await client.get('/accounting/clear_cache')).statusCode).toBe(200);
  });

  it.each(['customer', 'reseller', 'staff'] as const)(
    'answers 403 to a %s and clears nothing',
    async (role) => {
      const { client } = await loggedInClient(t, role);
      const stillCached = await cachedEntry();
      const epochBefore = await epoch();
      const response = await client.get('/accounting/clear_cache/');
      expect(expectApiError(response, 403).detail).toBe(
        'You do not have permission to perform this action.',
      );
      expect(await stillCached()).toBe(true);
      expect(await epoch()).toBe(epochBefore);
    },
  );

  it('answers 401 to an anonymous visitor and clears nothing', async () => {
    const stillCached = await cachedEntry();
    const epochBefore = await epoch();
    expectApiError(await new TestClient(t.app).get('/accounting/clear_cache/'), 401);
    expect(await stillCached()).toBe(true);
    expect(await epoch()).toBe(epochBefore);
  });
});
