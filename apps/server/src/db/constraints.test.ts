import { describe, expect, it } from 'vitest';
import { DB_ID_MAX, isDbId, uniqueViolation } from './constraints';

describe('uniqueViolation', () => {
  const violation = { code: '23505', constraint: 'pages_slug_unique' };

  it('names the violated constraint, also when the driver error is wrapped', () => {
    expect(uniqueViolation(violation)).toBe('pages_slug_unique');
    expect(uniqueViolation(new Error('Failed query', { cause: violation }))).toBe(
      'pages_slug_unique',
    );
    expect(uniqueViolation({ cause: { cause: violation } })).toBe('pages_slug_unique');
  });

  it("is '' for a violation whose constraint the driver does not name", () => {
    expect(uniqueViolation({ code: '23505' })).toBe('');
  });

  it('is undefined for every other failure', () => {
    expect(uniqueViolation({ code: '23503', constraint: 'orders_user_fk' })).toBeUndefined();
    expect(uniqueViolation(new Error('connection lost'))).toBeUndefined();
    expect(uniqueViolation(undefined)).toBeUndefined();
    expect(uniqueViolation('23505')).toBeUndefined();
  });
});

describe('isDbId', () => {
  it('takes positive integers PostgreSQL can store, nothing else', () => {
    expect(isDbId(1)).toBe(true);
    expect(isDbId(DB_ID_MAX)).toBe(true);
    for (const id of [0, -1, 1.5, DB_ID_MAX + 1, Number.MAX_SAFE_INTEGER + 2, Number.NaN])
      expect(isDbId(id), String(id)).toBe(false);
  });
});
