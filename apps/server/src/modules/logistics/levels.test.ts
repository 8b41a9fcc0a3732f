import type { VariantLevelsList } from '@windfamily/contract/logistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { locationIds } from './test-tools';

let t: TestApp;
let clerk: TestClient;
let at: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'warehouse')).client;
  at = await locationIds(t);
});
afterAll(async () => t.close());

const levels = async (query: string) => {
  const response = await clerk.get(`/api/logistics/levels/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VariantLevelsList>();
};
const finished = async (body: Record<string, unknown>) => {
  const response = await clerk.post('/api/logistics/moves/', body);
  expect(response.statusCode, response.body).toBe(201);
};

describe('the levels per variant', () => {
  it('show where each stocked variant’s units are, found by SKU or name and by location', async () => {
    const { variant } = await createProduct(t, { stock: 6 });
    await finished({
      variant_id: variant.id,
      amount: 2,
      from_location_id: at.WH,
      to_location_id: at['WH/B'],
    });
    await finished({
      variant_id: variant.id,
      amount: 1,
      from_location_id: at.WH,
      to_location_id: at.DEMO,
    });

    const found = await levels(`search=${encodeURIComponent(variant.sku.toLowerCase())}`);
    expect(found.count).toBe(1);
    expect(found.results[0]).toEqual({
      variant: { id: variant.id, sku: variant.sku, name: expect.any(String) as string },
      available: 5,
      minimum: 0,
      levels: [
        { location: { id: at.WH, code: 'WH', name: expect.any(String) as string }, quantity: 3 },
        {
          location: { id: at['WH/B'], code: 'WH/B', name: expect.any(String) as string },
          quantity: 2,
        },
        {
          location: { id: at.SUPPLIERS, code: 'SUPPLIERS', name: expect.any(String) as string },
          quantity: -6,
        },
        {
          location: { id: at.DEMO, code: 'DEMO', name: expect.any(String) as string },
          quantity: 1,
        },
      ],
    });
    // By the product's name and the variant's, any case.
    const byName = await levels(
      `search=${encodeURIComponent(found.results[0]!.variant.name.toUpperCase())}`,
    );
    expect(byName.results.map((row) => row.variant.id)).toContain(variant.id);

    // At the warehouse: its shelves count, only those levels are given.
    const inWarehouse = await levels(`location=${at.WH}&search=${variant.sku}`);
    expect(inWarehouse.results[0]!.levels.map((level) => level.location.code)).toEqual([
      'WH',
      'WH/B',
    ]);
    const onShelfA = await levels(`location=${at['WH/A']}&search=${variant.sku}`);
    expect(onShelfA.count).toBe(0);
    const inDemo = await levels(`location=${at.DEMO}`);
    expect(inDemo.results.map((row) => row.variant.id)).toEqual([variant.id]);
  });

  it('list every stocked variant, units or not, by SKU a page at a time', async () => {
    const { variant: empty } = await createProduct(t, { stock: 0 });
    const { variant: untracked } = await createProduct(t, { stock: null });
    const all = await levels('');
    expect(all.page).toBe(1);
    expect(all.page_size).toBe(50);
    const skus = all.results.map((row) => row.variant.sku);
    expect(skus).toEqual([...skus].sort());
    const everything = [...skus];
    for (let page = 2; everything.length < all.count; page += 1)
      everything.push(...(await levels(`page=${page}`)).results.map((row) => row.variant.sku));
    expect(everything).toContain(empty.sku);
    expect(everything).not.toContain(untracked.sku);
    expect((await levels(`search=${empty.sku}`)).results[0]).toMatchObject({
      available: 0,
      levels: [],
    });
    expect((await levels('search=%25_no such thing')).count).toBe(0);
  });

  it('refuse bad input with a 400', async () => {
    expectApiError(await clerk.get(`/api/logistics/levels/?search=${'x'.repeat(101)}`), 400);
    expectApiError(await clerk.get('/api/logistics/levels/?location=shelf'), 400);
    expectApiError(await clerk.get('/api/logistics/levels/?page=0'), 400);
  });

  it('are for the warehouse: sales, customers and visitors are refused', async () => {
    const sales = (await loggedInClient(t, 'sales')).client;
    const customer = (await loggedInClient(t, 'customer')).client;
    expectApiError(await sales.get('/api/logistics/levels/'), 403);
    expectApiError(await customer.get('/api/logistics/levels/'), 403);
    expectApiError(await new TestClient(t.app).get('/api/logistics/levels/'), 401);
  });
});
