import { addressFromForm } from '@windfamily/contract/accounts';
import { contactFormSchema } from '@windfamily/contract/contact';
import { deliveryMethodSchema } from '@windfamily/contract/pricing';
import {
  resellerOrderLineSchema,
  resellerOrderPayloadSchema,
  type ResellerOrderPayload,
} from '@windfamily/contract/reseller';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { addressFieldOf } from '../../accounts';

export const LINE_TEXTS = {
  chooseProduct: 'Choose a product.',
  chooseVariant: 'Choose a variant.',
} as const;

const { reference, comment } = resellerOrderPayloadSchema.shape;

/** The most lines one order holds (the server's limit). */
export const MAX_LINES = 50;

/**
 * The order form: the customer's address and phone (the shop's address fields), the
 * reseller's reference, the delivery method, a comment, and the lines. A line holds its
 * product's slug and its variant's id as the selects do (text), and the amount.
 */
export const orderFormSchema = contactFormSchema.extend({
  reference,
  delivery_method: deliveryMethodSchema,
  comment,
  lines: z
    .array(
      z.object({
        product: z.string().min(1, LINE_TEXTS.chooseProduct),
        product_variant: z
          .string()
          .regex(/^\d+$/, LINE_TEXTS.chooseVariant)
          .transform((id) => Number(id)),
        amount: resellerOrderLineSchema.shape.amount,
      }),
    )
    .min(1, 'Add at least one item.')
    .max(MAX_LINES, `At most ${MAX_LINES} lines in one order.`),
});
export type OrderFormValues = z.input<typeof orderFormSchema>;
export type OrderFormOutput = z.output<typeof orderFormSchema>;
export type OrderLineValues = OrderFormValues['lines'][number];

export const emptyLine = (): OrderLineValues => ({ product: '', product_variant: '', amount: 1 });

/** A new order: nothing typed yet, the customer in the reseller's own country, standard delivery. */
export const orderFormDefaults = (country: string): OrderFormValues => ({
  fullname: '',
  address: '',
  zipcode: '',
  city: '',
  state: '',
  country,
  phone: '',
  reference: '',
  delivery_method: 'standard',
  comment: '',
  lines: [emptyLine()],
});

/** What the server is asked: the address as the API has it, and each line's variant and amount. */
export const payloadOf = (values: OrderFormOutput): ResellerOrderPayload => ({
  customer_address: {
    ...addressFromForm({ ...values, state: values.state ?? '' }),
    phone: values.phone,
  },
  reference: values.reference,
  delivery_method: values.delivery_method,
  comment: values.comment,
  lines: values.lines.map(({ product_variant, amount }) => ({ product_variant, amount })),
});

/** The payload of the form as it stands, or null while anything is missing or wrong. */
export function completePayload(values: unknown): ResellerOrderPayload | null {
  const parsed = orderFormSchema.safeParse(values);
  return parsed.success ? payloadOf(parsed.data) : null;
}

const LINE_FIELD = /^lines\.(\d+)\.(product_variant|amount)$/;

/**
 * The form field of a server error's path: `customer_address.city` is the address's field,
 * `customer_address.phone` the phone, `lines.2.amount` that line's amount.
 */
export function orderFieldOf(path: string): Path<OrderFormValues> | undefined {
  if (path === 'customer_address.phone') return 'phone';
  if (path.startsWith('customer_address.'))
    return addressFieldOf(path.replace(/^customer_address\./, 'address.')) as
      Path<OrderFormValues> | undefined;
  if (['reference', 'delivery_method', 'comment'].includes(path))
    return path as Path<OrderFormValues>;
  const line = LINE_FIELD.exec(path);
  if (line) return `lines.${Number(line[1])}.${line[2] as 'product_variant' | 'amount'}`;
  return undefined;
}
