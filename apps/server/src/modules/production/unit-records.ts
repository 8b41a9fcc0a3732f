import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OrderedCombo } from '@windfamily/contract/colorpicker';
import type { UnitEventDetails, UnitEventKind } from '@windfamily/contract/production';
import { rowsOf, type Tx } from '../../db/client';
import { productVariantInstanceEvents, productVariantInstances } from '../../db/schema';

// Making and keeping a unit's records: its serial, its secret (only the hash is kept), its
// history.

/** 16 random bytes (128 bits), base64url: the last part of the unit's page address. */
export const newSecret = () => randomBytes(16).toString('base64url');

/** What is kept of a secret: a random 128-bit value needs no slow hash, SHA-256 is enough. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** `WF26-000042`: the year it was made, then its number. */
export const serialOf = (id: number, year: number) =>
  `WF${String(year % 100).padStart(2, '0')}-${String(id).padStart(6, '0')}`;

/** The page the QR code opens. */
export const pageUrlOf = (publicUrl: string, serial: string, secret: string) =>
  `${publicUrl}/q/${encodeURIComponent(serial)}/${encodeURIComponent(secret)}`;

export async function recordEvent(
  tx: Tx,
  unitId: number,
  kind: UnitEventKind,
  options: { byId?: number | null; moveId?: number | null; details?: UnitEventDetails } = {},
): Promise<void> {
  await tx.insert(productVariantInstanceEvents).values({
    unitId,
    kind,
    at: sql`clock_timestamp()`,
    byId: options.byId ?? null,
    moveId: options.moveId ?? null,
    details: options.details ?? {},
  });
}

export interface NewUnit {
  variantId: number;
  colors: OrderedCombo | null;
  purchaseOrderLineId: number | null;
  orderItemId: number | null;
  locationId: number;
  actorId: number | null;
  purchaseOrderId?: number;
}

/** A new unit at the factory, with its serial and a fresh secret (answered, never kept). */
export async function createUnit(
  tx: Tx,
  unit: NewUnit,
): Promise<{ id: number; serial: string; secret: string }> {
  const [next] = await rowsOf<{ id: number; year: number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('product_variant_instances', 'id'))::int AS id,
          extract(year FROM now())::int AS year`,
  );
  const id = next!.id;
  const serial = serialOf(id, next!.year);
  const secret = newSecret();
  await tx.insert(productVariantInstances).values({
    id,
    serial,
    secretHash: hashSecret(secret),
    variantId: unit.variantId,
    colors: unit.colors,
    purchaseOrderLineId: unit.purchaseOrderLineId,
    orderItemId: unit.orderItemId,
    locationId: unit.locationId,
    state: 'in_production',
  });
  await recordEvent(tx, id, 'production', {
    byId: unit.actorId,
    details: unit.purchaseOrderId ? { purchase_order_id: unit.purchaseOrderId } : {},
  });
  return { id, serial, secret };
}
