import { describe, expect, it } from 'vitest';
import { EPC_LIMITS, epcPayload, epcQrMatrix, epcQrSvg, type EpcTransfer } from './epc-qr';

const transfer: EpcTransfer = {
  bic: 'BKAUATWW',
  name: 'Windfamily GmbH',
  iban: 'AT61 1904 3002 3457 3201',
  amount: 429_000,
  text: '2026-0042',
};

describe('the EPC QR payload (SEPA credit transfer)', () => {
  it('is the eleven elements of version 002, one a line', () => {
    expect(epcPayload(transfer)).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'BKAUATWW',
        'Windfamily GmbH',
        'AT611904300234573201',
        'EUR4290.00',
        '',
        '',
        '2026-0042',
      ].join('\n'),
    );
  });

  it('gives the amount in euros with two decimals', () => {
    const amountOf = (cents: number) => epcPayload({ ...transfer, amount: cents }).split('\n')[7];
    expect(amountOf(1)).toBe('EUR0.01');
    expect(amountOf(100)).toBe('EUR1.00');
    expect(amountOf(123_456)).toBe('EUR1234.56');
    expect(amountOf(EPC_LIMITS.maxAmount)).toBe('EUR999999999.99');
  });

  it('carries the order number as the remittance text, after an empty purpose and reference', () => {
    const lines = epcPayload({ ...transfer, text: ' 2027-0001 ' }).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines.slice(8)).toEqual(['', '', '2027-0001']);
  });

  it('refuses what a bank app would refuse', () => {
    const refused = (change: Partial<EpcTransfer>) => () => epcPayload({ ...transfer, ...change });
    expect(refused({ amount: 0 })).toThrow(/0.01 EUR or more/);
    expect(refused({ amount: -100 })).toThrow(/0.01 EUR or more/);
    expect(refused({ amount: EPC_LIMITS.maxAmount + 1 })).toThrow(/at most/);
    expect(refused({ name: 'x'.repeat(71) })).toThrow(/1 to 70 characters/);
    expect(refused({ name: ' ' })).toThrow(/1 to 70 characters/);
    expect(refused({ text: 'x'.repeat(141) })).toThrow(/at most 140/);
    expect(refused({ iban: 'not an iban' })).toThrow(/not an IBAN/);
    expect(refused({ bic: 'BKAU' })).toThrow(/not a BIC/);
    // Within each element's limit, but too many bytes in all.
    expect(refused({ name: 'ü'.repeat(70), text: 'ß'.repeat(140) })).toThrow(/331 bytes/);
    expect(epcPayload({ ...transfer, name: 'x'.repeat(70), text: 'y'.repeat(140) })).toContain(
      'y'.repeat(140),
    );
  });
});

describe('the EPC QR code', () => {
  it('fits QR version 13 even for the longest payload', () => {
    const longest = epcPayload({
      ...transfer,
      bic: 'BKAUATWWXXX',
      name: 'x'.repeat(70),
      iban: 'MT84MALT011000012345MTLCAST001S',
      amount: EPC_LIMITS.maxAmount,
      text: 'y'.repeat(140),
    });
    // Version 13 is 17 + 4 × 13 modules a side.
    expect(epcQrMatrix(longest).size).toBeLessThanOrEqual(69);
  });

  it('draws as SVG', async () => {
    const svg = await epcQrSvg(epcPayload(transfer));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });
});
