import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Unit, UnitList, UnitState } from '@windfamily/contract/production';
import { api } from '../../../lib/http';

const UNITS_API = '/api/logistics/admin/product_variant_instances';

/**
 * A unit's label (a plain link the browser opens). With the secret shown when it was made it
 * carries that; without, printing issues a new secret and the old label stops working.
 */
export const unitLabelUrl = (id: number, secret?: string) =>
  `${UNITS_API}/${id}/label${secret ? `?secret=${encodeURIComponent(secret)}` : ''}`;

export interface UnitFilters {
  page: number;
  search: string;
  state: UnitState | '';
}

export const unitKeys = {
  all: ['units'] as const,
  list: (filters: UnitFilters) => [...unitKeys.all, 'list', filters] as const,
  detail: (id: number) => [...unitKeys.all, 'detail', id] as const,
};

export function unitsQueryString({ page, search, state }: UnitFilters) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (state) params.set('state', state);
  return params.toString();
}

export const useUnits = (filters: UnitFilters) =>
  useQuery(
    queryOptions({
      queryKey: unitKeys.list(filters),
      queryFn: () => api.get<UnitList>(`${UNITS_API}/?${unitsQueryString(filters)}`),
      placeholderData: keepPreviousData,
    }),
  );

export const useUnit = (id: number) =>
  useQuery({
    queryKey: unitKeys.detail(id),
    queryFn: () => api.get<Unit>(`${UNITS_API}/${id}/`),
  });
