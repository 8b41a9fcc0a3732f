import { describe, expect, it } from 'vitest';
import {
  addDays,
  bucketsOf,
  daysIn,
  previousPeriod,
  shopDay,
  STATISTICS_PRESETS,
  weekStart,
} from './statistics-periods';
import { statisticsQuerySchema } from './statistics';

describe('the shop day of an instant (Europe/Vienna)', () => {
  it('starts at midnight in Vienna, across the clocks going forward on the last Sunday of March', () => {
    expect(shopDay(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(shopDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29'); // 00:00 CET
    // The 29th has 23 hours: 02:00 CET became 03:00 CEST, and the 30th starts at 22:00 UTC.
    expect(shopDay(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(shopDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  it('and back on the last Sunday of October (a day of 25 hours)', () => {
    expect(shopDay(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(shopDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25'); // 00:00 CEST
    expect(shopDay(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25'); // 23:59:59 CET
    expect(shopDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});

describe('buckets of a period', () => {
  it('starts weeks on Monday, the first and last cut to the period', () => {
    expect(weekStart('2026-03-29')).toBe('2026-03-23'); // a Sunday
    expect(weekStart('2026-03-30')).toBe('2026-03-30'); // a Monday
    expect(bucketsOf('2026-03-25', '2026-04-01', 'week')).toEqual([
      { key: '2026-03-23', from: '2026-03-25', to: '2026-03-29' },
      { key: '2026-03-30', from: '2026-03-30', to: '2026-04-01' },
    ]);
  });

  it('counts every calendar day once, however long it is', () => {
    const days = bucketsOf('2026-03-28', '2026-03-31', 'day');
    expect(days.map((day) => day.key)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    expect(bucketsOf('2026-01-01', '2026-12-31', 'day')).toHaveLength(365);
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(daysIn('2024-02-28', '2024-03-01')).toBe(3);
  });

  it('cuts months to the period, over a year end and a leap February', () => {
    expect(bucketsOf('2023-12-15', '2024-03-10', 'month')).toEqual([
      { key: '2023-12-01', from: '2023-12-15', to: '2023-12-31' },
      { key: '2024-01-01', from: '2024-01-01', to: '2024-01-31' },
      { key: '2024-02-01', from: '2024-02-01', to: '2024-02-29' },
      { key: '2024-03-01', from: '2024-03-01', to: '2024-03-10' },
    ]);
  });
});

describe('the period before', () => {
  it('is as many whole months for whole months, else as many days', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousPeriod('2026-01-01', '2026-12-31')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(previousPeriod('2026-03-10', '2026-03-16')).toEqual({
      from: '2026-03-03',
      to: '2026-03-09',
    });
  });

  it('names the presets around today', () => {
    expect(STATISTICS_PRESETS.this_month.period('2026-02-14')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(STATISTICS_PRESETS.last_month.period('2026-01-14')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(STATISTICS_PRESETS.last_12_months.period('2026-11-26')).toEqual({
      from: '2025-12-01',
      to: '2026-11-30',
    });
  });
});

describe('the query', () => {
  it('takes a period of at most three years, a year by day', () => {
    expect(statisticsQuerySchema.parse({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      group: 'month',
    });
    expect(statisticsQuerySchema.safeParse({ from: '2024-01-01', to: '2026-12-31' }).success).toBe(
      true,
    );
    expect(statisticsQuerySchema.safeParse({ from: '2022-01-01', to: '2026-12-31' }).success).toBe(
      false,
    );
    expect(
      statisticsQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-02', group: 'day' })
        .success,
    ).toBe(false);
  });
});
