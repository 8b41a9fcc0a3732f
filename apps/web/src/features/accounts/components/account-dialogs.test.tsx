import { act, screen, waitFor } from '@testing-library/react';
import { MSG } from '@windfamily/contract/messages';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../api';
import { demoUser, jsonResponse, mockApi, renderWithProviders } from '../test/render';
import { useAccountDialogs } from './account-dialogs';

function DialogButtons() {
  const { openLogin, openRegister } = useAccountDialogs();
  return (
    <>
      <button onClick={openLogin}>Open login</button>
      <button onClick={openRegister}>Open register</button>
    </>
  );
}

describe('AccountDialogsProvider', () => {
  it('opens the login dialog and closes it with the close button', async () => {
    mockApi();
    const { user } = renderWithProviders(<DialogButtons />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(await screen.findByLabelText(/^e-mail/i, { selector: 'input' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('closes the login dialog when the login succeeds', async () => {
    let loggedIn = false;
    mockApi({
      'GET /api/login/': () =>
        loggedIn ? jsonResponse(demoUser) : jsonResponse({ detail: 'Not logged in' }, 401),
      'POST /api/login/': () => {
        loggedIn = true;
        return jsonResponse(demoUser);
      },
    });
    const { user } = renderWithProviders(<DialogButtons />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.type(
      await screen.findByLabelText(/^e-mail/i, { selector: 'input' }),
      'anna@example.com',
    );
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'demo-pass-1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MSG.loggedIn)).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('closes the create-account dialog on any login-state change', async () => {
    mockApi();
    const { user, queryClient } = renderWithProviders(<DialogButtons />);
    await waitFor(() => expect(queryClient.getQueryData(accountKeys.currentUser())).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeDisabled();

    act(() => {
      queryClient.setQueryData(accountKeys.currentUser(), demoUser);
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('keeps a dialog open when the session status first arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/login/': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user, queryClient } = renderWithProviders(<DialogButtons />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await screen.findByRole('dialog', { name: 'Login' });

    answer(jsonResponse({ detail: 'Not logged in' }, 401));
    await waitFor(() => expect(queryClient.getQueryData(accountKeys.currentUser())).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('switches from the login dialog to the create-account dialog', async () => {
    mockApi();
    const { user } = renderWithProviders(<DialogButtons />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await screen.findByRole('dialog', { name: 'Login' });
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  });
});
