import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@windfamily/contract/messages';
import { createTestApp, type TestApp, TestClient, uniqueEmail } from '../../test/harness';
import {
  CSRF_DETAIL,
  canLogIn,
  createUser,
  expectApiError,
  linkIn,
  loggedInClient,
  mailsTo,
  nowSeconds,
  PASSWORD,
  THREE_DAYS,
  userById,
} from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CONFIRM_LINK = 'http://shop.test/store/me/update_email?token=';
const INVALID_LINK = 'The confirmation link is invalid or has expired.';
const EMAIL_TAKEN = 'An account with this e-mail address already exists.';

/** Asks for a change to `newEmail` as `client` and answers the token of the mailed link. */
async function requestChange(client: TestClient, newEmail: string) {
  const response = await client.post('/api/require_email_reset/', { email: newEmail });
  expect(response.statusCode, response.body).toBe(200);
  const mail = (await mailsTo(t, newEmail)).at(-1);
  if (!mail) throw new Error(`no mail to ${newEmail}`);
  return decodeURIComponent(linkIn(mail.text, CONFIRM_LINK).slice(CONFIRM_LINK.length));
}

const confirm = (token: string) => new TestClient(t.app).post('/api/update_email', { token });

describe('POST /api/require_email_reset/', () => {
  it('mails a confirmation link to the new address only, in HTML and text', async () => {
    const { client, email } = await loggedInClient(t);
    const newEmail = uniqueEmail('new');
    const response = await client.post('/api/require_email_reset/', { email: newEmail });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: `We sent a confirmation link to ${newEmail}.` });

    const mails = await mailsTo(t, newEmail);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Windfamily | Confirm your new e-mail address');
    const link = linkIn(mail.text, CONFIRM_LINK);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(email); // names the old address, so the reader knows which account
    expect(await mailsTo(t, email)).toHaveLength(0);
    // Nothing changes before the link is confirmed.
    expect((await client.get('/api/login/')).json<{ email: string }>().email).toBe(email);
  });

  it('refuses an address that another account uses, and mails nothing', async () => {
    const { client, user } = await loggedInClient(t);
    const other = await createUser(t);
    const response = await client.post('/api/require_email_reset/', {
      email: other.email.toUpperCase(),
    });
    expectApiError(response, 400, { email: [EMAIL_TAKEN] });
    expect(await mailsTo(t, other.email)).toHaveLength(0);
    expect((await userById(t, user.id)).email).toBe(user.email);
  });

  it('refuses the current address', async () => {
    const { client, email } = await loggedInClient(t);
    expectApiError(await client.post('/api/require_email_reset/', { email }), 400, {
      email: ['This is already your e-mail address.'],
    });
  });

  it.each([
    [{ email: 'new.example.com' }, { email: [MSG.invalidEmail] }],
    [{ email: '' }, { email: [MSG.required] }],
    [{}, { email: [MSG.required] }],
  ])('rejects %j with the spec message', async (payload, errors) => {
    const { client } = await loggedInClient(t);
    await t.mails.drain();
    const sent = t.mails.sent.length;
    expectApiError(await client.post('/api/require_email_reset/', payload), 400, errors);
    await t.mails.drain();
    expect(t.mails.sent.length).toBe(sent);
  });

  it('answers 401 when nobody is logged in, and mails nothing', async () => {
    const newEmail = uniqueEmail('new');
    const response = await new TestClient(t.app).post('/api/require_email_reset/', {
      email: newEmail,
    });
    expectApiError(response, 401);
    expect(await mailsTo(t, newEmail)).toHaveLength(0);
  });

  it('refuses a request without the CSRF header or with a wrong one, and mails nothing', async () => {
    const { client } = await loggedInClient(t);
    const newEmail = uniqueEmail('new');
    const missing = await client.post(
      '/api/require_email_reset/',
      { email: newEmail },
      { csrf: false },
    );
    expect(expectApiError(missing, 403).detail).toBe(CSRF_DETAIL);
    const wrong = await client.post(
      '/api/require_email_reset/',
      { email: newEmail },
      { csrf: false, headers: { 'x-csrftoken': 'forged' } },
    );
    expectApiError(wrong, 403);
    expect(await mailsTo(t, newEmail)).toHaveLength(0);
  });

  it('shares the per-address limit of reset requests', async () => {
    const account = await createUser(t);
    const client = new TestClient(t.app, '10.5.0.1');
    await client.login(account.email, account.password);
    for (let i = 0; i < 10; i++) {
      const response = await client.post('/api/require_password_reset/', {
        email: uniqueEmail('nobody'),
      });
      expect(response.statusCode).toBe(200);
    }
    const newEmail = uniqueEmail('new');
    const blocked = await client.post('/api/require_email_reset/', { email: newEmail });
    expectApiError(blocked, 429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(t, newEmail)).toHaveLength(0);
  });
});

