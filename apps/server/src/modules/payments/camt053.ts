import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';

// ISO 20022 camt.053 (bank-to-customer statement), versions 001.02 to 001.08: what the shop
// reads of it. A statement (`Stmt`) holds the account and its entries (`Ntry`); an entry is
// one booking of the bank, which for a batch carries several transactions (`TxDtls`), each
// a transfer of its own.

/** One line of a statement: a transfer in (credit) or out (debit), in cents. */
export interface StatementLine {
  /**
   * Names the line across statements: the bank's reference (`AcctSvcrRef`) with the account,
   * else a digest of what the line says. An overlapping statement gives the same keys.
   */
  key: string;
  /** YYYY-MM-DD. */
  bookingDate: string;
  amount: number;
  currency: string;
  credit: boolean;
  /** Who sent the money (a debit: who received it), and their IBAN. */
  payer: string;
  payerIban: string;
  /** The remittance text (`Ustrd`) and the structured reference (`CdtrRefInf/Ref`). */
  reference: string;
}

export interface ParsedStatement {
  /** `camt.053.001.02` … `camt.053.001.08`. */
  version: string;
  /** The statements' ids (`Stmt/Id`), comma-separated when the file holds several. */
  statementRef: string;
  iban: string;
  lines: StatementLine[];
}

/** A file that is not a camt.053 statement the shop can read: the message says why. */
export class Camt053Error extends Error {}

export const CAMT053_MESSAGES = {
  notCamt053:
    'This file is not an ISO 20022 camt.053 bank statement (versions 001.02 to 001.08). Download the statement from the bank as camt.053 XML.',
  version: (version: string) =>
    `This statement is camt.053.001.${version}; the shop reads versions 001.02 to 001.08. Ask the bank for one of those.`,
  notXml: (why: string, line: number) =>
    `The file is not well-formed XML (line ${line}: ${why}). Upload the statement as the bank gave it.`,
  doctype: 'The file declares a document type, which a camt.053 statement never does.',
  badEntry: (index: number, why: string) =>
    `Entry ${index} of the statement cannot be read: ${why}.`,
} as const;

const NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})/;
const SUPPORTED = new Set(['02', '03', '04', '05', '06', '07', '08']);

/** Elements that may repeat: always lists, so that one and several read alike. */
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'CdtrRefInf']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Every value stays text: a reference such as "0042" or an amount such as "100.10" keeps
  // its digits.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;

const asNode = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) => {
    const node = asNode(item);
    return node ? [node] : [];
  });
/** The node at a path of element names, if there is one. */
function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) {
    const here = asNode(Array.isArray(current) ? current[0] : current);
    if (!here) return undefined;
    current = here[name];
  }
  return Array.isArray(current) ? current[0] : current;
}
/** An element's text (an element with attributes keeps it under `#text`), trimmed. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  const node = asNode(value);
  return node && typeof node['#text'] === 'string' ? text(node['#text']) : '';
}
const textAt = (node: unknown, ...path: string[]) => text(at(node, ...path));
const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map(text).filter(Boolean);

/** A decimal amount ("1234.5", "100.10") in cents; more than cents is refused. */
function centsOf(amount: string): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d{1,5}))?$/.exec(amount);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (/[^0]/.test(fraction.slice(2))) return undefined;
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

/** The amount and currency of an `Amt` element. */
function amountOf(node: unknown): { amount: number; currency: string } | undefined {
  const cents = centsOf(text(node));
  const currency = text(asNode(node)?.['@Ccy']).toUpperCase();
  return cents === undefined || !/^[A-Z]{3}$/.test(currency)
    ? undefined
    : { amount: cents, currency };
}

/** The party on the other side: the debtor of a credit, the creditor of a debit. */
function counterparty(tx: Node | undefined, credit: boolean): { name: string; iban: string } {
  const role = credit ? 'Dbtr' : 'Cdtr';
  const parties = at(tx, 'RltdPties');
  // Up to 001.07 the party is `Dbtr/Nm`; from 001.08 it is `Dbtr/Pty/Nm`.
  const name =
    textAt(parties, role, 'Nm') ||
    textAt(parties, role, 'Pty', 'Nm') ||
    textAt(parties, `Ultmt${role}`, 'Nm') ||
    textAt(parties, `Ultmt${role}`, 'Pty', 'Nm');
  const iban = textAt(parties, `${role}Acct`, 'Id', 'IBAN').replace(/\s+/g, '').toUpperCase();
  return { name, iban };
}

/** The remittance information: unstructured lines, then structured creditor references. */
function remittanceOf(tx: Node | undefined, entry: Node): string {
  const info = at(tx, 'RmtInf');
  const unstructured = texts(asNode(info)?.Ustrd);
  const structured = list(asNode(info)?.Strd).flatMap((strd) =>
    list(strd.CdtrRefInf).map((ref) => textAt(ref, 'Ref')),
  );
  const parts = [...unstructured, ...structured].filter(Boolean);
  if (parts.length) return parts.join(' ');
  return textAt(tx, 'AddtlTxInf') || textAt(entry, 'AddtlNtryInf');
}

