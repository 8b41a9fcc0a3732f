import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { InvoiceSummary } from '@windfamily/contract/invoices';
import type {
  OrderCancelPayload,
  OrderChannel,
  OrderCopyResult,
  OrderDetailsPayload,
  OrderEditResult,
  OrderLinesPayload,
  OrderPermissions,
  OrderStatus,
  PaymentState,
  PrivateLink,
  SendOrderMailPayload,
  StaffOrder,
  StaffOrderSort,
  StaffOrdersResponse,
} from '@windfamily/contract/orders';
import type {
  CompleteRefundPayload,
  PaymentResult,
  RecordTransferPayload,
  RefundPayload,
} from '@windfamily/contract/payments';
import { api, isHttpError } from '../../../lib/http';

/** What the list of orders asks for: a page, a search, the filters ('' for all) and a sort. */
export interface OrderListFilters {
  page: number;
  search: string;
  status: OrderStatus | '';
  paymentState: PaymentState | '';
  /** The delivery country's code. */
  country: string;
  /** Placed on or after, on or before: days as `2026-01-31`. */
  dateFrom: string;
  dateTo: string;
  /** With a standing invoice ('true') or without ('false'). */
  hasInvoice: 'true' | 'false' | '';
  channel: OrderChannel | '';
  /** '' is the server's default, newest first. */
  sort: StaffOrderSort | '';
}

/** The back office's sales query keys; everything it caches lives under `all`. */
export const salesKeys = {
  all: ['sales'] as const,
  orders: () => [...salesKeys.all, 'orders'] as const,
  orderPage: (filters: OrderListFilters) => [...salesKeys.orders(), 'page', filters] as const,
  order: (saleSequence: string) => [...salesKeys.orders(), 'detail', saleSequence] as const,
  permissions: (saleSequence: string) =>
    [...salesKeys.orders(), 'permissions', saleSequence] as const,
  privateLink: (saleSequence: string) =>
    [...salesKeys.orders(), 'private-link', saleSequence] as const,
};

/** The filters as the server takes them: only what is set (the export takes no page). */
function filterParams(filters: Omit<OrderListFilters, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => value && params.set(name, value);
  set('search', filters.search);
  set('status', filters.status);
  set('payment_state', filters.paymentState);
  set('country', filters.country);
  set('date_from', filters.dateFrom);
  set('date_to', filters.dateTo);
  set('has_invoice', filters.hasInvoice);
  set('channel', filters.channel);
  set('sort', filters.sort);
  return params;
}

/** The query string of a page of orders: the page, then only what is set. */
export function orderListQueryString({ page, ...filters }: OrderListFilters): string {
  return new URLSearchParams([
    ['page', String(page)],
    ...filterParams(filters).entries(),
  ]).toString();
}

/** The CSV of every order the filters select, in the list's sort. */
export function orderExportUrl({ page: _page, ...filters }: OrderListFilters): string {
  const query = filterParams(filters).toString();
  return `/api/store/orders/export/${query ? `?${query}` : ''}`;
}

const orderPath = (saleSequence: string) => `/api/store/orders/${encodeURIComponent(saleSequence)}`;

/** A 4xx (no such order, no access) is an answer, not a hiccup to try again. */
const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(isHttpError(error) && error.statusCode >= 400 && error.statusCode < 500) && failureCount < 3;

