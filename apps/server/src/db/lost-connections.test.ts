import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@windfamily/contract/cart';
import { SERVER_ERROR_MESSAGES } from '@windfamily/contract/errors';
import type { CheckoutResult } from '@windfamily/contract/orders';
import { checkInvariants } from '../invariants';
import { createProduct, seedCatalog } from '../test/catalog-fixtures';
import {
  createTestApp,
  type TestApp,
  TestClient,
  uniqueEmail,
  validAddress,
} from '../test/harness';
import { rowsOf } from './client';

// The app's PostgreSQL connections cut from the server's side (`pg_terminate_backend`, as an
// administrator, a failover or a restart does) while requests use them: each request answers
// 2xx or a clear 503, never a 500 and never no answer; nothing is half written; the pool
// opens new connections and the app serves again without a restart.

let t: TestApp;
let variantId: number;
/** A connection of the test's own to the app's database: it watches and cuts. */
let watcher: pg.Client;
let databaseUrl: string;

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  t = await createTestApp();
  await seedCatalog(t);
  variantId = (await createProduct(t, { stock: 10_000, netPrice: 2_500 })).variant.id;
  const [{ name } = { name: '' }] = await rowsOf<{ name: string }>(
    t.app.services.database.db,
    sql`SELECT current_database() AS name`,
  );
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
});
afterAll(async () => {
  await watcher?.end();
  await t?.close();
});

/**
 * Cuts every connection to the app's database but the test's own, and waits until their
 * server processes are gone (each sends its last word to the app first); answers how many.
 */
