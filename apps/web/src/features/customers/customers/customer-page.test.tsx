import { screen, waitFor, within } from '@testing-library/react';
import type { Customer } from '@windfamily/contract/customers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, type ApiCall } from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import { customer, priceList, reseller, SALES } from '../test/fixtures';
import { renderSections } from '../test/render';

function renderCustomer(
  handlers: Parameters<typeof renderSections>[1] = {},
  permissions: string[] = SALES,
) {
  return renderSections(
    '/backoffice/customers/7',
    { 'GET /api/store/customers/7/': () => jsonResponse(customer()), ...handlers },
    permissions,
  );
}

const put = (calls: ApiCall[], path: string) => callsTo(calls, 'PUT', path);

beforeEach(() => stubViewport(false));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CustomerPage', () => {
  it('shows the account, its orders and combos, and saves corrected contact details', async () => {
    const { calls, user } = renderCustomer({
      'PUT /api/store/customers/7/': [
        () =>
          jsonResponse(
            {
              detail: 'An account with this e-mail address already exists.',
              errors: { email: ['An account with this e-mail address already exists.'] },
            },
            400,
          ),
        ({ body }) => jsonResponse(customer({ ...(body as Partial<Customer>) })),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anna Aufwind' }),
    ).toBeInTheDocument();

    const orders = within(screen.getByRole('table', { name: 'Orders of the account' }));
    expect(await orders.findByRole('link', { name: '2026-0042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0042',
    );
    const rows = orders.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Awaiting payment');
    expect(rows[2]).toHaveTextContent('Shipped');
    const combo = within(screen.getByRole('list', { name: 'Colour combos' }));
    expect(combo.getByRole('link', { name: /Sunset/ })).toHaveAttribute(
      'href',
      '/colorpicker/combo/sunset-3f2a',
    );
    expect(combo.getByText('Ordered')).toBeInTheDocument();
    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(account.getByText('Bought').nextElementSibling).toHaveTextContent('4 339.90 €');
    expect(account.getByText('Open balance').nextElementSibling).toHaveTextContent('4 290 € owed');
    expect(account.getByText('Newsletter').nextElementSibling).toHaveTextContent('Subscribed');

    const form = within(screen.getByRole('form', { name: 'Contact details' }));
    const email = form.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.paste('anna@example.com');
    await user.click(form.getByRole('textbox', { name: 'Company' }));
    await user.paste('Aufwind GmbH');
    await user.click(form.getByRole('button', { name: 'Save contact details' }));
    // The server's refusal lands on its field.
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already exists/));
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.paste('anna.a@example.com');
    await user.click(form.getByRole('button', { name: 'Save contact details' }));
    expect(
      await screen.findByText('The contact details of anna.a@example.com were saved.'),
    ).toBeInTheDocument();
    expect(put(calls, '/api/store/customers/7/').at(-1)?.body).toEqual({
      email: 'anna.a@example.com',
      phone: '+43 664 1234567',
      company: 'Aufwind GmbH',
      address: {
        name: 'Anna Aufwind',
        address: 'Thermikweg 3',
        address2: '',
        zipcode: '6410',
        city: 'Telfs',
        state: '',
        country: 'at',
      },
    });
  });

  it('exports the data as a JSON file', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = this.download;
    });
    const { user } = renderCustomer({
      'GET /api/store/customers/7/export/': () =>
        jsonResponse({ exported_at: '2026-03-20T10:00:00Z', account: { id: 7 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    expect(
      await screen.findByText(
        'The data of anna.aufwind@example.com was saved as customer-7-2026-03-20.json.',
      ),
    ).toBeInTheDocument();
    expect(saved).toBe('customer-7-2026-03-20.json');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('erases the personal data once the e-mail is typed again, showing why the server refuses', async () => {
    const erased = customer({
      email: 'erased-7@erased.invalid',
      address: null,
      erased_at: '2026-03-20T10:00:00Z',
    });
    const { calls, user } = renderCustomer({
      'GET /api/store/customers/7/': [() => jsonResponse(customer()), () => jsonResponse(erased)],
      'POST /api/store/customers/7/erase/': [
        () =>
          jsonResponse(
            {
              detail:
                'Order 2026-0042 is neither shipped nor cancelled: the account can be erased once it is.',
            },
            409,
          ),
        () =>
          jsonResponse({
            detail:
              'The personal data of account 7 was erased. Orders kept for the books without it: 2.',
            erased_at: '2026-03-20T10:00:00Z',
            orders_anonymised: 2,
            invoices_kept: 1,
          }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = within(
      screen.getByRole('dialog', {
        name: 'Erase the personal data of anna.aufwind@example.com?',
      }),
    );
    expect(dialog.getByText('Removed for good')).toBeInTheDocument();
    expect(dialog.getByText(/the invoices and credit notes, unchanged/)).toBeInTheDocument();
    const erase = dialog.getByRole('button', { name: 'Erase personal data' });
    expect(erase).toBeDisabled();
    const confirmField = dialog.getByRole('textbox', { name: /e-mail address, to confirm/ });
    await user.click(confirmField);
    await user.paste('anna@example.com');
    expect(erase).toBeDisabled();
    await user.clear(confirmField);
    await user.paste('Anna.Aufwind@example.com');
    await user.click(erase);
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Order 2026-0042 is neither shipped nor cancelled',
    );

    await user.click(erase);
    expect(
      await screen.findByText(/The personal data of account 7 was erased/),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/erase/')).at(-1)?.body).toEqual({
      confirm_email: 'Anna.Aufwind@example.com',
    });
    // The page shows the account as it is now.
    expect(await screen.findByRole('heading', { level: 1, name: 'Account 7' })).toBeInTheDocument();
    expect(screen.getByText(/was erased on 20 Mar 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
  });

  it('makes a customer a reseller, checking the VAT id against the country', async () => {
    const { calls, router, user } = renderCustomer({
      'GET /api/store/price_lists/': () =>
        jsonResponse({ price_lists: [priceList(3, 'Schools', 15), priceList(4, 'Shops', 25)] }),
      'PUT /api/store/resellers/7/': ({ body }) =>
        jsonResponse(reseller({ id: 7, ...(body as object) })),
      'GET /api/store/resellers/7/': () =>
        jsonResponse(reseller({ id: 7, company: 'Aufwind GmbH' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Make a reseller' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Make anna.aufwind@example.com a reseller' }),
    );
    await user.click(dialog.getByRole('textbox', { name: 'Company' }));
    await user.paste('Aufwind GmbH');
    const vat = dialog.getByRole('textbox', { name: 'VAT id' });
    await user.click(vat);
    await user.paste('de123456789');
    await user.click(dialog.getByRole('button', { name: 'Make a reseller' }));
    expect(vat).toHaveAccessibleDescription(
      'the address is in Austria: its VAT numbers start with AT, e.g. ATU12345678',
    );
    expect(put(calls, '/api/store/resellers/7/')).toHaveLength(0);

    await user.clear(vat);
    await user.paste('atu 1234 5678');
    await user.click(dialog.getByRole('combobox', { name: 'Price list' }));
    await user.click(await screen.findByRole('option', { name: 'Shops (25 % off)' }));
    await user.click(dialog.getByRole('button', { name: 'Make a reseller' }));
    expect(await screen.findByText('Aufwind GmbH is now a reseller.')).toBeInTheDocument();
    expect(put(calls, '/api/store/resellers/7/')[0]?.body).toEqual({
      company: 'Aufwind GmbH',
      vat_id: 'ATU12345678',
      price_list_id: 4,
      is_reseller: true,
    });
    expect(router.state.location.pathname).toBe('/backoffice/resellers/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aufwind GmbH' }),
    ).toBeInTheDocument();
  });

  it('only shows the account to staff who may not change it', async () => {
    renderCustomer({}, ['backoffice.access', 'store.manage']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anna Aufwind' }),
    ).toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: 'Contact details' }));
    expect(await contact.findByText('Thermikweg 3')).toBeInTheDocument();
    expect(contact.getByText('Austria')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make a reseller' })).not.toBeInTheDocument();
    // The orders are listed, but the Orders section is not theirs.
    const orders = within(screen.getByRole('table', { name: 'Orders of the account' }));
    expect(orders.getByText('2026-0042')).toBeInTheDocument();
    expect(orders.queryByRole('link')).not.toBeInTheDocument();
  });
});
