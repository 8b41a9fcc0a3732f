import { describe, expect, it } from 'vitest';
import {
  EU_VAT_ID_FORMATS,
  normaliseVatId,
  resellerPayloadSchema,
  vatIdProblem,
} from './customers';

describe('VAT ids', () => {
  it('knows the 27 member states, each example fitting its own format', () => {
    expect(Object.keys(EU_VAT_ID_FORMATS)).toHaveLength(27);
    for (const [country, format] of Object.entries(EU_VAT_ID_FORMATS))
      expect(vatIdProblem(format.example, country), country).toBeNull();
  });

  it.each([
    ['at', 'ATU12345678'],
    ['be', 'BE0123456789'],
    ['be', 'BE1123456789'],
    ['bg', 'BG1234567890'],
    ['cy', 'CY12345678L'],
    ['cz', 'CZ1234567890'],
    ['de', 'DE123456789'],
    ['es', 'ESA1234567B'],
    ['es', 'ES12345678Z'],
    ['fr', 'FR12345678901'],
    ['fr', 'FRAB123456789'],
    ['gr', 'EL123456789'],
    ['ie', 'IE1234567WA'],
    ['ie', 'IE1+34567A'],
    ['lt', 'LT123456789012'],
    ['nl', 'NL123456789B01'],
    ['ro', 'RO12'],
    ['se', 'SE123456789001'],
  ])('takes %s %s', (country, vatId) => {
    expect(vatIdProblem(vatId, country)).toBeNull();
  });

  it.each([
    ['at', 'AT12345678', 'a VAT number of Austria is ATU and 8 digits, e.g. ATU12345678'],
    ['at', 'ATU1234567', 'a VAT number of Austria is ATU and 8 digits, e.g. ATU12345678'],
    [
      'be',
      'BE2123456789',
      'a VAT number of Belgium is BE and 10 digits, the first 0 or 1, e.g. BE0123456789',
    ],
    ['de', 'DE12345678', 'a VAT number of Germany is DE and 9 digits, e.g. DE123456789'],
    [
      'fr',
      'FRIO123456789',
      'a VAT number of France is FR, 2 letters or digits and 9 digits, e.g. FRXX123456789',
    ],
    [
      'nl',
      'NL123456789001',
      'a VAT number of the Netherlands is NL, 9 digits, B and 2 digits, e.g. NL123456789B01',
    ],
    [
      'gr',
      'GR123456789',
      'the address is in Greece: its VAT numbers start with EL, e.g. EL123456789',
    ],
    [
      'de',
      'ATU12345678',
      'the address is in Germany: its VAT numbers start with DE, e.g. DE123456789',
    ],
  ])('refuses %s %s', (country, vatId, message) => {
    expect(vatIdProblem(vatId, country)).toBe(message);
  });

  it('outside the EU takes any tax number of the general shape, and EU numbers by their prefix', () => {
    expect(vatIdProblem('CHE123456789', 'ch')).toBeNull();
    expect(vatIdProblem('GB123456789', 'gb')).toBeNull();
    expect(vatIdProblem('NO123456789MVA', 'no')).toBeNull();
    expect(vatIdProblem('DE123456789', 'ch')).toBeNull();
    expect(vatIdProblem('DE1234', 'ch')).toBe(
      'a VAT number of Germany is DE and 9 digits, e.g. DE123456789',
    );
    expect(vatIdProblem('123456', 'ch')).toBe('a VAT number such as CHE123456789');
    expect(vatIdProblem('ATU12345678', null)).toBeNull();
    expect(vatIdProblem('', 'at')).toBeNull();
  });

  it('is kept upper case, without spaces, dots or dashes', () => {
    expect(normaliseVatId(' atu 1234-5678 ')).toBe('ATU12345678');
    expect(normaliseVatId('CHE-123.456.789')).toBe('CHE123456789');
    expect(
      resellerPayloadSchema.parse({
        company: ' Air ',
        vat_id: 'de 123 456 789',
        price_list_id: null,
        is_reseller: true,
      }),
    ).toEqual({ company: 'Air', vat_id: 'DE123456789', price_list_id: null, is_reseller: true });
  });
});
