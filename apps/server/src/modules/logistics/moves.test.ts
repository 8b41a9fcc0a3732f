import { sql } from 'drizzle-orm';
import type { AuditList } from '@windfamily/contract/audit';
import type {
  LocationStock,
  LocationTree,
  MoveList,
  StockMove,
} from '@windfamily/contract/logistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createProduct, seedCatalog, stockOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { placeOrder } from '../../test/order-fixtures';
import { flatten, ledgerBreaches, levelOf, locationIds } from './test-tools';

let t: TestApp;
let clerk: TestClient;
let admin: TestClient;
let at: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'warehouse')).client;
  admin = (await loggedInClient(t, 'superuser')).client;
  at = await locationIds(t);
});
afterAll(async () => t.close());

const move = (body: Record<string, unknown>, client = clerk) =>
  client.post('/api/logistics/moves/', body);
const moveCount = async () =>
  (
    await rowsOf<{ n: number }>(
      t.app.services.database.db,
      sql`SELECT count(*)::int AS n FROM stock_moves`,
    )
  )[0]!.n;

describe('the locations', () => {
  it('are the standard tree, each with what it holds', async () => {
    const { variant } = await createProduct(t, { stock: 4 });
    const response = await clerk.get('/api/logistics/locations/');
    expect(response.statusCode, response.body).toBe(200);
    const tree = response.json<LocationTree>();
    expect(tree.locations.map((node) => node.code)).toEqual([
      'WH',
      'FACTORY',
      'SUPPLIERS',
      'CUSTOMERS',
      'DEMO',
      'REPAIR',
      'LOSSES',
    ]);
    const warehouse = tree.locations[0]!;
    expect(warehouse).toMatchObject({ kind: 'internal', sellable: true, virtual: false });
    expect(warehouse.children.map((node) => node.code)).toEqual(['WH/A', 'WH/B', 'WH/C']);
    const nodes = flatten(tree);
    expect(nodes.find((node) => node.code === 'LOSSES')).toMatchObject({
      sellable: false,
      virtual: true,
    });
    expect(nodes.find((node) => node.code === 'DEMO')).toMatchObject({ virtual: false });
    // The opening balances came from the suppliers: they owe what the warehouse holds.
    const suppliers = nodes.find((node) => node.code === 'SUPPLIERS')!;
    expect(suppliers.units).toBe(-warehouse.units);
    expect(warehouse.units).toBeGreaterThanOrEqual(4);

    const stock = (
      await clerk.get(`/api/logistics/locations/${at.WH}/stock/`)
    ).json<LocationStock>();
    expect(stock.levels).toContainEqual({
      variant: { id: variant.id, sku: variant.sku, name: expect.any(String) as string },
      quantity: 4,
    });
  });

  it('are for the warehouse: sales, customers and visitors are refused', async () => {
    const sales = (await loggedInClient(t, 'sales')).client;
    const customer = (await loggedInClient(t, 'customer')).client;
    expectApiError(await sales.get('/api/logistics/locations/'), 403);
    expectApiError(await customer.get('/api/logistics/moves/'), 403);
    expectApiError(await new TestClient(t.app).get('/api/logistics/locations/'), 401);
    expectApiError(await sales.post('/api/logistics/moves/', {}), 403);
    expect((await admin.get('/api/logistics/locations/')).statusCode).toBe(200);
  });
});

