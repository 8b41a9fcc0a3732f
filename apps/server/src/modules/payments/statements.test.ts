import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BankStatement,
  BankStatementImport,
  BankStatementList,
} from '@windfamily/contract/payments';
import { bankStatementEntries, bankStatements, orderEvents, payments } from '../../db/schema';
import { seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient, mailsTo, type Role } from '../../test/helpers';
import { CAMT053_MESSAGES } from './camt053';
import { STATEMENT_UPLOAD_MESSAGES } from './accounting-routes';
import {
  orderRow,
  type PlacedOrder,
  placeOrder,
  statementFile,
  uploadStatement,
} from './test-orders';

let t: TestApp;
let clerk: TestClient;
let placed: Record<'A' | 'B' | 'C' | 'D' | 'E', PlacedOrder>;
let daily: BankStatementImport;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  clerk = (await loggedInClient(t, 'accounting')).client;
  placed = {
    A: await placeOrder(t),
    B: await placeOrder(t),
    C: await placeOrder(t),
    D: await placeOrder(t),
    E: await placeOrder(t),
  };
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;
const upload = (file: Buffer | string, client = clerk, name = 'statement.xml') =>
  uploadStatement(t, client, file, name);
const book = (id: number, body: Record<string, unknown>, client = clerk) =>
  client.post(`/api/accounting/bank_statements/${id}/book/`, body);

async function rowCounts() {
  const [[statements], [entries], [money], [events]] = await Promise.all([
    db().select({ n: count() }).from(bankStatements),
    db().select({ n: count() }).from(bankStatementEntries),
    db().select({ n: count() }).from(payments),
    db().select({ n: count() }).from(orderEvents),
  ]);
  return { statements: statements!.n, entries: entries!.n, payments: money!.n, events: events!.n };
}

