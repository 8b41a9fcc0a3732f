import { describe, expect, it } from 'vitest';
import {
  caretAfterFormat,
  countryOfPhone,
  deleteThroughSeparator,
  formatPhone,
  phoneCountry,
  phoneCountryOptions,
  phoneInCountry,
} from './phone-number';

describe('formatPhone', () => {
  it('puts the chosen country’s dial code before national digits, with or without the trunk prefix', () => {
    expect(formatPhone('6641234567', 'AT')).toBe('+43 664 1234567');
    expect(formatPhone('0664 1234567', 'AT')).toBe('+43 664 1234567');
    expect(formatPhone('0', 'AT')).toBe('+43');
    expect(formatPhone('0171 1111111', 'DE')).toBe('+49 171 1111111');
    // Italy keeps its leading zero.
    expect(formatPhone('06 1234 5678', 'IT')).toBe('+39 06 1234 5678');
  });

  it('formats an international number whatever the chosen country', () => {
    expect(formatPhone('+436641234567', 'DE')).toBe('+43 664 1234567');
    expect(formatPhone('+1 (202) 555-0123', 'AT')).toBe('+1 202 555 0123');
    expect(formatPhone('436641234567', undefined)).toBe('+43 664 1234567');
  });

  it('keeps an empty field empty and a lone plus sign', () => {
    expect(formatPhone('', 'AT')).toBe('');
    expect(formatPhone('  ', 'AT')).toBe('');
    expect(formatPhone('+', 'AT')).toBe('+');
    expect(formatPhone('abc', 'AT')).toBe('');
  });
});

describe('countryOfPhone', () => {
  it('names the country of the dial code', () => {
    expect(countryOfPhone('+49 171 1111111', 'AT')).toBe('DE');
    expect(countryOfPhone('+1 202 555 0123', undefined)).toBe('US');
  });

  it('keeps the chosen country while the digits could still be its own', () => {
    expect(countryOfPhone('', 'AT')).toBe('AT');
    expect(countryOfPhone('+', 'AT')).toBe('AT');
    expect(countryOfPhone('+4', 'AT')).toBe('AT');
    expect(countryOfPhone('+1 2', 'CA')).toBe('CA');
    expect(countryOfPhone('+5', 'AT')).toBeUndefined();
    expect(countryOfPhone('+1 2', 'AT')).toBeUndefined();
  });
});

describe('phoneInCountry', () => {
  it('moves the national digits behind the new dial code', () => {
    expect(phoneInCountry('+43 664 1234567', 'DE')).toBe('+49 6641 234567');
    expect(phoneInCountry('+43', 'DE')).toBe('');
    expect(phoneInCountry('', 'DE')).toBe('');
  });
});

describe('the caret', () => {
  it('stays after the same digit when the formatting adds spaces or a dial code', () => {
    // '6' typed into an empty Austrian field: after '+43 6'.
    expect(caretAfterFormat('6', 1, '+43 6')).toBe(5);
    // A digit typed in the middle: right after it.
    expect(caretAfterFormat('+43 6649 1234567', 8, '+43 664 91234567')).toBe(9);
    expect(caretAfterFormat('+43 664 1234567', 0, '+43 664 1234567')).toBe(0);
  });

  it('takes the digit before a deleted separator, not the separator alone', () => {
    // Backspace right after '664 ' removed the space: the 4 goes instead.
    expect(deleteThroughSeparator('+43 664 1234567', '+43 6641234567', 7)).toEqual({
      text: '+43 661234567',
      caret: 6,
    });
    // A digit deleted is left as it is.
    expect(deleteThroughSeparator('+43 664 1234567', '+43 64 1234567', 5)).toEqual({
      text: '+43 64 1234567',
      caret: 5,
    });
  });
});

describe('the countries', () => {
  it('knows codes in any case, and lists every country by name with its dial code', () => {
    expect(phoneCountry('at')).toBe('AT');
    expect(phoneCountry('xx')).toBeUndefined();
    expect(phoneCountry(undefined)).toBeUndefined();
    const options = phoneCountryOptions();
    expect(options.length).toBeGreaterThan(200);
    expect(options).toContainEqual({ code: 'AT', label: 'Austria +43' });
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
