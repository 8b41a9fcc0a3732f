import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type {
  LinePreparedResult,
  PurchaseOrder,
  PurchaseOrderDeactivateResult,
  PurchaseOrderList,
} from '@windfamily/contract/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createProduct, seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { ledgerBreaches, levelOf, locationIds } from '../logistics/test-tools';
import {
  addOrderLine,
  markPrepared,
  newPurchaseOrder,
  ORDERED_COLORS,
  orderedWing,
  PO,
  preparedUnit,
  unitInStock,
} from './test-tools';

let t: TestApp;
let clerk: TestClient;
let sales: TestClient;
let customer: TestClient;
let at: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'warehouse')).client;
  sales = (await loggedInClient(t, 'sales')).client;
  customer = (await loggedInClient(t, 'customer')).client;
  at = await locationIds(t);
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;
const count = async (table: string) =>
  (await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]!.n;
const prepared = (lineId: number, client = clerk, body: Record<string, unknown> = {}) =>
  client.request('PUT', `/api/logistics/admin/purchase_order_lines/${lineId}/prepared`, body);

describe('purchase orders are for the warehouse', () => {
  it('refuses sales staff, customers and visitors, and changes nothing', async () => {
    const anonymous = new TestClient(t.app);
    const before = await count('purchase_orders');
    for (const [client, status] of [
      [sales, 403],
      [customer, 403],
      [anonymous, 401],
    ] as const) {
      expectApiError(await client.get(`${PO}/`), status);
      expectApiError(await client.post(`${PO}/`, { note: 'x' }), status);
      expectApiError(await client.post(`${PO}/deactivate`, { ids: [1] }), status);
      expectApiError(await client.post(`${PO}/1/finish`, {}), status);
      expectApiError(await client.post(`${PO}/1/prepare`), status);
      expectApiError(await prepared(1, client), status);
      expectApiError(await client.get('/api/logistics/admin/product_variant_instances/'), status);
    }
    expect(await count('purchase_orders')).toBe(before);
    expect((await clerk.get(`${PO}/`)).statusCode).toBe(200);
  });
});

