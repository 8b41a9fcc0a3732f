import { screen, waitFor, within } from '@testing-library/react';
import type { SalesStatistics } from '@windfamily/contract/statistics';
import { describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  queriesTo,
  renderBackoffice,
  setUpListScreens,
} from '../../../components/backoffice/test/render';
import { catchDownloads } from '../../../test/downloads';
import { stubViewport } from '../../../test/render-route';
import { ACCOUNTING } from '../test/fixtures';
import StatisticsPage from './statistics-page';

// The chart draws with SVG measurements jsdom has not: a list of its bars stands in.
vi.mock('./revenue-chart', () => ({
  default: ({ statistics }: { statistics: SalesStatistics }) => (
    <ul aria-label="Chart">
      {statistics.series.map((bucket) => (
        <li key={bucket.bucket}>{`${bucket.bucket}: ${bucket.net}`}</li>
      ))}
    </ul>
  ),
}));

const API = '/api/accounting/statistics/';

const figures = (net: number, orders: number) => ({
  orders,
  net: net.toFixed(2),
  vat: (net * 0.2).toFixed(2),
  gross: (net * 1.2).toFixed(2),
  average_order_value: (orders ? net / orders : 0).toFixed(2),
});

const answer = (overrides: Partial<SalesStatistics> = {}): SalesStatistics => ({
  from: '2026-11-01',
  to: '2026-11-30',
  group: 'day',
  time_zone: 'Europe/Vienna',
  currency: 'EUR',
  totals: figures(8000, 2),
  series: [
    { bucket: '2026-11-01', from: '2026-11-01', to: '2026-11-01', ...figures(5000, 1) },
    { bucket: '2026-11-02', from: '2026-11-02', to: '2026-11-02', ...figures(3000, 1) },
  ],
  previous: {
    from: '2026-10-01',
    to: '2026-10-31',
    totals: figures(4000, 1),
    series: [],
  },
  countries: [
    { country: 'at', orders: 1, net: '5000.00', vat: '1000.00', gross: '6000.00' },
    { country: 'de', orders: 1, net: '3000.00', vat: '600.00', gross: '3600.00' },
  ],
  categories: [{ category: 'wings', orders: 2, units: 2, net: '8000.00', gross: '9600.00' }],
  products: [
    {
      product: 'emilie-peace2',
      name: 'Emilie Peace 2',
      category: 'wings',
      orders: 2,
      units: 2,
      net: '8000.00',
      gross: '9600.00',
    },
  ],
  promo_codes: [{ code: 'FLYHIGH10', orders: 1, discount_net: '500.00', discount_gross: '600.00' }],
  customers: {
    new_customers: 1,
    new_net: '5000.00',
    returning_orders: 1,
    returning_net: '3000.00',
  },
  color_designs: { orders: 0, lines: 0, units: 0 },
  cancelled: { orders: 1, gross: '1200.00' },
  open_items: {
    unpaid_bank_transfers: { orders: 3, amount: '12345.60' },
    waiting_for_production: { orders: 2, wings: 3 },
    due_from_factory: { wings: 4, week_from: '2026-11-23', week_to: '2026-11-29' },
    below_minimum: {
      variants: 1,
      items: [{ variant_id: 5, sku: 'HARNESS-M', name: 'Lightness 3 M', available: 1, minimum: 4 }],
    },
    demo_wings_out: { rentals: 2 },
  },
  ...overrides,
});

function renderStatistics(
  route = '/backoffice/statistics?period=custom&from=2026-11-01&to=2026-11-30&group=day',
  respond: () => Response = () => jsonResponse(answer()),
) {
  return renderBackoffice(
    <StatisticsPage />,
    { path: '/backoffice/statistics', route },
    { [`GET ${API}`]: respond },
    ACCOUNTING,
  );
}

setUpListScreens();

