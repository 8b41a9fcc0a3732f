import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product, variant } from '../test/fixtures';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import PriceListsSection from './price-lists-section';

describe('PriceListEditorPage', () => {
  it('sends the list with its own net prices per variant, as strings', async () => {
    const calls = mockAdminApi({
      'GET /api/store/price_lists/': () => jsonResponse({ price_lists: [] }),
      'GET /api/store/admin/products/': () =>
        jsonResponse({
          products: [
            product({
              variants: [variant(), variant({ id: 12, name: 'L', sku: 'SOPHIE-JOY-L' })],
            }),
          ],
        }),
      'POST /api/store/price_lists/': ({ body }) =>
        jsonResponse({ ...(body as object), id: 5, accounts: [] }, 201),
    });
    const { user } = renderAdmin(<PriceListsSection />, {
      path: '/backoffice/price-lists/*',
      route: '/backoffice/price-lists/new',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Schools');
    await user.type(screen.getByRole('spinbutton', { name: 'Percent off' }), '12.5');
    await user.click(screen.getByRole('combobox', { name: 'Add a variant' }));
    await user.click(await screen.findByRole('option', { name: /SOPHIE-JOY-L/ }));
    await user.keyboard('2999,5');
    await user.click(screen.getByRole('button', { name: 'Create price list' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Schools',
      percent_off: 12.5,
      active: true,
      prices: [{ variant_id: 12, net_price: '2999.50' }],
    });
  });
});
