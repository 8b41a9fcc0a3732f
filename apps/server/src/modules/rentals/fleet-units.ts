import { sql } from 'drizzle-orm';
import { STANDARD_LOCATIONS } from '@windfamily/contract/logistics';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { bookMove, lockVariants, locationByCode } from '../logistics/ledger';
import { createUnit, recordEvent } from '../production/unit-records';

/**
 * A demo wing made for the fleet without a purchase order (the dev seed's fleet and the
 * tests'): a unit made as production makes one (its serial such as `WF26-000042`, a fresh
 * secret kept as its hash), booked from the factory to the demo location through the ledger.
 * Answers the unit's id and serial.
 */
export async function addDemoUnit(
  db: Db,
  input: { variantId: number; hoursFlown?: number; producedOn?: string },
): Promise<{ id: number; serial: string }> {
  return db.transaction(async (tx: Tx) => {
    await lockVariants(tx, [input.variantId]);
    const factory = await locationByCode(tx, STANDARD_LOCATIONS.factory);
    const demo = await locationByCode(tx, STANDARD_LOCATIONS.demo);
    const unit = await createUnit(tx, {
      variantId: input.variantId,
      colors: null,
      purchaseOrderLineId: null,
      orderItemId: null,
      locationId: factory.id,
      actorId: null,
    });
    const hours = input.hoursFlown ?? 0;
    await tx.execute(
      sql`UPDATE product_variant_instances
          SET state = 'demo', produced_on = ${input.producedOn ?? new Date().toISOString().slice(0, 10)}::date,
            hours_flown = ${hours}, hours_at_last_check = ${hours}
          WHERE id = ${unit.id}`,
    );
    const move = await bookMove(
      tx,
      {
        variantId: input.variantId,
        amount: 1,
        fromLocationId: factory.id,
        toLocationId: demo.id,
        reason: `Demo wing ${unit.serial} into the fleet`,
      },
      { sku: unit.serial },
    );
    await tx.execute(sql`UPDATE stock_moves SET unit_id = ${unit.id} WHERE id = ${move.id}`);
    await tx.execute(
      sql`UPDATE product_variant_instances SET location_id = ${demo.id} WHERE id = ${unit.id}`,
    );
    await recordEvent(tx, unit.id, 'move', {
      moveId: move.id,
      details: { note: 'Into the demo fleet', from: factory.code, to: demo.code, move_id: move.id },
    });
    return { id: unit.id, serial: unit.serial };
  });
}

/** The unit's place and hours, as the database holds them. */
export async function unitRow(db: Db | Tx, unitId: number) {
  const [row] = await rowsOf<{
    location: string;
    state: string;
    hours_flown: string | number;
    hours_at_last_check: string | number;
    last_check_on: string | null;
    order_item_id: number | null;
  }>(
    db,
    sql`SELECT s.code AS location, u.state, u.hours_flown, u.hours_at_last_check,
          u.last_check_on::text AS last_check_on, u.order_item_id
        FROM product_variant_instances u JOIN stock_locations s ON s.id = u.location_id
        WHERE u.id = ${unitId}`,
  );
  return row!;
}
