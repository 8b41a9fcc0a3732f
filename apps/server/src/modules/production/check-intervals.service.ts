import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CheckInterval,
  type CheckIntervalList,
  type checkIntervalPayloadSchema,
  type checkIntervalsQuerySchema,
  DEFAULT_CHECK_INTERVAL,
  PRODUCTION_PAGE_SIZE,
} from '@windfamily/contract/production';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { containing } from '../../lib/search';
import type { Actor, AuditService } from '../audit/audit.service';
import { countOf } from '../logistics/present';
import { WINGS_CATEGORY } from './present';

type ListQuery = z.output<typeof checkIntervalsQuerySchema>;
type Payload = z.output<typeof checkIntervalPayloadSchema>;

export const CHECK_INTERVAL_MESSAGES = {
  noModel: 'There is no such wing model.',
} as const;

/** The models a check interval is kept for: the shop's wings. */
const models = sql`products p JOIN categories c ON c.id = p.category_id
  LEFT JOIN product_check_intervals ci ON ci.product_id = p.id`;
const isWing = sql`c.slug = ${WINGS_CATEGORY}`;

interface Row {
  product_id: number;
  model: string;
  months: number | null;
  hours: number | null;
}

const intervalOf = (row: Row): CheckInterval => ({
  product_id: row.product_id,
  model: row.model,
  months: row.months ?? DEFAULT_CHECK_INTERVAL.months,
  hours: row.hours ?? DEFAULT_CHECK_INTERVAL.hours,
  is_default: row.months === null,
});

/**
 * Each wing model's check interval (docs/decisions/0024-production-and-units.md): its own row
 * in `product_check_intervals`, else 24 months or 100 hours. A unit's next check reads it.
 */
export class CheckIntervalsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  private select(
    db: Db | Tx,
    where: SQL,
    options: { page?: { limit: number; offset: number }; lock?: boolean } = {},
  ) {
    const { page, lock } = options;
    return rowsOf<Row>(
      db,
      sql`SELECT p.id AS product_id, p.name AS model, ci.months, ci.hours FROM ${models}
          WHERE ${where}
          ORDER BY p.position, p.name, p.id
          ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}
          ${lock ? sql`FOR UPDATE OF p` : sql``}`,
    );
  }

  async list(query: ListQuery): Promise<CheckIntervalList> {
    const conditions = [isWing];
    if (query.search) conditions.push(sql`p.name ILIKE ${containing(query.search)}`);
    const where = sql.join(conditions, sql` AND `);
    const [rows, count] = await Promise.all([
      this.select(this.db, where, {
        page: { limit: PRODUCTION_PAGE_SIZE, offset: (query.page - 1) * PRODUCTION_PAGE_SIZE },
      }),
      countOf(this.db, models, where),
    ]);
    return {
      count,
      page: query.page,
      page_size: PRODUCTION_PAGE_SIZE,
      results: rows.map(intervalOf),
    };
  }

  /** Sets the model's own interval (404 for a product that is not a wing model). */
  async set(productId: number, input: Payload, actor: Actor): Promise<CheckInterval> {
    return this.db.transaction(async (tx) => {
      const [before] = await this.select(tx, sql`${isWing} AND p.id = ${productId}`, {
        lock: true,
      });
      if (!before) throw notFound(CHECK_INTERVAL_MESSAGES.noModel);
      await tx.execute(sql`INSERT INTO product_check_intervals (product_id, months, hours)
                           VALUES (${productId}, ${input.months}, ${input.hours})
                           ON CONFLICT (product_id) DO UPDATE
                             SET months = excluded.months, hours = excluded.hours`);
      const after = intervalOf({ ...before, months: input.months, hours: input.hours });
      await this.audit.record(tx, actor, {
        action: 'check_interval.set',
        entityType: 'product',
        entityId: productId,
        summary: `${before.model} is checked every ${input.months} months or ${input.hours} hours`,
        before: intervalOf(before),
        after,
      });
      return after;
    });
  }

  /** Back to the default of 24 months or 100 hours (404 for a product that is not a wing model). */
  async reset(productId: number, actor: Actor): Promise<CheckInterval> {
    return this.db.transaction(async (tx) => {
      const [before] = await this.select(tx, sql`${isWing} AND p.id = ${productId}`, {
        lock: true,
      });
      if (!before) throw notFound(CHECK_INTERVAL_MESSAGES.noModel);
      const after = intervalOf({ ...before, months: null, hours: null });
      if (before.months === null) return after;
      await tx.execute(sql`DELETE FROM product_check_intervals WHERE product_id = ${productId}`);
      await this.audit.record(tx, actor, {
        action: 'check_interval.reset',
        entityType: 'product',
        entityId: productId,
        summary: `${before.model} is checked at the default interval again`,
        before: intervalOf(before),
        after,
      });
      return after;
    });
  }
}
