import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-route';
import { jsonResponse, mockFetch } from '../test/mock-fetch';
import NewsletterConfirmPage from './confirm-page';
import NewsletterUnsubscribePage from './unsubscribe-page';

const SECRET = '0123456789abcdef0123456789abcdef';
const routes = [
  { path: '/newsletter/confirm/:secret', Component: NewsletterConfirmPage },
  { path: '/newsletter/unsubscribe/:secret', Component: NewsletterUnsubscribePage },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NewsletterConfirmPage', () => {
  it('confirms once when it opens and shows the outcome', async () => {
    const calls = mockFetch({
      'POST /api/newsletter/confirm/': () =>
        jsonResponse({
          status: 'confirmed',
          detail: 'Your subscription is confirmed. Welcome aboard!',
        }),
    });
    renderRoutes(routes, { path: `/newsletter/confirm/${SECRET}` });
    expect(
      await screen.findByText('Your subscription is confirmed. Welcome aboard!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/newsletter/confirm/', body: { secret: SECRET } },
    ]);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('says so for an unknown link', async () => {
    mockFetch({
      'POST /api/newsletter/confirm/': () => jsonResponse({ detail: 'Not Found' }, 404),
    });
    renderRoutes(routes, { path: `/newsletter/confirm/${SECRET}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(/This link is not valid/);
  });

  it('sends nothing for a malformed link', async () => {
    const calls = mockFetch({});
    renderRoutes(routes, { path: '/newsletter/confirm/not-a-secret' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/This link is not valid/);
    expect(calls).toEqual([]);
  });

  it("shows the server's reason when the address unsubscribed since", async () => {
    mockFetch({
      'POST /api/newsletter/confirm/': () =>
        jsonResponse({ detail: 'This address was unsubscribed since.' }, 409),
    });
    renderRoutes(routes, { path: `/newsletter/confirm/${SECRET}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address was unsubscribed since.',
    );
  });
});

describe('NewsletterUnsubscribePage', () => {
  it('unsubscribes on a press only', async () => {
    const calls = mockFetch({
      'POST /api/newsletter/unsubscribe/': () =>
        jsonResponse({ status: 'unsubscribed', detail: 'You are unsubscribed.' }),
    });
    renderRoutes(routes, { path: `/newsletter/unsubscribe/${SECRET}` });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(calls).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed.');
    expect(calls).toHaveLength(1);
  });
});
