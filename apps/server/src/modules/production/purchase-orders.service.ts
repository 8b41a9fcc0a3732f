import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderedCombo } from '@windfamily/contract/colorpicker';
import { STANDARD_LOCATIONS } from '@windfamily/contract/logistics';
import {
  type lineFromOrderLinePayloadSchema,
  ORDER_STATUSES_FOR_PRODUCTION,
  type OrderLinesToMake,
  type orderLinesToMakeQuerySchema,
  PICKER_PAGE_SIZE,
  type VariantsToMake,
  type variantsToMakeQuerySchema,
  type LinePreparedResult,
  type linePreparedPayloadSchema,
  PRODUCTION_PAGE_SIZE,
  type PurchaseOrder,
  type PurchaseOrderDeactivateResult,
  type purchaseOrderFinishPayloadSchema,
  type PurchaseOrderLine,
  type PurchaseOrderLinePurpose,
  type PurchaseOrderLineState,
  type PurchaseOrderList,
  type purchaseOrdersQuerySchema,
  type PurchaseOrderState,
  type stockLinePayloadSchema,
} from '@windfamily/contract/production';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { containing } from '../../lib/search';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { countOf, iso } from '../logistics/present';
import {
  finishMove,
  insertMove,
  locationByCode,
  lockVariants,
  refreshAvailable,
} from '../logistics/ledger';
import { purchaseOrderPdf } from './pdf';
import { selectLines, selectPurchaseOrder, selectPurchaseOrders, WINGS_CATEGORY } from './present';
import { assertLine, assertPurchaseOrder } from './states';
import { createUnit, pageUrlOf, recordEvent } from './unit-records';
import type { UnitsService } from './units.service';

type ListQuery = z.output<typeof purchaseOrdersQuerySchema>;
type OrderLinesToMakeQuery = z.output<typeof orderLinesToMakeQuerySchema>;
type VariantsToMakeQuery = z.output<typeof variantsToMakeQuerySchema>;

/** The size an order line or a variant names in its options. */
const sizeOfOptions = (options: Record<string, string>): string | undefined =>
  options.Size ?? options.size;
type FromOrderLine = z.output<typeof lineFromOrderLinePayloadSchema>;
type StockLines = z.output<typeof stockLinePayloadSchema>;
type FinishInput = z.output<typeof purchaseOrderFinishPayloadSchema>;
type PreparedInput = z.output<typeof linePreparedPayloadSchema>;

export const PURCHASE_ORDER_MESSAGES = {
  noOrder: 'There is no such purchase order.',
  noLine: 'There is no such purchase order line.',
  noOrderLine: 'There is no such order line.',
  noVariant: 'There is no such variant.',
  notDraft: 'The purchase order was sent to the factory already: add the wing to a new one.',
  orderCancelled: (sale: string) => `Order ${sale} is cancelled: nothing is sewn for it.`,
  onOrderAlready: (number: string) =>
    `This order line is on purchase order ${number} already: deactivate that one first.`,
  allOnOrder: (wings: number, numbers: string[]) =>
    `All ${wings} wings of this order line are on purchase orders already (${numbers.join(', ')}): deactivate one first.`,
  empty: 'The purchase order has no wings to sew: add a line first.',
  notPrepared: (positions: number[]) =>
    `Line${positions.length === 1 ? '' : 's'} ${positions.join(', ')} ${positions.length === 1 ? 'has' : 'have'} no unit yet: mark ${positions.length === 1 ? 'it' : 'them'} prepared first.`,
  lineOrderClosed: (state: PurchaseOrderState) =>
    `The purchase order is ${state === 'finished' ? 'received already' : 'cancelled'}.`,
} as const;

interface OrderRow {
  id: number;
  number: string;
  state: PurchaseOrderState;
  note: string;
}

/**
 * Purchase orders to the factory and their lines (a wing each). Every change locks the
 * purchase order's row first (the owner of the change), then the variants (the ledger's
 * order), and records its audit entry in the same transaction.
 */
