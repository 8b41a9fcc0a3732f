import { grossOf } from '../pricing/prices';

/** One cart line's money: net unit prices in, gross rounded once per line out. */
export interface LinePriceInput {
  amount: number;
  /** Net cents of one, after the customer's price list. */
  unitNet: number;
  /** The goodie riding along with each unit, net cents. */
  goodie: { regularNet: number; reducedNet: number } | null;
}

export interface LinePrice {
  unitGross: number;
  /** Gross, the goodie at its regular price. */
  totalGross: number;
  /** Gross, the goodie reduced: what the line costs. */
  reducedGross: number;
  reducedNet: number;
}

export function priceLine(line: LinePriceInput, vatRateBp: number): LinePrice {
  const regularNet = line.amount * (line.unitNet + (line.goodie?.regularNet ?? 0));
  const reducedNet = line.amount * (line.unitNet + (line.goodie?.reducedNet ?? 0));
  return {
    unitGross: grossOf(line.unitNet, vatRateBp),
    totalGross: grossOf(regularNet, vatRateBp),
    reducedGross: grossOf(reducedNet, vatRateBp),
    reducedNet,
  };
}

export interface Totals {
  itemsNet: number;
  itemsGross: number;
  discountNet: number;
  discountGross: number;
  shippingNet: number;
  shippingGross: number;
  /** itemsNet - discountNet + shippingNet. */
  net: number;
  /** total - net. */
  vat: number;
  /** itemsGross - discountGross + shippingGross: the sum of what the screen shows. */
  total: number;
}

/**
 * Cart total = items - discount + shipping (SPEC.md section 9), on the gross figures the
 * customer sees, so that the lines add up to the total to the cent; the net total follows the
 * same formula and the VAT is the difference.
 */
export function cartTotals(input: {
  lines: readonly { reducedNet: number; reducedGross: number }[];
  discount: { net: number; gross: number };
  shippingNet: number;
  vatRateBp: number;
}): Totals {
  const itemsNet = input.lines.reduce((sum, line) => sum + line.reducedNet, 0);
  const itemsGross = input.lines.reduce((sum, line) => sum + line.reducedGross, 0);
  const discountNet = Math.min(input.discount.net, itemsNet);
  const discountGross = Math.min(input.discount.gross, itemsGross);
  const shippingNet = input.lines.length === 0 ? 0 : input.shippingNet;
  const shippingGross = grossOf(shippingNet, input.vatRateBp);
  const net = itemsNet - discountNet + shippingNet;
  const total = itemsGross - discountGross + shippingGross;
  return {
    itemsNet,
    itemsGross,
    discountNet,
    discountGross,
    shippingNet,
    shippingGross,
    net,
    vat: total - net,
    total,
  };
}

/**
 * Shipping is charged only when the address the cart ships to lies in the country its prices
 * are shown for (SPEC.md section 9); otherwise it is zeroed until the two agree.
 */
export const shippingApplies = (cart: { country: string; address: { country?: string } | null }) =>
  !cart.address?.country || cart.address.country === cart.country;
