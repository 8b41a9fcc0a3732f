import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Customer,
  CustomerErasePayload,
  CustomerErasure,
  CustomerExport,
  CustomerPayload,
  CustomerSort,
  CustomersResponse,
  Reseller,
  ResellerPayload,
  ResellersResponse,
} from '@windfamily/contract/customers';
import type { Permission } from '@windfamily/contract/permissions';
import type {
  StaffList,
  StaffMember,
  StaffRoleDefinitions,
  StaffRolesPayload,
} from '@windfamily/contract/staff';
import { api, isHttpError } from '../../../lib/http';
import { usePermissions } from '../../accounts';

/** What the list of customers asks for; '' leaves a filter out. */
export interface CustomerListFilters {
  page: number;
  search: string;
  /** A country's lower-case code. */
  country: string;
  /** Resellers only ('true'), everyone but resellers ('false'). */
  reseller: '' | 'true' | 'false';
  /** With orders ('true'), without any ('false'). */
  hasOrders: '' | 'true' | 'false';
  sort: CustomerSort;
}

/** The customers feature's query keys; everything it caches lives under `all`. */
export const customerKeys = {
  all: ['customers'] as const,
  customers: () => [...customerKeys.all, 'customers'] as const,
  customerPage: (filters: CustomerListFilters) =>
    [...customerKeys.customers(), 'page', filters] as const,
  customer: (id: number) => [...customerKeys.customers(), 'detail', id] as const,
  resellers: () => [...customerKeys.all, 'resellers'] as const,
  resellerPage: (search: string, page: number) =>
    [...customerKeys.resellers(), 'page', search, page] as const,
  reseller: (id: number) => [...customerKeys.resellers(), 'detail', id] as const,
  staff: () => [...customerKeys.all, 'staff'] as const,
  staffMembers: () => [...customerKeys.staff(), 'members'] as const,
  staffRoles: () => [...customerKeys.staff(), 'roles'] as const,
};

/** The query string of a page of customers: only what is set. */
export function customerListQueryString(filters: CustomerListFilters): string {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search) params.set('search', filters.search);
  if (filters.country) params.set('country', filters.country);
  if (filters.reseller) params.set('reseller', filters.reseller);
  if (filters.hasOrders) params.set('has_orders', filters.hasOrders);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params.toString();
}

/** A 4xx (no such account, no access) is an answer: not tried again. */
const noRetryOnAnswer = (failureCount: number, error: Error) =>
  !(isHttpError(error) && error.statusCode >= 400 && error.statusCode < 500) && failureCount < 3;

// ---------------------------------------------------------------------------
// Queries.
// ---------------------------------------------------------------------------

/** A page of accounts; the previous page stays shown while the next loads. */
export const customersQuery = (filters: CustomerListFilters) =>
  queryOptions({
    queryKey: customerKeys.customerPage(filters),
    queryFn: () =>
      api.get<CustomersResponse>(`/api/store/customers/?${customerListQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.customer(id),
    queryFn: () => api.get<Customer>(`/api/store/customers/${id}/`),
    retry: noRetryOnAnswer,
  });

export const resellersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.resellerPage(search, page),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (search) params.set('search', search);
      return api.get<ResellersResponse>(`/api/store/resellers/?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const resellerQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.reseller(id),
    queryFn: () => api.get<Reseller>(`/api/store/resellers/${id}/`),
    retry: noRetryOnAnswer,
  });

export const staffMembersQuery = queryOptions({
  queryKey: customerKeys.staffMembers(),
  queryFn: () => api.get<StaffList>('/api/staff/'),
  select: (data) => data.members,
});

export const staffRolesQuery = queryOptions({
  queryKey: customerKeys.staffRoles(),
  queryFn: () => api.get<StaffRoleDefinitions>('/api/staff/roles/'),
  select: (data) => data.roles,
  staleTime: Infinity,
});

export const useCustomers = (filters: CustomerListFilters, enabled = true) =>
  useQuery({ ...customersQuery(filters), enabled });
export const useCustomer = (id: number) => useQuery(customerQuery(id));
export const useResellers = (search: string, page: number) =>
  useQuery(resellersQuery(search, page));
export const useReseller = (id: number) => useQuery(resellerQuery(id));
export const useStaffMembers = () => useQuery(staffMembersQuery);
export const useStaffRoles = () => useQuery(staffRolesQuery);

/**
 * What the signed-in member of staff may do (`GET /api/permissions/`): the screens show their
 * buttons from it; the server checks the same. Undefined while the answer is on its way (a
 * failed call grants nothing).
 */
export function useGranted(): ((permission: Permission) => boolean) | undefined {
  const { data, isPending } = usePermissions(true);
  if (isPending) return undefined;
  const granted = data?.permissions ?? [];
  return (permission) => granted.includes(permission);
}

// ---------------------------------------------------------------------------
// Mutations: each puts the answer in place and marks every list and page stale.
// ---------------------------------------------------------------------------

export function useUpdateCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CustomerPayload) =>
      api.put<Customer>(`/api/store/customers/${id}/`, payload),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.customer(id), customer);
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}

export function useUpdateReseller(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ResellerPayload) =>
      api.put<Reseller>(`/api/store/resellers/${id}/`, payload),
    // The answer is the reseller's page as it is now (even when it is no reseller any more:
    // its page then moves to the customer's, and is asked for again when opened).
    onSuccess: async (reseller) => {
      const own = customerKeys.reseller(id);
      queryClient.setQueryData(own, reseller);
      await queryClient.invalidateQueries({
        queryKey: customerKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(own),
      });
    },
  });
}

/** The account's data (GDPR art. 15 and 20), fetched to be saved as a file. */
export const useExportCustomer = (id: number) =>
  useMutation({
    mutationFn: () => api.get<CustomerExport>(`/api/store/customers/${id}/export/`),
  });

export function useEraseCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CustomerErasePayload) =>
      api.post<CustomerErasure>(`/api/store/customers/${id}/erase/`, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useSetStaffRoles(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StaffRolesPayload) =>
      api.put<StaffMember>(`/api/staff/${id}/roles/`, payload),
    // The member's row, and the accounts' staff marks in the customers' lists and pages.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.staffMembers() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.customers() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.resellers() }),
      ]),
  });
}
