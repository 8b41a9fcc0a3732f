import type { OrderAddress } from '@windfamily/contract/cart';
import type { OrderChannel, PaymentMethod } from '@windfamily/contract/order-basics';
import type { DeliveryMethod } from '@windfamily/contract/pricing';
import type { Tx } from '../../db/client';
import type { BillingAddress } from '../../db/schema';
import type { HttpError } from '../../lib/http-error';
import type { CatalogSnapshot } from '../catalog/snapshot';
import { takeAvailable } from '../logistics/ledger';
import { holdForOrder } from '../logistics/reservations';
import { type PricingContext, taxTreatmentOf } from '../pricing/prices';
import type { ShippingService } from '../shipping/shipping.service';
import { boxFor } from '../shipping/zones';
import { orderTotals, priceOf, type UnpricedLine, variantName } from './order-lines';
import { orderPricingOf } from './order-pricing';
import { insertOrder, type WrittenOrder } from './order-writer';
import { stockedUnits } from './stock';

/** An order placed by staff or a reseller from lines, not from a cart. */
export interface LinesOrder {
  lines: readonly UnpricedLine[];
  pricing: PricingContext;
  userId: number | null;
  address: OrderAddress & { email: string };
  billingAddress: BillingAddress | null;
  customerVatId: string;
  channel: OrderChannel;
  customerReference: string;
  deliveryMethod: DeliveryMethod;
  comment: string;
  paymentMethod: PaymentMethod;
  actorId: number;
  detail: string;
}

/**
 * Places an order from priced lines in the caller's transaction: shipping from today's rates
 * for its box (`noDelivery` answers a method not offered there), stocked units taken, the totals
 * of the cart's formula, the order written with its number last, and its lines' stock reserved.
 */
export async function placeLinesOrder(
  tx: Tx,
  input: LinesOrder,
  context: {
    snapshot: CatalogSnapshot;
    shipping: ShippingService;
    shopCountry: string;
    noDelivery: (method: DeliveryMethod) => HttpError;
  },
): Promise<WrittenOrder> {
  const { snapshot, pricing } = { ...context, pricing: input.pricing };
  const priced = input.lines.map((line) => priceOf(line, pricing.vatRateBp));
  const shippingNet = context.shipping.pricesTo(
    snapshot,
    input.address.country,
    boxFor(priced.map((line) => line.variant.product.category.slug)),
  )[input.deliveryMethod];
  if (shippingNet === undefined) throw context.noDelivery(input.deliveryMethod);
  const nameOf = (variantId: number) => {
    const variant = snapshot.variantById.get(variantId);
    return variant ? variantName(variant) : 'An item';
  };
  await takeAvailable(
    tx,
    stockedUnits(
      priced.map((line) => ({
        variantId: line.variant.row.id,
        amount: line.amount,
        stockTracked: line.variant.row.stockTracked,
        goodieVariantId: line.goodie?.entry.variant.row.id ?? null,
        goodieStockTracked: line.goodie?.entry.variant.row.stockTracked ?? false,
      })),
    ),
    nameOf,
  );
  const { totals } = orderTotals(priced, undefined, pricing, shippingNet);
  return insertOrder(
    tx,
    {
      userId: input.userId,
      address: input.address,
      billingAddress: input.billingAddress,
      pricing: orderPricingOf(pricing),
      taxTreatment: taxTreatmentOf(pricing, context.shopCountry),
      customerVatId: input.customerVatId,
      channel: input.channel,
      customerReference: input.customerReference,
      deliveryMethod: input.deliveryMethod,
      comment: input.comment,
      paymentMethod: input.paymentMethod,
      promo: null,
      totals,
      lines: priced,
      actorId: input.actorId,
      detail: input.detail,
    },
    snapshot,
    async ({ order }) => {
      await holdForOrder(tx, order.id, { nameOf });
    },
  );
}
