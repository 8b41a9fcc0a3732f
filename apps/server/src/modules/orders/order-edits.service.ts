import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToMoney, formatEuro } from '@windfamily/contract/money';
import type { OrderAction } from '@windfamily/contract/order-basics';
import type {
  OrderEditResult,
  orderDetailsPayloadSchema,
  orderLinesPayloadSchema,
} from '@windfamily/contract/orders';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '@windfamily/contract/pricing';
import type { Database, Db, Tx } from '../../db/client';
import { orderEvents, orderItems, orders } from '../../db/schema';
import { fieldError, FieldErrors, HttpError, notFound } from '../../lib/http-error';
import { inTransaction } from '../../lib/preview';
import type { Actor, AuditService } from '../audit/audit.service';
import { type LinePrice, priceLine } from '../cart/totals';
import type { CatalogService } from '../catalog/catalog.service';
import type { InvoicingService } from '../invoicing/invoicing.service';
import { takeAvailable } from '../logistics/ledger';
import { holdForOrder } from '../logistics/reservations';
import { unitPrice } from '../catalog/present';
import type { CatalogSnapshot, VariantEntry } from '../catalog/snapshot';
import { grossOf, type PricingContext } from '../pricing/prices';
import type { PromoService } from '../promo/promo.service';
import type { ShippingService } from '../shipping/shipping.service';
import { boxFor } from '../shipping/zones';
import { balanceOf, syncPayments } from './balance';
import { assertLinesFree } from '../shipments/order-guards';
import { assertAllowed } from './order-actions';
import { orderItemValues, orderTotals, type PricedLine, variantName } from './order-lines';
import { orderPricingContext } from './order-pricing';
import { type OrderItemRow, type OrderRow, totalsColumns } from './order-writer';
import { countryName, type OrdersService } from './orders.service';
import type { StaffOrdersService } from './staff-orders.service';
import { stockChange, stockedUnits } from './stock';

type DetailsInput = z.output<typeof orderDetailsPayloadSchema>;
type LinesInput = z.output<typeof orderLinesPayloadSchema>;

export const EDIT_MESSAGES = {
  noSuchLine: 'There is no such line in this order.',
  lineTwice: 'This line is listed twice.',
  noSuchVariant: 'This product does not exist.',
  sizeOnly: 'A line changes its size only: add another product as a new line.',
  notForSale: (name: string) => `'${name}' is not for sale.`,
  reasonNeeded: 'Say why the price is set by hand.',
  countryFixed:
    'The delivery country decides the VAT of the order, so it cannot change: copy the order for another country.',
  shippedMethod: 'The order has shipped: its delivery method cannot change.',
  noDelivery: (method: DeliveryMethod, country: string) =>
    `${DELIVERY_METHOD_LABELS[method]} is not offered to ${country} for these items.`,
} as const;

/** What a change did, for its event, its audit entry and its answer. */
interface ChangeDone {
  kind: 'details_changed' | 'lines_changed';
  detail: string;
  before: unknown;
  after: unknown;
  /** The change touches what the invoice says. */
  touchesInvoice: boolean;
}

/** A line of the order as it is to be: an existing row kept or changed, or a new line. */
interface PlannedLine {
  existing: OrderItemRow | undefined;
  variant: VariantEntry;
  amount: number;
  unitNet: number;
  priceOverrideReason: string | null;
  /** The goodie riding along (existing lines only), net of one at its regular and reduced price. */
  goodie: { variantId: number; regularNet: number; reducedNet: number } | null;
  price: LinePrice;
}

/**
 * Staff change a placed order: its details (address, e-mail, phone, delivery method, comment,
 * note) and its lines (amount, size, price by hand, lines added and removed). Every figure is
 * computed again in the order's own prices; stock is taken or given back; a standing invoice is
 * credited and issued again; all in one transaction on the order's locked row. A preview does
 * all of it and rolls it back, answering the order as it would be.
 */
