import { describe, expect, it } from 'vitest';
import { addMonths, nextCheckOf } from './check-due';

const clock = (over: Partial<Parameters<typeof nextCheckOf>[0]> = {}) => ({
  flyingSince: '2026-03-15',
  lastCheckOn: null,
  hoursFlown: 0,
  hoursAtLastCheck: 0,
  ...over,
});

describe('the check-due rule', () => {
  it('is 24 months after the first flight, or 100 hours, whichever first', () => {
    expect(nextCheckOf(clock({ hoursFlown: 40 }), '2027-01-01')).toEqual({
      due_on: '2028-03-15',
      hours_left: 60,
      interval_months: 24,
      interval_hours: 100,
      due: false,
    });
    expect(nextCheckOf(clock({ hoursFlown: 100 }), '2027-01-01').due).toBe(true);
    expect(nextCheckOf(clock({ hoursFlown: 12.5 }), '2028-03-15').due).toBe(true);
    expect(nextCheckOf(clock({ hoursFlown: 12.5 }), '2028-03-14').due).toBe(false);
  });

  it('runs from the last check, counting only the hours since', () => {
    const next = nextCheckOf(
      clock({ lastCheckOn: '2027-06-01', hoursFlown: 130.4, hoursAtLastCheck: 110.2 }),
      '2027-07-01',
    );
    expect(next).toMatchObject({ due_on: '2029-06-01', hours_left: 79.8, due: false });
  });

  it('follows a model of its own', () => {
    const next = nextCheckOf(clock({ hoursFlown: 55 }), '2026-12-01', { months: 12, hours: 50 });
    expect(next).toMatchObject({ due_on: '2027-03-15', hours_left: -5, due: true });
  });

  it('has no date before the wing first flies', () => {
    expect(nextCheckOf(clock({ flyingSince: null }), '2030-01-01')).toMatchObject({
      due_on: null,
      hours_left: 100,
      due: false,
    });
  });

  it('adds calendar months, the 31st landing on the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
    expect(addMonths('2026-11-05', 24)).toBe('2028-11-05');
  });
});
