import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@windfamily/contract/audit';
import type {
  Customer,
  CustomerErasure,
  CustomerExport,
  CustomerPayload,
} from '@windfamily/contract/customers';
import type { PublicOrder, StaffOrder } from '@windfamily/contract/orders';
import {
  addresses,
  carts,
  colorCombos,
  type InvoiceDocument,
  invoices,
  mailQueue,
  newsletterSubscribers,
  orderItems,
  orderMails,
  orders,
  payments,
  products,
  sessions,
} from '../../db/schema';
import { seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import { placeOrder } from '../../test/order-fixtures';
import { createTestApp, type TestApp, TestClient, validAddress } from '../../test/harness';
import { canLogIn, createUser, expectApiError, loggedInClient, userById } from '../../test/helpers';

let t: TestApp;
let sales: TestClient;
let salesEmail: string;
let salesId: number;
let repairKit: number;
let wingProductId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  const clerk = await loggedInClient(t, 'sales');
  sales = clerk.client;
  salesEmail = clerk.email;
  salesId = clerk.user.id;
  repairKit = await variantIdOf(t, 'REPAIR-KIT');
  const [wing] = await db().select().from(products).where(eq(products.slug, 'emilie-peace2'));
  wingProductId = wing!.id;
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;

let counter = 0;
/** A customer, logged in, with a name of its own so that its traces can be looked for. */
async function customer() {
  counter += 1;
  const name = `Paula Privat${process.pid}x${counter}`;
  const created = await createUser(t);
  await db().update(addresses).set({ name }).where(eq(addresses.userId, created.user.id));
  const client = new TestClient(t.app);
  await client.login(created.email, created.password);
  return { ...created, id: created.user.id, name, client };
}

/** The customer orders a repair kit by bank transfer, to its own name. */
const buy = (buyer: { client: TestClient; name: string }) =>
  placeOrder(t, { client: buyer.client, name: buyer.name, items: [{ variantId: repairKit }] });

const orderRow = async (saleSequence: string) =>
  (await db().select().from(orders).where(eq(orders.saleSequence, saleSequence)))[0]!;

/**
 * The bank transfer comes in, recorded by the sales clerk, and the warehouse ships the order
 * (neither is a call of this module, so the test books them as those would).
 */
async function payAndShip(order: PublicOrder, payer: string) {
  const row = await orderRow(order.sale_sequence);
  await db().insert(payments).values({
    orderId: row.id,
    method: 'bank_transfer',
    amount: row.total,
    status: 'completed',
    reference: order.sale_sequence,
    payer,
    recordedById: salesId,
    paidAt: new Date(),
  });
  await db()
    .update(orders)
    .set({
      amountPaid: row.total,
      paymentState: 'paid',
      status: 'shipped',
      shipmentDate: new Date(),
    })
    .where(eq(orders.id, row.id));
}

let invoiceNumber = 0;
/**
 * An invoice issued for the order, naming the buyer as invoices do. Only its staying as it was
 * matters here, so its document holds the parties and totals, not every field of a real one.
 */
async function invoice(order: PublicOrder, buyerName: string) {
  const row = await orderRow(order.sale_sequence);
  invoiceNumber += 1;
  const document = {
    buyer: { name: buyerName, address: 'Startplatz 1', city: 'Innsbruck', email: row.email },
    orderNumber: row.saleSequence,
    totals: { net: row.net, vat: row.vat, total: row.total },
  } as unknown as InvoiceDocument;
  const [created] = await db()
    .insert(invoices)
    .values({
      kind: 'invoice',
      year: 2026,
      number: invoiceNumber,
      numberText: `T${process.pid}-${invoiceNumber}`,
      orderId: row.id,
      net: row.net,
      vat: row.vat,
      total: row.total,
      document,
      issuedById: salesId,
    })
    .returning();
  return created!;
}

async function saveCombo(userId: number, name: string, ordered: boolean) {
  const [combo] = await db()
    .insert(colorCombos)
    .values({
      slug: `combo-${userId}-${name.toLowerCase()}`,
      productId: wingProductId,
      name,
      colors: { top_1: 'N-145' },
      userId,
      imageKey: 'b'.repeat(24),
      orderedAt: ordered ? new Date() : null,
    })
    .returning();
  return combo!;
}

const subscribe = (email: string) =>
  db()
    .insert(newsletterSubscribers)
    .values({
      email,
      status: 'confirmed',
      secret: `n${Date.now()}x${(counter += 1)}`,
      confirmedAt: new Date(),
    });

const exportOf = async (id: number) => {
  const response = await sales.get(`/api/store/customers/${id}/export/`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

const erase = (id: number, confirm_email: string) =>
  sales.post(`/api/store/customers/${id}/erase/`, { confirm_email });

const auditOf = async (id: number) => {
  const { client } = await loggedInClient(t, 'accounting');
  return (await client.get(`/api/audit/?entity_type=customer&entity_id=${id}`)).json<AuditList>()
    .results;
};

describe('GET /api/store/customers/{id}/export/', () => {
  it("holds the customer's account, orders, payments, invoices, combos, newsletter and sessions", async () => {
    const buyer = await customer();
    const first = await buy(buyer);
    const second = await buy(buyer);
    await payAndShip(first, buyer.name);
    const issued = await invoice(first, buyer.name);
    await saveCombo(buyer.id, 'Sunset', false);
    await subscribe(buyer.email);
    await buyer.client.post('/api/store/cart/add-item/', { product_variant: repairKit, amount: 2 });
    // Another customer's order, whose traces must not show.
    const other = await customer();
    const theirs = await buy(other);

    const response = await exportOf(buyer.id);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="customer-${buyer.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const data = response.json<CustomerExport>();
    expect(data).toMatchObject({
      shop: 'Windfamily',
      account: {
        id: buyer.id,
        email: buyer.email,
        phone: '+43 664 1234567',
        is_reseller: false,
        erased_at: null,
      },
      address: { ...validAddress, name: buyer.name },
      color_combos: [{ name: 'Sunset', ordered: false, colors: { top_1: 'N-145' } }],
      newsletter: { status: 'subscribed' },
      cart: { items: [{ sku: 'REPAIR-KIT', amount: 2 }] },
    });
    expect(data.orders.map((order) => order.sale_sequence)).toEqual([
      first.sale_sequence,
      second.sale_sequence,
    ]);
    expect(data.orders[0]).toMatchObject({
      status: 'shipped',
      payment_state: 'paid',
      address: { name: buyer.name, email: buyer.email, phone: '+43 664 7654321' },
      lines: [{ sku: 'REPAIR-KIT', amount: 1, total: first.items[0]!.total_price_reduced }],
      totals: first.totals,
      amount_paid: first.totals.total,
      payments: [
        { kind: 'payment', method: 'bank_transfer', amount: first.totals.total, payer: buyer.name },
      ],
      invoices: [{ number: issued.numberText, kind: 'invoice', total: first.totals.total }],
    });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toMatchObject({ started: expect.any(String) as string });

    // Nothing about the other customer, nor about the staff who handled the order.
    const text = response.body;
    for (const foreign of [other.email, other.name, theirs.sale_sequence, salesEmail])
      expect(text).not.toContain(foreign);
    expect(text).not.toMatch(/recorded_?by|issued_?by|staff_note/i);

    const [entry] = await auditOf(buyer.id);
    expect(entry).toMatchObject({
      action: 'customer.export',
      actor: { email: salesEmail },
      entity_type: 'customer',
      entity_id: String(buyer.id),
    });
  });

  it('is a 404 for an unknown account', async () => {
    expectApiError(await sales.get('/api/store/customers/99999999/export/'), 404);
  });
});

describe('POST /api/store/customers/{id}/erase/', () => {
  it('removes the personal data, keeps the orders anonymised with their money and the invoices unchanged', async () => {
    const buyer = await customer();
    const order = await buy(buyer);
    await payAndShip(order, buyer.name);
    const issued = await invoice(order, buyer.name);
    const kept = await saveCombo(buyer.id, 'Ordered', true);
    await saveCombo(buyer.id, 'Draft', false);
    await subscribe(buyer.email);
    await buyer.client.post('/api/store/cart/add-item/', { product_variant: repairKit });
    // An earlier change of the contact details, recorded with its values.
    const change: CustomerPayload = {
      email: buyer.email,
      phone: '+43 664 1111111',
      company: 'Privat Air',
      address: { ...validAddress, name: buyer.name },
    };
    expect(
      (await sales.request('PUT', `/api/store/customers/${buyer.id}/`, change)).statusCode,
    ).toBe(200);
    const before = {
      order: await orderRow(order.sale_sequence),
      items: await db().select().from(orderItems).orderBy(orderItems.id),
    };

    const response = await erase(buyer.id, ` ${buyer.email.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CustomerErasure>();
    expect(answer).toMatchObject({ orders_anonymised: 1, invoices_kept: 1 });
    expect(answer.detail).toMatch(
      /Invoices and credit notes kept unchanged.*tax law requires: 1\.$/,
    );

    // The account: no personal data, never to log in again, its address free for a new one.
    const account = await userById(t, buyer.id);
    expect(account).toMatchObject({
      phone: '',
      company: '',
      vatId: '',
      isActive: false,
      erasedAt: new Date(answer.erased_at),
    });
    expect(account.email).toMatch(new RegExp(`^erased-${buyer.id}-[0-9a-f]{8}@erased\\.invalid$`));
    expect(await canLogIn(t, buyer.email, buyer.password)).toBe(false);
    expectApiError(await buyer.client.get('/api/store/orders_public/'), 401);
    const count = async (table: typeof sessions | typeof carts | typeof addresses) =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, buyer.id))
      )[0]!.n;
    expect(await count(sessions)).toBe(0);
    expect(await count(carts)).toBe(0);
    expect(await count(addresses)).toBe(0);
    const combos = await db()
      .select()
      .from(colorCombos)
      .where(sql`${colorCombos.slug} LIKE ${`combo-${buyer.id}-%`}`);
    expect(combos.map((combo) => [combo.name, combo.userId])).toEqual([['Ordered', null]]);
    expect(combos[0]?.id).toBe(kept.id);
    expect(
      await db()
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, buyer.email)),
    ).toEqual([]);
    const again = await createUser(t, { email: buyer.email });
    expect(again.user.id).not.toBe(buyer.id);

    // The order: its number, lines and money as they were; no name, address, e-mail or phone.
    const after = await orderRow(order.sale_sequence);
    expect(after).toMatchObject({
      saleSequence: before.order.saleSequence,
      total: before.order.total,
      net: before.order.net,
      vat: before.order.vat,
      amountPaid: before.order.amountPaid,
      status: 'shipped',
      country: 'at',
      name: 'Erased',
      email: account.email,
    });
    expect(after.address).toEqual({
      name: 'Erased',
      attname: '',
      address: 'Erased',
      address2: '',
      zipcode: 'Erased',
      city: 'Erased',
      state: '',
      country: 'at',
      phone: '',
      email: account.email,
    });
    expect(await db().select().from(orderItems).orderBy(orderItems.id)).toEqual(before.items);
    const mails = await db().select().from(orderMails).where(eq(orderMails.orderId, after.id));
    for (const mail of mails) expect(mail.to).toBe(account.email);
    // Queued mails, sent or not, held the rendered name and address: gone.
    expect(
      await db()
        .select()
        .from(mailQueue)
        .where(or(eq(mailQueue.orderId, after.id), eq(mailQueue.to, buyer.email))),
    ).toEqual([]);
    const staffView = await sales.get(`/api/store/orders/${order.sale_sequence}/`);
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.json<StaffOrder>().totals).toEqual(order.totals);
    for (const personal of [buyer.name, buyer.email, '7654321'])
      expect(staffView.body).not.toContain(personal);

    // The invoice stays as it was issued.
    expect((await db().select().from(invoices).where(eq(invoices.id, issued.id)))[0]).toEqual(
      issued,
    );

    // The audit log: the erasure without the erased data, earlier values blanked.
    const entries = await auditOf(buyer.id);
    expect(entries.map((entry) => entry.action)).toEqual(['customer.erase', 'customer.update']);
    expect(JSON.stringify(entries)).not.toContain(buyer.email);
    expect(JSON.stringify(entries)).not.toContain(buyer.name);
    expect(entries[0]).toMatchObject({
      actor: { email: salesEmail },
      after: {
        orders_anonymised: 1,
        invoices_kept: 1,
        combos_deleted: 1,
        newsletter_deleted: true,
      },
    });

    // Erased once and for all.
    const page = (await sales.get(`/api/store/customers/${buyer.id}/`)).json<Customer>();
    expect(page).toMatchObject({ erased_at: answer.erased_at, address: null, phone: '' });
    expectApiError(await erase(buyer.id, account.email), 409);
    expectApiError(await sales.request('PUT', `/api/store/customers/${buyer.id}/`, change), 409);
  });

  it('refuses staff, unfinished orders, open balances and a wrong confirmation, changing nothing', async () => {
    const state = async (id: number) => ({
      user: await userById(t, id),
      sessions: await db().select().from(sessions).where(eq(sessions.userId, id)),
      carts: await db().select().from(carts).where(eq(carts.userId, id)),
      orders: await db().select().from(orders).where(eq(orders.userId, id)),
    });

    const buyer = await customer();
    const order = await buy(buyer);
    await buyer.client.post('/api/store/cart/add-item/', { product_variant: repairKit });
    const before = await state(buyer.id);
    expectApiError(await erase(buyer.id, 'someone@example.com'), 400, {
      confirm_email: ["Type the account's e-mail address again to confirm the erasure."],
    });
    expectApiError(await erase(buyer.id, ''), 400, { confirm_email: ['this field is required'] });
    expectApiError(await sales.post(`/api/store/customers/${buyer.id}/erase/`, {}), 400);
    const unfinished = expectApiError(await erase(buyer.id, buyer.email), 409);
    expect(unfinished.detail).toContain(order.sale_sequence);
    expect(await state(buyer.id)).toEqual(before);

    // Shipped, but not paid in full; then cancelled with money still to give back.
    const row = await orderRow(order.sale_sequence);
    await db()
      .update(orders)
      .set({ status: 'shipped', amountPaid: row.total - 100, paymentState: 'partly_paid' })
      .where(eq(orders.id, row.id));
    expect(expectApiError(await erase(buyer.id, buyer.email), 409).detail).toContain(
      'open balance of 1.00 €',
    );
    await db()
      .update(orders)
      .set({ status: 'cancelled', amountPaid: 500 })
      .where(eq(orders.id, row.id));
    expect(expectApiError(await erase(buyer.id, buyer.email), 409).detail).toContain(
      'open balance of -5.00 €',
    );
    expect((await state(buyer.id)).user).toEqual(before.user);
    expect(await canLogIn(t, buyer.email, buyer.password)).toBe(true);

    for (const role of ['sales', 'superuser'] as const) {
      const member = await createUser(t, { role });
      expectApiError(await erase(member.user.id, member.email), 409);
      expect(await userById(t, member.user.id)).toEqual(member.user);
    }
    expectApiError(await erase(99999999, 'a@b.c'), 404);
    expect(await auditOf(buyer.id)).toEqual([]);
  });

  it('erases an account without orders, and its e-mail can register again', async () => {
    const pilot = await customer();
    const response = await erase(pilot.id, pilot.email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerErasure>()).toMatchObject({
      orders_anonymised: 0,
      invoices_kept: 0,
    });
    const register = await new TestClient(t.app).post('/api/register', {
      email: pilot.email,
      password: 'another-password-1',
      phone: '+43 664 1234567',
      address: validAddress,
    });
    expect(register.statusCode, register.body).toBe(201);
    expect(await canLogIn(t, pilot.email, pilot.password)).toBe(false);
    expect(await canLogIn(t, pilot.email, 'another-password-1')).toBe(true);
  });
});