describe('a purchase order', () => {
  it('is started as a draft with a number, listed and found by it', async () => {
    const order = await newPurchaseOrder(clerk, 'Spring batch');
    expect(order).toMatchObject({
      state: 'draft',
      note: 'Spring batch',
      lines: [],
      has_pdf: false,
    });
    expect(order.number).toMatch(/^PO-\d{4}-\d{4,}$/);
    const list = (await clerk.get(`${PO}/?search=${order.number}`)).json<PurchaseOrderList>();
    expect(list.results.map((row) => row.id)).toEqual([order.id]);
    const drafts = (await clerk.get(`${PO}/?state=draft`)).json<PurchaseOrderList>();
    expect(drafts.results.every((row) => row.state === 'draft')).toBe(true);
    expectApiError(await clerk.get(`${PO}/?state=lost`), 400);
    expectApiError(await clerk.get(`${PO}/999999/`), 404);
    expectApiError(await clerk.get(`${PO}/abc/`), 400);
    expectApiError(await clerk.post(`${PO}/`, { note: 'x'.repeat(1001) }), 400);
  });

  it('takes a wing from an order line with its size and colours, once', async () => {
    const wing = await orderedWing(t);
    const order = await newPurchaseOrder(clerk);
    const response = await clerk.post(`${PO}/${order.id}/create_line_from_order_line`, {
      order_item_id: wing.orderItemId,
      requested_finish_on: '2026-12-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const line = response.json<PurchaseOrder>().lines[0]!;
    expect(line).toMatchObject({
      purpose: 'order',
      order_item_id: wing.orderItemId,
      order: wing.order.sale_sequence,
      size: 'M',
      colors: ORDERED_COLORS,
      state: 'open',
      requested_finish_on: '2026-12-01',
      unit: null,
    });
    expect(line.variant.id).toBe(wing.variant.id);

    // The same order line on another purchase order: refused, nothing written.
    const other = await newPurchaseOrder(clerk);
    const lines = await count('purchase_order_lines');
    const again = expectApiError(
      await clerk.post(`${PO}/${other.id}/create_line_from_order_line`, {
        order_item_id: wing.orderItemId,
      }),
      409,
    );
    expect(again.detail).toContain(order.number);
    expect(await count('purchase_order_lines')).toBe(lines);

    expectApiError(
      await clerk.post(`${PO}/${other.id}/create_line_from_order_line`, { order_item_id: 'x' }),
      400,
    );
    expectApiError(
      await clerk.post(`${PO}/${other.id}/create_line_from_order_line`, {
        order_item_id: 99_999_999,
      }),
      400,
      { order_item_id: ['There is no such order line.'] },
    );
    expectApiError(
      await clerk.post(`${PO}/${other.id}/create_line_from_order_line`, {
        order_item_id: wing.orderItemId,
        requested_finish_on: 'soon',
      }),
      400,
    );
    expectApiError(
      await clerk.post(`${PO}/999999/create_line_from_order_line`, {
        order_item_id: wing.orderItemId,
      }),
      404,
    );
    expect(await count('purchase_order_lines')).toBe(lines);
  });

  it('takes an order line of several wings once per wing, then refuses', async () => {
    const wing = await orderedWing(t, undefined, 2);
    const first = await newPurchaseOrder(clerk);
    const second = await newPurchaseOrder(clerk);
    await addOrderLine(clerk, first.id, wing.orderItemId);
    const both = await addOrderLine(clerk, second.id, wing.orderItemId);
    expect(both.lines.map((line) => [line.order_item_id, line.size])).toEqual([
      [wing.orderItemId, 'M'],
    ]);

    // Both wings are on live purchase orders: a third line is refused, nothing written.
    const third = await newPurchaseOrder(clerk);
    const lines = await count('purchase_order_lines');
    const refused = expectApiError(
      await clerk.post(`${PO}/${third.id}/create_line_from_order_line`, {
        order_item_id: wing.orderItemId,
      }),
      409,
    );
    expect(refused.detail).toBe(
      `All 2 wings of this order line are on purchase orders already (${first.number}, ${second.number}): deactivate one first.`,
    );
    expect(await count('purchase_order_lines')).toBe(lines);

    // A cancelled purchase order gives its wing back.
    expect((await clerk.post(`${PO}/deactivate`, { ids: [first.id] })).statusCode).toBe(200);
    const again = await addOrderLine(clerk, third.id, wing.orderItemId);
    expect(again.lines).toHaveLength(1);
  });

  it('takes the last wing of an order line once when two clerks add it at once', async () => {
    const wing = await orderedWing(t, undefined, 2);
    const taken = await newPurchaseOrder(clerk);
    await addOrderLine(clerk, taken.id, wing.orderItemId);
    const [one, two] = [await newPurchaseOrder(clerk), await newPurchaseOrder(clerk)];
    const other = (await loggedInClient(t, 'warehouse')).client;
    const answers = await Promise.all([
      clerk.post(`${PO}/${one.id}/create_line_from_order_line`, {
        order_item_id: wing.orderItemId,
      }),
      other.post(`${PO}/${two.id}/create_line_from_order_line`, {
        order_item_id: wing.orderItemId,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [live] = await rowsOf<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM purchase_order_lines
          WHERE order_item_id = ${wing.orderItemId} AND state <> 'cancelled'`,
    );
    expect(live!.n).toBe(2);
  });

  it('takes wings for stock and the demo fleet, a line each', async () => {
    const { variant } = await createProduct(t, { stock: 0 });
    const order = await newPurchaseOrder(clerk);
    const response = await clerk.post(`${PO}/${order.id}/create_line`, {
      variant_id: variant.id,
      purpose: 'stock',
      amount: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const demo = await clerk.post(`${PO}/${order.id}/create_line`, {
      variant_id: variant.id,
      purpose: 'demo',
    });
    const lines = demo.json<PurchaseOrder>().lines;
    expect(lines.map((line) => [line.position, line.purpose])).toEqual([
      [1, 'stock'],
      [2, 'stock'],
      [3, 'demo'],
    ]);
    expectApiError(
      await clerk.post(`${PO}/${order.id}/create_line`, {
        variant_id: variant.id,
        purpose: 'order',
      }),
      400,
    );
    expectApiError(
      await clerk.post(`${PO}/${order.id}/create_line`, {
        variant_id: variant.id,
        amount: 0,
        purpose: 'stock',
      }),
      400,
    );
    expectApiError(
      await clerk.post(`${PO}/${order.id}/create_line`, {
        variant_id: 99_999_999,
        purpose: 'stock',
      }),
      400,
    );
    expect((await clerk.get(`${PO}/${order.id}/`)).json<PurchaseOrder>().lines).toHaveLength(3);
  });

  it('goes to the factory as a PDF, then takes no more lines', async () => {
    const wing = await orderedWing(t);
    const order = await newPurchaseOrder(clerk);
    expectApiError(await clerk.post(`${PO}/${order.id}/prepare`), 409); // no lines yet
    await clerk.post(`${PO}/${order.id}/create_line_from_order_line`, {
      order_item_id: wing.orderItemId,
    });
    expectApiError(await clerk.get(`${PO}/${order.id}/pdf`), 404);
    const response = await clerk.post(`${PO}/${order.id}/prepare`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${order.number}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getTitle()).toBe(`Purchase order ${order.number}`);
    expect(document.getPageCount()).toBe(2); // the list, then a page per wing
    const sent = (await clerk.get(`${PO}/${order.id}/`)).json<PurchaseOrder>();
    expect(sent).toMatchObject({ state: 'sent', has_pdf: true });
    const kept = await clerk.get(`${PO}/${order.id}/pdf`);
    expect(kept.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(expectApiError(await clerk.post(`${PO}/${order.id}/prepare`), 409).detail).toBe(
      'The purchase order was sent to the factory already.',
    );
    const { variant } = await createProduct(t, { stock: 0 });
    expectApiError(
      await clerk.post(`${PO}/${order.id}/create_line`, {
        variant_id: variant.id,
        purpose: 'stock',
      }),
      409,
    );
  });
});

describe('a line marked prepared', () => {
  it('gets its unit at the factory: a serial and a secret shown once, kept as a hash', async () => {
    const { prepared: made, purchaseOrder } = await preparedUnit(t, clerk);
    expect(made.secret).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made.unit.serial).toMatch(/^WF\d{2}-\d{6}$/);
    expect(made.page_url).toBe(
      `${t.app.services.config.publicUrl}/q/${made.unit.serial}/${made.secret}`,
    );
    expect(made.line).toMatchObject({ state: 'prepared', unit: { serial: made.unit.serial } });
    expect(made.unit).toMatchObject({
      state: 'in_production',
      location: { code: 'FACTORY' },
      size: 'M',
      certification: 'EN/LTF B',
      colors: ORDERED_COLORS,
      purchase_order: { id: purchaseOrder.id, number: purchaseOrder.number },
    });
    const [row] = await rowsOf<{ secret_hash: string }>(
      db(),
      sql`SELECT secret_hash FROM product_variant_instances WHERE id = ${made.unit.id}`,
    );
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.secret);
    // Not shown again.
    const detail = await clerk.get(
      `/api/logistics/admin/product_variant_instances/${made.unit.id}/`,
    );
    expect(detail.body).not.toContain(made.secret);

    const units = await count('product_variant_instances');
    expect(expectApiError(await prepared(made.line.id), 409).detail).toBe(
      'The line is prepared already: its unit exists.',
    );
    expectApiError(await prepared(99_999_999), 404);
    expectApiError(await prepared(made.line.id, clerk, { confirmed_finish_on: '31.12.2026' }), 400);
    expect(await count('product_variant_instances')).toBe(units);
  });
});

describe('finishing a purchase order', () => {
  it('needs it sent and every line prepared', async () => {
    const { variant } = await createProduct(t, { stock: 0 });
    const order = await newPurchaseOrder(clerk);
    const withLines = (
      await clerk.post(`${PO}/${order.id}/create_line`, {
        variant_id: variant.id,
        purpose: 'stock',
        amount: 2,
      })
    ).json<PurchaseOrder>();
    expect(expectApiError(await clerk.post(`${PO}/${order.id}/finish`, {}), 409).detail).toBe(
      'The purchase order has not been sent to the factory yet: prepare it first.',
    );
    await clerk.post(`${PO}/${order.id}/prepare`);
    await prepared(withLines.lines[0]!.id);
    const moves = await count('stock_moves');
    expect(expectApiError(await clerk.post(`${PO}/${order.id}/finish`, {}), 409).detail).toBe(
      'Line 2 has no unit yet: mark it prepared first.',
    );
    expectApiError(await clerk.post(`${PO}/${order.id}/finish`, { finished_on: 'today' }), 400);
    expect(await count('stock_moves')).toBe(moves);
  });

  it('books each unit into stock through the ledger and reserves the one made for an order', async () => {
    const made = await preparedUnit(t, clerk);
    const { variant } = await createProduct(t, { stock: 0 });
    const extra = await newPurchaseOrder(clerk);
    const lines = (
      await clerk.post(`${PO}/${extra.id}/create_line`, {
        variant_id: variant.id,
        purpose: 'stock',
      })
    ).json<PurchaseOrder>();
    await clerk.post(`${PO}/${extra.id}/create_line`, { variant_id: variant.id, purpose: 'demo' });
    await clerk.post(`${PO}/${extra.id}/prepare`);
    const all = (await clerk.get(`${PO}/${extra.id}/`)).json<PurchaseOrder>().lines;
    expect(lines.lines).toHaveLength(1);
    for (const line of all) expect((await prepared(line.id)).statusCode).toBe(200);
    const stockBefore = await levelOf(t, variant.id, at.WH!);

    const finished = await clerk.post(`${PO}/${extra.id}/finish`, { finished_on: '2026-11-20' });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<PurchaseOrder>()).toMatchObject({ state: 'finished' });
    expect(
      finished
        .json<PurchaseOrder>()
        .lines.map((line) => [line.state, line.actual_finish_on, line.unit?.state]),
    ).toEqual([
      ['finished', '2026-11-20', 'in_stock'],
      ['finished', '2026-11-20', 'demo'],
    ]);
    expect(await levelOf(t, variant.id, at.WH!)).toBe(stockBefore + 1);
    expect(await levelOf(t, variant.id, at.DEMO!)).toBe(1);
    expect(await levelOf(t, variant.id, at.FACTORY!)).toBe(-2);

    const response = await clerk.post(`${PO}/${made.purchaseOrder.id}/finish`, {});
    expect(response.statusCode, response.body).toBe(200);
    const [move] = await rowsOf<{
      unit_id: number;
      order_item_id: number;
      from_code: string;
      to_code: string;
      state: string;
    }>(
      db(),
      sql`SELECT m.unit_id, m.order_item_id, f.code AS from_code, t.code AS to_code, m.state
          FROM stock_moves m JOIN stock_locations f ON f.id = m.from_location_id
            JOIN stock_locations t ON t.id = m.to_location_id
          WHERE m.unit_id = ${made.prepared.unit.id}`,
    );
    expect(move).toEqual({
      unit_id: made.prepared.unit.id,
      order_item_id: made.orderItemId,
      from_code: 'FACTORY',
      to_code: 'WH',
      state: 'finished',
    });
    const [reservation] = await rowsOf<{ amount: number; state: string; order_item_id: number }>(
      db(),
      sql`SELECT amount, state, order_item_id FROM stock_reservations WHERE unit_id = ${made.prepared.unit.id}`,
    );
    expect(reservation).toEqual({ amount: 1, state: 'active', order_item_id: made.orderItemId });
    const unit = await clerk.get(
      `/api/logistics/admin/product_variant_instances/${made.prepared.unit.id}/`,
    );
    expect(unit.json()).toMatchObject({ state: 'in_stock', location: { code: 'WH' } });
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });

    expect(
      expectApiError(await clerk.post(`${PO}/${made.purchaseOrder.id}/finish`, {}), 409).detail,
    ).toBe('The purchase order was received already.');
  });

  it('reserves each wing of an order line of several for it', async () => {
    const wing = await orderedWing(t, undefined, 2);
    const order = await newPurchaseOrder(clerk);
    await addOrderLine(clerk, order.id, wing.orderItemId);
    const withBoth = await addOrderLine(clerk, order.id, wing.orderItemId);
    expect((await clerk.post(`${PO}/${order.id}/prepare`)).statusCode).toBe(200);
    const units = [];
    for (const line of withBoth.lines) units.push((await markPrepared(clerk, line.id)).unit);
    const finished = await clerk.post(`${PO}/${order.id}/finish`, {});
    expect(finished.statusCode, finished.body).toBe(200);
    const held = await rowsOf<{ unit_id: number; amount: number; state: string }>(
      db(),
      sql`SELECT unit_id, amount, state FROM stock_reservations
          WHERE order_item_id = ${wing.orderItemId} ORDER BY unit_id`,
    );
    expect(held).toEqual(units.map((unit) => ({ unit_id: unit.id, amount: 1, state: 'active' })));
    expect(await levelOf(t, wing.variant.id, at.WH!)).toBe(2);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });

  it('twice at once books the units once', async () => {
    const made = await preparedUnit(t, clerk);
    const other = (await loggedInClient(t, 'warehouse')).client;
    const answers = await Promise.all([
      clerk.post(`${PO}/${made.purchaseOrder.id}/finish`, {}),
      other.post(`${PO}/${made.purchaseOrder.id}/finish`, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [moves] = await rowsOf<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM stock_moves WHERE unit_id = ${made.prepared.unit.id}`,
    );
    expect(moves!.n).toBe(1);
    expect(await levelOf(t, made.variant.id, at.WH!)).toBe(1);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });
});

describe('deactivating purchase orders', () => {
  it('cancels those not received, voiding their units, all or none', async () => {
    const made = await preparedUnit(t, clerk);
    const received = await unitInStock(t, clerk);
    const draft = await newPurchaseOrder(clerk);

    const refused = expectApiError(
      await clerk.post(`${PO}/deactivate`, { ids: [draft.id, received.purchaseOrder.id] }),
      409,
    );
    expect(refused.detail).toContain(received.purchaseOrder.number);
    expect((await clerk.get(`${PO}/${draft.id}/`)).json<PurchaseOrder>().state).toBe('draft');
    expectApiError(await clerk.post(`${PO}/deactivate`, { ids: [] }), 400);
    expectApiError(await clerk.post(`${PO}/deactivate`, { ids: ['a'] }), 400);
    expectApiError(await clerk.post(`${PO}/deactivate`, { ids: [99_999_999] }), 404);

    const response = await clerk.post(`${PO}/deactivate`, {
      ids: [draft.id, made.purchaseOrder.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<PurchaseOrderDeactivateResult>().deactivated.map((row) => row.state),
    ).toEqual(['cancelled', 'cancelled']);
    const detail = (await clerk.get(`${PO}/${made.purchaseOrder.id}/`)).json<PurchaseOrder>();
    expect(detail.lines[0]).toMatchObject({ state: 'cancelled', unit: { state: 'void' } });
    expectApiError(await clerk.post(`${PO}/deactivate`, { ids: [draft.id] }), 409);

    // Its order line may go on a new purchase order now.
    const again = await newPurchaseOrder(clerk);
    const retaken = await clerk.post(`${PO}/${again.id}/create_line_from_order_line`, {
      order_item_id: made.orderItemId,
    });
    expect(retaken.statusCode, retaken.body).toBe(200);
    const line = retaken.json<PurchaseOrder>().lines[0]!;
    const remade = (await prepared(line.id)).json<LinePreparedResult>();
    expect(remade.unit.serial).not.toBe(made.prepared.unit.serial);
  });
});
