import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear, parseApiDate } from './dates';

describe('parseApiDate', () => {
  it('reads a calendar day as that day, wherever the browser is', () => {
    const date = parseApiDate('2023-04-01');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2023, 3, 1]);
  });

  it('reads a timestamp as that instant', () => {
    expect(parseApiDate('2025-01-02T03:04:05Z').toISOString()).toBe('2025-01-02T03:04:05.000Z');
  });
});

describe('formatMonthYear', () => {
  it('names the month and the year', () => {
    expect(formatMonthYear(parseApiDate('2023-04-12'))).toBe('April 2023');
  });
});

describe('formatDate', () => {
  it('writes the day, the month by name and the year', () => {
    expect(formatDate(parseApiDate('2026-11-02'))).toBe('2 November 2026');
  });
});
