import { addDays, STATISTICS_PRESETS } from '@windfamily/contract/statistics-periods';
import { describe, expect, it } from 'vitest';
import {
  csvFileName,
  periodChoiceOf,
  periodError,
  periodParams,
  type PeriodPreset,
} from './period';

const PRESETS = {
  today: { label: 'Today', period: (today) => ({ from: today, to: today }) },
  last_7_days: {
    label: 'Last 7 days',
    period: (today) => ({ from: addDays(today, -6), to: today }),
  },
  ...STATISTICS_PRESETS,
} satisfies Record<string, PeriodPreset>;

const choiceAt = (query: string, now: string, maxDays = 400) =>
  periodChoiceOf(new URLSearchParams(query), {
    presets: PRESETS,
    fallback: 'last_7_days',
    maxDays,
    now: new Date(now),
  });

describe('the period of a dashboard', () => {
  it('names its days around today in Vienna, not in UTC', () => {
    // 22:30 UTC on 31 March is already 1 April in Vienna (CEST, UTC+2).
    expect(choiceAt('period=today', '2026-03-31T22:30:00Z')).toEqual({
      preset: 'today',
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(choiceAt('period=this_month', '2026-03-31T22:30:00Z')).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    // 23:30 UTC on 31 December is New Year's Day in Vienna (CET, UTC+1).
    expect(choiceAt('period=this_year', '2026-12-31T23:30:00Z')).toMatchObject({
      from: '2027-01-01',
      to: '2027-12-31',
    });
  });

  it('counts calendar days across the changes of the clocks', () => {
    // The clocks go forward on 29 March 2026 (a day of 23 hours): midnight is 22:00 UTC after it.
    expect(choiceAt('period=today', '2026-03-29T21:59:59Z').from).toBe('2026-03-29');
    expect(choiceAt('period=today', '2026-03-29T22:00:00Z').from).toBe('2026-03-30');
    expect(choiceAt('period=last_7_days', '2026-03-29T22:00:00Z')).toEqual({
      preset: 'last_7_days',
      from: '2026-03-24',
      to: '2026-03-30',
    });
    // And back on 25 October (25 hours): midnight is 23:00 UTC after it.
    expect(choiceAt('period=today', '2026-10-25T22:59:59Z').from).toBe('2026-10-25');
    expect(choiceAt('period=today', '2026-10-25T23:00:00Z').from).toBe('2026-10-26');
    expect(choiceAt('period=last_7_days', '2026-10-28T12:00:00Z').from).toBe('2026-10-22');
  });

  it('reads a custom period from the address, and falls back for one it cannot ask for', () => {
    const now = '2026-11-26T10:00:00Z';
    expect(choiceAt('period=custom&from=2026-03-01&to=2026-03-31', now)).toEqual({
      preset: 'custom',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    const fallback = { preset: 'last_7_days', from: '2026-11-20', to: '2026-11-26' };
    expect(choiceAt('period=custom&from=2026-03-31&to=2026-03-01', now)).toEqual(fallback);
    expect(choiceAt('period=custom&from=2026-02-30&to=2026-03-31', now)).toEqual(fallback);
    expect(choiceAt('period=custom&from=2026-03-01', now)).toEqual(fallback);
    expect(choiceAt('period=custom&from=2025-01-01&to=2026-03-31', now, 366)).toEqual(fallback);
    expect(choiceAt('period=toString', now)).toEqual(fallback);
    expect(choiceAt('', now)).toEqual(fallback);
  });

  it('writes the address back: the days only of a custom period', () => {
    expect(periodParams({ preset: 'today', from: '2026-11-26', to: '2026-11-26' })).toEqual({
      period: 'today',
    });
    expect(periodParams({ preset: 'custom', from: '2026-03-01', to: '2026-03-31' })).toEqual({
      period: 'custom',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(csvFileName('pages', { from: '2026-03-01', to: '2026-03-31' })).toBe(
      'pages-2026-03-01-2026-03-31.csv',
    );
  });
});

describe('a custom period', () => {
  it('needs both days, the end on or after the start, and at most the days the call answers', () => {
    expect(periodError({ from: '2026-03-29', to: '2026-03-29' }, 1)).toBeNull();
    expect(periodError({ from: '', to: '2026-03-29' }, 400)).toEqual({
      field: 'from',
      message: 'Enter a day',
    });
    expect(periodError({ from: '2026-03-29', to: '2026-13-01' }, 400)).toEqual({
      field: 'to',
      message: 'Enter a day',
    });
    expect(periodError({ from: '2026-03-29', to: '2026-03-28' }, 400)).toEqual({
      field: 'to',
      message: 'On or after the start',
    });
    // A year of days, over both changes of the clocks and a leap day.
    expect(periodError({ from: '2028-01-01', to: '2028-12-31' }, 366)).toBeNull();
    expect(periodError({ from: '2027-12-31', to: '2028-12-31' }, 366)).toEqual({
      field: 'to',
      message: 'At most 366 days',
    });
    expect(periodError({ from: '2024-01-01', to: '2026-12-31' }, 3 * 365 + 1)).toBeNull();
    expect(periodError({ from: '2023-12-31', to: '2026-12-31' }, 3 * 365 + 1)).toEqual({
      field: 'to',
      message: 'At most 1,096 days',
    });
  });
});
