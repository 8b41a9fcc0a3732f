import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOGISTICS_PAGE_SIZE,
  STANDARD_LOCATIONS,
  type StockCheck,
  type stockCheckCreatePayloadSchema,
  type StockCheckList,
  type StockCheckState,
  type stockChecksQuerySchema,
} from '@windfamily/contract/logistics';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { stockCheckLines, stockChecks } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { bookMove, idList, locationByCode, lockVariants } from './ledger';
import { iso } from './present';

type CreateInput = z.output<typeof stockCheckCreatePayloadSchema>;
type ChecksQuery = z.output<typeof stockChecksQuerySchema>;

export const STOCK_CHECK_MESSAGES = {
  noCheck: 'There is no such stock check.',
  noLine: 'There is no such line in a stock check.',
  noLocation: 'There is no such location.',
  virtual: 'Only a place where units really are can be counted.',
  noVariant: (ids: number[]) => `There is no variant ${ids.join(', ')}.`,
  nothingThere: 'Nothing is at this location: name the variants to count.',
  notOpen: (state: StockCheckState) => `The stock check is ${state}: it changes no more.`,
  uncounted: (n: number) => `Count every line first: ${n} ${n === 1 ? 'is' : 'are'} not counted.`,
  noLines: 'The stock check has no lines left to apply.',
  moved: (skus: string[]) =>
    `Stock of ${skus.join(', ')} moved after ${skus.length === 1 ? 'it was' : 'they were'} counted: count ${skus.length === 1 ? 'it' : 'them'} again.`,
} as const;

interface CheckRow {
  id: number;
  location_id: number;
  location_code: string;
  location_name: string;
  state: StockCheckState;
  created_at: Date | string;
  applied_at: Date | string | null;
  cancelled_at: Date | string | null;
  email: string | null;
  note: string;
  lines: number;
  counted: number;
}

interface LineRow {
  id: number;
  variant_id: number;
  sku: string;
  name: string;
  expected: number;
  counted: number | null;
  counted_at: Date | string | null;
  current: number;
  moved: boolean;
}

/**
 * Counting a location: a check lists its variants with what the ledger expects; staff count
 * each line; a line is flagged when its stock moved after it was counted (or, not yet counted,
 * after the check began); applying books each difference as a move from or to the losses,
 * under the variants' locks, once every line is counted and none is flagged.
 */