export class OrderEditsService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly catalog: CatalogService,
    private readonly shipping: ShippingService,
    private readonly promos: PromoService,
    private readonly orders: OrdersService,
    private readonly staffOrders: StaffOrdersService,
    private readonly audit: AuditService,
    private readonly invoicing: InvoicingService,
  ) {
    this.db = database.db;
  }

  editDetails(
    saleSequence: string,
    input: DetailsInput,
    actor: Actor,
    preview: boolean,
  ): Promise<OrderEditResult> {
    return this.change(saleSequence, actor, preview, 'edit_details', input.version, (tx, order) =>
      this.applyDetails(tx, order, input),
    );
  }

  editLines(
    saleSequence: string,
    input: LinesInput,
    actor: Actor,
    preview: boolean,
  ): Promise<OrderEditResult> {
    return this.change(
      saleSequence,
      actor,
      preview,
      'edit_lines',
      input.version,
      (tx, order, snapshot) => this.applyLines(tx, order, input, snapshot),
    );
  }

  /**
   * The frame of every change: the order's row locked, its state and version checked, the
   * change applied, the version counted, the money synced, the invoice issued again when the
   * change touches it, the event and the audit entry written, the answer read in the same
   * transaction. A preview throws its answer out of the transaction, which rolls it all back.
   */
  private async change(
    saleSequence: string,
    actor: Actor,
    preview: boolean,
    action: OrderAction,
    version: number | undefined,
    apply: (tx: Tx, order: OrderRow, snapshot: CatalogSnapshot) => Promise<ChangeDone>,
  ): Promise<OrderEditResult> {
    const snapshot = await this.catalog.snapshot();
    const issued: number[] = [];
    try {
      const answer = await inTransaction(this.db, preview, async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.saleSequence, saleSequence))
          .for('update');
        if (!order) throw notFound(`There is no order ${saleSequence}.`);
        assertAllowed(order, action, version);
        if (action === 'edit_lines') await assertLinesFree(tx, order.id);
        const done = await apply(tx, order, snapshot);
        await tx
          .update(orders)
          .set({ version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
          .where(eq(orders.id, order.id));
        await syncPayments(tx, order.id);
        const reissues = done.touchesInvoice && order.invoiceDate !== null;
        if (!preview) {
          if (reissues) {
            const reissued = await this.invoicing.reissue(tx, order.id, actor, done.detail);
            if (reissued) issued.push(reissued.creditNote.id, reissued.invoice.id);
          }
          await tx
            .insert(orderEvents)
            .values({ orderId: order.id, kind: done.kind, detail: done.detail, actorId: actor.id });
          await this.audit.record(tx, actor, {
            action: done.kind === 'lines_changed' ? 'order.lines' : 'order.details',
            entityType: 'order',
            entityId: order.saleSequence,
            orderId: order.id,
            summary: done.detail,
            before: done.before,
            after: done.after,
          });
        }
        const loaded = await this.orders.loadById(order.id, tx);
        const changed = loaded!.order;
        return {
          order: await this.staffOrders.present(loaded!, tx),
          change: {
            preview,
            total_before: centsToMoney(order.total),
            total_after: centsToMoney(changed.total),
            balance: centsToMoney(balanceOf(changed)),
            reissues_invoice: reissues,
          },
        };
      });
      this.invoicing.renderLater(...issued);
      return answer;
    } finally {
      if (!preview) this.catalog.stockChanged();
    }
  }

  // -------------------------------------------------------------------------
  // Details.
  // -------------------------------------------------------------------------

  private async applyDetails(tx: Tx, order: OrderRow, input: DetailsInput): Promise<ChangeDone> {
    const changes: Partial<typeof orders.$inferInsert> = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const note = (field: string, was: unknown, is: unknown) => {
      if (JSON.stringify(was) === JSON.stringify(is)) return;
      before[field] = was;
      after[field] = is;
    };

    if (input.address) {
      if (input.address.country !== order.country)
        throw fieldError('address.country', EDIT_MESSAGES.countryFixed);
      const address = { ...input.address, email: input.address.email.toLowerCase() };
      note('address', order.address, address);
      Object.assign(changes, { address, email: address.email, name: address.name });
    }
    if (input.billing_address !== undefined) {
      note('billing_address', order.billingAddress, input.billing_address);
      changes.billingAddress = input.billing_address;
    }
    if (input.delivery_method && input.delivery_method !== order.deliveryMethod) {
      if (order.status === 'shipped') throw new HttpError(409, EDIT_MESSAGES.shippedMethod);
      const items = await tx
        .select({ categorySlug: orderItems.categorySlug })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      const snapshot = await this.catalog.snapshot();
      const shippingNet = this.shipping.pricesTo(
        snapshot,
        order.country,
        boxFor(items.map((item) => item.categorySlug)),
      )[input.delivery_method];
      if (shippingNet === undefined)
        throw fieldError(
          'delivery_method',
          EDIT_MESSAGES.noDelivery(input.delivery_method, countryName(order.country)),
        );
      note('delivery_method', order.deliveryMethod, input.delivery_method);
      const totals = withShipping(order, shippingNet);
      note('total', centsToMoney(order.total), centsToMoney(totals.total));
      Object.assign(changes, { deliveryMethod: input.delivery_method, ...totals });
    }
    for (const [field, column] of [
      ['comment', 'comment'],
      ['staff_note', 'staffNote'],
      ['customer_reference', 'customerReference'],
    ] as const) {
      const value = input[field];
      if (value === undefined) continue;
      note(field, order[column], value);
      changes[column] = value;
    }

    if (Object.keys(changes).length)
      await tx.update(orders).set(changes).where(eq(orders.id, order.id));
    const fields = Object.keys(after);
    return {
      kind: 'details_changed',
      detail: fields.length
        ? `Changed: ${fields.map((field) => field.replace('_', ' ')).join(', ')}`
        : 'Nothing changed',
      before,
      after,
      touchesInvoice: fields.some((field) =>
        ['address', 'billing_address', 'delivery_method', 'customer_reference'].includes(field),
      ),
    };
  }

  // -------------------------------------------------------------------------
  // Lines.
  // -------------------------------------------------------------------------

  private async applyLines(
    tx: Tx,
    order: OrderRow,
    input: LinesInput,
    snapshot: CatalogSnapshot,
  ): Promise<ChangeDone> {
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position));
    const pricing = orderPricingContext(order.pricing, snapshot);
    const planned = this.plan(items, input, pricing, snapshot);

    // Stock: what the new lines hold against what the old ones held, variant by variant.
    const stocked = (variantId: number | null) =>
      variantId !== null && (snapshot.variantById.get(variantId)?.row.stockTracked ?? false);
    const held = (lines: { variantId: number; amount: number; goodieVariantId: number | null }[]) =>
      stockedUnits(
        lines.map((line) => ({
          ...line,
          stockTracked: stocked(line.variantId),
          goodieStockTracked: stocked(line.goodieVariantId),
        })),
      );
    const nameOf = (variantId: number) => {
      const variant = snapshot.variantById.get(variantId);
      return variant ? variantName(variant) : 'An item';
    };
    // Every variant the order held or is to hold is locked before its lines change (their
    // reservations point at the lines), and what it takes more of is checked now; the
    // reservations follow the lines once they are written.
    await takeAvailable(
      tx,
      stockChange(
        held(items),
        held(
          planned.map((line) => ({
            variantId: line.variant.row.id,
            amount: line.amount,
            goodieVariantId: line.goodie?.variantId ?? null,
          })),
        ),
      ),
      nameOf,
      [
        ...items.flatMap((item) =>
          item.goodieVariantId !== null ? [item.variantId, item.goodieVariantId] : [item.variantId],
        ),
        ...planned.flatMap((line) =>
          line.goodie ? [line.variant.row.id, line.goodie.variantId] : [line.variant.row.id],
        ),
      ],
    );

    // Money: the order's promo code as sold, shipping as sold unless the box changes.
    const rule =
      order.promoCodeId !== null ? await this.promos.rule(order.promoCodeId, tx) : undefined;
    const boxBefore = boxFor(items.map((item) => item.categorySlug));
    const boxAfter = boxFor(planned.map((line) => line.variant.product.category.slug));
    let shippingNet = order.shippingNet;
    if (boxAfter !== boxBefore) {
      const price = this.shipping.pricesTo(snapshot, order.country, boxAfter)[
        order.deliveryMethod as DeliveryMethod
      ];
      if (price === undefined)
        throw new HttpError(
          409,
          EDIT_MESSAGES.noDelivery(
            order.deliveryMethod as DeliveryMethod,
            countryName(order.country),
          ),
        );
      shippingNet = price;
    }
    const { totals } = orderTotals(asPriced(planned), rule, pricing, shippingNet);

    // The rows: removed ones deleted, kept ones updated, new ones added, in the order given.
    const keptIds = planned.flatMap((line) => (line.existing ? [line.existing.id] : []));
    await tx
      .delete(orderItems)
      .where(
        keptIds.length
          ? and(eq(orderItems.orderId, order.id), notInArray(orderItems.id, keptIds))
          : eq(orderItems.orderId, order.id),
      );
    for (const [position, line] of planned.entries()) {
      if (line.existing) {
        await tx
          .update(orderItems)
          .set(keptRow(line, position))
          .where(eq(orderItems.id, line.existing.id));
      } else {
        await tx.insert(orderItems).values({
          ...orderItemValues(asPriced([line])[0]!, snapshot, pricing.vatRateBp),
          orderId: order.id,
          position,
        });
      }
    }
    await tx.update(orders).set(totalsColumns(totals)).where(eq(orders.id, order.id));
    await holdForOrder(tx, order.id, { nameOf });

    const lineOf = (sku: string, amount: number, unitNet: number) => ({ sku, amount, unitNet });
    return {
      kind: 'lines_changed',
      detail: `Lines changed: ${describeLines(items, planned)}; total ${formatEuro(centsToMoney(order.total))} → ${formatEuro(centsToMoney(totals.total))}`,
      before: {
        lines: items.map((item) => lineOf(item.sku, item.amount, item.unitNet)),
        total: order.total,
      },
      after: {
        lines: planned.map((line) => lineOf(line.variant.row.sku, line.amount, line.unitNet)),
        total: totals.total,
      },
      touchesInvoice: true,
    };
  }

  /** The lines as they are to be, checked (a 400 names every wrong field) and priced. */
  private plan(
    items: readonly OrderItemRow[],
    input: LinesInput,
    pricing: PricingContext,
    snapshot: CatalogSnapshot,
  ): PlannedLine[] {
    const byId = new Map(items.map((item) => [item.id, item]));
    const seen = new Set<number>();
    const errors = new FieldErrors();
    const planned: PlannedLine[] = [];
    for (const [index, line] of input.lines.entries()) {
      const field = `lines.${index}`;
      const existing = line.id !== undefined ? byId.get(line.id) : undefined;
      if (line.id !== undefined) {
        if (!existing) errors.add(`${field}.id`, EDIT_MESSAGES.noSuchLine);
        else if (seen.has(line.id)) errors.add(`${field}.id`, EDIT_MESSAGES.lineTwice);
        seen.add(line.id);
      }
      const variant = snapshot.variantById.get(line.product_variant);
      if (!variant) {
        errors.add(`${field}.product_variant`, EDIT_MESSAGES.noSuchVariant);
        continue;
      }
      const sameVariant = existing?.variantId === variant.row.id;
      if (existing && !sameVariant) {
        const was = snapshot.variantById.get(existing.variantId);
        if (was?.product.row.id !== variant.product.row.id)
          errors.add(`${field}.product_variant`, EDIT_MESSAGES.sizeOnly);
      }
      if (!sameVariant && (!variant.row.active || !variant.product.row.active))
        errors.add(`${field}.product_variant`, EDIT_MESSAGES.notForSale(variantName(variant)));

      const listed = unitPrice(variant, pricing).net;
      let unitNet = listed;
      let priceOverrideReason: string | null = null;
      if (line.unit_net === undefined && existing && sameVariant) {
        unitNet = existing.unitNet;
        priceOverrideReason = existing.priceOverrideReason;
      } else if (line.unit_net !== undefined && line.unit_net !== null) {
        if (!line.override_reason)
          errors.add(`${field}.override_reason`, EDIT_MESSAGES.reasonNeeded);
        unitNet = line.unit_net;
        priceOverrideReason = line.override_reason;
      }
      const goodie = existing ? goodieOf(existing, pricing, snapshot) : null;
      planned.push({
        existing,
        variant,
        amount: line.amount,
        unitNet,
        priceOverrideReason,
        goodie,
        price: priceLine({ amount: line.amount, unitNet, goodie }, pricing.vatRateBp),
      });
    }
    errors.throwIfAny();
    return planned;
  }
}

