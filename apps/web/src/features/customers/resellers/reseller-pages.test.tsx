import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  type ApiCall,
  setUpListScreens,
} from '../../../components/backoffice/test/render';
import { page, priceList, reseller, resellerSummary, SALES } from '../test/fixtures';
import { renderSections } from '../test/render';

type Handler = (call: ApiCall) => Response;

function renderResellers(route: string, handlers: Record<string, Handler | Handler[]> = {}) {
  return renderSections(
    route,
    {
      'GET /api/store/resellers/': () =>
        jsonResponse(
          page([
            resellerSummary(),
            resellerSummary({
              id: 11,
              email: 'info@thermik-shop.example.com',
              company: 'Thermik Shop',
              country: 'de',
              vat_id: 'DE123456789',
              price_list: null,
              orders_count: 3,
              open_balance: '0.00',
            }),
          ]),
        ),
      'GET /api/store/resellers/9/': () => jsonResponse(reseller()),
      'GET /api/store/customers/9/': () => jsonResponse(reseller()),
      'GET /api/store/price_lists/': () =>
        jsonResponse({ price_lists: [priceList(3, 'Schools', 15), priceList(4, 'Shops', 25)] }),
      ...handlers,
    },
    [...SALES, 'store.manage'],
  );
}

setUpListScreens();

describe('Resellers', () => {
  it('lists the resellers with their terms and open balance, searched on the server', async () => {
    const { calls, router, user } = renderResellers('/backoffice/resellers');
    const table = await screen.findByRole('table', { name: 'Resellers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Flugschule Hohe Munde');
    expect(rows[0]).toHaveTextContent('ATU12345678');
    expect(rows[0]).toHaveTextContent('Schools');
    expect(rows[0]).toHaveTextContent('980 €');
    expect(rows[1]).toHaveTextContent('None');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'DE12');
    await waitFor(() =>
      expect(calls.at(-1)?.query).toBe(`?${new URLSearchParams({ page: '1', search: 'DE12' })}`),
    );

    await user.click(within(rows[0]!).getByRole('link', { name: /Flugschule Hohe Munde/ }));
    expect(router.state.location.pathname).toBe('/backoffice/resellers/9');
    const terms = within(await screen.findByRole('region', { name: 'Terms' }));
    expect(terms.getByText('Domestic')).toBeInTheDocument();
    await waitFor(() =>
      expect(terms.getByRole('combobox', { name: 'Price list' })).toHaveTextContent(
        'Schools (15 % off)',
      ),
    );
    expect(terms.getByText('Domestic')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer page' })).toHaveAttribute(
      'href',
      '/backoffice/customers/9',
    );
  });

  it("changes a reseller's terms, showing the server's refusal on its field", async () => {
    const { calls, router, user } = renderResellers('/backoffice/resellers/9', {
      'PUT /api/store/resellers/9/': [
        () =>
          jsonResponse(
            {
              detail: 'There is no price list 4.',
              errors: { price_list_id: ['There is no price list 4.'] },
            },
            400,
          ),
        ({ body }) =>
          jsonResponse(
            reseller({
              groups: { is_staff: false, is_reseller: false, is_superuser: false, staff_roles: [] },
              ...(body as object),
            }),
          ),
      ],
    });
    const form = within(await screen.findByRole('form', { name: 'Terms' }));
    expect(form.getByRole('textbox', { name: 'VAT id' })).toHaveValue('ATU12345678');
    await user.click(form.getByRole('combobox', { name: 'Price list' }));
    await user.click(await screen.findByRole('option', { name: 'Shops (25 % off)' }));
    await user.click(form.getByRole('button', { name: 'Save terms' }));
    expect(
      await form.findByText('There is no price list 4.', { selector: 'p' }),
    ).toBeInTheDocument();

    await user.click(form.getByRole('combobox', { name: 'Price list' }));
    await user.click(await screen.findByRole('option', { name: "None: the shop's prices" }));
    await user.click(form.getByRole('switch', { name: 'Reseller' }));
    await user.click(form.getByRole('button', { name: 'Save terms' }));
    expect(
      await screen.findByText('Flugschule Hohe Munde is no longer a reseller.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      company: 'Flugschule Hohe Munde',
      vat_id: 'ATU12345678',
      price_list_id: null,
      is_reseller: false,
    });
    // Its page is the customer's now.
    expect(router.state.location.pathname).toBe('/backoffice/customers/9');
    expect(await screen.findByRole('form', { name: 'Contact details' })).toBeInTheDocument();
  });
});
