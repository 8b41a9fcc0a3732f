import { eq, sql } from 'drizzle-orm';
import type { Address, CurrentUser } from '@windfamily/contract/accounts';
import type { RegisterPayload, UpdateUserInfoPayload } from '@windfamily/contract/contact';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { addresses, users } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { uniqueViolation } from '../../db/constraints';
import { HttpError, badRequest, tooManyRequests } from '../../lib/http-error';
import type { RateLimitRule, RateLimiter } from '../../lib/rate-limiter';
import type { MailQueue } from '../mail/queue';
import { renderMail } from '../mail/templates';
import type { StaffRole } from '@windfamily/contract/permissions';
import { groupsOf } from '../../plugins/auth';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { SessionService, User } from './sessions';
import { AccountTokens, decodeUid, encodeUid } from './tokens';
import { MSG } from '@windfamily/contract/messages';

export const RATE_LIMITS = {
  /** Failed logins of one account. */
  loginPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  /** Login attempts from one address. */
  loginPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  /** Accounts created from one address. */
  registerPerAddress: { limit: 10, windowSeconds: 3600 },
  /** Reset and e-mail-change requests from one address. */
  mailRequestPerAddress: { limit: 10, windowSeconds: 3600 },
  /** Mails sent to one address: beyond this, requests are answered but no mail goes out. */
  mailPerRecipient: { limit: 3, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a few minutes and try again.';
const EMAIL_TAKEN = 'An account with this e-mail address already exists.';

interface RequestMeta {
  ip: string;
}

export class AccountsService {
  readonly tokens: AccountTokens;
  private readonly mailboxListeners: ((user: User) => Promise<void>)[] = [];

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly mails: MailQueue,
    private readonly tasks: BackgroundTasks,
  ) {
    this.tokens = new AccountTokens(config.secretKey);
  }

  /**
   * `listener` hears of every account whose owner followed a link mailed to its address (a
   * password reset, an e-mail change): the address is proven theirs.
   */
  onMailboxConfirmed(listener: (user: User) => Promise<void>): void {
    this.mailboxListeners.push(listener);
  }

  private async mailboxConfirmed(user: User): Promise<void> {
    for (const listener of this.mailboxListeners) await listener(user);
  }

  private async limit(key: string, rule: RateLimitRule, message: string): Promise<void> {
    const result = await this.limiter.hit(key, rule);
    if (!result.allowed) throw tooManyRequests(message, result.retryAfterSeconds);
  }

  private sendMail(to: string, content: Omit<Parameters<typeof renderMail>[1], 'to'>): void {
    this.tasks.run('mail', async () => {
      const perRecipient = await this.limiter.hit(`mail:${to}`, RATE_LIMITS.mailPerRecipient);
      if (!perRecipient.allowed) return;
      await this.mails.enqueue(this.db, renderMail(this.config.brand, { to, ...content }));
    });
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return user;
  }

  async findById(id: number): Promise<User | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    return user;
  }

  async currentUser(user: User): Promise<CurrentUser> {
    const [address] = await this.db.select().from(addresses).where(eq(addresses.userId, user.id));
    return {
      id: user.id,
      email: user.email,
      phone: user.phone,
      address: address
        ? {
            name: address.name,
            attname: address.attname,
            address: address.address,
            address2: address.address2,
            zipcode: address.zipcode,
            city: address.city,
            state: address.state,
            country: address.country,
          }
        : null,
      groups: groupsOf(user),
      registration_date: user.dateJoined.toISOString(),
    };
  }

  /** Creates an account (customer unless flags say otherwise). */
  async createUser(input: {
    email: string;
    password: string;
    phone?: string;
    address?: Address;
    /** Staff roles (`STAFF_ROLES`); none for a customer. */
    staffRoles?: readonly StaffRole[];
    isReseller?: boolean;
    isSuperuser?: boolean;
  }): Promise<User> {
    const passwordHash = await hashPassword(input.password, this.config.passwordHashCost);
    try {
      return await this.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email.toLowerCase(),
            passwordHash,
            phone: input.phone ?? '',
            staffRoles: [...(input.staffRoles ?? [])],
            isReseller: input.isReseller ?? false,
            isSuperuser: input.isSuperuser ?? false,
          })
          .returning();
        if (!user) throw new Error('insert returned no row');
        if (input.address) await tx.insert(addresses).values({ userId: user.id, ...input.address });
        return user;
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined)
        throw badRequest(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      throw error;
    }
  }

  async register(
    payload: RegisterPayload & { address: Address },
    meta: RequestMeta,
  ): Promise<User> {
    await this.limit(
      `register:ip:${meta.ip}`,
      RATE_LIMITS.registerPerAddress,
      'Too many accounts were created from your network. Please try again later.',
    );
    if (await this.findByEmail(payload.email))
      throw badRequest(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    const user = await this.createUser(payload);
    return this.markLoggedIn(user);
  }

  private async markLoggedIn(user: User): Promise<User> {
    const [updated] = await this.db
      .update(users)
      .set({ lastLogin: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  }

  /**
   * Checks a password under the per-account limit. The attempt is counted before the check,
   * in one statement, so simultaneous guesses cannot slip past the limit; a right password
   * clears the count.
   */
  private async guardedPasswordCheck(email: string, user: User | undefined, password: string) {
    const accountKey = `login:account:${email.toLowerCase()}`;
    const attempt = await this.limiter.hit(accountKey, RATE_LIMITS.loginPerAccount);
    if (!attempt.allowed) throw tooManyRequests(TOO_MANY_LOGINS, attempt.retryAfterSeconds);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyAgainstDummy(password, this.config.passwordHashCost), false);
    if (valid) await this.limiter.reset(accountKey);
    return valid;
  }

  /** Checks the credentials under the rate limits; answers the user or a 400/429. */
  async authenticate(email: string, password: string, meta: RequestMeta): Promise<User> {
    await this.limit(`login:ip:${meta.ip}`, RATE_LIMITS.loginPerAddress, TOO_MANY_LOGINS);
    const user = await this.findByEmail(email);
    const valid = await this.guardedPasswordCheck(email, user, password);
    if (!user || !valid || !user.isActive) {
      throw new HttpError(400, MSG.invalidCredentials, { __all__: [MSG.invalidCredentials] });
    }
    return this.markLoggedIn(user);
  }

  async updateUserInfo(
    user: User,
    payload: UpdateUserInfoPayload & { address: Address },
  ): Promise<User> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ phone: payload.phone })
        .where(eq(users.id, user.id))
        .returning();
      await tx
        .insert(addresses)
        .values({ userId: user.id, ...payload.address })
        .onConflictDoUpdate({ target: addresses.userId, set: payload.address });
      return updated ?? user;
    });
  }

  async requirePasswordReset(email: string, meta: RequestMeta): Promise<void> {
    await this.limit(
      `mailrequest:ip:${meta.ip}`,
      RATE_LIMITS.mailRequestPerAddress,
      'Too many requests. Please try again later.',
    );
    const user = await this.findByEmail(email);
    if (!user || !user.isActive) return;
    const url = `${this.config.publicUrl}/update_password/${encodeUid(user.id)}/${this.tokens.passwordReset(user)}`;
    this.sendMail(user.email, {
      subject: 'Reset your password',
      greeting: 'Hello,',
      paragraphs: [
        `Someone asked to reset the password of your ${this.config.brand} account (${user.email}).`,
        'Choose a new password with the button below. The link works once and for three days.',
      ],
      action: { label: 'Choose a new password', url },
      footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    });
  }

  /** Sets a new password from a reset link; every session of the account ends. */
  async resetPassword(uidb64: string, token: string, password: string): Promise<void> {
    const invalid = badRequest(
      'The reset link is invalid or has expired. Please request a new one.',
      {
        token: ['The reset link is invalid or has expired. Please request a new one.'],
      },
    );
    const id = decodeUid(uidb64);
    const user = id ? await this.findById(id) : undefined;
    if (!user || !user.isActive || !this.tokens.checkPasswordReset(user, token)) throw invalid;
    await this.setPassword(user, password);
    await this.sessions.destroyAllFor(user.id);
    await this.mailboxConfirmed(user);
  }

  /** Changes the password of a logged-in account; its other sessions end. */
  async changePassword(
    user: User,
    oldPassword: string,
    password: string,
    currentSession: string | null,
  ): Promise<void> {
    if (!(await this.guardedPasswordCheck(user.email, user, oldPassword))) {
      throw badRequest('Your current password is not correct.', {
        old_password: ['Your current password is not correct.'],
      });
    }
    await this.setPassword(user, password);
    await this.sessions.destroyAllFor(user.id, currentSession ?? undefined);
  }

  async setPassword(user: User, password: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(password, this.config.passwordHashCost) })
      .where(eq(users.id, user.id));
  }

  async requireEmailChange(user: User, newEmail: string, meta: RequestMeta): Promise<void> {
    await this.limit(
      `mailrequest:ip:${meta.ip}`,
      RATE_LIMITS.mailRequestPerAddress,
      'Too many requests. Please try again later.',
    );
    if (newEmail === user.email) {
      throw badRequest('This is already your e-mail address.', {
        email: ['This is already your e-mail address.'],
      });
    }
    if (await this.findByEmail(newEmail)) throw badRequest(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    const token = this.tokens.emailChange(user, newEmail);
    this.sendMail(newEmail, {
      subject: 'Confirm your new e-mail address',
      greeting: 'Hello,',
      paragraphs: [
        `You asked to use ${newEmail} for your ${this.config.brand} account instead of ${user.email}.`,
        'Confirm it with the button below. The link works once and for three days.',
      ],
      action: {
        label: 'Confirm my new e-mail address',
        url: `${this.config.publicUrl}/store/me/update_email?token=${encodeURIComponent(token)}`,
      },
      footnote: 'If you did not ask for this, ignore this mail.',
    });
  }

  /** Moves the account to the address a confirmation link names. */
  async confirmEmailChange(token: string): Promise<User> {
    const invalid = badRequest('The confirmation link is invalid or has expired.', {
      token: ['The confirmation link is invalid or has expired.'],
    });
    const data = this.tokens.readEmailChange(token);
    const user = data ? await this.findById(data.userId) : undefined;
    if (!data || !user || !user.isActive || !this.tokens.checkEmailChange(user, token))
      throw invalid;
    try {
      const [updated] = await this.db
        .update(users)
        .set({ email: data.newEmail })
        .where(eq(users.id, user.id))
        .returning();
      // The old inbox hears of it: if the change was not the owner's doing, they can react.
      this.sendMail(user.email, {
        subject: 'Your e-mail address was changed',
        greeting: 'Hello,',
        paragraphs: [
          `The e-mail address of your ${this.config.brand} account is now ${data.newEmail}; you log in with it from now on.`,
          'If you did not make this change, answer this mail right away so that we can secure your account.',
        ],
      });
      await this.mailboxConfirmed(updated ?? user);
      return updated ?? user;
    } catch (error) {
      if (uniqueViolation(error) !== undefined)
        throw badRequest(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      throw error;
    }
  }
}