describe('a move', () => {
  it('runs draft, started, finished: the units change place only when it finishes', async () => {
    const { variant } = await createProduct(t, { stock: 5 });
    const created = await move({
      variant_id: variant.id,
      amount: 2,
      from_location_id: at.WH,
      to_location_id: at['WH/A'],
      state: 'draft',
      reason: 'Onto the shelf',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<StockMove>();
    expect(draft).toMatchObject({
      state: 'draft',
      amount: 2,
      from: { code: 'WH' },
      to: { code: 'WH/A' },
      started_date: null,
      finished_date: null,
      reason: 'Onto the shelf',
      created_by: expect.stringContaining('@') as string,
    });
    expect(await levelOf(t, variant.id, at['WH/A']!)).toBe(0);

    const started = (await clerk.post(`/api/logistics/moves/${draft.id}/start/`)).json<StockMove>();
    expect(started.state).toBe('started');
    expect(started.started_date).not.toBeNull();
    expectApiError(await clerk.post(`/api/logistics/moves/${draft.id}/start/`), 409);

    const finished = await clerk.post(`/api/logistics/moves/${draft.id}/finish/`);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<StockMove>()).toMatchObject({ state: 'finished' });
    expect(finished.json<StockMove>().finished_date).not.toBeNull();
    expect(await levelOf(t, variant.id, at.WH!)).toBe(3);
    expect(await levelOf(t, variant.id, at['WH/A']!)).toBe(2);
    // Still in the shop's stock: a shelf is part of the warehouse.
    expect(await stockOf(t, variant.id)).toBe(5);

    expectApiError(await clerk.post(`/api/logistics/moves/${draft.id}/finish/`), 409);
    const cancel = await clerk.post(`/api/logistics/moves/${draft.id}/cancel/`);
    expectApiError(cancel, 409);
    expect(cancel.json<{ detail: string }>().detail).toBe(
      'A finished move cannot be cancelled: reverse it instead.',
    );
  });

  it('is cancelled before it finishes, and then never books', async () => {
    const { variant } = await createProduct(t, { stock: 3 });
    const draft = (
      await move({
        variant_id: variant.id,
        amount: 3,
        from_location_id: at.WH,
        to_location_id: at.DEMO,
        state: 'started',
      })
    ).json<StockMove>();
    const cancelled = await clerk.post(`/api/logistics/moves/${draft.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<StockMove>()).toMatchObject({ state: 'cancelled' });
    expect(cancelled.json<StockMove>().cancelled_date).not.toBeNull();
    expectApiError(await clerk.post(`/api/logistics/moves/${draft.id}/finish/`), 409);
    expectApiError(await clerk.post(`/api/logistics/moves/${draft.id}/cancel/`), 409);
    expect(await stockOf(t, variant.id)).toBe(3);
    expectApiError(await clerk.post('/api/logistics/moves/999999/cancel/'), 404);
  });

  it('out of the shop’s stock lowers what it sells; its reverse brings the units back', async () => {
    const { variant } = await createProduct(t, { stock: 4 });
    const out = await move({
      variant_id: variant.id,
      amount: 3,
      from_location_id: at.WH,
      to_location_id: at.DEMO,
      reason: 'Demo wings for the test days',
    });
    expect(out.statusCode, out.body).toBe(201);
    const booked = out.json<StockMove>();
    expect(booked.state).toBe('finished');
    expect(await stockOf(t, variant.id)).toBe(1);
    expect(await levelOf(t, variant.id, at.DEMO!)).toBe(3);

    const reversed = await clerk.post(`/api/logistics/moves/${booked.id}/reverse/`, {
      reason: 'Back from the test days',
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(reversed.json<StockMove>()).toMatchObject({
      state: 'finished',
      from: { code: 'DEMO' },
      to: { code: 'WH' },
      reverses_id: booked.id,
    });
    expect(await stockOf(t, variant.id)).toBe(4);
    expect(await levelOf(t, variant.id, at.DEMO!)).toBe(0);
    expect(
      (await clerk.get(`/api/logistics/moves/${booked.id}/`)).json<StockMove>().reversed_by_id,
    ).toBe(reversed.json<StockMove>().id);
    expectApiError(await clerk.post(`/api/logistics/moves/${booked.id}/reverse/`, {}), 409);
  });

  it('refuses units that are not there, or are reserved for an order, and changes nothing', async () => {
    const { variant } = await createProduct(t, { stock: 3 });
    await placeOrder(t, { items: [{ variantId: variant.id, amount: 2 }] });
    expect(await stockOf(t, variant.id)).toBe(1);
    const before = await moveCount();

    const reserved = await move({
      variant_id: variant.id,
      amount: 2,
      from_location_id: at.WH,
      to_location_id: at.REPAIR,
    });
    expectApiError(reserved, 409);
    expect(reserved.json<{ detail: string }>().detail).toMatch(/Only 1 of .* free/);

    const missing = await move({
      variant_id: variant.id,
      amount: 1,
      from_location_id: at.DEMO,
      to_location_id: at.WH,
    });
    expectApiError(missing, 409);
    expect(missing.json<{ detail: string }>().detail).toMatch(/Only 0 of .* Demo fleet/);
    expect(await moveCount()).toBe(before);
    expect(await stockOf(t, variant.id)).toBe(1);
    expect(await levelOf(t, variant.id, at.WH!)).toBe(3);
  });

  it('answers bad input with a 400 naming the field, and writes nothing', async () => {
    const { variant } = await createProduct(t, { stock: 3 });
    const before = await moveCount();
    const base = {
      variant_id: variant.id,
      amount: 1,
      from_location_id: at.WH,
      to_location_id: at.DEMO,
    };
    expectApiError(await move({ ...base, amount: 0 }), 400, { amount: ['at least 1'] });
    expectApiError(await move({ ...base, amount: 1.5 }), 400, {
      amount: ['a whole number of units'],
    });
    expectApiError(await move({ ...base, to_location_id: at.WH }), 400, {
      to_location_id: ['another location than where the units come from'],
    });
    expectApiError(await move({ ...base, state: 'cancelled' }), 400);
    expectApiError(await move({ ...base, variant_id: 999_999 }), 400, {
      variant_id: ['There is no such variant.'],
    });
    expectApiError(await move({ ...base, from_location_id: 999_999 }), 400, {
      from_location_id: ['There is no such location.'],
    });
    expectApiError(await clerk.post('/api/logistics/moves/abc/cancel/'), 400);
    expect(await moveCount()).toBe(before);
  });

  it('is listed newest first, by variant, location, order and state, a page at a time', async () => {
    const { variant } = await createProduct(t, { stock: 6 });
    const order = await placeOrder(t, { items: [{ variantId: variant.id, amount: 1 }] });
    await move({
      variant_id: variant.id,
      amount: 1,
      from_location_id: at.WH,
      to_location_id: at['WH/B'],
    });
    await move({
      variant_id: variant.id,
      amount: 1,
      from_location_id: at.WH,
      to_location_id: at.REPAIR,
      state: 'draft',
    });
    const list = async (query: string) => {
      const response = await clerk.get(`/api/logistics/moves/?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MoveList>();
    };
    const all = await list(`variant=${variant.id}`);
    expect(all.count).toBe(3);
    expect(all.page_size).toBe(50);
    expect(all.results.map((one) => [one.from.code, one.to.code, one.state])).toEqual([
      ['WH', 'REPAIR', 'draft'],
      ['WH', 'WH/B', 'finished'],
      ['SUPPLIERS', 'WH', 'finished'],
    ]);
    expect((await list(`variant=${variant.id}&state=draft`)).count).toBe(1);
    expect((await list(`variant=${variant.id}&location=${at['WH/B']}`)).count).toBe(1);
    // The order holds its unit; nothing moved for it yet.
    expect((await list(`order=${order.sale_sequence}`)).count).toBe(0);
    expect((await list('page=2')).page).toBe(2);
    expectApiError(await clerk.get('/api/logistics/moves/?state=lost'), 400);
    expectApiError(await clerk.get('/api/logistics/moves/?order=42'), 400);
  });

  it('is written in the audit log, with who made it', async () => {
    const { variant } = await createProduct(t, { stock: 2 });
    const made = (
      await move({
        variant_id: variant.id,
        amount: 1,
        from_location_id: at.WH,
        to_location_id: at['WH/C'],
      })
    ).json<StockMove>();
    const audit = (
      await admin.get(`/api/audit/?entity_type=stock_move&entity_id=${made.id}`)
    ).json<AuditList>();
    expect(audit.results.map((entry) => entry.action)).toEqual(['stock_move.create']);
    expect(audit.results[0]!.summary).toContain('from Warehouse to Shelf C');
  });
});

describe('the contract', () => {
  it('names every body and answer of the warehouse in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { schemas: Record<string, unknown> };
      paths: Record<string, unknown>;
    }>();
    for (const name of [
      'StockLocationTree',
      'StockLocation',
      'LocationStock',
      'StockMove',
      'StockMoveList',
      'StockMovePayload',
      'Reservation',
      'ReservationList',
      'OrderReservePayload',
      'OrderReservations',
      'StockCheck',
      'StockCheckList',
      'StockCheckPayload',
      'StockCheckCountPayload',
    ])
      expect(doc.components.schemas, name).toHaveProperty(name);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/logistics/locations/',
        '/api/logistics/moves/{move_id}/cancel/',
        '/api/logistics/reservations/{id}/cancel',
        '/api/logistics/admin/stock_check_lines/{line_id}/',
        '/api/store/orders/{sale_sequence}/reserve/',
      ]),
    );
  });
});

describe('the ledger', () => {
  it('holds each level as the sum of its finished moves, and every stock as its free units', async () => {
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });

  it('keeps a real location from going below none even when asked directly', async () => {
    const { variant } = await createProduct(t, { stock: 1 });
    const db = t.app.services.database.db;
    await expect(
      db.execute(
        sql`UPDATE stock_levels SET quantity = -1 WHERE variant_id = ${variant.id} AND location_id = ${at.WH}`,
      ),
    ).rejects.toThrow();
    expect(await levelOf(t, variant.id, at.WH!)).toBe(1);
  });
});
