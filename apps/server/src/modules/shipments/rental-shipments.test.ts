import { sql } from 'drizzle-orm';
import type { Rental } from '@windfamily/contract/rentals';
import type { Shipment, ShipmentList, ShipmentRates } from '@windfamily/contract/shipments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createProduct, seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { ledgerBreaches, levelOf, locationIds } from '../logistics/test-tools';
import { addDemoUnit, unitRow } from '../rentals/fleet-units';
import { pilot } from '../rentals/test-tools';
import type { StandInCarrier } from '../shipping/carriers';

// A demo rental's wing goes to its pilot in a parcel booked like an order's: the booking
// leaves the rental booked, the hand-over sends it out through the ledger.

let t: TestApp;
let clerk: TestClient;
let sales: TestClient;
let customer: TestClient;
let visitor: TestClient;
let at: Record<string, number>;
let variantId: number;
let standIn: StandInCarrier;
/** Each rental of its own unit, a week each, never overlapping. */
let weeks = 0;

const db = () => t.app.services.database.db;
const RENTALS = '/api/accounting/demorentals';
const SHIPMENTS = '/api/logistics/shipments';

/** A booked rental of a new unit of the demo fleet. */
async function bookedRental(to: Partial<typeof pilot> = {}): Promise<Rental> {
  weeks += 1;
  const { id: unit } = await addDemoUnit(db(), { variantId });
  const start = new Date(Date.UTC(2028, 0, 1 + weeks * 7)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(2028, 0, 5 + weeks * 7)).toISOString().slice(0, 10);
  const response = await clerk.post(`${RENTALS}/`, {
    unit_id: unit,
    pilot: { ...pilot, ...to },
    starts_on: start,
    ends_on: end,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Rental>();
}

const book = (
  rentalId: number,
  body: Record<string, unknown> = {},
  options: { client?: TestClient; key?: string } = {},
) =>
  (options.client ?? clerk).request(
    'POST',
    `${RENTALS}/${rentalId}/create_shipment/`,
    body,
    options.key ? { headers: { 'idempotency-key': options.key } } : {},
  );
const rentalOf = async (id: number) => (await clerk.get(`${RENTALS}/${id}/`)).json<Rental>();
const shipmentsOf = async (rentalId: number) =>
  (await clerk.get(`${SHIPMENTS}/?rental=${rentalId}`)).json<ShipmentList>();
const countShipments = async () =>
  (await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM shipments`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'warehouse')).client;
  sales = (await loggedInClient(t, 'sales')).client;
  customer = (await loggedInClient(t, 'customer')).client;
  visitor = new TestClient(t.app);
  at = await locationIds(t);
  standIn = t.app.services.carriers.standIn!;
  const { variant } = await createProduct(t, { stock: null, netPrice: 400_000, category: 'wings' });
  variantId = variant.id;
  await db().execute(
    sql`UPDATE product_variants SET shipping_weight_grams = 7000 WHERE id = ${variantId}`,
  );
});
afterAll(async () => t.close());

describe("a demo rental's parcel", () => {
  it('is booked with a label while the rental stays booked, and its hand-over sends the wing out', async () => {
    const rental = await bookedRental();
    const demoBefore = await levelOf(t, variantId, at.DEMO!);
    const customersBefore = await levelOf(t, variantId, at.CUSTOMERS!);

    const made = await book(rental.id, { note: 'Pack the inner bag too' });
    expect(made.statusCode, made.body).toBe(201);
    const shipment = made.json<Shipment>();
    expect(shipment).toMatchObject({
      order: null,
      rental: { id: rental.id, serial: rental.unit.serial },
      name: 'Paula Pilot',
      country: 'at',
      service: 'standard',
      carrier: 'stand-in',
      state: 'created',
      weight_grams: 7000,
      customs_declared: false,
      lines: [],
    });
    expect(shipment.tracking_number).toMatch(/^CP\d{9}AT$/);
    const label = await clerk.get(shipment.label_url!);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect((await standIn.shipment(shipment.tracking_number!))?.reference).toBe(
      `Demo rental ${rental.id}`,
    );

    // Booked, not handed over: the rental waits, the wing is still at the demo location.
    const waiting = await rentalOf(rental.id);
    expect(waiting).toMatchObject({
      state: 'booked',
      note: 'Pack the inner bag too',
      unit: { location: 'DEMO' },
      shipment: {
        id: shipment.id,
        state: 'created',
        tracking_number: shipment.tracking_number,
        label_url: shipment.label_url,
      },
    });
    expect(await levelOf(t, variantId, at.DEMO!)).toBe(demoBefore);
    expect((await shipmentsOf(rental.id)).results.map((one) => one.id)).toEqual([shipment.id]);
    expect((await clerk.get(`${SHIPMENTS}/${shipment.id}/`)).json<Shipment>().rental).toEqual({
      id: rental.id,
      serial: rental.unit.serial,
    });

    const shipped = await clerk.post(`${SHIPMENTS}/${shipment.id}/ship/`);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<Shipment>().state).toBe('shipped');
    expect(await rentalOf(rental.id)).toMatchObject({
      state: 'out',
      unit: { location: 'CUSTOMERS' },
      shipment: { id: shipment.id, state: 'shipped' },
    });
    expect((await rentalOf(rental.id)).sent_at).not.toBeNull();
    expect(await levelOf(t, variantId, at.DEMO!)).toBe(demoBefore - 1);
    expect(await levelOf(t, variantId, at.CUSTOMERS!)).toBe(customersBefore + 1);
    expect(await ledgerBreaches(t)).toEqual({ levels: [], negative: [], available: [] });
    const [move] = await rowsOf<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM stock_moves WHERE unit_id = ${rental.unit.id} AND state = 'finished'`,
    );
    expect(move!.n).toBe(2); // into the fleet, out to the pilot
    expect((await standIn.shipment(shipment.tracking_number!))?.status).toBe('handed_over');

    // Once: no second hand-over, no cancel, no second parcel, no cancelling the rental.
    expectApiError(await clerk.post(`${SHIPMENTS}/${shipment.id}/ship/`), 409);
    expectApiError(await clerk.post(`${SHIPMENTS}/${shipment.id}/cancel/`), 409);
    expectApiError(await book(rental.id), 409);
    expectApiError(await clerk.post(`${RENTALS}/${rental.id}/cancel/`, {}), 409);
  });

  it('declares the wing as a temporary export outside the EU', async () => {
    const rental = await bookedRental({ zipcode: '8001', city: 'Zürich', country: 'ch' });
    const made = await book(rental.id, { service: 'express' });
    expect(made.statusCode, made.body).toBe(201);
    const shipment = made.json<Shipment>();
    expect(shipment).toMatchObject({ service: 'express', customs_declared: true });
    expect((await standIn.shipment(shipment.tracking_number!))?.customs).toMatchObject({
      exportReason: 'temporary',
      invoiceNumber: `Demo rental ${rental.id}`,
      lines: [
        {
          description: expect.stringContaining(rental.unit.serial) as string,
          hsCode: '8804.00.00',
          quantity: 1,
          unitValueCents: 400_000,
          netWeightGrams: 6300,
        },
      ],
    });
  });

  it('is cancelled before the hand-over: the rental stays booked and may book again', async () => {
    const rental = await bookedRental();
    const shipment = (await book(rental.id)).json<Shipment>();
    // A rental whose wing has a label is not cancelled under it.
    expect(
      expectApiError(await clerk.post(`${RENTALS}/${rental.id}/cancel/`, {}), 409).detail,
    ).toMatch(new RegExp(`Shipment ${shipment.id} is booked`));
    expect((await rentalOf(rental.id)).state).toBe('booked');
    // Nor its pilot moved: the label names the address. Its note may change.
    const put = (body: Record<string, unknown>) =>
      clerk.request('PUT', `${RENTALS}/${rental.id}/`, body);
    expectApiError(await put({ pilot: { ...pilot, city: 'Lienz', zipcode: '9900' } }), 409);
    expect((await put({ pilot, note: 'Fragile' })).statusCode).toBe(200);

    const cancelled = await clerk.post(`${SHIPMENTS}/${shipment.id}/cancel/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Shipment>().state).toBe('cancelled');
    expect((await standIn.shipment(shipment.tracking_number!))?.status).toBe('cancelled');
    expect(await rentalOf(rental.id)).toMatchObject({
      state: 'booked',
      shipment: null,
      unit: { location: 'DEMO' },
    });
    expectApiError(await clerk.post(`${SHIPMENTS}/${shipment.id}/ship/`), 409);

    const again = await book(rental.id);
    expect(again.statusCode, again.body).toBe(201);
    expect((await rentalOf(rental.id)).shipment?.id).toBe(again.json<Shipment>().id);
    await clerk.post(`${SHIPMENTS}/${again.json<Shipment>().id}/cancel/`);
    const gone = await clerk.post(`${RENTALS}/${rental.id}/cancel/`, {});
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json<Rental>().state).toBe('cancelled');
  });

  it('is not handed over when the wing left the demo location since: nothing moves', async () => {
    const rental = await bookedRental();
    const shipment = (await book(rental.id)).json<Shipment>();
    await db().execute(
      sql`UPDATE product_variant_instances SET location_id = ${at.REPAIR} WHERE id = ${rental.unit.id}`,
    );
    expect(
      expectApiError(await clerk.post(`${SHIPMENTS}/${shipment.id}/ship/`), 409).detail,
    ).toMatch(/not at/);
    expect((await clerk.get(`${SHIPMENTS}/${shipment.id}/`)).json<Shipment>().state).toBe(
      'created',
    );
    expect((await rentalOf(rental.id)).state).toBe('booked');
    expect((await unitRow(db(), rental.unit.id)).location).toBe('REPAIR');
  });
});

describe("booking a rental's parcel", () => {
  it('books once for a repeated request and a double click', async () => {
    const rental = await bookedRental();
    const first = await book(rental.id, {}, { key: 'rental-dialog-1' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await book(rental.id, {}, { key: 'rental-dialog-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Shipment>().id).toBe(first.json<Shipment>().id);

    const other = await bookedRental();
    const clicks = await Promise.all([
      book(other.id, {}, { key: 'rental-dialog-2' }),
      book(other.id, {}, { key: 'rental-dialog-2' }),
    ]);
    expect(clicks.map((one) => one.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(clicks.map((one) => one.json<Shipment>().id)).size).toBe(1);
    expect((await shipmentsOf(other.id)).count).toBe(1);
    // Without a key, a second request finds the wing's parcel booked.
    expect(expectApiError(await book(other.id), 409).detail).toMatch(/carries the wing/);
  });

  it('holds nothing when the carrier refuses or stays down', async () => {
    const rental = await bookedRental();
    standIn.failNext('permanent');
    const refused = await book(rental.id);
    expect(expectApiError(refused, 422).detail).toMatch(/refused/);
    standIn.failNext('transient');
    standIn.failNext('timeout');
    standIn.failNext('transient');
    expectApiError(await book(rental.id), 502);
    const states = (await shipmentsOf(rental.id)).results.map((one) => one.state);
    expect(states).toEqual(['failed', 'failed']);
    expect(await rentalOf(rental.id)).toMatchObject({ state: 'booked', shipment: null });
    expect((await unitRow(db(), rental.unit.id)).location).toBe('DEMO');
    // Nothing held: the next try books it.
    expect((await book(rental.id)).statusCode).toBe(201);
  });

  it('refuses bad input with a 400 and a rental or wing that cannot go with a 409, writing nothing', async () => {
    const rental = await bookedRental();
    const before = await countShipments();
    for (const body of [{ service: 'overnight' }, { note: 'x'.repeat(2001) }, { service: 7 }])
      expectApiError(await book(rental.id, body), 400);
    expectApiError(await book(rental.id, {}, { key: 'short' }), 400);
    expectApiError(await clerk.post(`${RENTALS}/abc/create_shipment/`, {}), 400);
    expectApiError(await book(2_000_000_000), 404);

    const cancelled = await bookedRental();
    await clerk.post(`${RENTALS}/${cancelled.id}/cancel/`, {});
    expect(expectApiError(await book(cancelled.id), 409).detail).toMatch(/only a booked rental/);

    const away = await bookedRental();
    await db().execute(
      sql`UPDATE product_variant_instances SET location_id = ${at.REPAIR} WHERE id = ${away.unit.id}`,
    );
    expect(expectApiError(await book(away.id), 409).detail).toMatch(/not at/);

    const { variant: light } = await createProduct(t, { stock: null, category: 'wings' });
    const { id: unit } = await addDemoUnit(db(), { variantId: light.id });
    const weightless = (
      await clerk.post(`${RENTALS}/`, {
        unit_id: unit,
        pilot,
        starts_on: '2029-01-01',
        ends_on: '2029-01-05',
      })
    ).json<Rental>();
    expect(expectApiError(await book(weightless.id), 409).detail).toMatch(/no shipping weight/);
    expect(
      (await clerk.get(`${RENTALS}/${weightless.id}/shipment_rates/`)).json<ShipmentRates>(),
    ).toMatchObject({
      rates: [],
      rates_error: expect.stringMatching(/no shipping weight/) as string,
    });
    expect(await countShipments()).toBe(before);
  });

  it('is for the warehouse: sales, customers and visitors are refused', async () => {
    const rental = await bookedRental();
    const before = await countShipments();
    expectApiError(await book(rental.id, {}, { client: sales }), 403);
    expectApiError(await book(rental.id, {}, { client: customer }), 403);
    expectApiError(await book(rental.id, {}, { client: visitor }), 401);
    expectApiError(await sales.get(`${RENTALS}/${rental.id}/shipment_rates/`), 403);
    expectApiError(await visitor.get(`${RENTALS}/${rental.id}/shipment_rates/`), 401);
    expect(await countShipments()).toBe(before);
    const shipment = (await book(rental.id)).json<Shipment>();
    expectApiError(await sales.post(`${SHIPMENTS}/${shipment.id}/ship/`), 403);
    expectApiError(await customer.post(`${SHIPMENTS}/${shipment.id}/cancel/`), 403);
    expectApiError(await visitor.post(`${SHIPMENTS}/${shipment.id}/ship/`), 401);
    // Sales read the rental with its parcel.
    expect((await sales.get(`${RENTALS}/${rental.id}/`)).json<Rental>().shipment?.id).toBe(
      shipment.id,
    );
    expect((await rentalOf(rental.id)).state).toBe('booked');
  });

  it("answers the carrier's prices for the wing's parcel", async () => {
    const rental = await bookedRental();
    const rates = await clerk.get(`${RENTALS}/${rental.id}/shipment_rates/`);
    expect(rates.statusCode, rates.body).toBe(200);
    expect(rates.json<ShipmentRates>()).toMatchObject({
      carrier: 'Stand-in carrier',
      rates_error: null,
      rates: [
        { service: 'standard', price: expect.stringMatching(/^\d+\.\d{2}$/) as string },
        { service: 'express' },
      ],
    });
    expectApiError(await clerk.get(`${RENTALS}/2000000000/shipment_rates/`), 404);
  });
});
