import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToMoney } from '@windfamily/contract/money';
import { STANDARD_LOCATIONS } from '@windfamily/contract/logistics';
import type {
  rentalShipmentPayloadSchema,
  Shipment,
  shipmentCreatePayloadSchema,
  ShipmentRates,
  ShipmentService,
} from '@windfamily/contract/shipments';
import type { Config } from '../../config';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { demoRentals, orderEvents, orders, shipmentLines, shipments } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import { locationByCode } from '../logistics/ledger';
import type { OrderRow } from '../orders/order-writer';
import { FLOW_MESSAGES } from '../rentals/rental-flow.service';
import {
  assertRental,
  lockRental,
  rentalEvent,
  RENTAL_MESSAGES,
  type RentalRow,
} from '../rentals/rentals.service';
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
type RentalInput = z.output<typeof rentalShipmentPayloadSchema>;

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
  wingBooked: (id: number) =>
    `Shipment ${id} carries the wing of this rental already: cancel it to book another.`,
  noWeight: (serial: string) =>
    `The model of ${serial} has no shipping weight: set it in the catalogue before booking its parcel.`,
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

/** A demo rental's wing as its parcel needs it. */
interface Wing {
  unitId: number;
  serial: string;
  /** `Wind M, serial WF-0042`. */
  description: string;
  /** Its variant's net list price, in cents: what customs are told it is worth. */
  valueCents: number;
  /** Its variant's boxed weight; 0 when the catalogue has none. */
  weightGrams: number;
  /** The code of where it is now. */
  location: string;
}

async function wingOf(tx: Tx | Db, rental: RentalRow): Promise<Wing> {
  const [row] = await rowsOf<{
    serial: string;
    model: string;
    size: string;
    net_price: number;
    weight: number;
    location: string;
  }>(
    tx,
    sql`SELECT u.serial, p.name AS model, v.name AS size, v.net_price,
          v.shipping_weight_grams AS weight, s.code AS location
        FROM product_variant_instances u JOIN product_variants v ON v.id = u.variant_id
          JOIN products p ON p.id = v.product_id JOIN stock_locations s ON s.id = u.location_id
        WHERE u.id = ${rental.unitId}`,
  );
  return {
    unitId: rental.unitId,
    serial: row!.serial,
    description: `${row!.model} ${row!.size}, serial ${row!.serial}`,
    valueCents: row!.net_price,
    weightGrams: row!.weight,
    location: row!.location,
  };
}

/** What a shipment carries, and to whom: lines of an order, or the wing of a demo rental. */
type Subject =
  | { kind: 'order'; order: OrderRow; lines: { line: LineLeft; amount: number }[] }
  | { kind: 'rental'; rental: RentalRow; wing: Wing };

/** What the booking of a shipment needs once its pending row is written. */
interface Booking {
  id: number;
  subject: Subject;
  weightGrams: number;
  existing: false;
}
/** The same request again (its `Idempotency-Key`), answered with what is there already. */
type Reserved = Booking | { id: number; existing: true };

/** Whether a pending shipment lost its request (a crash before the carrier answered). */
const isStale = (row: typeof shipments.$inferSelect) =>
  row.state === 'pending' && (row.bookingStartedAt?.getTime() ?? 0) < Date.now() - STALE_BOOKING_MS;

/** A stale shipment is booked again by the request that found it: its clock starts again. */
async function restart(tx: Tx, id: number) {
  await tx
    .update(shipments)
    .set({ bookingStartedAt: sql`now()` })
    .where(eq(shipments.id, id));
}

