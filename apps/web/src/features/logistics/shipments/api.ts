import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  shipmentApiPaths,
  type Shipment,
  type ShipmentCreatePayload,
  type ShipmentList,
  type ShipmentRates,
  type ShipmentService,
  type ShipmentState,
} from '@windfamily/contract/shipments';
import { api, apiFetch, isHttpError } from '../../../lib/http';

/** What the list of shipments asks for: a page and the filters ('' for all). */
export interface ShipmentListFilters {
  page: number;
  state: ShipmentState | '';
  /** An order's number. */
  order: string;
  carrier: string;
}

/** The shipments' query keys; everything they cache lives under `all`. */
export const shipmentKeys = {
  all: ['shipments'] as const,
  page: (filters: ShipmentListFilters) => [...shipmentKeys.all, 'page', filters] as const,
  one: (id: number) => [...shipmentKeys.all, 'one', id] as const,
  rates: (saleSequence: string, weightGrams: number) =>
    [...shipmentKeys.all, 'rates', saleSequence, weightGrams] as const,
};

/** The query string of a page: the page, then only what is set. */
export function shipmentListQueryString({ page, ...filters }: ShipmentListFilters): string {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params.toString();
}

const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(isHttpError(error) && error.statusCode >= 400 && error.statusCode < 500) && failureCount < 3;

export const useShipments = (filters: ShipmentListFilters) =>
  useQuery({
    queryKey: shipmentKeys.page(filters),
    queryFn: () =>
      api.get<ShipmentList>(`${shipmentApiPaths.list}?${shipmentListQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });

export const shipmentQuery = (id: number) =>
  queryOptions({
    queryKey: shipmentKeys.one(id),
    queryFn: () => api.get<Shipment>(shipmentApiPaths.one(id)),
    retry: retryUnlessClientError,
  });

export const useShipment = (id: number) => useQuery(shipmentQuery(id));

/** The carrier's services and prices for an order's parcel of `weightGrams`. */
export const useShipmentRates = (saleSequence: string, weightGrams: number, enabled: boolean) =>
  useQuery({
    queryKey: shipmentKeys.rates(saleSequence, weightGrams),
    queryFn: () =>
      api.get<ShipmentRates>(
        `${shipmentApiPaths.rates(saleSequence)}?weight_grams=${String(weightGrams)}`,
      ),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Hand-over or cancellation: the answer is shown at once, the lists and orders read again. */
export function useShipmentAction(id: number, action: 'ship' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Shipment>(shipmentApiPaths[action](id)),
    onSuccess: async (shipment) => {
      queryClient.setQueryData(shipmentKeys.one(id), shipment);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['sales'] }),
      ]);
    },
  });
}

/**
 * Books a shipment of an order. The dialog's key goes with every try of it, so that a retry
 * after a lost answer finds the shipment booked instead of booking a second label.
 */
export function useCreateShipment(saleSequence: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      service,
      payload,
    }: {
      service: ShipmentService;
      payload: ShipmentCreatePayload;
    }) =>
      apiFetch<Shipment>('POST', shipmentApiPaths.create(saleSequence, service), payload, {
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['sales'] }),
      ]);
    },
  });
}
