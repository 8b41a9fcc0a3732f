import { eq } from 'drizzle-orm';
import type { AuditList } from '@windfamily/contract/audit';
import type {
  OrderEditResult,
  OrderPermissions,
  PublicOrder,
  StaffOrder,
} from '@windfamily/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants, promoCodes } from '../../db/schema';
import { createProduct, seedCatalog, stockOf, variantIdOf } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { placeOrder } from '../../test/order-fixtures';

let t: TestApp;
let clerk: TestClient;
let wingM: number;
let wingS: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'sales')).client;
  wingM = await variantIdOf(t, 'EMILIE-PEACE2-M');
  wingS = await variantIdOf(t, 'EMILIE-PEACE2-S');
});
afterAll(async () => t.close());

const detail = async (order: { sale_sequence: string }) =>
  (await clerk.get(`/api/store/orders/${order.sale_sequence}/`)).json<StaffOrder>();

const putLines = (
  order: { sale_sequence: string },
  body: Record<string, unknown>,
  options: { preview?: boolean; client?: TestClient } = {},
) =>
  (options.client ?? clerk).request(
    'PUT',
    `/api/store/orders/${order.sale_sequence}/lines/${options.preview ? '?preview=true' : ''}`,
    body,
  );

const putDetails = (
  order: { sale_sequence: string },
  body: Record<string, unknown>,
  options: { preview?: boolean } = {},
) =>
  clerk.request(
    'PUT',
    `/api/store/orders/${order.sale_sequence}/details/${options.preview ? '?preview=true' : ''}`,
    body,
  );

/** The order's lines as a `PUT …/lines/` keeps them. */
const keep = (order: StaffOrder) =>
  order.items.map((item) => ({
    id: item.id,
    product_variant: item.product_variant,
    amount: item.amount,
  }));

const cents = (money: string) => Math.round(Number(money) * 100);

