import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockAdminApi,
  queriesTo,
  renderAdmin,
  setUpListScreens,
  type ApiCall,
} from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import { orderSummary, ordersPage, staffOrder } from '../test/fixtures';
import OrdersSection from './orders-section';

const ORDERS = [
  orderSummary(),
  orderSummary({
    sale_sequence: '2026-0041',
    sale_date: '2026-03-12T16:05:00Z',
    name: 'Bruno Thermik',
    email: 'bruno@example.com',
    country: 'de',
    item_count: 1,
    total: '49.90',
    status: 'shipped',
    payment_state: 'paid',
    payment_method: 'card',
    account_id: 4,
  }),
];

const listCalls = (calls: ApiCall[]) =>
  queriesTo(calls, '/api/store/orders/').map((query) => new URLSearchParams(query));

function renderList(
  route = '/backoffice/orders',
  answer: () => Response = () => jsonResponse(ordersPage(ORDERS)),
) {
  const calls = mockAdminApi({
    'GET /api/store/orders/': answer,
    'GET /api/store/orders/2026-0041/': () =>
      jsonResponse(staffOrder({ sale_sequence: '2026-0041' })),
  });
  return { calls, ...renderAdmin(<OrdersSection />, { path: '/backoffice/orders/*', route }) };
}

setUpListScreens();

describe('OrderListPage', () => {
  it('lists the orders with date, customer, country, items, total and chips, each leading to its order', async () => {
    const { calls, router, user } = renderList();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 orders');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2026-0042');
    expect(rows[0]).toHaveTextContent('14 Mar 2026');
    expect(rows[0]).toHaveTextContent('Anna Aufwind');
    expect(rows[0]).toHaveTextContent('anna.aufwind@example.com');
    expect(rows[0]).toHaveTextContent('AT');
    expect(rows[0]).toHaveTextContent('4 290 €');
    expect(rows[0]).toHaveTextContent('Placed');
    expect(rows[0]).toHaveTextContent('Awaiting payment');
    expect(rows[1]).toHaveTextContent('49.90 €');
    expect(rows[1]).toHaveTextContent('Shipped');
    expect(within(rows[0]!).getByRole('link', { name: '2026-0042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0042',
    );
    expect(listCalls(calls)[0]?.toString()).toBe('page=1');

    // A click anywhere on the row opens the order.
    await user.click(within(rows[1]!).getByText('Bruno Thermik'));
    expect(router.state.location.pathname).toBe('/backoffice/orders/2026-0041');
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order 2026-0041' })).toBeInTheDocument();
    // Its way back leads to the list as it was.
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/backoffice/orders',
    );
  });

  it('sends the search (once typing pauses), the filters and the page to the server and keeps them in the address', async () => {
    const { calls, router, user } = renderList('/backoffice/orders?status=paid&page=2', () =>
      jsonResponse(ordersPage(ORDERS, { count: 60, page: 2 })),
    );
    await screen.findByRole('table', { name: 'Orders' });
    expect(listCalls(calls)[0]?.toString()).toBe('page=2&status=paid');
    expect(screen.getByRole('status')).toHaveTextContent('26–27 of 60 orders found');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Paid');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'anna');
    const searched = () =>
      listCalls(calls)
        .filter((query) => query.has('search'))
        .map((query) => query.toString());
    await waitFor(() => expect(searched()).toEqual(['page=1&search=anna&status=paid']));
    expect(router.state.location.search).toBe('?status=paid&search=anna');

    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(screen.getByRole('option', { name: 'Payment processing' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.toString()).toBe(
        'page=1&search=anna&status=paid&payment_state=processing',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('page')).toBe('3'));
    expect(router.state.location.search).toBe('?status=paid&search=anna&payment=processing&page=3');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.toString()).toBe(
        'page=1&search=anna&payment_state=processing',
      ),
    );
  });

  it('filters by country, dates, invoice and channel, sorts, and exports what is shown', async () => {
    const { calls, router, user } = renderList(
      '/backoffice/orders?country=de&from=2026-01-01&invoice=yes&sort=-total',
      () =>
        jsonResponse(
          ordersPage(
            [
              orderSummary({
                invoice_date: '2026-03-15T08:00:00Z',
                balance: '28.82',
                channel: 'reseller',
              }),
            ],
            { count: 10_000, count_capped: true },
          ),
        ),
    );
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(listCalls(calls)[0]?.toString()).toBe(
      'page=1&country=de&date_from=2026-01-01&has_invoice=true&sort=-total',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1–1 of 10,000 or more orders found');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('anna.aufwind@example.com · Reseller');
    expect(row).toHaveTextContent('PlacedInvoiced 15 Mar 2026');
    expect(row).toHaveTextContent('Awaiting payment28.82 € owed');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Highest total');
    expect(screen.getByRole('combobox', { name: 'Invoice' })).toHaveTextContent('Invoiced');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/store/orders/export/?country=de&date_from=2026-01-01&has_invoice=true&sort=-total',
    );

    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(screen.getByRole('option', { name: 'Reseller' }));
    await user.type(screen.getByLabelText('Placed until'), '2026-03-31');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.toString()).toBe(
        'page=1&country=de&date_from=2026-01-01&date_to=2026-03-31&has_invoice=true&channel=reseller&sort=-total',
      ),
    );
    expect(router.state.location.search).toBe(
      '?country=de&from=2026-01-01&invoice=yes&sort=-total&channel=reseller&to=2026-03-31',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/store/orders/export/?country=de&date_from=2026-01-01&date_to=2026-03-31&has_invoice=true&channel=reseller&sort=-total',
    );
  });

  it('says when there are no orders yet', async () => {
    renderList('/backoffice/orders', () => jsonResponse(ordersPage([])));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when no order matches, and clears the filters', async () => {
    const { router, user } = renderList('/backoffice/orders?search=nobody&payment=paid', () =>
      jsonResponse(ordersPage([])),
    );
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody');
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    const { user } = renderList('/backoffice/orders', () =>
      fail ? jsonResponse({ detail: 'Server trouble' }, 500) : jsonResponse(ordersPage(ORDERS)),
    );
    expect(await screen.findByText(/The orders could not be loaded/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it('shows cards on phones, each a link to its order', async () => {
    stubViewport(true);
    renderList();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const link = within(cards[0]!).getByRole('link');
    expect(link).toHaveAttribute('href', '/backoffice/orders/2026-0042');
    expect(link).toHaveTextContent('Anna Aufwind');
    expect(link).toHaveTextContent('Awaiting payment');
  });

  it('folds the columns together on narrower screens', async () => {
    stubViewport(false);
    const wide = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => ({
      ...wide(query),
      matches: query.includes('max-width') && query.includes('1199'),
    });
    renderList();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Order', 'Customer', 'Total', 'State']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('2026-004214 Mar 2026');
    expect(row).toHaveTextContent('anna.aufwind@example.com · AT');
    expect(row).toHaveTextContent('4 290 €2 items');
    expect(row).toHaveTextContent('PlacedAwaiting payment');
  });

  it('follows the address when it changes from outside', async () => {
    const { calls, router } = renderList('/backoffice/orders?search=anna');
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('anna');
    await act(() => router.navigate('/backoffice/orders'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() => expect(listCalls(calls).at(-1)?.toString()).toBe('page=1'));
  });
});
