import type { OrderedCombo } from '@windfamily/contract/colorpicker';
import type { orderItems } from '../../db/schema';
import { cartTotals, type LinePrice, priceLine, type Totals } from '../cart/totals';
import type { CatalogSnapshot, GoodieEntry, VariantEntry } from '../catalog/snapshot';
import { grossOf, type PricingContext } from '../pricing/prices';
import { type Discount, promoDiscount, type PromoCodeRule } from '../pricing/promo-rules';

/** A line of an order being written or changed, priced in the order's prices. */
export interface PricedLine {
  variant: VariantEntry;
  amount: number;
  /** Net cents of one: the price list's, the price sold at, or one set by hand. */
  unitNet: number;
  /** The goodie riding along with each unit, at its regular and reduced net price. */
  goodie: { entry: GoodieEntry; regularNet: number; reducedNet: number } | null;
  price: LinePrice;
  colorComboSlug: string | null;
  colorCombo: OrderedCombo | null;
  /** Why staff set the unit price by hand; null for the order's own price. */
  priceOverrideReason: string | null;
}

export type UnpricedLine = Omit<PricedLine, 'price'>;

/** Prices a line: its gross figures from the net ones, rounded once per line. */
export const priceOf = (line: UnpricedLine, vatRateBp: number): PricedLine => ({
  ...line,
  price: priceLine(
    {
      amount: line.amount,
      unitNet: line.unitNet,
      goodie: line.goodie
        ? { regularNet: line.goodie.regularNet, reducedNet: line.goodie.reducedNet }
        : null,
    },
    vatRateBp,
  ),
});

/** `Emilie Peace 2 · M`: how messages name a variant. */
export const variantName = (variant: VariantEntry) =>
  `${variant.product.row.name} · ${variant.row.name}`;

/** An order line's own name: a bargain is its model's second-hand wing. */
function lineName(variant: VariantEntry, snapshot: CatalogSnapshot): string {
  const bargain = snapshot.secondhandByVariantId.get(variant.row.id);
  return bargain ? `${bargain.row.modelName} (second-hand)` : variant.product.row.name;
}

/**
 * The row of an order line: names, options and prices copied from the catalogue as they are
 * now, so that the order stays as it was sold whatever happens to the catalogue afterwards.
 */
export function orderItemValues(
  line: PricedLine,
  snapshot: CatalogSnapshot,
  vatRateBp: number,
): Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'> {
  const { variant, goodie, price } = line;
  const name = lineName(variant, snapshot);
  const goodieName = goodie
    ? `${goodie.entry.variant.product.row.name} · ${goodie.entry.variant.row.name}`
    : null;
  return {
    variantId: variant.row.id,
    productSlug: variant.product.row.slug,
    categorySlug: variant.product.category.slug,
    productName: variant.product.row.name,
    name,
    longName: `${name} · ${variant.row.name}${goodieName ? ` + ${goodieName}` : ''}`,
    variantName: variant.row.name,
    sku: variant.row.sku,
    options: variant.row.options,
    amount: line.amount,
    unitNet: line.unitNet,
    unitGross: price.unitGross,
    totalGross: price.totalGross,
    reducedNet: price.reducedNet,
    reducedGross: price.reducedGross,
    priceOverrideReason: line.priceOverrideReason,
    leadTimeWeeks: variant.row.stockTracked ? null : variant.product.row.leadTimeWeeks,
    goodieVariantId: goodie?.entry.variant.row.id ?? null,
    goodieName,
    goodieRegularGross: goodie ? grossOf(goodie.regularNet, vatRateBp) : null,
    goodieReducedGross: goodie ? grossOf(goodie.reducedNet, vatRateBp) : null,
    colorComboSlug: line.colorComboSlug,
    colorCombo: line.colorCombo,
  };
}

/**
 * An order's totals from its lines, the discount of its promo code (applied as the code's
 * rules say, whatever its validity now: it was accepted when the order was placed) and its
 * shipping: the same formula as the cart's.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  rule: PromoCodeRule | undefined,
  pricing: PricingContext,
  shippingNet: number,
): { totals: Totals; discount: Discount } {
  const discount: Discount = rule
    ? promoDiscount(
        rule,
        lines.map(({ variant, price }) => ({
          productId: variant.product.row.id,
          categoryId: variant.product.category.id,
          netCents: price.reducedNet,
          grossCents: price.reducedGross,
        })),
        pricing,
      )
    : { net: 0, gross: 0, problem: null };
  const totals = cartTotals({
    lines: lines.map(({ price }) => price),
    discount,
    shippingNet,
    vatRateBp: pricing.vatRateBp,
  });
  return { totals, discount };
}
