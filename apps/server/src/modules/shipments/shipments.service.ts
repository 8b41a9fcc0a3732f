import { and, eq, sql } from 'drizzle-orm';
import { orderKey, orderPath } from '@windfamily/contract/order-basics';
import type { z } from 'zod';
import type { Shipment, ShipmentList, shipmentsQuerySchema } from '@windfamily/contract/shipments';
import type { Config } from '../../config';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { orderEvents, orders, shipmentLines, shipments } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { needsOfOrder, shipOut } from '../logistics/reservations';
import type { OrderMails } from '../orders/order-mails';
import type { OrderRow } from '../orders/order-writer';
import type { RentalFlowService } from '../rentals/rental-flow.service';
import { lockRental, rentalEvent, type RentalRow } from '../rentals/rentals.service';
import { CarrierError, type Carriers } from '../shipping/carriers';
import { STALE_BOOKING_MS } from './booking.service';
import { carrierHttpError, DEFAULT_RETRY_DELAYS_MS, withRetries } from './carrier-calls';
import { shippedMail } from './mails';
import { labelOf, listShipments, type ShipmentRow, shipmentById } from './present';
import { moveUnitsOfLine } from './shipment-units';

export const SHIPMENT_MESSAGES = {
  noShipment: (id: number) => `There is no shipment ${id}.`,
  pending: (id: number) =>
    `Shipment ${id} is still being booked with the carrier: wait a moment and reload.`,
  cancelling: (id: number) => `Shipment ${id} is being cancelled.`,
  shipped: (id: number) => `Shipment ${id} was handed over already.`,
  shippedCancel: (id: number) =>
    `Shipment ${id} was handed over to the carrier: it can no longer be cancelled.`,
  cancelled: (id: number) => `Shipment ${id} is cancelled.`,
  failed: (id: number) =>
    `Shipment ${id} was never booked (the carrier refused it): book a new one.`,
  orderCancelled: (id: number, saleSequence: string) =>
    `Order ${saleSequence} is cancelled: cancel shipment ${id} instead of shipping it.`,
  otherCarrier: (id: number, carrier: string) =>
    `Shipment ${id} was booked with ${carrier}, which the shop no longer uses: void its label with the carrier by hand.`,
} as const;

/**
 * The shipments: the list, one, its label, its hand-over (`ship`: the units leave the stock,
 * the order may turn shipped, the customer is told) and its cancellation with the carrier.
 */
