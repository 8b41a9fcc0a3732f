import { sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { seriesBreaches } from '../../db/number-series';
import type { Invariants } from '../module';
import { paidOfPayments } from './balance';

/**
 * An order is written whole in one transaction (decision 14): it always has lines, its number
 * continues its year's series without a gap, and its `amount_paid` is what its payments say.
 */
export const orderInvariants: Invariants = {
  'every order has lines': (db: Db | Tx) =>
    rowsOf<{ id: number; sale_sequence: string }>(
      db,
      sql`SELECT o.id, o.sale_sequence FROM orders o
          WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
    ),
  'order numbers run without a gap within a year': (db: Db | Tx) =>
    seriesBreaches(db, { series: 'order_numbers', numbered: 'orders', keys: ['year'] }),
  "each order's amount paid is its completed payments less its refunds": (db: Db | Tx) =>
    rowsOf<{ id: number; sale_sequence: string; amount_paid: number; paid: number }>(
      db,
      sql`SELECT o.id, o.sale_sequence, o.amount_paid, ${paidOfPayments} AS paid
          FROM orders o LEFT JOIN payments p ON p.order_id = o.id
          GROUP BY o.id HAVING o.amount_paid <> ${paidOfPayments}`,
    ),
};
