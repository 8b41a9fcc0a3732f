import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  resellerApiPaths,
  type ResellerCatalog,
  type ResellerOrderPayload,
  type ResellerOrderResult,
  type ResellerOrders,
} from '@windfamily/contract/reseller';
import { api } from '../../../lib/http';

/** The reseller area's query keys; everything it caches lives under `all`. */
export const resellerKeys = {
  all: ['reseller'] as const,
  catalog: () => [...resellerKeys.all, 'catalog'] as const,
  orders: () => [...resellerKeys.all, 'orders'] as const,
  orderPage: (page: number) => [...resellerKeys.orders(), page] as const,
  preview: (payload: ResellerOrderPayload | null) =>
    [...resellerKeys.all, 'preview', payload] as const,
};

/** What the reseller may order: products and variants at the shop's net price and theirs. */
export const resellerCatalogQuery = queryOptions({
  queryKey: resellerKeys.catalog(),
  queryFn: () => api.get<ResellerCatalog>(resellerApiPaths.catalog),
  staleTime: 60_000,
});

export const useResellerCatalog = () => useQuery(resellerCatalogQuery);

/** A page of the reseller's orders, newest first; the previous page stays while the next loads. */
export const resellerOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: resellerKeys.orderPage(page),
    queryFn: () => api.get<ResellerOrders>(`${resellerApiPaths.orders}?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useResellerOrders = (page: number) => useQuery(resellerOrdersQuery(page));

/**
 * The order as it would be placed (totals, VAT rate, reverse charge), without placing it:
 * asked again whenever the order's complete form changes. Nothing is saved, so it is a read.
 */
export const useOrderPreview = (payload: ResellerOrderPayload | null) =>
  useQuery({
    queryKey: resellerKeys.preview(payload),
    queryFn: () =>
      api.post<ResellerOrderResult>(`${resellerApiPaths.orders}?preview=true`, payload),
    enabled: payload !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

/**
 * Places the order. The list of orders and the stock the catalogue shows change with it: the
 * list is fetched again before the call resolves, so it shows the new order at once.
 */
export function usePlaceResellerOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ResellerOrderPayload) =>
      api.post<ResellerOrderResult>(resellerApiPaths.orders, payload),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resellerKeys.orders(), refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: resellerKeys.catalog() }),
      ]);
    },
  });
}
