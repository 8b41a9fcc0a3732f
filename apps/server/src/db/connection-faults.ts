/**
 * SQLSTATEs of a connection that failed rather than a statement: class 08 (connection
 * exception), the server shutting down or terminating the session (57P01 admin shutdown,
 * 57P02 crash shutdown), starting up (57P03), or out of connection slots (53300).
 */
const CONNECTION_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Node's codes of a socket that could not be opened or died. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only: the connection ended, or never came in time. */
const LOST_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

/**
 * Whether a failure is the database's connection, not the request: the query never reached
 * the database or its answer never came back, and its transaction was rolled back by the
 * server. Looks through the wrappers (Drizzle's `DrizzleQueryError` keeps the driver's error
 * as its `cause`; a refused connection to a name with two addresses is an `AggregateError`).
 */
export function isConnectionFault(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  // A call to another service (a carrier, the payment service) that fails is fetch's
  // TypeError, whose cause carries the same network codes: that is not the database.
  if (error instanceof TypeError && error.message === 'fetch failed') return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (CONNECTION_STATES.test(code) || NETWORK_CODES.has(code)))
    return true;
  if (LOST_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isConnectionFault(e, depth + 1)))
    return true;
  return isConnectionFault(error.cause, depth + 1);
}
