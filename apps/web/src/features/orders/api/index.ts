import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { orderApiPaths } from '@windfamily/contract/api-paths';
import type { MyOrdersResponse, PublicOrder } from '@windfamily/contract/orders';
import { api } from '../../../lib/http';
import { preloadedData } from '../../../lib/preloaded';

export const orderKeys = {
  all: ['orders'] as const,
  order: (key: string) => [...orderKeys.all, 'order', key] as const,
  mine: (page: number) => [...orderKeys.all, 'mine', page] as const,
};

/** How often an order whose card payment is under way is asked for again. */
export const PROCESSING_POLL_MS = 2000;

/** The key of an order page's path: `/store/orders/2026-0042-<secret>` gives `2026-0042-<secret>`. */
export const orderKeyOf = (link: string): string => link.split('/').filter(Boolean).pop() ?? '';

/**
 * An order by its key. A 404 (wrong or unknown key) and a 429 (too many wrong keys) are
 * answers, not glitches: like every 4xx, never retried (app/query-client.ts), which matters
 * here since each miss counts against the visitor.
 */
export const orderQuery = (key: string) =>
  queryOptions({
    queryKey: orderKeys.order(key),
    queryFn: () => api.get<PublicOrder>(orderApiPaths.publicOrder(key)),
    ...preloadedData<PublicOrder>(orderApiPaths.publicOrder(key)),
    // A card payment under way: the page asks again until the payment service's word is in.
    refetchInterval: (query) =>
      query.state.data?.payment_state === 'processing' ? PROCESSING_POLL_MS : false,
  });

export const useOrder = (key: string, enabled = true) => useQuery({ ...orderQuery(key), enabled });

/** Puts an order the server just answered (e.g. the checkout's) in the cache of its page. */
export function seedOrder(queryClient: QueryClient, order: PublicOrder): void {
  queryClient.setQueryData(orderKeys.order(orderKeyOf(order.link)), order);
}

/** A page of the logged-in account's orders, newest first; the previous page stays while the next loads. */
export const useMyOrders = (page: number) =>
  useQuery({
    queryKey: orderKeys.mine(page),
    queryFn: () => api.get<MyOrdersResponse>(`/api/store/orders_public/?page=${page}`),
    placeholderData: keepPreviousData,
  });

export interface FeedbackInput {
  rating: number;
  text: string;
}

/** Feedback on a shipped order, once; the order's secret proves it is the customer's. */
export function useGiveFeedback(order: PublicOrder) {
  const queryClient = useQueryClient();
  const key = orderKeyOf(order.link);
  const secret = key.slice(-32);
  return useMutation({
    mutationFn: ({ rating, text }: FeedbackInput) =>
      api.post<PublicOrder>(
        `/api/store/order_feedback/${encodeURIComponent(order.sale_sequence)}`,
        { secret, rating, text },
      ),
    onSuccess: (updated) => queryClient.setQueryData(orderKeys.order(key), updated),
  });
}
