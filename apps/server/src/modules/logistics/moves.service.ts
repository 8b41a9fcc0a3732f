import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOGISTICS_PAGE_SIZE,
  type moveCreatePayloadSchema,
  type MoveList,
  type movesQuerySchema,
  type StockMove,
} from '@windfamily/contract/logistics';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { stockMoves } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { finishMove, insertMove, lockVariants, type MoveRow, STOCK_MESSAGES } from './ledger';
import { countOf, selectMoves } from './present';

type MovesQuery = z.output<typeof movesQuerySchema>;
type MoveInput = z.output<typeof moveCreatePayloadSchema>;

export const MOVE_MESSAGES = {
  noVariant: 'There is no such variant.',
  noLocation: 'There is no such location.',
  noMove: 'There is no such move.',
  finishedCancel: 'A finished move cannot be cancelled: reverse it instead.',
  notFinished: 'Only a finished move can be reversed.',
  reversedAlready: 'The move is reversed already.',
  startOnlyDraft: 'Only a draft move can be started.',
} as const;

/**
 * Staff's moves: made as a draft, started, finished (booked in the ledger) or cancelled; a
 * finished move is undone by its reverse. Every change locks the variant's row first (then
 * its levels, in `finishMove`), records its audit entry in the same transaction, and leaves
 * the variant's free stock written.
 */
