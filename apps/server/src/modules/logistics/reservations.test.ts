import { eq, sql } from 'drizzle-orm';
import type {
  OrderReservations,
  Reservation,
  ReservationList,
} from '@windfamily/contract/logistics';
import type { StaffOrder } from '@windfamily/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema';
import { createProduct, seedCatalog, stockOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { placeOrder } from '../../test/order-fixtures';
import { shipOut } from './reservations';
import { heldOf, ledgerBreaches, levelOf, locationIds } from './test-tools';

let t: TestApp;
let clerk: TestClient;
let sales: TestClient;
let at: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'warehouse')).client;
  sales = (await loggedInClient(t, 'sales')).client;
  at = await locationIds(t);
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;
const reservationsOf = async (saleSequence: string, state = '') =>
  (
    await clerk.get(
      `/api/logistics/reservations/?order=${saleSequence}${state ? `&state=${state}` : ''}`,
    )
  ).json<ReservationList>().results;
const detail = async (saleSequence: string) =>
  (await sales.get(`/api/store/orders/${saleSequence}/`)).json<StaffOrder>();
const reserve = (saleSequence: string, body: Record<string, unknown> = {}, client = sales) =>
  client.post(`/api/store/orders/${saleSequence}/reserve/`, body);

describe('an order’s reservations', () => {
  it('are made at the checkout, one per stocked line, until it ships or is cancelled', async () => {
    const { variant } = await createProduct(t, { stock: 5 });
    const order = await placeOrder(t, { items: [{ variantId: variant.id, amount: 2 }] });
    expect(await stockOf(t, variant.id)).toBe(3);
    expect(await levelOf(t, variant.id, at.WH!)).toBe(5);
    const [held, ...more] = await reservationsOf(order.sale_sequence);
    expect(more).toEqual([]);
    expect(held).toMatchObject({
      variant: { id: variant.id, sku: variant.sku },
      amount: 2,
      location: null,
      order: order.sale_sequence,
      state: 'active',
      reserved_until: null,
      ended_at: null,
      created_by: null,
    });
  });

  it('follow the order’s lines as staff change them, and end with its cancellation', async () => {
    const { variant } = await createProduct(t, { stock: 4 });
    const { variant: other } = await createProduct(t, { stock: 4 });
    const order = await placeOrder(t, { items: [{ variantId: variant.id, amount: 1 }] });
    const before = await detail(order.sale_sequence);
    const line = before.items[0]!;
    const changed = await sales.request('PUT', `/api/store/orders/${order.sale_sequence}/lines/`, {
      version: before.version,
      lines: [
        { id: line.id, product_variant: variant.id, amount: 3 },
        { product_variant: other.id, amount: 2 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await stockOf(t, variant.id)).toBe(1);
    expect(await stockOf(t, other.id)).toBe(2);
    // The line that grew holds its first unit and the two more; the new line its own.
    const active = await reservationsOf(order.sale_sequence, 'active');
    const units = (id: number) =>
      active.filter((one) => one.variant.id === id).reduce((sum, one) => sum + one.amount, 0);
    expect([units(variant.id), units(other.id)]).toEqual([3, 2]);

    // A preview reserves nothing.
    const after = await detail(order.sale_sequence);
    const preview = await sales.request(
      'PUT',
      `/api/store/orders/${order.sale_sequence}/lines/?preview=true`,
      {
        version: after.version,
        lines: [{ id: after.items[1]!.id, product_variant: other.id, amount: 1 }],
      },
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await stockOf(t, variant.id)).toBe(1);

    const cancelled = await sales.post(`/api/store/orders/${order.sale_sequence}/cancel/`, {
      reason: 'Changed their mind',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(t, variant.id)).toBe(4);
    expect(await stockOf(t, other.id)).toBe(4);
    expect(await reservationsOf(order.sale_sequence, 'active')).toEqual([]);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });

  it('are let go by staff, and made again for what the order still needs', async () => {
    const { variant } = await createProduct(t, { stock: 3 });
    const order = await placeOrder(t, { items: [{ variantId: variant.id, amount: 2 }] });
    const [held] = await reservationsOf(order.sale_sequence);
    const cancelled = await clerk.post(`/api/logistics/reservations/${held!.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Reservation>()).toMatchObject({ state: 'released' });
    expect(await stockOf(t, variant.id)).toBe(3);
    expectApiError(await clerk.post(`/api/logistics/reservations/${held!.id}/cancel/`), 409);
    expectApiError(await clerk.post('/api/logistics/reservations/999999/cancel/'), 404);

    const until = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const made = await reserve(order.sale_sequence, { reserved_until: until, location_id: at.WH });
    expect(made.statusCode, made.body).toBe(200);
    const answer = made.json<OrderReservations>();
    expect(answer.reservations).toHaveLength(1);
    expect(answer.reservations[0]).toMatchObject({
      amount: 2,
      location: { code: 'WH' },
      created_by: expect.stringContaining('@') as string,
    });
    expect(new Date(answer.reservations[0]!.reserved_until!).toISOString()).toBe(until);
    expect(await stockOf(t, variant.id)).toBe(1);
    // Everything held already: nothing more.
    const again = await reserve(order.sale_sequence, {}, clerk);
    expect(again.json<OrderReservations>().reservations).toHaveLength(1);
    expect(await stockOf(t, variant.id)).toBe(1);
  });

  it('are refused for units that are not free, bad input, done orders and other roles', async () => {
    const { variant } = await createProduct(t, { stock: 2 });
    const order = await placeOrder(t, { items: [{ variantId: variant.id, amount: 2 }] });
    const [held] = await reservationsOf(order.sale_sequence);
    await clerk.post(`/api/logistics/reservations/${held!.id}/cancel/`);
    await placeOrder(t, { items: [{ variantId: variant.id, amount: 1 }] });

    const short = await reserve(order.sale_sequence);
    expectApiError(short, 409);
    expect(short.json<{ detail: string }>().detail).toMatch(/^Only 1 of '.*' left/);
    expect(await heldOf(t, variant.id)).toBe(1);

    expectApiError(
      await reserve(order.sale_sequence, { reserved_until: '2020-01-01T00:00:00Z' }),
      400,
      {
        reserved_until: ['The reservation must last until a moment in the future.'],
      },
    );
    expectApiError(await reserve(order.sale_sequence, { reserved_until: 'soon' }), 400);
    expectApiError(await reserve(order.sale_sequence, { location_id: at.DEMO }), 400, {
      location_id: ['Reserve at a location the shop sells from (the warehouse or a shelf of it).'],
    });
    expectApiError(await reserve('2026-999999'), 404);

    await sales.post(`/api/store/orders/${order.sale_sequence}/cancel/`, { reason: 'Test' });
    expectApiError(await reserve(order.sale_sequence), 409);

    const customer = (await loggedInClient(t, 'customer')).client;
    const content = (await loggedInClient(t, 'content')).client;
    expectApiError(await reserve(order.sale_sequence, {}, customer), 403);
    expectApiError(await reserve(order.sale_sequence, {}, content), 403);
    expectApiError(await reserve(order.sale_sequence, {}, new TestClient(t.app)), 401);
    expectApiError(await sales.get('/api/logistics/reservations/'), 403);
  });

  it('expire: an expired one holds nothing at once, and the shop’s number follows', async () => {
    const { variant } = await createProduct(t, { stock: 2 });
    const order = await placeOrder(t, { items: [{ variantId: variant.id, amount: 2 }] });
    expect(await stockOf(t, variant.id)).toBe(0);
    await db().execute(
      sql`UPDATE stock_reservations SET reserved_until = now() - interval '1 minute'
          WHERE order_id = (SELECT id FROM orders WHERE sale_sequence = ${order.sale_sequence})`,
    );
    expect((await reservationsOf(order.sale_sequence))[0]).toMatchObject({ state: 'expired' });
    // The periodic task writes it down.
    expect(await t.app.services.stockReservations.expireDue()).toBe(1);
    expect(await stockOf(t, variant.id)).toBe(2);
    expect(await t.app.services.stockReservations.expireDue()).toBe(0);

    // Taking stock in the meantime already counts an expired one as free.
    const { variant: second } = await createProduct(t, { stock: 1 });
    const waiting = await placeOrder(t, { items: [{ variantId: second.id }] });
    const [first] = await reservationsOf(waiting.sale_sequence);
    await clerk.post(`/api/logistics/reservations/${first!.id}/cancel/`);
    const taking = await placeOrder(t, { items: [{ variantId: second.id }] });
    await db().execute(
      sql`UPDATE stock_reservations SET reserved_until = now() - interval '1 minute'
          WHERE order_id = (SELECT id FROM orders WHERE sale_sequence = ${taking.sale_sequence})`,
    );
    const taken = await reserve(waiting.sale_sequence);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await stockOf(t, second.id)).toBe(0);
    expect(await heldOf(t, second.id)).toBe(1);
    expect((await reservationsOf(taking.sale_sequence))[0]).toMatchObject({ state: 'expired' });
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });
});

describe('shipping a line out', () => {
  it('moves its units to the customers and consumes its reservation', async () => {
    const { variant } = await createProduct(t, { stock: 5 });
    const order = await placeOrder(t, { items: [{ variantId: variant.id, amount: 2 }] });
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.saleSequence, order.sale_sequence));
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, row!.id));

    const moves = await db().transaction(async (tx) => {
      await tx.select().from(orders).where(eq(orders.id, row!.id)).for('update');
      return shipOut(tx, item!.id, { reason: 'Parcel 1' });
    });
    expect(moves.map((one) => [one.amount, one.state, one.orderItemId])).toEqual([
      [2, 'finished', item!.id],
    ]);
    expect(await levelOf(t, variant.id, at.WH!)).toBe(3);
    expect(await levelOf(t, variant.id, at.CUSTOMERS!)).toBe(2);
    expect(await stockOf(t, variant.id)).toBe(3);
    expect((await reservationsOf(order.sale_sequence))[0]).toMatchObject({ state: 'consumed' });
    // Nothing more to ship, nothing more to reserve.
    expect(await db().transaction((tx) => shipOut(tx, item!.id))).toEqual([]);
    const again = await reserve(order.sale_sequence);
    expect(again.json<OrderReservations>().reservations).toEqual([]);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });

  it('ships a part, taking reserved units from the shelf it was reserved at', async () => {
    const { variant } = await createProduct(t, { stock: 4 });
    await clerk.post('/api/logistics/moves/', {
      variant_id: variant.id,
      amount: 3,
      from_location_id: at.WH,
      to_location_id: at['WH/B'],
    });
    const order = await placeOrder(t, { items: [{ variantId: variant.id, amount: 3 }] });
    const [held] = await reservationsOf(order.sale_sequence);
    await clerk.post(`/api/logistics/reservations/${held!.id}/cancel/`);
    await reserve(order.sale_sequence, { location_id: at['WH/B'] });
    const [item] = await db()
      .select()
      .from(orderItems)
      .where(
        eq(
          orderItems.orderId,
          sql`(SELECT id FROM orders WHERE sale_sequence = ${order.sale_sequence})`,
        ),
      );
    const moves = await db().transaction((tx) => shipOut(tx, item!.id, { amount: 1 }));
    expect(moves).toHaveLength(1);
    expect(moves[0]!.fromLocationId).toBe(at['WH/B']);
    expect(await levelOf(t, variant.id, at['WH/B']!)).toBe(2);
    expect(await heldOf(t, variant.id)).toBe(2);
    expect(await stockOf(t, variant.id)).toBe(1);
  });
});
