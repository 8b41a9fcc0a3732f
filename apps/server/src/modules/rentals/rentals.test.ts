import { sql } from 'drizzle-orm';
import type {
  DemoSaleRule,
  Fleet,
  Rental,
  RentalDetail,
  RentalList,
  RentalOrderResult,
  RentalSaleQuote,
  RentalRequestList,
} from '@windfamily/contract/rentals';
import type { Shipment } from '@windfamily/contract/shipments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createProduct, seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { ledgerBreaches, levelOf, locationIds } from '../logistics/test-tools';
import { addDemoUnit, unitRow } from './fleet-units';
import { pilot } from './test-tools';

let t: TestApp;
let clerk: TestClient;
let sales: TestClient;
let customer: TestClient;
let visitor: TestClient;
let at: Record<string, number>;
let variantId: number;
let productId: number;

const db = () => t.app.services.database.db;
const BASE = '/api/accounting/demorentals';

async function newUnit(hoursFlown = 0): Promise<number> {
  return (await addDemoUnit(db(), { variantId, hoursFlown })).id;
}

const book = (
  unitId: number,
  startsOn: string,
  endsOn: string,
  extra: Record<string, unknown> = {},
) =>
  clerk.post(`${BASE}/`, {
    unit_id: unitId,
    pilot,
    starts_on: startsOn,
    ends_on: endsOn,
    fee: '150',
    ...extra,
  });

async function booked(unitId: number, startsOn = '2027-03-01', endsOn = '2027-03-10') {
  const response = await book(unitId, startsOn, endsOn);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Rental>();
}

