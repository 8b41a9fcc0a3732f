import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@windfamily/contract/messages';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp, TestClient, uniqueEmail } from '../../test/harness';
import {
  CSRF_DETAIL,
  canLogIn,
  cookieOf,
  countRows,
  createUser,
  expectApiError,
  PASSWORD,
} from '../../test/helpers';
import { RATE_LIMITS } from './accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const invalidCredentials = { __all__: [MSG.invalidCredentials] };

/** Sets columns of every session of `userId` straight in the database. */
const ageSessions = (userId: number, set: Partial<typeof sessions.$inferInsert>) =>
  t.app.services.database.db.update(sessions).set(set).where(eq(sessions.userId, userId));

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

describe('POST /api/login/', () => {
  it('logs in: answers the current user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { user, email } = await createUser(t);
    const client = new TestClient(t.app);
    const response = await client.post('/api/login/', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email,
      phone: '+43 664 1234567',
      address: expect.objectContaining({
        name: 'Paula Pilot',
        city: 'Innsbruck',
        country: 'at',
      }) as unknown,
      groups: { is_staff: false, is_reseller: false, is_superuser: false, staff_roles: [] },
      registration_date: user.dateJoined.toISOString(),
    });
    const cookie = cookieOf(response, 'sessionid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // dev mode; prod is tested in app.test.ts
    expect(cookie?.value.length).toBeGreaterThanOrEqual(32);

    const status = await client.get('/api/login/');
    expect(status.statusCode).toBe(200);
    expect(status.json<{ email: string }>().email).toBe(email);
  });

  it('takes the e-mail in any case and with spaces around it', async () => {
    const { email } = await createUser(t);
    const response = await new TestClient(t.app).post('/api/login/', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ email: string }>().email).toBe(email);
  });

  it('rotates the session at login: a new key, and the old one is dead', async () => {
    const { email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    const first = client.cookies.get('sessionid');
    await client.login(email, PASSWORD);
    const second = client.cookies.get('sessionid');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    const stale = new TestClient(t.app);
    stale.cookies.set('sessionid', first ?? '');
    expectApiError(await stale.get('/api/login/'), 401);
    expect((await client.get('/api/login/')).statusCode).toBe(200);
  });

  it('does not keep a session key planted before the login', async () => {
    const { email } = await createUser(t);
    const client = new TestClient(t.app);
    client.cookies.set('sessionid', 'planted-by-an-attacker');
    await client.login(email, PASSWORD);
    expect(client.cookies.get('sessionid')).not.toBe('planted-by-an-attacker');
  });

  it('answers Invalid Credentials alike for a wrong password, an unknown account and a deactivated one', async () => {
    const { email } = await createUser(t);
    const inactive = await createUser(t);
    await t.app.services.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, inactive.user.id));
    const sessionsBefore = await countRows(t, sessions);

    const attempts = [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
      { email: inactive.email, password: PASSWORD },
    ];
    const bodies = [];
    for (const attempt of attempts) {
      const response = await new TestClient(t.app).post('/api/login/', attempt);
      bodies.push(expectApiError(response, 400, invalidCredentials));
      expect(cookieOf(response, 'sessionid')).toBeUndefined();
    }
    expect(bodies.every((body) => body.detail === MSG.invalidCredentials)).toBe(true);
    expect(await countRows(t, sessions)).toBe(sessionsBefore);
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, { email: [MSG.invalidEmail] }],
    [{ email: 'pilot@example', password: PASSWORD }, { email: [MSG.invalidEmail] }],
    [
      { email: '', password: '' },
      { email: [MSG.required], password: [MSG.required] },
    ],
    [{ password: PASSWORD }, { email: [MSG.required] }],
    [{ email: 'pilot@example.com' }, { password: [MSG.required] }],
  ])('rejects bad input %j with the spec messages', async (payload, errors) => {
    const sessionsBefore = await countRows(t, sessions);
    const response = await new TestClient(t.app).post('/api/login/', payload);
    expectApiError(response, 400, errors);
    expect(cookieOf(response, 'sessionid')).toBeUndefined();
    expect(await countRows(t, sessions)).toBe(sessionsBefore);
  });

  it('rejects a body that is not JSON with a 4xx in the error format', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/status/');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: {
        cookie: client.cookieHeader(),
        'x-csrftoken': client.cookies.get('csrftoken') ?? '',
        'content-type': 'application/json',
      },
      payload: '{"email": ',
    });
    expectApiError(response, 400);
  });

  it('refuses a login without the CSRF header or with a wrong one, and starts no session', async () => {
    const { email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.get('/api/status/');
    const sessionsBefore = await countRows(t, sessions);

    const missing = await client.post(
      '/api/login/',
      { email, password: PASSWORD },
      { csrf: false },
    );
    expect(expectApiError(missing, 403).detail).toBe(CSRF_DETAIL);
    const wrong = await client.post(
      '/api/login/',
      { email, password: PASSWORD },
      { csrf: false, headers: { 'x-csrftoken': 'x'.repeat(32) } },
    );
    expectApiError(wrong, 403);
    expect(cookieOf(missing, 'sessionid')).toBeUndefined();
    expect(cookieOf(wrong, 'sessionid')).toBeUndefined();
    expect(await countRows(t, sessions)).toBe(sessionsBefore);
    expectApiError(await client.get('/api/login/'), 401);
  });

  it('refuses a header that matches no cookie (first visit); the status call hands out a token', async () => {
    const client = new TestClient(t.app);
    const response = await client.post(
      '/api/login/',
      {},
      {
        csrf: false,
        headers: { 'x-csrftoken': 'made-up-token' },
      },
    );
    expectApiError(response, 403);
    expect(cookieOf(await client.get('/api/status/'), 'csrftoken')?.value).toBeTruthy();
  });

  it('answers 403, not 500, for a non-ASCII CSRF header of the right length', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/status/');
    const token = client.cookies.get('csrftoken') ?? '';
    const response = await client.post(
      '/api/login/',
      {},
      {
        csrf: false,
        headers: { 'x-csrftoken': `${token.slice(0, -1)}\u00e4` },
      },
    );
    expectApiError(response, 403);
  });
});

