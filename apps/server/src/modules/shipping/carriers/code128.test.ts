import { describe, expect, it } from 'vitest';
import { CODE128, code128Values, code128Widths } from './code128';

/** Reads widths back into text, as a scanner would: the inverse of the encoder. */
function decode(widths: number[]): string {
  const symbols: number[] = [];
  let index = 0;
  while (index < widths.length) {
    const size = widths.length - index === 7 ? 7 : 6;
    const pattern = widths.slice(index, index + size).join('');
    const value = CODE128.patterns.indexOf(pattern as (typeof CODE128.patterns)[number]);
    if (value < 0) throw new Error(`no symbol ${pattern}`);
    symbols.push(value);
    index += size;
  }
  expect(symbols.at(-1)).toBe(CODE128.stop);
  const data = symbols.slice(0, -2);
  const checksum = data.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0);
  expect(symbols.at(-2)).toBe(checksum % 103);
  let set = data[0] === CODE128.startC ? 'C' : 'B';
  let text = '';
  for (const value of data.slice(1)) {
    if (value === CODE128.codeC) set = 'C';
    else if (value === CODE128.codeB) set = 'B';
    else text += set === 'C' ? String(value).padStart(2, '0') : String.fromCharCode(value + 32);
  }
  return text;
}

describe('Code 128', () => {
  it('has 107 distinct symbols of 11 modules (the stop 13) with an even number of bar modules', () => {
    expect(CODE128.patterns).toHaveLength(107);
    expect(new Set(CODE128.patterns).size).toBe(107);
    CODE128.patterns.forEach((pattern, value) => {
      const widths = [...pattern].map(Number);
      const sum = widths.reduce((a, b) => a + b, 0);
      expect(sum, `symbol ${value}`).toBe(value === CODE128.stop ? 13 : 11);
      const bars = widths.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
      expect(bars % 2, `bar parity of symbol ${value}`).toBe(0);
    });
  });

  it('encodes the example of the standard’s annex: "PJJ123C" in code set B', () => {
    // Start B, P J J 1 2 3 C, checksum (104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7) mod 103.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('packs digits in pairs (code set C) for all-digit numbers and long runs', () => {
    // Checksum (105 + 12·1 + 34·2 + 56·3 + 78·4 + 90·5) mod 103 = 1115 mod 103 = 85.
    expect(code128Values('1234567890')).toEqual([105, 12, 34, 56, 78, 90, 85, 106]);
    // An S10 parcel number: letters in B, the run of nine digits as one in B and four pairs in C.
    const values = code128Values('CP123456785AT');
    expect(values.slice(0, 5)).toEqual([104, 35, 48, 17, CODE128.codeC]);
    expect(values).toContain(CODE128.codeB);
  });

  it('reads back what it wrote', () => {
    for (const text of [
      'CP123456785AT',
      '1234567890',
      '123456789',
      'JD014600001234567890',
      'A1',
      'x',
    ])
      expect(decode(code128Widths(text))).toBe(text);
  });

  it('refuses characters outside printable ASCII', () => {
    expect(() => code128Values('Ä1')).toThrow(RangeError);
    expect(() => code128Values('')).toThrow(RangeError);
  });
});