/**
 * The goodie riding along with an existing line, net of one: its reduced price as sold (the
 * line's reduced net less its own units), its regular price as the goodie costs now.
 */
function goodieOf(
  item: OrderItemRow,
  pricing: PricingContext,
  snapshot: CatalogSnapshot,
): PlannedLine['goodie'] {
  if (item.goodieVariantId === null) return null;
  const reducedNet = item.reducedNet / item.amount - item.unitNet;
  const variant = snapshot.variantById.get(item.goodieVariantId);
  const regularNet = variant ? unitPrice(variant, pricing).net : reducedNet;
  return { variantId: item.goodieVariantId, regularNet, reducedNet };
}

/** The planned lines as the totals and the new rows need them. */
const asPriced = (planned: readonly PlannedLine[]): PricedLine[] =>
  planned.map((line) => ({
    variant: line.variant,
    amount: line.amount,
    unitNet: line.unitNet,
    goodie: null,
    price: line.price,
    colorComboSlug: line.existing?.colorComboSlug ?? null,
    colorCombo: line.existing?.colorCombo ?? null,
    priceOverrideReason: line.priceOverrideReason,
  }));

/**
 * The new values of a kept row: its place, amount and prices, and its variant's names when
 * the size changed (its goodie and colours stay).
 */
function keptRow(line: PlannedLine, position: number): Partial<typeof orderItems.$inferInsert> {
  const existing = line.existing!;
  const resized = existing.variantId !== line.variant.row.id;
  return {
    position,
    amount: line.amount,
    unitNet: line.unitNet,
    unitGross: line.price.unitGross,
    totalGross: line.price.totalGross,
    reducedNet: line.price.reducedNet,
    reducedGross: line.price.reducedGross,
    priceOverrideReason: line.priceOverrideReason,
    ...(resized
      ? {
          variantId: line.variant.row.id,
          variantName: line.variant.row.name,
          sku: line.variant.row.sku,
          options: line.variant.row.options,
          longName: `${existing.name} · ${line.variant.row.name}${existing.goodieName ? ` + ${existing.goodieName}` : ''}`,
        }
      : {}),
  };
}

