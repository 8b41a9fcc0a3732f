import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { PublicUnit, Unit, UnitList } from '@windfamily/contract/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { UNIT_CODE_MISSES } from './public-routes';
import { unitInStock } from './test-tools';

let t: TestApp;
let clerk: TestClient;
let owner: Awaited<ReturnType<typeof loggedInClient>>;
let made: Awaited<ReturnType<typeof unitInStock>>;

const ADMIN = '/api/logistics/admin/product_variant_instances';
const PUBLIC = '/api/logistics/product_variant_instances';

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'warehouse')).client;
  owner = await loggedInClient(t, 'customer');
  made = await unitInStock(t, clerk, owner.client);
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;
const page = (serial = made.prepared.unit.serial, secret = made.prepared.secret) =>
  `${PUBLIC}/${serial}/${secret}`;

describe('the units list', () => {
  it('finds a unit by its serial, variant, location and state', async () => {
    const { serial, id } = made.prepared.unit;
    const bySerial = (await clerk.get(`${ADMIN}/?search=${serial}`)).json<UnitList>();
    expect(bySerial.results.map((unit) => unit.id)).toEqual([id]);
    expect(bySerial.results[0]).toMatchObject({
      serial,
      state: 'in_stock',
      size: 'M',
      location: { code: 'WH' },
      order: made.order.sale_sequence,
    });
    const tail = (await clerk.get(`${ADMIN}/?search=${serial.slice(-6)}`)).json<UnitList>();
    expect(tail.results.map((unit) => unit.id)).toContain(id);
    const byVariant = (
      await clerk.get(`${ADMIN}/?variant=${made.variant.id}&state=in_stock`)
    ).json<UnitList>();
    expect(byVariant.count).toBe(1);
    expect(
      (await clerk.get(`${ADMIN}/?state=demo&variant=${made.variant.id}`)).json<UnitList>().count,
    ).toBe(0);
    expectApiError(await clerk.get(`${ADMIN}/?state=flying`), 400);
    expectApiError(await clerk.get(`${ADMIN}/?page=0`), 400);
  });

  it('shows a unit with its history and next check, to the warehouse only', async () => {
    const response = await clerk.get(`${ADMIN}/${made.prepared.unit.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const unit = response.json<Unit>();
    expect(unit.history.map((event) => event.kind)).toEqual(['production', 'production']);
    expect(unit.history[1]!.summary).toBe('Made at the factory, received at Warehouse');
    expect(unit.next_check).toMatchObject({
      due_on: null,
      interval_months: 24,
      interval_hours: 100,
    });
    expectApiError(await clerk.get(`${ADMIN}/99999999/`), 404);
    expectApiError(
      await (await loggedInClient(t, 'sales')).client.get(`${ADMIN}/${unit.id}/`),
      403,
    );
    expectApiError(await owner.client.get(`${ADMIN}/${unit.id}/`), 403);
    expectApiError(await new TestClient(t.app).get(`${ADMIN}/${unit.id}/label`), 401);
  });
});

describe('a label', () => {
  it('prints the secret it was made with, or issues a new one', async () => {
    const { id, serial } = made.prepared.unit;
    const same = await clerk.get(`${ADMIN}/${id}/label?secret=${made.prepared.secret}`);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(same.rawPayload)).getTitle()).toBe(`Label ${serial}`);
    expect((await new TestClient(t.app).get(page())).statusCode).toBe(200);
    expectApiError(await clerk.get(`${ADMIN}/${id}/label?secret=short`), 400);

    // A reprint without the secret: a new one, and the old QR code no longer opens the page.
    const fresh = await clerk.get(`${ADMIN}/${id}/label`);
    expect(fresh.statusCode).toBe(200);
    expectApiError(await new TestClient(t.app).get(page()), 404);
    const unit = (await clerk.get(`${ADMIN}/${id}/`)).json<Unit>();
    expect(unit.history.at(-1)!.kind).toBe('label');
    // The new secret only exists in the label: set a known one for the tests that follow.
    const { hashSecret } = await import('./unit-records');
    await db().execute(
      sql`UPDATE product_variant_instances SET secret_hash = ${hashSecret(made.prepared.secret)} WHERE id = ${id}`,
    );
  });
});

describe('the public page of a unit', () => {
  it('shows the wing, never its owner', async () => {
    const response = await new TestClient(t.app).get(page());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const unit = response.json<PublicUnit>();
    expect(unit).toMatchObject({
      serial: made.prepared.unit.serial,
      size: 'M',
      certification: 'EN/LTF B',
      colors: { name: 'Sunset', image: { webp: '/media/combos/abc.webp' } },
      flying_since: null,
      is_owner: false,
      next_check: { due_on: null, hours_left: 100, due: false },
    });
    expect(unit.produced_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain('Paula Pilot');
    expect(response.body).not.toContain(made.order.sale_sequence);
    expect((await owner.client.get(page())).json<PublicUnit>().is_owner).toBe(true);
  });

  it('answers a wrong serial and a wrong secret with the same 404', async () => {
    const visitor = new TestClient(t.app);
    const wrongSecret = await visitor.get(page(undefined, 'A'.repeat(22)));
    const wrongSerial = await visitor.get(page('WF00-999999'));
    const nonsense = await visitor.get(page('x', 'y'));
    for (const answer of [wrongSecret, wrongSerial, nonsense]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(wrongSecret.body);
    }
    expect(wrongSecret.json<{ detail: string }>().detail).toBe('There is no wing with this code.');
  });

  it('refuses an address that guessed too often, even with the right code', async () => {
    const guesser = new TestClient(t.app);
    for (let i = 0; i < UNIT_CODE_MISSES.limit; i++)
      expect((await guesser.get(page(undefined, `guess${i}`.padEnd(22, 'x')))).statusCode).toBe(
        404,
      );
    const blocked = await guesser.get(page());
    expectApiError(blocked, 429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new TestClient(t.app).get(page())).statusCode).toBe(200);
  });

  it('lets its owner set its first flight and record hours and checks', async () => {
    const first = await owner.client.request('PUT', `${page()}/flying_since`, {
      flying_since: '2026-04-01',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PublicUnit>().next_check).toMatchObject({ due_on: '2028-04-01' });
    const hours = await owner.client.post(`${page()}/hours`, { hours: 62.5 });
    expect(hours.json<PublicUnit>()).toMatchObject({
      hours_flown: 62.5,
      next_check: { hours_left: 37.5 },
    });
    const check = await owner.client.post(`${page()}/checks`, {
      checked_on: '2026-10-01',
      result: 'Trimmed, porosity fine',
    });
    expect(check.json<PublicUnit>()).toMatchObject({
      last_check_on: '2026-10-01',
      next_check: { due_on: '2028-10-01', hours_left: 100 },
    });
    expect(check.json<PublicUnit>().history.map((event) => event.kind)).toEqual([
      'production',
      'production',
      'flying_since',
      'hours',
      'check',
    ]);

    // A model of its own: every 12 months or 50 hours.
    await db().execute(
      sql`INSERT INTO product_check_intervals (product_id, months, hours) VALUES (${made.product.id}, 12, 50)`,
    );
    const own = (await owner.client.get(page())).json<PublicUnit>();
    expect(own.next_check).toMatchObject({
      due_on: '2027-10-01',
      hours_left: 50,
      interval_months: 12,
    });
  });

  it('refuses records from anyone else, and bad input, changing nothing', async () => {
    const stranger = (await loggedInClient(t, 'customer')).client;
    const staff = (await loggedInClient(t, 'staff')).client;
    const before = await rowsOf<{ hours_flown: string }>(
      db(),
      sql`SELECT hours_flown FROM product_variant_instances WHERE id = ${made.prepared.unit.id}`,
    );
    expectApiError(await stranger.post(`${page()}/hours`, { hours: 3 }), 403);
    expectApiError(await staff.post(`${page()}/hours`, { hours: 3 }), 403);
    expectApiError(await new TestClient(t.app).post(`${page()}/hours`, { hours: 3 }), 401);
    expectApiError(
      await owner.client.post(`${page(undefined, 'B'.repeat(22))}/hours`, { hours: 3 }),
      404,
    );
    expectApiError(await owner.client.post(`${page()}/hours`, { hours: -1 }), 400);
    expectApiError(await owner.client.post(`${page()}/hours`, { hours: 1.25 }), 400);
    expectApiError(
      await owner.client.post(`${page()}/checks`, { checked_on: '2026-10-01', result: '' }),
      400,
    );
    expectApiError(
      await owner.client.request('PUT', `${page()}/flying_since`, { flying_since: 'yesterday' }),
      400,
    );
    const after = await rowsOf<{ hours_flown: string }>(
      db(),
      sql`SELECT hours_flown FROM product_variant_instances WHERE id = ${made.prepared.unit.id}`,
    );
    expect(after).toEqual(before);
  });
});

describe('the page of a unit', () => {
  it('is not indexed', async () => {
    const robots = await new TestClient(t.app).get('/robots.txt');
    expect(robots.body).toContain('Disallow: /q/');
  });
});