describe('GET /api/login/', () => {
  it('answers 401 in the error format when nobody is logged in', async () => {
    const response = await new TestClient(t.app).get('/api/login/');
    expectApiError(response, 401);
  });

  it('ends a session that was idle for more than 14 days', async () => {
    const { user, email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    await ageSessions(user.id, { lastSeenAt: daysAgo(15) });
    const response = await client.get('/api/login/');
    expectApiError(response, 401);
    // The dead cookie is cleared.
    expect(cookieOf(response, 'sessionid')?.value).toBe('');
    expect(client.cookies.has('sessionid')).toBe(false);
  });

  it('keeps a session that is used, and counts idle time from the last visit', async () => {
    const { user, email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    await ageSessions(user.id, { lastSeenAt: daysAgo(13) });
    expect((await client.get('/api/login/')).statusCode).toBe(200);
    const [row] = await t.app.services.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('ends a session after its absolute lifetime, however busy it was', async () => {
    const { user, email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    await ageSessions(user.id, { expiresAt: new Date(Date.now() - 1000) });
    expectApiError(await client.get('/api/login/'), 401);
  });

  it('logs a deactivated user out at the next request', async () => {
    const { user, email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    await t.app.services.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, user.id));
    expectApiError(await client.get('/api/login/'), 401);
    expectApiError(await client.get('/api/permissions/'), 401);
    // ...and cannot come back in.
    expectApiError(await client.post('/api/login/', { email, password: PASSWORD }), 400);
  });
});

describe('POST /api/logout/', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    const key = client.cookies.get('sessionid') ?? '';

    const response = await client.post('/api/logout/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Logged out' });
    const cleared = cookieOf(response, 'sessionid');
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);
    expect(client.cookies.has('sessionid')).toBe(false);
    expectApiError(await client.get('/api/login/'), 401);

    // The old key is worthless even if a copy of the cookie survived.
    const copy = new TestClient(t.app);
    copy.cookies.set('sessionid', key);
    expectApiError(await copy.get('/api/login/'), 401);
  });

  it('answers 200 for a visitor who is not logged in', async () => {
    const response = await new TestClient(t.app).post('/api/logout/');
    expect(response.statusCode).toBe(200);
  });

  it('refuses a logout without the CSRF header or with a wrong one; the session lives on', async () => {
    const { email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    expectApiError(await client.post('/api/logout/', {}, { csrf: false }), 403);
    expectApiError(
      await client.post('/api/logout/', {}, { csrf: false, headers: { 'x-csrftoken': 'nope' } }),
      403,
    );
    expect((await client.get('/api/login/')).statusCode).toBe(200);
  });

  it('ends only its own session, not the same account elsewhere', async () => {
    const { email } = await createUser(t);
    const laptop = new TestClient(t.app);
    const phone = new TestClient(t.app);
    await laptop.login(email, PASSWORD);
    await phone.login(email, PASSWORD);
    await laptop.post('/api/logout/');
    expect((await phone.get('/api/login/')).statusCode).toBe(200);
  });
});

