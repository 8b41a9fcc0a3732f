import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AUDIT_PAGE_SIZE, type AuditList, type auditQuerySchema } from '@windfamily/contract/audit';
import type { Db, Tx } from '../../db/client';
import { auditLog, orders } from '../../db/schema';
import { containing } from '../../lib/search';

/** Who does a staff write, and in which request (see plugins/audit.ts). */
export interface Actor {
  id: number;
  email: string;
  /** The request's own random key: its entries are found by it. */
  requestKey: string;
}

/** One change: what it was done to, in a line for people, and the entity before and after. */
export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string | number;
  orderId?: number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

type AuditQuery = z.output<typeof auditQuerySchema>;

/** Fields of a request body never written to the log. */
const SECRET_FIELD = /password|token|secret|csrf/i;
/** A request body larger than this is logged by its size only. */
const MAX_LOGGED_BODY = 16_000;

/** A request body as the log keeps it: secrets blanked, large ones summarised. */
export function loggableBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  const json = JSON.stringify(body, (key, value: unknown) =>
    key && SECRET_FIELD.test(key) ? '[hidden]' : value,
  );
  if (json === undefined) return null;
  if (json.length > MAX_LOGGED_BODY) return { omitted: `${json.length} characters` };
  return JSON.parse(json) as unknown;
}

/**
 * The audit log: every write of staff, who made it, when, and the entity before and after.
 * Domain services record their changes in their own transaction; a write no service recorded
 * is recorded by its request (plugins/audit.ts).
 */
export class AuditService {
  constructor(private readonly db: Db) {}

  async record(tx: Tx | Db, actor: Actor, entry: AuditRecord): Promise<void> {
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      orderId: entry.orderId ?? null,
      summary: entry.summary,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: actor.requestKey,
    });
  }

  /** Records a successful staff write by its call, unless a service recorded it already. */
  async recordRequest(
    actor: Actor,
    request: { method: string; route: string; params: unknown; body: unknown },
  ): Promise<void> {
    const after = JSON.stringify({ params: request.params, body: loggableBody(request.body) });
    await this.db.execute(sql`
      INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, summary, after, request_id)
      SELECT ${actor.id}, ${actor.email}, 'request', 'route', ${request.route},
             ${`${request.method} ${request.route}`}, ${after}::jsonb, ${actor.requestKey}
      WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE request_id = ${actor.requestKey})`);
  }

  /** The log, newest first, a page at a time. */
  async list(query: AuditQuery): Promise<AuditList> {
    const conditions: SQL[] = [];
    if (query.actor) conditions.push(ilike(auditLog.actorEmail, containing(query.actor)));
    if (query.entity_type) conditions.push(eq(auditLog.entityType, query.entity_type));
    if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id));
    if (query.order) conditions.push(eq(orders.saleSequence, query.order));
    if (query.date_from) conditions.push(gte(auditLog.createdAt, new Date(query.date_from)));
    if (query.date_to) conditions.push(lt(auditLog.createdAt, sql`${query.date_to}::date + 1`));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ entry: auditLog, order: orders.saleSequence })
        .from(auditLog)
        .leftJoin(orders, eq(orders.id, auditLog.orderId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((query.page - 1) * AUDIT_PAGE_SIZE),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .leftJoin(orders, eq(orders.id, auditLog.orderId))
        .where(where),
    ]);
    return {
      count: total?.n ?? 0,
      page: query.page,
      page_size: AUDIT_PAGE_SIZE,
      results: rows.map(({ entry, order }) => ({
        id: entry.id,
        date: entry.createdAt.toISOString(),
        actor: { id: entry.actorId, email: entry.actorEmail },
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityId,
        order,
        summary: entry.summary,
        before: entry.before,
        after: entry.after,
      })),
    };
  }
}
