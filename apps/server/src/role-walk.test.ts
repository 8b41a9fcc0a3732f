import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from './test/harness';
import { loggedInClient, ROLES, type Role } from './test/helpers';
import { documentedOperations, nameOf, type Operation } from './test/operations';

/**
 * Every operation of the OpenAPI document, called by a visitor and by every role: a guarded
 * one answers a visitor 401, a role without its permissions 403, a role with one of them
 * anything but 401 or 403 (the dummy parameters may well be a 404 or a 400); one for any
 * logged-in user answers a visitor 401 and lets every role in; one open to visitors lets
 * everybody in. A route added without its rule has no `x-permissions` and fails the check
 * that every staff path is guarded. What belongs to one customer is walked in
 * owner-walk.test.ts.
 */

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

/** Open calls that tell a visitor they are one: the session's own status. */
const VISITOR_401 = new Set(['GET /api/login/']);

/** Ends the caller's session: walked last. */
const LOGOUT = 'POST /api/logout/';

beforeAll(async () => {
  t = await createTestApp();
  operations = (await documentedOperations(t.app)).sort(
    (a, b) => Number(nameOf(a) === LOGOUT) - Number(nameOf(b) === LOGOUT),
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

/** What `who` must get from `operation`: a status, or anything but 401 and 403. */
function expectedOf(operation: Operation, who: Role | 'anonymous'): 401 | 403 | 'allowed' {
  if (!operation.permissions)
    return who === 'anonymous' && VISITOR_401.has(nameOf(operation)) ? 401 : 'allowed';
  if (who === 'anonymous') return 401;
  if (!operation.permissions.length) return 'allowed';
  const held = permissionsOf.get(who) ?? [];
  return held.some((permission) => operation.permissions!.includes(permission)) ? 'allowed' : 403;
}

describe('every route, by every role', () => {
  it('guards every staff and reseller path', () => {
    const unguarded = operations.filter(
      (operation) =>
        STAFF_PATH.test(operation.path) &&
        !operation.permissions?.length &&
        // The public order page and the card payment pages are reached by the order's key,
        // a wing's page by its QR code's secret.
        !operation.path.startsWith('/api/store/orders_public') &&
        !operation.path.startsWith('/api/logistics/product_variant_instances/') &&
        // Anyone may ask for a demo wing ("Try our Wings"); staff's reads of requests are guarded.
        !(operation.method === 'POST' && operation.path === '/api/accounting/demorental_requests/'),
    );
    expect(unguarded.map(nameOf)).toEqual([]);
    expect(operations.filter((operation) => operation.permissions?.length).length).toBeGreaterThan(
      60,
    );
    expect(operations.filter((operation) => !operation.permissions).length).toBeGreaterThan(40);
  });

  // One case per caller: each walks every route once, its logout last.
  it.each(['anonymous', ...Object.keys(ROLES)] as (Role | 'anonymous')[])(
    'answers %s 401 as a visitor, 403 without the permission, and lets it in with it',
    async (who) => {
      const wrong: string[] = [];
      const client = clients.get(who)!;
      for (const operation of operations) {
        const body = operation.method === 'GET' ? undefined : {};
        const response = await client.request(operation.method, concretePath(operation.path), body);
        const expected = expectedOf(operation, who);
        const ok =
          expected === 'allowed'
            ? response.statusCode !== 401 && response.statusCode !== 403
            : response.statusCode === expected;
        if (!ok) wrong.push(`${nameOf(operation)}: ${response.statusCode}, expected ${expected}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
