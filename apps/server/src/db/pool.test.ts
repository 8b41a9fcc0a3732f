import { EventEmitter } from 'node:events';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { Pool } from './pool';

/**
 * A connection the server ended while it sat idle in the pool, before the client heard of it:
 * its next statement fails, as a session terminated by an administrator does (57P01).
 */
class LostConnection extends EventEmitter {
  _queryable = true;
  _ending = false;
  statements: string[] = [];

  connect(callback: (error?: Error) => void) {
    setImmediate(() => callback());
  }

  query(config: string | { text: string }) {
    this.statements.push(typeof config === 'string' ? config : config.text);
    this._queryable = false;
    return Promise.reject(
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    );
  }

  end(callback?: () => void) {
    this._ending = true;
    callback?.();
    return Promise.resolve();
  }
}

describe('Pool', () => {
  it('gives back a client whose transaction could not begin, so the pool does not run dry', async () => {
    const pool = new Pool({ max: 1, Client: LostConnection } as never);
    const db = drizzle({ client: pool });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(db.transaction(async () => 'never')).rejects.toThrow(/^Failed query: begin/);
      // The dead client is dropped, not left checked out: the one place is free again.
      expect(pool.totalCount).toBe(0);
    }
    await pool.end();
  });

  it('releases a client once, however often it is given back', async () => {
    const pool = new Pool({ max: 1, Client: LostConnection } as never);
    const client = await pool.connect();
    await expect(client.query('BEGIN READ ONLY')).rejects.toThrow('administrator command');
    expect(() => client.release(true)).not.toThrow();
    expect(pool.totalCount).toBe(0);
    await pool.end();
  });
});
