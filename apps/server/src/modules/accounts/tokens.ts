import { createHmac, timingSafeEqual } from 'node:crypto';
import type { User } from './sessions';

/** Reset and e-mail-change links stop working after three days. */
export const TOKEN_MAX_AGE_SECONDS = 3 * 24 * 3600;

const nowSeconds = () => Math.floor(Date.now() / 1000);

const sign = (secret: string, purpose: string, parts: (string | number)[]) =>
  createHmac('sha256', secret)
    .update([purpose, ...parts].join('|'))
    .digest('base64url')
    .slice(0, 32);

/** Compares in constant time; lengths are compared in bytes, as `timingSafeEqual` needs. */
const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The largest id of a `serial` column: bigger ones cannot name an account. */
const MAX_ID = 2 ** 31 - 1;
const isAccountId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID;

export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
export const decodeUid = (uidb64: string): number | null => {
  const text = Buffer.from(uidb64, 'base64url').toString();
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isAccountId(id) ? id : null;
};

/**
 * Password-reset tokens in the manner of Django: they sign the account's password hash and
 * last login, so a token dies as soon as the password changes (single use) or the account
 * logs in, and carry their own time stamp for the expiry. Nothing is stored.
 */
export class AccountTokens {
  constructor(
    private readonly secret: string,
    private readonly maxAgeSeconds = TOKEN_MAX_AGE_SECONDS,
  ) {}

  private resetState = (user: User) => [
    user.id,
    user.passwordHash,
    user.lastLogin?.getTime() ?? 0,
    user.email,
  ];

  passwordReset(user: User, at = nowSeconds()): string {
    const ts = at.toString(36);
    return `${ts}-${sign(this.secret, 'password-reset', [...this.resetState(user), ts])}`;
  }

  checkPasswordReset(user: User, token: string): boolean {
    // The signature is base64url, which has '-' of its own: split at the first one only.
    const dash = token.indexOf('-');
    if (dash <= 0) return false;
    const ts = token.slice(0, dash);
    const signature = token.slice(dash + 1);
    if (!/^[0-9a-z]{1,10}$/.test(ts) || !signature) return false;
    const issued = parseInt(ts, 36);
    if (!Number.isFinite(issued) || nowSeconds() - issued > this.maxAgeSeconds) return false;
    return sameText(signature, sign(this.secret, 'password-reset', [...this.resetState(user), ts]));
  }

  /** A token for moving `user` to `newEmail`; it dies when the e-mail or password changes. */
  emailChange(user: User, newEmail: string, at = nowSeconds()): string {
    const payload = Buffer.from(JSON.stringify({ u: user.id, e: newEmail, t: at })).toString(
      'base64url',
    );
    return `${payload}.${sign(this.secret, 'email-change', [payload, user.email, user.passwordHash])}`;
  }

  /** The account and new address a token names, if it is well formed (not yet checked). */
  readEmailChange(token: string): { userId: number; newEmail: string; issued: number } | null {
    const [payload] = token.split('.');
    if (!payload) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        u?: unknown;
        e?: unknown;
        t?: unknown;
      };
      if (!isAccountId(data.u) || typeof data.e !== 'string' || typeof data.t !== 'number')
        return null;
      return { userId: data.u, newEmail: data.e, issued: data.t };
    } catch {
      return null;
    }
  }

  checkEmailChange(user: User, token: string): boolean {
    const [payload, signature, ...extra] = token.split('.');
    if (extra.length > 0) return false;
    const data = this.readEmailChange(token);
    if (!payload || !signature || !data || data.userId !== user.id) return false;
    if (nowSeconds() - data.issued > this.maxAgeSeconds) return false;
    return sameText(
      signature,
      sign(this.secret, 'email-change', [payload, user.email, user.passwordHash]),
    );
  }
}
