import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { STANDARD_LOCATIONS } from '@windfamily/contract/logistics';
import { centsToMoney } from '@windfamily/contract/money';
import { orderKey, orderPath } from '@windfamily/contract/orders';
import {
  DEFAULT_DEMO_SALE_RULE,
  type DemoSaleRule,
  demoSaleDiscountPercent,
  demoSalePrice,
  type Rental,
  type RentalOrderResult,
  type RentalSaleQuote,
  type rentalOrderPayloadSchema,
  type rentalReturnPayloadSchema,
} from '@windfamily/contract/rentals';
import type { Config } from '../../config';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { demoRentals, demoSaleRules, users } from '../../db/schema';
import type { CatalogSnapshot } from '../catalog/snapshot';
import { HttpError, notFound } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { unitPrice } from '../catalog/present';
import { bookMove, lockVariants, locationByCode } from '../logistics/ledger';
import { orderConfirmationMail } from '../orders/mails';
import type { OrderMails } from '../orders/order-mails';
import { placeLinesOrder } from '../orders/order-placement';
import type { WrittenOrder } from '../orders/order-writer';
import { countryName, type OrdersService } from '../orders/orders.service';
import type { ShippingService } from '../shipping/shipping.service';
import {
  assertRental,
  RENTAL_MESSAGES,
  rentalEvent,
  type RentalRow,
  type RentalsService,
} from './rentals.service';

type ReturnInput = z.output<typeof rentalReturnPayloadSchema>;
type OrderInput = z.output<typeof rentalOrderPayloadSchema>;

export const FLOW_MESSAGES = {
  notAt: (serial: string, where: string) =>
    `${serial} is not at ${where} as the rental expects: look at its history and move it there first.`,
  noFee: 'The rental has no fee: set one first.',
  hasOrder: (kind: 'fee' | 'sale', saleSequence: string) =>
    kind === 'fee'
      ? `The fee is on order ${saleSequence} already.`
      : `The wing is sold already, on order ${saleSequence}.`,
  notForSale: (serial: string) =>
    `The model of ${serial} is not in the catalogue any more: it cannot be ordered.`,
  unknownCountry: "The pilot's country has no prices.",
  noDelivery: (method: string, country: string) =>
    `${method} is not offered to ${country} for this wing.`,
  ownedAlready: (serial: string) => `${serial} belongs to a pilot already.`,
} as const;

const today = () => new Date().toISOString().slice(0, 10);

/** The shipment that took a demo wing to its pilot, as the hand-over names it. */
export interface HandedOverParcel {
  shipmentId: number;
  carrier: string;
  trackingNumber: string;
}

interface UnitState {
  id: number;
  serial: string;
  variant_id: number;
  location_code: string;
  state: string;
  hours_flown: number | string;
  order_item_id: number | null;
}

/**
 * A rental's way through the fleet: the wing goes out (a ledger move from the demo location
 * to the customers), comes back (and back; its hours and check clock follow), and its fee or
 * the wing itself is ordered through the staff's order placement. Locks: the rental's row,
 * then the variant's (`lockVariants`), then the unit's, then the levels (`bookMove`).
 */
