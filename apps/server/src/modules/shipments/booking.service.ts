import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToMoney } from '@windfamily/contract/money';
import type {
  Shipment,
  shipmentCreatePayloadSchema,
  ShipmentRates,
  ShipmentService,
} from '@windfamily/contract/shipments';
import type { Config } from '../../config';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { orderEvents, orders, shipmentLines, shipments } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { OrderRow } from '../orders/order-writer';
import {
  type Carrier,
  CarrierError,
  type Carriers,
  type CustomsDeclaration,
  needsCustoms,
  PARAGLIDER_HS_CODE,
  type ShipmentRequest,
} from '../shipping/carriers';
import { carrierHttpError, DEFAULT_RETRY_DELAYS_MS, withRetries } from './carrier-calls';
import { shipmentById } from './present';

type CreateInput = z.output<typeof shipmentCreatePayloadSchema>;

/** A pending shipment older than this lost its request (a crash): a retry may book it again. */
export const STALE_BOOKING_MS = 5 * 60_000;

/** The states whose lines are taken: booked, being booked, on their way. */
export const HOLDING_STATES = sql`('pending', 'created', 'cancelling', 'shipped')`;

export const BOOKING_MESSAGES = {
  noOrder: (saleSequence: string) => `There is no order ${saleSequence}.`,
  cancelled: (saleSequence: string) =>
    `Order ${saleSequence} is cancelled: nothing of it can be shipped.`,
  nothingLeft: (saleSequence: string) =>
    `Everything of order ${saleSequence} is shipped or booked in a shipment already.`,
  notOfOrder: (saleSequence: string) => `This line is not one of order ${saleSequence}.`,
  tooMany: (name: string, left: number) =>
    left === 0
      ? `${name} is shipped or booked in a shipment already.`
      : `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left to ship.`,
  booking: (id: number) =>
    `Shipment ${id} of this request is being booked with the carrier: wait a moment and reload.`,
  unknownService: (service: string, carrier: string) =>
    `${carrier} does not offer the service "${service}".`,
} as const;

/** What a line of an order has left to ship: ordered less what shipments hold or shipped. */
interface LineLeft {
  id: number;
  name: string;
  longName: string;
  sku: string;
  amount: number;
  left: number;
  unitNet: number;
  weightGrams: number;
}

