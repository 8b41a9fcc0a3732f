import { orderApiPaths } from '@windfamily/contract/api-paths';
import type { CheckoutResult, PublicOrder } from '@windfamily/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import {
  createTestApp,
  type TestApp,
  TestClient,
  uniqueEmail,
  validAddress,
} from '../../test/harness';
import { preloadedOf, standInWebBuild } from '../../test/web-pages';
import { orderPagePreloads } from './page-preloads';

const dist = standInWebBuild();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webDistDir: dist.dir });
  await seedCatalog(t);
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const KEY = `2026-0042-${'a'.repeat(32)}`;

describe('the call an order page makes first', () => {
  it("is the order of the page's key, for a key of the right shape only", () => {
    expect(orderPagePreloads.calls(`/store/orders/${KEY}`, 'at')).toEqual([
      orderApiPaths.publicOrder(KEY),
    ]);
    expect(orderPagePreloads.calls(`/store/orders/${KEY}/`, 'at')).toEqual([
      orderApiPaths.publicOrder(KEY),
    ]);
    for (const path of ['/store/orders/2026-0042', '/store/orders/x', '/store/orders', '/'])
      expect(orderPagePreloads.calls(path, 'at')).toEqual([]);
  });
});

describe('an order page', () => {
  it('comes with its order, as the API answers it to whoever holds the link', async () => {
    const buyer = new TestClient(t.app);
    await buyer.get('/api/store/cart/');
    await buyer.post('/api/store/cart/add-item/', {
      product_variant: await variantIdOf(t, 'REPAIR-KIT'),
    });
    await buyer.post('/api/store/cart/', {
      address: { ...validAddress, phone: '+43 664 7654321', email: uniqueEmail('page') },
    });
    const { order } = (
      await buyer.post('/api/store/cart/checkout/?delivery_method=standard')
    ).json<CheckoutResult>();
    const key = order.link.split('/').at(-1) ?? '';

    const page = await new TestClient(t.app).get(`/store/orders/${key}`);
    expect(page.statusCode).toBe(200);
    const answer = preloadedOf(page.body)[orderApiPaths.publicOrder(key)];
    expect(answer?.status).toBe(200);
    expect((answer?.body as PublicOrder).sale_sequence).toBe(order.sale_sequence);

    const wrong = `${order.sale_sequence}-${'0'.repeat(32)}`;
    const missed = await new TestClient(t.app).get(`/store/orders/${wrong}`);
    expect(preloadedOf(missed.body)[orderApiPaths.publicOrder(wrong)]?.status).toBe(404);
  });
});
