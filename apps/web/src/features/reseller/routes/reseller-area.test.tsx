import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, stubViewport } from '../../../test/render-route';
import { makeInvoice, makeResellerOrder, ordersPage } from '../test/fixtures';
import { jsonResponse, mockApi, renderArea } from '../test/render-reseller';
import { AREA_TEXTS } from '../texts';
import ResellerAreaGate from './reseller-area';

const ORDERS = 'GET /api/reseller/orders/?page=1';

const INVOICED = makeResellerOrder({
  sale_sequence: '2026-0030',
  link: '/store/orders/2026-0030-00000000000000000000000000000000',
  reference: '',
  customer_name: 'Otto Overseas',
  country: 'at',
  status: 'paid',
  payment_state: 'paid',
  balance: '0.00',
  invoices: [
    makeInvoice({ id: 3, number: '2026-00005', corrected_by: 'GS-2026-00001' }),
    makeInvoice({
      id: 4,
      kind: 'credit_note',
      number: 'GS-2026-00001',
      corrects: '2026-00005',
    }),
    makeInvoice({ id: 5, number: '2026-00008' }),
  ],
});

beforeEach(() => stubViewport(false));

describe('the reseller area', () => {
  it('shows a loader, then the login panel to a visitor', async () => {
    mockApi();
    const { unmount } = renderArea(<ResellerAreaGate />, { user: undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    unmount();

    const calls = mockApi();
    renderArea(<ResellerAreaGate />, { user: null });
    expect(screen.getByRole('heading', { name: 'Reseller area', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(AREA_TEXTS.denied)).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/reseller/'))).toBe(false);
  });

  it.each(['customer', 'staff'] as const)(
    'refuses a %s, with the panel to switch accounts',
    (role) => {
      const calls = mockApi();
      renderArea(<ResellerAreaGate />, { user: makeUser(role) });
      expect(screen.getByText(AREA_TEXTS.denied)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Your orders' })).toBeNull();
      expect(calls.some((call) => call.path.startsWith('/api/reseller/'))).toBe(false);
    },
  );

  it("lists the reseller's orders with their invoices, and offers the price list and a new order", async () => {
    mockApi({ [ORDERS]: () => ordersPage([makeResellerOrder(), INVOICED]) });
    renderArea(<ResellerAreaGate />, { user: makeUser('reseller') });

    expect(await screen.findByText(/Price list: Flight schools/)).toHaveTextContent(
      'Thermik Flugschule · Price list: Flight schools · VAT id DE123456789',
    );
    expect(document.title).toBe('Windfamily | Reseller area');
    expect(screen.getByRole('link', { name: 'Price list (CSV)' })).toHaveAttribute(
      'href',
      '/api/reseller/price_list.csv',
    );
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute(
      'href',
      '/admin/orders/new',
    );

    const table = await screen.findByRole('table', { name: 'Your orders' });
    const [, open, invoiced] = within(table).getAllByRole('row');
    expect(within(open!).getByRole('link', { name: /^Order 2026-0031/ })).toHaveAttribute(
      'href',
      makeResellerOrder().link,
    );
    expect(open).toHaveTextContent('PO-4711');
    expect(open).toHaveTextContent('Paula PilotGermany');
    expect(open).toHaveTextContent('Awaiting payment');
    expect(open).toHaveTextContent('2 648.75 € to pay');
    expect(open).toHaveTextContent('Not yet invoiced');

    expect(invoiced).toHaveTextContent('Otto OverseasAustria');
    expect(invoiced).toHaveTextContent('Settled');
    const invoices = within(invoiced!).getByRole('list', { name: 'Invoices of order 2026-0030' });
    const links = within(invoices).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Invoice 2026-00005 (PDF)',
      'Credit note GS-2026-00001 (PDF)',
      'Invoice 2026-00008 (PDF)',
    ]);
    expect(links[2]).toHaveAttribute('href', makeInvoice().pdf);
    expect(links[2]).toHaveAttribute('download');
    expect(invoices).toHaveTextContent('cancelled by GS-2026-00001');
    expect(invoices).toHaveTextContent('corrects 2026-00005');
  });

  it('puts the invoices under the order cards on phones, outside the card links', async () => {
    stubViewport(true);
    mockApi({ [ORDERS]: () => ordersPage([INVOICED]) });
    renderArea(<ResellerAreaGate />, { user: makeUser('reseller') });
    const invoice = await screen.findByRole('link', { name: 'Invoice 2026-00008 (PDF)' });
    expect(invoice.parentElement?.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: /Order 2026-0030/ })).toHaveAttribute(
      'href',
      INVOICED.link,
    );
  });

  it('has an empty state leading to a first order, and says when the orders cannot be loaded', async () => {
    mockApi({ [ORDERS]: () => ordersPage([]) });
    const { unmount } = renderArea(<ResellerAreaGate />, { user: makeUser('reseller') });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New order' })).toHaveLength(2);
    unmount();

    mockApi({ [ORDERS]: () => jsonResponse({ detail: 'Service unavailable' }, 503) });
    renderArea(<ResellerAreaGate />, { user: makeUser('reseller') });
    expect(
      await screen.findByText('Your orders could not be loaded. Service unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
