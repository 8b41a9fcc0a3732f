import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOGISTICS_PAGE_SIZE,
  type OrderReservations,
  type orderReservePayloadSchema,
  type Reservation,
  type ReservationList,
  type reservationsQuerySchema,
} from '@windfamily/contract/logistics';
import { type Db, rowsOf } from '../../db/client';
import { orders } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { lockVariants, refreshAvailable } from './ledger';
import { countOf, reservationState, selectReservations } from './present';
import { expireDue, holdForOrder } from './reservations';

type ReservationsQuery = z.output<typeof reservationsQuerySchema>;
type ReserveInput = z.output<typeof orderReservePayloadSchema>;

export const RESERVATION_MESSAGES = {
  noReservation: 'There is no such reservation.',
  notActive: (state: string) => `The reservation is ${state} already.`,
  noOrder: (saleSequence: string) => `There is no order ${saleSequence}.`,
  orderDone: (status: string) => `The order is ${status}: it holds no stock any more.`,
  pastUntil: 'The reservation must last until a moment in the future.',
  notSellable: 'Reserve at a location the shop sells from (the warehouse or a shelf of it).',
} as const;

/**
 * Reservations as staff see and change them: the list, letting one go, and reserving what an
 * order still needs. The orders' own reservations are made and ended by the orders' changes
 * (`holdForOrder`, `releaseOrder`), in their transactions.
 */
export class ReservationsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly catalog: CatalogService,
  ) {}

  async list(query: ReservationsQuery): Promise<ReservationList> {
    const conditions: SQL[] = [sql`true`];
    if (query.variant !== undefined) conditions.push(sql`r.variant_id = ${query.variant}`);
    if (query.location !== undefined) conditions.push(sql`r.location_id = ${query.location}`);
    if (query.order !== undefined)
      conditions.push(
        sql`r.order_id = (SELECT id FROM orders WHERE sale_sequence = ${query.order})`,
      );
    if (query.state !== undefined) conditions.push(sql`${reservationState} = ${query.state}`);
    const where = sql.join(conditions, sql` AND `);
    const [results, count] = await Promise.all([
      selectReservations(this.db, where, {
        limit: LOGISTICS_PAGE_SIZE,
        offset: (query.page - 1) * LOGISTICS_PAGE_SIZE,
      }),
      countOf(this.db, sql`stock_reservations r`, where),
    ]);
    return { count, page: query.page, page_size: LOGISTICS_PAGE_SIZE, results };
  }

  /** Lets a reservation go: its units are free again. */
  async cancel(id: number, actor: Actor): Promise<Reservation> {
    const answer = await this.db.transaction(async (tx) => {
      const [seen] = await rowsOf<{ variant_id: number }>(
        tx,
        sql`SELECT variant_id FROM stock_reservations WHERE id = ${id}`,
      );
      if (!seen) throw notFound(RESERVATION_MESSAGES.noReservation);
      await lockVariants(tx, [seen.variant_id]);
      const [before] = await selectReservations(tx, sql`r.id = ${id}`);
      if (before!.state !== 'active')
        throw new HttpError(409, RESERVATION_MESSAGES.notActive(before!.state));
      await tx.execute(sql`UPDATE stock_reservations SET state = 'released',
                             ended_at = clock_timestamp() WHERE id = ${id}`);
      await refreshAvailable(tx, [seen.variant_id]);
      const [after] = await selectReservations(tx, sql`r.id = ${id}`);
      await this.audit.record(tx, actor, {
        action: 'reservation.cancel',
        entityType: 'reservation',
        entityId: id,
        summary: `${before!.amount} × ${before!.variant.sku} let go${before!.order ? ` (order ${before!.order})` : ''}`,
        before,
        after,
      });
      return after!;
    });
    this.catalog.stockChanged();
    return answer;
  }

  /**
   * Reserves what an order's stocked lines still need and no reservation holds (a 409 when the
   * units are not free), until `reserved_until` (null: until shipped or cancelled), at a
   * location when one is given. Answers what the order holds now.
   */
  async reserveOrder(
    saleSequence: string,
    input: ReserveInput,
    actor: Actor,
  ): Promise<OrderReservations> {
    const until = input.reserved_until === null ? null : new Date(input.reserved_until);
    if (until && until.getTime() <= Date.now())
      throw fieldError('reserved_until', RESERVATION_MESSAGES.pastUntil);
    const answer = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.saleSequence, saleSequence))
        .for('update');
      if (!order) throw notFound(RESERVATION_MESSAGES.noOrder(saleSequence));
      if (order.status === 'cancelled' || order.status === 'shipped')
        throw new HttpError(409, RESERVATION_MESSAGES.orderDone(order.status));
      if (input.location_id !== null) {
        const [place] = await rowsOf<{ sellable: boolean }>(
          tx,
          sql`SELECT sellable FROM stock_locations WHERE id = ${input.location_id}`,
        );
        if (!place?.sellable) throw fieldError('location_id', RESERVATION_MESSAGES.notSellable);
      }
      const changed = await holdForOrder(tx, order.id, {
        mode: 'topUp',
        reservedUntil: until,
        locationId: input.location_id,
        actorId: actor.id,
        reason: 'Reserved by staff',
      });
      const reservations = await selectReservations(
        tx,
        sql`r.order_id = ${order.id} AND r.state = 'active'
            AND (r.reserved_until IS NULL OR r.reserved_until > now())`,
      );
      await this.audit.record(tx, actor, {
        action: 'order.reserve',
        entityType: 'order',
        entityId: saleSequence,
        orderId: order.id,
        summary: changed.length
          ? `Stock reserved for ${saleSequence}`
          : `${saleSequence} held everything it needs already`,
        after: {
          reservations: reservations.map((one) => ({
            id: one.id,
            sku: one.variant.sku,
            amount: one.amount,
          })),
        },
      });
      return { order: saleSequence, reservations };
    });
    this.catalog.stockChanged();
    return answer;
  }

  /** The periodic task: reservations past their time written down, free stock refreshed. */
  async expireDue(): Promise<number> {
    const expired = await expireDue(this.db);
    if (expired) this.catalog.stockChanged();
    return expired;
  }
}
