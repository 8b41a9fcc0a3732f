import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@windfamily/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/mock-fetch';
import { FooterNewsletter } from './footer-newsletter';
import { NewsletterSignup } from './newsletter-signup';

const REGISTER = 'POST /api/newsletter/register/';
const ANSWER =
  'Thank you! Unless this address is subscribed already, we sent it a mail with a link to confirm your subscription.';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = () => screen.getByRole('textbox', { name: 'E-mail address' });
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('NewsletterSignup (footer)', () => {
  it("sends the address and shows the answer's sentence", async () => {
    const calls = mockFetch({ [REGISTER]: () => jsonResponse({ detail: ANSWER }) });
    render(<NewsletterSignup />);
    await userEvent.type(field(), '  Pilot@Example.com ');
    await userEvent.click(subscribe());
    expect(await screen.findByRole('status')).toHaveTextContent(ANSWER);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/newsletter/register/', body: { email: 'Pilot@Example.com' } },
    ]);
    expect(field()).toHaveValue('');
  });

  it('checks the address before sending, with the messages of the contract', async () => {
    const calls = mockFetch({});
    render(<NewsletterSignup />);
    await userEvent.click(subscribe());
    expect(field()).toHaveAccessibleDescription(MSG.required);
    await userEvent.type(field(), 'not-an-address');
    await userEvent.keyboard('{Enter}');
    expect(field()).toHaveAccessibleDescription(MSG.invalidEmail);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("shows the server's field error on the field", async () => {
    mockFetch({
      [REGISTER]: () =>
        jsonResponse(
          { detail: 'Please correct the errors below.', errors: { email: [MSG.invalidEmail] } },
          400,
        ),
    });
    render(<NewsletterSignup />);
    await userEvent.type(field(), 'pilot@example.c');
    await userEvent.click(subscribe());
    await waitFor(() => expect(field()).toHaveAccessibleDescription(MSG.invalidEmail));
  });

  it('explains a 429', async () => {
    mockFetch({
      [REGISTER]: () =>
        jsonResponse(
          { detail: 'Too many sign-ups. Please wait a few minutes and try again.' },
          429,
        ),
    });
    render(<NewsletterSignup />);
    await userEvent.type(field(), 'pilot@example.com');
    await userEvent.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-ups from your network just now. Please wait a few minutes and try again.',
    );
    expect(field()).toHaveValue('pilot@example.com');
  });

  it('is loaded lazily in the footer', async () => {
    mockFetch({});
    render(<FooterNewsletter />);
    // jsdom has no IntersectionObserver: the form loads at once.
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
  });
});
