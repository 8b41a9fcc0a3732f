import { centsToMoney, moneyInputSchema } from '@windfamily/contract/money';
import { z } from 'zod';

/**
 * Pieces of the back office's form schemas. Their outputs are what the API takes: whole
 * numbers, and prices as decimal strings with two decimals ("49.90").
 */

/** A whole number from `min` to `max`; the form holds null while the input is empty. */
export const intField = (min: number, max: number) =>
  z
    .number({ error: 'enter a whole number' })
    .int('enter a whole number')
    .min(min, `at least ${min}`)
    .max(max, `at most ${max}`);

/** The value of an empty number input in a form's defaults: the schema then asks for one. */
export const EMPTY_NUMBER = null as unknown as number;

/** Like `intField`, but empty is allowed (null). */
export const optionalIntField = (min: number, max: number) => intField(min, max).nullable();

/** A price typed by staff ("49", "49.9", "49,90"), sent as "49.90". */
export const moneyField = moneyInputSchema.transform((cents) => centsToMoney(cents));

/** A price that may be left empty (null). */
export const optionalMoneyField = z.string().transform((text, ctx) => {
  if (text.trim() === '') return null;
  const parsed = moneyField.safeParse(text);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});
