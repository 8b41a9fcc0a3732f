import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../test/render';
import UpdateEmailPage from './update-email-page';

const renderPage = (route: string) =>
  renderWithProviders(<UpdateEmailPage />, { path: '/store/me/update_email', route });

describe('UpdateEmailPage', () => {
  it('confirms the new e-mail with the token of the link', async () => {
    const calls = mockApi({
      'POST /api/update_email': () =>
        jsonResponse({
          detail: 'Your e-mail address has been changed.',
          email: 'anna.new@example.com',
        }),
    });
    const { user } = renderPage('/store/me/update_email?token=tok%2B1');
    expect(document.title).toBe('Windfamily | Update e-mail');
    await user.click(await screen.findByRole('button', { name: 'Confirm new e-mail' }));

    expect(await screen.findByText('Your e-mail address has been changed.')).toBeInTheDocument();
    expect(screen.getByText('From now on, log in with anna.new@example.com.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'tok+1' });
  });

  it("shows the server's message when the link is invalid", async () => {
    mockApi({
      'POST /api/update_email': () =>
        jsonResponse({ detail: 'The confirmation link is invalid or has expired.' }, 400),
    });
    const { user } = renderPage('/store/me/update_email?token=old');
    await user.click(await screen.findByRole('button', { name: 'Confirm new e-mail' }));
    expect(
      await screen.findByText('The confirmation link is invalid or has expired.'),
    ).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    mockApi();
    renderPage('/store/me/update_email');
    expect(await screen.findByText(/This link has no confirmation token/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm new e-mail' })).not.toBeInTheDocument();
  });
});
