import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, seedCatalog, variantIdOf } from '../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../test/harness';
import { cookieOf, CSRF_DETAIL, createUser, expectApiError, loggedInClient } from '../test/helpers';
import { placeOrder } from '../test/order-fixtures';
import { standInWebBuild } from '../test/web-pages';

// The pages of a stand-in web build hand out the token too.
const dist = standInWebBuild();
let t: TestApp;
let repairKit: number;
beforeAll(async () => {
  t = await createTestApp({}, { webDistDir: dist.dir });
  await seedCatalog(t);
  repairKit = await variantIdOf(t, 'REPAIR-KIT');
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

/** An unsafe call with exactly these cookies and this header: a browser's, or a forger's. */
const changeCountry = (cookies: Record<string, string | undefined>, header: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/cart/',
    headers: {
      cookie: Object.entries(cookies)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      ...(header === undefined ? {} : { 'x-csrftoken': header }),
    },
    payload: { country: 'ch' },
  });

const refused = (response: Awaited<ReturnType<typeof changeCountry>>) =>
  expect(expectApiError(response, 403).detail).toBe(CSRF_DETAIL);

/** What the cart of `client` is priced for (unchanged by a refused call). */
const countryOf = async (client: TestClient) =>
  cartOf(await client.get('/api/store/cart/')).country;

describe('the CSRF token', () => {
  it('is signed for its session: the token of another session is refused', async () => {
    const anna = await loggedInClient(t);
    const ben = await loggedInClient(t);
    const annas = anna.client.cookies.get('csrftoken');
    refused(
      await changeCountry(
        { sessionid: ben.client.cookies.get('sessionid'), csrftoken: annas },
        annas,
      ),
    );
    expect(await countryOf(ben.client)).toBe('at');
    // Ben's own token, as his browser holds it, goes through.
    const own = await changeCountry(
      Object.fromEntries(ben.client.cookies),
      ben.client.cookies.get('csrftoken'),
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a pair planted by another site: signed for the planter, or not signed at all', async () => {
    const victim = await loggedInClient(t);
    const sessionid = victim.client.cookies.get('sessionid');
    // The planter's own pairs, as the shop handed them out: as a visitor and logged in.
    const visitor = new TestClient(t.app);
    await visitor.get('/api/status/');
    const planter = await loggedInClient(t);
    for (const token of [
      visitor.cookies.get('csrftoken'),
      planter.client.cookies.get('csrftoken'),
      'made-up-token',
      // A token of the right form, signed with another key.
      `${'a'.repeat(43)}.${'b'.repeat(43)}`,
    ]) {
      refused(
        await changeCountry(
          { sessionid, presessionid: visitor.cookies.get('presessionid'), csrftoken: token },
          token,
        ),
      );
    }
    expect(await countryOf(victim.client)).toBe('at');

    // A visitor is held to their pre-session id the same way.
    const other = new TestClient(t.app);
    await other.get('/api/status/');
    const token = visitor.cookies.get('csrftoken');
    refused(
      await changeCountry(
        { presessionid: other.cookies.get('presessionid'), csrftoken: token },
        token,
      ),
    );
    // Without a session or a pre-session id, no token is good.
    refused(await changeCountry({ csrftoken: token }, token));
    const own = await changeCountry(Object.fromEntries(visitor.cookies), token);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('is renewed at login and logout; the token from before login is refused after both', async () => {
    const { email, password } = await createUser(t);
    const client = new TestClient(t.app);
    const first = await client.get('/api/status/');
    expect(cookieOf(first, 'presessionid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const before = client.cookies.get('csrftoken');

    const login = await client.login(email, password);
    const after = cookieOf(login, 'csrftoken')?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const withOld = { ...Object.fromEntries(client.cookies), csrftoken: before };
    refused(await changeCountry(withOld, before));
    expect((await client.post('/api/store/cart/', { country: 'de' })).statusCode).toBe(200);

    const logout = await client.post('/api/logout/');
    expect(cookieOf(logout, 'csrftoken')?.value).not.toBe(after);
    refused(
      await changeCountry({ ...Object.fromEntries(client.cookies), csrftoken: before }, before),
    );
    const visitor = await client.post('/api/store/cart/', { country: 'ch' });
    expect(visitor.statusCode, visitor.body).toBe(200);
  });

  it('lets a call with a session ended elsewhere through as a visitor’s, with a token for the visitor', async () => {
    const { user, client } = await loggedInClient(t);
    await t.app.services.sessions.destroyAllFor(user.id);
    const response = await client.post('/api/store/cart/', { country: 'ch' });
    expect(response.statusCode, response.body).toBe(200);
    expect(cookieOf(response, 'sessionid')?.value).toBe('');
    expect(cookieOf(response, 'csrftoken')?.value).toBeTruthy();
    const next = await client.post('/api/store/cart/add-item/', { product_variant: repairKit });
    expect(next.statusCode, next.body).toBe(200);
  });
});

describe('the web app’s way', () => {
  it('a page, login, add to cart and checkout, with the cookies as they were handed out', async () => {
    const { email, password } = await createUser(t);
    const client = new TestClient(t.app);
    const page = await client.get('/store/checkout');
    expect(page.statusCode).toBe(200);
    expect(client.cookies.get('csrftoken')).toBeTruthy();
    await client.login(email, password);
    const order = await placeOrder(t, { client, items: [{ variantId: repairKit }] });
    expect(order.status).toBe('placed');
  });

  it('a page of a session ended elsewhere hands out one token, good for the visitor', async () => {
    const { user, client } = await loggedInClient(t);
    await t.app.services.sessions.destroyAllFor(user.id);
    // The page's first calls (session, status, cart) each find the session ended.
    const page = await client.get('/store/categories/addons');
    expect(page.statusCode).toBe(200);
    const setCookies = [page.headers['set-cookie'] ?? []].flat();
    expect(setCookies.filter((cookie) => cookie.startsWith('csrftoken='))).toHaveLength(1);
    expect(client.cookies.has('sessionid')).toBe(false);
    const response = await client.post('/api/store/cart/add-item/', { product_variant: repairKit });
    expect(response.statusCode, response.body).toBe(200);
  });
});
