import type { AuditList } from '@windfamily/contract/audit';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { loggableBody } from './audit.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const listPayload = (name: string) => ({
  name,
  percent_off: 10,
  active: true,
  prices: [],
});

describe('the audit log', () => {
  it('records a staff write that no service recorded by its call', async () => {
    const { client, email } = await loggedInClient(t, 'store');
    const name = `Audited club ${process.pid}`;
    const created = await client.post('/api/store/price_lists/', listPayload(name));
    expect(created.statusCode, created.body).toBe(201);

    const { client: auditor } = await loggedInClient(t, 'accounting');
    const log = (
      await auditor.get(`/api/audit/?actor=${encodeURIComponent(email)}`)
    ).json<AuditList>();
    expect(log.count).toBe(1);
    expect(log.results[0]).toMatchObject({
      actor: { email },
      action: 'request',
      entity_type: 'route',
      entity_id: '/api/store/price_lists/',
      summary: 'POST /api/store/price_lists/',
      after: { body: { name } },
    });
  });

  it('records nothing for a refused write, nor for a customer', async () => {
    const { client: staff, email } = await loggedInClient(t, 'store');
    expectApiError(await staff.post('/api/store/price_lists/', { name: '' }), 400);
    const { client: customer, email: customerEmail } = await loggedInClient(t, 'customer');
    await customer.post('/api/update_user_info', {
      phone: '+43 664 7654321',
      address: {
        name: 'Paula',
        address: 'Weg 1',
        zipcode: '6020',
        city: 'Innsbruck',
        country: 'at',
      },
    });
    const { client: auditor } = await loggedInClient(t, 'accounting');
    for (const actor of [email, customerEmail]) {
      const log = (
        await auditor.get(`/api/audit/?actor=${encodeURIComponent(actor)}`)
      ).json<AuditList>();
      expect(log.count).toBe(0);
    }
  });

  it('is read by those with the audit permission only', async () => {
    expectApiError(await new TestClient(t.app).get('/api/audit/'), 401);
    for (const role of ['customer', 'sales', 'store', 'content', 'warehouse'] as const) {
      const { client } = await loggedInClient(t, role);
      expectApiError(await client.get('/api/audit/'), 403);
    }
    const { client } = await loggedInClient(t, 'superuser');
    expect((await client.get('/api/audit/')).statusCode).toBe(200);
    expectApiError(await client.get('/api/audit/?date_from=yesterday'), 400);
  });
});

describe('loggableBody', () => {
  it('hides secrets at any depth and summarises a large body', () => {
    expect(
      loggableBody({ email: 'a@b.c', password: 'x', nested: { resetToken: 'y', keep: 1 } }),
    ).toEqual({
      email: 'a@b.c',
      password: '[hidden]',
      nested: { resetToken: '[hidden]', keep: 1 },
    });
    expect(loggableBody({ text: 'x'.repeat(20_000) })).toEqual({ omitted: '20011 characters' });
    expect(loggableBody(undefined)).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  it('names the permissions of every guarded route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { 'x-permissions'?: string[] }>>;
    }>();
    expect(doc.paths['/api/audit/']?.get?.['x-permissions']).toEqual([PERMISSIONS.audit]);
    expect(doc.paths['/api/store/products/']?.get?.['x-permissions']).toBeUndefined();
  });
});
