import type { PublicOrder } from '@windfamily/contract/orders';
import { useCountries } from '../../geo/api';

/**
 * An order's address as it is written on a parcel, after the name: c/o, street lines, zip code
 * and city, state, and the country by name.
 */
export function useAddressLines(address: PublicOrder['address']): string[] {
  const { data: countries } = useCountries();
  const country =
    countries?.find((entry) => entry.code === address.country)?.name ??
    address.country.toUpperCase();
  return [
    address.attname,
    address.address,
    address.address2,
    [address.zipcode, address.city].filter(Boolean).join(' '),
    address.state,
    country,
  ].filter(Boolean);
}