export class MovesService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly catalog: CatalogService,
  ) {}

  async list(query: MovesQuery): Promise<MoveList> {
    const conditions: SQL[] = [sql`true`];
    if (query.variant !== undefined) conditions.push(sql`m.variant_id = ${query.variant}`);
    if (query.location !== undefined)
      conditions.push(
        sql`(m.from_location_id = ${query.location} OR m.to_location_id = ${query.location})`,
      );
    if (query.order !== undefined)
      conditions.push(
        sql`m.order_id = (SELECT id FROM orders WHERE sale_sequence = ${query.order})`,
      );
    if (query.state !== undefined) conditions.push(sql`m.state = ${query.state}`);
    const where = sql.join(conditions, sql` AND `);
    const [results, count] = await Promise.all([
      selectMoves(this.db, where, {
        limit: LOGISTICS_PAGE_SIZE,
        offset: (query.page - 1) * LOGISTICS_PAGE_SIZE,
      }),
      countOf(this.db, sql`stock_moves m`, where),
    ]);
    return { count, page: query.page, page_size: LOGISTICS_PAGE_SIZE, results };
  }

  async get(id: number, db: Db | Tx = this.db): Promise<StockMove> {
    const [move] = await selectMoves(db, sql`m.id = ${id}`);
    if (!move) throw notFound(MOVE_MESSAGES.noMove);
    return move;
  }

  /** A new move; made `finished`, it is booked at once (409 when its units are not there). */
  async create(input: MoveInput, actor: Actor): Promise<StockMove> {
    const answer = await this.db.transaction(async (tx) => {
      const locked = await lockVariants(tx, [input.variant_id]);
      const variant = locked.get(input.variant_id);
      if (!variant) throw fieldError('variant_id', MOVE_MESSAGES.noVariant);
      const places = await rowsOf<{ id: number }>(
        tx,
        sql`SELECT id FROM stock_locations
            WHERE id IN (${input.from_location_id}, ${input.to_location_id})`,
      );
      for (const field of ['from_location_id', 'to_location_id'] as const)
        if (!places.some((place) => place.id === input[field]))
          throw fieldError(field, MOVE_MESSAGES.noLocation);
      const draft = await insertMove(
        tx,
        {
          variantId: input.variant_id,
          amount: input.amount,
          fromLocationId: input.from_location_id,
          toLocationId: input.to_location_id,
          actorId: actor.id,
          reason: input.reason,
        },
        input.state === 'started' ? 'started' : 'draft',
      );
      if (input.state === 'finished') await finishMove(tx, draft, { sku: variant.sku });
      const move = await this.get(draft.id, tx);
      await this.audit.record(tx, actor, {
        action: 'stock_move.create',
        entityType: 'stock_move',
        entityId: move.id,
        summary: `${move.amount} × ${move.variant.sku} from ${move.from.name} to ${move.to.name} (${move.state})`,
        after: move,
      });
      return move;
    });
    this.catalog.stockChanged();
    return answer;
  }

  /** Runs `change` on the move's row, locked after its variant's. */
  private async withMove(
    id: number,
    actor: Actor,
    change: (tx: Tx, move: MoveRow, sku: string) => Promise<{ action: string; summary: string }>,
  ): Promise<StockMove> {
    const answer = await this.db.transaction(async (tx) => {
      const [seen] = await rowsOf<{ variant_id: number }>(
        tx,
        sql`SELECT variant_id FROM stock_moves WHERE id = ${id}`,
      );
      if (!seen) throw notFound(MOVE_MESSAGES.noMove);
      const locked = await lockVariants(tx, [seen.variant_id]);
      const [row] = await tx.select().from(stockMoves).where(eq(stockMoves.id, id)).for('update');
      if (!row) throw notFound(MOVE_MESSAGES.noMove);
      const before = await this.get(id, tx);
      const { action, summary } = await change(tx, row, locked.get(seen.variant_id)?.sku ?? '');
      const after = await this.get(id, tx);
      await this.audit.record(tx, actor, {
        action,
        entityType: 'stock_move',
        entityId: id,
        summary,
        before,
        after,
      });
      return after;
    });
    this.catalog.stockChanged();
    return answer;
  }

  start(id: number, actor: Actor): Promise<StockMove> {
    return this.withMove(id, actor, async (tx, move) => {
      if (move.state !== 'draft') throw new HttpError(409, MOVE_MESSAGES.startOnlyDraft);
      await tx.execute(
        sql`UPDATE stock_moves SET state = 'started', started_at = clock_timestamp() WHERE id = ${id}`,
      );
      return { action: 'stock_move.start', summary: `Move ${id} started` };
    });
  }

  finish(id: number, actor: Actor): Promise<StockMove> {
    return this.withMove(id, actor, async (tx, move, sku) => {
      if (move.state === 'finished' || move.state === 'cancelled')
        throw new HttpError(409, STOCK_MESSAGES.moveChanged(move.state));
      await finishMove(tx, move, { sku });
      return { action: 'stock_move.finish', summary: `Move ${id} finished` };
    });
  }

  cancel(id: number, actor: Actor): Promise<StockMove> {
    return this.withMove(id, actor, async (tx, move) => {
      if (move.state === 'finished') throw new HttpError(409, MOVE_MESSAGES.finishedCancel);
      if (move.state === 'cancelled')
        throw new HttpError(409, STOCK_MESSAGES.moveChanged('cancelled'));
      await tx.execute(
        sql`UPDATE stock_moves SET state = 'cancelled', cancelled_at = clock_timestamp() WHERE id = ${id}`,
      );
      return { action: 'stock_move.cancel', summary: `Move ${id} cancelled` };
    });
  }

  /**
   * Undoes a finished move with a finished move the other way (409 when the units have left
   * the place it brought them to, or are reserved). Answers the reverse.
   */
  async reverse(id: number, reason: string, actor: Actor): Promise<StockMove> {
    let reverseId = 0;
    await this.withMove(id, actor, async (tx, move, sku) => {
      if (move.state !== 'finished') throw new HttpError(409, MOVE_MESSAGES.notFinished);
      const [done] = await rowsOf<{ id: number }>(
        tx,
        sql`SELECT id FROM stock_moves WHERE reverses_id = ${id}`,
      );
      if (done) throw new HttpError(409, MOVE_MESSAGES.reversedAlready);
      const reverse = await insertMove(tx, {
        variantId: move.variantId,
        amount: move.amount,
        fromLocationId: move.toLocationId,
        toLocationId: move.fromLocationId,
        orderId: move.orderId,
        orderItemId: move.orderItemId,
        reversesId: move.id,
        actorId: actor.id,
        reason: reason || `Reverses move ${id}`,
      });
      await finishMove(tx, reverse, { sku });
      reverseId = reverse.id;
      return { action: 'stock_move.reverse', summary: `Move ${id} reversed by move ${reverse.id}` };
    });
    return this.get(reverseId);
  }
}
