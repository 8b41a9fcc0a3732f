import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  queriesTo,
  setUpListScreens,
  type ApiCall,
} from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import { customer, customerSummary, page } from '../test/fixtures';
import { renderSections } from '../test/render';

const ACCOUNTS = [
  customerSummary(),
  customerSummary({
    id: 9,
    email: 'shop@flugschule.example.com',
    name: 'Bruno Thermik',
    company: 'Flugschule Hohe Munde',
    country: 'de',
    orders_count: 12,
    total_bought: '23800.00',
    is_reseller: true,
  }),
];

const listQueries = (calls: ApiCall[]) => queriesTo(calls, '/api/store/customers/');

function renderList(route = '/backoffice/customers', answer = () => jsonResponse(page(ACCOUNTS))) {
  return renderSections(route, {
    'GET /api/store/customers/': answer,
    'GET /api/store/customers/9/': () => jsonResponse(customer({ id: 9 })),
  });
}

setUpListScreens();

describe('CustomerListPage', () => {
  it('lists the accounts, each leading to its page', async () => {
    const { calls, router, user } = renderList();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(screen.getByRole('status')).toHaveTextContent('2 customers');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Anna Aufwind');
    expect(rows[0]).toHaveTextContent('anna.aufwind@example.com');
    expect(rows[0]).toHaveTextContent('4 339.90 €');
    expect(rows[0]).toHaveTextContent('2 Apr 2025');
    expect(rows[1]).toHaveTextContent('Flugschule Hohe Munde');
    expect(rows[1]).toHaveTextContent('DE');
    expect(rows[1]).toHaveTextContent('23 800 €');
    expect(within(rows[1]!).getByText('Reseller')).toBeInTheDocument();
    expect(listQueries(calls)).toEqual(['page=1']);

    await user.click(within(rows[1]!).getByText('DE'));
    expect(router.state.location.pathname).toBe('/backoffice/customers/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anna Aufwind' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All customers' })).toHaveAttribute(
      'href',
      '/backoffice/customers',
    );
  });

  it('sends the search, filters, sort and page to the server and keeps them in the address', async () => {
    const { calls, router, user } = renderList(
      '/backoffice/customers?orders=true&reseller=true',
      () => jsonResponse(page(ACCOUNTS, { count: 120 })),
    );
    await screen.findByRole('table', { name: 'Customers' });
    expect(listQueries(calls)[0]).toBe('page=1&reseller=true&has_orders=true');
    expect(screen.getByRole('combobox', { name: 'Accounts' })).toHaveTextContent('Resellers');
    expect(screen.getByRole('status')).toHaveTextContent('1–2 of 120 customers found');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hohe');
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toBe('page=1&search=hohe&reseller=true&has_orders=true'),
    );

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(screen.getByRole('option', { name: 'Biggest buyers first' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toBe(
        'page=2&search=hohe&country=de&reseller=true&has_orders=true&sort=total_bought',
      ),
    );
    expect(router.state.location.search).toBe(
      '?orders=true&reseller=true&search=hohe&country=de&sort=total_bought&page=2',
    );
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { router, user } = renderList('/backoffice/customers?search=nobody', () =>
      jsonResponse(page([])),
    );
    expect(await screen.findByText('No customers match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows a failed load with a way to try again, and cards on phones', async () => {
    stubViewport(true);
    let fail = true;
    const { user } = renderList('/backoffice/customers', () =>
      fail ? jsonResponse({ detail: 'Server trouble' }, 500) : jsonResponse(page(ACCOUNTS)),
    );
    expect(
      await screen.findByText(/The customers could not be loaded. Server trouble/),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const cards = within(await screen.findByRole('list', { name: 'Customers' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/backoffice/customers/9');
  });
});
