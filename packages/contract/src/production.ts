import { z } from 'zod';
import { orderedComboSchema } from './colorpicker';

// ---------------------------------------------------------------------------
// Production orders to the factory and the serial-numbered units they make
// (docs/decisions/0024-production-and-units.md).
// ---------------------------------------------------------------------------

/** draft → sent (prepared for the factory) → finished (received); draft/sent → cancelled. */
export const PURCHASE_ORDER_STATES = ['draft', 'sent', 'finished', 'cancelled'] as const;
export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number];

/** open → prepared (its unit exists) → finished (booked into stock); open/prepared → cancelled. */
export const PURCHASE_ORDER_LINE_STATES = ['open', 'prepared', 'finished', 'cancelled'] as const;
export type PurchaseOrderLineState = (typeof PURCHASE_ORDER_LINE_STATES)[number];

/** Why a wing is sewn: for a customer's order line, for the shop's stock, for the demo fleet. */
export const PURCHASE_ORDER_LINE_PURPOSES = ['order', 'stock', 'demo'] as const;
export type PurchaseOrderLinePurpose = (typeof PURCHASE_ORDER_LINE_PURPOSES)[number];

/**
 * in_production → in_stock (received) → delivered (with its pilot) | demo | repair;
 * demo/repair/delivered → in_stock; any but delivered → lost; in_production → void (its
 * purchase order was cancelled before it was received).
 */
export const UNIT_STATES = [
  'in_production',
  'in_stock',
  'delivered',
  'demo',
  'repair',
  'lost',
  'void',
] as const;
export type UnitState = (typeof UNIT_STATES)[number];

export const UNIT_EVENT_KINDS = [
  'production',
  'move',
  'shipment',
  'owner',
  'rental',
  'check',
  'hours',
  'flying_since',
  'label',
] as const;
export type UnitEventKind = (typeof UNIT_EVENT_KINDS)[number];

/** What a unit event records beyond its kind, time and author (all keys optional). */
export const unitEventDetailsSchema = z
  .object({
    note: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    move_id: z.number().int().optional(),
    purchase_order_id: z.number().int().optional(),
    hours: z.number().optional(),
    result: z.string().optional(),
    flying_since: z.string().optional(),
  })
  .catchall(z.unknown())
  .meta({ id: 'UnitEventDetails' });
export type UnitEventDetails = z.infer<typeof unitEventDetailsSchema>;

export const unitColorsSchema = orderedComboSchema;
