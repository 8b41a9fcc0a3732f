import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { AccountTokens } from './modules/accounts/tokens';
import { createTestApp, type TestApp, TestClient } from './test/harness';
import { cookieOf, createUser, expectApiError, PASSWORD } from './test/helpers';

describe('APP_MODE=prod', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_MODE: 'prod', SECRET_KEY: 'x'.repeat(40) });
  });
  afterAll(async () => t.close());

  it('says prod in the status call', async () => {
    const response = await new TestClient(t.app).get('/api/status/');
    expect(response.json()).toEqual({ application_mode: 'prod', version: '202601010000-test' });
  });

  it.each(['/api/docs', '/api/docs/', '/api/docs/json', '/dev/mails/', '/dev/mails'])(
    'hides the dev tool %s (404)',
    async (url) => {
      expectApiError(await new TestClient(t.app).get(url), 404);
    },
  );

  it('sets Secure cookies: csrftoken (script-readable) and sessionid (HttpOnly, Lax)', async () => {
    const { email } = await createUser(t);
    const client = new TestClient(t.app);
    const first = await client.get('/api/status/');
    expect(cookieOf(first, 'csrftoken')).toMatchObject({ secure: true, sameSite: 'Lax' });
    expect(cookieOf(first, 'csrftoken')?.httpOnly).toBeFalsy();

    const login = await client.login(email, PASSWORD);
    expect(cookieOf(login, 'sessionid')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const logout = await client.post('/api/logout/');
    expect(cookieOf(logout, 'sessionid')).toMatchObject({ secure: true, value: '' });
  });

  it('signs reset links with SECRET_KEY, not the dev key', async () => {
    const { user } = await createUser(t);
    const devTokens = new AccountTokens(loadConfig({}).secretKey);
    const token = t.app.services.accounts.tokens.passwordReset(user);
    expect(t.app.services.accounts.tokens.checkPasswordReset(user, token)).toBe(true);
    expect(devTokens.checkPasswordReset(user, token)).toBe(false);
  });
});