describe('changing the lines of an order', () => {
  it('previews a new line without saving, then saves it with every total computed again', async () => {
    const { variant: kit } = await createProduct(t, { stock: 5, netPrice: 3_000 });
    const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
    const before = await detail(placed);
    const lines = [...keep(before), { product_variant: kit.id, amount: 2 }];

    const preview = await putLines(placed, { version: before.version, lines }, { preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json<OrderEditResult>();
    expect(previewed.change).toMatchObject({
      preview: true,
      total_before: before.totals.total,
      reissues_invoice: false,
    });
    expect(previewed.order.items).toHaveLength(2);
    // 2 × 30 € net at 20 % VAT: 72 € more, and shipping stays (the wing's box).
    expect(cents(previewed.change.total_after)).toBe(cents(before.totals.total) + 7_200);
    expect(await detail(placed)).toEqual(before);
    expect(await stockOf(t, kit.id)).toBe(5);

    const saved = (
      await putLines(placed, { version: before.version, lines })
    ).json<OrderEditResult>();
    expect(saved.change).toEqual({ ...previewed.change, preview: false });
    const after = await detail(placed);
    expect(after.version).toBe(before.version + 1);
    expect(after.totals.total).toBe(previewed.change.total_after);
    expect(after.balance).toBe(after.totals.total);
    expect(after.items.map((item) => [item.sku, item.amount])).toEqual([
      ['EMILIE-PEACE2-M', 1],
      [kit.sku, 2],
    ]);
    const { items, shipping, discount, total } = after.totals;
    expect(cents(items) - cents(discount) + cents(shipping)).toBe(cents(total));
    expect(await stockOf(t, kit.id)).toBe(3);
    expect(after.timeline.at(-1)).toMatchObject({
      kind: 'lines_changed',
      actor: expect.any(String) as string,
    });
    expect(after.timeline.at(-1)!.detail).toMatch(
      /^Lines changed: \+2 Test Product \d+ · One size; total/,
    );
  });

  it('takes and gives back stock as amounts change, and refuses more than there is', async () => {
    const { variant: kit } = await createProduct(t, { stock: 3 });
    const placed = await placeOrder(t, { items: [{ variantId: kit.id, amount: 2 }] });
    expect(await stockOf(t, kit.id)).toBe(1);
    const order = await detail(placed);
    const line = { id: order.items[0]!.id, product_variant: kit.id };

    const tooMany = await putLines(placed, { lines: [{ ...line, amount: 4 }] });
    expectApiError(tooMany, 409);
    expect(tooMany.json<{ detail: string }>().detail).toMatch(/Only 1 of/);
    expect(await stockOf(t, kit.id)).toBe(1);
    expect((await detail(placed)).version).toBe(order.version);

    expect((await putLines(placed, { lines: [{ ...line, amount: 3 }] })).statusCode).toBe(200);
    expect(await stockOf(t, kit.id)).toBe(0);
    expect((await putLines(placed, { lines: [{ ...line, amount: 1 }] })).statusCode).toBe(200);
    expect(await stockOf(t, kit.id)).toBe(2);
  });

  it('changes a size at the order’s prices and keeps a price set by hand with its reason', async () => {
    const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
    const order = await detail(placed);
    const id = order.items[0]!.id;

    expectApiError(
      await putLines(placed, {
        lines: [{ id, product_variant: wingM, amount: 1, unit_net: '3000' }],
      }),
      400,
      { 'lines.0.override_reason': ['Say why the price is set by hand.'] },
    );
    const priced = (
      await putLines(placed, {
        lines: [
          { id, product_variant: wingM, amount: 1, unit_net: '3000', override_reason: 'Demo wing' },
        ],
      })
    ).json<OrderEditResult>().order;
    expect(priced.items[0]).toMatchObject({
      unit_net: '3000.00',
      unit_price: '3600.00',
      price_override_reason: 'Demo wing',
    });
    // Left out, the price set by hand stays; null goes back to the order's own price.
    const kept = (
      await putLines(placed, { lines: [{ id, product_variant: wingM, amount: 2 }] })
    ).json<OrderEditResult>().order;
    expect(kept.items[0]).toMatchObject({ amount: 2, unit_net: '3000.00' });
    const resized = (
      await putLines(placed, { lines: [{ id, product_variant: wingS, amount: 1, unit_net: null }] })
    ).json<OrderEditResult>().order;
    expect(resized.items[0]).toMatchObject({
      id,
      sku: 'EMILIE-PEACE2-S',
      variant_name: 'S',
      unit_price: order.items[0]!.unit_price,
      price_override_reason: null,
    });
  });

  it('refuses bad lines with the field in question, changing nothing', async () => {
    const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
    const order = await detail(placed);
    const id = order.items[0]!.id;
    const { variant: other } = await createProduct(t);
    const { variant: off } = await createProduct(t, { active: false });
    expectApiError(await putLines(placed, { lines: [] }), 400);
    expectApiError(
      await putLines(placed, { lines: [{ id: 999_999, product_variant: wingM, amount: 1 }] }),
      400,
      {
        'lines.0.id': ['There is no such line in this order.'],
      },
    );
    expectApiError(
      await putLines(placed, { lines: [{ id, product_variant: other.id, amount: 1 }] }),
      400,
      {
        'lines.0.product_variant': [
          'A line changes its size only: add another product as a new line.',
        ],
      },
    );
    expectApiError(
      await putLines(placed, { lines: [{ product_variant: off.id, amount: 1 }] }),
      400,
    );
    expectApiError(
      await putLines(placed, { lines: [{ id, product_variant: wingM, amount: 0 }] }),
      400,
    );
    expectApiError(
      await putLines(placed, {
        lines: [{ id, product_variant: wingM, amount: 1, unit_net: '-5' }],
      }),
      400,
    );
    expect(await detail(placed)).toEqual(order);
  });

  it('keeps the order’s VAT, price list and promo code as sold', async () => {
    await t.app.services.database.db
      .update(promoCodes)
      .set({ active: true })
      .where(eq(promoCodes.code, 'FLYHIGH10'));
    const { variant: kit } = await createProduct(t, { stock: 5, netPrice: 10_000 });
    const placed = await placeOrder(t, {
      items: [{ variantId: kit.id }],
      country: 'de',
      promocode: 'FLYHIGH10',
    });
    expect(placed.pricing.vat_rate).toBe(19);
    // The code is switched off after the sale: the order keeps its discount.
    await t.app.services.database.db
      .update(promoCodes)
      .set({ active: false })
      .where(eq(promoCodes.code, 'FLYHIGH10'));
    const order = await detail(placed);
    const changed = (
      await putLines(placed, { lines: [{ ...keep(order)[0]!, amount: 2 }] })
    ).json<OrderEditResult>().order;
    expect(changed.pricing.vat_rate).toBe(19);
    // 2 × 100 € net, 19 % VAT: 238 € gross, 10 % off: 23.80 €.
    expect(changed.totals.items).toBe('238.00');
    expect(changed.totals.discount).toBe('23.80');
    await t.app.services.database.db
      .update(promoCodes)
      .set({ active: true })
      .where(eq(promoCodes.code, 'FLYHIGH10'));
  });

  it('refuses a shipped or cancelled order (409), and an edit on an older version', async () => {
    const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
    const order = await detail(placed);
    const stale = await putLines(placed, { version: order.version + 1, lines: keep(order) });
    expectApiError(stale, 409);
    expect(stale.json<{ detail: string }>().detail).toMatch(/changed by someone else/);
    await t.app.services.database.db
      .update(orders)
      .set({ status: 'shipped' })
      .where(eq(orders.saleSequence, placed.sale_sequence));
    expectApiError(await putLines(placed, { lines: keep(order) }), 409);
    // Details other than the delivery method still change on a shipped order.
    expect((await putDetails(placed, { staff_note: 'Called about the harness' })).statusCode).toBe(
      200,
    );
    expectApiError(await putDetails(placed, { delivery_method: 'express' }), 409);
  });

  it('is for sales staff only', async () => {
    const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
    const order = await detail(placed);
    expectApiError(
      await putLines(placed, { lines: keep(order) }, { client: new TestClient(t.app) }),
      401,
    );
    for (const role of ['customer', 'warehouse', 'accounting', 'content'] as const) {
      const { client } = await loggedInClient(t, role);
      expectApiError(await putLines(placed, { lines: keep(order) }, { client }), 403);
    }
  });

  it('never sells the last unit twice when an edit races a checkout', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { variant: last } = await createProduct(t, { stock: 1 });
      const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
      const order = await detail(placed);
      const shopper = new TestClient(t.app);
      const [edit, checkout] = await Promise.allSettled([
        putLines(placed, { lines: [...keep(order), { product_variant: last.id, amount: 1 }] }),
        placeOrder(t, { client: shopper, items: [{ variantId: last.id }] }),
      ]);
      const edited = edit.status === 'fulfilled' && edit.value.statusCode === 200;
      const bought = checkout.status === 'fulfilled';
      expect(Number(edited) + Number(bought)).toBe(1);
      expect(await stockOf(t, last.id)).toBe(0);
    }
  });
});

