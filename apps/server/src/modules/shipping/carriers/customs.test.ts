import { describe, expect, it } from 'vitest';
import type { ShipmentRequest } from './carrier';
import {
  type CustomsDeclaration,
  customsFor,
  customsProblems,
  hsDigits,
  needsCustoms,
} from './customs';
import { CustomsDataError } from './errors';

const wing = { weightGrams: 6400, lengthCm: 70, widthCm: 40, heightCm: 30 };
const declaration: CustomsDeclaration = {
  invoiceNumber: '2026-00042',
  invoiceDate: '2026-03-02',
  exportReason: 'sale',
  currency: 'EUR',
  lines: [
    {
      description: 'Paraglider, size M',
      hsCode: '8804.00.00',
      originCountry: 'at',
      quantity: 1,
      unitValueCents: 429_000,
      netWeightGrams: 5200,
    },
  ],
};
const request = (country: string, customs?: CustomsDeclaration): ShipmentRequest => ({
  service: 'express',
  to: { name: 'A Pilot', lines: ['Street 1'], zipcode: '1000', city: 'Town', country },
  parcels: [wing],
  reference: '2026-0042',
  contents: 'Paraglider',
  customs,
});

describe('customs', () => {
  it('are needed where parcels leave the EU, not between its members nor at home', () => {
    expect(needsCustoms('at', 'de')).toBe(false);
    expect(needsCustoms('at', 'at')).toBe(false);
    expect(needsCustoms('at', 'ch')).toBe(true);
    expect(needsCustoms('at', 'gb')).toBe(true);
    expect(needsCustoms('at', 'us')).toBe(true);
    expect(needsCustoms('ch', 'at')).toBe(true);
    expect(needsCustoms('ch', 'ch')).toBe(false);
  });

  it('writes HS codes as carriers want them', () => {
    expect(hsDigits('8804.00.00')).toBe('88040000');
    expect(hsDigits('8804 00')).toBe('880400');
  });

  it('finds what an incomplete declaration lacks, one sentence each', () => {
    expect(customsProblems(declaration, [wing])).toEqual([]);
    const problems = customsProblems(
      {
        ...declaration,
        invoiceNumber: ' ',
        lines: [
          {
            ...declaration.lines[0]!,
            hsCode: '88',
            originCountry: 'xx',
            quantity: 0,
            netWeightGrams: 9000,
          },
        ],
      },
      [wing],
    );
    expect(problems).toEqual([
      'The invoice number is missing.',
      'Line 1: "88" is not an HS code of 6 to 10 digits.',
      'Line 1: "xx" is not a country of origin.',
      'Line 1: the quantity must be a whole number of 1 or more.',
      "The net weight of the lines (9000 g) exceeds the parcels' weight (6400 g).",
    ]);
  });

  it('are required for a parcel to Switzerland and left out for one to Germany', () => {
    expect(() => customsFor(request('ch'), 'at')).toThrow(CustomsDataError);
    expect(customsFor(request('ch', declaration), 'at')).toBe(declaration);
    expect(customsFor(request('de', declaration), 'at')).toBeUndefined();
    expect(customsFor(request('de'), 'at')).toBeUndefined();
  });

  it('names the problems of an incomplete declaration in the error', () => {
    const error = (() => {
      try {
        customsFor(request('us', { ...declaration, lines: [] }), 'at');
      } catch (caught) {
        return caught as CustomsDataError;
      }
    })();
    expect(error).toBeInstanceOf(CustomsDataError);
    expect(error?.transient).toBe(false);
    expect(error?.problems).toEqual(['The declaration has no lines.']);
    expect(error?.message).toContain('US');
  });

  it('takes a bad parcel for the bug it is', () => {
    expect(() => customsFor({ ...request('de'), parcels: [] }, 'at')).toThrow(RangeError);
    expect(() =>
      customsFor({ ...request('de'), parcels: [{ ...wing, weightGrams: 0 }] }, 'at'),
    ).toThrow(RangeError);
  });
});
