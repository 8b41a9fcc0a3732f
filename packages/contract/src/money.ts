import { z } from 'zod';
import { moneyToCents } from './money-format';

export { centsToMoney, formatEuro, moneyToCents } from './money-format';

/**
 * Money crosses the wire as a decimal string with two decimals ("4290.00"); inside the server
 * it is integer cents. Never a binary float.
 */
export const moneySchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ id: 'Money', description: 'Euros as a decimal string, e.g. "4290.00"' });
export type Money = z.infer<typeof moneySchema>;

/** Largest price staff may enter: 1 000 000 €. */
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * A price typed by staff: "4290", "4290.5" or "4290.50" (a number is taken too), at most
 * 1 000 000 €, parsed to cents.
 */
export const moneyInputSchema = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'enter an amount such as 49 or 49.90' });
      return z.NEVER;
    }
    const cents = moneyToCents(text);
    if (cents > MAX_PRICE_CENTS) {
      ctx.addIssue({ code: 'custom', message: 'at most 1 000 000 €' });
      return z.NEVER;
    }
    return cents;
  })
  .meta({ description: 'Euros, e.g. "4290" or "4290.50"' });