export class ShipmentsService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly carriers: Carriers,
    private readonly catalog: CatalogService,
    private readonly mails: OrderMails,
    private readonly audit: AuditService,
    private readonly rentalFlow: RentalFlowService,
    private readonly retryDelays: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {}

  list(query: z.output<typeof shipmentsQuerySchema>): Promise<ShipmentList> {
    return listShipments(this.db, query);
  }

  get(id: number): Promise<Shipment> {
    return shipmentById(this.db, id);
  }

  label(id: number) {
    return labelOf(this.db, id);
  }

  /**
   * What the shipment carries, locked, and then the shipment's row: the order's row (the
   * ledger's order of locks), or the demo rental's (the rentals').
   */
  private async lockBoth(tx: Tx, id: number): Promise<{ of: Carried; shipment: ShipmentRow }> {
    const [found] = await rowsOf<{ order_id: number | null; rental_id: number | null }>(
      tx,
      sql`SELECT order_id, rental_id FROM shipments WHERE id = ${id}`,
    );
    if (!found) throw notFound(SHIPMENT_MESSAGES.noShipment(id));
    let of: Carried;
    if (found.order_id !== null) {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, found.order_id))
        .for('update');
      of = { kind: 'order', order: order! };
    } else of = { kind: 'rental', rental: await lockRental(tx, found.rental_id!) };
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
    return { of, shipment: shipment! };
  }

  /**
   * Handed over to the carrier, in one transaction under the lock of what it carries: an
   * order's lines leave the stock for the customer through the ledger, the order turns shipped
   * once nothing is left to ship, its timeline says so, and the customer's mail with the
   * tracking link is queued; a demo rental's wing moves to the pilot and the
   * rental turns out (`RentalFlowService.handOut`).
   */
  async ship(id: number, actor: Actor): Promise<Shipment> {
    const done = await this.db.transaction(async (tx) => {
      const { of, shipment } = await this.lockBoth(tx, id);
      const refusal = shipRefusal(shipment);
      if (refusal) throw new HttpError(409, refusal);
      let complete = false;
      if (of.kind === 'order') {
        complete = await this.shipLines(tx, of.order, shipment, actor);
        await this.queueMail(tx, of.order, shipment, complete);
      } else {
        await this.rentalFlow.handOut(
          tx,
          of.rental,
          {
            shipmentId: id,
            carrier: this.carrierName(shipment),
            trackingNumber: shipment.trackingNumber ?? '',
          },
          actor,
        );
        await markShipped(tx, id, actor);
      }
      await this.audit.record(tx, actor, {
        action: 'shipment.ship',
        entityType: 'shipment',
        entityId: id,
        orderId: of.kind === 'order' ? of.order.id : null,
        summary: `Shipment ${id} of ${carriedName(of)} handed over${complete ? '; the order is shipped' : ''}`,
        before: { state: shipment.state },
        after: { state: 'shipped' },
      });
      return { of, shipment, complete };
    });
    this.catalog.stockChanged();
    await this.handOver(done.shipment);
    return this.get(id);
  }

  /**
   * An order's part of the hand-over: each line's units leave through the ledger, the order
   * turns shipped when nothing is left to ship, its timeline says so. Answers whether it did.
   */
  private async shipLines(
    tx: Tx,
    order: OrderRow,
    shipment: ShipmentRow,
    actor: Actor,
  ): Promise<boolean> {
    const id = shipment.id;
    if (order.status === 'cancelled')
      throw new HttpError(409, SHIPMENT_MESSAGES.orderCancelled(id, order.saleSequence));
    const lines = await tx.select().from(shipmentLines).where(eq(shipmentLines.shipmentId, id));
    for (const line of lines) {
      await shipOut(tx, line.orderItemId, {
        amount: line.amount,
        actorId: actor.id,
        reason: `Shipment ${id}`,
      });
      await moveUnitsOfLine(tx, {
        shipmentId: id,
        orderId: order.id,
        orderItemId: line.orderItemId,
        amount: line.amount,
        actorId: actor.id,
      });
    }
    // Shipped before counting: what is left to ship counts the shipped shipments.
    await markShipped(tx, id, actor);
    const complete = await nothingLeftToShip(tx, order.id);
    if (complete)
      await tx
        .update(orders)
        .set({
          status: 'shipped',
          shipmentDate: sql`now()`,
          updatedAt: sql`now()`,
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: complete ? 'shipped' : 'part_shipped',
      actorId: actor.id,
      detail: `Shipment ${id}: ${shipment.trackingNumber} (${shipment.service})`,
    });
    return complete;
  }

  /** The carrier's name when it is the shop's, else its id. */
  private carrierName(shipment: ShipmentRow): string {
    return this.carriers.carrier?.id === shipment.carrier
      ? this.carriers.carrier.name
      : shipment.carrier;
  }

  /** The stand-in learns that its parcel left (a real carrier learns it from its own scan). */
  private async handOver(shipment: ShipmentRow) {
    const standIn = this.carriers.standIn;
    if (!standIn || shipment.carrier !== standIn.id || !shipment.trackingNumber) return;
    await standIn.handOver(shipment.trackingNumber).catch(() => {
      // A parcel it never booked (its table emptied since): nothing to tell it.
    });
  }

  /** The customer's mail with the tracking link, queued with the hand-over. */
  private async queueMail(tx: Tx, order: OrderRow, shipment: ShipmentRow, complete: boolean) {
    const lines = await rowsOf<{ amount: number; long_name: string }>(
      tx,
      sql`SELECT l.amount, i.long_name FROM shipment_lines l
            JOIN order_items i ON i.id = l.order_item_id
          WHERE l.shipment_id = ${shipment.id} ORDER BY i.position`,
    );
    const mail = shippedMail(this.config, {
      saleSequence: order.saleSequence,
      name: order.address.name,
      email: order.address.email,
      carrier: this.carrierName(shipment),
      trackingNumber: shipment.trackingNumber ?? '',
      trackingUrl: shipment.trackingUrl ?? '',
      contents: lines.map((line) => `${line.amount} × ${line.long_name}`).join(', '),
      orderUrl: `${this.config.publicUrl}${orderPath(orderKey(order.saleSequence, order.secret))}`,
      complete,
    });
    await this.mails.send(tx, order.id, 'shipped', null, mail);
  }

  /**
   * Voids the label with the carrier until the parcels are handed over. The shipment is marked
   * `cancelling` under the order's lock first, so that a hand-over meanwhile is refused; the
   * carrier is asked after that transaction, and the answer written in a second one.
   */
  async cancel(id: number, actor: Actor): Promise<Shipment> {
    const claimed = await this.db.transaction(async (tx) => {
      const { of, shipment } = await this.lockBoth(tx, id);
      if (shipment.state === 'pending') {
        const stale = (shipment.bookingStartedAt?.getTime() ?? 0) < Date.now() - STALE_BOOKING_MS;
        if (!stale) throw new HttpError(409, SHIPMENT_MESSAGES.pending(id));
        // Its booking was lost: there is no label known to void.
        await this.markCancelled(tx, of, shipment, actor);
        return null;
      }
      const refusal = cancelRefusal(shipment);
      if (refusal) throw new HttpError(409, refusal);
      await tx.update(shipments).set({ state: 'cancelling' }).where(eq(shipments.id, id));
      return { of, shipment };
    });
    if (!claimed) return this.get(id);
    const { of, shipment } = claimed;
    const back = async (error: unknown) => {
      await this.db
        .update(shipments)
        .set({
          state: 'created',
          lastError: error instanceof Error ? error.message : String(error),
        })
        .where(and(eq(shipments.id, id), eq(shipments.state, 'cancelling')));
    };
    try {
      const carrier = this.carriers.carrier;
      if (!carrier || carrier.id !== shipment.carrier)
        throw new HttpError(409, SHIPMENT_MESSAGES.otherCarrier(id, shipment.carrier));
      await withRetries(
        () => carrier.cancel(shipment.carrierShipmentId ?? ''),
        this.retryDelays,
      ).catch((error: unknown) => {
        // A shipment the carrier does not know will never be carried nor billed: void already.
        if (!(error instanceof CarrierError && error.code === 'unknown-shipment')) throw error;
      });
    } catch (error) {
      await back(error);
      if (error instanceof CarrierError) {
        if (error.code === 'handed-over')
          throw new HttpError(409, SHIPMENT_MESSAGES.shippedCancel(id));
        throw carrierHttpError(error, 'the cancellation');
      }
      throw error;
    }
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
      if (current?.state === 'cancelling') await this.markCancelled(tx, of, current, actor);
    });
    return this.get(id);
  }

  /** Cancelled: the order's timeline says so, or the wing's history (the rental stays booked). */
  private async markCancelled(tx: Tx, of: Carried, shipment: ShipmentRow, actor: Actor) {
    await tx
      .update(shipments)
      .set({ state: 'cancelled', cancelledAt: sql`now()`, cancelledById: actor.id })
      .where(eq(shipments.id, shipment.id));
    const detail = `Shipment ${shipment.id}${shipment.trackingNumber ? `: ${shipment.trackingNumber}` : ''}`;
    if (of.kind === 'order')
      await tx.insert(orderEvents).values({
        orderId: of.order.id,
        kind: 'shipment_cancelled',
        actorId: actor.id,
        detail,
      });
    else
      await rentalEvent(tx, of.rental.unitId, actor.id, {
        rental_id: of.rental.id,
        note: `Parcel cancelled: ${detail}`,
        shipment_id: shipment.id,
      });
    await this.audit.record(tx, actor, {
      action: 'shipment.cancel',
      entityType: 'shipment',
      entityId: shipment.id,
      orderId: of.kind === 'order' ? of.order.id : null,
      summary: `Shipment ${shipment.id} of ${carriedName(of)} cancelled`,
      before: { state: shipment.state },
      after: { state: 'cancelled' },
    });
  }
}

