import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { STANDARD_LOCATIONS } from '@windfamily/contract/logistics';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { productVariantInstanceEvents, productVariantInstances } from '../../db/schema';
import { bookMove, lockVariants, locationByCode } from '../logistics/ledger';

/**
 * A demo wing made for the fleet without a purchase order (the dev seed's fleet and the
 * tests'): a unit with a random secret kept as its SHA-256 hash, booked from the factory to
 * the demo location through the ledger. Answers the unit's id.
 */
export async function addDemoUnit(
  db: Db,
  input: { variantId: number; serial: string; hoursFlown?: number; producedOn?: string },
): Promise<number> {
  return db.transaction(async (tx: Tx) => {
    await lockVariants(tx, [input.variantId]);
    const [factory, demo] = await Promise.all([
      locationByCode(tx, STANDARD_LOCATIONS.factory),
      locationByCode(tx, STANDARD_LOCATIONS.demo),
    ]);
    const secret = randomBytes(16).toString('hex');
    const [unit] = await tx
      .insert(productVariantInstances)
      .values({
        serial: input.serial,
        secretHash: createHash('sha256').update(secret).digest('hex'),
        variantId: input.variantId,
        locationId: factory.id,
        state: 'demo',
        producedOn: input.producedOn ?? new Date().toISOString().slice(0, 10),
        hoursFlown: input.hoursFlown ?? 0,
        hoursAtLastCheck: input.hoursFlown ?? 0,
      })
      .returning({ id: productVariantInstances.id });
    const move = await bookMove(
      tx,
      {
        variantId: input.variantId,
        amount: 1,
        fromLocationId: factory.id,
        toLocationId: demo.id,
        reason: `Demo wing ${input.serial} into the fleet`,
      },
      { sku: input.serial },
    );
    await tx.execute(sql`UPDATE stock_moves SET unit_id = ${unit!.id} WHERE id = ${move.id}`);
    await tx.execute(
      sql`UPDATE product_variant_instances SET location_id = ${demo.id} WHERE id = ${unit!.id}`,
    );
    await tx.insert(productVariantInstanceEvents).values([
      { unitId: unit!.id, kind: 'production', details: { note: 'Made for the demo fleet' } },
      {
        unitId: unit!.id,
        kind: 'move',
        moveId: move.id,
        details: {
          note: 'Into the demo fleet',
          from: factory.code,
          to: demo.code,
          move_id: move.id,
        },
      },
    ]);
    return unit!.id;
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
