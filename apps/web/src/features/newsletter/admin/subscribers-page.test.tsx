import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscriber, SubscriberList } from '@windfamily/contract/newsletter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-route';
import { jsonResponse, mockFetch } from '../test/mock-fetch';
import SubscribersPage from './subscribers-page';

const subscriber = (overrides: Partial<Subscriber>): Subscriber => ({
  id: 1,
  email: 'anna@example.com',
  status: 'confirmed',
  created: '2026-03-01T09:00:00.000Z',
  confirmed_at: '2026-03-01T09:05:00.000Z',
  unsubscribed_at: null,
  ...overrides,
});
const page = (results: Subscriber[]): SubscriberList => ({
  count: results.length,
  page: 1,
  page_size: 50,
  results,
});
const routes = [{ path: '/backoffice/newsletter', Component: SubscribersPage }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SubscribersPage', () => {
  it('lists subscribers, filters by status and offers the CSV export', async () => {
    const calls = mockFetch({
      'GET /api/newsletter/admin/subscribers/?page=1': () =>
        jsonResponse(
          page([
            subscriber({}),
            subscriber({ id: 2, email: 'ben@example.com', status: 'pending', confirmed_at: null }),
          ]),
        ),
      'GET /api/newsletter/admin/subscribers/?page=1&status=pending': () =>
        jsonResponse(
          page([
            subscriber({ id: 2, email: 'ben@example.com', status: 'pending', confirmed_at: null }),
          ]),
        ),
    });
    renderRoutes(routes, { path: '/backoffice/newsletter' });
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(within(table).getByText('anna@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Waiting for confirmation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/newsletter/admin/subscribers.csv',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Waiting for confirmation' }));
    expect(await screen.findByText('1 subscriber found')).toBeInTheDocument();
    expect(screen.queryByText('anna@example.com')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(
      '/api/newsletter/admin/subscribers/?page=1&status=pending',
    );
  });

  it('says so when nobody has signed up', async () => {
    mockFetch({
      'GET /api/newsletter/admin/subscribers/?page=1': () => jsonResponse(page([])),
    });
    renderRoutes(routes, { path: '/backoffice/newsletter' });
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
  });
});
