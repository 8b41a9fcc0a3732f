import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToMoney } from '@windfamily/contract/money';
import {
  BANK_STATEMENTS_PAGE_SIZE,
  type BankStatement,
  type BankStatementImport,
  type BankStatementLine,
  type BankStatementList,
  type BankStatementSummary,
  type bookStatementPayloadSchema,
  type StatementLineProposal,
} from '@windfamily/contract/payments';
import type { Db, Tx } from '../../db/client';
import { bankStatementEntries, bankStatements, orders, payments, users } from '../../db/schema';
import { badRequest, FieldErrors, HttpError, notFound } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import { balanceOf } from '../orders/balance';
import { Camt053Error, parseCamt053, type ParsedStatement } from './camt053';
import { type PaymentLedger, lockOrder } from './ledger';
import type { PaymentMails, PaymentNotice } from './mails';

type EntryRow = typeof bankStatementEntries.$inferSelect;
type StatementRow = typeof bankStatements.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type BookInput = z.output<typeof bookStatementPayloadSchema>;

export const STATEMENT_MESSAGES = {
  noStatement: 'There is no such bank statement.',
  notUtf8: 'The file is not text in UTF-8: upload the camt.053 XML file as the bank gave it.',
  notOfStatement: (line: number) => `Line ${line} is not a line of this statement.`,
  twice: (line: number) => `Line ${line} is named twice.`,
  debit: (line: number) => `Line ${line} is money going out: it cannot be booked as a payment.`,
  currency: (line: number, currency: string) =>
    `Line ${line} is in ${currency}: only payments in EUR can be booked.`,
  noOrder: (saleSequence: string) => `There is no order ${saleSequence}.`,
  bookedElsewhere: (line: number, saleSequence: string | null) =>
    `Line ${line} was booked already${saleSequence ? ` to order ${saleSequence}` : ''}: reload the statement.`,
  bookedNotIgnored: (line: number) => `Line ${line} is booked: it cannot be ignored.`,
} as const;

/**
 * The order numbers a transfer's reference names, in the order written: `2026-0042`, also
 * written `2026 0042`, `2026/0042`, `20260042`, `Order 2026-0042`, in any case and amid any
 * other text. A number within a longer run of digits (an IBAN, an amount) is not one.
 */
export function orderNumbersIn(reference: string): string[] {
  const found: string[] = [];
  for (const match of reference.matchAll(/(?<!\d)(20\d{2})(?:\s*[-/._]\s*|\s+)?(\d{4,6})(?!\d)/g)) {
    const sequence = `${match[1]}-${String(Number(match[2])).padStart(4, '0')}`;
    if (!found.includes(sequence)) found.push(sequence);
  }
  return found;
}

/** The first order named by each reference that exists, by reference. */
async function proposals(db: Db | Tx, references: readonly string[]): Promise<Map<string, number>> {
  const named = new Map(references.map((reference) => [reference, orderNumbersIn(reference)]));
  const all = [...new Set([...named.values()].flat())];
  if (!all.length) return new Map();
  const found = new Map<string, number>();
  for (let start = 0; start < all.length; start += 1000) {
    const rows = await db
      .select({ id: orders.id, saleSequence: orders.saleSequence })
      .from(orders)
      .where(inArray(orders.saleSequence, all.slice(start, start + 1000)));
    for (const row of rows) found.set(row.saleSequence, row.id);
  }
  const proposed = new Map<string, number>();
  for (const [reference, sequences] of named) {
    const orderId = sequences.map((sequence) => found.get(sequence)).find(Boolean);
    if (orderId) proposed.set(reference, orderId);
  }
  return proposed;
}

/** A statement's line with its order: the proposed one, or the one it was booked to. */
interface LoadedLine {
  entry: EntryRow;
  paymentId: number | null;
  order: OrderRow | null;
}

function proposalOf({ entry, paymentId }: LoadedLine): StatementLineProposal {
  if (!entry.credit) return 'debit';
  if (entry.status === 'booked' || paymentId !== null) return 'booked';
  if (entry.status === 'ignored') return 'ignored';
  return entry.proposedOrderId === null ? 'unmatched' : 'matched';
}

