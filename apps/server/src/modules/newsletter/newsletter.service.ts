import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SECRET_PATTERN,
  SUBSCRIBER_PAGE_SIZE,
  type Subscriber,
  type SubscriberList,
  type SubscriberStatusName,
} from '@windfamily/contract/newsletter';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { HttpError, notFound, tooManyRequests } from '../../lib/http-error';
import type { RateLimitRule, RateLimiter } from '../../lib/rate-limiter';
import type { MailQueue } from '../mail/queue';
import { toCsv } from '../../lib/csv';
import { confirmationMail } from './mails';
import { containing } from '../../lib/search';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export const NEWSLETTER_RATE_LIMITS = {
  /** Sign-ups from one client address. */
  registerPerAddress: { limit: 10, windowSeconds: 3600 },
  /** Sign-ups of one e-mail address, from anywhere. */
  registerPerRecipient: { limit: 5, windowSeconds: 3600 },
  /** Confirmation mails to one pending address: one per 15 minutes. */
  confirmationMail: { limit: 1, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/** 128 random bits, hex: the key of the mailed confirm and unsubscribe links. */
const newSecret = () => randomBytes(16).toString('hex');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toApi = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  email: row.email,
  status: row.status,
  created: row.createdAt.toISOString(),
  confirmed_at: iso(row.confirmedAt),
  unsubscribed_at: iso(row.unsubscribedAt),
});

/** `%…%` for ILIKE, with the pattern's own wildcards taken literally. */

/**
 * Newsletter subscriptions, double opt-in. A sign-up answers the same whatever the address's
 * state, so the answer tells nobody who is subscribed; only the mailbox's owner learns more.
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly limiter: RateLimiter,
    private readonly mails: MailQueue,
    private readonly tasks: BackgroundTasks,
  ) {}

  /**
   * Signs `email` up: a new or unsubscribed address becomes pending and is mailed a
   * confirmation link; a pending one is mailed again (once per 15 minutes); a confirmed one
   * is left alone.
   */
  async register(email: string, request: { ip: string }): Promise<void> {
    await this.limit(`newsletter:ip:${request.ip}`, NEWSLETTER_RATE_LIMITS.registerPerAddress);
    await this.limit(`newsletter:to:${email}`, NEWSLETTER_RATE_LIMITS.registerPerRecipient);

    const mailGate = `newsletter:mail:${email}`;
    const [created] = await this.db
      .insert(newsletterSubscribers)
      .values({ email, secret: newSecret(), status: 'pending' })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    let subscriber = created;
    if (!subscriber) {
      const [resubscribed] = await this.db
        .update(newsletterSubscribers)
        .set({ status: 'pending', unsubscribedAt: null, confirmedAt: null })
        .where(
          and(
            eq(newsletterSubscribers.email, email),
            eq(newsletterSubscribers.status, 'unsubscribed'),
          ),
        )
        .returning();
      // Coming back after unsubscribing: the mail goes out even inside an earlier window.
      if (resubscribed) await this.limiter.reset(mailGate);
      subscriber = resubscribed ?? (await this.byEmail(email));
    }
    if (!subscriber || subscriber.status !== 'pending') return;

    const { secret } = subscriber;
    this.tasks.run('newsletter confirmation mail', async () => {
      const gate = await this.limiter.hit(mailGate, NEWSLETTER_RATE_LIMITS.confirmationMail);
      if (!gate.allowed) return;
      await this.mails.enqueue(this.db, confirmationMail(this.config, email, secret));
    });
  }

  /** Follows a confirmation link; following it again changes nothing. */
  async confirm(secret: string): Promise<SubscriberStatusName> {
    const subscriber = await this.bySecret(secret);
    if (subscriber.status === 'unsubscribed')
      throw new HttpError(409, NEWSLETTER_MESSAGES.confirmAfterUnsubscribe);
    if (subscriber.status === 'pending')
      await this.db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date() })
        .where(
          and(
            eq(newsletterSubscribers.id, subscriber.id),
            eq(newsletterSubscribers.status, 'pending'),
          ),
        );
    return 'confirmed';
  }

  /** Follows an unsubscribe link (of any mail, pending or confirmed); again changes nothing. */
  async unsubscribe(secret: string): Promise<SubscriberStatusName> {
    const subscriber = await this.bySecret(secret);
    if (subscriber.status !== 'unsubscribed')
      await this.db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
        .where(eq(newsletterSubscribers.id, subscriber.id));
    return 'unsubscribed';
  }

  /** The back office's list: newest first, by status and part of the address. */
  async list(query: {
    page: number;
    status?: SubscriberStatusName | undefined;
    search?: string | undefined;
  }): Promise<SubscriberList> {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(newsletterSubscribers.status, query.status));
    if (query.search)
      conditions.push(ilike(newsletterSubscribers.email, containing(query.search.toLowerCase())));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(SUBSCRIBER_PAGE_SIZE)
        .offset((query.page - 1) * SUBSCRIBER_PAGE_SIZE),
      this.db.select({ n: count() }).from(newsletterSubscribers).where(where),
    ]);
    return {
      count: total?.n ?? 0,
      page: query.page,
      page_size: SUBSCRIBER_PAGE_SIZE,
      results: rows.map(toApi),
    };
  }

  /** Every confirmed subscriber as CSV (email, confirmed_at), in the order they confirmed. */
  async exportCsv(): Promise<string> {
    const rows = await this.db
      .select({
        email: newsletterSubscribers.email,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, 'confirmed'))
      .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
    return toCsv([
      ['email', 'confirmed_at'],
      ...rows.map((row) => [row.email, iso(row.confirmedAt) ?? '']),
    ]);
  }

  private async limit(key: string, rule: RateLimitRule): Promise<void> {
    const result = await this.limiter.hit(key, rule);
    if (!result.allowed)
      throw tooManyRequests(NEWSLETTER_MESSAGES.tooMany, result.retryAfterSeconds);
  }

  private async byEmail(email: string): Promise<SubscriberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row;
  }

  private async bySecret(secret: string): Promise<SubscriberRow> {
    if (!NEWSLETTER_SECRET_PATTERN.test(secret)) throw notFound(NEWSLETTER_MESSAGES.unknownLink);
    const [row] = await this.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.secret, secret));
    if (!row) throw notFound(NEWSLETTER_MESSAGES.unknownLink);
    return row;
  }
}
