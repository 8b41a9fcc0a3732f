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
import {
  IDEMPOTENCY_HEADER,
  type RentalShipmentPayload,
  shipmentApiPaths,
  type Shipment,
  type ShipmentRates,
} from '@windfamily/contract/shipments';
import { api, apiFetch } from '../../../lib/http';
import { shipmentKeys } from '../shipments/api';

export const RENTALS_API = '/api/accounting/demorentals/';
export const REQUESTS_ADMIN_API = '/api/accounting/demorental_requests/';

export const demoFleetKeys = {
  all: ['demo-fleet'] as const,
  fleet: (from: string, to: string) => [...demoFleetKeys.all, 'fleet', from, to] as const,
  rentals: (page: number, state: string) => [...demoFleetKeys.all, 'rentals', page, state] as const,
  requests: (page: number, state: string) =>
    [...demoFleetKeys.all, 'requests', page, state] as const,
  rates: (rentalId: number) => [...demoFleetKeys.all, 'shipment-rates', rentalId] as const,
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

/** A rental's action (`cancel/`, `return/`); the fleet's lists refresh after. */
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

/** The carrier's services and prices for the parcel of a rental's wing. */
export const useRentalShipmentRates = (rentalId: number) =>
  useQuery({
    queryKey: demoFleetKeys.rates(rentalId),
    queryFn: () => api.get<ShipmentRates>(shipmentApiPaths.ratesForRental(rentalId)),
    staleTime: 60_000,
  });

/** The fleet's and the shipments' screens read again after a parcel changed. */
function useParcelRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: demoFleetKeys.all }),
      queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
    ]);
}

/**
 * Books the parcel of a rental's wing. The dialog's key goes with every try, so that a retry
 * after a lost answer finds the parcel booked instead of booking a second label.
 */
export function useBookRentalShipment(rentalId: number, key: string) {
  const refresh = useParcelRefresh();
  return useMutation({
    mutationFn: (payload: RentalShipmentPayload) =>
      apiFetch<Shipment>('POST', shipmentApiPaths.createForRental(rentalId), payload, {
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSettled: refresh,
  });
}

/** The parcel is handed over to the courier: the rental goes out. */
export function useHandOverRentalShipment() {
  const refresh = useParcelRefresh();
  return useMutation({
    mutationFn: (shipmentId: number) => api.post<Shipment>(shipmentApiPaths.ship(shipmentId)),
    onSettled: refresh,
  });
}