async function cutTheAppsConnections(keep: number[] = []): Promise<number> {
  const { rows } = await watcher.query<{ pid: number }>(
    `WITH app AS MATERIALIZED (
       SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND backend_type = 'client backend'
         AND pid <> pg_backend_pid() AND NOT (pid = ANY($1::int[])))
     SELECT pid FROM app WHERE pg_terminate_backend(pid)`,
    [keep],
  );
  const cut = rows.map((row) => row.pid);
  for (;;) {
    const { rows: left } = await watcher.query(
      'SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])',
      [cut],
    );
    if (!left.length) return cut.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A visitor with the test variant in the cart and an address: ready to check out. */
async function readyCart(): Promise<{ client: TestClient; email: string }> {
  const client = new TestClient(t.app);
  const email = uniqueEmail('cut');
  expect(
    (await client.post('/api/store/cart/add-item/', { product_variant: variantId })).statusCode,
  ).toBe(200);
  const address = { ...validAddress, phone: '+43 664 7654321', email };
  expect((await client.post('/api/store/cart/', { address })).statusCode).toBe(200);
  return { client, email };
}

const checkout = (client: TestClient) =>
  client.post('/api/store/cart/checkout/?delivery_method=standard&payment_method=bank_transfer');

/** The orders placed under an address, with their lines. */
const ordersOf = (email: string) =>
  rowsOf<{ sale_sequence: string; lines: number }>(
    t.app.services.database.db,
    sql`SELECT o.sale_sequence, (SELECT count(*) FROM order_items i WHERE i.order_id = o.id)::int AS lines
        FROM orders o WHERE o.email = ${email}`,
  );

const expectUnavailable = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({ detail: SERVER_ERROR_MESSAGES.unavailable });
  expect(response.headers['retry-after']).toBe('5');
};

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'PostgreSQL connections cut under requests',
  () => {
    it('a checkout whose connection is cut inside its transaction answers 503, writes nothing, and its retry orders once', async () => {
      const carts = [await readyCart(), await readyCart()];
      // Another session holds the variant's row, so the checkouts wait inside their transactions.
      const locker = new pg.Client({ connectionString: databaseUrl });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('SELECT id FROM product_variants WHERE id = $1 FOR UPDATE', [variantId]);
        const lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))
          .rows[0]!.pid;
        const answers = Promise.all(carts.map(({ client }) => checkout(client)));
        // Both wait on the row: their connections are in the middle of a transaction.
        for (;;) {
          const { rows } = await watcher.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`,
            [lockerPid],
          );
          if (rows[0]!.n === carts.length) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await cutTheAppsConnections([lockerPid])).toBeGreaterThanOrEqual(carts.length);
        for (const response of await answers) expectUnavailable(response);
      } finally {
        await locker.query('ROLLBACK');
        await locker.end();
      }

      for (const { client, email } of carts) {
        expect(await ordersOf(email)).toEqual([]);
        // The cart is as it was: the same checkout again places the order, once.
        expect((await client.get('/api/store/cart/')).json<Cart>().items).toHaveLength(1);
        const retried = await checkout(client);
        expect(retried.statusCode, retried.body).toBe(200);
        expect(await ordersOf(email)).toEqual([
          { sale_sequence: retried.json<CheckoutResult>().order.sale_sequence, lines: 1 },
        ]);
      }
      expect((await checkInvariants(t.app.services.database.db)).breaches).toEqual([]);
    });

    it('a stream of reads and checkouts through cut connections answers 2xx or 503 only, and the app serves again without a restart', async () => {
      const statuses = new Map<number, number>();
      let answered = 0;
      const progress: { at: number; reached: () => void }[] = [];
      const reached = (count: number) =>
        new Promise<void>((resolve) => progress.push({ at: count, reached: resolve }));
      const note = (response: LightMyRequestResponse) => {
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        answered += 1;
        for (const waiting of progress.filter((entry) => entry.at <= answered)) {
          progress.splice(progress.indexOf(waiting), 1);
          waiting.reached();
        }
        return response;
      };
      let stop = false;
      const placed: { email: string; saleSequence: string }[] = [];

      /** A pilot reading and ordering; a 503 is tried again, as the page would offer. */
      const pilot = async () => {
        while (!stop) {
          const client = new TestClient(t.app);
          const email = uniqueEmail('stream');
          note(await client.get('/api/store/cart/'));
          note(await client.get('/api/store/products/?category=addons'));
          if (
            note(await client.post('/api/store/cart/add-item/', { product_variant: variantId }))
              .statusCode !== 200
          )
            continue;
          const address = { ...validAddress, phone: '+43 664 7654321', email };
          if (note(await client.post('/api/store/cart/', { address })).statusCode !== 200) continue;
          for (;;) {
            const response = note(await checkout(client));
            if (response.statusCode === 200) {
              placed.push({
                email,
                saleSequence: response.json<CheckoutResult>().order.sale_sequence,
              });
              break;
            }
            if (response.statusCode !== 503) break;
          }
        }
      };

      const cutter = async () => {
        let cut = 0;
        for (const at of [15, 35, 55]) {
          await reached(at);
          cut += await cutTheAppsConnections();
        }
        await reached(75);
        stop = true;
        return cut;
      };
      const [cut] = await Promise.all([cutter(), pilot(), pilot(), pilot(), pilot(), pilot()]);
      expect(cut).toBeGreaterThan(0);

      const unexpected = [...statuses].filter(([status]) => !(status < 300 || status === 503));
      expect(unexpected, JSON.stringify([...statuses])).toEqual([]);
      expect(placed.length).toBeGreaterThan(0);
      for (const { email, saleSequence } of placed)
        expect(await ordersOf(email)).toEqual([{ sale_sequence: saleSequence, lines: 1 }]);
      expect((await checkInvariants(t.app.services.database.db)).breaches).toEqual([]);

      // No restart: the next pilot is served as before.
      const { client, email } = await readyCart();
      const response = await checkout(client);
      expect(response.statusCode, response.body).toBe(200);
      expect(await ordersOf(email)).toHaveLength(1);
      // Every connection the pool kept is back in it: none was lost with its transaction.
      await t.app.services.tasks.settle();
      const pool = (t.app.services.database.db as unknown as { $client: pg.Pool }).$client;
      expect(pool.totalCount - pool.idleCount).toBe(0);
    });
  },
);
