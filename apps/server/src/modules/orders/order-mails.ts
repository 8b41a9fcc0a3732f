import { and, asc, eq, ne } from 'drizzle-orm';
import type { OrderMailKind, OrderMailState } from '@windfamily/contract/order-basics';
import { type Db, queryAll, type Tx } from '../../db/client';
import { mailQueue, orderMails, users } from '../../db/schema';
import type { Mail } from '../mail/mailer';
import type { MailQueue } from '../mail/queue';

/** A mail of an order as its timeline shows it. */
export interface OrderMailRecord {
  id: number;
  kind: OrderMailKind;
  to: string;
  subject: string;
  /** When it was sent; not sent yet, when it was queued. */
  date: Date;
  sentBy: string | null;
  state: OrderMailState;
  /** Why the last try failed (a mail not sent yet, or given up). */
  error: string | null;
}

/**
 * The mails of orders: each is queued in the transaction of the change it tells of, and once
 * sent it is recorded with the order, by kind and by who sent it (null: the shop on its own),
 * so that the order's timeline shows what the customer was told.
 */
export class OrderMails {
  constructor(
    private readonly db: Db,
    private readonly queue: MailQueue,
  ) {}

  /** Queues the order's mail in the caller's transaction (see `MailQueue.enqueue`). */
  send(
    tx: Tx | Db,
    orderId: number,
    kind: OrderMailKind,
    sentById: number | null,
    mail: Mail,
  ): Promise<void> {
    return this.queue.enqueue(tx, mail, { orderId, kind, sentById });
  }

  /** The order's mails, oldest first: those sent, then those waiting or given up. */
  async of(orderId: number, db: Tx | Db = this.db): Promise<OrderMailRecord[]> {
    const [sent, unsent] = await queryAll(db, [
      () =>
        db
          .select({ mail: orderMails, sentBy: users.email })
          .from(orderMails)
          .leftJoin(users, eq(users.id, orderMails.sentById))
          .where(eq(orderMails.orderId, orderId))
          .orderBy(asc(orderMails.createdAt), asc(orderMails.id)),
      () =>
        db
          .select({
            id: mailQueue.id,
            kind: mailQueue.kind,
            to: mailQueue.to,
            subject: mailQueue.subject,
            state: mailQueue.state,
            lastError: mailQueue.lastError,
            createdAt: mailQueue.createdAt,
            sentBy: users.email,
          })
          .from(mailQueue)
          .leftJoin(users, eq(users.id, mailQueue.sentById))
          .where(and(eq(mailQueue.orderId, orderId), ne(mailQueue.state, 'sent')))
          .orderBy(asc(mailQueue.createdAt), asc(mailQueue.id)),
    ]);
    return [
      ...sent.map(({ mail, sentBy }) => ({
        id: mail.id,
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        date: mail.createdAt,
        sentBy,
        state: 'sent' as const,
        error: null,
      })),
      ...unsent.map((mail) => ({
        id: mail.id,
        kind: mail.kind!,
        to: mail.to,
        subject: mail.subject,
        date: mail.createdAt,
        sentBy: mail.sentBy,
        state: mail.state === 'failed' ? ('failed' as const) : ('pending' as const),
        error: mail.lastError,
      })),
    ];
  }
}
