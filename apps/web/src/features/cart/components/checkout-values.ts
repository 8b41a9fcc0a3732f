import {
  addressFromForm,
  addressToForm,
  countryField,
  emailField,
  newPasswordFormSchema,
  type Address,
  type CurrentUser,
} from '@windfamily/contract/accounts';
import { contactFormSchema } from '@windfamily/contract/contact';
import {
  cartAddressInputSchema,
  type Cart,
  type UpdateCartPayload,
} from '@windfamily/contract/cart';
import { addressFieldOf } from '../../accounts';
import { PAYMENT_METHODS } from '@windfamily/contract/order-basics';
import { z } from 'zod';

export const COMMENT_MAX = 2000;

export const CONSENT_MESSAGES = {
  terms: 'Please accept the terms and conditions to order.',
  withdrawal: 'Please confirm that you have read the withdrawal policy.',
} as const;

const consent = (message: string) => z.boolean().refine((checked) => checked, message);

/**
 * The checkout form: the address with phone and e-mail (a logged-in pilot's e-mail is the
 * account's, shown read-only), a comment, the payment method and the two consents. A visitor
 * may also create an account on the way: then a new password, twice.
 */
export const checkoutFormSchema = contactFormSchema
  .extend({
    email: emailField,
    comment: z.string().max(COMMENT_MAX, `at most ${COMMENT_MAX} characters!`),
    payment_method: z.enum(PAYMENT_METHODS),
    accept_terms: consent(CONSENT_MESSAGES.terms),
    accept_withdrawal: consent(CONSENT_MESSAGES.withdrawal),
    create_account: z.boolean(),
    password: z.string(),
    password2: z.string(),
  })
  .superRefine((form, ctx) => {
    if (!form.create_account) return;
    const passwords = newPasswordFormSchema.safeParse(form);
    for (const issue of passwords.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;

type HeldAddress = Cart['address'];

/** The cart holds more of an address than the country: someone typed it at an earlier visit. */
const holdsAddress = (held: HeldAddress) =>
  Object.entries(held).some(([field, value]) => field !== 'country' && value !== '');

const asAddress = (held: HeldAddress): Address => ({
  name: held.name ?? '',
  attname: held.attname ?? '',
  address: held.address ?? '',
  address2: held.address2 ?? '',
  zipcode: held.zipcode ?? '',
  city: held.city ?? '',
  state: held.state ?? '',
  country: held.country,
});

/**
 * What the form starts with: the address the cart holds when it holds more than a country,
 * else the account's, else an empty address in the cart's country.
 */
export function checkoutDefaults(cart: Cart, user: CurrentUser | null): CheckoutFormValues {
  const held = cart.address;
  const fromCart = holdsAddress(held);
  const address = fromCart
    ? addressToForm(asAddress(held), cart.country)
    : addressToForm(user?.address, cart.country);
  return {
    ...address,
    phone: (fromCart ? held.phone : user?.phone) ?? '',
    email: user?.email ?? held.email ?? '',
    comment: cart.comment,
    payment_method: 'bank_transfer',
    accept_terms: false,
    accept_withdrawal: false,
    create_account: false,
    password: '',
    password2: '',
  };
}

const draftFields = cartAddressInputSchema.shape;
type DraftField = Exclude<keyof typeof draftFields, 'country'>;
const isDraftField = (field: string): field is DraftField =>
  field !== 'country' && field in draftFields;

/**
 * The cart update that keeps what is typed so far: every filled field that the cart takes as
 * it is (a half-typed phone number or e-mail address waits until it is whole), the comment,
 * and the country, which also sets the prices' country when it changed. A logged-in pilot's
 * e-mail is the account's: it is not sent.
 */
export function cartUpdateOf(
  values: CheckoutFormValues,
  cart: Cart,
  { withEmail }: { withEmail: boolean },
): UpdateCartPayload {
  const country = countryField.safeParse(values.country);
  const address: Record<string, string> & { country: string } = {
    country: country.success ? country.data : cart.country,
  };
  const typed: Record<string, string> = {
    ...addressFromForm({ ...values, state: values.state ?? '' }),
    phone: values.phone,
    ...(withEmail ? { email: values.email } : {}),
  };
  for (const [field, value] of Object.entries(typed)) {
    if (!value || !isDraftField(field)) continue;
    const parsed = draftFields[field].safeParse(value);
    if (parsed.success && parsed.data) address[field] = parsed.data;
  }
  return {
    address,
    ...(values.comment.length <= COMMENT_MAX ? { comment: values.comment } : {}),
    ...(address.country !== cart.country ? { country: address.country } : {}),
  };
}

const FORM_FIELDS = new Set<string>([
  'fullname',
  'address',
  'zipcode',
  'city',
  'state',
  'country',
  'phone',
  'email',
  'comment',
  'payment_method',
  'password',
]);

/** Form field of a server error's path (`address.city`, `address.phone`, `payment_method`). */
export function checkoutFieldOf(path: string): keyof CheckoutFormValues | undefined {
  const field = ['comment', 'payment_method', 'email', 'phone', 'password'].includes(path)
    ? path
    : addressFieldOf(path);
  return field && FORM_FIELDS.has(field) ? (field as keyof CheckoutFormValues) : undefined;
}