describe('a bank statement upload', () => {
  it('stores the statement and proposes each credit for the order its reference names', async () => {
    const response = await upload(
      statementFile('camt053-v02.xml', placed),
      clerk,
      'ASB-2026-224.xml',
    );
    expect(response.statusCode, response.body).toBe(201);
    daily = response.json<BankStatementImport>();
    expect(daily.imported).toBe(true);
    expect(daily.earlier_lines).toEqual([]);
    expect(daily.statement).toMatchObject({
      statement_ref: 'AT611904300234573201-2026-224',
      iban: 'AT611904300234573201',
      file_name: 'ASB-2026-224.xml',
      line_count: 6,
      open_count: 5,
      booked_count: 0,
      // The debit is money going out, not a credit set aside.
      ignored_count: 0,
      debit_count: 1,
    });
    const lines = daily.statement.lines;
    expect(lines.map((line) => [line.proposal, line.order?.sale_sequence ?? null])).toEqual([
      ['matched', placed.A.saleSequence],
      ['matched', placed.B.saleSequence],
      ['matched', placed.C.saleSequence],
      ['matched', placed.D.saleSequence],
      ['debit', null],
      ['unmatched', null],
    ]);
    expect(lines[0]).toMatchObject({
      booking_date: '2026-11-20',
      amount: (placed.A.total / 100).toFixed(2),
      currency: 'EUR',
      credit: true,
      payer: 'Paula Pilot',
      payer_iban: 'DE89370400440532013000',
      reference: `Order ${placed.A.saleSequence} Paula Pilot`,
      status: 'open',
      payment_id: null,
      order: {
        name: 'Paula Pilot',
        email: placed.A.email,
        status: 'placed',
        payment_state: 'unpaid',
        amount_due: (placed.A.total / 100).toFixed(2),
      },
    });
    expect(lines[4]).toMatchObject({
      credit: false,
      status: 'ignored',
      payer: 'Alpine Savings Bank',
    });
  });

  it('of the same file again changes nothing and answers the same statement', async () => {
    const before = await rowCounts();
    const again = await upload(statementFile('camt053-v02.xml', placed), clerk, 'copy.xml');
    expect(again.statusCode).toBe(200);
    const answer = again.json<BankStatementImport>();
    expect(answer.imported).toBe(false);
    expect(answer.statement).toEqual(daily.statement);
    expect(await rowCounts()).toEqual(before);
  });

  it('of an overlapping statement stores its new lines only, and lists the others as they stand', async () => {
    const response = await upload(statementFile('camt053-v08.xml', placed));
    expect(response.statusCode, response.body).toBe(201);
    const weekly = response.json<BankStatementImport>();
    expect(
      weekly.statement.lines.map((line) => [line.proposal, line.order?.sale_sequence]),
    ).toEqual([['matched', placed.E.saleSequence]]);
    expect(weekly.earlier_lines).toEqual([daily.statement.lines[0]]);
    const list = (await clerk.get('/api/accounting/bank_statements/')).json<BankStatementList>();
    expect(list).toMatchObject({ count: 2, page: 1 });
    expect(list.results.map((row) => row.id)).toEqual([weekly.statement.id, daily.statement.id]);
  });

  it('refuses what is not a camt.053 statement, saying why, and stores nothing', async () => {
    const before = await rowCounts();
    const refused = async (file: Buffer | string, detail: string | RegExp) => {
      const body = expectApiError(await upload(file), 400);
      expect(body.detail).toMatch(detail);
    };
    await refused(statementFile('camt052.xml', {}), CAMT053_MESSAGES.notCamt053);
    await refused('%PDF-1.7 not a statement', CAMT053_MESSAGES.notCamt053);
    await refused(
      statementFile('camt053-v02.xml', placed).subarray(0, 2500),
      /^The file is not well-formed XML/,
    );
    await refused(Buffer.from([0x3c, 0xff, 0xfe, 0x00]), /^The file is not text in UTF-8/);
    expectApiError(await clerk.post('/api/accounting/bank_statements/', { file: 'x' }), 400);
    const empty = await uploadStatement(t, clerk, Buffer.alloc(0));
    expectApiError(empty, 400, { file: [STATEMENT_UPLOAD_MESSAGES.noFile] });
    const large = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    const tooLarge = expectApiError(await upload(large), 413);
    expect(tooLarge.detail).toBe(STATEMENT_UPLOAD_MESSAGES.tooLarge);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('booking a statement', () => {
  it('books the confirmed credits as bank transfers, and the orders turn paid', async () => {
    const [a, b, c, d, , unmatched] = daily.statement.lines;
    const response = await book(daily.statement.id, {
      book: [
        { line: a!.id, order: placed.A.saleSequence },
        { line: b!.id, order: placed.B.saleSequence },
        { line: c!.id, order: placed.C.saleSequence },
        // The unmatched transfer: staff know whose it is.
        { line: unmatched!.id, order: placed.D.saleSequence },
      ],
      ignore: [d!.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json<BankStatement>();
    expect(statement).toMatchObject({
      open_count: 0,
      booked_count: 4,
      ignored_count: 1,
      debit_count: 1,
    });
    expect(
      statement.lines.map((line) => [line.proposal, line.order?.sale_sequence ?? null]),
    ).toEqual([
      ['booked', placed.A.saleSequence],
      ['booked', placed.B.saleSequence],
      ['booked', placed.C.saleSequence],
      ['ignored', placed.D.saleSequence],
      ['debit', null],
      ['booked', placed.D.saleSequence],
    ]);
    expect(statement.lines[0]!.order).toMatchObject({ payment_state: 'paid', amount_due: '0.00' });
    expect(statement.lines[0]!.payment_id).not.toBeNull();

    const orderA = await orderRow(t, placed.A.saleSequence);
    expect(orderA).toMatchObject({
      paymentState: 'paid',
      status: 'paid',
      amountPaid: placed.A.total,
    });
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderA.id));
    expect(payment).toMatchObject({
      kind: 'payment',
      method: 'bank_transfer',
      status: 'completed',
      statementEntryId: a!.id,
      payer: 'Paula Pilot',
      reference: `Order ${placed.A.saleSequence} Paula Pilot`,
    });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderA.id));
    expect(events.map((event) => event.kind)).toEqual(['placed', 'payment_recorded', 'paid']);
    expect(events[1]!.detail).toContain('booked from statement AT611904300234573201-2026-224');
    expect((await mailsTo(t, placed.A.email)).map((mail) => mail.subject)).toContain(
      `Windfamily | Payment received for order ${placed.A.saleSequence}`,
    );
    // 150 € to a repair kit: more than its price, kept.
    expect((await orderRow(t, placed.D.saleSequence)).paymentState).toBe('overpaid');
  });

  it('books a line once: again, it is left as it is; to another order, it is refused', async () => {
    const [a] = daily.statement.lines;
    const before = await rowCounts();
    const again = await book(daily.statement.id, {
      book: [{ line: a!.id, order: placed.A.saleSequence }],
    });
    expect(again.statusCode).toBe(200);
    expect(await rowCounts()).toEqual(before);
    const elsewhere = await book(daily.statement.id, {
      book: [{ line: a!.id, order: placed.E.saleSequence }],
    });
    expectApiError(elsewhere, 409);
    expect(expectApiError(elsewhere, 409).detail).toBe(
      `Line ${a!.id} was booked already to order ${placed.A.saleSequence}: reload the statement.`,
    );
    expectApiError(await book(daily.statement.id, { ignore: [a!.id] }), 409);
    expect(await rowCounts()).toEqual(before);
  });

  it('books a line once when two clerks confirm it at once', async () => {
    const other = (await loggedInClient(t, 'sales')).client;
    const weekly = (await clerk.get('/api/accounting/bank_statements/')).json<BankStatementList>()
      .results[0]!;
    const [line] = (
      await clerk.get(`/api/accounting/bank_statements/${weekly.id}/`)
    ).json<BankStatement>().lines;
    const body = { book: [{ line: line!.id, order: placed.E.saleSequence }] };
    const answers = await Promise.all([book(weekly.id, body), book(weekly.id, body, other)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const booked = await db()
      .select()
      .from(payments)
      .where(eq(payments.statementEntryId, line!.id));
    expect(booked).toHaveLength(1);

    // Two clerks, two different orders: one books, the other is refused.
    const second = await placeOrder(t);
    const third = await placeOrder(t);
    const extra = await upload(
      statementFile('camt053-v08.xml', { A: second, E: third })
        .toString('utf8')
        .replace(/ASB2026112000000101/g, 'ASB2026112100000201'),
    );
    const [fresh] = extra.json<BankStatementImport>().statement.lines;
    const races = await Promise.all([
      book(extra.json<BankStatementImport>().statement.id, {
        book: [{ line: fresh!.id, order: second.saleSequence }],
      }),
      book(
        extra.json<BankStatementImport>().statement.id,
        { book: [{ line: fresh!.id, order: third.saleSequence }] },
        other,
      ),
    ]);
    expect(races.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const once = await db().select().from(payments).where(eq(payments.statementEntryId, fresh!.id));
    expect(once).toHaveLength(1);
  });

  it('refuses bad input, changing nothing', async () => {
    const before = await rowCounts();
    const id = daily.statement.id;
    const [, , , d, debit] = daily.statement.lines;
    expectApiError(await book(id, {}), 400);
    expectApiError(await book(id, { book: [], ignore: [] }), 400);
    expectApiError(
      await book(id, { book: [{ line: debit!.id, order: placed.A.saleSequence }] }),
      400,
      {
        'book.0.line': [`Line ${debit!.id} is money going out: it cannot be booked as a payment.`],
      },
    );
    expectApiError(
      await book(id, { book: [{ line: 999_999, order: placed.A.saleSequence }] }),
      400,
      {
        'book.0.line': ['Line 999999 is not a line of this statement.'],
      },
    );
    expectApiError(await book(id, { book: [{ line: d!.id, order: '2026-9999' }] }), 400, {
      'book.0.order': ['There is no order 2026-9999.'],
    });
    expectApiError(
      await book(id, { book: [{ line: d!.id, order: placed.D.saleSequence }], ignore: [d!.id] }),
      400,
    );
    expectApiError(await book(id, { book: [{ line: 'x', order: 'y' }] }), 400);
    expectApiError(await book(999_999, { ignore: [d!.id] }), 404);
    expectApiError(await clerk.get('/api/accounting/bank_statements/999999/'), 404);
    expectApiError(await clerk.get('/api/accounting/bank_statements/x/'), 400);
    expectApiError(await clerk.get('/api/accounting/bank_statements/?page=0'), 400);
    expect(await rowCounts()).toEqual(before);
    const lines = await db()
      .select({ status: bankStatementEntries.status })
      .from(bankStatementEntries)
      .where(inArray(bankStatementEntries.id, [d!.id]));
    expect(lines).toEqual([{ status: 'ignored' }]);
  });
});

describe('who may', () => {
  it('read statements: accounting and those who handle payments; upload and book: those who handle payments', async () => {
    const id = daily.statement.id;
    const reads = ['/api/accounting/bank_statements/', `/api/accounting/bank_statements/${id}/`];
    const others = ['customer', 'reseller', 'warehouse', 'content', 'store'] as Role[];
    for (const url of reads) {
      expectApiError(await new TestClient(t.app).get(url), 401);
      for (const role of others)
        expectApiError(await (await loggedInClient(t, role)).client.get(url), 403);
      for (const role of ['accounting', 'sales', 'superuser'] as Role[])
        expect((await (await loggedInClient(t, role)).client.get(url)).statusCode).toBe(200);
    }
    const before = await rowCounts();
    const file = statementFile('camt053-v02.xml', placed);
    expectApiError(await uploadStatement(t, new TestClient(t.app), file), 401);
    expectApiError(
      await new TestClient(t.app).post(`/api/accounting/bank_statements/${id}/book/`, {
        ignore: [1],
      }),
      401,
    );
    for (const role of others) {
      const { client } = await loggedInClient(t, role);
      expectApiError(await uploadStatement(t, client, file), 403);
      expectApiError(await book(id, { ignore: [1] }, client), 403);
    }
    expect(await rowCounts()).toEqual(before);
    const { client: sales } = await loggedInClient(t, 'sales');
    expect((await uploadStatement(t, sales, file)).statusCode).toBe(200);
  });
});
