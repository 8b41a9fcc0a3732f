import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Webstats } from '@windfamily/contract/webstats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { presetPeriod, shiftDay, viennaToday } from '../components/period';
import WebstatsPage, { duration } from './webstats-page';

vi.mock('../components/visits-chart', () => ({
  VisitsChart: ({ days }: { days: unknown[] }) => <p>{`chart of ${days.length} days`}</p>,
}));

const row = (name: string, visitors: number, visits: number, page_views: number) => ({
  name,
  visitors,
  visits,
  page_views,
});

const stats = (overrides: Partial<Webstats> = {}): Webstats => ({
  from: '2026-06-01',
  to: '2026-06-30',
  visitors: 1234,
  visits: 1500,
  page_views: 4200,
  bounce_rate: 0.425,
  visit_duration_seconds: 525,
  realtime_visitors: 3,
  days: [
    { day: '2026-06-01', visitors: 40, visits: 50, page_views: 140 },
    { day: '2026-06-02', visitors: 42, visits: 51, page_views: 150 },
  ],
  pages: Array.from({ length: 12 }, (_, i) => row(`/page-${i + 1}`, 100 - i, 110 - i, 200 - i)),
  entry_pages: [row('/', 600, 700, 2000)],
  exit_pages: [row('/store/checkout', 50, 50, 300)],
  referrers: [row('google.com', 300, 320, 900)],
  campaigns: [row('newsletter / email / spring', 40, 41, 120)],
  countries: [row('at', 500, 600, 1700)],
  devices: [row('phone', 700, 800, 2000)],
  browsers: [row('Chrome', 600, 700, 1900)],
  funnel: {
    steps: [
      { step: 'product', visits: 400, conversion: 1 },
      { step: 'cart', visits: 80, conversion: 0.2 },
      { step: 'checkout', visits: 40, conversion: 0.1 },
      { step: 'order', visits: 20, conversion: 0.05 },
    ],
    products: [{ product: 'emilie-peace2', product_page: 200, cart: 50, checkout: 25, order: 10 }],
  },
  ...overrides,
});

const routes = [{ path: '/backoffice/webstats', Component: WebstatsPage }];
const queryOf = (path: string) => new URLSearchParams(path.split('?')[1]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WebstatsPage', () => {
  it('shows the key figures, the chart, the funnel and the tables of the last 30 days', async () => {
    const calls = stubApi({ 'GET /api/webstats/': () => jsonResponse(stats()) });
    renderRoutes(routes, { path: '/backoffice/webstats' });
    expect(screen.getByRole('heading', { level: 1, name: 'Web statistics' })).toBeInTheDocument();

    const figures = await screen.findByLabelText('Key figures');
    expect(within(figures).getByText('1,234')).toBeInTheDocument();
    expect(within(figures).getByText('4,200')).toBeInTheDocument();
    expect(within(figures).getByText('42.5%')).toBeInTheDocument();
    expect(within(figures).getByText('8m 45s')).toBeInTheDocument();
    expect(await screen.findByText('chart of 2 days')).toBeInTheDocument();

    const today = viennaToday();
    const query = queryOf(calls[0]!.path);
    expect(query.get('from')).toBe(shiftDay(today, -29));
    expect(query.get('to')).toBe(today);

    const funnel = screen.getByLabelText('Funnel');
    expect(within(funnel).getByText('80 visits · 20%')).toBeInTheDocument();
    const byProduct = screen.getByLabelText('By product');
    expect(within(byProduct).getByText('emilie-peace2')).toBeInTheDocument();
    expect(within(byProduct).getByText('5%')).toBeInTheDocument();

    const pages = screen.getByLabelText('Pages');
    expect(pages.querySelectorAll('tbody tr')).toHaveLength(10);
    await userEvent.click(screen.getByText('Show all 12'));
    expect(pages.querySelectorAll('tbody tr')).toHaveLength(12);
    expect(within(screen.getByLabelText('Referrers')).getByText('google.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Export Campaigns as CSV')).toBeEnabled();
  });

  it('asks for another period when a preset is chosen', async () => {
    const calls = stubApi({ 'GET /api/webstats/': () => jsonResponse(stats()) });
    renderRoutes(routes, { path: '/backoffice/webstats' });
    await screen.findByText('chart of 2 days');
    await userEvent.click(screen.getByText('Today'));
    const today = viennaToday();
    await vi.waitFor(() =>
      expect(calls.map((call) => queryOf(call.path).get('from'))).toContain(today),
    );
    await userEvent.click(screen.getByText('Custom'));
    expect(screen.getByLabelText('From')).toHaveValue(shiftDay(today, -6));
  });

  it('says so when nothing was counted, and when the figures cannot be loaded', async () => {
    stubApi({
      'GET /api/webstats/': () =>
        jsonResponse(stats({ visitors: 0, visits: 0, page_views: 0, days: [], pages: [] })),
    });
    const { unmount } = renderRoutes(routes, { path: '/backoffice/webstats' });
    expect(await screen.findByText('No visits in this period')).toBeInTheDocument();
    unmount();

    stubApi({ 'GET /api/webstats/': () => jsonResponse({ detail: 'Server error.' }, 500) });
    renderRoutes(routes, { path: '/backoffice/webstats' });
    expect(
      await screen.findByText(/The web statistics could not be loaded/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('periods and durations', () => {
  it('end today in Vienna', () => {
    const now = new Date('2026-03-31T22:30:00Z'); // already 1 April in Vienna
    const custom = { from: '2026-01-01', to: '2026-01-31' };
    expect(presetPeriod('today', custom, now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetPeriod('last7', custom, now)).toEqual({ from: '2026-03-26', to: '2026-04-01' });
    expect(presetPeriod('month', custom, now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetPeriod('custom', custom, now)).toEqual(custom);
    expect(duration(525)).toBe('8m 45s');
    expect(duration(42)).toBe('42s');
  });
});
