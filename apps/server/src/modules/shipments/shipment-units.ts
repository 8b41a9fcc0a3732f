import type { Tx } from '../../db/client';

/** A line of a shipment being handed over, as the units' move needs it. */
export interface ShippedLine {
  shipmentId: number;
  orderId: number;
  orderItemId: number;
  amount: number;
  actorId: number | null;
}

/**
 * Moves the serial-numbered units (product variant instances) a shipped line carries to the
 * customer, in the hand-over's transaction, after `shipOut` booked the line's stock. The one
 * place where a shipment touches units: until wings carry their own units, a line moves its
 * variant's stock only, and this does nothing.
 */
export async function moveUnitsOfLine(_tx: Tx, _line: ShippedLine): Promise<void> {
  // Units of a line are moved here once they exist.
}
