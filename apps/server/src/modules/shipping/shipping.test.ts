import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentPrices } from '@windfamily/contract/pricing';
import { cartOf, seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
});
afterAll(async () => t.close());

describe('GET /api/vat_rate/{country_code}', () => {
  it("answers a country's standard rate, 0 outside the EU, 404 for no country", async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/vat_rate/at')).json()).toEqual({ country: 'at', vat_rate: 20 });
    expect((await client.get('/api/vat_rate/FI')).json()).toEqual({
      country: 'fi',
      vat_rate: 25.5,
    });
    expect((await client.get('/api/vat_rate/ch/')).json()).toEqual({ country: 'ch', vat_rate: 0 });
    expectApiError(await client.get('/api/vat_rate/xx'), 404);
    expectApiError(await client.get('/api/vat_rate/austria'), 404);
  });
});

describe('shipping prices', () => {
  it('lists the prices per zone, delivery method and box', async () => {
    const prices = (
      await new TestClient(t.app).get('/api/logistics/shipment_prices')
    ).json<ShipmentPrices>();
    expect(prices.methods.map((method) => method.code)).toEqual(['pickup', 'standard', 'express']);
    expect(prices.zones.map((zone) => zone.code)).toEqual(['domestic', 'eu', 'europe', 'world']);
    expect(prices.zones[0]).toEqual({ code: 'domestic', name: 'Austria', countries: ['at'] });
    expect(prices.zones[1]?.countries).toContain('de');
    expect(prices.zones[1]?.countries).not.toContain('at');
    expect(prices.rates).toContainEqual({
      zone: 'eu',
      method: 'standard',
      box: 'wing',
      net_price: '35.00',
    });
    expect(prices.rates.some((rate) => rate.zone === 'world' && rate.method === 'express')).toBe(
      false,
    );
  });

  it('staff change them, and carts price with the new ones at once', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/store/cart/add-item/', {
      product_variant: await variantIdOf(t, 'REPAIR-KIT'),
    });
    const { client: staff } = await loggedInClient(t, 'staff');
    const response = await staff.request('PUT', '/api/logistics/admin/shipment_prices', {
      rates: [
        { zone: 'domestic', method: 'standard', box: 'parcel', net_price: '9.90' },
        { zone: 'world', method: 'express', box: 'parcel', net_price: 80 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ShipmentPrices>().rates).toContainEqual({
      zone: 'world',
      method: 'express',
      box: 'parcel',
      net_price: '80.00',
    });
    expect(cartOf(await client.get('/api/store/cart/')).shipping_prices.standard).toBe('9.90');

    // Express no longer goes anywhere in Austria.
    await staff.request('PUT', '/api/logistics/admin/shipment_prices', {
      rates: [{ zone: 'domestic', method: 'express', box: 'parcel', net_price: null }],
    });
    expect(Object.keys(cartOf(await client.get('/api/store/cart/')).shipping_prices)).toEqual([
      'pickup',
      'standard',
    ]);
  });

  it('refuses bad prices and other roles, changing nothing', async () => {
    const { client: staff } = await loggedInClient(t, 'staff');
    const before = (await staff.get('/api/logistics/shipment_prices')).body;
    for (const rates of [
      [{ zone: 'moon', method: 'standard', box: 'parcel', net_price: '1' }],
      [{ zone: 'eu', method: 'teleport', box: 'parcel', net_price: '1' }],
      [{ zone: 'eu', method: 'standard', box: 'parcel', net_price: '-5' }],
      [],
    ]) {
      expectApiError(
        await staff.request('PUT', '/api/logistics/admin/shipment_prices', { rates }),
        400,
      );
    }
    const { client: customer } = await loggedInClient(t, 'customer');
    expectApiError(
      await customer.request('PUT', '/api/logistics/admin/shipment_prices', {
        rates: [{ zone: 'eu', method: 'standard', box: 'parcel', net_price: '1' }],
      }),
      403,
    );
    expect((await staff.get('/api/logistics/shipment_prices')).body).toBe(before);
  });
});

describe('the stand-in carrier’s tracking page', () => {
  it('is where its labels lead, and plays the courier’s part', async () => {
    const standIn = t.app.services.carriers.standIn!;
    expect(t.app.services.carriers.carrier).toBe(standIn);
    const created = await standIn.createShipment({
      service: 'express',
      to: {
        name: 'Lena Huber',
        lines: ['Marienplatz 8'],
        zipcode: '80331',
        city: 'München',
        country: 'de',
      },
      parcels: [{ weightGrams: 6400, lengthCm: 70, widthCm: 40, heightCm: 30 }],
      reference: '2026-0042',
      contents: 'Paraglider',
    });
    const path = new URL(created.trackingUrl).pathname;
    expect(path).toBe(`/dev/carrier/track/${created.trackingNumber}`);
    const client = new TestClient(t.app);
    const page = await client.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<strong class="status">label created</strong>');
    expect(page.body).toContain('order 2026-0042');

    const handOver = await t.app.inject({
      method: 'POST',
      url: `${path}/hand-over`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(handOver.statusCode).toBe(303);
    expect(handOver.headers.location).toBe(path);
    expect((await client.get(path)).body).toContain('<strong class="status">handed over</strong>');
    await expect(standIn.cancel(created.shipmentId)).rejects.toThrow(/can no longer be cancelled/);

    expect((await client.get('/dev/carrier/track/CP000000000AT')).statusCode).toBe(404);
  });
});
