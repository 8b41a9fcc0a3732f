import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { comboPath } from '@windfamily/contract/colorpicker-basics';
import type {
  CustomerErasure,
  customerErasePayloadSchema,
  CustomerExport,
  NewsletterState,
} from '@windfamily/contract/customers';
import { centsToMoney } from '@windfamily/contract/money';
import type { Config } from '../../config';
import { isDbId } from '../../db/constraints';
import type { Db } from '../../db/client';
import {
  addresses,
  auditLog,
  bankStatementEntries,
  cartItems,
  carts,
  colorCombos,
  invoices,
  mailQueue,
  newsletterSubscribers,
  orderEvents,
  orderFeedback,
  orderItems,
  orderMails,
  orders,
  payments,
  priceLists,
  products,
  productVariants,
  promoCodes,
  promoCodeUses,
  sessions,
  users,
} from '../../db/schema';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { SubscriberStatus } from '../../db/schema/content';
import { balanceOf } from '../orders/balance';
import { CUSTOMER_MESSAGES } from './customers.service';

type EraseInput = z.output<typeof customerErasePayloadSchema>;

/** What replaces a name, street or city in an order once its customer is erased. */
export const ERASED_TEXT = 'Erased';

/**
 * The e-mail address an erased account and its orders get: unique, and at the reserved
 * domain `invalid` (RFC 2606), so that it reaches no one and frees the real address.
 */
const erasedEmail = (id: number) => `erased-${id}-${randomBytes(4).toString('hex')}@erased.invalid`;

/** Not an argon2 hash: no password ever matches it. */
const unusablePassword = () => `!${randomBytes(20).toString('hex')}`;

const NEWSLETTER_STATE: Record<SubscriberStatus, NewsletterState> = {
  confirmed: 'subscribed',
  pending: 'pending',
  unsubscribed: 'not_subscribed',
};

const iso = (date: Date | null) => date?.toISOString() ?? null;
const money = centsToMoney;

/**
 * An address kept in an order (`column`) with its personal parts replaced, `more` added
 * (the delivery address's phone and e-mail, the billing address's company); the country
 * stays, as the order's taxes follow it.
 */
const anonymisedAddress = (
  column: typeof orders.address | typeof orders.billingAddress,
  more: SQL,
) => sql`
  jsonb_build_object(
    'name', ${ERASED_TEXT}::text, 'attname', '', 'address', ${ERASED_TEXT}::text,
    'address2', '', 'zipcode', ${ERASED_TEXT}::text, 'city', ${ERASED_TEXT}::text,
    'state', '', 'country', ${column}->>'country'
  ) || ${more}`;

const ERASE_MESSAGES = {
  confirm: "Type the account's e-mail address again to confirm the erasure.",
  already: 'The personal data of this account was erased already.',
  staff: 'Members of staff and superusers are not erased: take their roles away first.',
  unfinished: (number: string) =>
    `Order ${number} is neither shipped nor cancelled: the account can be erased once it is.`,
  balance: (number: string, cents: number) =>
    `Order ${number} has an open balance of ${money(cents)} €: settle it before erasing the account.`,
  done: (id: number, orderCount: number, invoiceCount: number) =>
    `The personal data of account ${id} was erased. Orders kept for the books without it: ${orderCount}. Invoices and credit notes kept unchanged in the archive, as tax law requires: ${invoiceCount}.`,
} as const;

/**
 * A customer's data under the GDPR: the export of everything the shop holds about the person
 * (art. 15 and 20) and its erasure (art. 17), which keeps the orders, anonymised, and the
 * invoices, unchanged, for the books (see docs/decisions/0021-customers-and-gdpr.md).
 */
