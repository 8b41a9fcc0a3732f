import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** The visitor's country code, `at` until known or when the call fails. */
export function useDetectedCountry(): string {
  const { data } = useQuery({
    queryKey: geoKeys.location,
    queryFn: () => api.get<GeoLocation>('/api/geo_location/'),
    staleTime: Infinity,
  });
  return data?.country_code ?? DEFAULT_COUNTRY;
}