const subjectName = (subject: Subject) =>
  subject.kind === 'order' ? subject.order.saleSequence : `demo rental ${subject.rental.id}`;

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
    return this.ratesTo(
      { zipcode: order.address.zipcode, city: order.address.city, country: order.country },
      weightGrams,
      order.net,
    );
  }

  /** The services, and what each costs for a demo rental's wing at its variant's weight. */
  async ratesForRental(rentalId: number): Promise<ShipmentRates> {
    const [rental] = await this.db.select().from(demoRentals).where(eq(demoRentals.id, rentalId));
    if (!rental) throw notFound(RENTAL_MESSAGES.noRental);
    const wing = await wingOf(this.db, rental);
    const to = {
      zipcode: rental.pilotZipcode,
      city: rental.pilotCity,
      country: rental.pilotCountry,
    };
    return this.ratesTo(
      to,
      wing.weightGrams,
      wing.valueCents,
      BOOKING_MESSAGES.noWeight(wing.serial),
    );
  }

  private async ratesTo(
    to: { zipcode: string; city: string; country: string },
    weightGrams: number,
    valueCents: number,
    noWeight?: string,
  ): Promise<ShipmentRates> {
    const carrier = this.carriers.carrier;
    if (!carrier) return { carrier: null, services: [], rates: [], rates_error: null };
    const services = carrier.services().map(({ code, name }) => ({ service: code, name }));
    if (weightGrams <= 0)
      return { carrier: carrier.name, services, rates: [], rates_error: noWeight ?? null };
    try {
      const rates = await carrier.rates({ to, parcels: [parcelOf(weightGrams)], valueCents });
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
    return this.submit(service, actor, (tx, carrier) =>
      this.reserveLines(tx, saleSequence, service, carrier, input, actor, key),
    );
  }

  /**
   * `POST /api/accounting/demorentals/{id}/create_shipment/`: the parcel taking a booked
   * rental's wing to its pilot, booked as an order's is (the same key answers it again, 200).
   * The rental stays booked until the parcel is handed over (`ship`).
   */
  async createForRental(
    rentalId: number,
    input: RentalInput,
    actor: Actor,
    key: string | null,
  ): Promise<{ shipment: Shipment; created: boolean }> {
    return this.submit(input.service, actor, (tx, carrier) =>
      this.reserveWing(tx, rentalId, input, carrier, actor, key),
    );
  }

  /**
   * The steps of every booking: the carrier offers the service, the first transaction
   * (`reserve`) writes the pending row, the carrier is called after it, and its answer written.
   */
  private async submit(
    service: ShipmentService,
    actor: Actor,
    reserve: (tx: Tx, carrier: Carrier) => Promise<Reserved>,
  ): Promise<{ shipment: Shipment; created: boolean }> {
    const carrier = this.carrier();
    if (!carrier.services().some((one) => one.code === service))
      throw new HttpError(409, BOOKING_MESSAGES.unknownService(service, carrier.name));
    const booking = await this.db.transaction((tx) => reserve(tx, carrier));
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
  ): Promise<Reserved> {
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
        if (!isStale(earlier)) return { id: earlier.id, existing: true };
        // Its request was lost before the carrier answered: this one books it.
        await restart(tx, earlier.id);
        const held = await tx
          .select()
          .from(shipmentLines)
          .where(eq(shipmentLines.shipmentId, earlier.id));
        return {
          id: earlier.id,
          subject: {
            kind: 'order',
            order,
            lines: held.map((one) => ({
              line: lines.find((line) => line.id === one.orderItemId)!,
              amount: one.amount,
            })),
          },
          weightGrams: earlier.weightGrams,
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
    return {
      id,
      subject: { kind: 'order', order, lines: chosen },
      weightGrams: input.weight_grams,
      existing: false,
    };
  }

  /**
   * The first transaction of a rental's parcel, under the rental's lock: a booked rental whose
   * wing is at the demo location and has no parcel yet; the pending row, at the variant's
   * boxed weight.
   */
  private async reserveWing(
    tx: Tx,
    rentalId: number,
    input: RentalInput,
    carrier: Carrier,
    actor: Actor,
    key: string | null,
  ): Promise<Reserved> {
    const rental = await lockRental(tx, rentalId);
    if (key !== null) {
      const [earlier] = await tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.rentalId, rentalId), eq(shipments.idempotencyKey, key)));
      if (earlier) {
        if (!isStale(earlier)) return { id: earlier.id, existing: true };
        await restart(tx, earlier.id);
        const wing = await wingOf(tx, rental);
        return {
          id: earlier.id,
          subject: { kind: 'rental', rental, wing },
          weightGrams: earlier.weightGrams,
          existing: false,
        };
      }
    }
    assertRental(rental.state, 'send');
    const [held] = await rowsOf<{ id: number; state: string }>(
      tx,
      sql`SELECT id, state FROM shipments
          WHERE rental_id = ${rentalId} AND state IN ${HOLDING_STATES} LIMIT 1`,
    );
    if (held)
      throw new HttpError(
        409,
        held.state === 'pending'
          ? BOOKING_MESSAGES.booking(held.id)
          : BOOKING_MESSAGES.wingBooked(held.id),
      );
    const wing = await wingOf(tx, rental);
    if (wing.location !== STANDARD_LOCATIONS.demo) {
      const demo = await locationByCode(tx, STANDARD_LOCATIONS.demo);
      throw new HttpError(409, FLOW_MESSAGES.notAt(wing.serial, demo.name));
    }
    if (wing.weightGrams <= 0) throw new HttpError(409, BOOKING_MESSAGES.noWeight(wing.serial));
    const [row] = await tx
      .insert(shipments)
      .values({
        rentalId,
        service: input.service,
        carrier: carrier.id,
        state: 'pending',
        idempotencyKey: key,
        weightGrams: wing.weightGrams,
        bookingStartedAt: sql`now()`,
        createdById: actor.id,
      })
      .returning({ id: shipments.id });
    if (input.note)
      await tx
        .update(demoRentals)
        .set({ note: [rental.note, input.note].filter(Boolean).join('\n') })
        .where(eq(demoRentals.id, rentalId));
    return {
      id: row!.id,
      subject: { kind: 'rental', rental, wing },
      weightGrams: wing.weightGrams,
      existing: false,
    };
  }

  /** Calls the carrier (outside any transaction) and writes down what it answered. */
  private async book(
    booking: Booking,
    service: ShipmentService,
    carrier: Carrier,
    actor: Actor,
  ): Promise<void> {
    const { subject } = booking;
    const request = await this.requestOf(booking, service);
    let priceCents: number | null = null;
    try {
      const rates = await carrier.rates({
        to: request.to,
        parcels: request.parcels,
        valueCents: subject.kind === 'order' ? subject.order.net : subject.wing.valueCents,
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
      const detail = `Shipment ${booking.id}: ${carrier.name} ${service}, ${created.trackingNumber}`;
      if (subject.kind === 'order')
        await tx.insert(orderEvents).values({
          orderId: subject.order.id,
          kind: 'shipment_created',
          actorId: actor.id,
          detail,
        });
      else
        await rentalEvent(tx, subject.wing.unitId, actor.id, {
          rental_id: subject.rental.id,
          note: `Parcel to ${subject.rental.pilotName} booked: ${detail}`,
          shipment_id: booking.id,
        });
      await this.audit.record(tx, actor, {
        action: 'shipment.create',
        entityType: 'shipment',
        entityId: booking.id,
        orderId: subject.kind === 'order' ? subject.order.id : null,
        summary: `Shipment ${booking.id} of ${subjectName(subject)} booked with ${carrier.name}: ${created.trackingNumber}`,
        after: {
          service,
          tracking_number: created.trackingNumber,
          ...(subject.kind === 'order'
            ? { lines: subject.lines.map(({ line, amount }) => ({ sku: line.sku, amount })) }
            : { rental_id: subject.rental.id, serial: subject.wing.serial }),
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

  /**
   * The carrier's request: the order's address or the rental's pilot's, one parcel, customs
   * across a customs border.
   */
  private async requestOf(booking: Booking, service: ShipmentService): Promise<ShipmentRequest> {
    const { subject } = booking;
    let to: ShipmentRequest['to'];
    if (subject.kind === 'order') {
      const { address, country } = subject.order;
      to = {
        name: address.name,
        lines: [address.address, address.address2].filter((line) => line && line.trim()),
        zipcode: address.zipcode,
        city: address.city,
        state: address.state || undefined,
        country,
        phone: address.phone || undefined,
        email: address.email,
      };
    } else {
      const { rental } = subject;
      to = {
        name: rental.pilotName,
        lines: [rental.pilotAddress],
        zipcode: rental.pilotZipcode,
        city: rental.pilotCity,
        country: rental.pilotCountry,
        phone: rental.pilotPhone || undefined,
        email: rental.pilotEmail,
      };
    }
    const request: ShipmentRequest = {
      service,
      to,
      parcels: [parcelOf(booking.weightGrams)],
      reference:
        subject.kind === 'order' ? subject.order.saleSequence : `Demo rental ${subject.rental.id}`,
      contents: 'Paragliding equipment',
    };
    if (needsCustoms(this.config.shop.address.country, to.country))
      request.customs =
        subject.kind === 'order'
          ? await this.customsOf(subject.order, subject.lines, booking.weightGrams)
          : this.wingCustoms(subject.rental, subject.wing, booking.weightGrams);
    return request;
  }

  /**
   * The declaration of a demo wing lent for a while (`temporary`: it comes back): the wing at
   * its variant's net list price, nine tenths of the parcel's weight; the rental as the
   * document it travels with, dated today.
   */
  private wingCustoms(rental: RentalRow, wing: Wing, weightGrams: number): CustomsDeclaration {
    return {
      invoiceNumber: `Demo rental ${rental.id}`,
      invoiceDate: new Date().toISOString().slice(0, 10),
      exportReason: 'temporary',
      currency: 'EUR',
      incoterm: 'DAP',
      lines: [
        {
          description: wing.description,
          hsCode: PARAGLIDER_HS_CODE,
          originCountry: this.config.shop.address.country,
          quantity: 1,
          unitValueCents: wing.valueCents,
          netWeightGrams: Math.max(1, Math.floor(weightGrams * 0.9)),
        },
      ],
    };
  }

  /**
   * The declaration of a sale: each line with the paragliders' HS code, made in the shop's
   * country, at its net price, weighing what its variant weighs boxed (or its share of the
   * parcel, less a tenth for packaging, when the variant has no weight); the standing invoice.
   */
  private async customsOf(
    order: OrderRow,
    lines: { line: LineLeft; amount: number }[],
    weightGrams: number,
  ): Promise<CustomsDeclaration> {
    const [invoice] = await rowsOf<{ number_text: string; issued_at: Date | string }>(
      this.db,
      sql`SELECT number_text, issued_at FROM invoices
          WHERE order_id = ${order.id} AND kind = 'invoice' ORDER BY id DESC LIMIT 1`,
    );
    const units = lines.reduce((sum, { amount }) => sum + amount, 0);
    const share = Math.max(1, Math.floor((weightGrams * 0.9) / Math.max(units, 1)));
    const issued = invoice ? new Date(invoice.issued_at) : new Date();
    return {
      invoiceNumber: invoice?.number_text ?? order.saleSequence,
      invoiceDate: issued.toISOString().slice(0, 10),
      exportReason: 'sale',
      currency: 'EUR',
      incoterm: 'DAP',
      lines: lines.map(({ line, amount }) => ({
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
