import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@windfamily/contract/messages';
import { users } from '../../db/schema';
import {
  createTestApp,
  registration,
  type TestApp,
  TestClient,
  uniqueEmail,
  validAddress,
} from '../../test/harness';
import {
  CSRF_DETAIL,
  canLogIn,
  cookieOf,
  countRows,
  expectApiError,
  userRow,
} from '../../test/helpers';
import { RATE_LIMITS } from './accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const EMAIL_TAKEN = 'An account with this e-mail address already exists.';

describe('POST /api/register', () => {
  it('creates a customer, logs it in and answers 201 with the current user', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    const response = await client.post(
      '/api/register',
      registration(email.toUpperCase(), {
        address: { ...validAddress, address2: 'Top 4', state: 'Tirol', country: 'AT' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; registration_date: string }>();
    expect(body).toEqual({
      id: expect.any(Number) as unknown,
      email, // stored in lower case
      phone: '+43 664 1234567',
      address: {
        ...validAddress,
        attname: '',
        address2: 'Top 4',
        state: 'Tirol',
        country: 'at',
      },
      groups: { is_staff: false, is_reseller: false, is_superuser: false, staff_roles: [] },
      registration_date: expect.any(String) as unknown,
    });
    expect(Math.abs(Date.parse(body.registration_date) - Date.now())).toBeLessThan(60_000);

    expect(cookieOf(response, 'sessionid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const status = await client.get('/api/login/');
    expect(status.statusCode).toBe(200);
    expect(status.json<{ id: number }>().id).toBe(body.id);

    const row = await userRow(t, email);
    expect(row).toMatchObject({ isStaff: false, isReseller: false, isSuperuser: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.lastLogin).not.toBeNull();
    expect(await canLogIn(t, email, 'good-password')).toBe(true);
  });

  it('answers with and without the trailing slash', async () => {
    const response = await new TestClient(t.app).post('/api/register/', registration());
    expect(response.statusCode).toBe(201);
  });

  it('ignores role flags sent by the browser', async () => {
    const email = uniqueEmail();
    const response = await new TestClient(t.app).post('/api/register', {
      ...registration(email),
      is_staff: true,
      is_superuser: true,
      staff_roles: ['sales'],
      groups: { is_staff: true, is_reseller: true, is_superuser: true, staff_roles: ['sales'] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ groups: unknown }>().groups).toEqual({
      is_staff: false,
      is_reseller: false,
      is_superuser: false,
      staff_roles: [],
    });
    expect(await userRow(t, email)).toMatchObject({
      isStaff: false,
      isSuperuser: false,
      staffRoles: [],
    });
  });

  const addressWithout = (field: string) =>
    Object.fromEntries(Object.entries(validAddress).filter(([key]) => key !== field));

  it.each([
    ['a malformed e-mail', { email: 'pilot.example.com' }, { email: [MSG.invalidEmail] }],
    ['an e-mail without domain', { email: 'pilot@' }, { email: [MSG.invalidEmail] }],
    ['an empty e-mail', { email: '' }, { email: [MSG.required] }],
    ['a short password', { password: 'seven77' }, { password: [MSG.passwordTooShort] }],
    ['a long password', { password: 'x'.repeat(26) }, { password: [MSG.passwordTooLong] }],
    ['an empty password', { password: '' }, { password: [MSG.required] }],
    ['a phone number without dial code', { phone: '0664 1234567' }, { phone: [MSG.invalidPhone] }],
    ['a phone number too short for its country', { phone: '+43 1' }, { phone: [MSG.invalidPhone] }],
    ['a missing phone', { phone: undefined }, { phone: [MSG.required] }],
    [
      'an address without city',
      { address: addressWithout('city') },
      { 'address.city': [MSG.required] },
    ],
    [
      'an address with a blank name',
      { address: { ...validAddress, name: '   ' } },
      { 'address.name': [MSG.required] },
    ],
    [
      'an unknown country',
      { address: { ...validAddress, country: 'zz' } },
      { 'address.country': ['unknown country'] },
    ],
    [
      'a zip code that is far too long',
      { address: { ...validAddress, zipcode: '1'.repeat(21) } },
      { 'address.zipcode': ['at most 20 characters!'] },
    ],
  ])('rejects %s with the spec message and creates nobody', async (_label, overrides, errors) => {
    const email = uniqueEmail();
    const payload = registration(email, overrides);
    const usersBefore = await countRows(t, users);
    const response = await new TestClient(t.app).post('/api/register', payload);
    expectApiError(response, 400, errors);
    expect(cookieOf(response, 'sessionid')).toBeUndefined();
    expect(await countRows(t, users)).toBe(usersBefore);
  });

  it('lists every problem of an empty form at once', async () => {
    const response = await new TestClient(t.app).post('/api/register', {
      email: '',
      password: '',
      phone: '',
      address: { name: '', address: '', zipcode: '', city: '', country: '' },
    });
    expectApiError(response, 400, {
      email: [MSG.required],
      password: [MSG.required],
      phone: [MSG.required],
      'address.name': [MSG.required],
      'address.address': [MSG.required],
      'address.zipcode': [MSG.required],
      'address.city': [MSG.required],
      'address.country': [MSG.required],
    });
  });

  it('refuses an e-mail that has an account already, in any case', async () => {
    const email = uniqueEmail();
    expect(
      (await new TestClient(t.app).post('/api/register', registration(email))).statusCode,
    ).toBe(201);
    const usersBefore = await countRows(t, users);
    const again = await new TestClient(t.app).post(
      '/api/register',
      registration(email.toUpperCase(), { password: 'other-password' }),
    );
    expectApiError(again, 400, { email: [EMAIL_TAKEN] });
    expect(cookieOf(again, 'sessionid')).toBeUndefined();
    expect(await countRows(t, users)).toBe(usersBefore);
    // The first account keeps its password.
    expect(await canLogIn(t, email, 'good-password')).toBe(true);
  });

  it('refuses a registration without the CSRF header or with a wrong one', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/status/');
    const email = uniqueEmail();
    const missing = await client.post('/api/register', registration(email), { csrf: false });
    expect(expectApiError(missing, 403).detail).toBe(CSRF_DETAIL);
    const wrong = await client.post('/api/register', registration(email), {
      csrf: false,
      headers: { 'x-csrftoken': `${client.cookies.get('csrftoken')}x` },
    });
    expectApiError(wrong, 403);
    expect(await userRow(t, email)).toBeUndefined();
  });

  it('logs the new account in instead of the one logged in before', async () => {
    const client = new TestClient(t.app);
    const first = uniqueEmail();
    await client.post('/api/register', registration(first));
    const oldKey = client.cookies.get('sessionid');
    const second = uniqueEmail();
    await client.post('/api/register', registration(second));
    expect(client.cookies.get('sessionid')).not.toBe(oldKey);
    expect((await client.get('/api/login/')).json<{ email: string }>().email).toBe(second);
    const stale = new TestClient(t.app);
    stale.cookies.set('sessionid', oldKey ?? '');
    expectApiError(await stale.get('/api/login/'), 401);
  });

  it('limits registrations per address, with a clear 429 and Retry-After', async () => {
    const address = '10.3.0.1';
    const client = () => new TestClient(t.app, address);
    const taken = uniqueEmail();
    expect((await client().post('/api/register', registration(taken))).statusCode).toBe(201);
    // Failed attempts count too (they cost no password hash, so they are what a bot would send).
    for (let i = 1; i < RATE_LIMITS.registerPerAddress.limit; i++) {
      expectApiError(await client().post('/api/register', registration(taken)), 400);
    }
    const email = uniqueEmail();
    const blocked = await client().post('/api/register', registration(email));
    expect(expectApiError(blocked, 429).detail).toBe(
      'Too many accounts were created from your network. Please try again later.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await userRow(t, email)).toBeUndefined();

    // Another address may still register.
    expect(
      (await new TestClient(t.app, '10.3.0.2').post('/api/register', registration(email)))
        .statusCode,
    ).toBe(201);
  });
});
