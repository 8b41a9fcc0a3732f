import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DemoSaleRule,
  Fleet,
  Rental,
  RentalDetail,
  RentalList,
  RentalOrderResult,
  RentalRequest,
  RentalRequestList,
  RentalRequestState,
  RentalSaleQuote,
  RentalState,
} from '@windfamily/contract/rentals';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { withQuery } from '../../../lib/with-query';
import { usePermissions } from '../../accounts';
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
  rental: (id: number) => [...demoFleetKeys.all, 'rental', id] as const,
  saleQuote: (id: number, hours: number) =>
    [...demoFleetKeys.all, 'sale-quote', id, hours] as const,
  saleRule: () => [...demoFleetKeys.all, 'sale-rule'] as const,
  rates: (rentalId: number) => [...demoFleetKeys.all, 'shipment-rates', rentalId] as const,
};

/** The fleet over a period: its units with their rentals (the calendar). */
export const useFleet = (from: string, to: string) =>
  useQuery({
    queryKey: demoFleetKeys.fleet(from, to),
    queryFn: () => api.get<Fleet>(withQuery(`${RENTALS_API}fleet/`, { from, to })),
    placeholderData: keepPreviousData,
  });

export const useRentals = (page: number, state: RentalState | '') =>
  useQuery({
    queryKey: demoFleetKeys.rentals(page, state),
    queryFn: () => api.get<RentalList>(withQuery(RENTALS_API, { state }, page)),
    placeholderData: keepPreviousData,
  });

export const useRentalRequests = (page: number, state: RentalRequestState | '') =>
  useQuery({
    queryKey: demoFleetKeys.requests(page, state),
    queryFn: () => api.get<RentalRequestList>(withQuery(REQUESTS_ADMIN_API, { state }, page)),
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

/** One rental with its history. */
export const useRental = (id: number) =>
  useQuery({
    queryKey: demoFleetKeys.rental(id),
    queryFn: () => api.get<RentalDetail>(`${RENTALS_API}${id}/`),
  });

/** Changes a rental's pilot, period or note (`PUT {id}/`); the fleet's screens refresh after. */
export function useUpdateRental(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => api.put<Rental>(`${RENTALS_API}${id}/`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoFleetKeys.all }),
  });
}

/** The price selling the wing would give, the rental's `hours` flown counted (only while it is out). */
export const useSaleQuote = (id: number, hours: number, enabled: boolean) =>
  useQuery({
    queryKey: demoFleetKeys.saleQuote(id, hours),
    queryFn: () =>
      api.get<RentalSaleQuote>(
        withQuery(`${RENTALS_API}${id}/sale_quote/`, { hours_flown: String(hours) }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });

/** The fee's order, or the sale of the wing; the rental and the orders read again after. */
export function useRentalOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) =>
      api.post<RentalOrderResult>(`${RENTALS_API}${id}/create_order/`, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: demoFleetKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['sales'] }),
      ]);
    },
  });
}

const SALE_RULE_API = `${RENTALS_API}sale_rule/`;

export const useSaleRule = () =>
  useQuery({
    queryKey: demoFleetKeys.saleRule(),
    queryFn: () => api.get<DemoSaleRule>(SALE_RULE_API),
  });

export function useSetSaleRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: DemoSaleRule) => api.put<DemoSaleRule>(SALE_RULE_API, rule),
    onSuccess: (rule) => queryClient.setQueryData(demoFleetKeys.saleRule(), rule),
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoFleetKeys.all }),
  });
}

/** Whether the user makes the fleet's orders and its sale rule (sales); the server checks it too. */
export function useMaySell(): boolean {
  const granted = usePermissions(true);
  return granted.data?.permissions.includes(PERMISSIONS.sales) ?? false;
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
