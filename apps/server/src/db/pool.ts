import pg from 'pg';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * node-postgres' pool, which gives a client back when the transaction taken on it never began.
 * drizzle-orm 0.45 sends a transaction's BEGIN before the `try … finally` that releases its
 * client (drizzle-team/drizzle-orm#6241, open): a BEGIN that fails, because the connection was
 * lost while the client sat idle in the pool, leaves the client checked out for good, and a few
 * such failures exhaust the pool, so that every request waits for a connection until the app
 * restarts. A client taken for a transaction (`connect()` without a callback, as Drizzle and
 * `readOnly` take them) is released, to be dropped, when its first statement fails; releasing
 * it once more is then a no-op.
 */
export class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releasedIfFirstStatementFails);
  }
}

function releasedIfFirstStatementFails(client: pg.PoolClient): pg.PoolClient {
  const own = client as { query?: unknown; release: pg.PoolClient['release'] };
  const release = client.release.bind(client);
  let released = false;
  own.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    delete own.query;
    release(error);
  };
  const { query } = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  own.query = (...args: unknown[]): unknown => {
    // Only the first statement is watched; the next ones go straight to the client.
    delete own.query;
    const result: unknown = Reflect.apply(query, client, args);
    if (result instanceof Promise)
      result.catch((error: unknown) => own.release(error instanceof Error ? error : true));
    return result;
  };
  return client;
}
