import type { ShipmentPrices } from '@windfamily/contract/pricing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import ShippingPricesPage from './shipping-prices-page';

const PRICES: ShipmentPrices = {
  methods: [
    { code: 'standard', name: 'Standard delivery' },
    { code: 'express', name: 'Express delivery' },
  ],
  zones: [
    { code: 'domestic', name: 'Austria', countries: ['at'] },
    { code: 'world', name: 'Rest of the world', countries: [] },
  ],
  rates: [
    { zone: 'domestic', method: 'standard', box: 'parcel', net_price: '7.50' },
    { zone: 'domestic', method: 'standard', box: 'wing', net_price: '20.00' },
  ],
};
const PUT_PATH = '/api/logistics/admin/shipment_prices';

function renderGrid() {
  const calls = mockAdminApi({
    'GET /api/logistics/shipment_prices': () => jsonResponse(PRICES),
    [`PUT ${PUT_PATH}`]: ({ body }) =>
      jsonResponse({
        ...PRICES,
        rates: (body as { rates: { net_price: string | null }[] }).rates.filter(
          (rate) => rate.net_price !== null,
        ),
      }),
  });
  const view = renderAdmin(<ShippingPricesPage />, {
    path: '/backoffice/shipping',
    route: '/backoffice/shipping',
  });
  return { ...view, calls };
}

const puts = (calls: ReturnType<typeof mockAdminApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.path === PUT_PATH);

describe('ShippingPricesPage', () => {
  it('sends the filled cells only, in one PUT, prices as strings', async () => {
    const { user, calls } = renderGrid();
    const worldParcel = await screen.findByRole('textbox', {
      name: 'Rest of the world, Express delivery, Parcel',
    });
    expect(screen.getByRole('textbox', { name: 'Austria, Standard delivery, Parcel' })).toHaveValue(
      '7.50',
    );
    await user.type(worldParcel, '45');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({
      rates: [
        { zone: 'domestic', method: 'standard', box: 'parcel', net_price: '7.50' },
        { zone: 'domestic', method: 'standard', box: 'wing', net_price: '20.00' },
        { zone: 'world', method: 'express', box: 'parcel', net_price: '45.00' },
      ],
    });
    expect(await screen.findByText('Shipping prices saved.')).toBeInTheDocument();
  });

  it('withdraws a method from a zone when its price is emptied', async () => {
    const { user, calls } = renderGrid();
    const cell = await screen.findByRole('textbox', {
      name: 'Austria, Standard delivery, Wing box',
    });
    await user.clear(cell);
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({
      rates: [
        { zone: 'domestic', method: 'standard', box: 'parcel', net_price: '7.50' },
        { zone: 'domestic', method: 'standard', box: 'wing', net_price: null },
      ],
    });
  });
});