describe('changing the details of an order', () => {
  it('changes the address and phone, keeps the country, and records who did it', async () => {
    const placed = await placeOrder(t, { items: [{ variantId: wingM }], name: 'Anna Aufwind' });
    const address = { ...placed.address, name: 'Anna Abwind', phone: '+43 660 1112223' };
    const moved = await putDetails(placed, { address: { ...address, country: 'de' } });
    expectApiError(moved, 400);
    const saved = (
      await putDetails(placed, { address, staff_note: 'New name after marriage' })
    ).json<OrderEditResult>();
    expect(saved.order).toMatchObject({
      address: { name: 'Anna Abwind', phone: '+43 660 1112223' },
      staff_note: 'New name after marriage',
    });
    expect(saved.change.total_after).toBe(saved.change.total_before);
    expect(
      (await clerk.get(`/api/store/orders/?search=abwind`)).json<{ count: number }>().count,
    ).toBe(1);

    const { client: auditor } = await loggedInClient(t, 'accounting');
    const log = (await auditor.get(`/api/audit/?order=${placed.sale_sequence}`)).json<AuditList>();
    expect(log.results[0]).toMatchObject({
      action: 'order.details',
      before: { address: { name: 'Anna Aufwind' } },
      after: { address: { name: 'Anna Abwind' } },
    });
  });

  it('prices another delivery method from today’s rates', async () => {
    const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
    const preview = (
      await putDetails(placed, { delivery_method: 'pickup' }, { preview: true })
    ).json<OrderEditResult>();
    expect(preview.order.delivery_method).toBe('pickup');
    expect(preview.order.totals.shipping).toBe('0.00');
    expect((await detail(placed)).delivery_method).toBe('standard');
    expectApiError(await putDetails(placed, { delivery_method: 'teleport' }), 400);
  });
});

