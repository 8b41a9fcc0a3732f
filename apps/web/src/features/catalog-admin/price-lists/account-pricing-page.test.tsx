import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerSummary, ResellerSummary } from '@windfamily/contract/customers';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import AccountPricingPage from './account-pricing-page';

const page = <T,>(results: T[]) => ({ count: results.length, page: 1, page_size: 50, results });

const reseller: ResellerSummary = {
  id: 7,
  email: 'rudi@example.com',
  name: 'Rudi Reseller',
  company: 'Thermik Flugschule',
  country: 'de',
  vat_id: 'DE123456789',
  price_list: { id: 3, name: 'Flight schools' },
  orders_count: 2,
  open_balance: '0.00',
};

const customer: CustomerSummary = {
  id: 9,
  email: 'clara@example.com',
  name: 'Clara Customer',
  company: '',
  country: 'at',
  registration_date: '2026-11-01T10:00:00.000Z',
  orders_count: 0,
  total_bought: '0.00',
  is_reseller: false,
  is_staff: false,
  price_list_id: null,
  vat_id: '',
  erased: false,
};

const priceLists = {
  price_lists: [
    { id: 3, name: 'Flight schools', percent_off: 20, active: true, prices: [], accounts: [] },
  ],
};

describe('AccountPricingPage', () => {
  it("lists the resellers' and every account's terms, and saves an account's terms", async () => {
    const calls = mockAdminApi({
      'GET /api/store/price_lists/': () => jsonResponse(priceLists),
      'GET /api/store/resellers/': () => jsonResponse(page([reseller])),
      'GET /api/store/customers/': () => jsonResponse(page([customer])),
      'PUT /api/store/admin/accounts/9/pricing': ({ body }) =>
        jsonResponse({ ...customer, ...(body as object) }),
    });
    const { user } = renderAdmin(<AccountPricingPage />, {
      path: '/backoffice/account-pricing',
      route: '/backoffice/account-pricing',
    });

    expect(await screen.findByText('rudi@example.com')).toBeInTheDocument();
    expect(screen.getByText('DE123456789')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Flight schools')).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('1 account');

    await user.click(screen.getByRole('tab', { name: 'All accounts' }));
    expect(await screen.findByText('clara@example.com')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/store/customers/')?.query).toBe(
      '?search=&page=1',
    );

    await user.click(screen.getByRole('button', { name: 'Edit the terms of clara@example.com' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'VAT id' }), 'atu12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      price_list_id: null,
      vat_id: 'ATU12345678',
    });
  });
});
