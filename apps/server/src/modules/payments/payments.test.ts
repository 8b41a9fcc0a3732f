import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, PublicOrder } from '@windfamily/contract/orders';
import { orderEvents, orders } from '../../db/schema';
import { seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import {
  createTestApp,
  type TestApp,
  TestClient,
  uniqueEmail,
  validAddress,
} from '../../test/harness';
import { expectApiError, mailsTo } from '../../test/helpers';
import { STRIPE_WEBHOOK_PATH } from './routes';
import type { StripeStandIn } from './stripe-stand-in';

let t: TestApp;
let standIn: StripeStandIn;
let repairKit: number;
/** The events the stand-in sent, held back so that each test delivers them itself. */
let held: { payload: string; signature: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  repairKit = await variantIdOf(t, 'REPAIR-KIT');
  standIn = t.app.services.payments.standIn!;
  standIn.webhookDelayMs = 0;
  standIn.onEvent(async (payload, signature) => {
    held.push({ payload, signature });
  });
});
afterAll(async () => t.close());

async function cardOrder(email = uniqueEmail('card')) {
  const client = new TestClient(t.app);
  await client.get('/api/store/cart/');
  await client.post('/api/store/cart/add-item/', { product_variant: repairKit });
  await client.post('/api/store/cart/', {
    address: { ...validAddress, phone: '+43 664 7654321', email },
  });
  const response = await client.post(
    '/api/store/cart/checkout/?delivery_method=standard&payment_method=card',
  );
  expect(response.statusCode, response.body).toBe(200);
  return { client, email, ...response.json<CheckoutResult>() };
}

const json = { headers: { accept: 'application/json' } };
const keyOf = (order: PublicOrder) => order.link.split('/').at(-1)!;
const orderOf = async (client: TestClient, order: PublicOrder) =>
  (await client.get(`/api/store/orders_public/${keyOf(order)}`)).json<PublicOrder>();

/** Pays on the stand-in's page; answers where the browser is sent back to. */
async function pay(client: TestClient, paymentUrl: string) {
  const path = new URL(paymentUrl).pathname;
  const page = await client.get(path);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Pay');
  const done = await client.request('POST', `${path}/complete`, undefined, { csrf: false });
  expect(done.statusCode).toBe(303);
  return new URL(done.headers.location!).pathname + new URL(done.headers.location!).search;
}

