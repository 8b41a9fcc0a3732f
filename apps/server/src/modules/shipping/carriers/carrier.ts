import type { CustomsDeclaration } from './customs';

/** The services the shop books, by the code that `create_shipment/{service}` names. */
export const SERVICE_CODES = ['standard', 'express'] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

export const isServiceCode = (value: string): value is ServiceCode =>
  (SERVICE_CODES as readonly string[]).includes(value);

export interface CarrierService {
  code: ServiceCode;
  /** As the carrier calls it, for staff (`DHL Express Worldwide`). */
  name: string;
}

/** A postal address as carriers need it; countries are lower-case ISO codes (`at`). */
export interface CarrierAddress {
  /** The person's name. */
  name: string;
  company?: string;
  /** The street, one to three lines. */
  lines: string[];
  zipcode: string;
  city: string;
  state?: string;
  country: string;
  /** International format; carriers call or text the recipient before delivering. */
  phone?: string;
  email?: string;
}

/** Where a rate goes: enough of the address to price it. */
export type Destination = Pick<CarrierAddress, 'zipcode' | 'city' | 'country'>;

/** One box as it will be handed over: a wing's box weighs 5 to 8 kg. */
export interface Parcel {
  /** Gross weight, packaging included. */
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface RateRequest {
  to: Destination;
  parcels: Parcel[];
  /** What the goods are worth (customs-declarable destinations price duties on it). */
  valueCents?: number;
  /** When the parcels leave the shop; now when absent. */
  shipAt?: Date;
}

/** What a service costs and takes to the destination. */
export interface Rate {
  service: ServiceCode;
  name: string;
  /** The carrier's price for the shop, in cents, net. */
  priceCents: number;
  currency: string;
  /** Working days from hand-over to delivery, as the carrier promises. */
  transitDays: number;
  /** The day the carrier expects to deliver (`2026-03-04`), when it says. */
  estimatedDelivery?: string;
}

export interface ShipmentRequest {
  service: ServiceCode;
  to: CarrierAddress;
  parcels: Parcel[];
  /** The shop's reference printed on the label and given to the carrier: the order's number. */
  reference: string;
  /** What the parcels hold, in a few words (`Paraglider`). */
  contents: string;
  /** Required where the parcels leave the EU's customs territory; ignored where they do not. */
  customs?: CustomsDeclaration;
  shipAt?: Date;
}

export interface ShippingLabel {
  format: 'pdf';
  /** The page the carrier's label template prints on. */
  pageSize: 'A6';
  /** One page per parcel. */
  pdf: Uint8Array;
}

export interface CreatedShipment {
  /** What `cancel` takes. */
  shipmentId: string;
  /** The number the recipient follows the shipment by. */
  trackingNumber: string;
  /** One per parcel, in the order of the request's parcels. */
  parcelNumbers: string[];
  label: ShippingLabel;
  trackingUrl: string;
  service: ServiceCode;
  /** Whether the carrier was given the customs declaration. */
  customsDeclared: boolean;
}

/** Where a shipment is, from the shop's point of view. */
export const TRACKING_STATUSES = [
  'label_created',
  'handed_over',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
  'cancelled',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export interface TrackingEvent {
  /** ISO 8601. */
  at: string;
  status: TrackingStatus;
  description: string;
  location?: string;
}

export interface Tracking {
  trackingNumber: string;
  status: TrackingStatus;
  /** Oldest first. */
  events: TrackingEvent[];
  estimatedDelivery?: string;
}

/**
 * A carrier, as the shop's shipments use it. Every method throws a `CarrierError` (see
 * `errors.ts`) when the carrier cannot do what is asked; anything else is a bug.
 */
export interface Carrier {
  /** `stand-in`, `dhl-express`: what `CARRIER` names. */
  readonly id: string;
  /** For staff: `DHL Express`. */
  readonly name: string;
  /** The services the shop can book with this carrier. */
  services(): readonly CarrierService[];
  /** Price and transit time of each service that reaches the destination. */
  rates(request: RateRequest): Promise<Rate[]>;
  /** Books the shipment: tracking numbers and the label to print. */
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  /** Voids a shipment; refused with `AlreadyHandedOverError` once the carrier has it. */
  cancel(shipmentId: string): Promise<void>;
  track(trackingNumber: string): Promise<Tracking>;
  /** The carrier's public page for the shipment, for the customer's mail. */
  trackingUrl(trackingNumber: string): string;
}
