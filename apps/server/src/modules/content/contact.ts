import type { ContactPayload } from '@windfamily/contract/content';
import type { Config } from '../../config';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { tooManyRequests } from '../../lib/http-error';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { Db } from '../../db/client';
import type { MailQueue } from '../mail/queue';
import { renderMail } from '../mail/templates';

export const CONTACT_LIMITS = {
  /** Messages from one address. */
  perAddress: { limit: 5, windowSeconds: 3600 },
  /** Copies mailed to one sender: beyond this, the message still reaches the shop. */
  copiesPerRecipient: { limit: 3, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

export const TOO_MANY_MESSAGES =
  'You have sent several messages in a short time. Please wait a while, or write to us by e-mail.';

/**
 * The contact form: each message goes to the shop's inbox (SHOP_EMAIL) with the sender's
 * address in it, and a copy to the sender. Limited per client address, so that the form
 * cannot be used to flood the shop or anyone else.
 */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly limiter: RateLimiter,
    private readonly mails: MailQueue,
    private readonly tasks: BackgroundTasks,
  ) {}

  async send(message: Required<ContactPayload>, ip: string): Promise<void> {
    const attempt = await this.limiter.hit(`contact:ip:${ip}`, CONTACT_LIMITS.perAddress);
    if (!attempt.allowed) throw tooManyRequests(TOO_MANY_MESSAGES, attempt.retryAfterSeconds);
    const { brand, shopEmail } = this.config;
    const lines = message.message.split(/\r?\n\s*\r?\n/);
    this.tasks.run('mail', () =>
      this.mails.enqueue(
        this.db,
        renderMail(brand, {
          to: shopEmail,
          subject: `Message from ${message.name}`,
          greeting: `${message.name} <${message.email}> wrote through the contact form:`,
          paragraphs: lines,
          footnote: `Answer to ${message.email}.`,
        }),
      ),
    );
    this.tasks.run('mail', async () => {
      const copies = await this.limiter.hit(
        `contact:copy:${message.email.toLowerCase()}`,
        CONTACT_LIMITS.copiesPerRecipient,
      );
      if (!copies.allowed) return;
      await this.mails.enqueue(
        this.db,
        renderMail(brand, {
          to: message.email,
          subject: 'Your message',
          greeting: `Hello ${message.name},`,
          paragraphs: [
            'Thank you for writing to us. This is a copy of your message; we answer within two working days.',
            ...lines,
          ],
          footnote: 'You get this mail because this address was given in our contact form.',
        }),
      );
    });
  }
}
