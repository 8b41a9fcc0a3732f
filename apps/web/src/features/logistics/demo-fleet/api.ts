import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Fleet,
  Rental,
  RentalList,
  RentalRequest,
  RentalRequestList,
  RentalRequestState,
  RentalState,
} from '@windfamily/contract/rentals';
import { api } from '../../../lib/http';

export const RENTALS_API = '/api/accounting/demorentals/';
export const REQUESTS_ADMIN_API = '/api/accounting/demorental_requests/';

export const demoFleetKeys = {
  all: ['demo-fleet'] as const,
  fleet: (from: string, to: string) => [...demoFleetKeys.all, 'fleet', from, to] as const,
  rentals: (page: number, state: string) => [...demoFleetKeys.all, 'rentals', page, state] as const,
  requests: (page: number, state: string) =>
    [...demoFleetKeys.all, 'requests', page, state] as const,
};

const queryString = (values: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** The fleet over a period: its units with their rentals (the calendar). */
export const useFleet = (from: string, to: string) =>
  useQuery({
    queryKey: demoFleetKeys.fleet(from, to),
    queryFn: () => api.get<Fleet>(`${RENTALS_API}fleet/?${queryString({ from, to })}`),
    placeholderData: keepPreviousData,
  });

export const useRentals = (page: number, state: RentalState | '') =>
  useQuery({
    queryKey: demoFleetKeys.rentals(page, state),
    queryFn: () => api.get<RentalList>(`${RENTALS_API}?${queryString({ page, state })}`),
    placeholderData: keepPreviousData,
  });

export const useRentalRequests = (page: number, state: RentalRequestState | '') =>
  useQuery({
    queryKey: demoFleetKeys.requests(page, state),
    queryFn: () =>
      api.get<RentalRequestList>(`${REQUESTS_ADMIN_API}?${queryString({ page, state })}`),
    placeholderData: keepPreviousData,
  });

/** A rental's action (`cancel/`, `create_shipment/`, `return/`); the fleet's lists refresh after. */
export function useRentalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body = {} }: { id: number; action: string; body?: object }) =>
      api.post<Rental>(`${RENTALS_API}${id}/${action}/`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoFleetKeys.all }),
  });
}

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<RentalRequest>(`${REQUESTS_ADMIN_API}${id}/decline/`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoFleetKeys.all }),
  });
}
