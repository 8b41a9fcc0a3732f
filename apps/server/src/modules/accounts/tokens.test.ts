import { describe, expect, it } from 'vitest';
import type { User } from './sessions';
import { AccountTokens, decodeUid, encodeUid, TOKEN_MAX_AGE_SECONDS } from './tokens';

const SECRET = 'unit-test-secret-key-of-forty-characters';
const tokens = new AccountTokens(SECRET);
const now = () => Math.floor(Date.now() / 1000);

const user = (overrides: Partial<User> = {}): User => ({
  id: 7,
  email: 'paula@example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  phone: '',
  isActive: true,
  staffRoles: [],
  isStaff: false,
  isReseller: false,
  isSuperuser: false,
  dateJoined: new Date('2026-01-01T00:00:00Z'),
  lastLogin: new Date('2026-02-01T10:00:00Z'),
  priceListId: null,
  vatId: '',
  company: '',
  erasedAt: null,
  ...overrides,
});

describe('uidb64', () => {
  it('round-trips account ids', () => {
    for (const id of [1, 7, 42, 1000, 2_147_483_647]) expect(decodeUid(encodeUid(id))).toBe(id);
    expect(encodeUid(1)).toMatch(/^[\w-]+$/);
  });

  it.each([
    ['empty', ''],
    ['zero', encodeUid(0)],
    ['negative', Buffer.from('-3').toString('base64url')],
    ['fraction', Buffer.from('1.5').toString('base64url')],
    ['exponent', Buffer.from('1e3').toString('base64url')],
    ['beyond the id column', encodeUid(2_147_483_648)],
    ['leading zero', Buffer.from('07').toString('base64url')],
    ['text', Buffer.from('admin').toString('base64url')],
  ])('refuses %s', (_label, uidb64) => {
    expect(decodeUid(uidb64)).toBeNull();
  });
});

describe('password-reset tokens', () => {
  it('accept a fresh token of the same account, whatever its signature holds', () => {
    // About every second signature contains '-' (base64url): each must be accepted.
    let withDash = 0;
    for (let id = 1; id <= 100; id++) {
      const account = user({ id, email: `pilot${id}@example.com` });
      const token = tokens.passwordReset(account);
      if (token.slice(token.indexOf('-') + 1).includes('-')) withDash += 1;
      expect(tokens.checkPasswordReset(account, token), token).toBe(true);
    }
    expect(withDash).toBeGreaterThan(10);
  });

  it('die when the password, the e-mail or the last login changes', () => {
    const account = user();
    const token = tokens.passwordReset(account);
    expect(tokens.checkPasswordReset({ ...account, passwordHash: 'another hash' }, token)).toBe(
      false,
    );
    expect(tokens.checkPasswordReset({ ...account, email: 'new@example.com' }, token)).toBe(false);
    expect(tokens.checkPasswordReset({ ...account, lastLogin: new Date() }, token)).toBe(false);
  });

  it('do not open another account, nor verify with another secret', () => {
    const token = tokens.passwordReset(user());
    expect(tokens.checkPasswordReset(user({ id: 8 }), token)).toBe(false);
    expect(new AccountTokens('x'.repeat(40)).checkPasswordReset(user(), token)).toBe(false);
  });

  it('expire after three days', () => {
    const account = user();
    const issued = (secondsAgo: number) => tokens.passwordReset(account, now() - secondsAgo);
    expect(tokens.checkPasswordReset(account, issued(TOKEN_MAX_AGE_SECONDS - 60))).toBe(true);
    expect(tokens.checkPasswordReset(account, issued(TOKEN_MAX_AGE_SECONDS + 10))).toBe(false);
    expect(TOKEN_MAX_AGE_SECONDS).toBe(3 * 24 * 3600);
  });

  it('cannot be made younger by editing the time stamp', () => {
    const account = user();
    const old = tokens.passwordReset(account, now() - TOKEN_MAX_AGE_SECONDS - 10);
    const signature = old.slice(old.indexOf('-') + 1);
    expect(tokens.checkPasswordReset(account, `${now().toString(36)}-${signature}`)).toBe(false);
  });

  it.each([
    '',
    '-',
    'abc',
    'abc-',
    '-abc',
    `${now().toString(36)}-${'é'.repeat(32)}`, // same length in characters, not in bytes
    `${now().toString(36)}-${'A'.repeat(33)}`,
    `ZZ-${'A'.repeat(32)}`,
    `${'z'.repeat(20)}-${'A'.repeat(32)}`,
  ])('refuse the malformed token %j without throwing', (token) => {
    expect(tokens.checkPasswordReset(user(), token)).toBe(false);
  });
});

describe('e-mail-change tokens', () => {
  it('name the account and the new address, and check out for that account', () => {
    const account = user();
    const token = tokens.emailChange(account, 'new@example.com');
    expect(tokens.readEmailChange(token)).toEqual({
      userId: 7,
      newEmail: 'new@example.com',
      issued: expect.any(Number) as unknown,
    });
    expect(tokens.checkEmailChange(account, token)).toBe(true);
    expect(tokens.checkEmailChange(user({ id: 8 }), token)).toBe(false);
  });

  it('die when the e-mail or the password changes (so they work once)', () => {
    const account = user();
    const token = tokens.emailChange(account, 'new@example.com');
    expect(tokens.checkEmailChange({ ...account, email: 'new@example.com' }, token)).toBe(false);
    expect(tokens.checkEmailChange({ ...account, passwordHash: 'another hash' }, token)).toBe(
      false,
    );
  });

  it('expire after three days', () => {
    const account = user();
    const at = (secondsAgo: number) =>
      tokens.emailChange(account, 'n@example.com', now() - secondsAgo);
    expect(tokens.checkEmailChange(account, at(TOKEN_MAX_AGE_SECONDS - 60))).toBe(true);
    expect(tokens.checkEmailChange(account, at(TOKEN_MAX_AGE_SECONDS + 10))).toBe(false);
  });

  it('refuse a payload changed after signing', () => {
    const account = user();
    const token = tokens.emailChange(account, 'new@example.com');
    const signature = token.split('.')[1];
    const forged = Buffer.from(JSON.stringify({ u: 7, e: 'thief@example.com', t: now() })).toString(
      'base64url',
    );
    expect(tokens.checkEmailChange(account, `${forged}.${signature}`)).toBe(false);
    expect(tokens.checkEmailChange(account, `${token}.more`)).toBe(false);
  });

  it.each([
    ['not base64 JSON', 'garbage'],
    ['no payload', '.abc'],
    ['a fractional id', { u: 1.5, e: 'x@example.com', t: 1 }],
    ['an id beyond the id column', { u: 99_999_999_999, e: 'x@example.com', t: 1 }],
    ['an id as text', { u: '7', e: 'x@example.com', t: 1 }],
    ['no address', { u: 7, t: 1 }],
    ['no time', { u: 7, e: 'x@example.com' }],
  ])('read nothing from a token with %s', (_label, content) => {
    const token =
      typeof content === 'string'
        ? content
        : `${Buffer.from(JSON.stringify(content)).toString('base64url')}.sig`;
    expect(tokens.readEmailChange(token)).toBeNull();
    expect(tokens.checkEmailChange(user(), token)).toBe(false);
  });
});