const digest = (parts: unknown[]) =>
  `sha256:${createHash('sha256').update(JSON.stringify(parts)).digest('hex')}`;

/**
 * Reads a camt.053 statement. Only booked entries count (a pending or informational one may
 * still change); an entry of several transactions gives one line per transaction when each
 * carries its amount. Throws `Camt053Error` for anything else than a camt.053 of versions
 * 001.02 to 001.08.
 */
export function parseCamt053(xml: string): ParsedStatement {
  const source = xml.replace(/^\uFEFF/, '');
  const declared = NAMESPACE.exec(source.slice(0, 4096));
  if (!declared) throw new Camt053Error(CAMT053_MESSAGES.notCamt053);
  const version = declared[1]!;
  if (!SUPPORTED.has(version)) throw new Camt053Error(CAMT053_MESSAGES.version(version));
  // A document type could declare entities to expand; no bank statement has one.
  if (/<!DOCTYPE/i.test(source)) throw new Camt053Error(CAMT053_MESSAGES.doctype);
  try {
    SyntaxValidator.validate(source);
  } catch (error) {
    const { message, line } = error as { message?: string; line?: number };
    throw new Camt053Error(CAMT053_MESSAGES.notXml(message ?? 'unreadable', line ?? 1));
  }
  const document = asNode(asNode(parser.parse(source))?.Document);
  const statements = list(asNode(document?.BkToCstmrStmt)?.Stmt);
  if (!statements.length) throw new Camt053Error(CAMT053_MESSAGES.notCamt053);

  const refs: string[] = [];
  const ibans: string[] = [];
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  let index = 0;
  for (const statement of statements) {
    const account = at(statement, 'Acct', 'Id');
    const iban = (textAt(account, 'IBAN') || textAt(account, 'Othr', 'Id')).replace(/\s+/g, '');
    refs.push(textAt(statement, 'Id'));
    if (iban && !ibans.includes(iban)) ibans.push(iban);
    for (const entry of list(statement.Ntry)) {
      index += 1;
      const status = textAt(entry, 'Sts') || textAt(entry, 'Sts', 'Cd');
      if (status && status !== 'BOOK') continue;
      const whole = amountOf(at(entry, 'Amt'));
      if (!whole) throw new Camt053Error(CAMT053_MESSAGES.badEntry(index, 'its amount is missing'));
      const entryCredit = textAt(entry, 'CdtDbtInd') === 'CRDT';
      const bookingDate = (
        textAt(entry, 'BookgDt', 'Dt') ||
        textAt(entry, 'BookgDt', 'DtTm') ||
        textAt(entry, 'ValDt', 'Dt') ||
        textAt(entry, 'ValDt', 'DtTm')
      ).slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(bookingDate))
        throw new Camt053Error(CAMT053_MESSAGES.badEntry(index, 'its booking date is missing'));
      const entryRef = textAt(entry, 'AcctSvcrRef');
      const transactions = list(entry.NtryDtls).flatMap((details) => list(details.TxDtls));
      // A batch splits into its transactions when each says how much it was.
      const amounts = transactions.map((tx) =>
        amountOf(
          at(tx, 'Amt') ??
            at(tx, 'AmtDtls', 'TxAmt', 'Amt') ??
            at(tx, 'AmtDtls', 'InstdAmt', 'Amt'),
        ),
      );
      const split = transactions.length > 1 && amounts.every(Boolean);
      const parts = split
        ? transactions.map((tx, i) => ({ tx, money: amounts[i]!, position: i + 1 }))
        : [{ tx: transactions[0], money: whole, position: 0 }];
      for (const { tx, money, position } of parts) {
        const indicator = split ? textAt(tx, 'CdtDbtInd') : '';
        const credit = indicator ? indicator === 'CRDT' : entryCredit;
        const party = counterparty(tx, credit);
        const reference =
          split || transactions.length <= 1
            ? remittanceOf(tx, entry)
            : transactions
                .map((one) => remittanceOf(one, entry))
                .filter(Boolean)
                .join(' ');
        const bankRef = (split ? textAt(tx, 'Refs', 'AcctSvcrRef') : '') || entryRef;
        let key = bankRef
          ? `${iban}:${bankRef}${split && !textAt(tx, 'Refs', 'AcctSvcrRef') ? `/${position}` : ''}`
          : digest([
              iban,
              bookingDate,
              money.amount,
              money.currency,
              credit,
              party.name,
              party.iban,
              reference,
              textAt(entry, 'NtryRef'),
              textAt(tx, 'Refs', 'EndToEndId'),
              textAt(tx, 'Refs', 'TxId'),
            ]);
        // The same key twice in one file (two identical transfers without a bank reference)
        // are two lines: the second is told apart by its count.
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        if (count > 1) key = `${key}#${count}`;
        if (money.amount === 0) continue;
        lines.push({
          key,
          bookingDate,
          amount: money.amount,
          currency: money.currency,
          credit,
          payer: party.name,
          payerIban: party.iban,
          reference,
        });
      }
    }
  }
  return {
    version: `camt.053.001.${version}`,
    statementRef: refs.filter(Boolean).join(', '),
    iban: ibans.join(', '),
    lines,
  };
}
