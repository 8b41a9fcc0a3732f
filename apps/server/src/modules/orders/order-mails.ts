import { asc, eq } from 'drizzle-orm';
import type { OrderMailKind } from '@windfamily/contract/order-basics';
import type { Db, Tx } from '../../db/client';
import { orderMails, users } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mail, Mailer } from '../mail/mailer';

/** A mail of an order as its timeline shows it. */
export interface OrderMailRecord {
  id: number;
  kind: OrderMailKind;
  to: string;
  subject: string;
  date: Date;
  sentBy: string | null;
}

/**
 * The mails of orders: each goes out through the mailer after the answer (a background task),
 * and once sent it is recorded with the order, by kind and by who sent it (null: the shop on
 * its own), so that the order's timeline shows what the customer was told.
 */
export class OrderMails {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly tasks: BackgroundTasks,
  ) {}

  send(
    orderId: number,
    kind: OrderMailKind,
    sentById: number | null,
    build: () => Mail | Promise<Mail>,
  ): void {
    this.tasks.run(`order mail: ${kind}`, async () => {
      const mail = await build();
      await this.mailer.send(mail);
      await this.db
        .insert(orderMails)
        .values({ orderId, kind, to: mail.to, subject: mail.subject, sentById });
    });
  }

  /** The order's mails, oldest first. */
  async of(orderId: number, db: Tx | Db = this.db): Promise<OrderMailRecord[]> {
    const rows = await db
      .select({ mail: orderMails, sentBy: users.email })
      .from(orderMails)
      .leftJoin(users, eq(users.id, orderMails.sentById))
      .where(eq(orderMails.orderId, orderId))
      .orderBy(asc(orderMails.createdAt), asc(orderMails.id));
    return rows.map(({ mail, sentBy }) => ({
      id: mail.id,
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      date: mail.createdAt,
      sentBy,
    }));
  }
}