describe('what may be done with an order', () => {
  it('answers each action with why not, by role and by state', async () => {
    const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
    const rules = async (client: TestClient) =>
      (
        await client.get(`/api/store/orders/${placed.sale_sequence}/permissions`)
      ).json<OrderPermissions>().actions;
    expect(await rules(clerk)).toMatchObject({
      edit_lines: { allowed: true, reason: null },
      cancel: { allowed: true },
      refund: { allowed: false, reason: 'Nothing has been received that could be refunded.' },
    });
    const { client: warehouse } = await loggedInClient(t, 'warehouse');
    expect((await rules(warehouse)).edit_lines).toEqual({
      allowed: false,
      reason: 'Your roles do not allow this.',
    });
    expect((await rules(warehouse)).refund).toEqual({
      allowed: false,
      reason: 'Your roles do not allow this.',
    });
    expect((await rules(warehouse)).private_link).toEqual({ allowed: true, reason: null });
    const link = (
      await warehouse.get(`/api/store/orders/${placed.sale_sequence}/private_link/`)
    ).json<{
      link: string;
    }>().link;
    expect(link).toBe(`http://shop.test${placed.link}`);
    expectApiError(
      await new TestClient(t.app).get(`/api/store/orders/${placed.sale_sequence}/permissions`),
      401,
    );
  });
});