describe('StatisticsPage', () => {
  it('shows the key figures against the period before, the chart, the tables and the open items', async () => {
    const { calls } = renderStatistics();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    const kpis = await screen.findByRole('list', { name: 'Key figures' });
    expect(queriesTo(calls, API)).toEqual([
      'from=2026-11-01&to=2026-11-30&group=day&compare=previous',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(within(kpis).getByRole('listitem', { name: 'Revenue net' })).toHaveTextContent(
      '8 000 €+100 % vs 4 000 €',
    );
    expect(within(kpis).getByRole('listitem', { name: 'Orders' })).toHaveTextContent(
      '2+100 % vs 1',
    );
    expect(within(kpis).getByRole('listitem', { name: 'VAT' })).toHaveTextContent('1 600 €');
    expect(await screen.findByRole('list', { name: 'Chart' })).toHaveTextContent(
      '2026-11-01: 5000.00',
    );
    expect(screen.getByText(/1 cancelled \(1 200 €\) left out/)).toBeInTheDocument();

    const countries = screen.getByRole('table', { name: 'By country' });
    expect(within(countries).getAllByRole('row')[1]).toHaveTextContent(
      'Austria (AT)15 000 €6 000 €1 000 €',
    );
    expect(screen.getByRole('table', { name: 'Promo codes' })).toHaveTextContent('FLYHIGH10');
    expect(screen.getByRole('table', { name: 'Customers' })).toHaveTextContent(
      'New customers15 000 €Returning customers13 000 €',
    );
    expect(screen.getByRole('region', { name: 'Colour-picker designs' })).toHaveTextContent(
      'No wing in the colours of the colour picker in this period.',
    );

    const open = screen.getByRole('region', { name: 'Open items today' });
    expect(within(open).getByRole('link', { name: /Unpaid bank transfers/ })).toHaveAttribute(
      'href',
      '/backoffice/orders?payment_state=unpaid',
    );
    expect(within(open).getByRole('link', { name: /Unpaid bank transfers/ })).toHaveTextContent(
      '3 orders12 345.60 € still owed',
    );
    expect(within(open).getByRole('link', { name: /below its minimum/ })).toHaveTextContent(
      'HARNESS-M 1/4',
    );
    expect(within(open).getByRole('link', { name: /Demo wings out/ })).toHaveAttribute(
      'href',
      '/backoffice/demo-fleet?view=rentals',
    );
  });

  it('asks again for another grouping, without the period before, and for a preset', async () => {
    const { calls, user } = renderStatistics();
    await screen.findByRole('list', { name: 'Key figures' });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await user.click(screen.getByRole('switch', { name: 'Compare with the period before' }));
    await waitFor(() =>
      expect(queriesTo(calls, API).at(-1)).toBe('from=2026-11-01&to=2026-11-30&group=week'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'This year' }));
    await waitFor(() =>
      expect(queriesTo(calls, API).at(-1)).toMatch(/^from=\d{4}-01-01&to=\d{4}-12-31&group=month$/),
    );
  });

  it('exports a table as CSV', async () => {
    const downloads = catchDownloads();
    const { user } = renderStatistics();
    await user.click(await screen.findByRole('button', { name: 'Export By country as CSV' }));
    expect(await downloads()).toEqual([
      {
        name: 'countries-2026-11-01-2026-11-30.csv',
        text: 'Country,Orders,Net,Gross,VAT\r\nat,1,5000.00,6000.00,1000.00\r\nde,1,3000.00,3600.00,600.00\r\n',
      },
    ]);
  });

  it('says when there are no orders, and offers to try again after an error', async () => {
    let calls = 0;
    const { user } = renderStatistics(undefined, () => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ detail: 'The server is busy.' }, 500)
        : jsonResponse(
            answer({
              totals: figures(0, 0),
              previous: null,
              series: [],
              countries: [],
              categories: [],
              products: [],
              promo_codes: [],
              cancelled: { orders: 0, gross: '0.00' },
            }),
          );
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statistics could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Open items today' })).toBeInTheDocument();
  });

  it('stacks the cards on a phone', async () => {
    stubViewport(true);
    renderStatistics();
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'By product' })).toBeInTheDocument();
  });
});
