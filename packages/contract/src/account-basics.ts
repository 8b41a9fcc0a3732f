// The address form's helpers without zod, for browser code that only needs them (the schemas
// are in ./accounts, which re-exports all of this).
import type { Address, AddressInput } from './accounts';
import { MAX_LINES } from './messages';

/** Keep at most `MAX_LINES` lines of a multi-line input; extra lines are cut. */
export const cutLines = (text: string, max = MAX_LINES): string =>
  text.split(/\r?\n/).slice(0, max).join('\n');

/** The address part of a form: full name and address on up to two lines each. */
export interface AddressFormValues {
  fullname: string;
  address: string;
  zipcode: string;
  city: string;
  state: string;
  country: string;
}

/** Form to API: the full name's lines joined by a space, the address split in two lines. */
export function addressFromForm(form: AddressFormValues): AddressInput {
  const [address = '', address2 = ''] = cutLines(form.address).split('\n');
  return {
    name: cutLines(form.fullname)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join(' '),
    address: address.trim(),
    address2: address2.trim(),
    zipcode: form.zipcode,
    city: form.city,
    state: form.state,
    country: form.country,
  };
}

/** API to form: name and attname become a two-line full name, address and address2 a two-line address. */
export function addressToForm(
  address: Address | null | undefined,
  fallbackCountry: string,
): AddressFormValues {
  const joinLines = (...lines: (string | undefined)[]) => lines.filter((line) => line).join('\n');
  return {
    fullname: joinLines(address?.name, address?.attname),
    address: joinLines(address?.address, address?.address2),
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    country: address?.country ?? fallbackCountry,
  };
}
