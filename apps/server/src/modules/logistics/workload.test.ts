import { eq } from 'drizzle-orm';
import type { ReservationList, StockCheck } from '@windfamily/contract/logistics';
import type { StaffOrder } from '@windfamily/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { createProduct, seedCatalog } from '../../test/catalog-fixtures';
import type { TestClient } from '../../test/harness';
import { createTestApp, type TestApp } from '../../test/harness';
import { loggedInClient } from '../../test/helpers';
import { placeOrder } from '../../test/order-fixtures';
import { shipOut } from './reservations';
import { ledgerBreaches, locationIds } from './test-tools';

/**
 * Clerks, sales and pilots at once on a few variants: checkouts, line changes, cancellations,
 * moves, reservations let go and made, counts applied and lines shipped, from 8 clients. Any
 * answer may be a refusal (409), none a failure; after each round the ledger must add up.
 */

const CLIENTS = 8;
/** 200 operations in all, in rounds: the ledger is checked after each, and carries on. */
const ROUNDS = 5;
const OPERATIONS = 40;
const VARIANTS = 4;

let t: TestApp;
let at: Record<string, number>;
let variantIds: number[];
let warehouse: TestClient[];
let sales: TestClient[];

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  at = await locationIds(t);
  variantIds = [];
  for (let i = 0; i < VARIANTS; i += 1)
    variantIds.push((await createProduct(t, { stock: 6, netPrice: 2_000 })).variant.id);
  warehouse = [
    (await loggedInClient(t, 'warehouse')).client,
    (await loggedInClient(t, 'warehouse')).client,
  ];
  sales = [(await loggedInClient(t, 'sales')).client, (await loggedInClient(t, 'sales')).client];
});
afterAll(async () => t.close());

