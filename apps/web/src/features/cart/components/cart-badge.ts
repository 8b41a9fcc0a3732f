import { BADGE_MAX } from '@windfamily/contract/cart-limits';

/** The badge's text; null when there is nothing in the cart (no badge). */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** The cart button's accessible name. */
export const cartButtonLabel = (count: number) =>
  count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
