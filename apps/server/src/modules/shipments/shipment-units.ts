import { sql } from 'drizzle-orm';
import { STANDARD_LOCATIONS } from '@windfamily/contract/logistics';
import { rowsOf, type Tx } from '../../db/client';
import { finishMove, insertMove, locationByCode, lockVariants } from '../logistics/ledger';
import { recordEvent } from '../production/unit-records';

/** A line of a shipment being handed over, as the units' move needs it. */
export interface ShippedLine {
  shipmentId: number;
  orderId: number;
  orderItemId: number;
  amount: number;
  actorId: number | null;
}

/**
 * Sends the serial-numbered units (product variant instances) made for a shipped line to the
 * customer, in the hand-over's transaction, after `shipOut` booked the line's stock. The one
 * place where a shipment touches units. A stocked variant's units left with `shipOut` (which
 * consumed their reservations); a wing made to order is not counted as stock, so its unit
 * leaves here, by a move of its own from where it is, and its reservation is consumed. Either
 * way the unit is with its pilot (delivered) and its history says which shipment took it.
 * The order's lock, held by the hand-over, keeps the line's units from changing meanwhile.
 */
export async function moveUnitsOfLine(tx: Tx, line: ShippedLine): Promise<void> {
  const units = await rowsOf<{
    id: number;
    serial: string;
    variant_id: number;
    location_id: number;
    stock_tracked: boolean;
  }>(
    tx,
    sql`SELECT u.id, u.serial, u.variant_id, u.location_id, v.stock_tracked
        FROM product_variant_instances u JOIN product_variants v ON v.id = u.variant_id
        WHERE u.order_item_id = ${line.orderItemId} AND u.state = 'in_stock'
        ORDER BY u.id LIMIT ${line.amount}`,
  );
  if (!units.length) return;
  const locked = await lockVariants(
    tx,
    units.map((unit) => unit.variant_id),
  );
  const customers = await locationByCode(tx, STANDARD_LOCATIONS.customers);
  for (const unit of units) {
    let moveId: number | null = null;
    if (!unit.stock_tracked) {
      await tx.execute(sql`UPDATE stock_reservations SET state = 'consumed', ended_at = clock_timestamp()
                           WHERE unit_id = ${unit.id} AND state = 'active'`);
      const move = await insertMove(tx, {
        variantId: unit.variant_id,
        amount: 1,
        fromLocationId: unit.location_id,
        toLocationId: customers.id,
        orderId: line.orderId,
        orderItemId: line.orderItemId,
        unitId: unit.id,
        actorId: line.actorId,
        reason: `Shipment ${line.shipmentId}`,
      });
      await finishMove(tx, move, { sku: locked.get(unit.variant_id)?.sku });
      moveId = move.id;
    }
    await tx.execute(sql`UPDATE product_variant_instances
                         SET location_id = ${customers.id}, state = 'delivered'
                         WHERE id = ${unit.id}`);
    await recordEvent(tx, unit.id, 'shipment', {
      byId: line.actorId,
      moveId,
      details: { to: customers.name, shipment_id: line.shipmentId },
    });
  }
}
