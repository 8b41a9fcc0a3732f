/**
 * What can go wrong with a carrier, as the shop acts on it: a transient error (the carrier is
 * down, slow or busy) is worth trying again later; a permanent one (the carrier refuses this
 * request) is not, and its message says what to correct.
 */
export type CarrierErrorCode =
  | 'unavailable'
  | 'credentials'
  | 'address'
  | 'service'
  | 'customs'
  | 'refused'
  | 'handed-over'
  | 'unknown-shipment'
  | 'no-carrier';

export abstract class CarrierError extends Error {
  abstract readonly code: CarrierErrorCode;
  /** True when the same request may succeed later, unchanged. */
  readonly transient: boolean = false;
  constructor(
    message: string,
    /** The carrier's own words, for the log (never shown to customers). */
    readonly carrierDetail?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The carrier could not be reached, did not answer in time, or failed on its side. */
export class CarrierUnavailableError extends CarrierError {
  readonly code = 'unavailable';
  override readonly transient = true;
  constructor(
    message: string,
    readonly reason: 'timeout' | 'down' | 'rate-limited' | 'bad-answer',
    carrierDetail?: string,
  ) {
    super(message, carrierDetail);
  }
}

/** The carrier refused the shop's credentials or account: the configuration must change. */
export class CarrierCredentialsError extends CarrierError {
  readonly code = 'credentials';
}

/** The carrier refused an address (the recipient's, unless `party` says otherwise). */
export class AddressRefusedError extends CarrierError {
  readonly code = 'address';
  constructor(
    message: string,
    readonly party: 'recipient' | 'shipper' = 'recipient',
    carrierDetail?: string,
  ) {
    super(message, carrierDetail);
  }
}

/** The service does not go to this destination (or not with these parcels). */
export class ServiceNotAvailableError extends CarrierError {
  readonly code = 'service';
  constructor(
    message: string,
    readonly service: string,
    readonly country: string,
    carrierDetail?: string,
  ) {
    super(message, carrierDetail);
  }
}

/** The customs data is missing or incomplete for a destination that needs it. */
export class CustomsDataError extends CarrierError {
  readonly code = 'customs';
  constructor(
    message: string,
    /** Each problem found, one sentence each. */
    readonly problems: readonly string[] = [message],
    carrierDetail?: string,
  ) {
    super(message, carrierDetail);
  }
}

/** Any other refusal of the request by the carrier; sending it again will not help. */
export class CarrierRefusedError extends CarrierError {
  readonly code = 'refused';
}

/** A shipment the carrier already has in hand can no longer be cancelled. */
export class AlreadyHandedOverError extends CarrierError {
  readonly code = 'handed-over';
}

/** The carrier knows no shipment by this id. */
export class UnknownShipmentError extends CarrierError {
  readonly code = 'unknown-shipment';
}

/** The shop has no carrier configured (production without one): labels are bought by hand. */
export class NoCarrierError extends CarrierError {
  readonly code = 'no-carrier';
}