describe('copying an order', () => {
  it('makes a new order for the customer with the same lines at today’s prices', async () => {
    const { variant: kit } = await createProduct(t, { stock: 5, netPrice: 2_000 });
    const source = await placeOrder(t, {
      items: [{ variantId: kit.id, amount: 2 }, { variantId: wingM }],
    });
    await t.app.services.database.db
      .update(productVariants)
      .set({ netPrice: 2_500 })
      .where(eq(productVariants.id, kit.id));
    await t.app.services.catalog.changed();

    const response = await clerk.post(`/api/store/orders/${source.sale_sequence}/copy/`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<{ order: StaffOrder }>().order;
    expect(copy.sale_sequence).not.toBe(source.sale_sequence);
    expect(copy).toMatchObject({
      channel: 'backoffice',
      address: source.address,
      status: 'placed',
    });
    expect(copy.items.map((item) => [item.sku, item.amount, item.unit_net])).toEqual([
      [kit.sku, 2, '25.00'],
      ['EMILIE-PEACE2-M', 1, expect.any(String)],
    ]);
    expect(await stockOf(t, kit.id)).toBe(1);
    expect(copy.timeline[0]).toMatchObject({
      kind: 'placed',
      detail: `Copy of ${source.sale_sequence}`,
    });
    expect((await detail(source)).timeline.at(-1)).toMatchObject({
      kind: 'copied',
      detail: `Copied to ${copy.sale_sequence}`,
    });
    await t.mails.drain();
    expect(t.mails.lastTo(source.address.email)?.subject).toBe(
      `Windfamily | Your order ${copy.sale_sequence}`,
    );
  });

  it('refuses to copy what is not for sale any more', async () => {
    const { variant } = await createProduct(t);
    const source = await placeOrder(t, { items: [{ variantId: variant.id }] });
    await t.app.services.database.db
      .update(productVariants)
      .set({ active: false })
      .where(eq(productVariants.id, variant.id));
    await t.app.services.catalog.changed();
    expectApiError(await clerk.post(`/api/store/orders/${source.sale_sequence}/copy/`), 409);
  });
});

describe('cancelling an order', () => {
  it('gives back its stock and tells the customer; a cancelled order changes no more', async () => {
    const { variant: kit } = await createProduct(t, { stock: 2 });
    const placed = await placeOrder(t, { items: [{ variantId: kit.id, amount: 2 }] });
    expect(await stockOf(t, kit.id)).toBe(0);
    expectApiError(await clerk.post(`/api/store/orders/${placed.sale_sequence}/cancel/`, {}), 400);
    const response = await clerk.post(`/api/store/orders/${placed.sale_sequence}/cancel/`, {
      reason: 'The customer changed their mind.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StaffOrder>()).toMatchObject({
      status: 'cancelled',
      balance: '0.00',
      amount_due: '0.00',
      bank_transfer: null,
    });
    expect(await stockOf(t, kit.id)).toBe(2);
    await t.mails.drain();
    expect(t.mails.lastTo(placed.address.email)?.subject).toBe(
      `Windfamily | Your order ${placed.sale_sequence} is cancelled`,
    );
    expectApiError(
      await clerk.post(`/api/store/orders/${placed.sale_sequence}/cancel/`, { reason: 'Twice' }),
      409,
    );
    expectApiError(
      await putLines(placed, { lines: [{ product_variant: kit.id, amount: 1 }] }),
      409,
    );
    const customerView = (
      await new TestClient(t.app).get(`/api/store/orders_public/${placed.link.split('/').at(-1)}`)
    ).json<PublicOrder>();
    expect(customerView.status).toBe('cancelled');
  });
});

describe('an invoiced order', () => {
  const invoice = (order: { sale_sequence: string }) =>
    clerk.post(`/api/store/orders/${order.sale_sequence}/create_invoice`);

  it('answers a change of its lines with a credit note and a new invoice, in one go', async () => {
    const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
    expect((await invoice(placed)).statusCode).toBe(201);
    const order = await detail(placed);
    expect(order.invoices.map((one) => one.kind)).toEqual(['invoice']);
    const [first] = order.invoices;

    const previewed = (
      await putLines(placed, { lines: [{ ...keep(order)[0]!, amount: 2 }] }, { preview: true })
    ).json<OrderEditResult>();
    expect(previewed.change.reissues_invoice).toBe(true);
    expect((await detail(placed)).invoices).toHaveLength(1);

    const saved = (
      await putLines(placed, { lines: [{ ...keep(order)[0]!, amount: 2 }] })
    ).json<OrderEditResult>();
    expect(saved.change.reissues_invoice).toBe(true);
    const after = await detail(placed);
    expect(after.invoices.map((one) => [one.kind, one.corrects, one.total])).toEqual([
      ['invoice', null, first!.total],
      ['credit_note', first!.number, first!.total],
      ['invoice', null, after.totals.total],
    ]);
    expect(after.invoice_date).not.toBeNull();
    // A staff note is not on the invoice: nothing issued again.
    await putDetails(placed, { staff_note: 'Second wing for the club' });
    expect((await detail(placed)).invoices).toHaveLength(3);
    // The customer downloads theirs from the order page.
    const mine = (
      await new TestClient(t.app).get(`/api/store/orders_public/${placed.link.split('/').at(-1)}`)
    ).json<PublicOrder>();
    expect(mine.invoices.map((one) => one.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
    const pdf = await new TestClient(t.app).get(mine.invoices[2]!.pdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('cancelled when paid: credits the invoice and leaves the transfer to refund', async () => {
    const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
    await invoice(placed);
    const { client: accountant } = await loggedInClient(t, 'accounting');
    const paid = await accountant.post('/api/accounting/payments/', {
      order: placed.sale_sequence,
      amount: placed.totals.total,
      date: new Date().toISOString().slice(0, 10),
      reference: placed.sale_sequence,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await detail(placed)).payment_state).toBe('paid');

    const cancelled = (
      await clerk.post(`/api/store/orders/${placed.sale_sequence}/cancel/`, {
        reason: 'No longer needed',
      })
    ).json<StaffOrder>();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.invoice_date).toBeNull();
    expect(cancelled.invoices.map((one) => one.kind)).toEqual(['invoice', 'credit_note']);
    const refund = cancelled.payments.find((one) => one.kind === 'refund');
    expect(refund).toMatchObject({
      method: 'bank_transfer',
      status: 'pending',
      amount: placed.totals.total,
    });
    // Until the transfer back is made, the customer is owed the money.
    expect(cancelled.balance).toBe(`-${placed.totals.total}`);
  });
});

describe('mails of an order', () => {
  it('sends a message written by staff, recorded with the order', async () => {
    const placed = await placeOrder(t, { items: [{ variantId: wingM }] });
    const url = `/api/store/orders/${placed.sale_sequence}/send_mail`;
    expectApiError(await clerk.post(url, { kind: 'free_text', subject: 'Hello' }), 400, {
      message: ['this field is required'],
    });
    const sent = await clerk.post(url, {
      kind: 'free_text',
      subject: 'Your harness',
      message: 'The harness comes a week later.\n\nSorry for the wait!',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    await t.mails.drain();
    const mail = t.mails.lastTo(placed.address.email)!;
    expect(mail.subject).toBe(`Windfamily | Your harness (order ${placed.sale_sequence})`);
    expect(mail.text).toContain('Sorry for the wait!');
    const order = await detail(placed);
    expect(order.mails.map((one) => [one.kind, one.sent_by === null])).toEqual([
      ['confirmation', true],
      ['free_text', false],
    ]);
    expect(order.timeline.at(-1)).toMatchObject({ kind: 'mail_sent' });
    expect((await clerk.post(url, { kind: 'payment_reminder' })).statusCode).toBe(202);
    expectApiError(await clerk.post(url, { kind: 'invoice' }), 409);
    expectApiError(await clerk.post(url, { kind: 'postcard' }), 400);
  });
});