const rentalCount = async () =>
  (await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM demo_rentals`))[0]!.n;

/** The wing goes out: its parcel booked with the carrier and handed over; answers the rental. */
async function sendOut(id: number) {
  const booking = await clerk.post(`${BASE}/${id}/create_shipment/`, {});
  if (booking.statusCode !== 201) return booking;
  const shipped = await clerk.post(`/api/logistics/shipments/${booking.json<Shipment>().id}/ship/`);
  if (shipped.statusCode !== 200) return shipped;
  return clerk.get(`${BASE}/${id}/`);
}
const giveBack = (id: number, body: Record<string, unknown>, client = clerk) =>
  client.post(`${BASE}/${id}/return/`, body);

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'warehouse')).client;
  sales = (await loggedInClient(t, 'sales')).client;
  customer = (await loggedInClient(t, 'customer')).client;
  visitor = new TestClient(t.app);
  at = await locationIds(t);
  const { product, variant } = await createProduct(t, {
    stock: null,
    netPrice: 400_000,
    category: 'wings',
  });
  variantId = variant.id;
  productId = product.id;
  // Its parcel is booked at its boxed weight.
  await db().execute(
    sql`UPDATE product_variants SET shipping_weight_grams = 7000 WHERE id = ${variantId}`,
  );
});
afterAll(async () => t.close());

describe('booking a demo wing', () => {
  it('books a unit of the fleet and shows it in the list, the detail and the calendar', async () => {
    const unit = await newUnit();
    const rental = await booked(unit);
    expect(rental).toMatchObject({
      state: 'booked',
      unit: { id: unit, location: 'DEMO', state: 'demo' },
      pilot: { name: 'Paula Pilot', country: 'at' },
      fee: '150.00',
      fee_order: null,
      sale_order: null,
    });
    const list = await clerk.get(`${BASE}/?unit=${unit}&state=booked`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<RentalList>()).toMatchObject({ count: 1, results: [{ id: rental.id }] });
    const one = await clerk.get(`${BASE}/${rental.id}/`);
    expect(one.json<Rental>().id).toBe(rental.id);
    const fleet = await clerk.get(`${BASE}/fleet/?from=2027-02-01&to=2027-03-31`);
    expect(fleet.statusCode, fleet.body).toBe(200);
    const row = fleet.json<Fleet>().units.find((one) => one.id === unit);
    expect(row?.rentals).toEqual([
      expect.objectContaining({ id: rental.id, starts_on: '2027-03-01', ends_on: '2027-03-10' }),
    ]);
    const events = await rowsOf<{ kind: string }>(
      db(),
      sql`SELECT kind FROM product_variant_instance_events WHERE unit_id = ${unit} AND kind = 'rental'`,
    );
    expect(events).toHaveLength(1);
  });

  it('refuses an overlap, or too few days between two rentals, in the database', async () => {
    const unit = await newUnit();
    await booked(unit, '2027-04-01', '2027-04-10');
    const before = await rentalCount();
    for (const [from, to] of [
      ['2027-04-05', '2027-04-20'],
      ['2027-03-20', '2027-04-01'],
      ['2027-04-13', '2027-04-20'], // three days after the 10th is still too close
      ['2027-03-25', '2027-03-29'], // ends three days before the 1st
    ] as const) {
      const response = await book(unit, from, to);
      expect(expectApiError(response, 409).detail).toMatch(/3 days between/);
    }
    expect(await rentalCount()).toBe(before);
    // The fourth day after is free, and so is the day four days before.
    await booked(unit, '2027-04-14', '2027-04-20');
    await booked(unit, '2027-03-20', '2027-03-28');
    // Straight into the table, the constraint refuses it too.
    await expect(
      db().execute(sql`INSERT INTO demo_rentals (unit_id, pilot_name, pilot_email, pilot_phone,
          pilot_address, pilot_zipcode, pilot_city, pilot_country, starts_on, ends_on)
        VALUES (${unit}, 'x', 'x@example.com', '+43', 'a', '1', 'c', 'at', '2027-04-02', '2027-04-03')`),
    ).rejects.toThrow();
  });

  it('lets a cancelled rental free its days', async () => {
    const unit = await newUnit();
    const first = await booked(unit, '2027-05-01', '2027-05-05');
    const cancelled = await clerk.post(`${BASE}/${first.id}/cancel/`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Rental>().state).toBe('cancelled');
    await booked(unit, '2027-05-01', '2027-05-05');
    expectApiError(await clerk.post(`${BASE}/${first.id}/cancel/`, {}), 409);
  });

  it('gives one of two bookings of one wing at once, the other a clear 409', async () => {
    const unit = await newUnit();
    const other = (await loggedInClient(t, 'warehouse')).client;
    const answers = await Promise.all([
      book(unit, '2027-06-01', '2027-06-10'),
      other.post(`${BASE}/`, {
        unit_id: unit,
        pilot,
        starts_on: '2027-06-05',
        ends_on: '2027-06-12',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(expectApiError(refused, 409).detail).toMatch(/lent then/);
    const rows = await rowsOf<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM demo_rentals WHERE unit_id = ${unit}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const unit = await newUnit();
    const before = await rentalCount();
    const bad = [
      { unit_id: unit, pilot, starts_on: '2027-07-10', ends_on: '2027-07-01' },
      { unit_id: unit, pilot, starts_on: 'soon', ends_on: '2027-07-01' },
      {
        unit_id: unit,
        pilot: { ...pilot, email: 'nope' },
        starts_on: '2027-07-01',
        ends_on: '2027-07-02',
      },
      { unit_id: unit, pilot, starts_on: '2027-07-01', ends_on: '2027-07-02', fee: '-5' },
      { unit_id: 2_147_483_000, pilot, starts_on: '2027-07-01', ends_on: '2027-07-02' },
    ];
    for (const body of bad) expectApiError(await clerk.post(`${BASE}/`, body), 400);
    expect(await rentalCount()).toBe(before);
    expectApiError(await clerk.get(`${BASE}/fleet/?from=2027-02-01&to=2026-01-01`), 400);
    expectApiError(await clerk.get(`${BASE}/999999/`), 404);
  });

  it('refuses a unit outside the fleet', async () => {
    const unit = await newUnit();
    await db().execute(sql`UPDATE product_variant_instances SET state = 'in_stock',
      location_id = ${at.WH} WHERE id = ${unit}`);
    expect(expectApiError(await book(unit, '2027-08-01', '2027-08-02'), 409).detail).toMatch(
      /not in the demo fleet/,
    );
  });

  it('is for the warehouse: sales read, customers and visitors are refused', async () => {
    const unit = await newUnit();
    const before = await rentalCount();
    expectApiError(
      await sales.post(`${BASE}/`, {
        unit_id: unit,
        pilot,
        starts_on: '2027-09-01',
        ends_on: '2027-09-02',
      }),
      403,
    );
    expectApiError(
      await customer.post(`${BASE}/`, {
        unit_id: unit,
        pilot,
        starts_on: '2027-09-01',
        ends_on: '2027-09-02',
      }),
      403,
    );
    expectApiError(
      await visitor.post(`${BASE}/`, {
        unit_id: unit,
        pilot,
        starts_on: '2027-09-01',
        ends_on: '2027-09-02',
      }),
      401,
    );
    expect(await rentalCount()).toBe(before);
    expect((await sales.get(`${BASE}/`)).statusCode).toBe(200);
    expectApiError(await customer.get(`${BASE}/`), 403);
    expectApiError(await visitor.get(`${BASE}/fleet/?from=2027-01-01&to=2027-01-31`), 401);
    const rental = await booked(unit, '2027-09-01', '2027-09-05');
    expectApiError(await sales.post(`${BASE}/${rental.id}/cancel/`, {}), 403);
    expectApiError(await sales.post(`${BASE}/${rental.id}/create_shipment/`, {}), 403);
    expectApiError(await customer.request('PUT', `${BASE}/${rental.id}/`, { note: 'x' }), 403);
    expectApiError(await clerk.post(`${BASE}/${rental.id}/create_order/`, { kind: 'fee' }), 403);
  });
});

describe('changing a rental', () => {
  it('moves its period and refuses one that would overlap', async () => {
    const unit = await newUnit();
    const rental = await booked(unit, '2027-10-01', '2027-10-05');
    await booked(unit, '2027-10-20', '2027-10-25');
    const moved = await clerk.request('PUT', `${BASE}/${rental.id}/`, {
      ends_on: '2027-10-12',
      note: 'two more days',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Rental>()).toMatchObject({ ends_on: '2027-10-12', note: 'two more days' });
    expectApiError(
      await clerk.request('PUT', `${BASE}/${rental.id}/`, { ends_on: '2027-10-18' }),
      409,
    );
    expectApiError(
      await clerk.request('PUT', `${BASE}/${rental.id}/`, { ends_on: '2027-09-01' }),
      400,
    );
    expect((await clerk.get(`${BASE}/${rental.id}/`)).json<Rental>().ends_on).toBe('2027-10-12');
    // Closing is for a returned rental only.
    expect(
      expectApiError(await clerk.request('PUT', `${BASE}/${rental.id}/`, { state: 'closed' }), 409)
        .detail,
    ).toMatch(/only a returned rental/);
  });
});

describe('out and back', () => {
  it('moves the wing through the ledger, and its hours and check clock follow', async () => {
    const unit = await newUnit(12.5);
    const rental = await booked(unit, '2027-11-01', '2027-11-10');
    const demoBefore = await levelOf(t, variantId, at.DEMO!);
    const customersBefore = await levelOf(t, variantId, at.CUSTOMERS!);

    // Not out yet: it cannot come back.
    expectApiError(await giveBack(rental.id, { hours_flown: 3, condition: 'fine' }), 409);

    const out = await sendOut(rental.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json<Rental>()).toMatchObject({
      state: 'out',
      unit: { location: 'CUSTOMERS' },
      shipment: { state: 'shipped', carrier: 'stand-in' },
    });
    expect(await levelOf(t, variantId, at.DEMO!)).toBe(demoBefore - 1);
    expect(await levelOf(t, variantId, at.CUSTOMERS!)).toBe(customersBefore + 1);
    expectApiError(await sendOut(rental.id), 409);
    expectApiError(await clerk.post(`${BASE}/${rental.id}/cancel/`, {}), 409);

    // Bad input changes nothing.
    for (const body of [
      { hours_flown: -1, condition: 'fine' },
      { hours_flown: 1.25, condition: 'fine' },
      { hours_flown: 3, condition: '' },
    ])
      expectApiError(await giveBack(rental.id, body), 400);
    expectApiError(await giveBack(rental.id, { hours_flown: 3, condition: 'fine' }, sales), 403);
    expect((await unitRow(db(), unit)).location).toBe('CUSTOMERS');

    const back = await giveBack(rental.id, {
      hours_flown: 7.5,
      condition: 'Fine, a little sand in the cells',
      inspected: true,
      inspection_note: 'Porosity and lines within tolerance',
      returned_on: '2027-11-11',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<Rental>()).toMatchObject({
      state: 'returned',
      hours_flown: 7.5,
      inspected: true,
      returned_on: '2027-11-11',
      unit: {
        location: 'DEMO',
        hours_flown: 20,
        hours_at_last_check: 20,
        last_check_on: '2027-11-11',
      },
    });
    expect(await levelOf(t, variantId, at.DEMO!)).toBe(demoBefore);
    expect(await levelOf(t, variantId, at.CUSTOMERS!)).toBe(customersBefore);
    const kinds = await rowsOf<{ kind: string }>(
      db(),
      sql`SELECT kind FROM product_variant_instance_events WHERE unit_id = ${unit} ORDER BY id`,
    );
    expect(kinds.map((row) => row.kind)).toEqual([
      'production',
      'move',
      'rental',
      'rental', // its parcel booked
      'move',
      'rental',
      'move',
      'rental',
      'hours',
      'check',
    ]);
    const moves = await rowsOf<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM stock_moves WHERE unit_id = ${unit} AND state = 'finished'`,
    );
    expect(moves[0]!.n).toBe(3);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });

    // Returned without a check: the hours grow, the check clock stays.
    const second = await booked(unit, '2027-12-01', '2027-12-05');
    await sendOut(second.id);
    const again = await giveBack(second.id, { hours_flown: 2, condition: 'fine' });
    expect(again.json<Rental>().unit).toMatchObject({
      hours_flown: 22,
      hours_at_last_check: 20,
      last_check_on: '2027-11-11',
    });
    const closed = await clerk.request('PUT', `${BASE}/${second.id}/`, { state: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<Rental>().state).toBe('closed');

    // Each rental's page tells its own history, not the other's.
    const first = await clerk.get(`${BASE}/${rental.id}/`);
    expect(first.statusCode, first.body).toBe(200);
    const history = first.json<RentalDetail>().history;
    expect(history.map((event) => event.kind)).toEqual([
      'rental',
      'rental', // its parcel booked
      'move',
      'rental',
      'move',
      'rental',
      'hours',
      'check',
    ]);
    expect(history[0]?.summary).toMatch(/^Lent as a demo wing: Booked for Paula Pilot/);
    expect(history[0]?.by).toContain('@');
    expect(history.at(-1)?.summary).toBe('Checked: Porosity and lines within tolerance');
    const secondHistory = (await clerk.get(`${BASE}/${second.id}/`)).json<RentalDetail>().history;
    expect(secondHistory.map((event) => event.details.rental_id)).toEqual(
      secondHistory.map(() => second.id),
    );
    expect(secondHistory.at(-1)?.summary).toBe('Lent as a demo wing: Rental closed');
  });

  it('refuses to send a wing that is not at the demo location', async () => {
    const unit = await newUnit();
    const rental = await booked(unit, '2028-01-01', '2028-01-05');
    await db().execute(
      sql`UPDATE product_variant_instances SET location_id = ${at.REPAIR} WHERE id = ${unit}`,
    );
    const demoBefore = await levelOf(t, variantId, at.DEMO!);
    expect(expectApiError(await sendOut(rental.id), 409).detail).toMatch(/not at/);
    expect((await clerk.get(`${BASE}/${rental.id}/`)).json<Rental>().state).toBe('booked');
    expect(await levelOf(t, variantId, at.DEMO!)).toBe(demoBefore);
  });
});