describe('login rate limits', () => {
  const tooMany = 'Too many login attempts. Please wait a few minutes and try again.';

  it('blocks an account after 5 failures, even from different addresses, and says when to retry', async () => {
    const { email } = await createUser(t);
    for (let i = 0; i < RATE_LIMITS.loginPerAccount.limit; i++) {
      const response = await new TestClient(t.app, `10.1.0.${i + 1}`).post('/api/login/', {
        email,
        password: `wrong-${i}`,
      });
      expectApiError(response, 400, invalidCredentials);
    }
    // Even the right password from a fresh address is refused now.
    const blocked = await new TestClient(t.app, '10.1.0.99').post('/api/login/', {
      email,
      password: PASSWORD,
    });
    expect(expectApiError(blocked, 429).detail).toBe(tooMany);
    expect(cookieOf(blocked, 'sessionid')).toBeUndefined();
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.loginPerAccount.windowSeconds);

    // Other accounts are not affected.
    const other = await createUser(t);
    expect(await canLogIn(t, other.email, other.password)).toBe(true);
  });

  it('lets no more than 5 of many simultaneous guesses reach the password check', async () => {
    const { email } = await createUser(t);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        new TestClient(t.app, `10.3.0.${i + 1}`).post('/api/login/', {
          email,
          password: `guess-${i}`,
        }),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(
      RATE_LIMITS.loginPerAccount.limit,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      12 - RATE_LIMITS.loginPerAccount.limit,
    );
  });

  it('forgets the failures of an account at a successful login', async () => {
    const { email } = await createUser(t);
    const client = new TestClient(t.app);
    const fail = () => client.post('/api/login/', { email, password: 'wrong-password' });
    for (let i = 0; i < RATE_LIMITS.loginPerAccount.limit - 1; i++)
      expectApiError(await fail(), 400);
    await client.login(email, PASSWORD);
    // Without the reset, the 5th failure overall would block the next attempt.
    for (let i = 0; i < RATE_LIMITS.loginPerAccount.limit - 1; i++)
      expectApiError(await fail(), 400);
    expect((await client.post('/api/login/', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('blocks an address after 30 attempts, whichever accounts it tries', async () => {
    const { email } = await createUser(t);
    const address = '10.2.0.1';
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.limit; i++) {
      const response = await new TestClient(t.app, address).post('/api/login/', {
        email: uniqueEmail('guess'),
        password: 'wrong-password',
      });
      expectApiError(response, 400, invalidCredentials);
    }
    const blocked = await new TestClient(t.app, address).post('/api/login/', {
      email,
      password: PASSWORD,
    });
    expect(expectApiError(blocked, 429).detail).toBe(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The account itself is fine from elsewhere.
    expect(await canLogIn(t, email, PASSWORD)).toBe(true);
  });
});

describe('session storage', () => {
  it('keeps only a hash of the session key in the database', async () => {
    const { user, email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    const key = client.cookies.get('sessionid') ?? '';
    const rows = await t.app.services.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(sql`${sessions.userId} = ${user.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(key);
    expect(rows[0]?.id).not.toContain(key);
  });
});
