import type { Rental } from '@windfamily/contract/rentals';

/** What the carrier answered for a demo wing's parcel. */
export interface RentalParcel {
  carrier: string;
  tracking: string | null;
}

/**
 * Sends a demo wing to its pilot: the one place a rental meets the carriers. Until the
 * shipments service books rentals' parcels, the wing goes by the shop's own hand (handed over
 * or posted at the counter), with no tracking number. Called inside the rental's transaction,
 * after the ledger has accepted the move, so that a refused move never makes a parcel; a
 * failure here rolls the whole sending back.
 */
export async function sendRentalParcel(rental: Rental): Promise<RentalParcel> {
  void rental;
  return { carrier: 'by hand', tracking: null };
}
