import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CheckInterval,
  CheckIntervalList,
  CheckIntervalPayload,
  LinePreparedResult,
  OrderLinesToMake,
  PurchaseOrder,
  PurchaseOrderList,
  PurchaseOrderState,
  VariantsToMake,
} from '@windfamily/contract/production';
import { api } from '../../../lib/http';
import { withQuery } from '../../../lib/with-query';
import { unitKeys } from '../units/api';

export const PO_API = '/api/logistics/admin/purchase_orders';
/** The PDF kept when the order went to the factory: a plain link the browser downloads. */
export const purchaseOrderPdfUrl = (id: number) => `${PO_API}/${id}/pdf`;

export interface PurchaseOrderFilters {
  page: number;
  state: PurchaseOrderState | '';
  search: string;
}

export const productionKeys = {
  all: ['production'] as const,
  list: (filters: PurchaseOrderFilters) => [...productionKeys.all, 'list', filters] as const,
  detail: (id: number) => [...productionKeys.all, 'detail', id] as const,
  toMake: (search: string) => [...productionKeys.all, 'to-make', search] as const,
  variants: (search: string) => [...productionKeys.all, 'variants', search] as const,
  intervals: (filters: CheckIntervalFilters) =>
    [...productionKeys.all, 'check-intervals', filters] as const,
};

/** Wing lines of paid orders waiting to be sewn, for the picker (asked once it is opened). */
export const useOrderLinesToMake = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: productionKeys.toMake(search),
    queryFn: () =>
      api.get<OrderLinesToMake>(withQuery('/api/logistics/admin/order_lines_to_make/', { search })),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Wing variants by model and size, for the stock and demo-fleet picker. */
export const useVariantsToMake = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: productionKeys.variants(search),
    queryFn: () =>
      api.get<VariantsToMake>(withQuery('/api/logistics/admin/variants_to_make/', { search })),
    placeholderData: keepPreviousData,
    enabled,
  });

const INTERVALS_API = '/api/logistics/admin/check_intervals';

export interface CheckIntervalFilters {
  page: number;
  search: string;
}

export const useCheckIntervals = ({ page, ...filters }: CheckIntervalFilters) =>
  useQuery({
    queryKey: productionKeys.intervals({ page, ...filters }),
    queryFn: () => api.get<CheckIntervalList>(withQuery(`${INTERVALS_API}/`, filters, page)),
    placeholderData: keepPreviousData,
  });

/** Sets a model's check interval; the list and the units' next checks follow. */
export function useSetCheckInterval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, ...payload }: CheckIntervalPayload & { productId: number }) =>
      api.put<CheckInterval>(`${INTERVALS_API}/${productId}`, payload),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: productionKeys.all });
      await client.invalidateQueries({ queryKey: unitKeys.all });
    },
  });
}

/** Gives a model the default check interval again. */
export function useResetCheckInterval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => api.delete<CheckInterval>(`${INTERVALS_API}/${productId}`),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: productionKeys.all });
      await client.invalidateQueries({ queryKey: unitKeys.all });
    },
  });
}

export function purchaseOrdersQueryString({ page, state, search }: PurchaseOrderFilters) {
  const params = new URLSearchParams({ page: String(page) });
  if (state) params.set('state', state);
  if (search) params.set('search', search);
  return params.toString();
}

export const usePurchaseOrders = (filters: PurchaseOrderFilters) =>
  useQuery(
    queryOptions({
      queryKey: productionKeys.list(filters),
      queryFn: () => api.get<PurchaseOrderList>(`${PO_API}/?${purchaseOrdersQueryString(filters)}`),
      placeholderData: keepPreviousData,
    }),
  );

export const usePurchaseOrder = (id: number) =>
  useQuery({
    queryKey: productionKeys.detail(id),
    queryFn: () => api.get<PurchaseOrder>(`${PO_API}/${id}/`),
  });

export function useCreatePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api.post<PurchaseOrder>(`${PO_API}/`, { note }),
    onSuccess: () => client.invalidateQueries({ queryKey: productionKeys.all }),
  });
}

type Action =
  | { kind: 'from_order_line'; order_item_id: number }
  | { kind: 'stock'; variant_id: number; purpose: 'stock' | 'demo'; amount: number }
  | { kind: 'prepare' }
  | { kind: 'finish' }
  | { kind: 'deactivate' };

/** The actions of one purchase order; each answer refreshes it and the list. */
export function usePurchaseOrderAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action): Promise<unknown> => {
      switch (action.kind) {
        case 'from_order_line':
          return api.post(`${PO_API}/${id}/create_line_from_order_line`, {
            order_item_id: action.order_item_id,
          });
        case 'stock':
          return api.post(`${PO_API}/${id}/create_line`, {
            variant_id: action.variant_id,
            purpose: action.purpose,
            amount: action.amount,
          });
        case 'prepare':
          return api.post(`${PO_API}/${id}/prepare`);
        case 'finish':
          return api.post(`${PO_API}/${id}/finish`, {});
        case 'deactivate':
          return api.post(`${PO_API}/deactivate`, { ids: [id] });
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: productionKeys.all }),
  });
}

/** Marks a line prepared: its unit is made, its secret answered this once. */
export function useLinePrepared(purchaseOrderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) =>
      api.put<LinePreparedResult>(
        `/api/logistics/admin/purchase_order_lines/${lineId}/prepared`,
        {},
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: productionKeys.detail(purchaseOrderId) }),
  });
}
