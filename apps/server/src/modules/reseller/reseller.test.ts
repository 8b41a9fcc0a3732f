import { eq } from 'drizzle-orm';
import type { StaffOrder } from '@windfamily/contract/orders';
import type {
  ResellerCatalog,
  ResellerOrderResult,
  ResellerOrders,
} from '@windfamily/contract/reseller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, priceLists, users } from '../../db/schema';
import { seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';

let t: TestApp;
let reseller: TestClient;
let resellerEmail: string;
let wing: number;
let kit: number;

const customer = {
  name: 'Karl Kunde',
  attname: '',
  address: 'Hangstraße 4',
  address2: '',
  zipcode: '87541',
  city: 'Bad Hindelang',
  state: '',
  country: 'de',
  phone: '+49 171 2345678',
};

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  const account = await loggedInClient(t, 'reseller');
  reseller = account.client;
  resellerEmail = account.email;
  const db = t.app.services.database.db;
  const [list] = await db.select().from(priceLists).where(eq(priceLists.name, 'Flight schools'));
  await db
    .update(users)
    .set({ vatId: 'DE123456789', company: 'Thermik Flugschule', priceListId: list!.id })
    .where(eq(users.id, account.user.id));
  wing = await variantIdOf(t, 'EMILIE-PEACE2-M');
  kit = await variantIdOf(t, 'REPAIR-KIT');
});
afterAll(async () => t.close());

const order = (body: Record<string, unknown>, preview = false) =>
  reseller.post(`/api/reseller/orders/${preview ? '?preview=true' : ''}`, {
    customer_address: customer,
    delivery_method: 'standard',
    ...body,
  });

describe('the reseller area', () => {
  it('lists what the reseller may order at their net prices beside the shop’s', async () => {
    const catalog = (await reseller.get('/api/reseller/catalog/')).json<ResellerCatalog>();
    expect(catalog).toMatchObject({
      company: 'Thermik Flugschule',
      price_list: 'Flight schools',
      vat_id: 'DE123456789',
    });
    const emilie = catalog.products.find((product) => product.slug === 'emilie-peace2')!;
    const m = emilie.variants.find((variant) => variant.sku === 'EMILIE-PEACE2-M')!;
    expect(m.net).toBe('2500.00');
    expect(Number(m.net)).toBeLessThan(Number(m.list_net));
    const skus = catalog.products.flatMap((product) => product.variants.map((v) => v.sku));
    expect(skus.some((sku) => sku.startsWith('BARGAIN-'))).toBe(false);

    const csv = await reseller.get('/api/reseller/price_list.csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('Product,Variant,SKU,Category,List price (net),Your price (net)');
    expect(rows).toContain(`Emilie Peace 2,M,EMILIE-PEACE2-M,wings,${m.list_net},2500.00`);
  });

  it('previews, then places an order for a customer: delivered to them, invoiced to the reseller without VAT', async () => {
    const lines = [
      { product_variant: wing, amount: 1 },
      { product_variant: kit, amount: 2 },
    ];
    const preview = await order({ lines, reference: 'TF-2026-17' }, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json<ResellerOrderResult>();
    expect(previewed).toMatchObject({
      preview: true,
      order: {
        reverse_charge: true,
        vat_rate: 0,
        reference: 'TF-2026-17',
        customer_name: 'Karl Kunde',
      },
    });
    expect(previewed.order.totals.vat).toBe('0.00');
    expect((await reseller.get('/api/reseller/orders/')).json<ResellerOrders>().count).toBe(0);

    const placed = await order({ lines, reference: 'TF-2026-17' });
    expect(placed.statusCode, placed.body).toBe(201);
    const result = placed.json<ResellerOrderResult>();
    expect(result.order.totals).toEqual(previewed.order.totals);

    const { client: clerk } = await loggedInClient(t, 'sales');
    const staffView = (
      await clerk.get(`/api/store/orders/${result.order.sale_sequence}/`)
    ).json<StaffOrder>();
    expect(staffView).toMatchObject({
      channel: 'reseller',
      tax_treatment: 'reverse_charge',
      customer_vat_id: 'DE123456789',
      customer_reference: 'TF-2026-17',
      address: { name: 'Karl Kunde', country: 'de', email: resellerEmail },
      billing_address: { company: 'Thermik Flugschule', country: 'at' },
      pricing: { price_list: 'Flight schools', reverse_charge: true },
    });
    expect(staffView.items[0]).toMatchObject({ unit_net: '2500.00' });

    const mine = (await reseller.get('/api/reseller/orders/')).json<ResellerOrders>();
    expect(mine.results.map((one) => one.reference)).toEqual(['TF-2026-17']);
    await t.mails.drain();
    expect(t.mails.lastTo(resellerEmail)?.subject).toContain(
      `Your order ${result.order.sale_sequence} for Karl Kunde`,
    );
  });

  it('charges the shop’s VAT when the goods stay in the shop’s country', async () => {
    const placed = await order({
      customer_address: { ...customer, country: 'at', zipcode: '6020', city: 'Innsbruck' },
      lines: [{ product_variant: kit, amount: 1 }],
    });
    expect(placed.json<ResellerOrderResult>().order).toMatchObject({
      reverse_charge: false,
      vat_rate: 20,
    });
  });

  it('refuses what cannot be ordered, naming the line, and places nothing', async () => {
    const countOrders = async () =>
      (await t.app.services.database.db.select({ id: orders.id }).from(orders)).length;
    const before = await countOrders();
    expectApiError(await order({ lines: [{ product_variant: 999_999, amount: 1 }] }), 400, {
      'lines.0.product_variant': ['This item cannot be ordered here.'],
    });
    expectApiError(await order({ lines: [] }), 400);
    expectApiError(await order({ lines: [{ product_variant: kit, amount: 0 }] }), 400);
    expectApiError(
      await order({
        customer_address: { ...customer, phone: '' },
        lines: [{ product_variant: kit, amount: 1 }],
      }),
      400,
    );
    expect(await countOrders()).toBe(before);
  });

  it('is for resellers only', async () => {
    expectApiError(await new TestClient(t.app).get('/api/reseller/catalog/'), 401);
    for (const role of ['customer', 'sales'] as const) {
      const { client } = await loggedInClient(t, role);
      expectApiError(await client.get('/api/reseller/orders/'), 403);
      expectApiError(
        await client.post('/api/reseller/orders/', {
          customer_address: customer,
          delivery_method: 'standard',
          lines: [{ product_variant: kit, amount: 1 }],
        }),
        403,
      );
    }
  });
});
