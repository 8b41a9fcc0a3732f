import { formatEuro, centsToMoney } from '@windfamily/contract/money';
import { netOfGross, percentOf, type PricingContext } from './prices';

/** A promo code as the rules need it (see db/schema/pricing.ts). */
export interface PromoCodeRule {
  id: number;
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  percentOffBp: number | null;
  /** Gross cents off. */
  amountOff: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  maxUsesPerAccount: number | null;
  /** Gross cents. */
  minOrderValue: number | null;
  active: boolean;
  usedCount: number;
  categoryIds: readonly number[];
  productIds: readonly number[];
  /** Names for messages: "applies to Wings only". */
  scopeNames: readonly string[];
}

/** A priced cart line as far as a discount cares. */
export interface DiscountLine {
  productId: number;
  categoryId: number;
  netCents: number;
  grossCents: number;
}

export const PROMO_MESSAGES = {
  unknown: 'Invalid promo code.',
  inactive: 'This promo code is no longer valid.',
  expired: 'This promo code has expired.',
  notYet: (from: Date) => `This promo code is valid from ${from.toISOString().slice(0, 10)}.`,
  usedUp: 'This promo code has been used up.',
  usedByAccount: 'You have already used this promo code.',
  minimum: (missing: number, min: number) =>
    `Add ${formatEuro(centsToMoney(missing))} more to reach the ${formatEuro(centsToMoney(min))} this code needs.`,
  scope: (names: readonly string[]) => `This code applies to ${names.join(', ')} only.`,
} as const;

/**
 * Why a code cannot be used at all now (expired, used up, …), or null. `accountUses` is how
 * often the customer's account used it (null: not logged in, checked at checkout).
 */
export function promoCodeRefusal(
  code: PromoCodeRule,
  now: Date,
  accountUses: number | null,
): string | null {
  if (!code.active) return PROMO_MESSAGES.inactive;
  if (code.validUntil && now >= code.validUntil) return PROMO_MESSAGES.expired;
  if (code.validFrom && now < code.validFrom) return PROMO_MESSAGES.notYet(code.validFrom);
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return PROMO_MESSAGES.usedUp;
  if (
    code.maxUsesPerAccount !== null &&
    accountUses !== null &&
    accountUses >= code.maxUsesPerAccount
  )
    return PROMO_MESSAGES.usedByAccount;
  return null;
}

export const appliesToLine = (code: PromoCodeRule, line: DiscountLine): boolean =>
  (code.categoryIds.length === 0 && code.productIds.length === 0) ||
  code.categoryIds.includes(line.categoryId) ||
  code.productIds.includes(line.productId);

export interface Discount {
  net: number;
  gross: number;
  /** Why the code gives nothing now, or null. */
  problem: string | null;
}

const NONE: Discount = { net: 0, gross: 0, problem: null };

/**
 * The discount of a usable code on these lines. A percentage is taken of the lines it
 * applies to, net and gross each rounded once; a fixed amount comes off what the customer
 * pays (gross) and never more than those lines cost. The minimum order value is measured on
 * the gross value of all lines.
 */
export function promoDiscount(
  code: PromoCodeRule,
  lines: readonly DiscountLine[],
  pricing: PricingContext,
): Discount {
  if (lines.length === 0) return NONE;
  const itemsGross = lines.reduce((sum, line) => sum + line.grossCents, 0);
  if (code.minOrderValue !== null && itemsGross < code.minOrderValue) {
    return {
      ...NONE,
      problem: PROMO_MESSAGES.minimum(code.minOrderValue - itemsGross, code.minOrderValue),
    };
  }
  const applicable = lines.filter((line) => appliesToLine(code, line));
  if (applicable.length === 0) return { ...NONE, problem: PROMO_MESSAGES.scope(code.scopeNames) };
  const net = applicable.reduce((sum, line) => sum + line.netCents, 0);
  const gross = applicable.reduce((sum, line) => sum + line.grossCents, 0);
  if (code.kind === 'percent') {
    const bp = code.percentOffBp ?? 0;
    return { net: percentOf(net, bp), gross: percentOf(gross, bp), problem: null };
  }
  const offGross = Math.min(code.amountOff ?? 0, gross);
  const offNet = offGross === gross ? net : Math.min(net, netOfGross(offGross, pricing.vatRateBp));
  return { net: offNet, gross: offGross, problem: null };
}
