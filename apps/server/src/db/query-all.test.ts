import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import { type Database, type Db, queryAll, rowsOf, type Tx } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Three queries that note when each starts and ends, and their answers. */
function noted(db: Db | Tx) {
  const steps: string[] = [];
  const query = (n: number) => async () => {
    steps.push(`start ${n}`);
    const [row] = await rowsOf<{ n: number }>(db, sql`SELECT ${n}::int AS n, pg_sleep(0.01)`);
    steps.push(`end ${n}`);
    return row!.n;
  };
  return { steps, queries: [query(1), query(2), query(3)] as const };
}

describe('queryAll', () => {
  it('asks a transaction one query at a time, in order', async () => {
    await database.db.transaction(async (tx) => {
      const { steps, queries } = noted(tx);
      expect(await queryAll(tx, queries)).toEqual([1, 2, 3]);
      expect(steps).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    });
  });

  it('asks the database every query at once', async () => {
    const { steps, queries } = noted(database.db);
    expect(await queryAll(database.db, queries)).toEqual([1, 2, 3]);
    expect(steps.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });
});
