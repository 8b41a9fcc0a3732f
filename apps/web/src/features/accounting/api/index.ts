import {
  hashKey,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { AuditList } from '@windfamily/contract/audit';
import type { InvoiceList } from '@windfamily/contract/invoices';
import type { StaffOrder } from '@windfamily/contract/orders';
import type {
  BankStatement,
  BankStatementList,
  BookStatementPayload,
  CompleteRefundPayload,
  PaymentList,
  PaymentResult,
  RecordTransferPayload,
} from '@windfamily/contract/payments';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { SalesStatistics } from '@windfamily/contract/statistics';
import { api } from '../../../lib/http';
import { usePermissions } from '../../accounts';
import { STATEMENTS_PATH, uploadStatement } from './upload-statement';
import { type ListFilters, withQuery } from '../../../lib/with-query';

/** A list's filters as the address keeps them: each set one by its query name. */
export type { ListFilters };

/** The back office's accounting query keys; everything it caches lives under `all`. */
export const accountingKeys = {
  all: ['accounting'] as const,
  invoicePage: (page: number, filters: ListFilters) =>
    [...accountingKeys.all, 'invoices', page, filters] as const,
  paymentPage: (page: number, filters: ListFilters) =>
    [...accountingKeys.all, 'payments', page, filters] as const,
  statements: () => [...accountingKeys.all, 'statements'] as const,
  statementPage: (page: number) => [...accountingKeys.statements(), 'page', page] as const,
  statement: (id: number) => [...accountingKeys.statements(), 'detail', id] as const,
  auditPage: (page: number, filters: ListFilters) =>
    [...accountingKeys.all, 'audit', page, filters] as const,
  order: (saleSequence: string) => [...accountingKeys.all, 'order', saleSequence] as const,
  statistics: (filters: ListFilters) => [...accountingKeys.all, 'statistics', filters] as const,
};

export const ACCOUNTING_API = {
  invoices: '/api/accounting/invoices/',
  invoicesCsv: '/api/accounting/invoices/export/',
  payments: '/api/accounting/payments/',
  paymentsCsv: '/api/accounting/payments/export/',
  completeRefund: (id: number) => `/api/accounting/payments/${id}/complete/`,
  sendRefund: (id: number) => `/api/accounting/payments/${id}/send/`,
  statements: STATEMENTS_PATH,
  statement: (id: number) => `${STATEMENTS_PATH}${id}/`,
  book: (id: number) => `${STATEMENTS_PATH}${id}/book/`,
  audit: '/api/audit/',
  statistics: '/api/accounting/statistics/',
  order: (saleSequence: string) => `/api/store/orders/${encodeURIComponent(saleSequence)}/`,
};

export { withQuery };

// ---------------------------------------------------------------------------
// Queries: each list a page at a time, the previous page shown while the next loads.
// ---------------------------------------------------------------------------

export const invoicesQuery = (page: number, filters: ListFilters) =>
  queryOptions({
    queryKey: accountingKeys.invoicePage(page, filters),
    queryFn: () => api.get<InvoiceList>(withQuery(ACCOUNTING_API.invoices, filters, page)),
    placeholderData: keepPreviousData,
  });

export const paymentsQuery = (page: number, filters: ListFilters) =>
  queryOptions({
    queryKey: accountingKeys.paymentPage(page, filters),
    queryFn: () => api.get<PaymentList>(withQuery(ACCOUNTING_API.payments, filters, page)),
    placeholderData: keepPreviousData,
  });

export const statementsQuery = (page: number) =>
  queryOptions({
    queryKey: accountingKeys.statementPage(page),
    queryFn: () => api.get<BankStatementList>(withQuery(ACCOUNTING_API.statements, {}, page)),
    placeholderData: keepPreviousData,
  });

export const statementQuery = (id: number) =>
  queryOptions({
    queryKey: accountingKeys.statement(id),
    queryFn: () => api.get<BankStatement>(ACCOUNTING_API.statement(id)),
  });

export const auditQuery = (page: number, filters: ListFilters) =>
  queryOptions({
    queryKey: accountingKeys.auditPage(page, filters),
    queryFn: () => api.get<AuditList>(withQuery(ACCOUNTING_API.audit, filters, page)),
    placeholderData: keepPreviousData,
  });

/** An order named by its number, to check a number typed for a statement line. */
export const orderLookupQuery = (saleSequence: string) =>
  queryOptions({
    queryKey: accountingKeys.order(saleSequence),
    queryFn: () => api.get<StaffOrder>(ACCOUNTING_API.order(saleSequence)),
    staleTime: 30_000,
  });

/** The sales statistics of a period (`from`, `to`, `group`, `compare`); the last shown while the next loads. */
export const statisticsQuery = (filters: ListFilters) =>
  queryOptions({
    queryKey: accountingKeys.statistics(filters),
    queryFn: () => api.get<SalesStatistics>(withQuery(ACCOUNTING_API.statistics, filters)),
    placeholderData: keepPreviousData,
  });

export const useStatistics = (filters: ListFilters) => useQuery(statisticsQuery(filters));

export const useInvoices = (page: number, filters: ListFilters) =>
  useQuery(invoicesQuery(page, filters));
export const usePayments = (page: number, filters: ListFilters) =>
  useQuery(paymentsQuery(page, filters));
export const useStatements = (page: number) => useQuery(statementsQuery(page));
export const useStatement = (id: number, enabled = true) =>
  useQuery({ ...statementQuery(id), enabled });
export const useAuditLog = (page: number, filters: ListFilters) =>
  useQuery(auditQuery(page, filters));
export const useOrderLookup = (saleSequence: string, enabled: boolean) =>
  useQuery({ ...orderLookupQuery(saleSequence), enabled });

/** Whether the user may record, book and refund money (the server checks it too). */
export function useMayManagePayments(): boolean {
  const { data } = usePermissions(true);
  return data?.permissions.includes(PERMISSIONS.payments) ?? false;
}

// ---------------------------------------------------------------------------
// Writes. Money moved changes the ledger, the statements and the audit log alike: each
// write makes every accounting list stale.
// ---------------------------------------------------------------------------

function useInvalidateAccounting() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountingKeys.all });
}

