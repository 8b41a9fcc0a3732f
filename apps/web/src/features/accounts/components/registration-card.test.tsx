import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@windfamily/contract/messages';
import { describe, expect, it } from 'vitest';
import { demoUser, jsonResponse, mockApi, renderWithProviders } from '../test/render';
import { RegistrationCard } from './registration-card';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

async function renderCard() {
  const view = renderWithProviders(<RegistrationCard />);
  await screen.findByRole('heading', { name: 'Join the Windfamily' });
  return view;
}

async function fillValidForm(user: ReturnType<typeof renderWithProviders>['user']) {
  const entries: [RegExp, string][] = [
    [/^e-mail/i, 'Anna@Example.com'],
    [/^password/i, 'flying-high-42'],
    [/^confirm password/i, 'flying-high-42'],
    [/^full name/i, 'Anna Alpin\nc/o Flying Club'],
    [/^address/i, 'Hauptstraße 1\nTop 3'],
    [/^zip code/i, '6020'],
    [/^city/i, 'Innsbruck'],
  ];
  for (const [label, text] of entries) {
    await user.click(field(label));
    await user.paste(text);
  }
  await user.type(field(/^phone/i), '6641234567');
}

describe('RegistrationCard', () => {
  it('shows every validation message on bad input and keeps Register disabled', async () => {
    mockApi();
    const { user } = await renderCard();
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();

    await user.type(field(/^e-mail/i), 'not-an-email');
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();

    await user.type(field(/^password/i), 'short');
    expect(await screen.findByText(MSG.passwordTooShort)).toBeInTheDocument();
    await user.paste('-and-now-far-too-long-for-it');
    expect(await screen.findByText(MSG.passwordTooLong)).toBeInTheDocument();

    await user.click(field(/^confirm password/i));
    await user.paste('something-else');
    expect(await screen.findByText(MSG.passwordsDontMatch)).toBeInTheDocument();

    await user.type(field(/^phone/i), '12');
    expect(await screen.findByText(MSG.invalidPhone)).toBeInTheDocument();

    await user.type(field(/^city/i), 'x');
    await user.clear(field(/^city/i));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();

    expect(register).toBeDisabled();
  });

  it('cuts a third line of the full name and the address while typing', async () => {
    mockApi();
    const { user } = await renderCard();
    await user.type(field(/^full name/i), 'Anna{Enter}Club{Enter}');
    expect(field(/^full name/i)).toHaveValue('Anna\nClub');
    await user.click(field(/^address/i));
    await user.paste('Street 1\nTop 3\nMore');
    expect(field(/^address/i)).toHaveValue('Street 1\nTop 3');
  });

  it('enables Register for valid input and sends the mapped payload', async () => {
    const calls = mockApi({
      'POST /api/register': () => jsonResponse(demoUser, 201),
    });
    const { user } = await renderCard();
    await fillValidForm(user);
    expect(field(/^phone/i)).toHaveValue('+43 664 1234567');
    const register = screen.getByRole('button', { name: 'Register' });
    await waitFor(() => expect(register).toBeEnabled());

    await user.click(register);
    expect(await screen.findByText(MSG.registered)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/register')?.body).toEqual({
      email: 'anna@example.com',
      password: 'flying-high-42',
      phone: '+43 664 1234567',
      address: {
        name: 'Anna Alpin c/o Flying Club',
        address: 'Hauptstraße 1',
        address2: 'Top 3',
        zipcode: '6020',
        city: 'Innsbruck',
        state: '',
        country: 'at',
      },
    });
  });

  it('shows the failure toast and the server field errors on 400', async () => {
    const taken = 'An account with this e-mail address already exists.';
    mockApi({
      'POST /api/register': () =>
        jsonResponse(
          {
            detail: taken,
            errors: { email: [taken], 'address.city': ['at most 100 characters!'] },
          },
          400,
        ),
    });
    const { user } = await renderCard();
    await fillValidForm(user);
    const register = screen.getByRole('button', { name: 'Register' });
    await waitFor(() => expect(register).toBeEnabled());
    await user.click(register);

    expect(await screen.findByText(MSG.registrationFailed)).toBeInTheDocument();
    expect(field(/^e-mail/i)).toHaveAccessibleDescription(taken);
    expect(field(/^city/i)).toHaveAccessibleDescription('at most 100 characters!');
    expect(register).toBeDisabled();
  });

  it('defaults the country to the detected one', async () => {
    mockApi({ 'GET /api/geo_location/': () => jsonResponse({ country_code: 'de' }) });
    await renderCard();
    const country = screen.getByRole('combobox', { name: /^country/i });
    await waitFor(() => expect(country).toHaveValue('Germany'));
    expect(within(document.body).queryByText(MSG.required)).not.toBeInTheDocument();
  });
});
