import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { Carrier, CarrierAddress } from './carrier';
import { DhlExpressCarrier } from './dhl-express';
import { NoCarrierError } from './errors';
import { StandInCarrier } from './stand-in';

export * from './carrier';
export * from './errors';
export {
  type CustomsDeclaration,
  type CustomsLine,
  needsCustoms,
  PARAGLIDER_HS_CODE,
} from './customs';
export type { StandInCarrier } from './stand-in';

/** The shop as carriers know it: the sender on every label. */
export function shipperOf(config: Config): CarrierAddress {
  const { shop } = config;
  return {
    name: shop.legalName,
    company: shop.legalName,
    lines: shop.address.lines,
    zipcode: shop.address.zipcode,
    city: shop.address.city,
    country: shop.address.country,
    phone: shop.phone,
    email: config.shopEmail,
  };
}

/**
 * The carrier the shop books parcels with (`CARRIER`), for the shipments to `need`: the
 * stand-in in development (with its hooks for tests and dev pages), DHL Express when
 * configured, none in production without one.
 */
export class Carriers {
  /** Null when no carrier is configured: labels are then bought by hand. */
  readonly carrier: Carrier | null;
  /** The stand-in, when it is the carrier: `failNext`, `handOver`, `advance`. */
  readonly standIn: StandInCarrier | null;

  constructor(config: Config, db: Db) {
    const shipper = shipperOf(config);
    const chosen = config.carrier;
    this.standIn =
      chosen.id === 'stand-in'
        ? new StandInCarrier({
            db,
            shipper,
            publicUrl: config.publicUrl,
            failure: chosen.failure,
          })
        : null;
    this.carrier =
      chosen.id === 'dhl-express' ? new DhlExpressCarrier({ ...chosen, shipper }) : this.standIn;
  }

  /** The carrier, or a `NoCarrierError` saying how to configure one. */
  require(): Carrier {
    if (!this.carrier)
      throw new NoCarrierError(
        'No carrier is configured: set CARRIER and its credentials (see the README) to book labels here.',
      );
    return this.carrier;
  }
}
