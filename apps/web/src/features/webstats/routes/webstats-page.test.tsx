import { screen, waitFor, within } from '@testing-library/react';
import { addDays, shopDay } from '@windfamily/contract/statistics-periods';
import type { Webstats } from '@windfamily/contract/webstats';
import { describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  queriesTo,
  renderBackoffice,
  setUpListScreens,
} from '../../../components/backoffice/test/render';
import { catchDownloads } from '../../../test/downloads';
import WebstatsPage, { duration, WEBSTATS_PRESETS } from './webstats-page';

vi.mock('../components/visits-chart', () => ({
  default: ({ days }: { days: unknown[] }) => <p>{`chart of ${days.length} days`}</p>,
}));

const API = '/api/webstats/';

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

function renderWebstats(
  route = '/backoffice/webstats',
  respond: () => Response = () => jsonResponse(stats()),
) {
  return renderBackoffice(
    <WebstatsPage />,
    { path: '/backoffice/webstats', route },
    { [`GET ${API}`]: respond },
    [],
  );
}

setUpListScreens();

describe('WebstatsPage', () => {
  it('shows the key figures, the chart, the funnel and the tables of the last 30 days', async () => {
    const { calls, user } = renderWebstats();
    expect(screen.getByRole('heading', { level: 1, name: 'Web statistics' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');

    const figures = await screen.findByRole('list', { name: 'Key figures' });
    expect(within(figures).getByRole('listitem', { name: 'Visitors' })).toHaveTextContent(
      '1,234new each day',
    );
    expect(within(figures).getByRole('listitem', { name: 'Page views' })).toHaveTextContent(
      '4,200',
    );
    expect(within(figures).getByRole('listitem', { name: 'Bounce rate' })).toHaveTextContent(
      '42.5%',
    );
    expect(within(figures).getByRole('listitem', { name: 'Visit duration' })).toHaveTextContent(
      '8m 45s',
    );
    expect(await screen.findByText('chart of 2 days')).toBeInTheDocument();

    const today = shopDay(new Date());
    expect(queriesTo(calls, API)).toEqual([`from=${addDays(today, -29)}&to=${today}`]);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 30 days');

    const funnel = screen.getByRole('list', { name: 'Funnel' });
    expect(within(funnel).getByText('80 visits · 20%')).toBeInTheDocument();
    const byProduct = screen.getByRole('table', { name: 'Funnel by product' });
    expect(within(byProduct).getAllByRole('row')[1]).toHaveTextContent('emilie-peace22005025105%');

    const pages = screen.getByRole('table', { name: 'Pages' });
    expect(within(pages).getAllByRole('row')).toHaveLength(1 + 10);
    expect(
      within(pages)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Page', 'Visitors', 'Page views']);
    await user.click(screen.getByRole('button', { name: 'Show all 12 (Pages)' }));
    expect(within(pages).getAllByRole('row')).toHaveLength(1 + 12);
    expect(
      within(screen.getByRole('table', { name: 'Referrers' })).getByText('google.com'),
    ).toBeInTheDocument();
  });

  it('exports each table with every measure, and the funnel by product', async () => {
    const downloads = catchDownloads();
    const { user } = renderWebstats(
      '/backoffice/webstats?period=custom&from=2026-06-01&to=2026-06-30',
    );
    await user.click(await screen.findByRole('button', { name: 'Export Campaigns as CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export Funnel by product as CSV' }));
    expect(await downloads()).toEqual([
      {
        name: 'campaigns-2026-06-01-2026-06-30.csv',
        text: 'Source / medium / campaign,Visitors,Visits,Page views\r\nnewsletter / email / spring,40,41,120\r\n',
      },
      {
        name: 'funnel-by-product-2026-06-01-2026-06-30.csv',
        text: 'Product,Product page,Cart,Checkout,Order,Conversion\r\nemilie-peace2,200,50,25,10,0.05\r\n',
      },
    ]);
  });

  it('asks for the period chosen, and keeps it in the address', async () => {
    const { calls, user, router } = renderWebstats();
    await screen.findByText('chart of 2 days');
    const today = shopDay(new Date());

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Today' }));
    await waitFor(() => expect(queriesTo(calls, API).at(-1)).toBe(`from=${today}&to=${today}`));
    expect(router.state.location.search).toBe('?period=today');

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Custom' }));
    expect(screen.getByLabelText('From')).toHaveValue(today);
    expect(screen.getByLabelText('To')).toHaveValue(today);
    expect(router.state.location.search).toBe(`?period=custom&from=${today}&to=${today}`);
  });

  it('says so when nothing was counted, and when the figures cannot be loaded', async () => {
    let answered = 0;
    const { user } = renderWebstats(undefined, () => {
      answered += 1;
      return answered === 1
        ? jsonResponse({ detail: 'The server is busy.' }, 500)
        : jsonResponse(stats({ visitors: 0, visits: 0, page_views: 0, days: [], pages: [] }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The web statistics could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No visits in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the presets and durations', () => {
  it('end today', () => {
    expect(WEBSTATS_PRESETS.today.period('2026-04-01')).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(WEBSTATS_PRESETS.last_7_days.period('2026-04-01')).toEqual({
      from: '2026-03-26',
      to: '2026-04-01',
    });
    expect(WEBSTATS_PRESETS.this_month.period('2026-04-01')).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(duration(525)).toBe('8m 45s');
    expect(duration(42)).toBe('42s');
  });
});
