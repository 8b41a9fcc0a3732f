import { describe, expect, it } from 'vitest';
import { CAMT053_MESSAGES, Camt053Error, parseCamt053 } from './camt053';
import { orderNumbersIn } from './statements';
import { statementFile } from './test-orders';

const orders = {
  A: { saleSequence: '2026-0042', total: 429_000 },
  B: { saleSequence: '2026-0043', total: 4_990 },
  C: { saleSequence: '2026-0044', total: 19_990 },
  D: { saleSequence: '2026-0045', total: 20_000 },
  E: { saleSequence: '2026-0046', total: 10_000 },
};
const fixture = (name: string) => statementFile(name, orders).toString('utf8');

describe('a camt.053 statement', () => {
  it('gives its account, its booked entries and each transfer of a batch (001.02)', () => {
    const statement = parseCamt053(fixture('camt053-v02.xml'));
    expect(statement).toMatchObject({
      version: 'camt.053.001.02',
      statementRef: 'AT611904300234573201-2026-224',
      iban: 'AT611904300234573201',
    });
    expect(statement.lines).toEqual([
      {
        key: 'AT611904300234573201:ASB2026112000000101',
        bookingDate: '2026-11-20',
        amount: 429_000,
        currency: 'EUR',
        credit: true,
        payer: 'Paula Pilot',
        payerIban: 'DE89370400440532013000',
        reference: 'Order 2026-0042 Paula Pilot',
      },
      {
        key: 'AT611904300234573201:ASB2026112000000102',
        bookingDate: '2026-11-20',
        amount: 4_990,
        currency: 'EUR',
        credit: true,
        payer: 'Bruno Thermik & Co',
        payerIban: 'AT483200000012345864',
        reference: 'bestellung nr 2026 0043 repair kit, thanks',
      },
      {
        key: 'AT611904300234573201:ASB2026112000000103/1',
        bookingDate: '2026-11-20',
        amount: 19_990,
        currency: 'EUR',
        credit: true,
        payer: 'Max Muster',
        payerIban: 'DE02120300000000202051',
        reference: 'ORDER 2026-0044',
      },
      {
        key: 'AT611904300234573201:ASB2026112000000103/2',
        bookingDate: '2026-11-20',
        amount: 20_000,
        currency: 'EUR',
        credit: true,
        payer: 'Flugschule Aufwind GmbH',
        payerIban: 'AT026000000001349870',
        reference: '2026-0045',
      },
      {
        key: 'AT611904300234573201:ASB2026112000000104',
        bookingDate: '2026-11-20',
        amount: 1_250,
        currency: 'EUR',
        credit: false,
        payer: 'Alpine Savings Bank',
        payerIban: '',
        reference: 'Account fees November 2026',
      },
      {
        key: 'AT611904300234573201:ASB2026112000000105',
        bookingDate: '2026-11-20',
        amount: 15_000,
        currency: 'EUR',
        credit: true,
        payer: 'Hans Gleiter',
        payerIban: 'CH9300762011623852957',
        reference: 'Thanks for the great wing, see you at the Hahnenkamm!',
      },
    ]);
  });

  it('reads 001.08, where parties and statuses are nested, and keys a line without a bank reference by its contents', () => {
    const statement = parseCamt053(fixture('camt053-v08.xml'));
    expect(statement).toMatchObject({
      version: 'camt.053.001.08',
      statementRef: 'AT611904300234573201-2026-W47',
      iban: 'AT611904300234573201',
    });
    const [first, second] = statement.lines;
    // The same booking as in the daily statement: the same key.
    expect(first).toMatchObject({
      key: 'AT611904300234573201:ASB2026112000000101',
      payer: 'Paula Pilot',
      amount: 429_000,
    });
    expect(second).toMatchObject({
      bookingDate: '2026-11-21',
      amount: 10_000,
      payer: 'Erika Thermik',
      payerIban: 'AT131490022010010999',
      reference: 'order2026-0046/erika t.',
    });
    expect(second!.key).toMatch(/^sha256:[0-9a-f]{64}$/);
    // Read again, the same contents give the same key.
    expect(parseCamt053(fixture('camt053-v08.xml')).lines[1]!.key).toBe(second!.key);
  });

  it('tells two identical lines without a bank reference apart', () => {
    const xml = fixture('camt053-v08.xml');
    const entry = /<!-- A bank that gives no reference[\s\S]*?<\/Ntry>/.exec(xml)![0];
    const twice = xml.replace(entry, `${entry}\n${entry}`);
    const [, one, two] = parseCamt053(twice).lines;
    expect(two!.key).toBe(`${one!.key}#2`);
  });

  it('refuses what is not a camt.053 of versions 001.02 to 001.08, saying why', () => {
    const refused = (xml: string) => {
      try {
        parseCamt053(xml);
      } catch (error) {
        expect(error).toBeInstanceOf(Camt053Error);
        return (error as Error).message;
      }
      throw new Error('parsed');
    };
    expect(refused(fixture('camt052.xml'))).toBe(CAMT053_MESSAGES.notCamt053);
    expect(refused('%PDF-1.7 a statement printed')).toBe(CAMT053_MESSAGES.notCamt053);
    expect(refused(fixture('camt053-v02.xml').replace('camt.053.001.02', 'camt.053.001.10'))).toBe(
      CAMT053_MESSAGES.version('10'),
    );
    const truncated = fixture('camt053-v02.xml').slice(0, 3000);
    expect(refused(truncated)).toMatch(/^The file is not well-formed XML \(line \d+: /);
    expect(
      refused(
        `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY x "xx">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"/>`,
      ),
    ).toBe(CAMT053_MESSAGES.doctype);
    expect(
      refused(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><Other/></Document>',
      ),
    ).toBe(CAMT053_MESSAGES.notCamt053);
    expect(
      refused(fixture('camt053-v02.xml').replace('<Amt Ccy="EUR">150.00</Amt>', '<Amt>150</Amt>')),
    ).toBe(CAMT053_MESSAGES.badEntry(5, 'its amount is missing'));
  });
});

describe('the order numbers in a reference', () => {
  it('are found however the customer typed them', () => {
    expect(orderNumbersIn('2026-0042')).toEqual(['2026-0042']);
    expect(orderNumbersIn('Order 2026-0042 Paula Pilot')).toEqual(['2026-0042']);
    expect(orderNumbersIn('order no. 2026 0042')).toEqual(['2026-0042']);
    expect(orderNumbersIn('ORDER2026/0042')).toEqual(['2026-0042']);
    expect(orderNumbersIn('Bestellung 2026 - 42xx')).toEqual([]);
    expect(orderNumbersIn('20260042')).toEqual(['2026-0042']);
    expect(orderNumbersIn('2026-00042')).toEqual(['2026-0042']);
    expect(orderNumbersIn('2026-123456')).toEqual(['2026-123456']);
    expect(orderNumbersIn('orders 2026-0042 and 2025-0917, 2026-0042 again')).toEqual([
      '2026-0042',
      '2025-0917',
    ]);
  });

  it('are not read into other numbers', () => {
    expect(orderNumbersIn('IBAN AT611904300234573201')).toEqual([]);
    expect(orderNumbersIn('Invoice of 2026-11-20')).toEqual([]);
    expect(orderNumbersIn('4290.00 EUR')).toEqual([]);
    expect(orderNumbersIn('Thanks for the great wing!')).toEqual([]);
    expect(orderNumbersIn('')).toEqual([]);
  });
});
