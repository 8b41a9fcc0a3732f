import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OrderChannel, PaymentMethod, TaxTreatment } from '@windfamily/contract/order-basics';
import type { OrderAddress } from '@windfamily/contract/cart';
import { rowsOf, type Tx } from '../../db/client';
import {
  type BillingAddress,
  orderEvents,
  orderItems,
  orderNumbers,
  type OrderPricing,
  orders,
} from '../../db/schema';
import type { Totals } from '../cart/totals';
import type { CatalogSnapshot } from '../catalog/snapshot';
import { orderItemValues, type PricedLine } from './order-lines';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Everything a new order is made of, priced. */
export interface NewOrder {
  userId: number | null;
  address: OrderAddress & { email: string };
  billingAddress: BillingAddress | null;
  pricing: OrderPricing;
  taxTreatment: TaxTreatment;
  customerVatId: string;
  channel: OrderChannel;
  customerReference: string;
  deliveryMethod: string;
  comment: string;
  paymentMethod: PaymentMethod;
  promo: { id: number; code: string } | null;
  totals: Totals;
  lines: readonly PricedLine[];
  /** Who placed it for the customer (staff, a reseller); null: the customer at the checkout. */
  actorId: number | null;
  /** A word for the timeline ("Copy of 2026-0041"); '' for none. */
  detail: string;
}

/** The order, its lines and its first event, as written. */
export interface WrittenOrder {
  order: OrderRow;
  items: OrderItemRow[];
  events: OrderEventRow[];
}

/**
 * Writes a new order in the caller's transaction: the order, its lines and its `placed` event,
 * then `beforeNumber` (the caller's own writes that need the order's id), and last its number.
 * The number is taken with an upsert on the year's row, which stays locked until the commit:
 * taking it last, after every check and write, keeps the time other orders queue on it short,
 * and a refused order gives its number back (numbers have no gaps within a year). Until then
 * the order carries a provisional number, unique among the transactions in flight (their ids)
 * and never committed.
 */
export async function insertOrder(
  tx: Tx,
  input: NewOrder,
  snapshot: CatalogSnapshot,
  beforeNumber?: (written: WrittenOrder) => Promise<void>,
): Promise<WrittenOrder> {
  const year = new Date().getUTCFullYear();
  const [order] = await tx
    .insert(orders)
    .values({
      year,
      number: sql`-1 - (pg_current_xact_id()::text::bigint % 2147483646)::integer`,
      saleSequence: sql`'provisional-' || pg_current_xact_id()::text`,
      secret: randomBytes(16).toString('hex'),
      userId: input.userId,
      email: input.address.email,
      address: input.address,
      name: input.address.name,
      country: input.address.country,
      billingAddress: input.billingAddress,
      pricing: input.pricing,
      taxTreatment: input.taxTreatment,
      customerVatId: input.customerVatId,
      channel: input.channel,
      customerReference: input.customerReference,
      deliveryMethod: input.deliveryMethod,
      comment: input.comment,
      paymentMethod: input.paymentMethod,
      promoCodeId: input.promo?.id ?? null,
      promoCode: input.promo?.code ?? null,
      ...totalsColumns(input.totals),
    })
    .returning();
  const orderId = order!.id;
  const items = await tx
    .insert(orderItems)
    .values(
      input.lines.map((line, position) => ({
        ...orderItemValues(line, snapshot, input.pricing.vatRateBp),
        orderId,
        position,
      })),
    )
    .returning();
  const events = await tx
    .insert(orderEvents)
    .values({ orderId, kind: 'placed', actorId: input.actorId, detail: input.detail })
    .returning();
  const written = { order: order!, items, events };
  await beforeNumber?.(written);
  const [numbered] = await rowsOf<{ number: number; sale_sequence: string }>(
    tx,
    sql`WITH next AS (
          INSERT INTO ${orderNumbers} (year, last_number) VALUES (${year}, 1)
          ON CONFLICT (year) DO UPDATE SET last_number = ${orderNumbers.lastNumber} + 1
          RETURNING last_number
        )
        UPDATE ${orders}
        SET number = next.last_number,
            sale_sequence = ${year}::text || '-'
              || lpad(next.last_number::text, greatest(4, length(next.last_number::text)), '0')
        FROM next WHERE ${orders.id} = ${orderId}
        RETURNING ${orders.number} AS number, ${orders.saleSequence} AS sale_sequence`,
  );
  if (!numbered) throw new Error(`order ${orderId} could not be numbered`);
  written.order = {
    ...written.order,
    number: numbered.number,
    saleSequence: numbered.sale_sequence,
  };
  return written;
}

/** The columns of `orders` that hold its totals. */
export const totalsColumns = (totals: Totals) => ({
  itemsNet: totals.itemsNet,
  itemsGross: totals.itemsGross,
  discountNet: totals.discountNet,
  discountGross: totals.discountGross,
  shippingNet: totals.shippingNet,
  shippingGross: totals.shippingGross,
  net: totals.net,
  vat: totals.vat,
  total: totals.total,
});
