import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type OrderAddress, orderAddressSchema } from '@windfamily/contract/cart';
import { MSG } from '@windfamily/contract/messages';
import {
  cardPaymentPath,
  type checkoutQuerySchema,
  type PublicOrder,
} from '@windfamily/contract/orders';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '@windfamily/contract/pricing';
import type { Config } from '../../config';
import type { Database, Db, Tx } from '../../db/client';
import { cartCheckouts, promoCodes, promoCodeUses } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-error';
import type { User } from '../accounts/sessions';
import type { CartOwner, CartService, LineRow } from '../cart/cart.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { VariantEntry } from '../catalog/snapshot';
import type { ColorpickerService } from '../colorpicker/colorpicker.service';
import { takeAvailable } from '../logistics/ledger';
import { holdForOrder } from '../logistics/reservations';
import { PAYMENT_MESSAGES } from '../payments/payments.service';
import { taxTreatmentOf } from '../pricing/prices';
import { PROMO_MESSAGES } from '../pricing/promo-rules';
import { orderConfirmationMail } from './mails';
import { variantName } from './order-lines';
import type { OrderMails } from './order-mails';
import { orderPricingOf } from './order-pricing';
import { insertOrder } from './order-writer';
import { countryName, type OrdersService } from './orders.service';
import { stockedUnits } from './stock';

type CheckoutInput = z.output<typeof checkoutQuerySchema>;

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  addressMissing: 'Please fill in the delivery address.',
  addressInvalid: 'Please check the delivery address.',
  countryMismatch: (address: string, prices: string) =>
    `The address is in ${address} but the prices are for ${prices}: choose the same country for both.`,
  noDelivery: (method: DeliveryMethod, country: string) =>
    `${DELIVERY_METHOD_LABELS[method]} is not offered to ${country}.`,
  noCard: PAYMENT_MESSAGES.noCard,
  unavailable: (name: string) => `'${name}' is not available any more: please remove it.`,
  promoRefused: (reason: string) => `${reason} Please remove the promo code to order.`,
} as const;

/**
 * The checkout: the cart becomes an order in one transaction (see
 * docs/decisions/0014-checkout.md).
 */
