import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { HttpError } from '../../lib/http-error';

/**
 * Refuses (409) a change of a demo rental that would strand its wing's parcel: a shipment
 * being booked, booked or being cancelled for it. Its label is cancelled first (or handed
 * over, which sends the rental out). Called by the rental's cancel and a change of its pilot,
 * holding the rental's row; `doing` names the change (`cancelling the rental`).
 */
export async function assertNoParcel(tx: Tx, rentalId: number, doing: string): Promise<void> {
  const [held] = await rowsOf<{ id: number; state: string }>(
    tx,
    sql`SELECT id, state FROM shipments
        WHERE rental_id = ${rentalId} AND state IN ('pending', 'created', 'cancelling')
        LIMIT 1`,
  );
  if (!held) return;
  throw new HttpError(
    409,
    `Shipment ${held.id} is booked for the wing of this rental: cancel it before ${doing}.`,
  );
}