const markShipped = (tx: Tx, id: number, actor: Actor) =>
  tx
    .update(shipments)
    .set({ state: 'shipped', shippedAt: sql`now()`, shippedById: actor.id })
    .where(eq(shipments.id, id));

/** What a shipment carries, as its hand-over and cancellation hold it locked. */
type Carried = { kind: 'order'; order: OrderRow } | { kind: 'rental'; rental: RentalRow };

const carriedName = (of: Carried) =>
  of.kind === 'order' ? of.order.saleSequence : `demo rental ${of.rental.id}`;

/** Why a shipment in its state refuses an action, or null; `shipped` says why a shipped one does. */
function refusalOf(
  shipment: Pick<ShipmentRow, 'id' | 'state'>,
  shipped: (id: number) => string,
): string | null {
  switch (shipment.state) {
    case 'created':
      return null;
    case 'pending':
      return SHIPMENT_MESSAGES.pending(shipment.id);
    case 'cancelling':
      return SHIPMENT_MESSAGES.cancelling(shipment.id);
    case 'shipped':
      return shipped(shipment.id);
    case 'cancelled':
      return SHIPMENT_MESSAGES.cancelled(shipment.id);
    case 'failed':
      return SHIPMENT_MESSAGES.failed(shipment.id);
  }
}

/** Why a shipment cannot be handed over now, or null when it can. */
export const shipRefusal = (shipment: Pick<ShipmentRow, 'id' | 'state'>) =>
  refusalOf(shipment, SHIPMENT_MESSAGES.shipped);

/** Why a shipment cannot be cancelled now (a pending one: see `cancel`), or null. */
export const cancelRefusal = (shipment: Pick<ShipmentRow, 'id' | 'state'>) =>
  refusalOf(shipment, SHIPMENT_MESSAGES.shippedCancel);

/**
 * Whether the order has nothing left to ship: its stocked lines need nothing more (the
 * ledger's moves to the customers), and every line is carried by shipped shipments.
 */
async function nothingLeftToShip(tx: Tx, orderId: number): Promise<boolean> {
  if ((await needsOfOrder(tx, orderId)).length) return false;
  const [open] = await rowsOf<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM order_items i
        WHERE i.order_id = ${orderId}
          AND i.amount > (SELECT coalesce(sum(l.amount), 0) FROM shipment_lines l
                            JOIN shipments s ON s.id = l.shipment_id
                          WHERE l.order_item_id = i.id AND s.state = 'shipped')`,
  );
  return (open?.n ?? 0) === 0;
}