export class StockChecksService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly catalog: CatalogService,
  ) {}

  private async rows(db: Db | Tx, where: SQL, page?: { limit: number; offset: number }) {
    return rowsOf<CheckRow>(
      db,
      sql`SELECT c.id, c.location_id, l.code AS location_code, l.name AS location_name, c.state,
            c.created_at, c.applied_at, c.cancelled_at, u.email, c.note,
            (SELECT count(*)::int FROM stock_check_lines x WHERE x.check_id = c.id) AS lines,
            (SELECT count(*)::int FROM stock_check_lines x
             WHERE x.check_id = c.id AND x.counted IS NOT NULL) AS counted
          FROM stock_checks c
            JOIN stock_locations l ON l.id = c.location_id
            LEFT JOIN users u ON u.id = c.created_by_id
          WHERE ${where}
          ORDER BY c.id DESC
          ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
    );
  }

  private summary(row: CheckRow) {
    return {
      id: row.id,
      location: { id: row.location_id, code: row.location_code, name: row.location_name },
      state: row.state,
      created_at: iso(row.created_at)!,
      applied_at: iso(row.applied_at),
      cancelled_at: iso(row.cancelled_at),
      created_by: row.email,
      note: row.note,
      lines: row.lines,
      counted: row.counted,
    };
  }

  /** The check's lines, each with the ledger's units now and whether they moved since counted. */
  private async lines(db: Db | Tx, checkId: number): Promise<LineRow[]> {
    return rowsOf<LineRow>(
      db,
      sql`SELECT x.id, x.variant_id, v.sku, p.name || ' ' || v.name AS name, x.expected,
            x.counted, x.counted_at,
            coalesce((SELECT quantity FROM stock_levels s
                      WHERE s.variant_id = x.variant_id AND s.location_id = c.location_id), 0) AS current,
            EXISTS (SELECT 1 FROM stock_moves m
                    WHERE m.variant_id = x.variant_id AND m.state = 'finished'
                      AND (m.from_location_id = c.location_id OR m.to_location_id = c.location_id)
                      AND m.finished_at > coalesce(x.counted_at, c.created_at)
                      AND m.stock_check_id IS DISTINCT FROM c.id) AS moved
          FROM stock_check_lines x
            JOIN stock_checks c ON c.id = x.check_id
            JOIN product_variants v ON v.id = x.variant_id
            JOIN products p ON p.id = v.product_id
          WHERE x.check_id = ${checkId}
          ORDER BY v.sku, x.id`,
    );
  }

  async list(query: ChecksQuery): Promise<StockCheckList> {
    const conditions: SQL[] = [sql`true`];
    if (query.state !== undefined) conditions.push(sql`c.state = ${query.state}`);
    if (query.location !== undefined) conditions.push(sql`c.location_id = ${query.location}`);
    const where = sql.join(conditions, sql` AND `);
    const [rows, [total]] = await Promise.all([
      this.rows(this.db, where, {
        limit: LOGISTICS_PAGE_SIZE,
        offset: (query.page - 1) * LOGISTICS_PAGE_SIZE,
      }),
      rowsOf<{ n: number }>(
        this.db,
        sql`SELECT count(*)::int AS n FROM stock_checks c WHERE ${where}`,
      ),
    ]);
    return {
      count: total?.n ?? 0,
      page: query.page,
      page_size: LOGISTICS_PAGE_SIZE,
      results: rows.map((row) => this.summary(row)),
    };
  }

  async get(id: number, db: Db | Tx = this.db): Promise<StockCheck> {
    const [row] = await this.rows(db, sql`c.id = ${id}`);
    if (!row) throw notFound(STOCK_CHECK_MESSAGES.noCheck);
    const lines = await this.lines(db, id);
    return {
      ...this.summary(row),
      lines: lines.map((line) => ({
        id: line.id,
        variant: { id: line.variant_id, sku: line.sku, name: line.name },
        expected: line.expected,
        counted: line.counted,
        counted_at: iso(line.counted_at),
        current: line.current,
        moved: line.moved,
      })),
    };
  }

  /** A count of a location begins: its lines expect what the ledger holds now. */
  async create(input: CreateInput, actor: Actor): Promise<StockCheck> {
    return this.db.transaction(async (tx) => {
      const [place] = await rowsOf<{ id: number; virtual: boolean; name: string }>(
        tx,
        sql`SELECT id, virtual, name FROM stock_locations WHERE id = ${input.location_id}`,
      );
      if (!place) throw fieldError('location_id', STOCK_CHECK_MESSAGES.noLocation);
      if (place.virtual) throw fieldError('location_id', STOCK_CHECK_MESSAGES.virtual);
      let variantIds: number[];
      if (input.variant_ids?.length) {
        const found = await rowsOf<{ id: number }>(
          tx,
          sql`SELECT id FROM product_variants WHERE id IN (${idList(input.variant_ids)})`,
        );
        const missing = input.variant_ids.filter((id) => !found.some((row) => row.id === id));
        if (missing.length)
          throw fieldError('variant_ids', STOCK_CHECK_MESSAGES.noVariant(missing));
        variantIds = input.variant_ids;
      } else {
        const there = await rowsOf<{ variant_id: number }>(
          tx,
          sql`SELECT variant_id FROM stock_levels WHERE location_id = ${place.id} AND quantity <> 0`,
        );
        variantIds = there.map((row) => row.variant_id);
        if (!variantIds.length) throw fieldError('variant_ids', STOCK_CHECK_MESSAGES.nothingThere);
      }
      const [check] = await tx
        .insert(stockChecks)
        .values({ locationId: place.id, createdById: actor.id, note: input.note })
        .returning();
      await tx.execute(sql`
        INSERT INTO stock_check_lines (check_id, variant_id, expected)
        SELECT ${check!.id}, v.id, coalesce(l.quantity, 0)
        FROM product_variants v
          LEFT JOIN stock_levels l ON l.variant_id = v.id AND l.location_id = ${place.id}
        WHERE v.id IN (${idList(variantIds)})`);
      const created = await this.get(check!.id, tx);
      await this.audit.record(tx, actor, {
        action: 'stock_check.create',
        entityType: 'stock_check',
        entityId: check!.id,
        summary: `Count of ${place.name} begun (${created.lines.length} lines)`,
        after: { location: place.id, variants: variantIds },
      });
      return created;
    });
  }

  /** The check's row, locked, and open (else a 409). */
  private async openCheck(tx: Tx, id: number) {
    const [check] = await tx.select().from(stockChecks).where(eq(stockChecks.id, id)).for('update');
    if (!check) throw notFound(STOCK_CHECK_MESSAGES.noCheck);
    if (check.state !== 'open') throw new HttpError(409, STOCK_CHECK_MESSAGES.notOpen(check.state));
    return check;
  }

  async countLine(
    checkId: number,
    lineId: number,
    counted: number,
    actor: Actor,
  ): Promise<StockCheck> {
    return this.db.transaction(async (tx) => {
      await this.openCheck(tx, checkId);
      const [line] = await tx
        .update(stockCheckLines)
        .set({ counted, countedAt: sql`clock_timestamp()` })
        .where(sql`${stockCheckLines.id} = ${lineId} AND ${stockCheckLines.checkId} = ${checkId}`)
        .returning();
      if (!line) throw notFound(STOCK_CHECK_MESSAGES.noLine);
      await this.audit.record(tx, actor, {
        action: 'stock_check.count',
        entityType: 'stock_check',
        entityId: checkId,
        summary: `Line ${lineId} counted: ${counted}`,
        after: { line: lineId, counted },
      });
      return this.get(checkId, tx);
    });
  }

  /** Takes a line out of an open check. */
  async deleteLine(lineId: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [line] = await tx.select().from(stockCheckLines).where(eq(stockCheckLines.id, lineId));
      if (!line) throw notFound(STOCK_CHECK_MESSAGES.noLine);
      await this.openCheck(tx, line.checkId);
      await tx.delete(stockCheckLines).where(eq(stockCheckLines.id, lineId));
      await this.audit.record(tx, actor, {
        action: 'stock_check.delete_line',
        entityType: 'stock_check',
        entityId: line.checkId,
        summary: `Line ${lineId} taken out of the count`,
        before: { line: lineId, variant: line.variantId, counted: line.counted },
      });
    });
  }

  /**
   * Books the count: each line's difference with the ledger now, as a move from the losses
   * (found) or to them (missing). Refused (409) while a line is not counted or its stock moved
   * after it was counted.
   */
  async apply(id: number, actor: Actor): Promise<StockCheck> {
    const answer = await this.db.transaction(async (tx) => {
      const check = await this.openCheck(tx, id);
      const seen = await tx
        .select({ variantId: stockCheckLines.variantId })
        .from(stockCheckLines)
        .where(eq(stockCheckLines.checkId, id));
      if (!seen.length) throw new HttpError(409, STOCK_CHECK_MESSAGES.noLines);
      const locked = await lockVariants(
        tx,
        seen.map((line) => line.variantId),
      );
      const lines = await this.lines(tx, id);
      const uncounted = lines.filter((line) => line.counted === null).length;
      if (uncounted) throw new HttpError(409, STOCK_CHECK_MESSAGES.uncounted(uncounted));
      const moved = lines.filter((line) => line.moved);
      if (moved.length)
        throw new HttpError(409, STOCK_CHECK_MESSAGES.moved(moved.map((line) => line.sku)));
      const losses = await locationByCode(tx, STANDARD_LOCATIONS.losses);
      const booked: { sku: string; difference: number }[] = [];
      for (const line of [...lines].sort((a, b) => a.variant_id - b.variant_id)) {
        const difference = line.counted! - line.current;
        if (difference === 0) continue;
        await bookMove(
          tx,
          {
            variantId: line.variant_id,
            amount: Math.abs(difference),
            fromLocationId: difference > 0 ? losses.id : check.locationId,
            toLocationId: difference > 0 ? check.locationId : losses.id,
            stockCheckId: id,
            actorId: actor.id,
            reason: difference > 0 ? `Stock check ${id}: found` : `Stock check ${id}: missing`,
          },
          { unchecked: true, sku: locked.get(line.variant_id)?.sku },
        );
        booked.push({ sku: line.sku, difference });
      }
      await tx
        .update(stockChecks)
        .set({ state: 'applied', appliedAt: sql`clock_timestamp()` })
        .where(eq(stockChecks.id, id));
      await this.audit.record(tx, actor, {
        action: 'stock_check.apply',
        entityType: 'stock_check',
        entityId: id,
        summary: booked.length
          ? `Count applied: ${booked.map((one) => `${one.sku} ${one.difference > 0 ? '+' : ''}${one.difference}`).join(', ')}`
          : 'Count applied: no differences',
        after: { booked },
      });
      return this.get(id, tx);
    });
    this.catalog.stockChanged();
    return answer;
  }

  async cancel(id: number, actor: Actor): Promise<StockCheck> {
    return this.db.transaction(async (tx) => {
      await this.openCheck(tx, id);
      await tx
        .update(stockChecks)
        .set({ state: 'cancelled', cancelledAt: sql`clock_timestamp()` })
        .where(eq(stockChecks.id, id));
      await this.audit.record(tx, actor, {
        action: 'stock_check.cancel',
        entityType: 'stock_check',
        entityId: id,
        summary: 'Count cancelled',
      });
      return this.get(id, tx);
    });
  }
}
