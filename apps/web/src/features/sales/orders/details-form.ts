import { addressSchema, emailField } from '@windfamily/contract/accounts';
import { phoneField } from '@windfamily/contract/contact';
import {
  billingAddressSchema,
  type BillingAddress,
  type OrderDetailsPayload,
  type StaffOrder,
} from '@windfamily/contract/orders';
import { deliveryMethodSchema } from '@windfamily/contract/pricing';
import { z } from 'zod';

// The details dialog holds two forms: the order's (delivery address with phone and e-mail,
// delivery, notes) and the invoice address's, each with its fields at the top level as the
// shared address fields (country, phone) expect them.

export const detailsFormSchema = addressSchema.extend({
  phone: phoneField,
  email: emailField,
  delivery_method: deliveryMethodSchema,
  comment: z.string().trim().max(2000, 'at most 2000 characters!'),
  staff_note: z.string().trim().max(5000, 'at most 5000 characters!'),
  customer_reference: z.string().trim().max(100, 'at most 100 characters!'),
  /** The invoice goes to the delivery address. */
  billing_same: z.boolean(),
});
export type DetailsFormValues = z.input<typeof detailsFormSchema>;
export type DetailsFormOutput = z.output<typeof detailsFormSchema>;

export const billingFormSchema = billingAddressSchema;
export type BillingFormValues = z.input<typeof billingFormSchema>;

const ADDRESS_FIELDS = [
  'name',
  'attname',
  'address',
  'address2',
  'zipcode',
  'city',
  'state',
  'country',
  'phone',
  'email',
] as const;
const OTHER_FIELDS = ['delivery_method', 'comment', 'staff_note', 'customer_reference'] as const;

export const detailsFormValues = (order: StaffOrder): DetailsFormValues => ({
  ...order.address,
  delivery_method: order.delivery_method,
  comment: order.comment,
  staff_note: order.staff_note,
  customer_reference: order.customer_reference,
  billing_same: order.billing_address === null,
});

/** The invoice address to start from: the order's own, or the delivery address's. */
export const billingFormValues = (order: StaffOrder): BillingFormValues =>
  order.billing_address ?? {
    name: order.address.name,
    company: order.account?.company ?? '',
    address: order.address.address,
    address2: order.address.address2,
    zipcode: order.address.zipcode,
    city: order.address.city,
    state: order.address.state,
    country: order.address.country,
  };

/**
 * What `PUT …/details/` gets: only the parts changed (so an unchanged address never issues the
 * invoice again); the invoice address is null when it is the delivery address.
 */
export function detailsPayload(
  values: DetailsFormOutput,
  billing: BillingAddress | null,
  dirty: { details: Partial<Record<string, unknown>>; billing: boolean },
  version: number,
): OrderDetailsPayload {
  const payload: OrderDetailsPayload = { version };
  if (ADDRESS_FIELDS.some((field) => dirty.details[field])) {
    const { name, attname, address, address2, zipcode, city, state, country, phone, email } =
      values;
    payload.address = {
      name,
      attname,
      address,
      address2,
      zipcode,
      city,
      state,
      country,
      phone,
      email,
    };
  }
  if (dirty.details.billing_same || (!values.billing_same && dirty.billing))
    payload.billing_address = values.billing_same ? null : billing;
  for (const field of OTHER_FIELDS)
    if (dirty.details[field]) Object.assign(payload, { [field]: values[field] });
  return payload;
}

/** The server's field paths as the order form's fields (`address.city` is `city`). */
export function detailsFieldOf(path: string): keyof DetailsFormValues | undefined {
  const address = /^address\.(\w+)$/.exec(path)?.[1];
  if (address)
    return (ADDRESS_FIELDS as readonly string[]).includes(address)
      ? (address as keyof DetailsFormValues)
      : undefined;
  return (OTHER_FIELDS as readonly string[]).includes(path)
    ? (path as keyof DetailsFormValues)
    : undefined;
}

/** The server's field paths as the invoice address form's fields. */
export function billingFieldOf(path: string): keyof BillingFormValues | undefined {
  const field = /^billing_address\.(\w+)$/.exec(path)?.[1];
  return field && field in billingAddressSchema.shape
    ? (field as keyof BillingFormValues)
    : undefined;
}