async function linesLeft(tx: Tx | Db, orderId: number): Promise<LineLeft[]> {
  const rows = await rowsOf<{
    id: number;
    name: string;
    long_name: string;
    sku: string;
    amount: number;
    taken: number;
    unit_net: number;
    weight: number;
  }>(
    tx,
    sql`SELECT i.id, i.name, i.long_name, i.sku, i.amount, i.unit_net,
          coalesce(v.shipping_weight_grams, 0) AS weight,
          (SELECT coalesce(sum(l.amount), 0)::int FROM shipment_lines l
             JOIN shipments s ON s.id = l.shipment_id
           WHERE l.order_item_id = i.id AND s.state IN ${HOLDING_STATES}) AS taken
        FROM order_items i LEFT JOIN product_variants v ON v.id = i.variant_id
        WHERE i.order_id = ${orderId}
        ORDER BY i.position, i.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    longName: row.long_name,
    sku: row.sku,
    amount: row.amount,
    left: Math.max(0, row.amount - row.taken),
    unitNet: row.unit_net,
    weightGrams: row.weight,
  }));
}

/** What the booking of a shipment needs once its pending row is written. */
interface Booking {
  id: number;
  order: OrderRow;
  weightGrams: number;
  lines: { line: LineLeft; amount: number }[];
  /** The same request again, answered with what is there already. */
  existing: boolean;
}

/**
 * Books a shipment of an order with the carrier. A `pending` row (with its lines) is written
 * first, under the order's lock, so that a retry of the request (same `Idempotency-Key`) finds
 * it and a second request finds the lines taken; the carrier is called after that
 * transaction, never while it holds locks; its answer (or refusal) is written in a second one.
 */
export class ShipmentBooking {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly carriers: Carriers,
    private readonly audit: AuditService,
    private readonly retryDelays: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {}

  private carrier(): Carrier {
    try {
      return this.carriers.require();
    } catch (error) {
      if (error instanceof CarrierError) throw carrierHttpError(error, 'the shipment');
      throw error;
    }
  }

  /** The services the carrier books, and what each costs for the order at `weightGrams`. */
  async rates(saleSequence: string, weightGrams: number): Promise<ShipmentRates> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.saleSequence, saleSequence));
    if (!order) throw notFound(BOOKING_MESSAGES.noOrder(saleSequence));
    const carrier = this.carriers.carrier;
    if (!carrier) return { carrier: null, services: [], rates: [], rates_error: null };
    const services = carrier.services().map(({ code, name }) => ({ service: code, name }));
    try {
      const rates = await carrier.rates({
        to: { zipcode: order.address.zipcode, city: order.address.city, country: order.country },
        parcels: [parcelOf(weightGrams)],
        valueCents: order.net,
      });
      return {
        carrier: carrier.name,
        services,
        rates: rates.map((rate) => ({
          service: rate.service,
          name: rate.name,
          price: centsToMoney(rate.priceCents),
          currency: rate.currency,
          transit_days: rate.transitDays,
          estimated_delivery: rate.estimatedDelivery ?? null,
        })),
        rates_error: null,
      };
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      return { carrier: carrier.name, services, rates: [], rates_error: error.message };
    }
  }

  /**
   * `POST /api/store/orders/{sale_sequence}/create_shipment/{service}`: answers the shipment and
   * whether this request made it (201) or found it made by an earlier one with its key (200).
   */
  async create(
    saleSequence: string,
    service: ShipmentService,
    input: CreateInput,
    actor: Actor,
    key: string | null,
  ): Promise<{ shipment: Shipment; created: boolean }> {
    const carrier = this.carrier();
    if (!carrier.services().some((one) => one.code === service))
      throw new HttpError(409, BOOKING_MESSAGES.unknownService(service, carrier.name));
    const booking = await this.db.transaction((tx) =>
      this.reserveLines(tx, saleSequence, service, carrier, input, actor, key),
    );
    if (booking.existing)
      return { shipment: await shipmentById(this.db, booking.id), created: false };
    await this.book(booking, service, carrier, actor);
    return { shipment: await shipmentById(this.db, booking.id), created: true };
  }

  /** The first transaction: the checks, and the pending row holding the lines. */
  private async reserveLines(
    tx: Tx,
    saleSequence: string,
    service: ShipmentService,
    carrier: Carrier,
    input: CreateInput,
    actor: Actor,
    key: string | null,
  ): Promise<Booking> {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.saleSequence, saleSequence))
      .for('update');
    if (!order) throw notFound(BOOKING_MESSAGES.noOrder(saleSequence));
    const lines = await linesLeft(tx, order.id);
    if (key !== null) {
      const [earlier] = await tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, order.id), eq(shipments.idempotencyKey, key)));
      if (earlier) {
        const stale =
          earlier.state === 'pending' &&
          (earlier.bookingStartedAt?.getTime() ?? 0) < Date.now() - STALE_BOOKING_MS;
        if (!stale) return { id: earlier.id, order, weightGrams: 0, lines: [], existing: true };
        // Its request was lost before the carrier answered: this one books it.
        await tx
          .update(shipments)
          .set({ bookingStartedAt: sql`now()` })
          .where(eq(shipments.id, earlier.id));
        const held = await tx
          .select()
          .from(shipmentLines)
          .where(eq(shipmentLines.shipmentId, earlier.id));
        return {
          id: earlier.id,
          order,
          weightGrams: earlier.weightGrams,
          lines: held.map((one) => ({
            line: lines.find((line) => line.id === one.orderItemId)!,
            amount: one.amount,
          })),
          existing: false,
        };
      }
    }
    if (order.status === 'cancelled')
      throw new HttpError(409, BOOKING_MESSAGES.cancelled(saleSequence));

    let chosen: { line: LineLeft; amount: number }[];
    if (input.lines) {
      chosen = input.lines.map((wanted, index) => {
        const line = lines.find((one) => one.id === wanted.order_item_id);
        if (!line)
          throw fieldError(
            `lines.${index}.order_item_id`,
            BOOKING_MESSAGES.notOfOrder(saleSequence),
          );
        return { line, amount: wanted.amount };
      });
      for (const { line, amount } of chosen)
        if (amount > line.left)
          throw new HttpError(409, BOOKING_MESSAGES.tooMany(line.longName, line.left));
    } else {
      chosen = lines.filter((line) => line.left > 0).map((line) => ({ line, amount: line.left }));
      if (!chosen.length) throw new HttpError(409, BOOKING_MESSAGES.nothingLeft(saleSequence));
    }

    const [row] = await tx
      .insert(shipments)
      .values({
        orderId: order.id,
        service,
        carrier: carrier.id,
        state: 'pending',
        idempotencyKey: key,
        weightGrams: input.weight_grams,
        bookingStartedAt: sql`now()`,
        createdById: actor.id,
      })
      .returning({ id: shipments.id });
    const id = row!.id;
    await tx
      .insert(shipmentLines)
      .values(chosen.map(({ line, amount }) => ({ shipmentId: id, orderItemId: line.id, amount })));
    return { id, order, weightGrams: input.weight_grams, lines: chosen, existing: false };
  }

  /** Calls the carrier (outside any transaction) and writes down what it answered. */
  private async book(
    booking: Booking,
    service: ShipmentService,
    carrier: Carrier,
    actor: Actor,
  ): Promise<void> {
    const { order } = booking;
    const request = await this.requestOf(booking, service);
    let priceCents: number | null = null;
    try {
      const rates = await carrier.rates({
        to: request.to,
        parcels: request.parcels,
        valueCents: order.net,
      });
      priceCents = rates.find((rate) => rate.service === service)?.priceCents ?? null;
    } catch (error) {
      // The price is for staff's information: the booking does not depend on it.
      if (!(error instanceof CarrierError)) throw error;
    }
    let created;
    try {
      created = await withRetries(() => carrier.createShipment(request), this.retryDelays);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.db
        .update(shipments)
        .set({ state: 'failed', lastError: message })
        .where(and(eq(shipments.id, booking.id), eq(shipments.state, 'pending')));
      if (error instanceof CarrierError) throw carrierHttpError(error, 'the shipment');
      throw error;
    }
    const written = await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(shipments)
        .set({
          state: 'created',
          carrierShipmentId: created.shipmentId,
          trackingNumber: created.trackingNumber,
          trackingUrl: created.trackingUrl,
          parcelNumbers: created.parcelNumbers,
          labelPdf: Buffer.from(created.label.pdf),
          customs: created.customsDeclared ? (request.customs ?? null) : null,
          priceCents,
          lastError: null,
        })
        .where(and(eq(shipments.id, booking.id), eq(shipments.state, 'pending')))
        .returning({ id: shipments.id });
      if (!updated.length) return false;
      await tx.insert(orderEvents).values({
        orderId: order.id,
        kind: 'shipment_created',
        actorId: actor.id,
        detail: `Shipment ${booking.id}: ${carrier.name} ${service}, ${created.trackingNumber}`,
      });
      await this.audit.record(tx, actor, {
        action: 'shipment.create',
        entityType: 'shipment',
        entityId: booking.id,
        orderId: order.id,
        summary: `Shipment ${booking.id} of ${order.saleSequence} booked with ${carrier.name}: ${created.trackingNumber}`,
        after: {
          service,
          tracking_number: created.trackingNumber,
          lines: booking.lines.map(({ line, amount }) => ({ sku: line.sku, amount })),
        },
      });
      return true;
    });
    if (!written) {
      // Cancelled by staff while the carrier was booking it: the label is void.
      await carrier.cancel(created.shipmentId).catch(() => undefined);
      throw new HttpError(409, `Shipment ${booking.id} was cancelled while it was being booked.`);
    }
  }

  /** The carrier's request: the order's address, one parcel, customs across a customs border. */
  private async requestOf(booking: Booking, service: ShipmentService): Promise<ShipmentRequest> {
    const { order } = booking;
    const address = order.address;
    const request: ShipmentRequest = {
      service,
      to: {
        name: address.name,
        lines: [address.address, address.address2].filter((line) => line && line.trim()),
        zipcode: address.zipcode,
        city: address.city,
        state: address.state || undefined,
        country: order.country,
        phone: address.phone || undefined,
        email: address.email,
      },
      parcels: [parcelOf(booking.weightGrams)],
      reference: order.saleSequence,
      contents: 'Paragliding equipment',
    };
    if (needsCustoms(this.config.shop.address.country, order.country))
      request.customs = await this.customsOf(booking);
    return request;
  }

  /**
   * The declaration of a sale: each line with the paragliders' HS code, made in the shop's
   * country, at its net price, weighing what its variant weighs boxed (or its share of the
   * parcel, less a tenth for packaging, when the variant has no weight); the standing invoice.
   */
  private async customsOf(booking: Booking): Promise<CustomsDeclaration> {
    const { order } = booking;
    const [invoice] = await rowsOf<{ number_text: string; issued_at: Date | string }>(
      this.db,
      sql`SELECT number_text, issued_at FROM invoices
          WHERE order_id = ${order.id} AND kind = 'invoice' ORDER BY id DESC LIMIT 1`,
    );
    const units = booking.lines.reduce((sum, { amount }) => sum + amount, 0);
    const share = Math.max(1, Math.floor((booking.weightGrams * 0.9) / Math.max(units, 1)));
    const issued = invoice ? new Date(invoice.issued_at) : new Date();
    return {
      invoiceNumber: invoice?.number_text ?? order.saleSequence,
      invoiceDate: issued.toISOString().slice(0, 10),
      exportReason: 'sale',
      currency: 'EUR',
      incoterm: 'DAP',
      lines: booking.lines.map(({ line, amount }) => ({
        description: line.longName,
        hsCode: PARAGLIDER_HS_CODE,
        originCountry: this.config.shop.address.country,
        quantity: amount,
        unitValueCents: line.unitNet,
        netWeightGrams: Math.min(
          (line.weightGrams > 0 ? line.weightGrams : share) * amount,
          share * amount,
        ),
      })),
    };
  }
}

/** One box of the given weight: a wing's box is about 60 × 40 × 30 cm. */
const parcelOf = (weightGrams: number) => ({
  weightGrams,
  lengthCm: 60,
  widthCm: 40,
  heightCm: 30,
});
