import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressFromForm,
  countryField,
  emailField,
  newPasswordFormSchema,
} from '@windfamily/contract/accounts';
import { contactFormSchema } from '@windfamily/contract/contact';
import {
  cartAddressInputSchema,
  type Cart,
  type UpdateCartPayload,
} from '@windfamily/contract/cart';
import { PAYMENT_METHODS } from '@windfamily/contract/order-basics';
import { z } from 'zod';
import { COMMENT_MAX, CONSENT_MESSAGES, type CheckoutFormValues } from './checkout-values';

// The checkout form's rules, with zod: loaded when the form is first checked or saved, not
// with the form (lib/lazy-resolver).

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

export const checkoutRules = zodResolver(checkoutFormSchema);

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
