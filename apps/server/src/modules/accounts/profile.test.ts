import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@windfamily/contract/messages';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { users } from '../../db/schema';
import { createTestApp, type TestApp, TestClient, validAddress } from '../../test/harness';
import {
  addressOf,
  createUser,
  CSRF_DETAIL,
  expectApiError,
  loggedInClient,
  type Role,
  userById,
} from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const newInfo = {
  phone: '+49 171 2345678',
  address: {
    name: 'Rudi Reseller',
    attname: 'Thermik Flugschule',
    address: 'Am Hang 3',
    address2: 'Halle B',
    zipcode: '87541',
    city: 'Bad Hindelang',
    state: 'Bayern',
    country: 'de',
  },
};

describe('POST /api/update_user_info', () => {
  it('changes phone and address and answers the current user', async () => {
    const { client, user } = await loggedInClient(t);
    const response = await client.post('/api/update_user_info', newInfo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email, ...newInfo });

    const status = await client.get('/api/login/');
    expect(status.json()).toMatchObject(newInfo);
    expect((await userById(t, user.id)).phone).toBe(newInfo.phone);
    expect(await addressOf(t, user.id)).toMatchObject(newInfo.address);
  });

  it('adds an address to an account that had none', async () => {
    const account = await createUser(t, { address: false });
    const client = new TestClient(t.app);
    const before = await client.login(account.email, account.password);
    expect(before.json<{ address: unknown }>().address).toBeNull();
    const response = await client.post('/api/update_user_info', newInfo);
    expect(response.statusCode).toBe(200);
    expect(await addressOf(t, account.user.id)).toMatchObject(newInfo.address);
  });

  it('answers with and without the trailing slash', async () => {
    const { client } = await loggedInClient(t);
    expect((await client.post('/api/update_user_info/', newInfo)).statusCode).toBe(200);
  });

  it.each([
    ['an invalid phone number', { phone: '+43 12' }, { phone: [MSG.invalidPhone] }],
    ['a missing phone', { phone: '' }, { phone: [MSG.required] }],
    [
      'an address without street',
      { address: { ...validAddress, address: '' } },
      { 'address.address': [MSG.required] },
    ],
    [
      'an address without country',
      { address: { ...validAddress, country: undefined } },
      { 'address.country': [MSG.required] },
    ],
    ['no address at all', { address: undefined }, { address: [MSG.required] }],
  ])('rejects %s and changes nothing', async (_label, overrides, errors) => {
    const { client, user } = await loggedInClient(t);
    const addressBefore = await addressOf(t, user.id);
    const response = await client.post('/api/update_user_info', { ...newInfo, ...overrides });
    expectApiError(response, 400, errors);
    expect((await userById(t, user.id)).phone).toBe(user.phone);
    expect(await addressOf(t, user.id)).toEqual(addressBefore);
  });

  it('answers 401 when nobody is logged in', async () => {
    expectApiError(await new TestClient(t.app).post('/api/update_user_info', newInfo), 401);
  });

  it('refuses a change without the CSRF header or with a wrong one; nothing changes', async () => {
    const { client, user } = await loggedInClient(t);
    const addressBefore = await addressOf(t, user.id);
    const missing = await client.post('/api/update_user_info', newInfo, { csrf: false });
    expect(expectApiError(missing, 403).detail).toBe(CSRF_DETAIL);
    const wrong = await client.post('/api/update_user_info', newInfo, {
      csrf: false,
      headers: { 'x-csrftoken': 'forged' },
    });
    expectApiError(wrong, 403);
    expect(await addressOf(t, user.id)).toEqual(addressBefore);
    expect((await userById(t, user.id)).phone).toBe(user.phone);
  });

  it('changes only its own account', async () => {
    const { client } = await loggedInClient(t);
    const other = await createUser(t);
    const otherAddress = await addressOf(t, other.user.id);
    await client.post('/api/update_user_info', { ...newInfo, id: other.user.id });
    expect(await addressOf(t, other.user.id)).toEqual(otherAddress);
  });
});

describe('GET /api/permissions/ and the groups of GET /api/login/', () => {
  const P = PERMISSIONS;
  const customer = { is_staff: false, is_reseller: false, is_superuser: false, staff_roles: [] };
  const staffOf = (roles: string[]) => ({ ...customer, is_staff: true, staff_roles: roles });
  const expected: Record<Role, { groups: object; permissions: string[] }> = {
    customer: { groups: customer, permissions: [P.account] },
    reseller: {
      groups: { ...customer, is_reseller: true },
      permissions: [P.account, P.resellerAdmin],
    },
    staff: {
      groups: staffOf(['sales', 'accounting', 'warehouse', 'content', 'store']),
      permissions: [
        P.account,
        P.backoffice,
        P.ordersView,
        P.sales,
        P.payments,
        P.accounting,
        P.warehouse,
        P.store,
        P.content,
        P.audit,
        P.statistics,
        P.webstats,
      ],
    },
    sales: {
      groups: staffOf(['sales']),
      permissions: [
        P.account,
        P.backoffice,
        P.ordersView,
        P.sales,
        P.payments,
        P.statistics,
        P.webstats,
      ],
    },
    accounting: {
      groups: staffOf(['accounting']),
      permissions: [
        P.account,
        P.backoffice,
        P.ordersView,
        P.accounting,
        P.payments,
        P.audit,
        P.statistics,
        P.webstats,
      ],
    },
    warehouse: {
      groups: staffOf(['warehouse']),
      permissions: [P.account, P.backoffice, P.ordersView, P.warehouse],
    },
    content: {
      groups: staffOf(['content']),
      permissions: [P.account, P.backoffice, P.content, P.webstats],
    },
    store: { groups: staffOf(['store']), permissions: [P.account, P.backoffice, P.store] },
    superuser: {
      groups: { is_staff: true, is_reseller: true, is_superuser: true, staff_roles: [] },
      permissions: Object.values(P),
    },
  };

  it.each(Object.keys(expected) as Role[])('lists what a %s may do', async (role) => {
    const { client } = await loggedInClient(t, role);
    const response = await client.get('/api/permissions/');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ permissions: string[] }>().permissions.sort()).toEqual(
      [...expected[role].permissions].sort(),
    );
    expect((await client.get('/api/login/')).json<{ groups: object }>().groups).toEqual(
      expected[role].groups,
    );
  });

  it('answers 401 to an anonymous visitor', async () => {
    expectApiError(await new TestClient(t.app).get('/api/permissions/'), 401);
    expectApiError(await new TestClient(t.app).get('/api/permissions'), 401);
  });

  it('follows a change of role at the next request, without a new login', async () => {
    const { client, user } = await loggedInClient(t);
    // Another instance's superuser gives the role: the row changes under the session.
    await t.app.services.database.db
      .update(users)
      .set({ staffRoles: ['content'] })
      .where(eq(users.id, user.id));
    const response = await client.get('/api/permissions/');
    expect(response.json<{ permissions: string[] }>().permissions).toContain(
      PERMISSIONS.backoffice,
    );
  });
});
