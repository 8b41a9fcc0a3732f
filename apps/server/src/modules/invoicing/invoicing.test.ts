import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceList, InvoiceSummary } from '@windfamily/contract/invoices';
import type { CheckoutResult } from '@windfamily/contract/orders';
import type { Tx } from '../../db/client';
import {
  auditLog,
  invoiceNumbers,
  invoices,
  orderEvents,
  orderItems,
  orders,
} from '../../db/schema';
import { seedCatalog, variantIdOf } from '../../test/catalog-fixtures';
import {
  createTestApp,
  type TestApp,
  TestClient,
  uniqueEmail,
  validAddress,
} from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import type { Actor } from '../audit/audit.service';
import { shopDayOf } from '../../lib/shop-time';
import { publicInvoiceLinks } from './invoicing.service';
import { validateFacturX } from './test-tools';

let t: TestApp;
let wing: number;
let sales: TestClient;
let salesActor: Actor;
let accounting: TestClient;
let warehouse: TestClient;
let customer: TestClient;

const db = () => t.app.services.database.db;
const invoicing = () => t.app.services.invoicing;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  wing = await variantIdOf(t, 'DENT-DE-LION-M');
  const salesAccount = await loggedInClient(t, 'sales');
  sales = salesAccount.client;
  salesActor = { id: salesAccount.user.id, email: salesAccount.email, requestKey: 'test' };
  accounting = (await loggedInClient(t, 'accounting')).client;
  warehouse = (await loggedInClient(t, 'warehouse')).client;
  customer = (await loggedInClient(t, 'customer')).client;
});
afterAll(async () => t.close());

interface Placed {
  id: number;
  saleSequence: string;
  key: string;
  total: string;
  email: string;
}

/** A visitor's bank-transfer order of a made-to-order wing. */
async function placeOrder(name = 'Paula Pilot', email = uniqueEmail('buyer')): Promise<Placed> {
  const client = new TestClient(t.app);
  await client.get('/api/store/cart/');
  await client.post('/api/store/cart/add-item/', { product_variant: wing });
  await client.post('/api/store/cart/', {
    address: { ...validAddress, name, phone: '+43 664 7654321', email },
  });
  const response = await client.post('/api/store/cart/checkout/?delivery_method=standard');
  expect(response.statusCode, response.body).toBe(200);
  const { order } = response.json<CheckoutResult>();
  const [row] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.saleSequence, order.sale_sequence));
  return {
    id: row!.id,
    saleSequence: order.sale_sequence,
    key: order.link.split('/').at(-1)!,
    total: order.totals.total,
    email,
  };
}

const createInvoice = (client: TestClient, saleSequence: string) =>
  client.post(`/api/store/orders/${saleSequence}/create_invoice`);

async function invoiced(order: Placed): Promise<InvoiceSummary> {
  const response = await createInvoice(sales, order.saleSequence);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvoiceSummary>();
}

const invoiceCount = async () => (await db().select({ n: count() }).from(invoices))[0]!.n;
const seriesState = () => db().select().from(invoiceNumbers).orderBy(asc(invoiceNumbers.kind));
const orderRow = async (id: number) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

/** Runs `work` in a transaction holding the order's row lock, as order edits do. */
const withOrderLocked = <T>(orderId: number, work: (tx: Tx) => Promise<T>) =>
  db().transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    return work(tx);
  });