export class CustomerDataService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly audit: AuditService,
  ) {}

  // -------------------------------------------------------------------------
  // Export.
  // -------------------------------------------------------------------------

  /** The account's data as one document; the export itself is recorded in the audit log. */
  async export(actor: Actor, id: number): Promise<CustomerExport> {
    const data = await this.collect(id);
    // Recorded before it leaves: an export the log does not know of is never handed out.
    await this.audit.record(this.db, actor, {
      action: 'customer.export',
      entityType: 'customer',
      entityId: id,
      summary: `Data of account ${id} exported (GDPR art. 15 and 20)`,
    });
    return data;
  }

  private async collect(id: number): Promise<CustomerExport> {
    const db = this.db;
    const [found] = isDbId(id)
      ? await db
          .select({ user: users, address: addresses, priceList: priceLists.name })
          .from(users)
          .leftJoin(addresses, eq(addresses.userId, users.id))
          .leftJoin(priceLists, eq(priceLists.id, users.priceListId))
          .where(eq(users.id, id))
      : [];
    if (!found) throw notFound(CUSTOMER_MESSAGES.noAccount(id));
    const { user, address } = found;
    const ownOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, id));
    const [
      orderRows,
      itemRows,
      paymentRows,
      invoiceRows,
      mailRows,
      eventRows,
      feedbackRows,
      comboRows,
      [subscriber],
      sessionRows,
      cartRows,
      promoRows,
    ] = await Promise.all([
      db.select().from(orders).where(eq(orders.userId, id)).orderBy(asc(orders.createdAt)),
      db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ownOrders))
        .orderBy(asc(orderItems.position)),
      db
        .select()
        .from(payments)
        .where(inArray(payments.orderId, ownOrders))
        .orderBy(asc(payments.createdAt), asc(payments.id)),
      db
        .select()
        .from(invoices)
        .where(inArray(invoices.orderId, ownOrders))
        .orderBy(asc(invoices.issuedAt), asc(invoices.id)),
      db
        .select()
        .from(orderMails)
        .where(inArray(orderMails.orderId, ownOrders))
        .orderBy(asc(orderMails.createdAt)),
      db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, ownOrders))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      db.select().from(orderFeedback).where(inArray(orderFeedback.orderId, ownOrders)),
      db
        .select({ combo: colorCombos, product: products.name })
        .from(colorCombos)
        .innerJoin(products, eq(products.id, colorCombos.productId))
        .where(eq(colorCombos.userId, id))
        .orderBy(asc(colorCombos.createdAt)),
      db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, user.email.toLowerCase())),
      db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.createdAt)),
      db
        .select({
          cart: carts,
          sku: productVariants.sku,
          variant: productVariants.name,
          product: products.name,
          amount: cartItems.amount,
        })
        .from(carts)
        .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
        .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
        .leftJoin(products, eq(products.id, productVariants.productId))
        .where(eq(carts.userId, id))
        .orderBy(asc(cartItems.id)),
      db
        .select({ code: promoCodes.code, date: promoCodeUses.createdAt })
        .from(promoCodeUses)
        .innerJoin(promoCodes, eq(promoCodes.id, promoCodeUses.promoCodeId))
        .where(eq(promoCodeUses.userId, id))
        .orderBy(asc(promoCodeUses.createdAt)),
    ]);
    const of = <T extends { orderId: number }>(rows: T[], orderId: number) =>
      rows.filter((row) => row.orderId === orderId);
    const cart = cartRows[0]?.cart;
    return {
      exported_at: new Date().toISOString(),
      shop: this.config.brand,
      account: {
        id: user.id,
        email: user.email,
        phone: user.phone,
        company: user.company,
        vat_id: user.vatId,
        is_reseller: user.isReseller,
        price_list: found.priceList,
        registration_date: user.dateJoined.toISOString(),
        last_login: iso(user.lastLogin),
        erased_at: iso(user.erasedAt),
      },
      address: address
        ? {
            name: address.name,
            attname: address.attname,
            address: address.address,
            address2: address.address2,
            zipcode: address.zipcode,
            city: address.city,
            state: address.state,
            country: address.country,
          }
        : null,
      orders: orderRows.map((order) => {
        const feedback = of(feedbackRows, order.id)[0];
        return {
          sale_sequence: order.saleSequence,
          date: order.createdAt.toISOString(),
          status: order.status,
          payment_state: order.paymentState,
          payment_method: order.paymentMethod,
          delivery_method: order.deliveryMethod,
          channel: order.channel,
          address: stringsOf(order.address),
          billing_address: order.billingAddress ? stringsOf(order.billingAddress) : null,
          vat_id: order.customerVatId,
          tax_treatment: order.taxTreatment,
          reference: order.customerReference,
          comment: order.comment,
          promo_code: order.promoCode,
          lines: of(itemRows, order.id).map((item) => ({
            sku: item.sku,
            name: item.longName,
            variant: item.variantName,
            options: item.options,
            amount: item.amount,
            unit_price: money(item.unitGross),
            total: money(item.reducedGross),
            goodie: item.goodieName,
            color_combo: item.colorCombo?.name ?? null,
          })),
          totals: {
            items: money(order.itemsGross),
            discount: money(order.discountGross),
            shipping: money(order.shippingGross),
            net: money(order.net),
            vat: money(order.vat),
            total: money(order.total),
          },
          amount_paid: money(order.amountPaid),
          payments: of(paymentRows, order.id).map((payment) => ({
            kind: payment.kind,
            method: payment.method,
            amount: money(payment.amount),
            status: payment.status,
            date: payment.createdAt.toISOString(),
            paid_date: iso(payment.paidAt),
            reference: payment.reference,
            payer: payment.payer,
          })),
          invoices: of(invoiceRows, order.id).map((invoice) => ({
            number: invoice.numberText,
            kind: invoice.kind,
            date: invoice.issuedAt.toISOString(),
            total: money(invoice.total),
          })),
          mails: of(mailRows, order.id).map((mail) => ({
            subject: mail.subject,
            to: mail.to,
            date: mail.createdAt.toISOString(),
          })),
          history: of(eventRows, order.id).map((event) => ({
            event: event.kind,
            date: event.createdAt.toISOString(),
          })),
          feedback: feedback
            ? {
                rating: feedback.rating,
                text: feedback.text,
                date: feedback.createdAt.toISOString(),
              }
            : null,
        };
      }),
      color_combos: comboRows.map(({ combo, product }) => ({
        name: combo.name,
        slug: combo.slug,
        public_link: comboPath(combo.slug),
        product,
        colors: combo.colors,
        created: combo.createdAt.toISOString(),
        ordered: combo.orderedAt !== null,
      })),
      newsletter: subscriber
        ? {
            status: NEWSLETTER_STATE[subscriber.status],
            signed_up: subscriber.createdAt.toISOString(),
            confirmed: iso(subscriber.confirmedAt),
            unsubscribed: iso(subscriber.unsubscribedAt),
          }
        : null,
      sessions: sessionRows.map((session) => ({
        started: session.createdAt.toISOString(),
        last_seen: session.lastSeenAt.toISOString(),
        expires: session.expiresAt.toISOString(),
        user_agent: session.userAgent,
        ip: session.ip,
      })),
      cart: cart
        ? {
            country: cart.country,
            address: cart.address ? stringsOf(cart.address) : null,
            comment: cart.comment,
            items: cartRows.flatMap((row) =>
              row.sku !== null && row.amount !== null
                ? [{ sku: row.sku, name: `${row.product} · ${row.variant}`, amount: row.amount }]
                : [],
            ),
            updated: cart.updatedAt.toISOString(),
          }
        : null,
      promo_codes_used: promoRows.map((use) => ({ code: use.code, date: use.date.toISOString() })),
    };
  }

  // -------------------------------------------------------------------------
  // Erasure.
  // -------------------------------------------------------------------------

  /**
   * Erases the account's personal data in one transaction: the account keeps its id and
   * dates but can never log in again; its sessions, carts, unordered combos and newsletter
   * subscription go; its orders stay for the books with their numbers, lines and money, the
   * name, address, e-mail and phone replaced; issued invoices never change. Refused (409)
   * for staff, for an order not yet shipped or cancelled, and for an open balance.
   */
  async erase(actor: Actor, id: number, input: EraseInput): Promise<CustomerErasure> {
    return this.db.transaction(async (tx) => {
      const [user] = isDbId(id)
        ? await tx.select().from(users).where(eq(users.id, id)).for('update')
        : [];
      if (!user) throw notFound(CUSTOMER_MESSAGES.noAccount(id));
      if (user.erasedAt) throw new HttpError(409, ERASE_MESSAGES.already);
      if (input.confirm_email.toLowerCase() !== user.email.toLowerCase())
        throw fieldError('confirm_email', ERASE_MESSAGES.confirm);
      if (user.isStaff) throw new HttpError(409, ERASE_MESSAGES.staff);

      // The cart goes first: a checkout under way holds its lock, so its order is among
      // those checked below once it is placed (or the checkout finds no cart).
      await tx.delete(carts).where(eq(carts.userId, id));
      const ownOrders = await tx
        .select({
          id: orders.id,
          saleSequence: orders.saleSequence,
          status: orders.status,
          total: orders.total,
          amountPaid: orders.amountPaid,
        })
        .from(orders)
        .where(eq(orders.userId, id))
        .orderBy(asc(orders.createdAt))
        .for('update');
      const unfinished = ownOrders.find(
        (order) => order.status !== 'shipped' && order.status !== 'cancelled',
      );
      if (unfinished) throw new HttpError(409, ERASE_MESSAGES.unfinished(unfinished.saleSequence));
      const open = ownOrders.find((order) => balanceOf(order) !== 0);
      if (open)
        throw new HttpError(409, ERASE_MESSAGES.balance(open.saleSequence, balanceOf(open)));

      const placeholder = erasedEmail(id);
      const erasedAt = new Date();
      const orderIds = ownOrders.map((order) => order.id);
      const endedSessions = await tx
        .delete(sessions)
        .where(eq(sessions.userId, id))
        .returning({ id: sessions.id });
      const deletedCombos = await tx
        .delete(colorCombos)
        .where(and(eq(colorCombos.userId, id), isNull(colorCombos.orderedAt)))
        .returning({ id: colorCombos.id });
      // An ordered combo is part of its order (the workshop sews it): it stays, unowned.
      await tx
        .update(colorCombos)
        .set({ userId: null })
        .where(and(eq(colorCombos.userId, id), isNotNull(colorCombos.orderedAt)));
      const unsubscribed = await tx
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, user.email.toLowerCase()))
        .returning({ id: newsletterSubscribers.id });
      await tx
        .update(promoCodeUses)
        .set({ email: placeholder })
        .where(eq(promoCodeUses.userId, id));
      await tx.delete(addresses).where(eq(addresses.userId, id));
      // Queued mails hold the rendered name and address: those about the account's orders or
      // to its address go (an unsent one is not sent any more); the timeline keeps the rest.
      await tx
        .delete(mailQueue)
        .where(
          or(
            sql`lower(${mailQueue.to}) = ${user.email.toLowerCase()}`,
            orderIds.length ? inArray(mailQueue.orderId, orderIds) : undefined,
          ),
        );
      await tx
        .update(users)
        .set({
          email: placeholder,
          phone: '',
          company: '',
          vatId: '',
          passwordHash: unusablePassword(),
          isActive: false,
          erasedAt,
        })
        .where(eq(users.id, id));

      let invoicesKept = 0;
      if (orderIds.length) {
        await tx
          .update(orders)
          .set({
            email: placeholder,
            name: ERASED_TEXT,
            comment: '',
            address: anonymisedAddress(
              orders.address,
              sql`jsonb_build_object('phone', '', 'email', ${placeholder}::text)`,
            ),
            billingAddress: sql`CASE WHEN ${orders.billingAddress} IS NULL THEN NULL ELSE ${anonymisedAddress(orders.billingAddress, sql`jsonb_build_object('company', '')`)} END`,
            updatedAt: erasedAt,
          })
          .where(inArray(orders.id, orderIds));
        await tx
          .update(orderMails)
          .set({ to: placeholder })
          .where(inArray(orderMails.orderId, orderIds));
        await tx
          .update(orderFeedback)
          .set({ text: '' })
          .where(inArray(orderFeedback.orderId, orderIds));
        // Who paid and from which account: the amounts and dates stay in the books.
        await tx
          .update(payments)
          .set({ payer: sql`CASE WHEN ${payments.payer} = '' THEN '' ELSE ${ERASED_TEXT} END` })
          .where(inArray(payments.orderId, orderIds));
        await tx
          .update(bankStatementEntries)
          .set({ payer: ERASED_TEXT, payerIban: '' })
          .where(inArray(bankStatementEntries.proposedOrderId, orderIds));
        // The orders' earlier changes keep who changed what and when, not the values.
        await tx
          .update(auditLog)
          .set({ before: null, after: null })
          .where(inArray(auditLog.orderId, orderIds));
        const [kept] = await tx
          .select({ n: count() })
          .from(invoices)
          .where(inArray(invoices.orderId, orderIds));
        invoicesKept = kept?.n ?? 0;
      }

      // Earlier entries about the account keep who changed what and when, not the values.
      await tx
        .update(auditLog)
        .set({ before: null, after: null })
        .where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(id))));
      const result = {
        erased_at: erasedAt.toISOString(),
        orders_anonymised: orderIds.length,
        invoices_kept: invoicesKept,
      };
      await this.audit.record(tx, actor, {
        action: 'customer.erase',
        entityType: 'customer',
        entityId: id,
        summary: `Personal data of account ${id} erased (GDPR art. 17)`,
        after: {
          ...result,
          sessions_ended: endedSessions.length,
          combos_deleted: deletedCombos.length,
          newsletter_deleted: unsubscribed.length > 0,
        },
      });
      return {
        detail: ERASE_MESSAGES.done(id, orderIds.length, invoicesKept),
        ...result,
      };
    });
  }
}

/** A JSON object of an order or cart as plain strings (what the export shows of it). */
function stringsOf(value: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]) =>
      typeof field === 'string' ? [[key, field]] : [],
    ),
  );
}