/** A small seeded generator, so that a failing run can be replayed with its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (from: number, to: number) => from + Math.floor(next() * (to - from + 1)),
    pick: <T>(list: readonly T[]): T | undefined =>
      list.length ? list[Math.floor(next() * list.length)] : undefined,
  };
}

const seed = Number(process.env.WORKLOAD_SEED ?? Date.now() % 1_000_000);
const placed: string[] = [];

describe(`a concurrent workload on a few variants (seed ${seed})`, () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    `keeps the ledger whole through ${OPERATIONS} operations from ${CLIENTS} clients, round %i`,
    async (round) => {
      const outcomes = new Map<string, Map<number, number>>();
      const unexpected: string[] = [];
      const note = (kind: string, status: number, allowed: readonly number[], body = '') => {
        const counts = outcomes.get(kind) ?? new Map<number, number>();
        counts.set(status, (counts.get(status) ?? 0) + 1);
        outcomes.set(kind, counts);
        if (!allowed.includes(status)) unexpected.push(`${kind}: ${status} ${body.slice(0, 200)}`);
      };

      /** Each operation answers whether it found something to work on; one that did not
       * places an order instead, so every round runs its full count of operations. */
      const operations: Record<
        string,
        (random: ReturnType<typeof generator>) => Promise<boolean | void>
      > = {
        checkout: async (random) => {
          const variantId = random.pick(variantIds)!;
          try {
            const order = await placeOrder(t, {
              items: [{ variantId, amount: random.int(1, 2) }],
            });
            placed.push(order.sale_sequence);
            note('checkout', 200, [200]);
          } catch (error) {
            // The cart itself may refuse (sold out) before the checkout does.
            const status = Number(/: (\d{3}) /.exec(String(error))?.[1] ?? 0);
            note('checkout', status, [409], String(error));
          }
        },
        edit: async (random) => {
          const sale = random.pick(placed);
          if (!sale) return false;
          const client = random.pick(sales)!;
          const order = (await client.get(`/api/store/orders/${sale}/`)).json<StaffOrder>();
          const lines = order.items.map((item) => ({
            id: item.id,
            product_variant: item.product_variant,
            amount: item.amount,
          }));
          if (random.int(0, 2) === 0)
            lines.push({
              id: undefined as unknown as number,
              product_variant: random.pick(variantIds)!,
              amount: 1,
            });
          else lines[0]!.amount = random.int(1, 3);
          // The version the clerk saw, as the screen sends it: a change meanwhile is a 409.
          const response = await client.request('PUT', `/api/store/orders/${sale}/lines/`, {
            version: order.version,
            lines: lines.map(({ id, ...rest }) => (id === undefined ? rest : { id, ...rest })),
          });
          note('edit', response.statusCode, [200, 409], response.body);
        },
        cancel: async (random) => {
          const sale = random.pick(placed);
          if (!sale) return false;
          const response = await random
            .pick(sales)!
            .post(`/api/store/orders/${sale}/cancel/`, { reason: 'Workload' });
          note('cancel', response.statusCode, [200, 409], response.body);
        },
        move: async (random) => {
          const [from, to] = random.pick([
            ['WH', 'WH/A'],
            ['WH/A', 'WH'],
            ['WH', 'DEMO'],
            ['DEMO', 'WH'],
            ['SUPPLIERS', 'WH'],
            ['WH', 'LOSSES'],
          ] as const)!;
          const response = await random.pick(warehouse)!.post('/api/logistics/moves/', {
            variant_id: random.pick(variantIds),
            amount: random.int(1, 3),
            from_location_id: at[from],
            to_location_id: at[to],
          });
          note('move', response.statusCode, [201, 409], response.body);
        },
        reserve: async (random) => {
          const sale = random.pick(placed);
          if (!sale) return false;
          const response = await random
            .pick([...sales, ...warehouse])!
            .post(
              `/api/store/orders/${sale}/reserve/`,
              random.int(0, 1) ? { location_id: at.WH } : {},
            );
          note('reserve', response.statusCode, [200, 409], response.body);
        },
        release: async (random) => {
          const clerk = random.pick(warehouse)!;
          const list = (
            await clerk.get(
              `/api/logistics/reservations/?state=active&variant=${random.pick(variantIds)}`,
            )
          ).json<ReservationList>();
          const reservation = random.pick(list.results);
          if (!reservation) return false;
          const response = await clerk.post(
            `/api/logistics/reservations/${reservation.id}/cancel/`,
          );
          note('release', response.statusCode, [200, 409], response.body);
        },
        count: async (random) => {
          const clerk = random.pick(warehouse)!;
          const created = await clerk.post('/api/logistics/stock_checks/', {
            location_id: at[random.pick(['WH', 'WH/A'] as const)!],
            variant_ids: variantIds,
          });
          note('count', created.statusCode, [201], created.body);
          if (created.statusCode !== 201) return;
          const check = created.json<StockCheck>();
          for (const line of check.lines)
            await clerk.request(
              'PUT',
              `/api/logistics/stock_checks/${check.id}/lines/${line.id}/`,
              {
                counted: Math.max(0, line.current - random.int(0, 1)),
              },
            );
          const applied = await clerk.post(`/api/logistics/stock_checks/${check.id}/apply/`);
          note('count.apply', applied.statusCode, [200, 409], applied.body);
        },
        ship: async (random) => {
          const sale = random.pick(placed);
          if (!sale) return false;
          const db = t.app.services.database.db;
          try {
            await db.transaction(async (tx) => {
              const [order] = await tx
                .select()
                .from(orders)
                .where(eq(orders.saleSequence, sale))
                .for('update');
              if (!order || order.status === 'cancelled') return;
              const items = await tx
                .select()
                .from(orderItems)
                .where(eq(orderItems.orderId, order.id));
              const item = random.pick(items);
              if (item) await shipOut(tx, item.id, { amount: random.int(1, 2) });
            });
            note('ship', 200, [200]);
          } catch (error) {
            note('ship', error instanceof HttpError ? error.statusCode : 500, [409], String(error));
          }
        },
      };
      const kinds = Object.keys(operations);

      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          const random = generator(seed * 31 + round * 1009 + client);
          for (let i = 0; i < OPERATIONS / CLIENTS; i += 1)
            if ((await operations[random.pick(kinds)!]!(random)) === false)
              await operations.checkout!(random);
        }),
      );

      // WORKLOAD_REPORT=1 shows what each kind of operation answered, by status.
      if (process.env.WORKLOAD_REPORT)
        console.info(
          round,
          JSON.stringify([...outcomes].map(([kind, counts]) => [kind, [...counts]])),
        );
      expect(unexpected, `seed ${seed}`).toEqual([]);
      expect(await ledgerBreaches(t), `seed ${seed}`).toEqual({
        levels: [],
        negative: [],
        available: [],
      });
      // The workload did work: every operation answered, and orders were placed.
      const total = [...outcomes.values()].flatMap((counts) => [...counts.values()]);
      expect(total.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(OPERATIONS);
      if (round === ROUNDS) expect(placed.length).toBeGreaterThan(0);
    },
  );
});
