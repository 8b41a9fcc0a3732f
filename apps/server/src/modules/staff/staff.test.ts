import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@windfamily/contract/audit';
import { PERMISSIONS, STAFF_ROLE_CODES, STAFF_ROLES } from '@windfamily/contract/permissions';
import type { StaffList, StaffMember, StaffRoleDefinitions } from '@windfamily/contract/staff';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { createUser, expectApiError, loggedInClient, userById } from '../../test/helpers';

let t: TestApp;
let superuser: TestClient;
let superuserEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await loggedInClient(t, 'superuser');
  superuser = admin.client;
  superuserEmail = admin.email;
});
afterAll(async () => t.close());

const setRoles = (client: TestClient, id: number, body: unknown) =>
  client.request('PUT', `/api/staff/${id}/roles/`, body as Record<string, unknown>);

const members = async () => (await superuser.get('/api/staff/')).json<StaffList>().members;

describe('who may manage the staff', () => {
  it('is for superusers only: 401 for visitors, 403 for every role, and nothing changes', async () => {
    const target = await createUser(t);
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/staff/'],
      ['GET', '/api/staff/roles/'],
      ['PUT', `/api/staff/${target.user.id}/roles/`, { roles: ['sales'] }],
    ];
    for (const [method, url, body] of calls)
      expectApiError(await new TestClient(t.app).request(method, url, body), 401);
    for (const role of ['customer', 'reseller', 'staff', ...STAFF_ROLE_CODES] as const) {
      const { client } = await loggedInClient(t, role);
      for (const [method, url, body] of calls)
        expectApiError(await client.request(method, url, body), 403);
    }
    expect(await userById(t, target.user.id)).toEqual(target.user);
  });
});

describe('GET /api/staff/ and /api/staff/roles/', () => {
  it('lists the members of staff and the superusers with their roles and last login', async () => {
    const clerk = await loggedInClient(t, 'sales');
    const customer = await createUser(t);
    const list = await members();
    const emails = list.map((member) => member.email);
    expect(emails).toContain(superuserEmail);
    expect(emails).not.toContain(customer.email);
    expect(list.find((member) => member.email === clerk.email)).toEqual({
      id: clerk.user.id,
      email: clerk.email,
      name: 'Paula Pilot',
      staff_roles: ['sales'],
      is_superuser: false,
      is_staff: true,
      last_login: expect.any(String) as string,
      registration_date: clerk.user.dateJoined.toISOString(),
    });
    expect(list.find((member) => member.email === superuserEmail)).toMatchObject({
      staff_roles: [],
      is_superuser: true,
    });
  });

  it("answers the contract's role definitions", async () => {
    const response = await superuser.get('/api/staff/roles/');
    expect(response.statusCode).toBe(200);
    const { roles } = response.json<StaffRoleDefinitions>();
    expect(roles.map((role) => role.code)).toEqual(STAFF_ROLE_CODES);
    expect(roles[0]).toEqual({
      code: 'sales',
      label: STAFF_ROLES.sales.label,
      description: STAFF_ROLES.sales.description,
      permissions: [...STAFF_ROLES.sales.permissions],
    });
  });
});

describe('PUT /api/staff/{id}/roles/', () => {
  it("gives and takes roles, in force from the account's next request, recorded before and after", async () => {
    const member = await loggedInClient(t, 'customer');
    const id = member.user.id;
    const permissions = async () =>
      (await member.client.get('/api/permissions/')).json<{ permissions: string[] }>().permissions;
    expectApiError(await member.client.get('/api/store/orders/'), 403);

    const given = await setRoles(superuser, id, { roles: ['warehouse', 'sales', 'sales'] });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<StaffMember>()).toMatchObject({
      id,
      staff_roles: ['sales', 'warehouse'],
      is_staff: true,
    });
    // Same session, no new login.
    expect((await member.client.get('/api/store/orders/')).statusCode).toBe(200);
    expect(await permissions()).toContain(PERMISSIONS.sales);
    expect((await members()).some((row) => row.id === id)).toBe(true);

    const taken = await setRoles(superuser, id, { roles: [] });
    expect(taken.json<StaffMember>()).toMatchObject({ staff_roles: [], is_staff: false });
    expectApiError(await member.client.get('/api/store/orders/'), 403);
    expect(await permissions()).toEqual([PERMISSIONS.account]);
    expect((await members()).some((row) => row.id === id)).toBe(false);

    const { client: auditor } = await loggedInClient(t, 'accounting');
    const log = (
      await auditor.get(`/api/audit/?entity_type=staff&entity_id=${id}`)
    ).json<AuditList>();
    expect(
      log.results.map(({ action, actor, before, after }) => ({ action, actor, before, after })),
    ).toEqual([
      {
        action: 'staff.roles',
        actor: { id: expect.any(Number) as number, email: superuserEmail },
        before: { roles: ['sales', 'warehouse'] },
        after: { roles: [] },
      },
      {
        action: 'staff.roles',
        actor: { id: expect.any(Number) as number, email: superuserEmail },
        before: { roles: [] },
        after: { roles: ['sales', 'warehouse'] },
      },
    ]);
  });

  it('refuses unknown roles, a bad body and an unknown account, changing nothing', async () => {
    const target = await createUser(t, { role: 'store' });
    const url = target.user.id;
    expectApiError(await setRoles(superuser, url, { roles: ['sales', 'boss'] }), 400, {
      'roles.1': ['one of sales, accounting, warehouse, content, store'],
    });
    expectApiError(await setRoles(superuser, url, { roles: 'sales' }), 400);
    expectApiError(await setRoles(superuser, url, {}), 400);
    expectApiError(await setRoles(superuser, 99999999, { roles: [] }), 404);
    expectApiError(await setRoles(superuser, 3_000_000_000, { roles: [] }), 400);
    expect(await userById(t, target.user.id)).toEqual(target.user);
  });

  it('refuses an erased account', async () => {
    const { client: clerk } = await loggedInClient(t, 'sales');
    const gone = await createUser(t);
    const erased = await clerk.post(`/api/store/customers/${gone.user.id}/erase/`, {
      confirm_email: gone.email,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expectApiError(await setRoles(superuser, gone.user.id, { roles: ['sales'] }), 409);
    expect((await userById(t, gone.user.id)).staffRoles).toEqual([]);
  });
});
