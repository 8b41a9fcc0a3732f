import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { HttpError } from '../../lib/http-error';

/**
 * Refuses (409) a change of an order's lines while a shipment holds some of them (pending,
 * created, cancelling or shipped): the parcel's label and contents were made from them.
 * Called by the line edits, holding the order's row.
 */
export async function assertLinesFree(tx: Tx, orderId: number): Promise<void> {
  const [held] = await rowsOf<{ id: number; state: string }>(
    tx,
    sql`SELECT id, state FROM shipments
        WHERE order_id = ${orderId} AND state IN ('pending', 'created', 'cancelling', 'shipped')
        ORDER BY (state = 'shipped') DESC, id LIMIT 1`,
  );
  if (!held) return;
  throw new HttpError(
    409,
    held.state === 'shipped'
      ? `Part of the order has shipped (shipment ${held.id}): its lines can no longer change.`
      : `Shipment ${held.id} is booked with the order's lines: cancel it before changing them.`,
  );
}
