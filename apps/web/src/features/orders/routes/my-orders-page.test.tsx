import { screen, waitFor, within } from '@testing-library/react';
import { ORDERS_PAGE_SIZE } from '@windfamily/contract/orders';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/render-route';
import { makeInvoice, makeSummary } from '../test/fixtures';
import { jsonResponse, mockApi, renderPage } from '../test/render-orders';
import MyOrdersPage from './my-orders-page';

const page = (results: ReturnType<typeof makeSummary>[], count = results.length, number = 1) =>
  jsonResponse({ count, page: number, page_size: ORDERS_PAGE_SIZE, results });

const SHIPPED = makeSummary({
  sale_sequence: '2026-0007',
  link: '/store/orders/2026-0007-ffffffffffffffffffffffffffffffff',
  sale_date: '2026-03-05T08:00:00.000Z',
  status: 'shipped',
  payment_state: 'paid',
  item_count: 3,
  total: '4290.50',
});

function renderMyOrders(route = '/account/my_orders') {
  return renderPage(<MyOrdersPage />, {
    path: '/account/my_orders',
    route,
    user: makeUser('customer'),
  });
}

describe('MyOrdersPage', () => {
  it("lists the account's orders, each leading to its page", async () => {
    mockApi({ 'GET /api/store/orders_public/?page=1': () => page([makeSummary(), SHIPPED]) });
    renderMyOrders();
    expect(screen.getByRole('heading', { name: 'My Orders', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Windfamily | My Orders');

    const list = await screen.findByRole('list', { name: 'Your orders' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', makeSummary().link);
    expect(links[0]).toHaveTextContent('Order 2026-0042');
    expect(links[0]).toHaveTextContent('22 November 2026 · 1 item');
    expect(links[0]).toHaveTextContent('Placed');
    expect(links[0]).toHaveTextContent('Awaiting payment');
    expect(links[0]).toHaveTextContent('3 714 €');
    expect(links[1]).toHaveAttribute('href', SHIPPED.link);
    expect(links[1]).toHaveTextContent('5 March 2026 · 3 items');
    expect(links[1]).toHaveTextContent('Shipped');
    expect(links[1]).toHaveTextContent('Paid');
    expect(links[1]).toHaveTextContent('4 290.50 €');
    // One page: no paging.
    expect(screen.queryByRole('navigation', { name: 'Pages of your orders' })).toBeNull();
  });

  it("offers each order's invoices to download, beside the order's link", async () => {
    const invoice = makeInvoice();
    mockApi({
      'GET /api/store/orders_public/?page=1': () =>
        page([makeSummary({ invoices: [invoice] }), SHIPPED]),
    });
    renderMyOrders();
    const invoices = await screen.findByRole('list', { name: 'Invoices of order 2026-0042' });
    const link = within(invoices).getByRole('link', { name: 'Invoice 2026-00017 (PDF)' });
    expect(link).toHaveAttribute('href', invoice.pdf);
    expect(link).toHaveAttribute('download');
    // Not inside the order's own link: a link holds no other.
    expect(link.parentElement?.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: /^Order 2026-0042/ })).toHaveAttribute(
      'href',
      makeSummary().link,
    );
    expect(screen.queryByRole('list', { name: 'Invoices of order 2026-0007' })).toBeNull();
  });

  it('pages through more orders than fit on a page', async () => {
    const calls = mockApi({
      'GET /api/store/orders_public/?page=1': () => page([makeSummary()], 45),
      'GET /api/store/orders_public/?page=2': () => page([SHIPPED], 45, 2),
    });
    const { user, router } = renderMyOrders();
    const pages = await screen.findByRole('navigation', { name: 'Pages of your orders' });
    expect(within(pages).getByRole('link', { name: 'page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Go to page 3' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Order 2026-0007')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/store/orders_public/?page=2');
  });

  it('has an empty state with the way to the wings', async () => {
    mockApi({ 'GET /api/store/orders_public/?page=1': () => page([]) });
    renderMyOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our wings' })).toHaveAttribute(
      'href',
      '/store/categories/wings',
    );
    expect(screen.queryByRole('list', { name: 'Your orders' })).toBeNull();
  });

  it('shows a loading state, then says so when the orders cannot be loaded', async () => {
    let fail: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/store/orders_public/?page=1': () =>
        new Promise<Response>((resolve) => {
          fail = resolve;
        }),
    });
    renderMyOrders();
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
    fail(jsonResponse({ detail: 'Service unavailable' }, 503));
    expect(
      await screen.findByText(
        'We could not load your orders. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    mockApi();
    renderPage(<MyOrdersPage />, {
      path: '/account/my_orders',
      route: '/account/my_orders',
      user: null,
    });
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see your account' }),
    ).toBeInTheDocument();
  });
});
