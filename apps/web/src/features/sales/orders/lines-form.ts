import { MAX_LINE_AMOUNT } from '@windfamily/contract/cart-limits';
import type {
  OrderLinePayload,
  OrderLinesPayload,
  StaffOrder,
  StaffOrderItem,
} from '@windfamily/contract/orders';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { intField, moneyField } from '../../../components/backoffice/form-schemas';

// The lines dialog's form: each line with its size, amount and, when set by hand, its net
// price and the reason; what the line was when the dialog opened decides what is sent.

const lineSchema = z
  .object({
    /** The order's line; none: a line added here. */
    id: z.number().int().optional(),
    /** The product, to offer its other sizes. */
    product_slug: z.string(),
    /** "Sophie Joy · M", as the line was named when opened or added. */
    label: z.string(),
    /** The variant's id, as the size select holds it. */
    variant: z.string().min(1, 'choose a size'),
    /** Its name ("M"), shown while the product's sizes load. */
    variant_name: z.string(),
    amount: intField(1, MAX_LINE_AMOUNT),
    by_hand: z.boolean(),
    unit_net: z.string(),
    reason: z.string().trim().max(200, 'at most 200 characters!'),
    /** Its price was set by hand when the dialog opened: switching it off goes back. */
    was_by_hand: z.boolean(),
    initial_net: z.string(),
    initial_reason: z.string(),
  })
  .superRefine((line, ctx) => {
    if (!line.by_hand) return;
    const price = moneyField.safeParse(line.unit_net);
    if (!price.success)
      for (const issue of price.error.issues)
        ctx.addIssue({ code: 'custom', path: ['unit_net'], message: issue.message });
    if (!line.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Say why the price is set by hand.',
      });
  });

export const linesFormSchema = z.object({
  lines: z.array(lineSchema).min(1, 'An order needs at least one line: cancel it instead.'),
});

export type LinesFormValues = z.input<typeof linesFormSchema>;
export type LineFormValues = LinesFormValues['lines'][number];

/** "49.90" as the price field shows it: "49.90", or "4290" for whole euros. */
const priceText = (money: string) => money.replace(/\.00$/, '');

/** A line of the order as the form starts it. */
export function lineFormValues(item: StaffOrderItem): LineFormValues {
  const byHand = item.price_override_reason !== null;
  return {
    id: item.id,
    product_slug: item.product.slug,
    label: item.long_name,
    variant: String(item.product_variant),
    variant_name: item.variant_name,
    amount: item.amount,
    by_hand: byHand,
    unit_net: byHand ? priceText(item.unit_net) : '',
    reason: item.price_override_reason ?? '',
    was_by_hand: byHand,
    initial_net: byHand ? priceText(item.unit_net) : '',
    initial_reason: item.price_override_reason ?? '',
  };
}

/** A line added in the dialog: the order's own price until one is set by hand. */
export const newLineValues = (
  productSlug: string,
  label: string,
  variant: { id: number; name: string },
  amount: number,
): LineFormValues => ({
  product_slug: productSlug,
  label,
  variant: String(variant.id),
  variant_name: variant.name,
  amount,
  by_hand: false,
  unit_net: '',
  reason: '',
  was_by_hand: false,
  initial_net: '',
  initial_reason: '',
});

export const linesFormValues = (order: StaffOrder): LinesFormValues => ({
  lines: order.items.map(lineFormValues),
});

/**
 * The form's lines as `PUT …/lines/` takes them: a price by hand is sent when it is new or
 * changed (unchanged, it is left out and stays); one switched off goes back to the order's own
 * price (`unit_net: null`).
 */
export function linesPayload(values: LinesFormValues, version: number): OrderLinesPayload {
  const lines = values.lines.map((line): OrderLinePayload => {
    const payload: OrderLinePayload = {
      ...(line.id === undefined ? {} : { id: line.id }),
      product_variant: Number(line.variant),
      amount: line.amount,
    };
    if (line.by_hand) {
      const net = moneyField.parse(line.unit_net);
      const reason = line.reason.trim();
      const unchanged =
        line.was_by_hand &&
        net === moneyField.parse(line.initial_net) &&
        reason === line.initial_reason;
      if (!unchanged) return { ...payload, unit_net: net, override_reason: reason };
    } else if (line.was_by_hand) {
      return { ...payload, unit_net: null };
    }
    return payload;
  });
  return { version, lines };
}

/** The server's field paths (`lines.2.override_reason`) as the form's fields. */
export function lineFieldOf(path: string): Path<LinesFormValues> | undefined {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return undefined;
  const field = (
    {
      amount: 'amount',
      product_variant: 'variant',
      unit_net: 'unit_net',
      override_reason: 'reason',
    } as const
  )[match[2] as 'amount' | 'product_variant' | 'unit_net' | 'override_reason'];
  return field ? (`lines.${Number(match[1])}.${field}` as Path<LinesFormValues>) : undefined;
}
