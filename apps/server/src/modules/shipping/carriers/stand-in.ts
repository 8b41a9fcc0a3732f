import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { StandInFailure } from '../../../config';
import type { Db } from '../../../db/client';
import { standInParcels } from '../../../db/schema';
import { shopDayOf } from '../../../lib/shop-time';
import { zoneOf } from '../zones';
import {
  type Carrier,
  type CarrierAddress,
  type CarrierService,
  type CreatedShipment,
  type Parcel,
  type Rate,
  type RateRequest,
  type ServiceCode,
  type ShipmentRequest,
  type Tracking,
  type TrackingEvent,
  type TrackingStatus,
} from './carrier';
import { type CustomsDeclaration, customsFor, customsValueCents } from './customs';
import {
  AddressRefusedError,
  AlreadyHandedOverError,
  CarrierRefusedError,
  CarrierUnavailableError,
  ServiceNotAvailableError,
  UnknownShipmentError,
} from './errors';
import { renderLabelPdf } from './label-pdf';

/** Where the stand-in's tracking pages live in the app (development mode only). */
export const STAND_IN_TRACKING_PAGES = '/dev/carrier/track';

export interface StandInOptions {
  /** Where its parcels are kept (`stand_in_parcels`): a restart of the app forgets none. */
  db: Db;
  /** The shop: where parcels leave from. */
  shipper: CarrierAddress;
  /** The app's public URL: tracking links point to the stand-in's pages there. */
  publicUrl: string;
  /** Every booking fails so (`CARRIER_STAND_IN_FAILURE`), to try the shop's handling by hand. */
  failure?: StandInFailure;
  now?: () => Date;
}

/** A shipment as the stand-in keeps it. */
export interface StandInShipment {
  shipmentId: string;
  service: ServiceCode;
  to: CarrierAddress;
  parcels: Parcel[];
  parcelNumbers: string[];
  reference: string;
  customs: CustomsDeclaration | undefined;
  status: TrackingStatus;
  events: TrackingEvent[];
  estimatedDelivery: string;
}

/** The stand-in's prices, net cents: a parcel's base price plus a price per started kilo. */
const TARIFF: Record<
  ServiceCode,
  Partial<Record<ReturnType<typeof zoneOf>, { base: number; perKg: number; days: number }>>
> = {
  standard: {
    domestic: { base: 690, perKg: 60, days: 2 },
    eu: { base: 1490, perKg: 120, days: 4 },
    europe: { base: 2490, perKg: 180, days: 5 },
  },
  express: {
    domestic: { base: 1490, perKg: 90, days: 1 },
    eu: { base: 3490, perKg: 250, days: 2 },
    europe: { base: 4990, perKg: 320, days: 2 },
    world: { base: 7990, perKg: 650, days: 3 },
  },
};

const SERVICES: readonly CarrierService[] = [
  { code: 'standard', name: 'Stand-in Standard (road, Europe only)' },
  { code: 'express', name: 'Stand-in Express (air, worldwide)' },
];

/** Postcodes as the post of each country writes them; elsewhere any short code will do. */
const POSTCODES: Record<string, RegExp> = {
  at: /^\d{4}$/,
  be: /^\d{4}$/,
  ch: /^\d{4}$/,
  de: /^\d{5}$/,
  dk: /^\d{4}$/,
  es: /^\d{5}$/,
  fr: /^\d{5}$/,
  gb: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  it: /^\d{5}$/,
  li: /^\d{4}$/,
  nl: /^\d{4} ?[A-Z]{2}$/i,
  no: /^\d{4}$/,
  pl: /^\d{2}-\d{3}$/,
  se: /^\d{3} ?\d{2}$/,
  us: /^\d{5}(-\d{4})?$/,
};

/** The heaviest and longest parcel the stand-in takes, as most parcel carriers. */
const MAX_PARCEL = { weightGrams: 31_500, sideCm: 120 };