export class PurchaseOrdersService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly catalog: CatalogService,
    private readonly units: UnitsService,
    private readonly options: { publicUrl: string; brand: string },
  ) {}

  async list(query: ListQuery): Promise<PurchaseOrderList> {
    const conditions = [sql`true`];
    if (query.state) conditions.push(sql`po.state = ${query.state}`);
    if (query.search) {
      const like = containing(query.search);
      conditions.push(sql`(po.number ILIKE ${like} OR EXISTS (
        SELECT 1 FROM purchase_order_lines l JOIN order_items oi ON oi.id = l.order_item_id
          JOIN orders o ON o.id = oi.order_id
        WHERE l.purchase_order_id = po.id AND o.sale_sequence ILIKE ${like}))`);
    }
    const where = sql.join(conditions, sql` AND `);
    const [rows, count] = await Promise.all([
      selectPurchaseOrders(this.db, where, {
        limit: PRODUCTION_PAGE_SIZE,
        offset: (query.page - 1) * PRODUCTION_PAGE_SIZE,
      }),
      countOf(this.db, sql`purchase_orders po`, where),
    ]);
    return {
      count,
      page: query.page,
      page_size: PRODUCTION_PAGE_SIZE,
      results: rows.map(({ has_pdf: _, ...row }) => row),
    };
  }

  /**
   * Wing lines of paid orders waiting to be sewn: fewer lines not cancelled on purchase orders
   * than wings ordered; oldest order first, by order number, customer name or e-mail.
   */
  async orderLinesToMake(query: OrderLinesToMakeQuery): Promise<OrderLinesToMake> {
    const conditions = [
      sql`i.category_slug = ${WINGS_CATEGORY}`,
      sql`o.status IN (${sql.join(
        ORDER_STATUSES_FOR_PRODUCTION.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    ];
    if (query.search) {
      const like = containing(query.search);
      conditions.push(
        sql`(o.sale_sequence ILIKE ${like} OR o.name ILIKE ${like} OR o.email ILIKE ${like})`,
      );
    }
    const rows = await rowsOf<{
      order_item_id: number;
      sale_sequence: string;
      name: string;
      created_at: Date | string;
      variant_id: number;
      sku: string;
      variant_name: string;
      product_name: string;
      options: Record<string, string>;
      ordered_variant: string;
      color_combo: OrderedCombo | null;
      amount: number;
      on_purchase_orders: number;
    }>(
      this.db,
      sql`SELECT i.id AS order_item_id, o.sale_sequence, o.name, o.created_at, v.id AS variant_id,
            v.sku, p.name || ' ' || v.name AS variant_name, p.name AS product_name, i.options,
            i.variant_name AS ordered_variant, i.color_combo, i.amount, live.n AS on_purchase_orders
          FROM order_items i
            JOIN orders o ON o.id = i.order_id
            JOIN product_variants v ON v.id = i.variant_id
            JOIN products p ON p.id = v.product_id
            CROSS JOIN LATERAL (
              SELECT count(*)::int AS n FROM purchase_order_lines l
              WHERE l.order_item_id = i.id AND l.state <> 'cancelled'
            ) live
          WHERE ${sql.join(conditions, sql` AND `)} AND live.n < i.amount
          ORDER BY o.created_at, o.id, i.position
          LIMIT ${PICKER_PAGE_SIZE}`,
    );
    return {
      results: rows.map((row) => ({
        order_item_id: row.order_item_id,
        order: row.sale_sequence,
        customer: row.name,
        ordered_at: iso(row.created_at)!,
        variant: {
          id: row.variant_id,
          sku: row.sku,
          name: row.variant_name,
          product_name: row.product_name,
        },
        size: sizeOfOptions(row.options) ?? row.ordered_variant,
        colors: row.color_combo,
        amount: row.amount,
        on_purchase_orders: row.on_purchase_orders,
      })),
    };
  }

  /** Wing variants to sew for stock or the demo fleet, by model, size or SKU. */
  async variantsToMake(query: VariantsToMakeQuery): Promise<VariantsToMake> {
    const conditions = [sql`c.slug = ${WINGS_CATEGORY}`, sql`p.active`, sql`v.active`];
    if (query.search) {
      // Each word matches the model, the size or the SKU: "Joy M" finds the Joy in M.
      for (const word of query.search.split(/\s+/).filter(Boolean)) {
        const like = containing(word);
        conditions.push(
          sql`(p.name ILIKE ${like} OR v.name ILIKE ${like} OR v.sku ILIKE ${like}
               OR v.options->>'Size' ILIKE ${like})`,
        );
      }
    }
    const rows = await rowsOf<{
      id: number;
      sku: string;
      name: string;
      product_name: string;
      options: Record<string, string>;
      variant_name: string;
    }>(
      this.db,
      sql`SELECT v.id, v.sku, p.name || ' ' || v.name AS name, p.name AS product_name, v.options,
            v.name AS variant_name
          FROM product_variants v
            JOIN products p ON p.id = v.product_id
            JOIN categories c ON c.id = p.category_id
          WHERE ${sql.join(conditions, sql` AND `)}
          ORDER BY p.position, p.name, v.position, v.id
          LIMIT ${PICKER_PAGE_SIZE}`,
    );
    return {
      results: rows.map((row) => ({
        id: row.id,
        sku: row.sku,
        name: row.name,
        product_name: row.product_name,
        size: sizeOfOptions(row.options) ?? row.variant_name,
      })),
    };
  }

  async get(id: number, db: Db | Tx = this.db): Promise<PurchaseOrder> {
    const order = await selectPurchaseOrder(db, id);
    if (!order) throw notFound(PURCHASE_ORDER_MESSAGES.noOrder);
    return order;
  }

  async create(note: string, actor: Actor): Promise<PurchaseOrder> {
    return this.db.transaction(async (tx) => {
      const [next] = await rowsOf<{ id: number; year: number }>(
        tx,
        sql`SELECT nextval(pg_get_serial_sequence('purchase_orders', 'id'))::int AS id,
              extract(year FROM now())::int AS year`,
      );
      const row = { id: next!.id };
      await tx.insert(purchaseOrders).values({
        id: row.id,
        number: `PO-${next!.year}-${String(row.id).padStart(4, '0')}`,
        note,
        createdById: actor.id,
      });
      const order = await this.get(row.id, tx);
      await this.audit.record(tx, actor, {
        action: 'purchase_order.create',
        entityType: 'purchase_order',
        entityId: order.id,
        summary: `Purchase order ${order.number} started`,
        after: order,
      });
      return order;
    });
  }

  /** Runs `change` holding the purchase order's row; 404 when there is none. */
  private async withOrder<T>(
    id: number,
    change: (tx: Tx, order: OrderRow) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [order] = await rowsOf<OrderRow>(
        tx,
        sql`SELECT id, number, state, note FROM purchase_orders WHERE id = ${id} FOR UPDATE`,
      );
      if (!order) throw notFound(PURCHASE_ORDER_MESSAGES.noOrder);
      return change(tx, order);
    });
  }

  private async nextPosition(tx: Tx, orderId: number): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      tx,
      sql`SELECT coalesce(max(position), 0)::int + 1 AS n FROM purchase_order_lines
          WHERE purchase_order_id = ${orderId}`,
    );
    return row!.n;
  }

  /**
   * A wing for an order line: its variant, size and colours per zone copied from it. An order
   * line of N wings takes up to N lines that are not cancelled, one per wing; the order line's
   * row is held while they are counted, so two clerks adding its last wing at once get one
   * line and a 409.
   */
  async addFromOrderLine(id: number, input: FromOrderLine, actor: Actor): Promise<PurchaseOrder> {
    return this.withOrder(id, async (tx, order) => {
      if (order.state !== 'draft') {
        assertPurchaseOrder(order.state, 'draft');
        throw new HttpError(409, PURCHASE_ORDER_MESSAGES.notDraft);
      }
      const [item] = await rowsOf<{
        id: number;
        variant_id: number;
        amount: number;
        options: Record<string, string>;
        variant_name: string;
        color_combo: OrderedCombo | null;
        status: string;
        sale_sequence: string;
      }>(
        tx,
        sql`SELECT i.id, i.variant_id, i.amount, i.options, i.variant_name, i.color_combo,
              o.status, o.sale_sequence
            FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE i.id = ${input.order_item_id} FOR UPDATE OF i`,
      );
      if (!item) throw fieldError('order_item_id', PURCHASE_ORDER_MESSAGES.noOrderLine);
      if (item.status === 'cancelled')
        throw new HttpError(409, PURCHASE_ORDER_MESSAGES.orderCancelled(item.sale_sequence));
      await this.refuseAllTaken(tx, item.id, item.amount);
      const [line] = await tx
        .insert(purchaseOrderLines)
        .values({
          purchaseOrderId: id,
          position: await this.nextPosition(tx, id),
          variantId: item.variant_id,
          purpose: 'order',
          orderItemId: item.id,
          size: sizeOfOptions(item.options) ?? item.variant_name,
          colors: item.color_combo,
          note: input.note,
          requestedFinishOn: input.requested_finish_on ?? null,
        })
        .returning({ id: purchaseOrderLines.id });
      const after = await this.get(id, tx);
      await this.audit.record(tx, actor, {
        action: 'purchase_order.add_line',
        entityType: 'purchase_order',
        entityId: id,
        summary: `Line ${line!.id} for order ${item.sale_sequence} added to ${order.number}`,
        after,
      });
      return after;
    });
  }

  /** 409 when every wing of the order line is on a purchase order line not cancelled already. */
  private async refuseAllTaken(tx: Tx, orderItemId: number, wings: number): Promise<void> {
    const taken = await rowsOf<{ number: string }>(
      tx,
      sql`SELECT po.number FROM purchase_order_lines l JOIN purchase_orders po ON po.id = l.purchase_order_id
          WHERE l.order_item_id = ${orderItemId} AND l.state <> 'cancelled'
          ORDER BY l.id`,
    );
    if (taken.length < wings) return;
    const numbers = [...new Set(taken.map((row) => row.number))];
    throw new HttpError(
      409,
      wings === 1
        ? PURCHASE_ORDER_MESSAGES.onOrderAlready(numbers[0]!)
        : PURCHASE_ORDER_MESSAGES.allOnOrder(wings, numbers),
    );
  }

  /** Wings for the shop's stock or the demo fleet: `amount` lines of one variant. */
  async addStockLines(id: number, input: StockLines, actor: Actor): Promise<PurchaseOrder> {
    return this.withOrder(id, async (tx, order) => {
      if (order.state !== 'draft') throw new HttpError(409, PURCHASE_ORDER_MESSAGES.notDraft);
      const [variant] = await rowsOf<{
        id: number;
        options: Record<string, string>;
        name: string;
        sku: string;
      }>(
        tx,
        sql`SELECT id, options, name, sku FROM product_variants WHERE id = ${input.variant_id}`,
      );
      if (!variant) throw fieldError('variant_id', PURCHASE_ORDER_MESSAGES.noVariant);
      const first = await this.nextPosition(tx, id);
      await tx.insert(purchaseOrderLines).values(
        Array.from({ length: input.amount }, (_, index) => ({
          purchaseOrderId: id,
          position: first + index,
          variantId: variant.id,
          purpose: input.purpose,
          size: sizeOfOptions(variant.options) ?? variant.name,
          note: input.note,
          requestedFinishOn: input.requested_finish_on ?? null,
        })),
      );
      const after = await this.get(id, tx);
      await this.audit.record(tx, actor, {
        action: 'purchase_order.add_line',
        entityType: 'purchase_order',
        entityId: id,
        summary: `${input.amount} × ${variant.sku} for ${input.purpose} added to ${order.number}`,
        after,
      });
      return after;
    });
  }

  /** The order's PDF for the factory, from its lines (not cancelled). */
  private async renderPdf(tx: Tx | Db, order: OrderRow, date: string): Promise<Buffer> {
    const lines = await selectLines(
      tx,
      sql`l.purchase_order_id = ${order.id} AND l.state <> 'cancelled'`,
    );
    const models = await rowsOf<{ variant_id: number; views: unknown }>(
      tx,
      sql`SELECT v.id AS variant_id, m.views FROM product_variants v
            JOIN colorpicker_models m ON m.product_id = v.product_id
          WHERE v.id IN (SELECT variant_id FROM purchase_order_lines WHERE purchase_order_id = ${order.id})`,
    );
    const viewsOf = new Map(models.map((row) => [row.variant_id, row.views]));
    return purchaseOrderPdf({
      number: order.number,
      brand: this.options.brand,
      date,
      note: order.note,
      lines: lines.map((line, index) => ({
        position: index + 1,
        productName: line.variant.product_name,
        sku: line.variant.sku,
        size: line.size,
        purpose: line.purpose,
        order: line.order,
        requestedFinishOn: line.requested_finish_on,
        note: line.note,
        colors: line.colors,
        views: (viewsOf.get(line.variant.id) as never) ?? null,
      })),
    });
  }

  /** Sent to the factory: the PDF is made, kept and answered; the order becomes `sent`. */
  async prepare(id: number, actor: Actor): Promise<{ number: string; pdf: Buffer }> {
    return this.withOrder(id, async (tx, order) => {
      assertPurchaseOrder(order.state, 'sent');
      const [count] = await rowsOf<{ n: number; today: string }>(
        tx,
        sql`SELECT count(*)::int AS n, to_char(now(), 'YYYY-MM-DD') AS today FROM purchase_order_lines
            WHERE purchase_order_id = ${id} AND state <> 'cancelled'`,
      );
      if (!count?.n) throw new HttpError(409, PURCHASE_ORDER_MESSAGES.empty);
      const pdf = await this.renderPdf(tx, order, count.today);
      await tx.execute(sql`UPDATE purchase_orders SET state = 'sent', sent_at = clock_timestamp(),
                             sent_by_id = ${actor.id}, pdf = ${pdf} WHERE id = ${id}`);
      await this.audit.record(tx, actor, {
        action: 'purchase_order.prepare',
        entityType: 'purchase_order',
        entityId: id,
        summary: `Purchase order ${order.number} sent to the factory (${count.n} wings)`,
      });
      return { number: order.number, pdf };
    });
  }

  /** The PDF kept when the order was sent (404 before). */
  async pdf(id: number): Promise<{ number: string; pdf: Buffer }> {
    const [row] = await rowsOf<{ number: string; pdf: Buffer | Uint8Array | null }>(
      this.db,
      sql`SELECT number, pdf FROM purchase_orders WHERE id = ${id}`,
    );
    if (!row) throw notFound(PURCHASE_ORDER_MESSAGES.noOrder);
    if (!row.pdf) throw notFound('The purchase order has not been sent to the factory yet.');
    return { number: row.number, pdf: Buffer.from(row.pdf) };
  }

  /** Cancels purchase orders not yet received, all or none: their lines and units with them. */
  async deactivate(ids: readonly number[], actor: Actor): Promise<PurchaseOrderDeactivateResult> {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    return this.db.transaction(async (tx) => {
      const rows = await rowsOf<OrderRow>(
        tx,
        sql`SELECT id, number, state, note FROM purchase_orders
            WHERE id IN (${sql.join(
              sorted.map((one) => sql`${one}`),
              sql`, `,
            )}) ORDER BY id FOR UPDATE`,
      );
      const missing = sorted.filter((one) => !rows.some((row) => row.id === one));
      if (missing.length) throw notFound(`There is no purchase order ${missing.join(', ')}.`);
      for (const row of rows) {
        try {
          assertPurchaseOrder(row.state, 'cancelled');
        } catch (error) {
          if (error instanceof HttpError)
            throw new HttpError(409, `${row.number}: ${error.message}`);
          throw error;
        }
      }
      for (const row of rows) {
        await tx.execute(sql`UPDATE purchase_orders SET state = 'cancelled',
                               cancelled_at = clock_timestamp(), cancelled_by_id = ${actor.id}
                             WHERE id = ${row.id}`);
        const voided = await rowsOf<{ id: number }>(
          tx,
          sql`UPDATE product_variant_instances SET state = 'void'
              WHERE state = 'in_production' AND purchase_order_line_id IN (
                SELECT id FROM purchase_order_lines WHERE purchase_order_id = ${row.id})
              RETURNING id`,
        );
        for (const unit of voided)
          await recordEvent(tx, unit.id, 'production', {
            byId: actor.id,
            details: { note: `purchase order ${row.number} cancelled`, purchase_order_id: row.id },
          });
        await tx.execute(sql`UPDATE purchase_order_lines SET state = 'cancelled'
                             WHERE purchase_order_id = ${row.id} AND state IN ('open', 'prepared')`);
        await this.audit.record(tx, actor, {
          action: 'purchase_order.deactivate',
          entityType: 'purchase_order',
          entityId: row.id,
          summary: `Purchase order ${row.number} cancelled`,
        });
      }
      const deactivated = await selectPurchaseOrders(
        tx,
        sql`po.id IN (${sql.join(
          sorted.map((one) => sql`${one}`),
          sql`, `,
        )})`,
      );
      return { deactivated: deactivated.map(({ has_pdf: _, ...row }) => row) };
    });
  }

  /**
   * Marks a line prepared (the factory has it in hand) and makes its unit at the factory,
   * with a serial and a secret answered this once.
   */
  async prepareLine(
    lineId: number,
    input: PreparedInput,
    actor: Actor,
  ): Promise<LinePreparedResult> {
    const [seen] = await rowsOf<{ purchase_order_id: number }>(
      this.db,
      sql`SELECT purchase_order_id FROM purchase_order_lines WHERE id = ${lineId}`,
    );
    if (!seen) throw notFound(PURCHASE_ORDER_MESSAGES.noLine);
    const made = await this.withOrder(seen.purchase_order_id, async (tx, order) => {
      if (order.state !== 'draft' && order.state !== 'sent')
        throw new HttpError(409, PURCHASE_ORDER_MESSAGES.lineOrderClosed(order.state));
      const [line] = await rowsOf<{
        id: number;
        state: PurchaseOrderLineState;
        variant_id: number;
        order_item_id: number | null;
        colors: OrderedCombo | null;
      }>(
        tx,
        sql`SELECT id, state, variant_id, order_item_id, colors FROM purchase_order_lines
            WHERE id = ${lineId} FOR UPDATE`,
      );
      assertLine(line!.state, 'prepared');
      const factory = await locationByCode(tx, STANDARD_LOCATIONS.factory);
      const unit = await createUnit(tx, {
        variantId: line!.variant_id,
        colors: line!.colors,
        purchaseOrderLineId: lineId,
        orderItemId: line!.order_item_id,
        locationId: factory.id,
        actorId: actor.id,
        purchaseOrderId: order.id,
      });
      await tx.execute(sql`UPDATE purchase_order_lines SET state = 'prepared',
                             prepared_at = clock_timestamp(), prepared_by_id = ${actor.id},
                             confirmed_finish_on = coalesce(${input.confirmed_finish_on ?? null}::date, confirmed_finish_on)
                           WHERE id = ${lineId}`);
      await this.audit.record(tx, actor, {
        action: 'purchase_order_line.prepared',
        entityType: 'purchase_order_line',
        entityId: lineId,
        summary: `Line ${lineId} of ${order.number} prepared: unit ${unit.serial}`,
      });
      const [answer] = await selectLines(tx, sql`l.id = ${lineId}`);
      return { line: answer!, unit };
    });
    return {
      line: made.line,
      unit: await this.units.get(made.unit.id),
      secret: made.unit.secret,
      page_url: pageUrlOf(this.options.publicUrl, made.unit.serial, made.unit.secret),
    };
  }

  /**
   * Received from the factory: each line's unit is booked FACTORY → warehouse (demo wings:
   * → the demo fleet) as a finished move naming it, in one transaction; a unit made for an
   * order line is reserved for that line.
   */
  async finish(id: number, input: FinishInput, actor: Actor): Promise<PurchaseOrder> {
    const answer = await this.withOrder(id, async (tx, order) => {
      assertPurchaseOrder(order.state, 'finished');
      const lines = await rowsOf<{
        id: number;
        position: number;
        state: PurchaseOrderLineState;
        purpose: PurchaseOrderLinePurpose;
        variant_id: number;
        order_item_id: number | null;
        order_id: number | null;
        unit_id: number | null;
      }>(
        tx,
        sql`SELECT l.id, l.position, l.state, l.purpose, l.variant_id, l.order_item_id,
              oi.order_id, i.id AS unit_id
            FROM purchase_order_lines l
              LEFT JOIN order_items oi ON oi.id = l.order_item_id
              LEFT JOIN product_variant_instances i ON i.purchase_order_line_id = l.id
            WHERE l.purchase_order_id = ${id} AND l.state <> 'cancelled'
            ORDER BY l.position, l.id FOR UPDATE OF l`,
      );
      if (!lines.length) throw new HttpError(409, PURCHASE_ORDER_MESSAGES.empty);
      const open = lines.filter((line) => line.state !== 'prepared' || line.unit_id === null);
      if (open.length)
        throw new HttpError(
          409,
          PURCHASE_ORDER_MESSAGES.notPrepared(open.map((line) => line.position)),
        );
      const [today] = await rowsOf<{ d: string }>(
        tx,
        sql`SELECT to_char(now(), 'YYYY-MM-DD') AS d`,
      );
      const finishedOn = input.finished_on ?? today!.d;
      const locked = await lockVariants(
        tx,
        lines.map((line) => line.variant_id),
      );
      const factory = await locationByCode(tx, STANDARD_LOCATIONS.factory);
      const warehouse = await locationByCode(tx, STANDARD_LOCATIONS.warehouse);
      const demo = await locationByCode(tx, STANDARD_LOCATIONS.demo);
      for (const line of lines) {
        const to = line.purpose === 'demo' ? demo : warehouse;
        const move = await insertMove(tx, {
          variantId: line.variant_id,
          amount: 1,
          fromLocationId: factory.id,
          toLocationId: to.id,
          orderId: line.order_id,
          orderItemId: line.order_item_id,
          unitId: line.unit_id,
          actorId: actor.id,
          reason: `Received with purchase order ${order.number}`,
        });
        await finishMove(tx, move, { sku: locked.get(line.variant_id)?.sku });
        await tx.execute(sql`UPDATE product_variant_instances
                             SET location_id = ${to.id}, produced_on = ${finishedOn}::date,
                                 state = ${line.purpose === 'demo' ? 'demo' : 'in_stock'}
                             WHERE id = ${line.unit_id}`);
        await recordEvent(tx, line.unit_id!, 'production', {
          byId: actor.id,
          moveId: move.id,
          details: { from: factory.name, to: to.name, purchase_order_id: id },
        });
        if (line.order_item_id !== null && line.order_id !== null)
          await this.reserveForLine(
            tx,
            line.unit_id!,
            line.variant_id,
            line.order_id,
            line.order_item_id,
            warehouse.id,
            actor,
          );
      }
      await tx.execute(sql`UPDATE purchase_order_lines SET state = 'finished',
                             actual_finish_on = ${finishedOn}::date
                           WHERE purchase_order_id = ${id} AND state = 'prepared'`);
      await tx.execute(sql`UPDATE purchase_orders SET state = 'finished',
                             finished_at = clock_timestamp(), finished_by_id = ${actor.id}
                           WHERE id = ${id}`);
      const after = await this.get(id, tx);
      await this.audit.record(tx, actor, {
        action: 'purchase_order.finish',
        entityType: 'purchase_order',
        entityId: id,
        summary: `Purchase order ${order.number} received: ${lines.length} units booked into stock`,
        after,
      });
      return after;
    });
    this.catalog.stockChanged();
    return answer;
  }

  /**
   * Holds the unit for the order line it was made for, unless what the line holds of its
   * variant already covers the wings it still waits for (ordered, less those that went to the
   * customer): a stocked variant reserved at the checkout, or the units received for it
   * before. An order line of several wings gets a reservation per unit until all are held.
   */
  private async reserveForLine(
    tx: Tx,
    unitId: number,
    variantId: number,
    orderId: number,
    orderItemId: number,
    warehouseId: number,
    actor: Actor,
  ): Promise<void> {
    const [line] = await rowsOf<{ waiting: number; held: number }>(
      tx,
      sql`SELECT (i.amount - coalesce((
                SELECT sum(CASE WHEN t.kind = 'customer' THEN m.amount ELSE 0 END)
                     - sum(CASE WHEN f.kind = 'customer' THEN m.amount ELSE 0 END)
                FROM stock_moves m
                  JOIN stock_locations f ON f.id = m.from_location_id
                  JOIN stock_locations t ON t.id = m.to_location_id
                WHERE m.order_item_id = i.id AND m.variant_id = ${variantId} AND m.state = 'finished'
              ), 0))::int AS waiting,
              coalesce((SELECT sum(r.amount) FROM stock_reservations r
                WHERE r.order_item_id = i.id AND r.variant_id = ${variantId} AND r.state = 'active'
                  AND (r.reserved_until IS NULL OR r.reserved_until > now())), 0)::int AS held
          FROM order_items i WHERE i.id = ${orderItemId}`,
    );
    if (!line || line.held >= line.waiting) return;
    await tx.execute(sql`INSERT INTO stock_reservations
                           (variant_id, amount, location_id, order_id, order_item_id, unit_id,
                            created_by_id, reason)
                         VALUES (${variantId}, 1, ${warehouseId}, ${orderId}, ${orderItemId},
                                 ${unitId}, ${actor.id}, 'Made for this order line')`);
    await refreshAvailable(tx, [variantId]);
  }

  /** The lines of a purchase order (for the answers of line calls). */
  lines(id: number): Promise<PurchaseOrderLine[]> {
    return selectLines(this.db, sql`l.purchase_order_id = ${id}`);
  }
}
