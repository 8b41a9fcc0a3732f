import type { MoveList, StockCheck, StockCheckList } from '@windfamily/contract/logistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, seedCatalog, stockOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { placeOrder } from '../../test/order-fixtures';
import { ledgerBreaches, levelOf, locationIds } from './test-tools';

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

const begin = async (body: Record<string, unknown>) => {
  const response = await clerk.post('/api/logistics/stock_checks/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StockCheck>();
};
const count = (check: StockCheck, lineId: number, counted: number) =>
  clerk.request('PUT', `/api/logistics/stock_checks/${check.id}/lines/${lineId}/`, { counted });

describe('a stock check', () => {
  it('counts a location line by line and books the differences with the losses', async () => {
    const { variant: found } = await createProduct(t, { stock: 5 });
    const { variant: lost } = await createProduct(t, { stock: 5 });
    await placeOrder(t, { items: [{ variantId: lost.id, amount: 2 }] });
    const check = await begin({
      location_id: at.WH,
      variant_ids: [found.id, lost.id],
      note: 'Monday',
    });
    expect(check).toMatchObject({
      state: 'open',
      location: { code: 'WH' },
      note: 'Monday',
      created_by: expect.stringContaining('@') as string,
    });
    expect(
      check.lines
        .map((line) => [line.variant.id, line.expected, line.counted, line.moved])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [found.id, 5, null, false],
      [lost.id, 5, null, false],
    ]);
    const lineOf = (id: number) => check.lines.find((line) => line.variant.id === id)!;

    expectApiError(await clerk.post(`/api/logistics/stock_checks/${check.id}/apply/`), 409);
    expect((await count(check, lineOf(found.id).id, 7)).statusCode).toBe(200);
    const counted = await count(check, lineOf(lost.id).id, 3);
    expect(counted.json<StockCheck>().counted).toBe(2);

    const applied = await clerk.post(`/api/logistics/stock_checks/${check.id}/apply/`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<StockCheck>()).toMatchObject({ state: 'applied' });
    expect(await levelOf(t, found.id, at.WH!)).toBe(7);
    expect(await levelOf(t, lost.id, at.WH!)).toBe(3);
    expect(await levelOf(t, lost.id, at.LOSSES!)).toBe(2);
    expect(await stockOf(t, found.id)).toBe(7);
    // Two of the three are held by the order: one is free.
    expect(await stockOf(t, lost.id)).toBe(1);
    const booked = (
      await clerk.get(`/api/logistics/moves/?location=${at.LOSSES}&variant=${found.id}`)
    ).json<MoveList>();
    expect(booked.results[0]).toMatchObject({
      from: { code: 'LOSSES' },
      to: { code: 'WH' },
      amount: 2,
      stock_check_id: check.id,
    });

    expectApiError(await count(check, lineOf(found.id).id, 1), 409);
    expectApiError(await clerk.post(`/api/logistics/stock_checks/${check.id}/apply/`), 409);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });

  it('flags a line whose stock moved after it was counted, and applies once it is counted again', async () => {
    const { variant } = await createProduct(t, { stock: 4 });
    const check = await begin({ location_id: at.WH, variant_ids: [variant.id] });
    const line = check.lines[0]!;
    await count(check, line.id, 4);
    await placeOrder(t, { items: [{ variantId: variant.id }] });
    await clerk.post('/api/logistics/moves/', {
      variant_id: variant.id,
      amount: 1,
      from_location_id: at.WH,
      to_location_id: at['WH/A'],
    });
    const seen = (await clerk.get(`/api/logistics/stock_checks/${check.id}/`)).json<StockCheck>();
    expect(seen.lines[0]).toMatchObject({ expected: 4, counted: 4, current: 3, moved: true });
    const refused = await clerk.post(`/api/logistics/stock_checks/${check.id}/apply/`);
    expectApiError(refused, 409);
    expect(refused.json<{ detail: string }>().detail).toBe(
      `Stock of ${variant.sku} moved after it was counted: count it again.`,
    );
    expect(await levelOf(t, variant.id, at.WH!)).toBe(3);

    const again = (await count(check, line.id, 3)).json<StockCheck>();
    expect(again.lines[0]!.moved).toBe(false);
    expect((await clerk.post(`/api/logistics/stock_checks/${check.id}/apply/`)).statusCode).toBe(
      200,
    );
    expect(await levelOf(t, variant.id, at.WH!)).toBe(3);
    expect(await stockOf(t, variant.id)).toBe(3);
  });

  it('loses lines while open, is cancelled without booking, and is listed', async () => {
    const { variant: a } = await createProduct(t, { stock: 2 });
    const { variant: b } = await createProduct(t, { stock: 2 });
    const check = await begin({ location_id: at.WH, variant_ids: [a.id, b.id] });
    const [first, second] = check.lines;
    const deleted = await clerk.request(
      'DELETE',
      `/api/logistics/admin/stock_check_lines/${first!.id}/`,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    expectApiError(
      await clerk.request('DELETE', `/api/logistics/admin/stock_check_lines/${first!.id}/`),
      404,
    );
    await count(check, second!.id, 0);
    const cancelled = await clerk.post(`/api/logistics/stock_checks/${check.id}/cancel/`);
    expect(cancelled.json<StockCheck>()).toMatchObject({
      state: 'cancelled',
      lines: [{ id: second!.id }],
    });
    expectApiError(
      await clerk.request('DELETE', `/api/logistics/admin/stock_check_lines/${second!.id}/`),
      409,
    );
    expectApiError(await clerk.post(`/api/logistics/stock_checks/${check.id}/apply/`), 409);
    expect(await stockOf(t, a.id)).toBe(2);
    expect(await stockOf(t, b.id)).toBe(2);

    const list = (
      await clerk.get(`/api/logistics/stock_checks/?state=cancelled&location=${at.WH}`)
    ).json<StockCheckList>();
    expect(list.results[0]).toMatchObject({ id: check.id, lines: 1, counted: 1 });
  });

  it('counts every variant a location holds when none are named', async () => {
    const { variant } = await createProduct(t, { stock: 3 });
    await clerk.post('/api/logistics/moves/', {
      variant_id: variant.id,
      amount: 2,
      from_location_id: at.WH,
      to_location_id: at.REPAIR,
    });
    const check = await begin({ location_id: at.REPAIR });
    expect(check.lines.map((line) => [line.variant.id, line.expected])).toContainEqual([
      variant.id,
      2,
    ]);
  });

  it('refuses bad input, virtual places and other roles, and writes nothing', async () => {
    const before = (await clerk.get('/api/logistics/stock_checks/')).json<StockCheckList>().count;
    expectApiError(
      await clerk.post('/api/logistics/stock_checks/', { location_id: at.CUSTOMERS }),
      400,
      {
        location_id: ['Only a place where units really are can be counted.'],
      },
    );
    expectApiError(
      await clerk.post('/api/logistics/stock_checks/', { location_id: 999_999 }),
      400,
      {
        location_id: ['There is no such location.'],
      },
    );
    expectApiError(
      await clerk.post('/api/logistics/stock_checks/', {
        location_id: at.WH,
        variant_ids: [999_999],
      }),
      400,
      { variant_ids: ['There is no variant 999999.'] },
    );
    expectApiError(
      await clerk.post('/api/logistics/stock_checks/', { location_id: at.WH, variant_ids: [1, 1] }),
      400,
    );
    expectApiError(
      await clerk.post('/api/logistics/stock_checks/', { location_id: at.FACTORY }),
      400,
    );
    const { variant } = await createProduct(t, { stock: 1 });
    const check = await begin({ location_id: at.WH, variant_ids: [variant.id] });
    expectApiError(await count(check, check.lines[0]!.id, -1), 400, { counted: ['at least 0'] });
    expectApiError(await count(check, 999_999, 1), 404);
    expect((await clerk.get('/api/logistics/stock_checks/')).json<StockCheckList>().count).toBe(
      before + 1,
    );

    const sales = (await loggedInClient(t, 'sales')).client;
    expectApiError(await sales.get('/api/logistics/stock_checks/'), 403);
    expectApiError(
      await sales.request(
        'DELETE',
        `/api/logistics/admin/stock_check_lines/${check.lines[0]!.id}/`,
      ),
      403,
    );
    expectApiError(
      await new TestClient(t.app).post(`/api/logistics/stock_checks/${check.id}/apply/`),
      401,
    );
  });
});