export class CheckoutService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly config: Config,
    private readonly cart: CartService,
    private readonly catalog: CatalogService,
    private readonly colorpicker: ColorpickerService,
    private readonly orders: OrdersService,
    private readonly mails: OrderMails,
    private readonly cardPayments: boolean,
  ) {
    this.db = database.db;
  }

  /**
   * Turns the owner's cart into an order, in one transaction: the cart's row locked, every
   * check and price done again on the server, stock and the promo code's use taken with
   * conditional updates, the number allocated, the cart emptied. A retry of a checkout that
   * went through (a double click, a lost answer) finds the emptied cart unchanged since and
   * answers the same order.
   */
  async checkout(
    owner: CartOwner,
    input: CheckoutInput,
  ): Promise<{ order: PublicOrder; link: string }> {
    if (input.payment_method === 'card' && !this.cardPayments)
      throw badRequest(CHECKOUT_MESSAGES.noCard, { payment_method: [CHECKOUT_MESSAGES.noCard] });

    const snapshot = await this.catalog.snapshot();
    const placed = await this.db.transaction(async (tx): Promise<PublicOrder | number> => {
      const state = await this.cart.lockForCheckout(tx, owner);
      if (!state) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
      const { cart, lines } = state;
      if (lines.length === 0) {
        const [done] = await tx
          .select({ orderId: cartCheckouts.orderId })
          .from(cartCheckouts)
          .where(
            and(eq(cartCheckouts.cartId, cart.id), eq(cartCheckouts.cartVersion, cart.version)),
          );
        if (done) return done.orderId;
        throw badRequest(CHECKOUT_MESSAGES.emptyCart);
      }

      const address = this.checkedAddress(cart.address, owner.user, cart.country);
      const quote = await this.cart.quote(
        { ...cart, deliveryMethod: input.delivery_method },
        lines,
        owner.user,
        { db: tx, snapshot },
      );
      if (quote.method !== input.delivery_method) {
        const detail = CHECKOUT_MESSAGES.noDelivery(
          input.delivery_method,
          countryName(cart.country),
        );
        throw badRequest(detail, { delivery_method: [detail] });
      }
      this.checkLinesForSale(lines, quote.snapshot.variantById);
      const nameOf = (variantId: number) => {
        const variant = quote.snapshot.variantById.get(variantId);
        return variant ? variantName(variant) : 'An item';
      };
      // The variants are locked here, first, and checked; the lines reserve them once written.
      await takeAvailable(
        tx,
        stockedUnits(
          lines.map((line) => ({
            variantId: line.variantId,
            amount: line.amount,
            stockTracked: line.stockTracked,
            goodieVariantId: line.goodieVariantId,
            goodieStockTracked: line.goodieStockTracked ?? false,
          })),
        ),
        nameOf,
      );
      // Before the cart's lines are locked for emptying: deleting a combo takes its cart
      // lines with it, so the other order of locks could deadlock with that.
      const combos = await this.colorpicker.markOrdered(
        tx,
        lines.flatMap((line) => (line.colorComboSlug ? [line.colorComboSlug] : [])),
      );
      if (quote.refusal) {
        const detail = CHECKOUT_MESSAGES.promoRefused(quote.refusal);
        throw new HttpError(409, detail, { promocode: [detail] });
      }
      // A code that gives nothing to these lines (minimum, scope) is not used up by them.
      const promo = quote.rule && quote.totals.discountNet > 0 ? quote.rule : undefined;
      if (promo) await this.usePromoCode(tx, promo, owner.user, address.email);
      const version = await this.cart.emptyAfterCheckout(tx, cart.id);
      if (owner.user) await this.orders.claimGuestOrders(tx, owner.user);

      const { pricing } = quote;
      const written = await insertOrder(
        tx,
        {
          userId: owner.user?.id ?? null,
          address,
          billingAddress: null,
          pricing: orderPricingOf(pricing),
          taxTreatment: taxTreatmentOf(pricing, this.config.shopCountry),
          customerVatId: owner.user?.vatId ?? '',
          channel: 'shop',
          customerReference: '',
          deliveryMethod: quote.method,
          comment: input.comment.trim(),
          paymentMethod: input.payment_method,
          promo: promo ? { id: promo.id, code: promo.code } : null,
          totals: quote.totals,
          lines: quote.priced.map(({ line, variant, goodie, unitNet, goodiePrice, price }) => ({
            variant,
            amount: line.amount,
            unitNet,
            goodie: goodie && goodiePrice ? { entry: goodie, ...goodiePrice } : null,
            price,
            colorComboSlug: line.colorComboSlug,
            colorCombo: line.colorComboSlug ? combos.get(line.colorComboSlug)! : null,
            priceOverrideReason: null,
          })),
          actorId: null,
          detail: '',
        },
        quote.snapshot,
        async ({ order: { id: orderId } }) => {
          await holdForOrder(tx, orderId, { nameOf });
          await tx
            .insert(cartCheckouts)
            .values({ cartId: cart.id, cartVersion: version, orderId })
            .onConflictDoUpdate({
              target: cartCheckouts.cartId,
              set: { cartVersion: version, orderId, createdAt: sql`now()` },
            });
        },
      );
      // The confirmation is queued with the order: committed together, or neither.
      const order = await this.orders.present({ ...written, feedback: undefined }, tx, {
        justPlaced: true,
      });
      await this.mails.send(
        tx,
        written.order.id,
        'confirmation',
        null,
        orderConfirmationMail(this.config, order, `${this.config.publicUrl}${order.link}`),
      );
      return order;
    });

    let order: PublicOrder;
    if (typeof placed === 'number') {
      const loaded = await this.orders.loadById(placed);
      if (!loaded) throw new Error('an order vanished right after its checkout');
      order = await this.orders.present(loaded);
    } else {
      order = placed;
      this.catalog.stockChanged();
    }
    // A card order goes on to its payment; the order page offers it again if that fails.
    const link =
      order.payment_method === 'card' && order.payment_state === 'unpaid'
        ? cardPaymentPath(order.sale_sequence, order.link.slice(-32))
        : order.link;
    return { order, link };
  }

  /**
   * The cart's address, complete and valid, with the e-mail the order's mails go to (the
   * account's, or the one a visitor gave); in the country the prices are for.
   */
  private checkedAddress(
    held: Record<string, string> | null,
    user: User | null,
    country: string,
  ): OrderAddress & { email: string } {
    const given = { ...held, ...(user ? { email: user.email } : {}) };
    if (!held || Object.keys(held).every((field) => field === 'country'))
      throw badRequest(CHECKOUT_MESSAGES.addressMissing, {
        address: [CHECKOUT_MESSAGES.addressMissing],
      });
    const parsed = orderAddressSchema.safeParse(given);
    const errors: Record<string, string[]> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        (errors[`address.${issue.path.join('.')}`] ??= []).push(issue.message);
    if (!given.email) errors['address.email'] = [MSG.required];
    if (Object.keys(errors).length || !parsed.success)
      throw badRequest(CHECKOUT_MESSAGES.addressInvalid, errors);
    const address = parsed.data;
    if (address.country !== country) {
      const detail = CHECKOUT_MESSAGES.countryMismatch(
        countryName(address.country),
        countryName(country),
      );
      throw badRequest(detail, { 'address.country': [detail] });
    }
    return { ...address, email: address.email!.toLowerCase() };
  }

  /** Every line's product and variant still for sale (staff may have switched one off). */
  private checkLinesForSale(
    lines: readonly LineRow[],
    variants: ReadonlyMap<number, VariantEntry>,
  ) {
    for (const line of lines) {
      for (const id of [line.variantId, line.goodieVariantId]) {
        if (id === null) continue;
        const variant = variants.get(id);
        // The line's own variant as the cart read it just now; a goodie as the catalogue has it.
        const active = id === line.variantId ? line.variantActive : variant?.row.active;
        if (!variant || !active || !variant.product.row.active) {
          const detail = CHECKOUT_MESSAGES.unavailable(variant ? variantName(variant) : 'An item');
          throw new HttpError(409, detail, { items: [detail] });
        }
      }
    }
  }

  /**
   * Counts one use of the code: one conditional update that locks the code's row and counts
   * only while uses are left, then the per-account limit (by account and by e-mail address),
   * checked while the row is locked so that two checkouts of one account take turns.
   */
  private async usePromoCode(
    tx: Tx,
    rule: { id: number; code: string; maxUsesPerAccount: number | null },
    user: User | null,
    email: string,
  ) {
    const counted = await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(
        and(
          eq(promoCodes.id, rule.id),
          eq(promoCodes.active, true),
          sql`(${promoCodes.maxUses} IS NULL OR ${promoCodes.usedCount} < ${promoCodes.maxUses})`,
        ),
      )
      .returning({ id: promoCodes.id });
    const usedUp = (reason: string) => {
      const detail = CHECKOUT_MESSAGES.promoRefused(reason);
      return new HttpError(409, detail, { promocode: [detail] });
    };
    if (!counted.length) throw usedUp(PROMO_MESSAGES.usedUp);
    if (rule.maxUsesPerAccount !== null) {
      const [uses] = await tx
        .select({ n: count() })
        .from(promoCodeUses)
        .where(
          and(
            eq(promoCodeUses.promoCodeId, rule.id),
            user
              ? sql`(${promoCodeUses.userId} = ${user.id} OR ${promoCodeUses.email} = ${email})`
              : eq(promoCodeUses.email, email),
          ),
        );
      if ((uses?.n ?? 0) >= rule.maxUsesPerAccount) throw usedUp(PROMO_MESSAGES.usedByAccount);
    }
    await tx
      .insert(promoCodeUses)
      .values({ promoCodeId: rule.id, userId: user?.id ?? null, email });
  }

  /**
   * Orders placed without an account, with the account's address, join the account once the
   * address is shown to be theirs (a logged-in checkout, a link mailed to that address).
   */
}
