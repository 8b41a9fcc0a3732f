import { sql } from 'drizzle-orm';
import type { VariantLevels } from '@windfamily/contract/logistics';
import {
  addDays,
  type SalesStatistics,
  shopDay,
  STATISTICS_MESSAGES,
} from '@windfamily/contract/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { SHOP_TIME_ZONE } from '../../lib/shop-time';
import { createProduct, seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient, uniqueEmail } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { placeOrder } from '../../test/order-fixtures';

let t: TestApp;
let clerk: TestClient;
let accountant: TestClient;
let wing: number;
let kit: number;

const today = shopDay(new Date());
const from = addDays(today, -30);

beforeAll(async () => {
  t = await createTestApp();
  t.app.services.statistics.openItemsFreshMs = 0;
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'sales')).client;
  accountant = (await loggedInClient(t, 'accounting')).client;
  wing = await variantIdOf(t, 'EMILIE-PEACE2-M');
  kit = (await createProduct(t, { stock: 50, netPrice: 3_990 })).variant.id;
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;

async function statistics(
  query: Record<string, string>,
  client = accountant,
): Promise<SalesStatistics> {
  const response = await client.get(
    `/api/accounting/statistics/?${new URLSearchParams(query).toString()}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SalesStatistics>();
}

const cents = (money: string) => Math.round(Number(money) * 100);

/** The orders placed on the shop days from `start` to `end`, as SQL over the orders sees them. */
const placedWithin = (start: string, end: string) =>
  sql`o.created_at >= (${start}::date::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}::text)
      AND o.created_at < ((${end}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}::text)`;

/** The sums over the orders themselves, to the cent. */
async function sumsOverOrders(start: string, end: string) {
  const [totals] = await rowsOf<{ orders: number; net: number; vat: number; gross: number }>(
    db(),
    sql`SELECT count(*)::int AS orders, coalesce(sum(net), 0)::int AS net,
          coalesce(sum(vat), 0)::int AS vat, coalesce(sum(total), 0)::int AS gross
        FROM orders o WHERE ${placedWithin(start, end)} AND o.status <> 'cancelled'`,
  );
  const countries = await rowsOf<{ country: string; orders: number; net: number }>(
    db(),
    sql`SELECT country, count(*)::int AS orders, sum(net)::int AS net FROM orders o
        WHERE ${placedWithin(start, end)} AND o.status <> 'cancelled'
        GROUP BY country ORDER BY country`,
  );
  const products = await rowsOf<{ product: string; units: number; net: number; gross: number }>(
    db(),
    sql`SELECT i.product_slug AS product, sum(i.amount)::int AS units,
          sum(i.reduced_net)::int AS net, sum(i.reduced_gross)::int AS gross
        FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE ${placedWithin(start, end)} AND o.status <> 'cancelled'
        GROUP BY i.product_slug ORDER BY i.product_slug`,
  );
  return { totals: totals!, countries, products };
}

/** Asserts the answer's figures equal the sums over the orders, to the cent. */
async function expectAgreement(answer: SalesStatistics) {
  const sums = await sumsOverOrders(answer.from, answer.to);
  expect({
    orders: answer.totals.orders,
    net: cents(answer.totals.net),
    vat: cents(answer.totals.vat),
    gross: cents(answer.totals.gross),
  }).toEqual(sums.totals);
  expect(sums.totals.net + sums.totals.vat).toBe(sums.totals.gross);
  // The series adds up to the totals.
  const seriesNet = answer.series.reduce((total, bucket) => total + cents(bucket.net), 0);
  expect(seriesNet).toBe(sums.totals.net);
  expect(answer.series.reduce((total, bucket) => total + bucket.orders, 0)).toBe(
    sums.totals.orders,
  );
  expect(
    answer.countries
      .map((row) => ({ country: row.country, orders: row.orders, net: cents(row.net) }))
      .sort((a, b) => a.country.localeCompare(b.country)),
  ).toEqual(sums.countries);
  expect(
    answer.products
      .map((row) => ({
        product: row.product,
        units: row.units,
        net: cents(row.net),
        gross: cents(row.gross),
      }))
      .sort((a, b) => a.product.localeCompare(b.product)),
  ).toEqual(sums.products);
  expect(answer.categories.reduce((total, row) => total + cents(row.net), 0)).toBe(
    sums.products.reduce((total, row) => total + row.net, 0),
  );
}

describe('the sales statistics', () => {
  it('equal the sums over the orders, and follow an edit and a cancellation at once', async () => {
    const period = { from, to: today, group: 'day' };
    const empty = await statistics(period);
    expect(empty.currency).toBe('EUR');
    expect(empty.time_zone).toBe('Europe/Vienna');
    expect(empty.series).toHaveLength(31);
    expect(empty.series.at(-1)).toMatchObject({ bucket: today, from: today, to: today });

    const pilot = uniqueEmail('regular');
    const first = await placeOrder(t, { items: [{ variantId: wing }], email: pilot });
    const second = await placeOrder(t, {
      items: [{ variantId: kit, amount: 2 }],
      email: pilot,
      country: 'de',
    });
    const other = await placeOrder(t, {
      items: [{ variantId: wing }, { variantId: kit, amount: 3 }],
      country: 'it',
      promocode: t.config.promoFallbackCode,
    });
    let answer = await statistics(period);
    await expectAgreement(answer);
    expect(answer.totals.orders).toBe(empty.totals.orders + 3);
    expect(cents(answer.totals.gross) - cents(empty.totals.gross)).toBe(
      cents(first.totals.total) + cents(second.totals.total) + cents(other.totals.total),
    );
    expect(answer.series.at(-1)!.orders).toBe(3);
    expect(answer.customers).toMatchObject({ new_customers: 2, returning_orders: 1 });
    expect(answer.promo_codes).toEqual([
      expect.objectContaining({ code: t.config.promoFallbackCode, orders: 1 }),
    ]);
    expect(cents(answer.promo_codes[0]!.discount_gross)).toBeGreaterThan(0);
    expect(cents(answer.totals.average_order_value)).toBe(
      Math.round(cents(answer.totals.net) / answer.totals.orders),
    );

    // Staff change the lines: the next answer has the new totals.
    const detail = (await clerk.get(`/api/store/orders/${second.sale_sequence}/`)).json<{
      version: number;
      items: { id: number; product_variant: number; amount: number }[];
    }>();
    const edited = await clerk.request('PUT', `/api/store/orders/${second.sale_sequence}/lines/`, {
      version: detail.version,
      lines: [
        ...detail.items.map((item) => ({
          id: item.id,
          product_variant: item.product_variant,
          amount: item.amount,
        })),
        { product_variant: wing, amount: 1 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = answer;
    answer = await statistics(period);
    await expectAgreement(answer);
    expect(cents(answer.totals.net)).toBeGreaterThan(cents(before.totals.net));

    // The first order cancelled: left out, counted as cancelled, and the pilot's next order
    // is their first now.
    const cancelled = await clerk.post(`/api/store/orders/${first.sale_sequence}/cancel/`, {
      reason: 'Ordered twice',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    answer = await statistics(period);
    await expectAgreement(answer);
    expect(answer.totals.orders).toBe(empty.totals.orders + 2);
    expect(answer.cancelled).toEqual({ orders: 1, gross: first.totals.total });
    expect(answer.customers).toMatchObject({ new_customers: 2, returning_orders: 0 });

    // Colour-picker designs: lines with a design.
    await db().execute(
      sql`UPDATE order_items SET color_combo_slug = 'sunset' WHERE id = (
            SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE o.sale_sequence = ${other.sale_sequence} ORDER BY i.position LIMIT 1)`,
    );
    answer = await statistics(period);
    expect(answer.color_designs).toEqual({ orders: 1, lines: 1, units: 1 });
  });

  it('count a day from midnight to midnight in Vienna, across the changes of the clocks', async () => {
    const [a, b, c] = [
      await placeOrder(t, { items: [{ variantId: kit }] }),
      await placeOrder(t, { items: [{ variantId: kit }] }),
      await placeOrder(t, { items: [{ variantId: kit }] }),
    ];
    // 00:30 in Vienna on the Sunday the clocks go forward (still winter time, UTC+1).
    // 23:30 in Vienna on the Sunday they go back (winter time again, UTC+1).
    // 00:30 in Vienna on the last Saturday of October (summer time, UTC+2).
    const moves: [string, string][] = [
      [a.sale_sequence, '2026-03-28T23:30:00Z'],
      [b.sale_sequence, '2026-10-25T22:30:00Z'],
      [c.sale_sequence, '2026-10-23T22:30:00Z'],
    ];
    for (const [number, at] of moves)
      await db().execute(
        sql`UPDATE orders SET created_at = ${at}::timestamptz WHERE sale_sequence = ${number}`,
      );
    const march = await statistics({ from: '2026-03-01', to: '2026-03-31', group: 'day' });
    expect(march.series.filter((day) => day.orders > 0).map((day) => day.bucket)).toEqual([
      '2026-03-29',
    ]);
    await expectAgreement(march);
    const october = await statistics({ from: '2026-10-01', to: '2026-10-31', group: 'week' });
    expect(october.series.map((week) => [week.bucket, week.from, week.to, week.orders])).toEqual([
      ['2026-09-28', '2026-10-01', '2026-10-04', 0],
      ['2026-10-05', '2026-10-05', '2026-10-11', 0],
      ['2026-10-12', '2026-10-12', '2026-10-18', 0],
      ['2026-10-19', '2026-10-19', '2026-10-25', 2],
      ['2026-10-26', '2026-10-26', '2026-10-31', 0],
    ]);
    const days = await statistics({ from: '2026-10-24', to: '2026-10-25', group: 'day' });
    expect(days.series.map((day) => day.orders)).toEqual([1, 1]);
    await expectAgreement(days);
  });

  it('compare with the period before: the month before a whole month', async () => {
    const year = await statistics({ from: '2026-01-01', to: '2026-12-31', group: 'month' });
    expect(year.series.map((month) => month.bucket)).toHaveLength(12);
    expect(year.previous).toBeNull();
    await expectAgreement(year);
    const november = await statistics({
      from: '2026-11-01',
      to: '2026-11-30',
      group: 'week',
      compare: 'previous',
    });
    expect(november.previous).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    const october = await statistics({ from: '2026-10-01', to: '2026-10-31', group: 'week' });
    expect(november.previous?.totals).toEqual(october.totals);
    expect(november.previous?.series).toEqual(october.series);
  });

  it('recompute many days at once as they do one by one (the history after the migration)', async () => {
    const query = { from: '2026-01-01', to: '2026-12-31', group: 'month' };
    const before = await statistics(query);
    await db().execute(
      sql`INSERT INTO stats_dirty_days (day)
          SELECT generate_series('2026-01-01'::date, '2026-12-31'::date, '1 day')::date
          ON CONFLICT DO NOTHING`,
    );
    const after = await statistics(query);
    expect(after).toEqual(before);
    await expectAgreement(after);
  });

  it('answer two readers at once with the same figures', async () => {
    await placeOrder(t, { items: [{ variantId: kit }] });
    const query = new URLSearchParams({ from, to: today, group: 'week' }).toString();
    const [one, two] = await Promise.all([
      accountant.get(`/api/accounting/statistics/?${query}`),
      clerk.get(`/api/accounting/statistics/?${query}`),
    ]);
    expect(one.statusCode).toBe(200);
    expect(one.json<SalesStatistics>().totals).toEqual(two.json<SalesStatistics>().totals);
    await expectAgreement(one.json<SalesStatistics>());
  });
});

describe('the open items', () => {
  it('count the bank transfers still owed as the orders have them', async () => {
    const answer = await statistics({ from: today, to: today });
    const [owed] = await rowsOf<{ orders: number; amount: number }>(
      db(),
      sql`SELECT count(*)::int AS orders, coalesce(sum(total - amount_paid), 0)::int AS amount
          FROM orders WHERE payment_method = 'bank_transfer' AND status <> 'cancelled'
            AND payment_state IN ('unpaid', 'partly_paid')`,
    );
    expect(answer.open_items.unpaid_bank_transfers.orders).toBe(owed!.orders);
    expect(cents(answer.open_items.unpaid_bank_transfers.amount)).toBe(owed!.amount);
    expect(owed!.orders).toBeGreaterThan(0);
    expect(answer.open_items.due_from_factory.week_from <= today).toBe(true);
    expect(answer.open_items.demo_wings_out.rentals).toBe(0);
  });

  it('list the stock below the minimum the warehouse sets, recorded in the audit log', async () => {
    const storeman = (await loggedInClient(t, 'warehouse')).client;
    const set = (minimum: unknown, client = storeman) =>
      client.request('PUT', `/api/logistics/levels/${kit}/minimum/`, { minimum });
    expectApiError(await set(5, clerk), 403);
    expectApiError(await set(-1), 400, { minimum: ['at least 0'] });
    expectApiError(
      await storeman.request('PUT', `/api/logistics/levels/${wing}/minimum/`, { minimum: 1 }),
      404,
    );
    const response = await set(1000);
    expect(response.statusCode, response.body).toBe(200);
    const level = response.json<VariantLevels>();
    expect(level).toMatchObject({ variant: { id: kit }, minimum: 1000 });
    const answer = await statistics({ from: today, to: today });
    expect(answer.open_items.below_minimum.variants).toBe(1);
    expect(answer.open_items.below_minimum.items).toEqual([
      {
        variant_id: kit,
        sku: level.variant.sku,
        name: level.variant.name,
        available: level.available,
        minimum: 1000,
      },
    ]);
    const [entry] = await rowsOf<{ summary: string }>(
      db(),
      sql`SELECT summary FROM audit_log WHERE action = 'stock_minimum.set' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry?.summary).toBe(`Minimum of ${level.variant.sku}: 0 → 1000`);
    expect((await set(0)).statusCode).toBe(200);
    expect((await statistics({ from: today, to: today })).open_items.below_minimum.variants).toBe(
      0,
    );
  });

  it('count the open items once for answers within a few seconds, whatever the period', async () => {
    const storeman = (await loggedInClient(t, 'warehouse')).client;
    const service = t.app.services.statistics;
    service.openItemsFreshMs = 60_000;
    try {
      const before = await statistics({ from: today, to: today });
      expect(
        (await storeman.request('PUT', `/api/logistics/levels/${kit}/minimum/`, { minimum: 1000 }))
          .statusCode,
      ).toBe(200);
      const reused = await statistics({ from, to: today });
      expect(reused.open_items).toEqual(before.open_items);
      service.openItemsFreshMs = 0;
      const counted = await statistics({ from: today, to: today });
      expect(counted.open_items.below_minimum.variants).toBe(
        before.open_items.below_minimum.variants + 1,
      );
    } finally {
      service.openItemsFreshMs = 0;
      await storeman.request('PUT', `/api/logistics/levels/${kit}/minimum/`, { minimum: 0 });
    }
  });
});

