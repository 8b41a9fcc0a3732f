import { sql } from 'drizzle-orm';
import type { OrderPermissions, PublicOrder, StaffOrder } from '@windfamily/contract/orders';
import {
  type Shipment,
  type ShipmentList,
  type ShipmentRates,
  SHIPMENT_STATES,
} from '@windfamily/contract/shipments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createProduct, seedCatalog, stockOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient, mailsTo } from '../../test/helpers';
import { placeOrder } from '../../test/order-fixtures';
import { heldOf, ledgerBreaches, levelOf, locationIds } from '../logistics/test-tools';
import {
  addOrderLine,
  markPrepared,
  newPurchaseOrder,
  orderedWing,
  PO,
  unitInStock,
} from '../production/test-tools';
import type { StandInCarrier } from '../shipping/carriers';
import { cancelRefusal, shipRefusal } from './shipments.service';

let t: TestApp;
let clerk: TestClient;
let sales: TestClient;
let customer: TestClient;
let at: Record<string, number>;
let standIn: StandInCarrier;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'warehouse')).client;
  sales = (await loggedInClient(t, 'sales')).client;
  customer = (await loggedInClient(t, 'customer')).client;
  at = await locationIds(t);
  standIn = t.app.services.carriers.standIn!;
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;
const create = (
  saleSequence: string,
  body: Record<string, unknown> | undefined = { weight_grams: 6000 },
  options: { service?: string; client?: TestClient; key?: string } = {},
) =>
  (options.client ?? clerk).request(
    'POST',
    `/api/store/orders/${saleSequence}/create_shipment/${options.service ?? 'standard'}`,
    body,
    options.key ? { headers: { 'idempotency-key': options.key } } : {},
  );
const shipmentsOf = async (saleSequence: string) =>
  (await clerk.get(`/api/logistics/shipments/?order=${saleSequence}`)).json<ShipmentList>();
