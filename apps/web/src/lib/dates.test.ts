import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMonthYear,
  formatTime,
  parseApiDate,
} from './dates';

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

describe('the short formats', () => {
  it("write en-GB's medium day and short time", () => {
    expect(formatDay('2026-01-02T03:04:05')).toBe('2 Jan 2026');
    expect(formatDay('2026-09-30')).toBe('30 Sept 2026');
    expect(formatTime('2026-01-02T03:04:05')).toBe('03:04');
    expect(formatDateTime('2026-12-31T23:59:00')).toBe('31 Dec 2026, 23:59');
  });
});
