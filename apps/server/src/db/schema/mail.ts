import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OrderMailKind } from '@windfamily/contract/order-basics';
import { users } from './accounts';
import { bytea } from './accounting';
import { orders } from './orders';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Where a queued mail stands: waiting (for its first try or its next), being sent by an app
 * instance, sent, or given up (see docs/decisions/0033-mail-queue.md).
 */
export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * Every mail the shop sends, rendered, queued in the transaction of the change it tells of and
 * sent by whichever app instance claims it first.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    /** `<uuid@domain>`: the same on every attempt, so a mail sent twice is recognisably one. */
    messageId: text('message_id').notNull().unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra header lines of the mail (e.g. `List-Unsubscribe`), by name. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** The order the mail is about, with its kind and who sent it (null: the shop itself). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderMailKind>(),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').$type<MailState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due: its next try, or while `sending` the end of its sender's claim. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    check('mail_queue_state', sql`${t.state} IN ('pending', 'sending', 'sent', 'failed')`),
    check('mail_queue_order_kind', sql`(${t.orderId} IS NULL) = (${t.kind} IS NULL)`),
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} IN ('pending', 'sending')`),
    index('mail_queue_order_idx').on(t.orderId),
  ],
);

/** The files a queued mail carries (an invoice's PDF), in their order. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailQueue.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.position] })],
);