function lineOf(line: LoadedLine): BankStatementLine {
  const { entry, order } = line;
  return {
    id: entry.id,
    statement_id: entry.statementId,
    booking_date: entry.bookingDate,
    amount: centsToMoney(entry.amount),
    currency: entry.currency,
    credit: entry.credit,
    payer: entry.payer,
    payer_iban: entry.payerIban,
    reference: entry.reference,
    status: entry.status,
    proposal: proposalOf(line),
    order: order
      ? {
          sale_sequence: order.saleSequence,
          name: order.name,
          email: order.email,
          status: order.status,
          total: centsToMoney(order.total),
          amount_due: centsToMoney(balanceOf(order)),
          payment_state: order.paymentState,
        }
      : null,
    payment_id: line.paymentId,
  };
}

/**
 * Bank statements (ISO 20022 camt.053): an upload stores the statement and its new lines,
 * each credit proposed for the order its reference names; staff confirm the lines, which are
 * booked as bank-transfer payments, each line once (docs/decisions/0020).
 */
export class BankStatements {
  constructor(
    private readonly db: Db,
    private readonly ledger: PaymentLedger,
    private readonly audit: AuditService,
    private readonly mails: PaymentMails,
  ) {}

  /**
   * Imports a statement file. The same file again changes nothing and answers the same
   * statement; a line already imported with another statement (statements overlap) is not
   * stored twice but listed as it stands there.
   */
  async import(file: Buffer, fileName: string, actor: Actor): Promise<BankStatementImport> {
    const parsed = parseFile(file);
    const fileSha256 = createHash('sha256').update(file).digest('hex');
    const { id, imported } = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(bankStatements)
        .values({
          fileSha256,
          statementRef: parsed.statementRef,
          iban: parsed.iban,
          fileName: fileName.slice(0, 200),
          importedById: actor.id,
        })
        .onConflictDoNothing({ target: bankStatements.fileSha256 })
        .returning();
      if (!created) {
        const [known] = await tx
          .select({ id: bankStatements.id })
          .from(bankStatements)
          .where(eq(bankStatements.fileSha256, fileSha256));
        if (!known) throw new Error(`statement ${fileSha256} vanished while it was imported`);
        return { id: known.id, imported: false };
      }
      const proposed = await proposals(
        tx,
        parsed.lines.filter((line) => line.credit).map((line) => line.reference),
      );
      let stored = 0;
      for (let start = 0; start < parsed.lines.length; start += 500) {
        const rows = await tx
          .insert(bankStatementEntries)
          .values(
            parsed.lines.slice(start, start + 500).map((line) => ({
              statementId: created.id,
              entryKey: line.key,
              bookingDate: line.bookingDate,
              amount: line.amount,
              currency: line.currency,
              credit: line.credit,
              payer: line.payer,
              payerIban: line.payerIban,
              reference: line.reference,
              proposedOrderId: line.credit ? (proposed.get(line.reference) ?? null) : null,
              // Money going out is the bank's own business: set aside from the start.
              status: line.credit ? ('open' as const) : ('ignored' as const),
            })),
          )
          .onConflictDoNothing({ target: bankStatementEntries.entryKey })
          .returning({ id: bankStatementEntries.id });
        stored += rows.length;
      }
      await this.audit.record(tx, actor, {
        action: 'bank_statement.import',
        entityType: 'bank_statement',
        entityId: created.id,
        summary: `Bank statement ${parsed.statementRef || fileName} (${parsed.version}) imported: ${stored} new lines, ${parsed.lines.length - stored} imported before`,
        after: { file_name: fileName, iban: parsed.iban, lines: parsed.lines.length, new: stored },
      });
      return { id: created.id, imported: true };
    });
    const statement = await this.detail(id);
    const earlier = await this.loadLines(
      and(
        inArray(
          bankStatementEntries.entryKey,
          parsed.lines.map((line) => line.key),
        ),
        ne(bankStatementEntries.statementId, id),
      ),
    );
    return { statement, imported, earlier_lines: earlier.map(lineOf) };
  }

  private async loadLines(where: SQL | undefined): Promise<LoadedLine[]> {
    const rows = await this.db
      .select({ entry: bankStatementEntries, paymentId: payments.id, order: orders })
      .from(bankStatementEntries)
      .leftJoin(payments, eq(payments.statementEntryId, bankStatementEntries.id))
      .leftJoin(
        orders,
        eq(orders.id, sql`coalesce(${payments.orderId}, ${bankStatementEntries.proposedOrderId})`),
      )
      .where(where)
      .orderBy(asc(bankStatementEntries.id));
    return rows.map((row) => ({ entry: row.entry, paymentId: row.paymentId, order: row.order }));
  }

  private summaryQuery() {
    return this.db
      .select({
        statement: bankStatements,
        importedBy: users.email,
        lines: sql<number>`(SELECT count(*)::int FROM bank_statement_entries e WHERE e.statement_id = ${bankStatements.id})`,
        open: sql<number>`(SELECT count(*)::int FROM bank_statement_entries e WHERE e.statement_id = ${bankStatements.id} AND e.status = 'open' AND e.credit)`,
        booked: sql<number>`(SELECT count(*)::int FROM bank_statement_entries e WHERE e.statement_id = ${bankStatements.id} AND e.status = 'booked')`,
        ignored: sql<number>`(SELECT count(*)::int FROM bank_statement_entries e WHERE e.statement_id = ${bankStatements.id} AND e.status = 'ignored' AND e.credit)`,
        debits: sql<number>`(SELECT count(*)::int FROM bank_statement_entries e WHERE e.statement_id = ${bankStatements.id} AND NOT e.credit)`,
      })
      .from(bankStatements)
      .leftJoin(users, eq(users.id, bankStatements.importedById));
  }

  /** The statements, newest first, a page at a time. */
  async list(page: number): Promise<BankStatementList> {
    const [rows, [total]] = await Promise.all([
      this.summaryQuery()
        .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
        .limit(BANK_STATEMENTS_PAGE_SIZE)
        .offset((page - 1) * BANK_STATEMENTS_PAGE_SIZE),
      this.db.select({ n: sql<number>`count(*)::int` }).from(bankStatements),
    ]);
    return {
      count: total?.n ?? 0,
      page,
      page_size: BANK_STATEMENTS_PAGE_SIZE,
      results: rows.map(summaryOf),
    };
  }

  /** A statement with each line's proposal. */
  async detail(id: number): Promise<BankStatement> {
    const [row] = await this.summaryQuery().where(eq(bankStatements.id, id));
    if (!row) throw notFound(STATEMENT_MESSAGES.noStatement);
    const lines = await this.loadLines(eq(bankStatementEntries.statementId, id));
    return { ...summaryOf(row), lines: lines.map(lineOf) };
  }

  /**
   * Books the confirmed credits, each to the order staff chose, and sets lines aside. All or
   * nothing: the orders are locked first (in id order), then each line is taken with a
   * conditional update, so that a line books once even when two clerks confirm it at once.
   * A line booked already to the same order is left as it is (a double click); booked to
   * another, the whole request is refused (409).
   */
  async book(id: number, input: BookInput, actor: Actor): Promise<BankStatement> {
    const [statement] = await this.db
      .select()
      .from(bankStatements)
      .where(eq(bankStatements.id, id));
    if (!statement) throw notFound(STATEMENT_MESSAGES.noStatement);
    const { byLine, orderBySequence } = await this.checked(statement, input);

    await this.db.transaction(async (tx) => {
      const locked = new Map<number, OrderRow>();
      for (const orderId of [...new Set(orderBySequence.values())].sort((a, b) => a - b)) {
        const order = await lockOrder(tx, eq(orders.id, orderId));
        if (order) locked.set(orderId, order);
      }
      const told: PaymentNotice[] = [];
      const booking = [...input.book].sort((a, b) => a.line - b.line);
      for (const { line, order: saleSequence } of booking) {
        const order = locked.get(orderBySequence.get(saleSequence)!)!;
        const [taken] = await tx
          .update(bankStatementEntries)
          .set({ status: 'booked', bookedAt: sql`now()`, bookedById: actor.id })
          .where(
            and(
              eq(bankStatementEntries.id, line),
              inArray(bankStatementEntries.status, ['open', 'ignored']),
            ),
          )
          .returning();
        if (!taken) {
          const [booked] = await tx
            .select({ orderId: payments.orderId, saleSequence: orders.saleSequence })
            .from(payments)
            .innerJoin(orders, eq(orders.id, payments.orderId))
            .where(eq(payments.statementEntryId, line));
          if (booked?.orderId === order.id) continue;
          throw new HttpError(
            409,
            STATEMENT_MESSAGES.bookedElsewhere(line, booked?.saleSequence ?? null),
          );
        }
        const entry = byLine.get(line)!;
        const { notices } = await this.ledger.bookTransfer(
          tx,
          order,
          {
            amount: entry.amount,
            day: entry.bookingDate,
            reference: entry.reference,
            payer: entry.payer,
            note: '',
            statementEntryId: entry.id,
            source: `booked from statement ${statement.statementRef || statement.id}`,
          },
          actor,
        );
        told.push(...notices);
      }
      for (const line of [...input.ignore].sort((a, b) => a - b)) {
        const [set] = await tx
          .update(bankStatementEntries)
          .set({ status: 'ignored' })
          .where(and(eq(bankStatementEntries.id, line), eq(bankStatementEntries.status, 'open')))
          .returning({ id: bankStatementEntries.id });
        if (set) continue;
        const [now] = await tx
          .select({ status: bankStatementEntries.status })
          .from(bankStatementEntries)
          .where(eq(bankStatementEntries.id, line));
        if (now?.status === 'booked')
          throw new HttpError(409, STATEMENT_MESSAGES.bookedNotIgnored(line));
      }
      if (input.ignore.length)
        await this.audit.record(tx, actor, {
          action: 'bank_statement.ignore',
          entityType: 'bank_statement',
          entityId: statement.id,
          summary: `${input.ignore.length} line(s) of statement ${statement.statementRef || statement.id} set aside`,
          after: { lines: input.ignore },
        });
      await this.mails.send(tx, told);
    });
    return this.detail(id);
  }

  /** The request's lines and orders, checked before anything is locked: bad input is a 400. */
  private async checked(statement: StatementRow, input: BookInput) {
    const errors = new FieldErrors();
    const named = [...input.book.map((item) => item.line), ...input.ignore];
    const lines = await this.db
      .select()
      .from(bankStatementEntries)
      .where(
        and(
          eq(bankStatementEntries.statementId, statement.id),
          inArray(bankStatementEntries.id, named),
        ),
      );
    const byLine = new Map(lines.map((line) => [line.id, line]));
    const counted = new Set<number>();
    for (const line of named) {
      if (counted.has(line)) errors.add('book', STATEMENT_MESSAGES.twice(line));
      counted.add(line);
    }
    input.book.forEach(({ line }, index) => {
      const entry = byLine.get(line);
      if (!entry) errors.add(`book.${index}.line`, STATEMENT_MESSAGES.notOfStatement(line));
      else if (!entry.credit) errors.add(`book.${index}.line`, STATEMENT_MESSAGES.debit(line));
      else if (entry.currency !== 'EUR')
        errors.add(`book.${index}.line`, STATEMENT_MESSAGES.currency(line, entry.currency));
    });
    input.ignore.forEach((line, index) => {
      if (!byLine.has(line)) errors.add(`ignore.${index}`, STATEMENT_MESSAGES.notOfStatement(line));
    });
    const sequences = [...new Set(input.book.map((item) => item.order))];
    const found = sequences.length
      ? await this.db
          .select({ id: orders.id, saleSequence: orders.saleSequence })
          .from(orders)
          .where(inArray(orders.saleSequence, sequences))
      : [];
    const orderBySequence = new Map(found.map((row) => [row.saleSequence, row.id]));
    input.book.forEach(({ order }, index) => {
      if (!orderBySequence.has(order))
        errors.add(`book.${index}.order`, STATEMENT_MESSAGES.noOrder(order));
    });
    errors.throwIfAny();
    return { byLine, orderBySequence };
  }
}

/** The file's text as a camt.053 statement; anything else is a 400 saying why. */
function parseFile(file: Buffer): ParsedStatement {
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw badRequest(STATEMENT_MESSAGES.notUtf8, { file: [STATEMENT_MESSAGES.notUtf8] });
  }
  try {
    return parseCamt053(xml);
  } catch (error) {
    if (error instanceof Camt053Error) throw badRequest(error.message, { file: [error.message] });
    throw error;
  }
}

function summaryOf(row: {
  statement: StatementRow;
  importedBy: string | null;
  lines: number;
  open: number;
  booked: number;
  ignored: number;
  debits: number;
}): BankStatementSummary {
  return {
    id: row.statement.id,
    statement_ref: row.statement.statementRef,
    iban: row.statement.iban,
    file_name: row.statement.fileName,
    imported_at: row.statement.createdAt.toISOString(),
    imported_by: row.importedBy,
    line_count: row.lines,
    open_count: row.open,
    booked_count: row.booked,
    ignored_count: row.ignored,
    debit_count: row.debits,
  };
}
