import { addressToForm } from '@windfamily/contract/account-basics';
import type { Address, CurrentUser } from '@windfamily/contract/accounts';
import type { Cart } from '@windfamily/contract/cart';
import { addressFieldOf } from '../../accounts';
import type { checkoutFormSchema } from './checkout-rules';
import type { z } from 'zod';

// The checkout form's values without its rules: what the form needs to show itself. The rules
// (./checkout-rules, with zod) load when the form is first checked or saved.

export const COMMENT_MAX = 2000;

export const CONSENT_MESSAGES = {
  terms: 'Please accept the terms and conditions to order.',
  withdrawal: 'Please confirm that you have read the withdrawal policy.',
} as const;

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
