import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from './test/harness';
import { loggedInClient, ROLES, type Role } from './test/helpers';

/**
 * Every guarded route of the OpenAPI document, called by a visitor and by every role: a visitor
 * gets 401, a role without the route's permissions 403, a role with one of them anything but
 * 401 or 403 (the dummy parameters may well be a 404 or a 400). A route added without its rule
 * has no `x-permissions` and fails the check that every staff path is guarded.
 */

interface Operation {
  method: string;
  path: string;
  permissions: string[];
}

let t: TestApp;
let operations: Operation[];
const clients = new Map<Role | 'anonymous', TestClient>();
/** What each role holds, as the server answers `GET /api/permissions/`. */
const permissionsOf = new Map<Role | 'anonymous', string[]>();

/** A value of the right shape for each path parameter, so that the call reaches its guard. */
const PARAMETER_VALUES: Record<string, string> = {
  sale_sequence: '2026-0001',
  id: '1',
  line_id: '1',
  key: '2026-0001-0123456789abcdef0123456789abcdef',
  slug: 'unknown',
};

const concretePath = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMETER_VALUES[name] ?? '1');

/** The paths only staff (or a reseller) may call: each must be guarded. */
const STAFF_PATH =
  /^\/api\/(store\/orders\/(?!$)|store\/orders\/$|accounting\/|audit\/|staff\/|store\/customers\/|store\/resellers\/|store\/admin\/|reseller\/|notebook\/|webstats\/$|logistics\/(?!shipment_prices))/;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { 'x-permissions'?: string[] }>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        permissions: operation['x-permissions'] ?? [],
      })),
  );
  clients.set('anonymous', new TestClient(t.app));
  for (const role of Object.keys(ROLES) as Role[]) {
    const { client } = await loggedInClient(t, role);
    clients.set(role, client);
    const answer = await client.get('/api/permissions/');
    permissionsOf.set(role, answer.json<{ permissions: string[] }>().permissions);
  }
});
afterAll(async () => t.close());

describe('every guarded route, by every role', () => {
  it('guards every staff and reseller path', () => {
    const unguarded = operations.filter(
      (operation) =>
        STAFF_PATH.test(operation.path) &&
        operation.permissions.length === 0 &&
        // The public order page and the card payment pages are reached by the order's key,
        // a wing's page by its QR code's secret.
        !operation.path.startsWith('/api/store/orders_public') &&
        !operation.path.startsWith('/api/logistics/product_variant_instances/') &&
        // Anyone may ask for a demo wing ("Try our Wings"); staff's reads of requests are guarded.
        !(operation.method === 'POST' && operation.path === '/api/accounting/demorental_requests/'),
    );
    expect(unguarded.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
    expect(operations.filter((operation) => operation.permissions.length).length).toBeGreaterThan(
      60,
    );
  });

  // One case per caller: each walks every guarded route once.
  it.each(['anonymous', ...Object.keys(ROLES)] as (Role | 'anonymous')[])(
    'answers %s 401 as a visitor, 403 without the permission, and lets it in with it',
    async (who) => {
      const wrong: string[] = [];
      const client = clients.get(who)!;
      const held = permissionsOf.get(who) ?? [];
      for (const operation of operations.filter((one) => one.permissions.length)) {
        const body = operation.method === 'GET' ? undefined : {};
        const response = await client.request(operation.method, concretePath(operation.path), body);
        const granted = held.some((permission) => operation.permissions.includes(permission));
        const expected = who === 'anonymous' ? 401 : granted ? 'allowed' : 403;
        const ok =
          expected === 'allowed'
            ? response.statusCode !== 401 && response.statusCode !== 403
            : response.statusCode === expected;
        if (!ok)
          wrong.push(
            `${operation.method} ${operation.path}: ${response.statusCode}, expected ${expected}`,
          );
      }
      expect(wrong).toEqual([]);
    },
  );
});
