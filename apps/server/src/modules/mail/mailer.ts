import { desc } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxMails } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra header lines by name, e.g. a newsletter's `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /** Files sent with the mail, e.g. an invoice's PDF. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends through the SMTP server of `SMTP_URL`. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    const { attachments, ...rest } = mail;
    await this.transport.sendMail({
      from: this.from,
      ...rest,
      attachments: attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    });
  }
}

/** Without SMTP, mails land in the outbox table, which `/dev/mails/` shows. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: Mail): Promise<void> {
    // The outbox keeps what each attachment was, not its bytes.
    const { attachments = [], ...rest } = mail;
    await this.db.insert(outboxMails).values({
      ...rest,
      attachments: attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        size: content.length,
      })),
    });
  }

  list(limit = 100) {
    return this.db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(limit);
  }
}