const countShipments = async () =>
  (await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM shipments`))[0]!.n;
const staffOrder = async (saleSequence: string) =>
  (await sales.get(`/api/store/orders/${saleSequence}/`)).json<StaffOrder>();

async function stockedOrder(amount = 2, country = 'at') {
  const { variant } = await createProduct(t, { stock: 5 });
  const order = await placeOrder(t, { items: [{ variantId: variant.id, amount }], country });
  return { variant, order };
}

describe('a shipment', () => {
  it('is booked with a label, handed over through the ledger, and the customer is told once', async () => {
    const { variant, order } = await stockedOrder(2);
    const made = await create(order.sale_sequence);
    expect(made.statusCode, made.body).toBe(201);
    const shipment = made.json<Shipment>();
    expect(shipment).toMatchObject({
      order: order.sale_sequence,
      service: 'standard',
      carrier: 'stand-in',
      state: 'created',
      weight_grams: 6000,
      customs_declared: false,
      lines: [{ order_item_id: order.items[0]!.id, amount: 2 }],
    });
    expect(shipment.tracking_number).toMatch(/^CP\d{9}AT$/);
    expect(shipment.tracking_url).toContain(shipment.tracking_number);
    expect(shipment.price).toMatch(/^\d+\.\d{2}$/);

    const label = await clerk.get(shipment.label_url!);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Booked, not shipped: the stock stays reserved in the warehouse.
    expect(await levelOf(t, variant.id, at.WH!)).toBe(5);
    expect(await heldOf(t, variant.id)).toBe(2);

    const shipped = await clerk.post(`/api/logistics/shipments/${shipment.id}/ship/`);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<Shipment>()).toMatchObject({
      state: 'shipped',
      shipped_by: expect.stringContaining('@') as string,
    });
    expect(await levelOf(t, variant.id, at.WH!)).toBe(3);
    expect(await levelOf(t, variant.id, at.CUSTOMERS!)).toBe(2);
    expect(await heldOf(t, variant.id)).toBe(0);
    expect(await stockOf(t, variant.id)).toBe(3);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });

    const detail = await staffOrder(order.sale_sequence);
    expect(detail.status).toBe('shipped');
    expect(detail.shipment_date).not.toBeNull();
    expect(detail.timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['shipment_created', 'shipped']),
    );
    expect(detail.shipments).toEqual([
      expect.objectContaining({
        id: shipment.id,
        state: 'shipped',
        tracking_url: shipment.tracking_url,
      }),
    ]);

    // The customer's page shows the tracking link.
    const key = order.link.split('/').at(-1)!;
    const page = (
      await new TestClient(t.app).get(`/api/store/orders_public/${key}`)
    ).json<PublicOrder>();
    expect(page.shipments[0]).toMatchObject({
      tracking_number: shipment.tracking_number,
      tracking_url: shipment.tracking_url,
    });

    // The courier has it: the stand-in refuses to cancel; the mail went out once.
    expect((await standIn.shipment(shipment.tracking_number!))?.status).toBe('handed_over');
    expectApiError(await clerk.post(`/api/logistics/shipments/${shipment.id}/cancel/`), 409);
    expectApiError(await clerk.post(`/api/logistics/shipments/${shipment.id}/ship/`), 409);
    const mails = (await mailsTo(t, order.address.email)).filter((mail) =>
      mail.subject.includes('on its way'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(shipment.tracking_url!);
    expect(detail.mails.map((mail) => mail.kind)).not.toContain('free_text');
    const again = await staffOrder(order.sale_sequence);
    expect(again.mails.filter((mail) => mail.kind === 'shipped')).toHaveLength(1);
  });

  it('takes the wing made for the order to its pilot: its unit leaves by a move of its own', async () => {
    const made = await unitInStock(t, clerk);
    const unitId = made.prepared.unit.id;
    expect(await levelOf(t, made.variant.id, at.WH!)).toBe(1);
    const booked = await create(made.order.sale_sequence);
    expect(booked.statusCode, booked.body).toBe(201);
    const shipped = await clerk.post(
      `/api/logistics/shipments/${booked.json<Shipment>().id}/ship/`,
    );
    expect(shipped.statusCode, shipped.body).toBe(200);

    const [unit] = await rowsOf<{ state: string; location_id: number }>(
      db(),
      sql`SELECT state, location_id FROM product_variant_instances WHERE id = ${unitId}`,
    );
    expect(unit).toEqual({ state: 'delivered', location_id: at.CUSTOMERS });
    expect(await levelOf(t, made.variant.id, at.WH!)).toBe(0);
    const moves = await rowsOf<{ from_location_id: number; to_location_id: number }>(
      db(),
      sql`SELECT from_location_id, to_location_id FROM stock_moves
          WHERE unit_id = ${unitId} AND state = 'finished' ORDER BY id`,
    );
    expect(moves).toEqual([
      { from_location_id: at.FACTORY, to_location_id: at.WH },
      { from_location_id: at.WH, to_location_id: at.CUSTOMERS },
    ]);
    const held = await rowsOf<{ state: string }>(
      db(),
      sql`SELECT state FROM stock_reservations WHERE unit_id = ${unitId}`,
    );
    expect(held).toEqual([{ state: 'consumed' }]);
    const events = await rowsOf<{ kind: string }>(
      db(),
      sql`SELECT kind FROM product_variant_instance_events WHERE unit_id = ${unitId} ORDER BY id`,
    );
    expect(events.map((event) => event.kind).at(-1)).toBe('shipment');
    expect((await staffOrder(made.order.sale_sequence)).status).toBe('shipped');
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });

  it('takes each wing of an order line of several to its pilot', async () => {
    const wing = await orderedWing(t, undefined, 2);
    const purchaseOrder = await newPurchaseOrder(clerk);
    await addOrderLine(clerk, purchaseOrder.id, wing.orderItemId);
    const { lines } = await addOrderLine(clerk, purchaseOrder.id, wing.orderItemId);
    expect((await clerk.post(`${PO}/${purchaseOrder.id}/prepare`)).statusCode).toBe(200);
    const unitIds = [];
    for (const line of lines) unitIds.push((await markPrepared(clerk, line.id)).unit.id);
    expect((await clerk.post(`${PO}/${purchaseOrder.id}/finish`, {})).statusCode).toBe(200);

    const booked = await create(wing.order.sale_sequence);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<Shipment>().lines).toEqual([
      expect.objectContaining({ order_item_id: wing.orderItemId, amount: 2 }),
    ]);
    const shipped = await clerk.post(
      `/api/logistics/shipments/${booked.json<Shipment>().id}/ship/`,
    );
    expect(shipped.statusCode, shipped.body).toBe(200);
    const units = await rowsOf<{ id: number; state: string; location_id: number }>(
      db(),
      sql`SELECT id, state, location_id FROM product_variant_instances
          WHERE order_item_id = ${wing.orderItemId} ORDER BY id`,
    );
    expect(units).toEqual(
      unitIds.map((id) => ({ id, state: 'delivered', location_id: at.CUSTOMERS })),
    );
    const held = await rowsOf<{ state: string }>(
      db(),
      sql`SELECT state FROM stock_reservations WHERE order_item_id = ${wing.orderItemId}`,
    );
    expect(held).toEqual([{ state: 'consumed' }, { state: 'consumed' }]);
    expect(await levelOf(t, wing.variant.id, at.WH!)).toBe(0);
    expect((await staffOrder(wing.order.sale_sequence)).status).toBe('shipped');
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });

  it('carries some lines: the order turns shipped only with its last parcel', async () => {
    const { variant } = await createProduct(t, { stock: 5 });
    const { variant: other } = await createProduct(t, { stock: 5 });
    const order = await placeOrder(t, {
      items: [
        { variantId: variant.id, amount: 2 },
        { variantId: other.id, amount: 1 },
      ],
    });
    const [first, second] = order.items;
    const part = await create(order.sale_sequence, {
      weight_grams: 3000,
      lines: [{ order_item_id: first!.id, amount: 1 }],
    });
    expect(part.statusCode, part.body).toBe(201);
    const one = part.json<Shipment>();
    expect((await clerk.post(`/api/logistics/shipments/${one.id}/ship/`)).statusCode).toBe(200);
    let detail = await staffOrder(order.sale_sequence);
    expect(detail.status).toBe('placed');
    expect(detail.timeline.at(-1)).toMatchObject({ kind: 'part_shipped' });

    // What is left: one of the first line, the second line.
    const rest = await create(order.sale_sequence);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<Shipment>().lines).toEqual([
      expect.objectContaining({ order_item_id: first!.id, amount: 1 }),
      expect.objectContaining({ order_item_id: second!.id, amount: 1 }),
    ]);
    expectApiError(await create(order.sale_sequence), 409);
    const shipped = await clerk.post(`/api/logistics/shipments/${rest.json<Shipment>().id}/ship/`);
    expect(shipped.statusCode, shipped.body).toBe(200);
    detail = await staffOrder(order.sale_sequence);
    expect(detail.status).toBe('shipped');
    expect(await levelOf(t, variant.id, at.CUSTOMERS!)).toBe(2);
    expect(await levelOf(t, other.id, at.CUSTOMERS!)).toBe(1);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
    expect(
      (
        await clerk.get(`/api/store/orders/${order.sale_sequence}/permissions`)
      ).json<OrderPermissions>().actions.create_shipment,
    ).toEqual({ allowed: false, reason: 'Everything of the order has shipped.' });
  });

  it('declares customs outside the EU', async () => {
    const { order } = await stockedOrder(1, 'ch');
    const made = await create(order.sale_sequence);
    expect(made.statusCode, made.body).toBe(201);
    const shipment = made.json<Shipment>();
    expect(shipment.customs_declared).toBe(true);
    expect((await standIn.shipment(shipment.tracking_number!))?.customs).toMatchObject({
      invoiceNumber: order.sale_sequence,
      exportReason: 'sale',
      lines: [{ hsCode: '8804.00.00', quantity: 1, originCountry: 'at' }],
    });
  });

  it('is cancelled with the carrier until handed over; its lines can be booked again', async () => {
    const { variant, order } = await stockedOrder(1);
    const shipment = (await create(order.sale_sequence)).json<Shipment>();
    const cancelled = await clerk.post(`/api/logistics/shipments/${shipment.id}/cancel/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Shipment>()).toMatchObject({ state: 'cancelled' });
    expect((await standIn.shipment(shipment.tracking_number!))?.status).toBe('cancelled');
    expectApiError(await clerk.post(`/api/logistics/shipments/${shipment.id}/ship/`), 409);
    expectApiError(await clerk.post(`/api/logistics/shipments/${shipment.id}/cancel/`), 409);
    expect(await heldOf(t, variant.id)).toBe(1);
    expect((await create(order.sale_sequence)).statusCode).toBe(201);
    expect((await staffOrder(order.sale_sequence)).timeline.map((e) => e.kind)).toContain(
      'shipment_cancelled',
    );
  });

  it('is refused when the carrier has it already: the shipment stays booked', async () => {
    const { order } = await stockedOrder(1);
    const shipment = (await create(order.sale_sequence)).json<Shipment>();
    await standIn.handOver(shipment.tracking_number!);
    const refused = await clerk.post(`/api/logistics/shipments/${shipment.id}/cancel/`);
    expectApiError(refused, 409);
    const now = (await clerk.get(`/api/logistics/shipments/${shipment.id}/`)).json<Shipment>();
    expect(now.state).toBe('created');
    expect(now.last_error).toContain('handed over');
    expect((await clerk.post(`/api/logistics/shipments/${shipment.id}/ship/`)).statusCode).toBe(
      200,
    );
  });
});

