import { screen, waitFor } from '@testing-library/react';
import { MSG } from '@windfamily/contract/messages';
import { describe, expect, it } from 'vitest';
import { demoUser, jsonResponse, mockApi, renderWithProviders } from '../test/render';
import { LoginPanel } from './login-panel';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function renderPanel() {
  const view = renderWithProviders(<LoginPanel />);
  await screen.findByRole('button', { name: 'Login' });
  return view;
}

describe('LoginPanel', () => {
  it('validates e-mail and password before calling the server', async () => {
    const calls = mockApi();
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(2);
    await user.type(field(/^e-mail/i), 'pilot');
    await user.tab();
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('logs in, toasts "Logged in!" and greets the user', async () => {
    let loggedIn = false;
    const calls = mockApi({
      'GET /api/login/': () =>
        loggedIn ? jsonResponse(demoUser) : jsonResponse({ detail: 'Not logged in' }, 401),
      'POST /api/login/': () => {
        loggedIn = true;
        return jsonResponse(demoUser);
      },
    });
    const { user } = await renderPanel();
    await user.type(field(/^e-mail/i), 'Anna@example.com');
    await user.type(field(/^password/i), 'demo-pass-1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MSG.loggedIn)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello Anna Alpin' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'anna@example.com',
      password: 'demo-pass-1234',
    });
  });

  it('toasts "Login failed!" and shows "Invalid Credentials" on wrong credentials', async () => {
    mockApi({
      'POST /api/login/': () =>
        jsonResponse(
          { detail: MSG.invalidCredentials, errors: { __all__: [MSG.invalidCredentials] } },
          400,
        ),
    });
    const { user } = await renderPanel();
    await user.type(field(/^e-mail/i), 'anna@example.com');
    await user.type(field(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MSG.loginFailed)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invalidCredentials);
  });

  it("shows the server's message when logins are rate limited", async () => {
    const tooMany = 'Too many login attempts. Please wait a few minutes and try again.';
    mockApi({ 'POST /api/login/': () => jsonResponse({ detail: tooMany }, 429) });
    const { user } = await renderPanel();
    await user.type(field(/^e-mail/i), 'anna@example.com');
    await user.type(field(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MSG.loginFailed)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });

  it('logs out with "Logged out!"', async () => {
    let loggedIn = true;
    mockApi({
      'GET /api/login/': () =>
        loggedIn ? jsonResponse(demoUser) : jsonResponse({ detail: 'Not logged in' }, 401),
      'POST /api/logout/': () => {
        loggedIn = false;
        return jsonResponse({ detail: 'Logged out' });
      },
    });
    const { user } = renderWithProviders(<LoginPanel />);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(MSG.loggedOut)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('toasts "Logout failed!" when the logout fails', async () => {
    mockApi({
      'GET /api/login/': () => jsonResponse(demoUser),
      'POST /api/logout/': () => jsonResponse({ detail: 'CSRF Failed.' }, 403),
    });
    const { user } = renderWithProviders(<LoginPanel />);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(MSG.logoutFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello Anna Alpin' })).toBeInTheDocument();
  });

  it.each([
    ['the server accepts', () => jsonResponse({ detail: 'sent' })],
    ['the server fails', () => jsonResponse({ detail: 'Something went wrong on our side.' }, 500)],
  ])('confirms the password reset whatever the outcome (%s)', async (_case, answer) => {
    const calls = mockApi({ 'POST /api/require_password_reset/': answer });
    const { user } = await renderPanel();
    await user.type(field(/^e-mail/i), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));

    expect(field(/^e-mail/i)).toHaveValue('nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(MSG.passwordResetSent('nobody@example.com')),
    ).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordResetInstructions)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'nobody@example.com',
    });

    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(field(/^password/i)).toBeInTheDocument());
  });
});
