import { MAX_LINE_AMOUNT } from '@windfamily/contract/cart-limits';
import type { Availability } from '@windfamily/contract/catalog';

/** Below this, the stock is told ("only 3 left"); above it, just that there is some. */
export const LOW_STOCK = 5;

/** What the shopper reads about a variant's availability. */
export function availabilityText(availability: Availability): string {
  switch (availability.status) {
    case 'in_stock':
      return availability.quantity <= LOW_STOCK
        ? `In stock (${availability.quantity} left)`
        : 'In stock';
    case 'made_to_order': {
      const weeks = availability.lead_time_weeks;
      return `Made to order: ships in ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
    }
    case 'sold_out':
      return 'Sold out';
    case 'unavailable':
      return 'Not available';
  }
}

/** Can be put in the cart now. */
export const isPurchasable = (availability: Availability): boolean =>
  availability.status === 'in_stock' || availability.status === 'made_to_order';

/** The largest amount one line may hold: the stock of a stocked variant, else the line limit. */
export function maxAmountOf(availability: Availability): number {
  if (availability.status === 'in_stock') return Math.min(availability.quantity, MAX_LINE_AMOUNT);
  return isPurchasable(availability) ? MAX_LINE_AMOUNT : 0;
}