const deliver = (event: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

describe('card payments', () => {
  it('go from the checkout to the payment page, back as processing, and paid by the webhook', async () => {
    held = [];
    const { client, order, link, email } = await cardOrder();
    expect(order).toMatchObject({
      payment_method: 'card',
      card_payments: true,
      bank_transfer: null,
    });
    expect(link).toBe(
      `/api/store/payments/stripe/${order.sale_sequence}/${keyOf(order).slice(-32)}/`,
    );

    const started = await client.get(link, json);
    expect(started.statusCode, started.body).toBe(200);
    const { url } = started.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/shop\.test\/dev\/stripe\/pay\/cs_test_[0-9a-f]+$/);
    // Asking again gives the same open payment; a browser is sent on to it.
    expect((await client.get(link, json)).json()).toEqual({ url });
    const redirected = await client.get(link);
    expect(redirected.statusCode).toBe(303);
    expect(redirected.headers.location).toBe(url);

    const back = await pay(client, url);
    expect(back).toMatch(/\/return\/\?session_id=cs_test_/);
    const returned = await client.get(back);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(order.link);
    expect(await orderOf(client, order)).toMatchObject({ payment_state: 'processing' });

    expect(held).toHaveLength(1);
    const delivered = await deliver(held[0]!);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const paid = await orderOf(client, order);
    expect(paid).toMatchObject({ payment_state: 'paid', status: 'paid', amount_due: '0.00' });
    expect(paid.history.map((entry) => entry.status)).toEqual([
      'placed',
      'payment_processing',
      'paid',
    ]);
    const mails = await mailsTo(t, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Windfamily | Your order ${order.sale_sequence}`,
      `Windfamily | Payment received for order ${order.sale_sequence}`,
    ]);

    // Paid: the payment link leads to the order page.
    expect((await client.get(link, json)).json()).toEqual({ url: `http://shop.test${order.link}` });
  });

  it('process a replayed event once, refuse a bad signature, and keep a paid order paid', async () => {
    held = [];
    const { client, order, link, email } = await cardOrder();
    const { url } = (await client.get(link, json)).json<{ url: string }>();
    await pay(client, url);
    const event = held[0]!;

    const forged = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload.replace('"paid"', '"unpaid"'),
    });
    expectApiError(forged, 400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    });
    expectApiError(unsigned, 400);
    expect((await orderOf(client, order)).payment_state).toBe('unpaid');

    for (let i = 0; i < 3; i += 1) expect((await deliver(event)).statusCode).toBe(200);
    const [row] = await t.app.services.database.db
      .select()
      .from(orders)
      .where(eq(orders.saleSequence, order.sale_sequence));
    const events = await t.app.services.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row!.id));
    expect(events.map((e) => e.kind)).toEqual(['placed', 'paid']);
    expect(await mailsTo(t, email)).toHaveLength(2);

    // An expiry that arrives after the payment changes nothing.
    const session = standIn.session(new URL(url).pathname.split('/').at(-1)!)!;
    const late = standIn.signedEvent('checkout.session.expired', { ...session, status: 'expired' });
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await orderOf(client, order)).payment_state).toBe('paid');
  });

  it('go back to the order unpaid when the customer cancels', async () => {
    held = [];
    const { client, order, link } = await cardOrder();
    const { url } = (await client.get(link, json)).json<{ url: string }>();
    const cancelled = await client.request('POST', `${new URL(url).pathname}/cancel`, undefined, {
      csrf: false,
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`http://shop.test${order.link}`);
    await deliver(held[0]!);
    expect((await orderOf(client, order)).payment_state).toBe('unpaid');
    // A new attempt gets a new payment page.
    const again = (await client.get(link, json)).json<{ url: string }>();
    expect(again.url).not.toBe(url);
  });

  it('need the order’s secret', async () => {
    const { order } = await cardOrder();
    const wrong = `/api/store/payments/stripe/${order.sale_sequence}/${'0'.repeat(32)}/`;
    expectApiError(await new TestClient(t.app).get(wrong, json), 404);
    expectApiError(
      await new TestClient(t.app).get(`/api/store/payments/stripe/${order.sale_sequence}/x/`),
      400,
    );
  });
});

describe('without Stripe keys in production', () => {
  it('orders are paid by bank transfer only', async () => {
    const prod = await createTestApp({
      APP_MODE: 'prod',
      SECRET_KEY: 'k'.repeat(40),
      SHOP_LEGAL_NAME: 'Windfamily GmbH',
      SHOP_ADDRESS: 'Bahnhofstraße 12|6410 Telfs',
      SHOP_VAT_ID: 'ATU12345678',
    });
    try {
      await seedCatalog(prod);
      expect(prod.app.services.payments.available).toBe(false);
      const client = new TestClient(prod.app);
      await client.get('/api/store/cart/');
      await client.post('/api/store/cart/add-item/', {
        product_variant: await variantIdOf(prod, 'REPAIR-KIT'),
      });
      await client.post('/api/store/cart/', {
        address: { ...validAddress, phone: '+43 664 7654321', email: uniqueEmail() },
      });
      expectApiError(
        await client.post('/api/store/cart/checkout/?delivery_method=standard&payment_method=card'),
        400,
        { payment_method: ['Card payments are not available: please pay by bank transfer.'] },
      );
      const placed = await client.post('/api/store/cart/checkout/?delivery_method=standard');
      expect(placed.json<CheckoutResult>().order.card_payments).toBe(false);
      expectApiError(
        await prod.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: '{}' }),
        404,
      );
    } finally {
      await prod.close();
    }
  });
});
