import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  OrderStatus,
  PaymentState,
  StaffOrder,
  StaffOrdersResponse,
} from '@windfamily/contract/orders';
import { api, isHttpError } from '../../../lib/http';

/** What the list of orders asks for: a page, a search and two filters ('' for all). */
export interface OrderListFilters {
  page: number;
  search: string;
  status: OrderStatus | '';
  paymentState: PaymentState | '';
}

/** The back office's sales query keys; everything it caches lives under `all`. */
export const salesKeys = {
  all: ['sales'] as const,
  orders: () => [...salesKeys.all, 'orders'] as const,
  orderPage: (filters: OrderListFilters) => [...salesKeys.orders(), 'page', filters] as const,
  order: (saleSequence: string) => [...salesKeys.orders(), 'detail', saleSequence] as const,
};

/** The query string of a page of orders: only what is set. */
export function orderListQueryString({
  page,
  search,
  status,
  paymentState,
}: OrderListFilters): string {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (paymentState) params.set('payment_state', paymentState);
  return params.toString();
}

/** A page of every order, newest first; the previous page stays shown while the next loads. */
export const staffOrdersQuery = (filters: OrderListFilters) =>
  queryOptions({
    queryKey: salesKeys.orderPage(filters),
    queryFn: () =>
      api.get<StaffOrdersResponse>(`/api/store/orders/?${orderListQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });

/** One order with its customer and payments; a 4xx (no such order, no access) is an answer. */
export const staffOrderQuery = (saleSequence: string) =>
  queryOptions({
    queryKey: salesKeys.order(saleSequence),
    queryFn: () => api.get<StaffOrder>(`/api/store/orders/${encodeURIComponent(saleSequence)}/`),
    retry: (failureCount, error) =>
      !(isHttpError(error) && error.statusCode >= 400 && error.statusCode < 500) &&
      failureCount < 3,
  });

export const useStaffOrders = (filters: OrderListFilters) => useQuery(staffOrdersQuery(filters));
export const useStaffOrder = (saleSequence: string) => useQuery(staffOrderQuery(saleSequence));
