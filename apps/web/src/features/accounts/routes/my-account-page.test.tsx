import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@windfamily/contract/messages';
import { describe, expect, it } from 'vitest';
import { demoUser, jsonResponse, mockApi, renderWithProviders } from '../test/render';
import MyAccountPage from './my-account-page';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

async function renderLoggedIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ 'GET /api/login/': () => jsonResponse(demoUser), ...handlers });
  const view = renderWithProviders(<MyAccountPage />);
  await screen.findByRole('heading', { name: 'My Account', level: 1 });
  return { ...view, calls };
}

describe('MyAccountPage', () => {
  it('asks anonymous visitors to log in or register', async () => {
    mockApi();
    renderWithProviders(<MyAccountPage />);
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see your account' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Join the Windfamily' })).toBeInTheDocument();
    expect(document.title).toBe('Windfamily | My Account');
  });

  it('prefills the contact form from the address, name and attname on two lines', async () => {
    await renderLoggedIn();
    expect(field(/^full name/i)).toHaveValue('Anna Alpin\nFlying Club');
    expect(field(/^address/i)).toHaveValue('Hauptstraße 1\nTop 3');
    expect(field(/^zip code/i)).toHaveValue('6020');
    expect(field(/^city/i)).toHaveValue('Innsbruck');
    expect(field(/^state/i)).toHaveValue('Tyrol');
    expect(field(/^phone/i)).toHaveValue('+43 664 1234567');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^country/i })).toHaveValue('Austria'),
    );
    expect(screen.getByText('anna@example.com', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('15 March 2024')).toBeInTheDocument();
  });

  it('saves changed contact details', async () => {
    const { user, calls } = await renderLoggedIn({
      'POST /api/update_user_info': (body) =>
        jsonResponse({
          ...demoUser,
          address: { ...demoUser.address, city: 'Hall in Tirol' },
          ...(body as object),
        }),
    });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(field(/^city/i));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    await user.type(field(/^city/i), 'Hall in Tirol');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/update_user_info')?.body).toEqual({
      phone: '+43 664 1234567',
      address: {
        name: 'Anna Alpin Flying Club',
        address: 'Hauptstraße 1',
        address2: 'Top 3',
        zipcode: '6020',
        city: 'Hall in Tirol',
        state: 'Tyrol',
        country: 'at',
      },
    });
  });

  it('shows a wrong current password on its field', async () => {
    const wrong = 'Your current password is not correct.';
    const { user } = await renderLoggedIn({
      'POST /api/update_password/': () =>
        jsonResponse({ detail: wrong, errors: { old_password: [wrong] } }, 400),
    });
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^current password/i), 'not-my-password');
    await user.type(within(form).getByLabelText(/^new password/i), 'a-new-password');
    await user.type(within(form).getByLabelText(/^confirm new password/i), 'a-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(within(form).getByLabelText(/^current password/i)).toHaveAccessibleDescription(wrong),
    );
  });

  it('changes the password', async () => {
    const { user, calls } = await renderLoggedIn({
      'POST /api/update_password/': () =>
        jsonResponse({ detail: 'Your password has been changed.' }),
    });
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^current password/i), 'demo-pass-1234');
    await user.type(within(form).getByLabelText(/^new password/i), 'a-new-password');
    await user.type(within(form).getByLabelText(/^confirm new password/i), 'a-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/update_password/')?.body).toEqual({
      old_password: 'demo-pass-1234',
      password: 'a-new-password',
    });
    await waitFor(() => expect(within(form).getByLabelText(/^current password/i)).toHaveValue(''));
  });

  it('asks for a confirmation link to change the e-mail', async () => {
    const { user, calls } = await renderLoggedIn({
      'POST /api/require_email_reset/': (body) =>
        jsonResponse({
          detail: `We sent a confirmation link to ${(body as { email: string }).email}.`,
        }),
    });
    const form = screen.getByRole('form', { name: 'Change e-mail' });
    await user.type(within(form).getByLabelText(/^new e-mail/i), 'anna.new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Change e-mail' }));

    expect(
      await screen.findByText('We sent a confirmation link to anna.new@example.com.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Open the link in that e-mail to finish the change/),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/require_email_reset/')?.body).toEqual({
      email: 'anna.new@example.com',
    });
  });
});
