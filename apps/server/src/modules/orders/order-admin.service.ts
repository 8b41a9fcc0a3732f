import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ORDER_MAIL_LABELS } from '@windfamily/contract/order-basics';
import {
  orderKey,
  orderPath,
  type OrderCopyResult,
  type orderCancelPayloadSchema,
  type OrderPermissions,
  type PrivateLink,
  type sendOrderMailPayloadSchema,
  type StaffOrder,
} from '@windfamily/contract/orders';
import type { Permission } from '@windfamily/contract/permissions';
import type { DeliveryMethod } from '@windfamily/contract/pricing';
import type { Config } from '../../config';
import type { Database, Db, Tx } from '../../db/client';
import { orderEvents, orderItems, orders, promoCodes, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { isGoodieOffered, unitPrice } from '../catalog/present';
import type { InvoicingService } from '../invoicing/invoicing.service';
import { releaseOrder } from '../logistics/reservations';
import type { Mail } from '../mail/mailer';
import type { PaymentLedger } from '../payments/ledger';
import type { ShippingService } from '../shipping/shipping.service';
import { balanceOf, syncPayments } from './balance';
import {
  freeTextMail,
  orderCancelledMail,
  orderConfirmationMail,
  paymentReminderMail,
} from './mails';
import { assertAllowed, orderPermissions } from './order-actions';
import { type UnpricedLine, variantName } from './order-lines';
import type { OrderMails } from './order-mails';
import { placeLinesOrder } from './order-placement';
import type { OrderRow } from './order-writer';
import { countryName, type OrdersService } from './orders.service';
import type { StaffOrdersService } from './staff-orders.service';

type CancelInput = z.output<typeof orderCancelPayloadSchema>;
type MailInput = z.output<typeof sendOrderMailPayloadSchema>;

export const ADMIN_MESSAGES = {
  notForSale: (names: string[]) =>
    `${names.map((name) => `'${name}'`).join(', ')} ${names.length > 1 ? 'are' : 'is'} not for sale any more: the copy cannot be made.`,
  noDelivery: (method: string, country: string) =>
    `${method} is not offered to ${country} any more: the copy cannot be made.`,
  nothingDue: 'Nothing is left to pay on this order.',
  noInvoice: 'The order has no standing invoice to send.',
  mailQueued: (to: string) => `The mail is on its way to ${to}.`,
} as const;

/**
 * What staff do with an order besides changing it: what they may do (`permissions`), the
 * customer's link, a copy at today's prices, the cancellation, and its mails again.
 */
export class OrderAdminService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly config: Config,
    private readonly catalog: CatalogService,
    private readonly shipping: ShippingService,
    private readonly orders: OrdersService,
    private readonly staffOrders: StaffOrdersService,
    private readonly mails: OrderMails,
    private readonly audit: AuditService,
    private readonly invoicing: InvoicingService,
    private readonly ledger: PaymentLedger,
  ) {
    this.db = database.db;
  }

  private async row(saleSequence: string, tx: Tx | Db = this.db, lock = false): Promise<OrderRow> {
    const query = tx.select().from(orders).where(eq(orders.saleSequence, saleSequence));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw notFound(`There is no order ${saleSequence}.`);
    return order;
  }

  private link(order: OrderRow): string {
    return `${this.config.publicUrl}${orderPath(orderKey(order.saleSequence, order.secret))}`;
  }

  async permissions(
    saleSequence: string,
    granted: readonly Permission[],
  ): Promise<OrderPermissions> {
    return orderPermissions(await this.row(saleSequence), granted);
  }

  /** The customer's order page, to read out on the phone or paste into a mail. */
  async privateLink(saleSequence: string): Promise<PrivateLink> {
    return { link: this.link(await this.row(saleSequence)) };
  }

  // -------------------------------------------------------------------------
  // Copy.
  // -------------------------------------------------------------------------

  /**
   * A new order for the same customer and address with the same lines, at today's prices
   * (the customer's price list and VAT id as they are now), its stock taken; the customer gets
   * its confirmation. Goodies still offered ride along at today's price; colours as ordered.
   */
  async copy(saleSequence: string, actor: Actor): Promise<OrderCopyResult> {
    const snapshot = await this.catalog.snapshot();
    const created = await this.db.transaction(async (tx) => {
      const source = await this.row(saleSequence, tx);
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, source.id));
      const [user] =
        source.userId !== null
          ? await tx.select().from(users).where(eq(users.id, source.userId))
          : [];
      const pricing = this.catalog.pricingIn(snapshot, user ?? null, source.country);
      if (!pricing) throw new Error(`order ${saleSequence} has an unknown country`);

      const gone: string[] = [];
      const lines: UnpricedLine[] = [];
      for (const item of items.sort((a, b) => a.position - b.position)) {
        const variant = snapshot.variantById.get(item.variantId);
        if (!variant || !variant.row.active || !variant.product.row.active) {
          gone.push(variant ? variantName(variant) : item.longName);
          continue;
        }
        const goodie =
          item.goodieVariantId !== null
            ? snapshot.goodies.find(
                (entry) => entry.variant.row.id === item.goodieVariantId && isGoodieOffered(entry),
              )
            : undefined;
        lines.push({
          variant,
          amount: item.amount,
          unitNet: unitPrice(variant, pricing).net,
          goodie: goodie
            ? {
                entry: goodie,
                regularNet: unitPrice(goodie.variant, pricing).net,
                reducedNet: goodie.row.reducedPrice,
              }
            : null,
          colorComboSlug: item.colorComboSlug,
          colorCombo: item.colorCombo,
          priceOverrideReason: null,
        });
      }
      if (gone.length) throw new HttpError(409, ADMIN_MESSAGES.notForSale(gone));
      const written = await placeLinesOrder(
        tx,
        {
          lines,
          pricing,
          userId: source.userId,
          address: source.address,
          billingAddress: source.billingAddress,
          customerVatId: user?.vatId ?? '',
          channel: 'backoffice',
          customerReference: source.customerReference,
          deliveryMethod: source.deliveryMethod as DeliveryMethod,
          comment: '',
          paymentMethod: source.paymentMethod,
          actorId: actor.id,
          detail: `Copy of ${source.saleSequence}`,
        },
        {
          snapshot,
          shipping: this.shipping,
          shopCountry: this.config.shopCountry,
          noDelivery: (method) =>
            new HttpError(409, ADMIN_MESSAGES.noDelivery(method, countryName(source.country))),
        },
      );
      await tx.insert(orderEvents).values({
        orderId: source.id,
        kind: 'copied',
        detail: `Copied to ${written.order.saleSequence}`,
        actorId: actor.id,
      });
      await this.audit.record(tx, actor, {
        action: 'order.copy',
        entityType: 'order',
        entityId: written.order.saleSequence,
        orderId: written.order.id,
        summary: `${written.order.saleSequence} copied from ${source.saleSequence}`,
        after: { from: source.saleSequence, total: written.order.total },
      });
      const copied = { ...written, feedback: undefined };
      await this.mails.send(
        tx,
        written.order.id,
        'confirmation',
        actor.id,
        orderConfirmationMail(
          this.config,
          await this.orders.present(copied, tx),
          this.link(written.order),
        ),
      );
      return copied;
    });
    this.catalog.stockChanged();
    return { order: await this.staffOrders.present(created) };
  }

  // -------------------------------------------------------------------------
  // Cancellation.
  // -------------------------------------------------------------------------

  /**
   * Cancels an order that has not shipped: its reservations let go, its promo code's use too,
   * its standing invoice answered by a credit note, what was received refunded (card payments
   * through the payment service, transfers as refunds to make), and the customer told.
   */
  async cancel(saleSequence: string, input: CancelInput, actor: Actor): Promise<StaffOrder> {
    const { loaded, afterCommit, creditNote } = await this.db.transaction(async (tx) => {
      const order = await this.row(saleSequence, tx, true);
      assertAllowed(order, 'cancel', input.version);
      await releaseOrder(tx, order.id);
      if (order.promoCodeId !== null) await this.giveBackPromoUse(tx, order);
      const credited = order.invoiceDate
        ? await this.invoicing.credit(tx, order.id, actor, input.reason)
        : null;
      await tx
        .update(orders)
        .set({
          status: 'cancelled',
          cancelledAt: sql`now()`,
          updatedAt: sql`now()`,
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.id, order.id));
      const refunds = await this.ledger.cancelRefunds(tx, order.id, actor);
      await syncPayments(tx, order.id);
      await tx
        .insert(orderEvents)
        .values({ orderId: order.id, kind: 'cancelled', detail: input.reason, actorId: actor.id });
      await this.audit.record(tx, actor, {
        action: 'order.cancel',
        entityType: 'order',
        entityId: order.saleSequence,
        orderId: order.id,
        summary: `Cancelled: ${input.reason}`,
        before: { status: order.status, amount_paid: order.amountPaid },
        after: { status: 'cancelled' },
      });
      const cancelled = (await this.orders.loadById(order.id, tx))!;
      await this.mails.send(
        tx,
        order.id,
        'cancelled',
        actor.id,
        orderCancelledMail(
          this.config,
          await this.orders.present(cancelled, tx),
          input.reason,
          this.link(order),
        ),
      );
      return { loaded: cancelled, afterCommit: refunds.sendAfterCommit, creditNote: credited?.id };
    });
    this.catalog.stockChanged();
    if (creditNote) this.invoicing.renderLater(creditNote);
    await afterCommit();
    return this.staffOrders.present((await this.orders.loadById(loaded.order.id))!);
  }

  /** A cancelled order no longer counts against its promo code's limits. */
  private async giveBackPromoUse(tx: Tx, order: OrderRow) {
    const codeId = order.promoCodeId!;
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} - 1` })
      .where(and(eq(promoCodes.id, codeId), sql`${promoCodes.usedCount} > 0`));
    await tx.execute(
      sql`DELETE FROM promo_code_uses WHERE id = (
            SELECT id FROM promo_code_uses
            WHERE promo_code_id = ${codeId} AND email = ${order.email}
            ORDER BY created_at DESC LIMIT 1)`,
    );
  }

  // -------------------------------------------------------------------------
  // Mails.
  // -------------------------------------------------------------------------

  /** One of the order's mails again, or a message staff write, queued with its timeline entry. */
  async sendMail(
    saleSequence: string,
    input: MailInput,
    actor: Actor,
  ): Promise<{ detail: string }> {
    const loaded = await this.orders.load(eq(orders.saleSequence, saleSequence));
    if (!loaded) throw notFound(`There is no order ${saleSequence}.`);
    const { order } = loaded;
    const present = await this.orders.present(loaded);
    const url = this.link(order);
    let mail: Mail;
    switch (input.kind) {
      case 'confirmation':
        mail = orderConfirmationMail(this.config, present, url);
        break;
      case 'payment_reminder':
        if (order.status === 'cancelled' || balanceOf(order) <= 0)
          throw new HttpError(409, ADMIN_MESSAGES.nothingDue);
        mail = paymentReminderMail(this.config, present, url);
        break;
      case 'invoice': {
        const invoice = await this.invoicing.currentInvoice(order.id);
        if (!invoice) throw new HttpError(409, ADMIN_MESSAGES.noInvoice);
        // Its PDF is attached as the mail is queued (rendered now if it was not yet).
        mail = await this.invoicing.mailOf(invoice.id);
        break;
      }
      case 'free_text':
        mail = freeTextMail(
          this.config,
          present,
          { subject: input.subject, text: input.message },
          url,
        );
        break;
    }
    const label = ORDER_MAIL_LABELS[input.kind];
    await this.db.transaction(async (tx) => {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        kind: 'mail_sent',
        detail: `${label} to ${order.email}`,
        actorId: actor.id,
      });
      await this.audit.record(tx, actor, {
        action: 'order.mail',
        entityType: 'order',
        entityId: order.saleSequence,
        orderId: order.id,
        summary: `${label} sent to ${order.email}`,
        after:
          input.kind === 'free_text' ? { subject: input.subject, message: input.message } : null,
      });
      await this.mails.send(tx, order.id, input.kind, actor.id, mail);
    });
    return { detail: ADMIN_MESSAGES.mailQueued(order.email) };
  }
}