describe('who may read them, and what is asked', () => {
  it('is for sales and accounting; other staff, customers and visitors are refused', async () => {
    const query = `/api/accounting/statistics/?from=${from}&to=${today}`;
    expect((await clerk.get(query)).statusCode).toBe(200);
    expect((await accountant.get(query)).statusCode).toBe(200);
    for (const role of ['warehouse', 'content', 'customer'] as const)
      expectApiError(await (await loggedInClient(t, role)).client.get(query), 403);
    expectApiError(await new TestClient(t.app).get(query), 401);
  });

  it('answers a bad period with a 400 naming the field, and changes nothing', async () => {
    await placeOrder(t, { items: [{ variantId: kit }] });
    const [pending] = await rowsOf<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM stats_dirty_days`,
    );
    expect(pending!.n).toBeGreaterThan(0);
    const bad = (query: string) => accountant.get(`/api/accounting/statistics/?${query}`);
    expectApiError(await bad('from=2026-05-02&to=2026-05-01'), 400, {
      to: [STATISTICS_MESSAGES.toBeforeFrom],
    });
    expectApiError(await bad('from=2026-05-01&to=2026-05-31&group=year'), 400);
    expectApiError(await bad('from=2021-01-01&to=2025-12-31&group=month'), 400, {
      to: [STATISTICS_MESSAGES.tooLong],
    });
    expectApiError(await bad('from=2025-01-01&to=2026-06-30&group=day'), 400, {
      group: [STATISTICS_MESSAGES.tooLongByDay],
    });
    expectApiError(await bad('from=2026-02-30&to=2026-03-01'), 400);
    expectApiError(await bad('to=2026-03-01'), 400);
    expectApiError(await bad('from=2026-01-01&to=2026-03-01&compare=yes'), 400);
    const [after] = await rowsOf<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM stats_dirty_days`,
    );
    expect(after!.n).toBe(pending!.n);
  });
});
