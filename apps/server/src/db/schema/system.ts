import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Fixed-window counters of the rate limiter, shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Mails kept when no SMTP server is configured (the dev outbox). */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  /** Extra header lines of the mail (e.g. `List-Unsubscribe`), by name. */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  /** The attachments' names, types and sizes (the dev outbox keeps no file). */
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string; size: number }[]>()
    .notNull()
    .default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Small shared values, e.g. the cache epoch every instance watches. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The dev notebook's saved queries (dev mode only; see docs/decisions/0027-notebook.md). */
export const notebookQueries = pgTable('notebook_queries', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sql: text('sql').notNull(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
