import { centsToMoney, moneyInputSchema } from '@windfamily/contract/money';
import type { PromoCodeAdmin, PromoCodePayload } from '@windfamily/contract/pricing';
import { promoCodePayloadSchema } from '@windfamily/contract/pricing';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';
import { optionalIntField, optionalMoneyField } from '../../../components/backoffice/form-schemas';
import { percentField } from '../price-lists/price-list-schema';

const p = promoCodePayloadSchema.shape;

/** "2026-12-31T23:59" (a datetime-local input, the browser's time zone) from an ISO time. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An ISO time (UTC) from a datetime-local input; null when empty. */
const fromLocalInput = (local: string): string | null =>
  local ? new Date(local).toISOString() : null;

const localTime = z
  .string()
  .refine((text) => !text || !Number.isNaN(new Date(text).getTime()), 'a date and time');

/**
 * The promo code form: the value field that matches the kind is required (a percentage, or
 * an amount in euros), the other one is ignored; times are the browser's local time.
 */
export const promoCodeFormSchema = z
  .object({
    code: p.code,
    description: p.description,
    kind: z.enum(['percent', 'amount'], { error: 'choose what the code gives' }),
    percent_off: z.number().nullable(),
    amount_off: z.string(),
    valid_from: localTime,
    valid_until: localTime,
    max_uses: optionalIntField(1, 1_000_000),
    max_uses_per_account: optionalIntField(1, 1_000_000),
    min_order_value: optionalMoneyField,
    active: z.boolean(),
    categories: z.array(z.string()),
    products: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    if (values.kind === 'percent') {
      if (values.percent_off === null)
        ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'enter a percentage' });
      else {
        const parsed = percentField(0).safeParse(values.percent_off);
        if (!parsed.success)
          ctx.addIssue({
            code: 'custom',
            path: ['percent_off'],
            message: parsed.error.issues[0]!.message,
          });
        else if (values.percent_off <= 0)
          ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'more than 0 %' });
      }
    }
    if (values.kind === 'amount') {
      const parsed = moneyInputSchema.safeParse(values.amount_off);
      if (values.amount_off.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['amount_off'], message: 'enter an amount' });
      else if (!parsed.success)
        ctx.addIssue({
          code: 'custom',
          path: ['amount_off'],
          message: parsed.error.issues[0]!.message,
        });
      else if (parsed.data === 0)
        ctx.addIssue({ code: 'custom', path: ['amount_off'], message: 'more than 0 €' });
    }
    if (
      values.valid_from &&
      values.valid_until &&
      new Date(values.valid_from) >= new Date(values.valid_until)
    )
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'must be after the start' });
  })
  .transform((values): PromoCodePayload => ({
    code: values.code,
    description: values.description,
    kind: values.kind,
    percent_off: values.kind === 'percent' ? values.percent_off : null,
    amount_off:
      values.kind === 'amount' ? centsToMoney(moneyInputSchema.parse(values.amount_off)) : null,
    valid_from: fromLocalInput(values.valid_from),
    valid_until: fromLocalInput(values.valid_until),
    max_uses: values.max_uses,
    max_uses_per_account: values.max_uses_per_account,
    min_order_value: values.min_order_value,
    active: values.active,
    categories: values.categories,
    products: values.products,
  }));
export type PromoCodeFormInput = z.input<typeof promoCodeFormSchema>;

export const emptyPromoCode = (): PromoCodeFormInput => ({
  code: '',
  description: '',
  kind: 'percent',
  percent_off: null,
  amount_off: '',
  valid_from: '',
  valid_until: '',
  max_uses: null,
  max_uses_per_account: null,
  min_order_value: '',
  active: true,
  categories: [],
  products: [],
});

export const promoCodeFormValues = (code: PromoCodeAdmin): PromoCodeFormInput => ({
  code: code.code,
  description: code.description,
  kind: code.kind,
  percent_off: code.percent_off,
  amount_off: code.amount_off ?? '',
  valid_from: toLocalInput(code.valid_from),
  valid_until: toLocalInput(code.valid_until),
  max_uses: code.max_uses,
  max_uses_per_account: code.max_uses_per_account,
  min_order_value: code.min_order_value ?? '',
  active: code.active,
  categories: [...code.categories],
  products: code.products.map((product) => product.slug),
});

/** The whole payload of a saved code, e.g. to switch it on or off. */
export const promoCodePayload = (code: PromoCodeAdmin): PromoCodePayload => ({
  code: code.code,
  description: code.description,
  kind: code.kind,
  percent_off: code.kind === 'percent' ? code.percent_off : null,
  amount_off: code.kind === 'amount' ? code.amount_off : null,
  valid_from: code.valid_from,
  valid_until: code.valid_until,
  max_uses: code.max_uses,
  max_uses_per_account: code.max_uses_per_account,
  min_order_value: code.min_order_value,
  active: code.active,
  categories: [...code.categories],
  products: code.products.map((product) => product.slug),
});

export const promoCodeFieldOf = fieldMapper<PromoCodeFormInput>({
  fields: [
    'code',
    'description',
    'kind',
    'percent_off',
    'amount_off',
    'valid_from',
    'valid_until',
    'max_uses',
    'max_uses_per_account',
    'min_order_value',
    'active',
  ],
  collapse: { categories: 'categories', products: 'products' },
});
