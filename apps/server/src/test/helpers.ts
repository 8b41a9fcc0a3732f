import { eq, sql } from 'drizzle-orm';
import { STAFF_ROLE_CODES, type StaffRole } from '@windfamily/contract/permissions';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { sessions } from '../db/schema';
import { addresses, users } from '../db/schema';
import type { User } from '../modules/accounts/sessions';
import { type TestApp, TestClient, uniqueEmail, validAddress } from './harness';

export const PASSWORD = 'good-password';

export interface ResponseCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

/** The cookie `name` that a response sets, if any. */
export const cookieOf = (response: LightMyRequestResponse, name: string) =>
  (response.cookies as ResponseCookie[]).find((cookie) => cookie.name === name);

/**
 * Asserts the error format of DESIGN.md section 2: a status, `{detail, errors?}` with a
 * sentence in `detail`, and (when given) exactly these field messages.
 */
export function expectApiError(
  response: LightMyRequestResponse,
  status: number,
  errors?: Record<string, string[]>,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ detail: unknown; errors?: unknown }>();
  expect(typeof body.detail).toBe('string');
  expect((body.detail as string).length).toBeGreaterThan(3);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.ts:\d+/); // no stack trace
  if (errors) expect(body.errors).toEqual(errors);
  return body as { detail: string; errors?: Record<string, string[]> };
}

export const CSRF_DETAIL = 'CSRF Failed: CSRF token missing or incorrect.';

/** What most helpers need of a test app (an app built without the harness has no `mails`). */
type HasApp = Pick<TestApp, 'app'>;

/** Roles as `services.accounts.createUser` takes them. */
export const ROLES = {
  customer: {},
  reseller: { isReseller: true },
  /** Staff holding every staff role. */
  staff: { staffRoles: [...STAFF_ROLE_CODES] },
  sales: { staffRoles: ['sales'] },
  accounting: { staffRoles: ['accounting'] },
  warehouse: { staffRoles: ['warehouse'] },
  content: { staffRoles: ['content'] },
  store: { staffRoles: ['store'] },
  superuser: { isReseller: true, isSuperuser: true },
} as const satisfies Record<
  string,
  { staffRoles?: StaffRole[]; isReseller?: boolean; isSuperuser?: boolean }
>;
export type Role = keyof typeof ROLES;

/** Creates an account straight through the service (no rate limits, no HTTP). */
export async function createUser(
  t: HasApp,
  options: { role?: Role; email?: string; password?: string; address?: boolean } = {},
) {
  const email = options.email ?? uniqueEmail(options.role ?? 'customer');
  const password = options.password ?? PASSWORD;
  const user = await t.app.services.accounts.createUser({
    email,
    password,
    phone: '+43 664 1234567',
    ...ROLES[options.role ?? 'customer'],
    ...(options.address === false ? {} : { address: validAddress }),
  });
  return { user, email, password };
}

/** A client logged in as a new account of `role`. */
export async function loggedInClient(t: HasApp, role: Role = 'customer') {
  const account = await createUser(t, { role });
  const client = new TestClient(t.app);
  await client.login(account.email, account.password);
  return { ...account, client };
}

/** The account row with `email` (any case), read from the database. */
export async function userRow(t: HasApp, email: string): Promise<User | undefined> {
  const [row] = await t.app.services.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function userById(t: HasApp, id: number): Promise<User> {
  const [row] = await t.app.services.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function addressOf(t: HasApp, userId: number) {
  const [row] = await t.app.services.database.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row;
}

export async function countRows(t: HasApp, table: typeof users | typeof sessions) {
  const [row] = await t.app.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table);
  return row?.n ?? 0;
}

/** Waits until every mail due is sent, then answers every mail sent to `to`. */
export async function mailsTo(t: TestApp, to: string) {
  await t.mails.drain();
  return t.mails.sent.filter((mail) => mail.to === to);
}

/** The first link to `prefix…` in a text. */
export function linkIn(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`no link to ${prefix} in:\n${text}`);
  return match[0];
}

/** Whether `email` / `password` still log in (from a fresh client, so no session is reused). */
export async function canLogIn(t: HasApp, email: string, password: string): Promise<boolean> {
  const response = await new TestClient(t.app).post('/api/login/', { email, password });
  return response.statusCode === 200;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const THREE_DAYS = 3 * 24 * 3600;