export class RentalFlowService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly rentals: RentalsService,
    private readonly audit: AuditService,
    private readonly catalog: CatalogService,
    private readonly shipping: ShippingService,
    private readonly orders: OrdersService,
    private readonly mails: OrderMails,
  ) {}

  private async lockUnit(tx: Tx, unitId: number): Promise<UnitState> {
    const [seen] = await rowsOf<{ variant_id: number }>(
      tx,
      sql`SELECT variant_id FROM product_variant_instances WHERE id = ${unitId}`,
    );
    await lockVariants(tx, [seen!.variant_id]);
    const [unit] = await rowsOf<UnitState>(
      tx,
      sql`SELECT u.id, u.serial, u.variant_id, s.code AS location_code, u.state, u.hours_flown,
            u.order_item_id
          FROM product_variant_instances u JOIN stock_locations s ON s.id = u.location_id
          WHERE u.id = ${unitId} FOR UPDATE OF u`,
    );
    return unit!;
  }

  /** The unit goes from one location to another through the ledger; answers the move's id. */
  private async moveUnit(
    tx: Tx,
    unit: UnitState,
    from: string,
    to: string,
    actor: Actor,
    rentalId: number,
    reason: string,
  ): Promise<number> {
    if (unit.location_code !== from) {
      const place = await locationByCode(tx, from);
      throw new HttpError(409, FLOW_MESSAGES.notAt(unit.serial, place.name));
    }
    const fromPlace = await locationByCode(tx, from);
    const toPlace = await locationByCode(tx, to);
    const move = await bookMove(
      tx,
      {
        variantId: unit.variant_id,
        amount: 1,
        fromLocationId: fromPlace.id,
        toLocationId: toPlace.id,
        actorId: actor.id,
        reason,
      },
      { sku: unit.serial },
    );
    await tx.execute(sql`UPDATE stock_moves SET unit_id = ${unit.id} WHERE id = ${move.id}`);
    await tx.execute(
      sql`UPDATE product_variant_instances SET location_id = ${toPlace.id} WHERE id = ${unit.id}`,
    );
    await rentalEvent(
      tx,
      unit.id,
      actor.id,
      { rental_id: rentalId, note: reason, from, to, move_id: move.id },
      'move',
      move.id,
    );
    return move.id;
  }

  private async record(
    tx: Tx,
    actor: Actor,
    id: number,
    action: string,
    summary: string,
    before: Rental,
  ): Promise<Rental> {
    const after = await this.rentals.get(id, tx);
    await this.audit.record(tx, actor, {
      action,
      entityType: 'demo_rental',
      entityId: id,
      summary,
      before,
      after,
    });
    return after;
  }

  /**
   * The wing's parcel is handed over to the carrier: the rental turns `out`, the unit moves
   * DEMO → CUSTOMERS. Called by the shipment's hand-over, in its transaction, holding the
   * rental's row (`lockRental`) and then the shipment's; a unit not at the demo location
   * refuses it (409) and nothing moves.
   */
  async handOut(tx: Tx, row: RentalRow, parcel: HandedOverParcel, actor: Actor): Promise<Rental> {
    assertRental(row.state, 'send');
    const before = await this.rentals.get(row.id, tx);
    const unit = await this.lockUnit(tx, row.unitId);
    await this.moveUnit(
      tx,
      unit,
      STANDARD_LOCATIONS.demo,
      STANDARD_LOCATIONS.customers,
      actor,
      row.id,
      `Demo rental ${row.id}: out to ${row.pilotName} (shipment ${parcel.shipmentId})`,
    );
    await tx
      .update(demoRentals)
      .set({ state: 'out', sentAt: new Date(), sentById: actor.id })
      .where(eq(demoRentals.id, row.id));
    await rentalEvent(tx, unit.id, actor.id, {
      rental_id: row.id,
      note: `Out to ${row.pilotName} until ${row.endsOn}: ${parcel.carrier} ${parcel.trackingNumber}`,
      state: 'out',
      shipment_id: parcel.shipmentId,
    });
    return this.record(
      tx,
      actor,
      row.id,
      'demo_rental.send',
      `${unit.serial} sent to ${row.pilotName}: ${parcel.carrier} ${parcel.trackingNumber}`,
      before,
    );
  }

  /**
   * The wing is back: the unit moves CUSTOMERS → DEMO, its hours grow by those flown, and an
   * inspection starts its check clock again (hours at the last check, the check's date).
   */
  return(id: number, input: ReturnInput, actor: Actor): Promise<Rental> {
    return this.rentals.withRental(id, async (tx, row) => {
      assertRental(row.state, 'return');
      const before = await this.rentals.get(id, tx);
      const unit = await this.lockUnit(tx, row.unitId);
      const returnedOn = input.returned_on ?? today();
      await this.moveUnit(
        tx,
        unit,
        STANDARD_LOCATIONS.customers,
        STANDARD_LOCATIONS.demo,
        actor,
        id,
        `Demo rental ${id}: back from ${row.pilotName}`,
      );
      const [hours] = await rowsOf<{ hours_flown: number | string }>(
        tx,
        sql`UPDATE product_variant_instances
            SET hours_flown = hours_flown + ${input.hours_flown},
              hours_at_last_check = CASE WHEN ${input.inspected} THEN hours_flown + ${input.hours_flown} ELSE hours_at_last_check END,
              last_check_on = CASE WHEN ${input.inspected} THEN ${returnedOn}::date ELSE last_check_on END
            WHERE id = ${unit.id} RETURNING hours_flown`,
      );
      await tx
        .update(demoRentals)
        .set({
          state: 'returned',
          hoursFlown: input.hours_flown,
          condition: input.condition,
          inspected: input.inspected,
          inspectionNote: input.inspection_note,
          returnedOn,
          returnedById: actor.id,
        })
        .where(eq(demoRentals.id, id));
      await rentalEvent(tx, unit.id, actor.id, {
        rental_id: id,
        note: `Back from ${row.pilotName}: ${input.condition}`,
        state: 'returned',
      });
      await rentalEvent(
        tx,
        unit.id,
        actor.id,
        {
          rental_id: id,
          note: `${input.hours_flown} h flown on demo rental ${id}`,
          hours: Number(hours!.hours_flown),
        },
        'hours',
      );
      if (input.inspected)
        await rentalEvent(
          tx,
          unit.id,
          actor.id,
          {
            rental_id: id,
            note: 'Checked on its return from a demo rental',
            result: input.inspection_note,
            hours: Number(hours!.hours_flown),
          },
          'check',
        );
      return this.record(
        tx,
        actor,
        id,
        'demo_rental.return',
        `${unit.serial} back from ${row.pilotName}, ${input.hours_flown} h flown`,
        before,
      );
    });
  }

  // -------------------------------------------------------------------------
  // The price rule and the orders.
  // -------------------------------------------------------------------------

  async saleRule(db: Db | Tx = this.db): Promise<DemoSaleRule> {
    const [row] = await db.select().from(demoSaleRules).where(eq(demoSaleRules.id, 1));
    return row
      ? { percent_per_10_hours: Number(row.percentPer10Hours), max_percent: Number(row.maxPercent) }
      : DEFAULT_DEMO_SALE_RULE;
  }

  async setSaleRule(rule: DemoSaleRule, actor: Actor): Promise<DemoSaleRule> {
    return this.db.transaction(async (tx) => {
      const before = await this.saleRule(tx);
      const values = {
        percentPer10Hours: rule.percent_per_10_hours,
        maxPercent: rule.max_percent,
        updatedAt: new Date(),
        updatedById: actor.id,
      };
      await tx
        .insert(demoSaleRules)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: demoSaleRules.id, set: values });
      const after = await this.saleRule(tx);
      await this.audit.record(tx, actor, {
        action: 'demo_sale_rule.update',
        entityType: 'demo_sale_rule',
        entityId: 1,
        summary: `Demo wings: ${after.percent_per_10_hours} % off per 10 hours, at most ${after.max_percent} %`,
        before,
        after,
      });
      return after;
    });
  }

  /**
   * The pilot's price of the wing (the variant's net price for their country and price list)
   * and what the hours rule takes off it, for `hours` flown in all.
   */
  private async salePrice(
    tx: Db | Tx,
    snapshot: CatalogSnapshot,
    row: RentalRow,
    unit: { serial: string; variant_id: number },
    hours: number,
  ) {
    const variant = snapshot.variantById.get(unit.variant_id);
    if (!variant) throw new HttpError(409, FLOW_MESSAGES.notForSale(unit.serial));
    const [user] =
      row.userId !== null ? await tx.select().from(users).where(eq(users.id, row.userId)) : [];
    const pricing = this.catalog.pricingIn(snapshot, user ?? null, row.pilotCountry);
    if (!pricing) throw new HttpError(409, FLOW_MESSAGES.unknownCountry);
    const rule = await this.saleRule(tx);
    const listNet = unitPrice(variant, pricing).net;
    return {
      variant,
      user,
      pricing,
      rule,
      listNet,
      discount: demoSaleDiscountPercent(rule, hours),
      net: demoSalePrice(rule, listNet, hours),
    };
  }

  /**
   * What selling the wing to the pilot would cost, the rental's `hoursFlown` counted with the
   * wing's own hours: the same price `createOrder` gives, nothing written.
   */
  async saleQuote(id: number, hoursFlown: number): Promise<RentalSaleQuote> {
    const snapshot = await this.catalog.snapshot();
    const [row] = await this.db.select().from(demoRentals).where(eq(demoRentals.id, id));
    if (!row) throw notFound(RENTAL_MESSAGES.noRental);
    assertRental(row.state, 'saleOrder');
    const [unit] = await rowsOf<{
      serial: string;
      variant_id: number;
      hours_flown: number | string;
    }>(
      this.db,
      sql`SELECT serial, variant_id, hours_flown FROM product_variant_instances WHERE id = ${row.unitId}`,
    );
    const hours = Number(unit!.hours_flown) + hoursFlown;
    const price = await this.salePrice(this.db, snapshot, row, unit!, hours);
    return {
      list_price: centsToMoney(price.listNet),
      hours,
      discount_percent: price.discount,
      price: centsToMoney(price.net),
      rule: price.rule,
    };
  }

  /**
   * An order for the pilot, placed as staff place orders (`placeLinesOrder`): the rental's fee
   * as a line of the wing's variant at the fee, or the wing itself at the variant's price for
   * the pilot's country less the hours-flown discount. Selling the wing closes the rental:
   * the pilot keeps it (the unit is theirs, delivered, its hours grown by those flown).
   */
  async createOrder(id: number, input: OrderInput, actor: Actor): Promise<RentalOrderResult> {
    const snapshot = await this.catalog.snapshot();
    let discount: number | null = null;
    const written: WrittenOrder = await this.rentals.withRental(id, async (tx, row) => {
      assertRental(row.state, input.kind === 'fee' ? 'feeOrder' : 'saleOrder');
      const existing = input.kind === 'fee' ? row.feeOrderId : row.saleOrderId;
      if (existing !== null) {
        const [order] = await rowsOf<{ sale_sequence: string }>(
          tx,
          sql`SELECT sale_sequence FROM orders WHERE id = ${existing}`,
        );
        throw new HttpError(409, FLOW_MESSAGES.hasOrder(input.kind, order!.sale_sequence));
      }
      if (input.kind === 'fee' && row.fee <= 0) throw new HttpError(409, FLOW_MESSAGES.noFee);
      const before = await this.rentals.get(id, tx);
      const unit = await this.lockUnit(tx, row.unitId);
      if (input.kind === 'sale' && unit.order_item_id !== null)
        throw new HttpError(409, FLOW_MESSAGES.ownedAlready(unit.serial));
      const hours = Number(unit.hours_flown) + (input.kind === 'sale' ? input.hours_flown : 0);
      const { variant, user, pricing, ...price } = await this.salePrice(
        tx,
        snapshot,
        row,
        unit,
        hours,
      );
      let unitNet = row.fee;
      let reason = `Demo rental fee: ${unit.serial}, ${row.startsOn} to ${row.endsOn}`;
      if (input.kind === 'sale') {
        discount = price.discount;
        unitNet = price.net;
        reason = `Demo wing ${unit.serial}, ${hours} h flown: ${discount} % off`;
      }
      const placed = await placeLinesOrder(
        tx,
        {
          lines: [
            {
              variant,
              amount: 1,
              unitNet,
              goodie: null,
              colorComboSlug: null,
              colorCombo: null,
              priceOverrideReason: reason,
            },
          ],
          pricing,
          userId: row.userId,
          address: {
            name: row.pilotName,
            attname: '',
            address: row.pilotAddress,
            address2: '',
            zipcode: row.pilotZipcode,
            city: row.pilotCity,
            state: '',
            country: row.pilotCountry,
            phone: row.pilotPhone,
            email: row.pilotEmail,
          },
          billingAddress: null,
          customerVatId: user?.vatId ?? '',
          channel: 'backoffice',
          customerReference: `Demo rental ${id}`,
          deliveryMethod: input.delivery_method,
          comment: '',
          paymentMethod: input.payment_method,
          actorId: actor.id,
          detail:
            input.kind === 'fee'
              ? `Fee of demo rental ${id}`
              : `Demo wing ${unit.serial} sold from rental ${id}`,
        },
        {
          snapshot,
          shipping: this.shipping,
          shopCountry: this.config.shopCountry,
          noDelivery: (method) =>
            new HttpError(409, FLOW_MESSAGES.noDelivery(method, countryName(row.pilotCountry))),
        },
      );
      if (input.kind === 'fee') {
        await tx
          .update(demoRentals)
          .set({ feeOrderId: placed.order.id })
          .where(eq(demoRentals.id, id));
      } else {
        await tx
          .update(demoRentals)
          .set({
            saleOrderId: placed.order.id,
            state: 'closed',
            closedAt: new Date(),
            hoursFlown: input.hours_flown,
          })
          .where(eq(demoRentals.id, id));
        await tx.execute(
          sql`UPDATE product_variant_instances
              SET state = 'delivered', order_item_id = ${placed.items[0]!.id},
                hours_flown = hours_flown + ${input.hours_flown}
              WHERE id = ${unit.id}`,
        );
        await rentalEvent(
          tx,
          unit.id,
          actor.id,
          { rental_id: id, note: `Sold to ${row.pilotName} on ${placed.order.saleSequence}` },
          'owner',
        );
      }
      await rentalEvent(tx, unit.id, actor.id, {
        rental_id: id,
        note:
          input.kind === 'fee'
            ? `Fee ordered on ${placed.order.saleSequence}`
            : `Sold from the demo fleet on ${placed.order.saleSequence}`,
        state: input.kind === 'fee' ? row.state : 'closed',
      });
      await this.record(
        tx,
        actor,
        id,
        input.kind === 'fee' ? 'demo_rental.fee_order' : 'demo_rental.sale_order',
        `${placed.order.saleSequence} for rental ${id} of ${unit.serial} (${input.kind})`,
        before,
      );
      const link = `${this.config.publicUrl}${orderPath(orderKey(placed.order.saleSequence, placed.order.secret))}`;
      const order = await this.orders.present({ ...placed, feedback: undefined }, tx);
      await this.mails.send(
        tx,
        placed.order.id,
        'confirmation',
        actor.id,
        orderConfirmationMail(this.config, order, link),
      );
      return placed;
    });
    return {
      rental: await this.rentals.get(id),
      sale_sequence: written.order.saleSequence,
      total: centsToMoney(written.order.total),
      discount_percent: discount,
    };
  }
}
