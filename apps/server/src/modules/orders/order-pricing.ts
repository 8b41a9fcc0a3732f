import type { OrderPricing } from '../../db/schema';
import type { CatalogSnapshot } from '../catalog/snapshot';
import type { PricingContext } from '../pricing/prices';

/**
 * The prices an order was sold at, as a pricing context: its VAT rate and reverse charge as
 * they were, and its price list's terms as they are now (new lines of the order are priced
 * with them; a price list switched off since gives the shop's prices).
 */
export function orderPricingContext(
  pricing: OrderPricing,
  snapshot: CatalogSnapshot,
): PricingContext {
  const byId =
    pricing.priceListId != null ? snapshot.priceLists.get(pricing.priceListId) : undefined;
  const byName =
    pricing.priceList !== null
      ? [...snapshot.priceLists.values()].find((list) => list.name === pricing.priceList)
      : undefined;
  return {
    country: pricing.country,
    vatRateBp: pricing.vatRateBp,
    reverseCharge: pricing.reverseCharge,
    priceList: byId ?? byName ?? null,
  };
}

/** The `pricing` an order keeps: the context it was sold in. */
export const orderPricingOf = (pricing: PricingContext): OrderPricing => ({
  country: pricing.country,
  vatRateBp: pricing.vatRateBp,
  reverseCharge: pricing.reverseCharge,
  priceList: pricing.priceList?.name ?? null,
  priceListId: pricing.priceList?.id ?? null,
});
