import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every write of staff: who, when, what (an action on an entity, in one line for people),
 * and the entity before and after. Written in the transaction of the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the log still reads after the account is gone. */
    actorEmail: text('actor_email').notNull(),
    /** `order.lines`, `invoice.issue`, `staff.roles`, … or `request` for a write recorded by its call. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The order it concerns, so that the order's timeline shows it. */
    orderId: integer('order_id'),
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The request that made the change (random per request, never the client's). */
    requestId: text('request_id').notNull().default(''),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_order_idx').on(t.orderId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_request_idx').on(t.requestId),
  ],
);