/** A page of every order; the previous page stays shown while the next loads. */
export const staffOrdersQuery = (filters: OrderListFilters) =>
  queryOptions({
    queryKey: salesKeys.orderPage(filters),
    queryFn: () =>
      api.get<StaffOrdersResponse>(`/api/store/orders/?${orderListQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });

/** One order with its customer, payments, invoices, mails and timeline. */
export const staffOrderQuery = (saleSequence: string) =>
  queryOptions({
    queryKey: salesKeys.order(saleSequence),
    queryFn: () => api.get<StaffOrder>(`${orderPath(saleSequence)}/`),
    retry: retryUnlessClientError,
  });

/** What the current user may do with the order now, each action with why not. */
export const orderPermissionsQuery = (saleSequence: string) =>
  queryOptions({
    queryKey: salesKeys.permissions(saleSequence),
    queryFn: () => api.get<OrderPermissions>(`${orderPath(saleSequence)}/permissions`),
    retry: retryUnlessClientError,
  });

/** The customer's order page, whose link opens the order without logging in. */
export const privateLinkQuery = (saleSequence: string) =>
  queryOptions({
    queryKey: salesKeys.privateLink(saleSequence),
    queryFn: () => api.get<PrivateLink>(`${orderPath(saleSequence)}/private_link/`),
    staleTime: Infinity,
  });

export const useStaffOrders = (filters: OrderListFilters) => useQuery(staffOrdersQuery(filters));
export const useStaffOrder = (saleSequence: string) => useQuery(staffOrderQuery(saleSequence));
export const useOrderPermissions = (saleSequence: string) =>
  useQuery(orderPermissionsQuery(saleSequence));
export const usePrivateLink = (saleSequence: string) => useQuery(privateLinkQuery(saleSequence));

// ---------------------------------------------------------------------------
// Writes. Each shows its answer at once where it has the order, and marks the lists, the
// order and what may be done with it stale.
// ---------------------------------------------------------------------------

/** After a change of an order: the order (and the list, its permissions) are read again. */
const refreshOrders = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: salesKeys.orders() });

/** An edit of the details or the lines; `preview` answers the changed order without saving. */
function useOrderEdit<P>(saleSequence: string, part: 'details' | 'lines') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, preview }: { payload: P; preview: boolean }) =>
      api.put<OrderEditResult>(
        `${orderPath(saleSequence)}/${part}/${preview ? '?preview=true' : ''}`,
        payload,
      ),
    onSuccess: async (result) => {
      if (result.change.preview) return;
      queryClient.setQueryData(salesKeys.order(saleSequence), result.order);
      await refreshOrders(queryClient);
    },
  });
}

export const useEditOrderDetails = (saleSequence: string) =>
  useOrderEdit<OrderDetailsPayload>(saleSequence, 'details');

export const useEditOrderLines = (saleSequence: string) =>
  useOrderEdit<OrderLinesPayload>(saleSequence, 'lines');

/** A write on the order that answers something else than the order: it is read again. */
function useOrderWrite<P, R>(write: (payload: P) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => refreshOrders(queryClient),
  });
}

export const useCreateInvoice = (saleSequence: string) =>
  useOrderWrite(() => api.post<InvoiceSummary>(`${orderPath(saleSequence)}/create_invoice`));

export const useSendOrderMail = (saleSequence: string) =>
  useOrderWrite((payload: SendOrderMailPayload) =>
    api.post<{ detail: string }>(`${orderPath(saleSequence)}/send_mail`, payload),
  );

export const useRecordTransfer = () =>
  useOrderWrite((payload: RecordTransferPayload) =>
    api.post<PaymentResult>('/api/accounting/payments/', payload),
  );

export const useRefundOrder = (saleSequence: string) =>
  useOrderWrite((payload: RefundPayload) =>
    api.post<PaymentResult>(`${orderPath(saleSequence)}/refund/`, payload),
  );

/** A pending refund by bank transfer was sent. */
export const useCompleteRefund = () =>
  useOrderWrite(({ id, ...payload }: CompleteRefundPayload & { id: number }) =>
    api.post<PaymentResult>(`/api/accounting/payments/${id}/complete/`, payload),
  );

export function useCancelOrder(saleSequence: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OrderCancelPayload) =>
      api.post<StaffOrder>(`${orderPath(saleSequence)}/cancel/`, payload),
    onSuccess: async (order) => {
      queryClient.setQueryData(salesKeys.order(saleSequence), order);
      await refreshOrders(queryClient);
    },
  });
}

/** A new order for the same customer with the same lines at today's prices. */
export function useCopyOrder(saleSequence: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OrderCopyResult>(`${orderPath(saleSequence)}/copy/`),
    onSuccess: async ({ order }) => {
      queryClient.setQueryData(salesKeys.order(order.sale_sequence), order);
      await refreshOrders(queryClient);
    },
  });
}
