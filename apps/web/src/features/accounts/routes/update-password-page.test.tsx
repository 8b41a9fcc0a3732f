import { screen } from '@testing-library/react';
import { MSG } from '@windfamily/contract/messages';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../test/render';
import UpdatePasswordPage from './update-password-page';

const renderPage = () =>
  renderWithProviders(<UpdatePasswordPage />, {
    path: '/update_password/:uidb64/:token',
    route: '/update_password/Nw/abc-123',
  });

async function submitNewPassword(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText(/^new password/i, { selector: 'input' }), 'a-new-password');
  await user.type(
    screen.getByLabelText(/^confirm new password/i, { selector: 'input' }),
    'a-new-password',
  );
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('UpdatePasswordPage', () => {
  it('sets the new password with the link and offers to log in', async () => {
    const calls = mockApi({
      'POST /api/update_password/': () =>
        jsonResponse({ detail: 'Your password has been changed.' }),
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(document.title).toBe('Windfamily | Set a new password');
    await submitNewPassword(user);

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      uidb64: 'Nw',
      token: 'abc-123',
      password: 'a-new-password',
    });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('checks the new password and its confirmation', async () => {
    mockApi();
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(/^new password/i, { selector: 'input' }), 'short');
    expect(await screen.findByText(MSG.passwordTooShort)).toBeInTheDocument();
    await user.type(
      screen.getByLabelText(/^confirm new password/i, { selector: 'input' }),
      'other',
    );
    expect(await screen.findByText(MSG.passwordsDontMatch)).toBeInTheDocument();
  });

  it('explains an expired link and offers to request a new one', async () => {
    const expired = 'The reset link is invalid or has expired. Please request a new one.';
    mockApi({
      'POST /api/update_password/': () =>
        jsonResponse({ detail: expired, errors: { token: [expired] } }, 400),
      'POST /api/require_password_reset/': () => jsonResponse({ detail: 'sent' }),
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Set a new password' });
    await submitNewPassword(user);

    expect(await screen.findByText(expired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^e-mail/i, { selector: 'input' }), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.passwordResetSent('anna@example.com'))).toBeInTheDocument();
  });
});