describe('POST /api/store/orders/{sale_sequence}/create_invoice', () => {
  it('invoices the order: a number of the year, its totals, an event, an audit entry, the PDF', async () => {
    const order = await placeOrder('Ines Invoice');
    const answer = await invoiced(order);
    const year = new Date().getFullYear();
    expect(answer).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(
        new RegExp(`^(${year}|${year + 1}|${year - 1})-\\d{5}$`),
      ) as string,
      total: order.total,
      corrects: null,
      corrected_by: null,
      pdf: `/api/accounting/invoices/${answer.id}/pdf`,
      xml: `/api/accounting/invoices/${answer.id}/xml`,
    });

    const [row] = await db().select().from(invoices).where(eq(invoices.id, answer.id));
    const placed = await orderRow(order.id);
    expect(row).toMatchObject({
      kind: 'invoice',
      numberText: answer.number,
      orderId: order.id,
      net: placed.net,
      vat: placed.vat,
      total: placed.total,
      correctsId: null,
    });
    expect(row!.document).toMatchObject({
      number: answer.number,
      orderNumber: order.saleSequence,
      buyer: { name: 'Ines Invoice', email: order.email },
      totals: { net: placed.net, vat: placed.vat, total: placed.total },
    });
    expect(placed.invoiceDate?.toISOString()).toBe(answer.date);

    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => event.kind)).toEqual(['placed', 'invoiced']);
    expect(events[1]).toMatchObject({
      actorId: salesActor.id,
      detail: expect.stringContaining(answer.number) as string,
    });
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orderId, order.id), eq(auditLog.action, 'invoice.issue')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ entityType: 'invoice', entityId: String(answer.id) });

    // The PDF is rendered after the commit and kept.
    await t.app.services.tasks.settle();
    const [kept] = await db()
      .select({ pdf: invoices.pdf })
      .from(invoices)
      .where(eq(invoices.id, answer.id));
    expect(kept!.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a second invoice, a cancelled order and one without lines (409), taking no number', async () => {
    const order = await placeOrder();
    const first = await invoiced(order);
    const numbersBefore = await seriesState();
    const countBefore = await invoiceCount();

    const again = expectApiError(await createInvoice(sales, order.saleSequence), 409);
    expect(again.detail).toContain(first.number);

    const cancelled = await placeOrder();
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    expect(
      expectApiError(await createInvoice(sales, cancelled.saleSequence), 409).detail,
    ).toContain('cancelled');

    const empty = await placeOrder();
    await db().delete(orderItems).where(eq(orderItems.orderId, empty.id));
    expect(expectApiError(await createInvoice(sales, empty.saleSequence), 409).detail).toContain(
      'no lines',
    );

    expect(await invoiceCount()).toBe(countBefore);
    expect(await seriesState()).toEqual(numbersBefore);
    for (const id of [cancelled.id, empty.id]) expect((await orderRow(id)).invoiceDate).toBeNull();
  });

  it('answers 404 for an unknown order and 400 for something that is no order number', async () => {
    const countBefore = await invoiceCount();
    expectApiError(await createInvoice(sales, '1999-0001'), 404);
    expectApiError(await createInvoice(sales, 'not-a-number'), 400);
    expect(await invoiceCount()).toBe(countBefore);
  });

  it('is for staff with the sales permission', async () => {
    const order = await placeOrder();
    expectApiError(await createInvoice(new TestClient(t.app), order.saleSequence), 401);
    for (const client of [customer, accounting, warehouse])
      expectApiError(await createInvoice(client, order.saleSequence), 403);
    expect((await orderRow(order.id)).invoiceDate).toBeNull();
    const { client: everyRole } = await loggedInClient(t, 'staff');
    expect((await createInvoice(everyRole, order.saleSequence)).statusCode).toBe(201);
  });

  it('gives 20 concurrent invoicings of 20 orders 20 consecutive numbers', async () => {
    const placed: Placed[] = [];
    for (let i = 0; i < 20; i += 1) placed.push(await placeOrder());
    const answers = await Promise.all(
      placed.map((order) => createInvoice(sales, order.saleSequence)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const numbers = answers
      .map((answer) => Number(answer.json<InvoiceSummary>().number.split('-')[1]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
    // Nothing skipped before them either: the series' last number is the highest given.
    const [series] = await db()
      .select()
      .from(invoiceNumbers)
      .where(eq(invoiceNumbers.kind, 'invoice'));
    expect(series!.lastNumber).toBe(numbers.at(-1));
  });

  it('gives the same order invoiced twice at once one invoice and one 409', async () => {
    const order = await placeOrder();
    const answers = await Promise.all([
      createInvoice(sales, order.saleSequence),
      createInvoice(sales, order.saleSequence),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(rows).toHaveLength(1);
  });
});

describe('credit notes and invoicing anew', () => {
  it('credits the standing invoice from its own series, naming it; the order can be invoiced again', async () => {
    const order = await placeOrder();
    const invoice = await invoiced(order);
    const creditNote = await withOrderLocked(order.id, (tx) =>
      invoicing().credit(tx, order.id, salesActor, 'Cancelled on the phone'),
    );
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      correctsId: invoice.id,
      numberText: expect.stringMatching(/^GS-\d{4}-\d{5}$/) as string,
      total: (await orderRow(order.id)).total,
    });
    expect(creditNote.document).toMatchObject({
      kind: 'credit_note',
      corrects: { number: invoice.number },
      reason: 'Cancelled on the phone',
    });
    expect((await orderRow(order.id)).invoiceDate).toBeNull();
    expect(await invoicing().currentInvoice(order.id)).toBeUndefined();
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({
      kind: 'credited',
      detail: expect.stringContaining(invoice.number) as string,
    });

    const listed = await invoicing().forOrder(order.id);
    expect(listed).toEqual([
      { ...invoice, corrected_by: creditNote.numberText },
      expect.objectContaining({
        kind: 'credit_note',
        corrects: invoice.number,
        corrected_by: null,
      }),
    ]);

    const second = await invoiced(order);
    expect(second.number).not.toBe(invoice.number);
    expect((await invoicing().currentInvoice(order.id))?.id).toBe(second.id);
    // Nothing left standing to credit twice: a credit of an order without an invoice is a 409.
    const other = await placeOrder();
    await expect(
      withOrderLocked(other.id, (tx) => invoicing().credit(tx, other.id, salesActor, 'x')),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('reissues in one transaction: a credit note and a new invoice, or neither', async () => {
    const order = await placeOrder();
    const invoice = await invoiced(order);
    expect(await withOrderLocked(order.id, async () => null)).toBeNull();

    // A change that fails after the reissue leaves everything as it was.
    const before = {
      series: await seriesState(),
      count: await invoiceCount(),
      order: await orderRow(order.id),
    };
    await expect(
      withOrderLocked(order.id, async (tx) => {
        await invoicing().reissue(tx, order.id, salesActor, 'Lines changed');
        throw new Error('the edit failed');
      }),
    ).rejects.toThrow('the edit failed');
    expect(await seriesState()).toEqual(before.series);
    expect(await invoiceCount()).toBe(before.count);
    expect((await orderRow(order.id)).invoiceDate).toEqual(before.order.invoiceDate);

    const reissued = await withOrderLocked(order.id, (tx) =>
      invoicing().reissue(tx, order.id, salesActor, 'Lines changed'),
    );
    expect(reissued?.creditNote).toMatchObject({ kind: 'credit_note', correctsId: invoice.id });
    expect(reissued?.invoice).toMatchObject({ kind: 'invoice', orderId: order.id });
    expect((await orderRow(order.id)).invoiceDate).toEqual(reissued!.invoice.issuedAt);
    expect((await invoicing().forOrder(order.id)).map((row) => [row.kind, row.corrects])).toEqual([
      ['invoice', null],
      ['credit_note', invoice.number],
      ['invoice', null],
    ]);
    const kinds = (
      await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    ).map((event) => event.kind);
    expect(kinds).toEqual(['placed', 'invoiced', 'credited', 'invoiced']);

    // Without a standing invoice there is nothing to reissue.
    const fresh = await placeOrder();
    expect(
      await withOrderLocked(fresh.id, (tx) => invoicing().reissue(tx, fresh.id, salesActor, 'x')),
    ).toBeNull();
  });
});

describe('downloading an invoice', () => {
  let order: Placed;
  let other: Placed;
  let invoice: InvoiceSummary;
  beforeAll(async () => {
    order = await placeOrder();
    other = await placeOrder();
    invoice = await invoiced(order);
    await invoiced(other);
  });

  it('gives staff the PDF/A-3 and the XML, as attachments named by the number', async () => {
    const pdf = await warehouse.get(invoice.pdf);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await t.app.services.tasks.settle();
    const [kept] = await db()
      .select({ pdf: invoices.pdf })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(kept!.pdf!.equals(pdf.rawPayload)).toBe(true);

    const xml = await accounting.get(invoice.xml!);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toMatch(/^text\/xml/);
    expect(xml.headers['content-disposition']).toContain(`filename="${invoice.number}.xml"`);
    expect(xml.body).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    const valid = validateFacturX(xml.body);
    expect(valid.ok, valid.output).toBe(true);
  });

  it('renders a missing PDF on its first download, the same bytes again', async () => {
    const first = (await sales.get(invoice.pdf)).rawPayload;
    await db().update(invoices).set({ pdf: null }).where(eq(invoices.id, invoice.id));
    const again = await sales.get(invoice.pdf);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first)).toBe(true);
    const [kept] = await db()
      .select({ pdf: invoices.pdf })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(kept!.pdf!.equals(first)).toBe(true);
  });

  it('is for staff who may see orders', async () => {
    expectApiError(await new TestClient(t.app).get(invoice.pdf), 401);
    expectApiError(await new TestClient(t.app).get(invoice.xml!), 401);
    expectApiError(await customer.get(invoice.pdf), 403);
    expectApiError(await customer.get(invoice.xml!), 403);
    expectApiError(await sales.get('/api/accounting/invoices/2000000000/pdf'), 404);
    expectApiError(await sales.get('/api/accounting/invoices/abc/pdf'), 400);
  });

  it('gives the customer their PDF through the order key, and nothing through another key', async () => {
    const [forOrder] = await invoicing().forOrder(order.id, publicInvoiceLinks(order.key));
    expect(forOrder).toMatchObject({ id: invoice.id, xml: null });
    expect(forOrder!.pdf).toBe(`/api/store/orders_public/${order.key}/invoices/${invoice.id}/pdf`);

    const visitor = new TestClient(t.app);
    const own = await visitor.get(forOrder!.pdf);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain(`${invoice.number}.pdf`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another order's key, a wrong secret, an unknown invoice: the same 404.
    expectApiError(
      await visitor.get(`/api/store/orders_public/${other.key}/invoices/${invoice.id}/pdf`),
      404,
    );
    const wrongSecret = `${order.saleSequence}-${'0'.repeat(32)}`;
    expectApiError(
      await visitor.get(`/api/store/orders_public/${wrongSecret}/invoices/${invoice.id}/pdf`),
      404,
    );
    expectApiError(
      await visitor.get(`/api/store/orders_public/${order.key}/invoices/2000000000/pdf`),
      404,
    );
    expectApiError(await visitor.get(`/api/store/orders_public/${order.key}/invoices/x/pdf`), 400);
  });
});

describe('GET /api/accounting/invoices/', () => {
  let credited: InvoiceSummary;
  let creditNumber: string;
  let formula: Placed;
  beforeAll(async () => {
    formula = await placeOrder('=HYPERLINK("http://evil.example")', uniqueEmail('formula'));
    credited = await invoiced(formula);
    creditNumber = (
      await withOrderLocked(formula.id, (tx) =>
        invoicing().credit(tx, formula.id, salesActor, 'Customer withdrew'),
      )
    ).numberText;
  });

  const list = async (client: TestClient, query = '') => {
    const response = await client.get(`/api/accounting/invoices/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InvoiceList>();
  };

  it('lists invoices and credit notes, newest first, a page at a time', async () => {
    const all = await list(accounting);
    expect(all).toMatchObject({ page: 1, page_size: 50 });
    expect(all.count).toBe(await invoiceCount());
    const dates = all.results.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.results[0]).toMatchObject({
      kind: 'credit_note',
      number: creditNumber,
      order: formula.saleSequence,
      corrects: credited.number,
      email: formula.email,
      country: 'at',
      tax_treatment: 'domestic',
      total: formula.total,
    });
    expect((await list(accounting, '?page=2')).results).toHaveLength(Math.max(0, all.count - 50));
  });

  it('filters by kind, number, order, customer and dates', async () => {
    const notes = await list(sales, '?kind=credit_note');
    expect(notes.results.every((row) => row.kind === 'credit_note')).toBe(true);
    expect(notes.count).toBeGreaterThanOrEqual(1);
    expect(
      (await list(sales, `?search=${credited.number}`)).results.map((row) => row.number),
    ).toEqual([credited.number]);
    expect(
      (await list(sales, `?search=${creditNumber}`)).results.map((row) => row.corrects),
    ).toEqual([credited.number]);
    expect((await list(sales, `?search=${formula.saleSequence}`)).count).toBe(2);
    expect((await list(sales, '?search=hyperlink')).count).toBe(2);
    expect((await list(sales, `?search=${formula.email.toUpperCase()}`)).count).toBe(2);
    expect((await list(sales, '?search=%25')).count).toBe(0);
    expect((await list(sales, '?date_to=2000-01-01')).count).toBe(0);
    expect((await list(sales, '?date_from=2999-01-01')).count).toBe(0);
    // Days are the shop's: an invoice belongs to the day it is dated.
    const day = shopDayOf(new Date(credited.date));
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const search = `&search=${formula.saleSequence}`;
    expect((await list(sales, `?date_from=${day}&date_to=${day}${search}`)).count).toBe(2);
    expect((await list(sales, `?date_to=${dayBefore}${search}`)).count).toBe(0);
    expectApiError(await sales.get('/api/accounting/invoices/?kind=receipt'), 400);
    expectApiError(await sales.get('/api/accounting/invoices/?date_from=yesterday'), 400);
  });

  it('exports the filtered list as CSV: credit notes negative, formulas defused', async () => {
    const response = await accounting.get(
      `/api/accounting/invoices/export/?search=${formula.saleSequence}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="invoices-/);
    const [head, ...rows] = response.body.trimEnd().split('\r\n');
    expect(head).toBe(
      'number,kind,date,order,customer,email,country,vat_id,tax_treatment,vat_rate,net,vat,total,corrects',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`${creditNumber},credit_note,`);
    expect(rows[0]).toContain(`,-${formula.total},${credited.number}`);
    expect(rows[1]).toContain(`${credited.number},invoice,`);
    expect(rows[1]).toContain(`,${formula.total},`);
    // The name a spreadsheet would run as a formula is text.
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('is for accounting and sales', async () => {
    expectApiError(await new TestClient(t.app).get('/api/accounting/invoices/'), 401);
    for (const client of [warehouse, customer]) {
      expectApiError(await client.get('/api/accounting/invoices/'), 403);
      expectApiError(await client.get('/api/accounting/invoices/export/'), 403);
    }
  });
});

describe('GET /api/store/orders_public/{key}/epc_qr.svg', () => {
  it('draws the EPC QR code of what an unpaid bank-transfer order owes', async () => {
    const order = await placeOrder();
    const response = await new TestClient(t.app).get(
      `/api/store/orders_public/${order.key}/epc_qr.svg`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toMatch(/^<svg /);

    // Paid, or paid by card: nothing to transfer.
    await db()
      .update(orders)
      .set({ amountPaid: sql`${orders.total}` })
      .where(eq(orders.id, order.id));
    const paid = expectApiError(
      await new TestClient(t.app).get(`/api/store/orders_public/${order.key}/epc_qr.svg`),
      404,
    );
    expect(paid.detail).toBe('Nothing is to be paid by bank transfer for this order.');
    const card = await placeOrder();
    await db().update(orders).set({ paymentMethod: 'card' }).where(eq(orders.id, card.id));
    expectApiError(
      await new TestClient(t.app).get(`/api/store/orders_public/${card.key}/epc_qr.svg`),
      404,
    );

    const wrong = `${order.saleSequence}-${'f'.repeat(32)}`;
    expectApiError(
      await new TestClient(t.app).get(`/api/store/orders_public/${wrong}/epc_qr.svg`),
      404,
    );
  });
});

describe('the invoice mail', () => {
  it('attaches the PDF; the dev outbox keeps its name, type and size', async () => {
    const order = await placeOrder('Mira Mail');
    const invoice = await invoiced(order);
    const mail = await invoicing().mailOf(invoice.id);
    expect(mail).toMatchObject({
      to: order.email,
      subject: `Windfamily | Invoice ${invoice.number} for your order ${order.saleSequence}`,
    });
    expect(mail.text).toContain('Hello Mira Mail,');
    expect(mail.text).toContain(`reference ${order.saleSequence}`);
    expect(mail.text).toContain(`http://shop.test/store/orders/${order.key}`);
    const [attachment] = mail.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: `${invoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    const [kept] = await db()
      .select({ pdf: invoices.pdf })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(attachment!.content.equals(kept!.pdf!)).toBe(true);

    await t.app.services.outbox.send({ ...mail, messageId: '<invoice@shop.test>' });
    const [stored] = await t.app.services.outbox.list(1);
    expect(stored!.attachments).toEqual([
      {
        filename: `${invoice.number}.pdf`,
        contentType: 'application/pdf',
        size: attachment!.content.length,
      },
    ]);
    const page = await new TestClient(t.app).get('/dev/mails/');
    expect(page.body).toContain(`<strong>${invoice.number}.pdf</strong> (application/pdf,`);
  });
});