/**
 * The check digit of a UPU S10 item number (the eight digits of `CP123456785AT`): weights
 * 8 6 4 2 3 5 9 7, eleven less the sum modulo 11, 10 becoming 0 and 11 becoming 5.
 */
export function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

export const isS10 = (value: string) =>
  /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(value) && s10CheckDigit(value.slice(2, 10)) === Number(value[10]);

/** The working day `days` after `date` (Saturdays and Sundays skipped). */
function workingDaysAfter(date: Date, days: number): string {
  const day = new Date(`${shopDayOf(date)}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--;
  }
  return day.toISOString().slice(0, 10);
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** What each status reads like in the stand-in's tracking. */
const EVENT_TEXT: Record<TrackingStatus, string> = {
  label_created: 'Shipment information received',
  handed_over: 'Parcel handed over to the carrier',
  in_transit: 'Parcel sorted and on its way',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  exception: 'Delivery attempt failed',
  cancelled: 'Shipment cancelled by the sender',
};

/** The order a parcel moves on in, one `advance` at a time. */
const NEXT: Partial<Record<TrackingStatus, TrackingStatus>> = {
  handed_over: 'in_transit',
  in_transit: 'out_for_delivery',
  out_for_delivery: 'delivered',
};

/**
 * A local carrier that answers as a real one does: prices by zone and weight, parcel numbers
 * in the UPU S10 format with their check digit, a real A6 PDF label with barcode and QR code,
 * cancelling until the parcel is handed over, tracking states, and the failures real
 * carriers have (refusals, outages, timeouts) on request. Development mode and the tests use
 * it; its parcels are kept in the shop's database (`stand_in_parcels`), the failures asked
 * for in memory.
 */
export class StandInCarrier implements Carrier {
  readonly id = 'stand-in';
  readonly name = 'Stand-in carrier';
  private readonly nextFailures: StandInFailure[] = [];
  private readonly now: () => Date;

  constructor(private readonly options: StandInOptions) {
    this.now = options.now ?? (() => new Date());
  }

  services(): readonly CarrierService[] {
    return SERVICES;
  }

  /** The next booking fails so (then the one after it, for each call). */
  failNext(failure: StandInFailure): void {
    this.nextFailures.push(failure);
  }

  async rates(request: RateRequest): Promise<Rate[]> {
    const zone = zoneOf(request.to.country, this.options.shipper.country);
    const shipAt = request.shipAt ?? this.now();
    const rates: Rate[] = [];
    for (const service of SERVICES) {
      const tariff = TARIFF[service.code][zone];
      if (!tariff || request.parcels.some((parcel) => this.parcelProblem(parcel))) continue;
      rates.push({
        service: service.code,
        name: service.name,
        priceCents: request.parcels.reduce(
          (sum, parcel) => sum + tariff.base + tariff.perKg * Math.ceil(parcel.weightGrams / 1000),
          0,
        ),
        currency: 'EUR',
        transitDays: tariff.days,
        estimatedDelivery: workingDaysAfter(shipAt, tariff.days),
      });
    }
    return rates;
  }

  async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
    const customs = customsFor(request, this.options.shipper.country);
    const failure = this.nextFailures.shift() ?? this.options.failure;
    if (failure) throw this.failureError(failure);
    this.checkAddress(request.to);
    const zone = zoneOf(request.to.country, this.options.shipper.country);
    const tariff = TARIFF[request.service][zone];
    if (!tariff)
      throw new ServiceNotAvailableError(
        `The stand-in carrier's ${request.service} service does not go to ${request.to.country.toUpperCase()}.`,
        request.service,
        request.to.country,
      );
    for (const parcel of request.parcels) {
      const problem = this.parcelProblem(parcel);
      if (problem) throw new CarrierRefusedError(problem);
    }
    const shipAt = request.shipAt ?? this.now();
    const parcelNumbers: string[] = [];
    for (const _parcel of request.parcels) parcelNumbers.push(await this.newParcelNumber());
    const shipment: StandInShipment = {
      shipmentId: `shp_${randomBytes(8).toString('hex')}`,
      service: request.service,
      to: request.to,
      parcels: request.parcels,
      parcelNumbers,
      reference: request.reference,
      customs,
      status: 'label_created',
      events: [],
      estimatedDelivery: workingDaysAfter(shipAt, tariff.days),
    };
    this.step(shipment, 'label_created');
    const pdf = await renderLabelPdf({
      carrierName: this.name,
      serviceName: request.service,
      from: this.options.shipper,
      to: request.to,
      parcels: request.parcels.map((parcel, index) => ({
        number: parcelNumbers[index]!,
        weightGrams: parcel.weightGrams,
      })),
      reference: request.reference,
      shipDate: shopDayOf(shipAt),
      trackingUrl: (number) => this.trackingUrl(number),
      customs: customs && customsLine(customs),
      notice: 'TEST LABEL · stand-in carrier · not valid for shipping',
    });
    await this.options.db.insert(standInParcels).values({
      shipmentId: shipment.shipmentId,
      parcelNumbers,
      shipment,
    });
    return {
      shipmentId: shipment.shipmentId,
      trackingNumber: parcelNumbers[0]!,
      parcelNumbers,
      label: { format: 'pdf', pageSize: 'A6', pdf },
      trackingUrl: this.trackingUrl(parcelNumbers[0]!),
      service: request.service,
      customsDeclared: customs !== undefined,
    };
  }

  async cancel(shipmentId: string): Promise<void> {
    const [row] = await this.options.db
      .select({ shipment: standInParcels.shipment })
      .from(standInParcels)
      .where(eq(standInParcels.shipmentId, shipmentId));
    const shipment = row?.shipment as StandInShipment | undefined;
    if (!shipment)
      throw new UnknownShipmentError(`The stand-in carrier has no shipment ${shipmentId}.`);
    if (shipment.status === 'cancelled') return;
    if (shipment.status !== 'label_created')
      throw new AlreadyHandedOverError(
        `Shipment ${shipment.parcelNumbers[0]} was handed over to the carrier: it can no longer be cancelled.`,
      );
    await this.record(shipment, 'cancelled');
  }

  async track(trackingNumber: string): Promise<Tracking> {
    const shipment = await this.find(trackingNumber);
    return {
      trackingNumber,
      status: shipment.status,
      events: shipment.events.map((event) => ({ ...event })),
      estimatedDelivery: shipment.status === 'cancelled' ? undefined : shipment.estimatedDelivery,
    };
  }

  trackingUrl(trackingNumber: string): string {
    return `${this.options.publicUrl}${STAND_IN_TRACKING_PAGES}/${encodeURIComponent(trackingNumber)}`;
  }

  /** The parcels leave the shop with the courier: from now on the shipment cannot be cancelled. */
  async handOver(trackingNumber: string): Promise<void> {
    const shipment = await this.find(trackingNumber);
    if (shipment.status === 'cancelled')
      throw new CarrierRefusedError(`Shipment ${trackingNumber} was cancelled: its label is void.`);
    if (shipment.status === 'label_created') await this.record(shipment, 'handed_over');
  }

  /** Moves a handed-over shipment one step on towards delivery; answers where it is now. */
  async advance(trackingNumber: string): Promise<TrackingStatus> {
    const shipment = await this.find(trackingNumber);
    const next = NEXT[shipment.status];
    if (!next)
      throw new CarrierRefusedError(
        `Shipment ${trackingNumber} is ${shipment.status}: it moves no further.`,
      );
    await this.record(shipment, next);
    return next;
  }

  /** The shipment behind a parcel number, for tests and the dev pages. */
  async shipment(trackingNumber: string): Promise<StandInShipment | undefined> {
    const [row] = await this.options.db
      .select({ shipment: standInParcels.shipment })
      .from(standInParcels)
      .where(sql`${standInParcels.parcelNumbers} @> ${JSON.stringify([trackingNumber])}::jsonb`);
    return row?.shipment as StandInShipment | undefined;
  }

  private async find(trackingNumber: string): Promise<StandInShipment> {
    const shipment = await this.shipment(trackingNumber);
    if (!shipment)
      throw new UnknownShipmentError(`The stand-in carrier knows no parcel ${trackingNumber}.`);
    return shipment;
  }

  /** The shipment reaches `status`: an event in its history. */
  private step(shipment: StandInShipment, status: TrackingStatus) {
    shipment.status = status;
    shipment.events.push({
      at: this.now().toISOString(),
      status,
      description: EVENT_TEXT[status],
      location: this.locationOf(shipment, status),
    });
  }

  /** A stored shipment reaches `status`, kept so. */
  private async record(shipment: StandInShipment, status: TrackingStatus) {
    this.step(shipment, status);
    await this.options.db
      .update(standInParcels)
      .set({ shipment })
      .where(eq(standInParcels.shipmentId, shipment.shipmentId));
  }

  /** Where the parcel is at each step: the shop's town, then the recipient's. */
  private locationOf(shipment: StandInShipment, status: TrackingStatus): string | undefined {
    const { shipper } = this.options;
    if (status === 'label_created' || status === 'cancelled') return undefined;
    if (status === 'handed_over' || status === 'in_transit')
      return `${shipper.city}, ${shipper.country.toUpperCase()}`;
    return `${shipment.to.city}, ${shipment.to.country.toUpperCase()}`;
  }

  private async newParcelNumber(): Promise<string> {
    for (;;) {
      const serial = String(randomInt(0, 100_000_000)).padStart(8, '0');
      const number = `CP${serial}${s10CheckDigit(serial)}${this.options.shipper.country.toUpperCase()}`;
      if (!(await this.shipment(number))) return number;
    }
  }

  private checkAddress(to: CarrierAddress) {
    const country = to.country.toUpperCase();
    if (!to.name.trim()) throw new AddressRefusedError('The recipient has no name.');
    if (!to.lines.some((line) => line.trim()))
      throw new AddressRefusedError('The recipient address has no street.');
    if (!to.city.trim()) throw new AddressRefusedError('The recipient address has no city.');
    const pattern = POSTCODES[to.country];
    const zipcode = to.zipcode.trim();
    if (pattern ? !pattern.test(zipcode) : zipcode.length > 12)
      throw new AddressRefusedError(`"${to.zipcode}" is not a postcode of ${country}.`);
  }

  private parcelProblem(parcel: Parcel): string | undefined {
    if (parcel.weightGrams > MAX_PARCEL.weightGrams)
      return `A parcel of ${(parcel.weightGrams / 1000).toFixed(1)} kg is heavier than the ${MAX_PARCEL.weightGrams / 1000} kg the stand-in carrier takes.`;
    if (Math.max(parcel.lengthCm, parcel.widthCm, parcel.heightCm) > MAX_PARCEL.sideCm)
      return `A parcel longer than ${MAX_PARCEL.sideCm} cm needs a freight service.`;
    return undefined;
  }

  private failureError(failure: StandInFailure) {
    switch (failure) {
      case 'permanent':
        return new CarrierRefusedError(
          'The stand-in carrier refused the shipment, as it was told to.',
        );
      case 'transient':
        return new CarrierUnavailableError(
          'The stand-in carrier is down for a moment, as it was told to be.',
          'down',
        );
      case 'timeout':
        return new CarrierUnavailableError(
          'The stand-in carrier did not answer in time, as it was told not to.',
          'timeout',
        );
    }
  }
}

/** The customs line of the label (the CN 23's essentials). */
function customsLine(customs: CustomsDeclaration): string {
  const items = customs.lines.reduce((sum, line) => sum + line.quantity, 0);
  return `CUSTOMS CN 23 · Invoice ${customs.invoiceNumber} · ${customs.exportReason} · ${items} item${items === 1 ? '' : 's'} · ${euros(customsValueCents(customs))} ${customs.currency}`;
}