describe('booking a shipment', () => {
  it('refuses bad input with a 400 and writes nothing', async () => {
    const { order } = await stockedOrder(1);
    const before = await countShipments();
    expectApiError(await create(order.sale_sequence, {}), 400);
    expectApiError(await create(order.sale_sequence, { weight_grams: 5 }), 400);
    expectApiError(await create(order.sale_sequence, { weight_grams: 5000, lines: [] }), 400);
    expectApiError(
      await create(order.sale_sequence, {
        weight_grams: 5000,
        lines: [{ order_item_id: 999999, amount: 1 }],
      }),
      400,
    );
    expectApiError(
      await create(order.sale_sequence, {
        weight_grams: 5000,
        lines: [{ order_item_id: order.items[0]!.id, amount: 0 }],
      }),
      400,
    );
    expectApiError(await create(order.sale_sequence, undefined, { service: 'pigeon' }), 400);
    expectApiError(await create('2026-99999'), 404);
    expectApiError(await create('not-an-order'), 400);
    expectApiError(await clerk.get('/api/logistics/shipments/?state=lost'), 400);
    expectApiError(await clerk.get('/api/logistics/shipments/999999/'), 404);
    expectApiError(await clerk.post('/api/logistics/shipments/999999/ship/'), 404);
    expect(await countShipments()).toBe(before);
  });

  it('refuses more than is left, and a cancelled order (409)', async () => {
    const { order } = await stockedOrder(1);
    const before = await countShipments();
    expectApiError(
      await create(order.sale_sequence, {
        weight_grams: 5000,
        lines: [{ order_item_id: order.items[0]!.id, amount: 2 }],
      }),
      409,
    );
    const cancelled = await sales.post(`/api/store/orders/${order.sale_sequence}/cancel/`, {
      reason: 'Changed their mind',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectApiError(await create(order.sale_sequence), 409);
    expect(await countShipments()).toBe(before);
  });

  it('is for the warehouse only', async () => {
    const { order } = await stockedOrder(1);
    const before = await countShipments();
    expectApiError(await create(order.sale_sequence, undefined, { client: sales }), 403);
    expectApiError(await create(order.sale_sequence, undefined, { client: customer }), 403);
    expectApiError(
      await create(order.sale_sequence, undefined, { client: new TestClient(t.app) }),
      401,
    );
    for (const client of [sales, customer, new TestClient(t.app)]) {
      expect((await client.get('/api/logistics/shipments/')).statusCode).toBeGreaterThanOrEqual(
        401,
      );
      expect(
        (await client.post('/api/logistics/shipments/1/ship/')).statusCode,
      ).toBeGreaterThanOrEqual(401);
      expect(
        (await client.post('/api/logistics/shipments/1/cancel/')).statusCode,
      ).toBeGreaterThanOrEqual(401);
    }
    expect(await countShipments()).toBe(before);
    const rules = (
      await clerk.get(`/api/store/orders/${order.sale_sequence}/permissions`)
    ).json<OrderPermissions>();
    expect(rules.actions.create_shipment).toEqual({ allowed: true, reason: null });
    const salesRules = (
      await sales.get(`/api/store/orders/${order.sale_sequence}/permissions`)
    ).json<OrderPermissions>();
    expect(salesRules.actions.create_shipment.allowed).toBe(false);
  });

  it('tries a transient failure again and books once', async () => {
    const { order } = await stockedOrder(1);
    standIn.failNext('transient');
    const made = await create(order.sale_sequence);
    expect(made.statusCode, made.body).toBe(201);
    expect((await shipmentsOf(order.sale_sequence)).results).toHaveLength(1);
  });

  it('reports a permanent refusal and a carrier that stays down, holding no lines', async () => {
    const { variant, order } = await stockedOrder(1);
    standIn.failNext('permanent');
    const refused = await create(order.sale_sequence);
    expectApiError(refused, 422);
    expect(refused.json<{ detail: string }>().detail).toContain('refused the shipment');

    standIn.failNext('transient');
    standIn.failNext('timeout');
    standIn.failNext('transient');
    expectApiError(await create(order.sale_sequence), 502);

    const list = (await shipmentsOf(order.sale_sequence)).results;
    expect(list.map((one) => one.state)).toEqual(['failed', 'failed']);
    expect(list.every((one) => one.last_error && !one.tracking_number && !one.label_url)).toBe(
      true,
    );
    expect(await heldOf(t, variant.id)).toBe(1);
    expect(await levelOf(t, variant.id, at.WH!)).toBe(5);
    expectApiError(await clerk.post(`/api/logistics/shipments/${list[0]!.id}/ship/`), 409);
    // Nothing is taken by failed ones: the next try books.
    expect((await create(order.sale_sequence)).statusCode).toBe(201);
  });

  it('refuses an address the carrier refuses, with its words', async () => {
    const { order } = await stockedOrder(1, 'de');
    const refused = await create(order.sale_sequence);
    expectApiError(refused, 422);
    expect(refused.json<{ detail: string }>().detail).toContain('postcode');
  });

  it('books one shipment for a repeated request and for a double click', async () => {
    const { order } = await stockedOrder(1);
    const key = `key-${order.sale_sequence}-repeat`;
    const [a, b] = await Promise.all([
      create(order.sale_sequence, undefined, { key }),
      create(order.sale_sequence, undefined, { key }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<Shipment>().id).toBe(b.json<Shipment>().id);
    const later = await create(order.sale_sequence, undefined, { key });
    expect(later.statusCode).toBe(200);
    expect(later.json<Shipment>()).toMatchObject({ id: a.json<Shipment>().id, state: 'created' });

    const { order: other } = await stockedOrder(1);
    const clicks = await Promise.all([create(other.sale_sequence), create(other.sale_sequence)]);
    expect(clicks.map((one) => one.statusCode).sort()).toEqual([201, 409]);
    expect((await shipmentsOf(other.sale_sequence)).results).toHaveLength(1);
  });

  it('answers the carrier’s prices for the order', async () => {
    const { order } = await stockedOrder(1);
    const rates = await clerk.get(
      `/api/store/orders/${order.sale_sequence}/shipment_rates/?weight_grams=6000`,
    );
    expect(rates.statusCode, rates.body).toBe(200);
    expect(rates.json<ShipmentRates>()).toMatchObject({
      carrier: 'Stand-in carrier',
      rates: expect.arrayContaining([
        expect.objectContaining({ service: 'standard', price: '10.50' }),
      ]) as unknown,
    });
    expectApiError(
      await clerk.get(`/api/store/orders/${order.sale_sequence}/shipment_rates/?weight_grams=x`),
      400,
    );
    expectApiError(
      await sales.get(`/api/store/orders/${order.sale_sequence}/shipment_rates/?weight_grams=6000`),
      403,
    );
  });
});

describe('shipping and cancelling at once', () => {
  it('lets exactly one win, the other answers 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { variant, order } = await stockedOrder(1);
      const shipment = (await create(order.sale_sequence)).json<Shipment>();
      const [shipped, cancelled] = await Promise.all([
        clerk.post(`/api/logistics/shipments/${shipment.id}/ship/`),
        clerk.post(`/api/logistics/shipments/${shipment.id}/cancel/`),
      ]);
      expect([shipped.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const final = (await clerk.get(`/api/logistics/shipments/${shipment.id}/`)).json<Shipment>();
      const winner = shipped.statusCode === 200 ? 'shipped' : 'cancelled';
      expect(final.state).toBe(winner);
      expect(await levelOf(t, variant.id, at.CUSTOMERS!)).toBe(winner === 'shipped' ? 1 : 0);
    }
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });
});

describe('the list', () => {
  it('filters by state, order and carrier, a page at a time', async () => {
    const { order } = await stockedOrder(1);
    const shipment = (await create(order.sale_sequence)).json<Shipment>();
    const byOrder = await shipmentsOf(order.sale_sequence);
    expect(byOrder).toMatchObject({ count: 1, page: 1, page_size: 50 });
    const created = (
      await clerk.get('/api/logistics/shipments/?state=created&carrier=stand-in')
    ).json<ShipmentList>();
    expect(created.results.map((one) => one.id)).toContain(shipment.id);
    expect(created.results.every((one) => one.state === 'created')).toBe(true);
    const other = (
      await clerk.get('/api/logistics/shipments/?carrier=dhl-express')
    ).json<ShipmentList>();
    expect(other.count).toBe(0);
  });
});

describe('the states', () => {
  it('hand over and cancel only a booked shipment, saying why not otherwise', () => {
    for (const state of SHIPMENT_STATES) {
      expect([state, shipRefusal({ id: 1, state })]).toEqual([
        state,
        state === 'created' ? null : expect.stringContaining('Shipment 1'),
      ]);
      expect([state, cancelRefusal({ id: 1, state })]).toEqual([
        state,
        state === 'created' ? null : expect.stringContaining('Shipment 1'),
      ]);
    }
  });

  it('keep the lines of an order with a booked shipment from changing', async () => {
    const { variant, order } = await stockedOrder(1);
    const shipment = (await create(order.sale_sequence)).json<Shipment>();
    const before = await staffOrder(order.sale_sequence);
    const edit = () =>
      sales.request('PUT', `/api/store/orders/${order.sale_sequence}/lines/`, {
        version: before.version,
        lines: [{ id: before.items[0]!.id, product_variant: variant.id, amount: 2 }],
      });
    const refused = await edit();
    expectApiError(refused, 409);
    expect(refused.json<{ detail: string }>().detail).toContain(`Shipment ${shipment.id}`);
    expect((await staffOrder(order.sale_sequence)).version).toBe(before.version);
    await clerk.post(`/api/logistics/shipments/${shipment.id}/cancel/`);
    const changed = await edit();
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