/** Every accounting answer is stale but `fresh`, which the write answered itself. */
const invalidateAllBut = (queryClient: QueryClient, fresh: QueryKey) =>
  queryClient.invalidateQueries({
    queryKey: accountingKeys.all,
    predicate: (query) => query.queryHash !== hashKey(fresh),
  });

export function useRecordTransfer() {
  const invalidate = useInvalidateAccounting();
  return useMutation({
    mutationFn: (payload: RecordTransferPayload) =>
      api.post<PaymentResult>(ACCOUNTING_API.payments, payload),
    onSuccess: invalidate,
  });
}

export function useCompleteRefund() {
  const invalidate = useInvalidateAccounting();
  return useMutation({
    mutationFn: ({ id, ...payload }: CompleteRefundPayload & { id: number }) =>
      api.post<PaymentResult>(ACCOUNTING_API.completeRefund(id), payload),
    onSuccess: invalidate,
  });
}

export function useSendRefund() {
  const invalidate = useInvalidateAccounting();
  return useMutation({
    mutationFn: (id: number) => api.post<PaymentResult>(ACCOUNTING_API.sendRefund(id)),
    onSuccess: invalidate,
  });
}

/** Uploads a statement; `onProgress` hears how much of the file is sent (0 to 1). */
export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadStatement(file, onProgress),
    onSuccess: async ({ statement }) => {
      const key = accountingKeys.statement(statement.id);
      queryClient.setQueryData(key, statement);
      await invalidateAllBut(queryClient, key);
    },
  });
}

export function useBookStatement(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BookStatementPayload) =>
      api.post<BankStatement>(ACCOUNTING_API.book(id), payload),
    onSuccess: async (statement) => {
      const key = accountingKeys.statement(id);
      queryClient.setQueryData(key, statement);
      await invalidateAllBut(queryClient, key);
    },
  });
}
