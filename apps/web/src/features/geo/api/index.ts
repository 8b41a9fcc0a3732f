import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_COUNTRY } from '@windfamily/contract/messages';
import type { Country, GeoLocation } from '@windfamily/contract/system';
import { api } from '../../../lib/http';

export const geoKeys = {
  countries: ['geo', 'countries'] as const,
  location: ['geo', 'location'] as const,
};

export const countriesQuery = queryOptions({
  queryKey: geoKeys.countries,
  queryFn: () => api.get<Country[]>('/api/countries/'),
  staleTime: Infinity,
});

export const useCountries = () => useQuery(countriesQuery);

const locationQuery = queryOptions({
  queryKey: geoKeys.location,
  queryFn: () => api.get<GeoLocation>('/api/geo_location/'),
  staleTime: Infinity,
});

/** The visitor's country code, `at` until known or when the call fails. */
export function useDetectedCountry(): string {
  const { data } = useQuery(locationQuery);
  return data?.country_code ?? DEFAULT_COUNTRY;
}

/**
 * The visitor's country code as far as it is known now, without waiting for it or following
 * it: a form's first value, which a field that follows the detection then keeps up to date.
 */
export const detectedCountryNow = (queryClient: QueryClient): string =>
  queryClient.getQueryData(locationQuery.queryKey)?.country_code ?? DEFAULT_COUNTRY;
