// What the crash and fault checks do in the demo shop from outside, as its customers, the
// payment service and its staff do: fill carts and check out, send signed card events, invoice,
// and read back what the shop kept; and the shop's own check of its rules (`manage check`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { appEnv, manageMain, root } from './server.mjs';

/** The stand-in's webhook secret (apps/server/src/modules/payments/stripe-stand-in.ts). */
const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in';
const WEBHOOK_PATH = '/api/store/payments/stripe/webhook/';

export const cents = (money) => Math.round(Number(money) * 100);
export const token = () => randomBytes(6).toString('hex');

/** The demo catalogue's variants: wings made to order, and items in stock. */
export async function catalogueOf(client) {
  const madeToOrder = [];
  const stocked = [];
  for (const category of ['wings', 'addons', 'fashion']) {
    const list = await client.request('GET', `/api/store/products/?category=${category}`);
    if (list.status !== 200) throw new Error(`products of ${category}: ${list.status}`);
    for (const { slug } of list.json.products) {
      const product = await client.request('GET', `/api/store/products/${slug}`);
      for (const variant of product.json?.variants ?? []) {
        if (variant.availability.status === 'made_to_order') madeToOrder.push(variant.id);
        if (variant.availability.status === 'in_stock') stocked.push(variant.id);
      }
    }
  }
  if (!madeToOrder.length || !stocked.length)
    throw new Error('the demo catalogue has no wing made to order or no item in stock');
  return { madeToOrder, stocked };
}

/**
 * Puts `variants` into the client's cart (an item sold out meanwhile is left out) and gives a
 * new visitor's address; answers `{ email, lines }`. `note(call, status)` hears each answer.
 * Throws when the shop gives no answer.
 */
export async function fillCart(client, variants, note = () => undefined) {
  const email = `pilot-${token()}@example.com`;
  // As the web app starts: the status call hands out the CSRF cookie the cart's calls need.
  note('status', (await client.request('GET', '/api/status/')).status);
  for (const variant of variants) {
    const added = await client.request('POST', '/api/store/cart/add-item/', {
      body: { product_variant: variant },
    });
    note('add-item', added.status);
  }
  const address = {
    name: 'Paula Pilot',
    address: 'Startplatz 1',
    zipcode: '6020',
    city: 'Innsbruck',
    country: 'at',
    phone: '+43 664 1234567',
    email,
  };
  const cart = await client.request('POST', '/api/store/cart/', { body: { address } });
  note('cart', cart.status);
  return { email, lines: cart.status === 200 ? cart.json.items.length : 0 };
}

/** `POST cart/checkout/`: answers the call's `{ status, json }`. */
export const checkout = (client, paymentMethod) =>
  client.request(
    'POST',
    `/api/store/cart/checkout/?delivery_method=standard&payment_method=${paymentMethod}`,
  );

/** Starts the card payment of a card order (its checkout's `link`): the session's id. */
export async function cardSession(client, link) {
  const started = await client.request('GET', link);
  if (started.status !== 200) return { status: started.status };
  return { status: 200, session: started.json.url.split('/').pop() };
}

/**
 * The payment service's `checkout.session.completed` for a paid session, as Stripe sends it
 * (the stand-in's PaymentIntent stays in the shop's memory, so the event names none and no
 * fee is booked).
 */
export function paidEvent(session, sale, total) {
  return {
    id: `evt_test_${token()}${token()}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    data: {
      object: {
        id: session,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: total,
        currency: 'eur',
        client_reference_id: sale,
        metadata: { sale_sequence: sale },
        payment_intent: null,
      },
    },
  };
}

/** Delivers an event to the webhook, signed afresh as each delivery of Stripe's is. */
export function deliver(client, event) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STAND_IN_WEBHOOK_SECRET,
  });
  return client.request('POST', WEBHOOK_PATH, {
    rawBody: payload,
    headers: { 'stripe-signature': signature },
  });
}

/**
 * What the shop kept of placed orders, read by staff: each order once under its address, with
 * its lines; paid in full once for each delivered event; one standing invoice, the one issued.
 * `orders` are `{ sale, email, lines, paid?, invoice? }`; answers the problems found.
 */
export async function verifyOrders(staff, orders) {
  const problems = [];
  for (const order of orders) {
    const detail = await staff.request('GET', `/api/store/orders/${order.sale}/`);
    if (detail.status !== 200) {
      problems.push(`order ${order.sale} (${order.email}): lost (${detail.status})`);
      continue;
    }
    const found = detail.json;
    const listed = await staff.request(
      'GET',
      `/api/store/orders/?search=${encodeURIComponent(order.email)}`,
    );
    if (listed.json?.count !== 1)
      problems.push(`${order.email}: ${listed.json?.count} orders instead of one`);
    if (found.address.email !== order.email)
      problems.push(`order ${order.sale}: ordered by ${found.address.email}, not ${order.email}`);
    if (!found.items.length || found.items.length !== order.lines)
      problems.push(
        `order ${order.sale}: ${found.items.length} lines, the cart had ${order.lines}`,
      );
    if (order.paid) {
      const payments = found.payments.filter(
        (payment) => payment.kind === 'payment' && payment.status === 'completed',
      );
      if (
        found.payment_state !== 'paid' ||
        cents(found.amount_paid) !== cents(found.totals.total) ||
        payments.length !== 1
      )
        problems.push(
          `order ${order.sale}: ${found.payment_state}, ${found.amount_paid} of ${found.totals.total} in ${payments.length} payments`,
        );
    }
    if (order.invoice) {
      const standing = found.invoices.filter(
        (invoice) => invoice.kind === 'invoice' && !invoice.corrected_by,
      );
      if (standing.length !== 1 || (order.invoice !== true && standing[0].number !== order.invoice))
        problems.push(
          `order ${order.sale}: invoices ${standing.map((invoice) => invoice.number).join(', ') || 'none'}, issued ${order.invoice}`,
        );
    }
  }
  return problems;
}

/**
 * `manage check --json` of the built app on `store` (the embedded database opens only while
 * the server is down): `{ opened, report, output }`. `opened` is false when the command could
 * not run its checks (the database did not open); `report.breaches` lists the rules broken.
 */
export function checkRules(store) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [manageMain, 'check', '--json'], {
      cwd: root,
      env: appEnv(store, { LOG_LEVEL: 'error' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => {
      let report;
      try {
        report = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
      } catch {
        report = undefined;
      }
      resolve({
        opened: report !== undefined && code !== null && code <= 1,
        report,
        output: `${stdout}${stderr}`.trim(),
      });
    });
  });
}