/** What became of the lines, for people: "+1 Harness · M, Sophie Joy · M 1 → 2, −Cap". */
function describeLines(items: readonly OrderItemRow[], planned: readonly PlannedLine[]): string {
  const parts: string[] = [];
  const kept = new Set(planned.flatMap((line) => (line.existing ? [line.existing.id] : [])));
  for (const line of planned) {
    const name = `${line.variant.product.row.name} · ${line.variant.row.name}`;
    const was = line.existing;
    if (!was) parts.push(`+${line.amount} ${name}`);
    else {
      const changes: string[] = [];
      if (was.variantId !== line.variant.row.id)
        changes.push(`size ${was.variantName} → ${line.variant.row.name}`);
      if (was.amount !== line.amount) changes.push(`${was.amount} → ${line.amount}`);
      if (was.unitNet !== line.unitNet)
        changes.push(
          `net ${formatEuro(centsToMoney(was.unitNet))} → ${formatEuro(centsToMoney(line.unitNet))}${line.priceOverrideReason ? ` (${line.priceOverrideReason})` : ''}`,
        );
      if (changes.length) parts.push(`${was.longName} ${changes.join(', ')}`);
    }
  }
  for (const item of items) if (!kept.has(item.id)) parts.push(`−${item.amount} ${item.longName}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/** An order's totals with another shipping price: the rest stays as sold. */
function withShipping(order: OrderRow, shippingNet: number) {
  const shippingGross = grossOf(shippingNet, order.pricing.vatRateBp);
  const net = order.itemsNet - order.discountNet + shippingNet;
  const total = order.itemsGross - order.discountGross + shippingGross;
  return { shippingNet, shippingGross, net, vat: total - net, total };
}
