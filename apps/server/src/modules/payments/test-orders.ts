import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { centsToMoney, moneyToCents } from '@windfamily/contract/money';
import type { CheckoutResult, PublicOrder, StaffOrder } from '@windfamily/contract/orders';
import { orders } from '../../db/schema';
import { variantIdOf } from '../../test/catalog-fixtures';
import { type TestApp, TestClient, uniqueEmail, validAddress } from '../../test/harness';
import { STRIPE_WEBHOOK_PATH } from './routes';

// What the tests of payments share: orders placed through the shop, card payments made on
// the stand-in, its events held back and delivered by the test, and statement files.

/** An event the stand-in sent, held back for the test to deliver. */
export interface HeldEvent {
  type: string;
  payload: string;
  signature: string;
  object: Record<string, unknown>;
}

export interface HeldEvents {
  readonly all: HeldEvent[];
  /** The held events of a type (all when none is given), taken out of the list. */
  take(type?: string): HeldEvent[];
  deliver(event: Pick<HeldEvent, 'payload' | 'signature'>): Promise<LightMyRequestResponse>;
}

/** Holds back every event the stand-in sends, so that each test delivers them itself. */
export function holdStandInEvents(t: TestApp): HeldEvents {
  const standIn = t.app.services.payments.standIn!;
  standIn.webhookDelayMs = 0;
  const all: HeldEvent[] = [];
  standIn.onEvent(async (payload, signature) => {
    const event = JSON.parse(payload) as {
      type: string;
      data: { object: Record<string, unknown> };
    };
    all.push({ type: event.type, payload, signature, object: event.data.object });
  });
  return {
    all,
    take(type) {
      const taken = all.filter((event) => !type || event.type === type);
      for (const event of taken) all.splice(all.indexOf(event), 1);
      return taken;
    },
    deliver: (event) =>
      t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      }),
  };
}

/** An order placed as a visitor through the shop: a repair kit, sent to Austria. */
export interface PlacedOrder {
  client: TestClient;
  email: string;
  order: PublicOrder;
  /** The order page, or the card payment for a card order. */
  link: string;
  saleSequence: string;
  /** Cents. */
  total: number;
}

export async function placeOrder(
  t: TestApp,
  method: 'bank_transfer' | 'card' = 'bank_transfer',
  email = uniqueEmail('buyer'),
): Promise<PlacedOrder> {
  const client = new TestClient(t.app);
  await client.get('/api/store/cart/');
  await client.post('/api/store/cart/add-item/', {
    product_variant: await variantIdOf(t, 'REPAIR-KIT'),
  });
  await client.post('/api/store/cart/', {
    address: { ...validAddress, phone: '+43 664 7654321', email },
  });
  const response = await client.post(
    `/api/store/cart/checkout/?delivery_method=standard&payment_method=${method}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const { order, link } = response.json<CheckoutResult>();
  return {
    client,
    email,
    order,
    link,
    saleSequence: order.sale_sequence,
    total: moneyToCents(order.totals.total),
  };
}

/**
 * Pays a card order on the stand-in's page and delivers its `checkout.session.completed`:
 * the order is paid, the payment's fee booked.
 */
export async function payByCard(held: HeldEvents, placed: PlacedOrder): Promise<void> {
  const started = await placed.client.get(placed.link, {
    headers: { accept: 'application/json' },
  });
  expect(started.statusCode, started.body).toBe(200);
  const path = new URL(started.json<{ url: string }>().url).pathname;
  const done = await placed.client.request('POST', `${path}/complete`, undefined, { csrf: false });
  expect(done.statusCode).toBe(303);
  const [completed, ...others] = held.take('checkout.session.completed');
  expect(others).toHaveLength(0);
  expect((await held.deliver(completed!)).statusCode).toBe(200);
}

/** The order's row as it stands. */
export async function orderRow(t: TestApp, saleSequence: string) {
  const [row] = await t.app.services.database.db
    .select()
    .from(orders)
    .where(eq(orders.saleSequence, saleSequence));
  if (!row) throw new Error(`no order ${saleSequence}`);
  return row;
}

/** The order's detail as staff see it. */
export async function staffOrder(client: TestClient, saleSequence: string): Promise<StaffOrder> {
  const response = await client.get(`/api/store/orders/${saleSequence}/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffOrder>();
}

/** Euros on the wire from cents. */
export const money = centsToMoney;

/**
 * A statement file of the fixtures with its orders filled in: `{{A}}` is order A's number,
 * `{{A spaced}}` the number with a space, `{{A amount}}` its total, `{{batch amount}}` the
 * totals of C and D. An order not given names no order.
 */
export function statementFile(
  name: string,
  placed: Partial<Record<'A' | 'B' | 'C' | 'D' | 'E', { saleSequence: string; total: number }>>,
): Buffer {
  const text = readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');
  const filled = text.replace(
    /\{\{(\w+)(?: (amount|spaced))?\}\}/g,
    (token, key: string, form?: string) => {
      if (key === 'batch') return centsToMoney((placed.C?.total ?? 0) + (placed.D?.total ?? 0));
      const order = placed[key as 'A'];
      if (!order) return form === 'amount' ? '10.00' : `(no order ${key})`;
      if (form === 'amount') return centsToMoney(order.total);
      if (form === 'spaced') return order.saleSequence.replace('-', ' ');
      return order.saleSequence;
    },
  );
  return Buffer.from(filled);
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart form body. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----statement${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a statement file as `client` (its cookies and CSRF header), as the back office does. */
export async function uploadStatement(
  t: TestApp,
  client: TestClient,
  file: Buffer | string,
  filename = 'statement.xml',
  extra: Part[] = [],
) {
  if (!client.cookies.has('csrftoken')) await client.get('/api/status/');
  const { body, contentType } = multipart([
    { name: 'file', value: file, filename, type: 'application/xml' },
    ...extra,
  ]);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (client.cookies.size) headers.cookie = client.cookieHeader();
  headers['x-csrftoken'] = client.cookies.get('csrftoken') ?? '';
  return t.app.inject({
    method: 'POST',
    url: '/api/accounting/bank_statements/',
    headers,
    payload: body,
    remoteAddress: client.ip,
  });
}
