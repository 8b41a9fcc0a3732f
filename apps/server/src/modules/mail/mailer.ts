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

/** A mail as the queue hands it to its transport, with its Message-ID for every try. */
export interface QueuedMail extends Mail {
  /** `<…@…>`, the same on every try of the mail. */
  messageId: string;
}

/**
 * Where the queue's sender delivers mails: the SMTP server, the dev outbox, or a test's
 * capture. Nothing else calls it: every mail goes through the queue (`MailQueue`).
 */
export interface Mailer {
  send(mail: QueuedMail): Promise<void>;
}

/**
 * Whether the mail itself was refused (a bad or unknown address, a message the server will
 * never take): trying again cannot help, unlike a server that is down or busy.
 */
export function isRefusedMail(error: unknown): boolean {
  const { code, permanent, responseCode } = (error ?? {}) as {
    code?: string;
    permanent?: boolean;
    responseCode?: number;
  };
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  return permanent === true || responseCode === undefined;
}

/** Sends through the SMTP server of `SMTP_URL`. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // A server that does not answer fails the try within a minute or two, well inside the
    // queue's claim on the mail, rather than after nodemailer's ten minutes.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  async send(mail: QueuedMail): Promise<void> {
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

/** Without SMTP, the queue's mails land in the outbox table, which `/dev/mails/` shows. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: QueuedMail): Promise<void> {
    // The outbox keeps what each attachment was, not its bytes.
    const { attachments = [], messageId: _messageId, ...rest } = mail;
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