describe('POST /api/update_email', () => {
  it('moves the account to the new address; it logs in with it, not with the old one', async () => {
    const { client, user, email } = await loggedInClient(t);
    const newEmail = uniqueEmail('new');
    const token = await requestChange(client, newEmail);

    // The link may be opened in another browser: no session needed.
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Your e-mail address has been changed.',
      email: newEmail,
    });
    expect((await userById(t, user.id)).email).toBe(newEmail);
    expect((await client.get('/api/login/')).json<{ email: string }>().email).toBe(newEmail);
    expect(await canLogIn(t, newEmail, PASSWORD)).toBe(true);
    expect(await canLogIn(t, email, PASSWORD)).toBe(false);

    const notice = (await mailsTo(t, email)).at(-1);
    expect(notice?.subject).toBe('Windfamily | Your e-mail address was changed');
    expect(notice?.text).toContain(`is now ${newEmail}`);
  });

  it('works only once', async () => {
    const { client, user } = await loggedInClient(t);
    const first = uniqueEmail('new');
    const token = await requestChange(client, first);
    expect((await confirm(token)).statusCode).toBe(200);
    expectApiError(await confirm(token), 400, { token: [INVALID_LINK] });
    expect((await userById(t, user.id)).email).toBe(first);
  });

  it('refuses a link older than three days', async () => {
    const { user } = await createUser(t);
    const newEmail = uniqueEmail('new');
    const old = t.app.services.accounts.tokens.emailChange(
      user,
      newEmail,
      nowSeconds() - THREE_DAYS - 10,
    );
    expectApiError(await confirm(old), 400, { token: [INVALID_LINK] });
    expect((await userById(t, user.id)).email).toBe(user.email);
    const young = t.app.services.accounts.tokens.emailChange(
      user,
      newEmail,
      nowSeconds() - THREE_DAYS + 60,
    );
    expect((await confirm(young)).statusCode).toBe(200);
  });

  it('refuses a link once the password has changed', async () => {
    const { client, user } = await loggedInClient(t);
    const newEmail = uniqueEmail('new');
    const token = await requestChange(client, newEmail);
    const changed = await client.post('/api/update_password/', {
      old_password: PASSWORD,
      password: 'another-password',
    });
    expect(changed.statusCode).toBe(200);
    expectApiError(await confirm(token), 400, { token: [INVALID_LINK] });
    expect((await userById(t, user.id)).email).toBe(user.email);
  });

  it('refuses an address that another account took in the meantime', async () => {
    const { client, user } = await loggedInClient(t);
    const contested = uniqueEmail('contested');
    const token = await requestChange(client, contested);
    const registered = await new TestClient(t.app).post('/api/register', {
      email: contested,
      password: 'good-password',
      phone: '+43 664 1234567',
      address: {
        name: 'Quick Quentin',
        address: 'Landeplatz 2',
        zipcode: '6020',
        city: 'Innsbruck',
        country: 'at',
      },
    });
    expect(registered.statusCode).toBe(201);

    expectApiError(await confirm(token), 400, { email: [EMAIL_TAKEN] });
    expect((await userById(t, user.id)).email).toBe(user.email);
  });

  it('refuses a second pending link once the first one moved the account', async () => {
    const { client, user } = await loggedInClient(t);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const firstToken = await requestChange(client, first);
    const secondToken = await requestChange(client, second);
    expect((await confirm(secondToken)).statusCode).toBe(200);
    expectApiError(await confirm(firstToken), 400, { token: [INVALID_LINK] });
    expect((await userById(t, user.id)).email).toBe(second);
  });

  it('refuses tampered and malformed tokens without a server error', async () => {
    const { user } = await createUser(t);
    const other = await createUser(t);
    const token = t.app.services.accounts.tokens.emailChange(user, uniqueEmail('new'));
    const [payload = '', signature = ''] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ u: other.user.id, e: 'thief@example.com', t: nowSeconds() }),
    ).toString('base64url');
    const crafted = (data: unknown) =>
      `${Buffer.from(JSON.stringify(data)).toString('base64url')}.${signature}`;
    const cases = [
      `${forgedPayload}.${signature}`,
      `${payload}.${signature.slice(0, -2)}xx`,
      `${payload}.${signature}.extra`,
      'garbage',
      '.',
      crafted({ u: 1.5, e: 'x@example.com', t: nowSeconds() }),
      crafted({ u: 99_999_999_999, e: 'x@example.com', t: nowSeconds() }),
      crafted({ u: '1', e: 'x@example.com', t: nowSeconds() }),
      `${payload}.${'é'.repeat(signature.length)}`,
    ];
    for (const bad of cases) {
      expectApiError(await confirm(bad), 400, { token: [INVALID_LINK] });
    }
    expect((await userById(t, user.id)).email).toBe(user.email);
    expect((await userById(t, other.user.id)).email).toBe(other.email);
  });

  it('rejects a missing token with the spec message', async () => {
    expectApiError(await new TestClient(t.app).post('/api/update_email', {}), 400, {
      token: [MSG.required],
    });
  });

  it('refuses a confirmation without the CSRF header or with a wrong one', async () => {
    const { client, user } = await loggedInClient(t);
    const newEmail = uniqueEmail('new');
    const token = await requestChange(client, newEmail);
    expectApiError(await client.post('/api/update_email', { token }, { csrf: false }), 403);
    expectApiError(
      await client.post(
        '/api/update_email',
        { token },
        { csrf: false, headers: { 'x-csrftoken': 'forged' } },
      ),
      403,
    );
    expect((await userById(t, user.id)).email).toBe(user.email);
    // The link still works afterwards.
    expect((await confirm(token)).statusCode).toBe(200);
  });
});
