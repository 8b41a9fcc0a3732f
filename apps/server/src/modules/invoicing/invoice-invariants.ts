import { sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { seriesBreaches } from '../../db/number-series';
import type { Invariants } from '../module';

/** Numbers without gaps or repeats per kind and year, one standing invoice per order (decision 19). */
export const invoiceInvariants: Invariants = {
  'invoice and credit note numbers run without a gap or a repeat': (db: Db | Tx) =>
    seriesBreaches(db, { series: 'invoice_numbers', numbered: 'invoices', keys: ['kind', 'year'] }),
  'an order has at most one standing invoice': (db: Db | Tx) =>
    rowsOf<{ order_id: number; standing: number }>(
      db,
      sql`SELECT i.order_id, count(*)::int AS standing FROM invoices i
          WHERE i.kind = 'invoice'
            AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.corrects_id = i.id)
          GROUP BY i.order_id HAVING count(*) > 1`,
    ),
};
