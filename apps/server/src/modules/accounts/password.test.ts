import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@windfamily/contract/messages';
import { users } from '../../db/schema';
import { createTestApp, type TestApp, TestClient, uniqueEmail } from '../../test/harness';
import {
  CSRF_DETAIL,
  canLogIn,
  createUser,
  expectApiError,
  linkIn,
  mailsTo,
  nowSeconds,
  PASSWORD,
  THREE_DAYS,
  userById,
} from '../../test/helpers';
import { RATE_LIMITS } from './accounts.service';
import { encodeUid } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'brand-new-pass';
const RESET_LINK = 'http://shop.test/update_password/';
const INVALID_LINK = 'The reset link is invalid or has expired. Please request a new one.';
const resetAnswer = (email: string) =>
  `${MSG.passwordResetSent(email)}. ${MSG.passwordResetInstructions}`;

/** Asks for a reset mail for `email` and answers the link's uidb64 and token. */
async function requestResetLink(email: string, client = new TestClient(t.app)) {
  const response = await client.post('/api/require_password_reset/', { email });
  expect(response.statusCode).toBe(200);
  const mail = (await mailsTo(t, email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = linkIn(mail.text, RESET_LINK);
  const [uidb64 = '', token = ''] = link.slice(RESET_LINK.length).split('/');
  return { uidb64, token, link, mail };
}

const resetWith = (link: { uidb64: string; token: string }, password = NEW_PASSWORD) =>
  new TestClient(t.app).post('/api/update_password/', { ...link, password });

describe('POST /api/require_password_reset/', () => {
  it('mails a link to {PUBLIC_URL}/update_password/{uidb64}/{token}, in HTML and text', async () => {
    const { user, email } = await createUser(t);
    const response = await new TestClient(t.app).post('/api/require_password_reset/', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: resetAnswer(email) });

    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Windfamily | Reset your password');
    const textLink = linkIn(mail.text, RESET_LINK);
    expect(textLink).toMatch(
      new RegExp(`^http://shop\\.test/update_password/${encodeUid(user.id)}/[0-9a-z]+-[\\w-]+$`),
    );
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain(`href="${textLink}"`);
    expect(mail.text).not.toContain('<');
  });

  it('answers the same for an unknown address and mails nobody', async () => {
    const { email } = await createUser(t);
    const unknown = uniqueEmail('nobody');
    const known = await new TestClient(t.app).post('/api/require_password_reset/', { email });
    const stranger = await new TestClient(t.app).post('/api/require_password_reset/', {
      email: unknown,
    });
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.json<{ detail: string }>().detail.replace(unknown, '<email>')).toBe(
      known.json<{ detail: string }>().detail.replace(email, '<email>'),
    );
    expect(Object.keys(stranger.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(await mailsTo(t, unknown)).toHaveLength(0);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('mails nobody for a deactivated account, with the same answer', async () => {
    const { user, email } = await createUser(t);
    await t.app.services.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, user.id));
    const response = await new TestClient(t.app).post('/api/require_password_reset/', { email });
    expect(response.json()).toEqual({ detail: resetAnswer(email) });
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('finds the account whatever the case of the address', async () => {
    const { email } = await createUser(t);
    await new TestClient(t.app).post('/api/require_password_reset/', {
      email: email.toUpperCase(),
    });
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it.each([
    [{ email: 'nope' }, { email: [MSG.invalidEmail] }],
    [{ email: '' }, { email: [MSG.required] }],
    [{}, { email: [MSG.required] }],
  ])('rejects %j with the spec message', async (payload, errors) => {
    await t.mails.drain();
    const sent = t.mails.sent.length;
    expectApiError(
      await new TestClient(t.app).post('/api/require_password_reset/', payload),
      400,
      errors,
    );
    await t.mails.drain();
    expect(t.mails.sent.length).toBe(sent);
  });

  it('refuses a request without the CSRF header and mails nothing', async () => {
    const { email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.get('/api/status/');
    const response = await client.post('/api/require_password_reset/', { email }, { csrf: false });
    expect(expectApiError(response, 403).detail).toBe(CSRF_DETAIL);
    const wrong = await client.post(
      '/api/require_password_reset/',
      { email },
      { csrf: false, headers: { 'x-csrftoken': 'forged' } },
    );
    expectApiError(wrong, 403);
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('limits requests per address with a clear 429 and Retry-After', async () => {
    const { email } = await createUser(t);
    const address = '10.4.0.1';
    for (let i = 0; i < RATE_LIMITS.mailRequestPerAddress.limit; i++) {
      const response = await new TestClient(t.app, address).post('/api/require_password_reset/', {
        email: uniqueEmail('nobody'),
      });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await new TestClient(t.app, address).post('/api/require_password_reset/', {
      email,
    });
    expect(expectApiError(blocked, 429).detail).toBe('Too many requests. Please try again later.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(t, email)).toHaveLength(0);
    // Another address is not affected.
    await new TestClient(t.app, '10.4.0.2').post('/api/require_password_reset/', { email });
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('sends at most 3 mails an hour to one inbox, answering as usual', async () => {
    const { email } = await createUser(t);
    for (let i = 0; i < RATE_LIMITS.mailPerRecipient.limit + 2; i++) {
      const response = await new TestClient(t.app).post('/api/require_password_reset/', { email });
      expect(response.json()).toEqual({ detail: resetAnswer(email) });
    }
    expect(await mailsTo(t, email)).toHaveLength(RATE_LIMITS.mailPerRecipient.limit);
  });
});

describe('POST /api/update_password/ with a reset link', () => {
  it('sets the new password, ends every session and works only once', async () => {
    const { user, email } = await createUser(t);
    const laptop = new TestClient(t.app);
    await laptop.login(email, PASSWORD);
    const link = await requestResetLink(email);

    const response = await resetWith(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Your password has been changed.' });

    expectApiError(await laptop.get('/api/login/'), 401);
    const hashAfterReset = (await userById(t, user.id)).passwordHash;

    // Second use of the same link.
    expectApiError(await resetWith(link, 'third-password'), 400, { token: [INVALID_LINK] });
    expect((await userById(t, user.id)).passwordHash).toBe(hashAfterReset);

    expect(await canLogIn(t, email, PASSWORD)).toBe(false);
    expect(await canLogIn(t, email, NEW_PASSWORD)).toBe(true);
  });

  it('takes a link whose signature holds a dash of its own', async () => {
    // The signature is base64url, whose alphabet has '-': about every second token has one.
    const { user, email } = await createUser(t);
    let token = '';
    for (let at = nowSeconds(); !token.slice(token.indexOf('-') + 1).includes('-'); at -= 1) {
      token = t.app.services.accounts.tokens.passwordReset(user, at);
    }
    const response = await resetWith({ uidb64: encodeUid(user.id), token });
    expect(response.statusCode, `${token}: ${response.body}`).toBe(200);
    expect(await canLogIn(t, email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a link older than three days, and takes one just younger', async () => {
    const { user, email } = await createUser(t);
    const uidb64 = encodeUid(user.id);
    const old = t.app.services.accounts.tokens.passwordReset(user, nowSeconds() - THREE_DAYS - 10);
    expectApiError(await resetWith({ uidb64, token: old }), 400, { token: [INVALID_LINK] });
    expect((await userById(t, user.id)).passwordHash).toBe(user.passwordHash);

    const young = t.app.services.accounts.tokens.passwordReset(
      user,
      nowSeconds() - THREE_DAYS + 60,
    );
    expect((await resetWith({ uidb64, token: young })).statusCode).toBe(200);
    expect(await canLogIn(t, email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a link once the password was changed by other means', async () => {
    const { email } = await createUser(t);
    const link = await requestResetLink(email);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    // The login alone voids the link too (Django's rule); change the password to be explicit.
    const changed = await client.post('/api/update_password/', {
      old_password: PASSWORD,
      password: 'changed-on-page',
    });
    expect(changed.statusCode).toBe(200);
    expectApiError(await resetWith(link), 400, { token: [INVALID_LINK] });
    expect(await canLogIn(t, email, 'changed-on-page')).toBe(true);
  });

  it("refuses another account's token and tampered links", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const token = t.app.services.accounts.tokens.passwordReset(alice.user);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const cases = [
      { uidb64: encodeUid(bob.user.id), token },
      { uidb64: encodeUid(alice.user.id), token: tampered },
      { uidb64: encodeUid(alice.user.id), token: 'garbage' },
      { uidb64: encodeUid(alice.user.id), token: `${token.split('-')[0]}-${'é'.repeat(32)}` },
      { uidb64: 'not-base64-of-a-number', token },
      { uidb64: encodeUid(99_999_999_999), token }, // beyond the id column's range
      { uidb64: encodeUid(0), token },
    ];
    for (const link of cases) {
      expectApiError(await resetWith(link), 400, { token: [INVALID_LINK] });
    }
    expect((await userById(t, alice.user.id)).passwordHash).toBe(alice.user.passwordHash);
    expect((await userById(t, bob.user.id)).passwordHash).toBe(bob.user.passwordHash);
  });

  it('checks the new password like registration and keeps the link usable', async () => {
    const { user, email } = await createUser(t);
    const link = {
      uidb64: encodeUid(user.id),
      token: t.app.services.accounts.tokens.passwordReset(user),
    };
    expectApiError(await resetWith(link, 'short'), 400, { password: [MSG.passwordTooShort] });
    expectApiError(await resetWith(link, 'x'.repeat(26)), 400, {
      password: [MSG.passwordTooLong],
    });
    expectApiError(await resetWith(link, ''), 400, { password: [MSG.required] });
    expect((await userById(t, user.id)).passwordHash).toBe(user.passwordHash);
    expect((await resetWith(link)).statusCode).toBe(200);
    expect(await canLogIn(t, email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a reset without the CSRF header; the link stays usable', async () => {
    const { user } = await createUser(t);
    const link = {
      uidb64: encodeUid(user.id),
      token: t.app.services.accounts.tokens.passwordReset(user),
    };
    const client = new TestClient(t.app);
    await client.get('/api/status/');
    const response = await client.post(
      '/api/update_password/',
      { ...link, password: NEW_PASSWORD },
      { csrf: false },
    );
    expectApiError(response, 403);
    expect((await userById(t, user.id)).passwordHash).toBe(user.passwordHash);
    expect((await resetWith(link)).statusCode).toBe(200);
  });
});

describe('POST /api/update_password/ when logged in', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { email } = await createUser(t);
    const here = new TestClient(t.app);
    const elsewhere = new TestClient(t.app);
    await here.login(email, PASSWORD);
    await elsewhere.login(email, PASSWORD);

    const response = await here.post('/api/update_password/', {
      old_password: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Your password has been changed.' });
    expect((await here.get('/api/login/')).statusCode).toBe(200);
    expectApiError(await elsewhere.get('/api/login/'), 401);
    expect(await canLogIn(t, email, PASSWORD)).toBe(false);
    expect(await canLogIn(t, email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { user, email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    const response = await client.post('/api/update_password/', {
      old_password: 'not-my-password',
      password: NEW_PASSWORD,
    });
    expectApiError(response, 400, { old_password: ['Your current password is not correct.'] });
    expect((await userById(t, user.id)).passwordHash).toBe(user.passwordHash);
    expect((await client.get('/api/login/')).statusCode).toBe(200);
  });

  it('limits guesses of the current password like logins (429 after 5 wrong ones)', async () => {
    const { user, email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    const change = (old_password: string) =>
      client.post('/api/update_password/', { old_password, password: NEW_PASSWORD });
    for (let i = 0; i < RATE_LIMITS.loginPerAccount.limit; i++) {
      expectApiError(await change(`guess-${i}`), 400);
    }
    expect((await change(PASSWORD)).statusCode).toBe(429);
    expect((await userById(t, user.id)).passwordHash).toBe(user.passwordHash);
  });

  it.each([
    [{ old_password: PASSWORD, password: 'short' }, { password: [MSG.passwordTooShort] }],
    [{ old_password: PASSWORD, password: 'y'.repeat(26) }, { password: [MSG.passwordTooLong] }],
    [{ old_password: '', password: NEW_PASSWORD }, { old_password: [MSG.required] }],
    [
      {},
      {
        __all__: ['Send uidb64, token and password (reset link), or old_password and password.'],
      },
    ],
  ])('rejects %j with a clear message', async (payload, errors) => {
    const { user, email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    expectApiError(await client.post('/api/update_password/', payload), 400, errors);
    expect((await userById(t, user.id)).passwordHash).toBe(user.passwordHash);
  });

  it('answers 401 when nobody is logged in', async () => {
    const response = await new TestClient(t.app).post('/api/update_password/', {
      old_password: PASSWORD,
      password: NEW_PASSWORD,
    });
    expectApiError(response, 401);
  });

  it('refuses a change without the CSRF header or with a wrong one', async () => {
    const { user, email } = await createUser(t);
    const client = new TestClient(t.app);
    await client.login(email, PASSWORD);
    const body = { old_password: PASSWORD, password: NEW_PASSWORD };
    expectApiError(await client.post('/api/update_password/', body, { csrf: false }), 403);
    expectApiError(
      await client.post('/api/update_password/', body, {
        csrf: false,
        headers: { 'x-csrftoken': 'forged' },
      }),
      403,
    );
    expect((await userById(t, user.id)).passwordHash).toBe(user.passwordHash);
  });
});
