import { sql } from 'drizzle-orm';
import { centsToMoney } from '@windfamily/contract/money';
import { ORDER_STATUSES_FOR_PRODUCTION } from '@windfamily/contract/production';
import { addDays, weekStart } from '@windfamily/contract/statistics-periods';
import type { OpenItems } from '@windfamily/contract/statistics';
import { type Db, rowsOf } from '../../db/client';
import { WINGS_CATEGORY } from '../production/present';

/** The variants below their minimum named in the answer (the count covers them all). */
const BELOW_MINIMUM_LISTED = 20;

/** What a maker checks each morning, as of `today` (a shop day). */
export class OpenItemsService {
  constructor(private readonly db: Db) {}

  async of(today: string): Promise<OpenItems> {
    const weekFrom = weekStart(today);
    const weekTo = addDays(weekFrom, 6);
    const statuses = sql.join(
      ORDER_STATUSES_FOR_PRODUCTION.map((status) => sql`${status}`),
      sql`, `,
    );
    const [unpaid, waiting, due, below, demo] = await Promise.all([
      // Bank transfers still owed: what is left to pay of each order not cancelled.
      rowsOf<{ orders: number; amount: number | string }>(
        this.db,
        sql`SELECT count(*)::int AS orders, coalesce(sum(total - amount_paid), 0) AS amount
            FROM orders
            WHERE payment_state IN ('unpaid', 'partly_paid') AND payment_method = 'bank_transfer'
              AND status <> 'cancelled'`,
      ),
      // As the production's list of wings to make: fewer live purchase-order lines than wings
      // (the lines counted once, joined by hash: the factory's lines are few).
      rowsOf<{ orders: number; wings: number }>(
        this.db,
        sql`SELECT count(DISTINCT o.id)::int AS orders,
              coalesce(sum(i.amount - coalesce(live.n, 0)), 0)::int AS wings
            FROM orders o
              JOIN order_items i ON i.order_id = o.id
              LEFT JOIN (
                SELECT order_item_id, count(*)::int AS n FROM purchase_order_lines
                WHERE state <> 'cancelled' AND order_item_id IS NOT NULL
                GROUP BY order_item_id
              ) live ON live.order_item_id = i.id
            WHERE o.status IN (${statuses}) AND i.category_slug = ${WINGS_CATEGORY}
              AND coalesce(live.n, 0) < i.amount`,
      ),
      rowsOf<{ wings: number }>(
        this.db,
        sql`SELECT count(*)::int AS wings
            FROM purchase_order_lines l JOIN purchase_orders p ON p.id = l.purchase_order_id
            WHERE l.state IN ('open', 'prepared') AND p.state <> 'cancelled'
              AND coalesce(l.confirmed_finish_on, l.requested_finish_on)
                BETWEEN ${weekFrom}::date AND ${weekTo}::date`,
      ),
      rowsOf<{
        variant_id: number;
        sku: string;
        name: string;
        available: number;
        minimum: number;
        total: number;
      }>(
        this.db,
        sql`SELECT v.id AS variant_id, v.sku, p.name || ' ' || v.name AS name, v.stock AS available,
              v.stock_minimum AS minimum, (count(*) OVER ())::int AS total
            FROM product_variants v JOIN products p ON p.id = v.product_id
            WHERE v.stock_tracked AND v.stock < v.stock_minimum
            ORDER BY v.stock_minimum - v.stock DESC, v.sku
            LIMIT ${BELOW_MINIMUM_LISTED}`,
      ),
      rowsOf<{ rentals: number }>(
        this.db,
        sql`SELECT count(*)::int AS rentals FROM demo_rentals WHERE state = 'out'`,
      ),
    ]);
    return {
      unpaid_bank_transfers: {
        orders: unpaid[0]?.orders ?? 0,
        amount: centsToMoney(Number(unpaid[0]?.amount ?? 0)),
      },
      waiting_for_production: { orders: waiting[0]?.orders ?? 0, wings: waiting[0]?.wings ?? 0 },
      due_from_factory: { wings: due[0]?.wings ?? 0, week_from: weekFrom, week_to: weekTo },
      below_minimum: {
        variants: below[0]?.total ?? 0,
        items: below.map(({ total: _, ...item }) => item),
      },
      demo_wings_out: { rentals: demo[0]?.rentals ?? 0 },
    };
  }
}