describe('orders for a rental', () => {
  it('orders the fee for the pilot through the staff order placement', async () => {
    const unit = await newUnit();
    const rental = await booked(unit, '2028-02-01', '2028-02-05');
    const ordered = await sales.post(`${BASE}/${rental.id}/create_order/`, { kind: 'fee' });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const result = ordered.json<RentalOrderResult>();
    expect(result.rental.fee_order).toBe(result.sale_sequence);
    const [order] = await rowsOf<{
      channel: string;
      email: string;
      unit_net: number;
      reason: string;
    }>(
      db(),
      sql`SELECT o.channel, o.email, i.unit_net, i.price_override_reason AS reason
          FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE o.sale_sequence = ${result.sale_sequence}`,
    );
    expect(order).toMatchObject({
      channel: 'backoffice',
      email: 'paula@example.com',
      unit_net: 15_000,
    });
    expect(order!.reason).toMatch(/Demo rental fee/);
    expect(
      expectApiError(await sales.post(`${BASE}/${rental.id}/create_order/`, { kind: 'fee' }), 409)
        .detail,
    ).toMatch(/already/);
    // Selling needs the wing out with the pilot.
    expectApiError(await sales.post(`${BASE}/${rental.id}/create_order/`, { kind: 'sale' }), 409);
    expectApiError(await sales.post(`${BASE}/${rental.id}/create_order/`, { kind: 'gift' }), 400);
    expectApiError(await customer.post(`${BASE}/${rental.id}/create_order/`, { kind: 'fee' }), 403);
    expectApiError(await visitor.post(`${BASE}/${rental.id}/create_order/`, { kind: 'fee' }), 401);
  });

  it('sells the wing the pilot flies at the price less the hours-flown rule, and closes the rental', async () => {
    const rule = await sales.request('PUT', `${BASE}/sale_rule/`, {
      percent_per_10_hours: 4,
      max_percent: 20,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    expectApiError(
      await sales.request('PUT', `${BASE}/sale_rule/`, {
        percent_per_10_hours: 120,
        max_percent: 20,
      }),
      400,
    );
    expectApiError(
      await clerk.request('PUT', `${BASE}/sale_rule/`, { percent_per_10_hours: 1, max_percent: 2 }),
      403,
    );
    expect((await clerk.get(`${BASE}/sale_rule/`)).json<DemoSaleRule>()).toEqual({
      percent_per_10_hours: 4,
      max_percent: 20,
    });

    const unit = await newUnit(25);
    const rental = await booked(unit, '2028-03-01', '2028-03-10');
    const quoteOf = (hours: string, client = sales) =>
      client.get(`${BASE}/${rental.id}/sale_quote/?hours_flown=${hours}`);
    // Booked, not out: nothing to sell yet.
    expect(expectApiError(await quoteOf('6'), 409).detail).toMatch(/only while it is out/);
    await sendOut(rental.id);
    const quote = await quoteOf('6');
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<RentalSaleQuote>()).toEqual({
      list_price: '4000.00',
      hours: 31,
      discount_percent: 12,
      price: '3520.00',
      rule: { percent_per_10_hours: 4, max_percent: 20 },
    });
    // The warehouse reads it too; bad hours are refused; the public is not let in.
    expect((await quoteOf('0', clerk)).json<RentalSaleQuote>()).toMatchObject({
      hours: 25,
      discount_percent: 8,
      price: '3680.00',
    });
    for (const bad of ['-1', '1.25', 'lots']) expectApiError(await quoteOf(bad), 400);
    expectApiError(await quoteOf('6', customer), 403);
    expectApiError(await quoteOf('6', visitor), 401);
    expectApiError(await sales.get(`${BASE}/999999/sale_quote/`), 404);
    const ordered = await sales.post(`${BASE}/${rental.id}/create_order/`, {
      kind: 'sale',
      hours_flown: 6,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const result = ordered.json<RentalOrderResult>();
    // 31 hours: three times 10 hours at 4 % each.
    expect(result.discount_percent).toBe(12);
    expect(result.rental).toMatchObject({ state: 'closed', sale_order: result.sale_sequence });
    const [line] = await rowsOf<{ unit_net: number }>(
      db(),
      sql`SELECT i.unit_net FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE o.sale_sequence = ${result.sale_sequence}`,
    );
    expect(line!.unit_net).toBe(352_000);
    const row = await unitRow(db(), unit);
    expect(row).toMatchObject({ state: 'delivered', location: 'CUSTOMERS' });
    expect(Number(row.hours_flown)).toBe(31);
    expect(row.order_item_id).not.toBeNull();
    expectApiError(await sales.post(`${BASE}/${rental.id}/create_order/`, { kind: 'sale' }), 409);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
  });
});

describe('"Try our Wings" requests', () => {
  const REQUESTS = '/api/accounting/demorental_requests';
  const ask = (client: TestClient, body: Record<string, unknown> = {}) =>
    client.post(`${REQUESTS}/`, {
      product_id: productId,
      size: 'M',
      starts_on: '2028-05-01',
      ends_on: '2028-05-07',
      name: 'Fritz Flyer',
      email: 'fritz@example.com',
      country: 'de',
      message: 'A weekend in Greifenburg',
      ...body,
    });

  it('takes a request from anyone, validated and rate limited, and staff book a rental from it', async () => {
    const anonymous = new TestClient(t.app);
    const answer = await ask(anonymous);
    expect(answer.statusCode, answer.body).toBe(201);
    expectApiError(await ask(anonymous, { email: 'nope' }), 400);
    expectApiError(await ask(anonymous, { product_id: 2_000_000_000 }), 400);
    expectApiError(await ask(anonymous, { ends_on: '2028-04-01' }), 400);

    const list = await clerk.get(`${REQUESTS}/?state=open`);
    expect(list.statusCode, list.body).toBe(200);
    const request = list
      .json<RentalRequestList>()
      .results.find((one) => one.name === 'Fritz Flyer')!;
    expect(request).toMatchObject({ state: 'open', size: 'M', product: { id: productId } });
    expectApiError(await sales.get(`${REQUESTS}/`), 403);
    expectApiError(await anonymous.get(`${REQUESTS}/`), 401);

    const unit = await newUnit();
    const rental = await book(unit, '2028-05-01', '2028-05-07', { request_id: request.id });
    expect(rental.statusCode, rental.body).toBe(201);
    const handled = (await clerk.get(`${REQUESTS}/${request.id}/`)).json<{
      state: string;
      rental_id: number;
    }>();
    expect(handled).toMatchObject({ state: 'booked', rental_id: rental.json<Rental>().id });
    expectApiError(await clerk.post(`${REQUESTS}/${request.id}/decline/`, {}), 409);

    // One address may ask only so often.
    const busy = new TestClient(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await ask(busy, { email: `asker${i}@example.com` })).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('lets staff decline an open request', async () => {
    await ask(new TestClient(t.app), { name: 'Dora Decline', email: 'dora@example.com' });
    const list = (await clerk.get(`${REQUESTS}/?state=open`)).json<RentalRequestList>();
    const request = list.results.find((one) => one.name === 'Dora Decline')!;
    const declined = await clerk.post(`${REQUESTS}/${request.id}/decline/`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<{ state: string }>().state).toBe('declined');
    expectApiError(await customer.post(`${REQUESTS}/${request.id}/decline/`, {}), 403);
  });
});
