import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  LocationTree,
  MoveCreatePayload,
  MoveList,
  Reservation,
  ReservationList,
  StockCheck,
  StockCheckCreatePayload,
  StockCheckList,
  StockMove,
  VariantLevels,
  VariantLevelsList,
} from '@windfamily/contract/logistics';
import { api } from '../../../lib/http';
import { type ListFilters, withQuery } from '../../../lib/with-query';

/** A list's filters as the address keeps them: each set one by its query name. */
export type { ListFilters };

/** The Stock screens' query keys; everything they cache lives under `all`. */
export const stockKeys = {
  all: ['logistics', 'stock'] as const,
  locations: () => [...stockKeys.all, 'locations'] as const,
  levels: (page: number, filters: ListFilters) =>
    [...stockKeys.all, 'levels', page, filters] as const,
  moves: (page: number, filters: ListFilters) =>
    [...stockKeys.all, 'moves', page, filters] as const,
  reservations: (page: number, filters: ListFilters) =>
    [...stockKeys.all, 'reservations', page, filters] as const,
  checks: (page: number, filters: ListFilters) =>
    [...stockKeys.all, 'checks', page, filters] as const,
  check: (id: number) => [...stockKeys.all, 'check', id] as const,
};

export const STOCK_API = {
  locations: '/api/logistics/locations/',
  levels: '/api/logistics/levels/',
  minimum: (variantId: number) => `/api/logistics/levels/${variantId}/minimum/`,
  moves: '/api/logistics/moves/',
  move: (id: number, action: MoveAction) => `/api/logistics/moves/${id}/${action}/`,
  reservations: '/api/logistics/reservations/',
  cancelReservation: (id: number) => `/api/logistics/reservations/${id}/cancel`,
  checks: '/api/logistics/stock_checks/',
  check: (id: number) => `/api/logistics/stock_checks/${id}/`,
  countLine: (id: number, lineId: number) => `/api/logistics/stock_checks/${id}/lines/${lineId}/`,
  deleteLine: (lineId: number) => `/api/logistics/admin/stock_check_lines/${lineId}/`,
  applyCheck: (id: number) => `/api/logistics/stock_checks/${id}/apply/`,
  cancelCheck: (id: number) => `/api/logistics/stock_checks/${id}/cancel/`,
};

/** What may be done to a move after it is made. */
export type MoveAction = 'start' | 'finish' | 'cancel' | 'reverse';

export { withQuery };

// ---------------------------------------------------------------------------
// Queries: each list a page at a time, the previous page shown while the next loads.
// ---------------------------------------------------------------------------

export const locationsQuery = () =>
  queryOptions({
    queryKey: stockKeys.locations(),
    queryFn: () => api.get<LocationTree>(STOCK_API.locations),
  });

export const levelsQuery = (page: number, filters: ListFilters) =>
  queryOptions({
    queryKey: stockKeys.levels(page, filters),
    queryFn: () => api.get<VariantLevelsList>(withQuery(STOCK_API.levels, filters, page)),
    placeholderData: keepPreviousData,
  });

export const movesQuery = (page: number, filters: ListFilters) =>
  queryOptions({
    queryKey: stockKeys.moves(page, filters),
    queryFn: () => api.get<MoveList>(withQuery(STOCK_API.moves, filters, page)),
    placeholderData: keepPreviousData,
  });

export const reservationsQuery = (page: number, filters: ListFilters) =>
  queryOptions({
    queryKey: stockKeys.reservations(page, filters),
    queryFn: () => api.get<ReservationList>(withQuery(STOCK_API.reservations, filters, page)),
    placeholderData: keepPreviousData,
  });

export const checksQuery = (page: number, filters: ListFilters) =>
  queryOptions({
    queryKey: stockKeys.checks(page, filters),
    queryFn: () => api.get<StockCheckList>(withQuery(STOCK_API.checks, filters, page)),
    placeholderData: keepPreviousData,
  });

export const checkQuery = (id: number) =>
  queryOptions({
    queryKey: stockKeys.check(id),
    queryFn: () => api.get<StockCheck>(STOCK_API.check(id)),
  });

export const useLocations = () => useQuery(locationsQuery());
export const useLevels = (page: number, filters: ListFilters, enabled = true) =>
  useQuery({ ...levelsQuery(page, filters), enabled });
export const useMoves = (page: number, filters: ListFilters) => useQuery(movesQuery(page, filters));
export const useReservations = (page: number, filters: ListFilters) =>
  useQuery(reservationsQuery(page, filters));
export const useChecks = (page: number, filters: ListFilters) =>
  useQuery(checksQuery(page, filters));
export const useCheck = (id: number) => useQuery(checkQuery(id));

// ---------------------------------------------------------------------------
// Writes. A move, a reservation let go or a count applied changes levels everywhere: each
// write makes every Stock list stale.
// ---------------------------------------------------------------------------

function useInvalidateStock() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: stockKeys.all });
}

export function useCreateMove() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (payload: MoveCreatePayload) => api.post<StockMove>(STOCK_API.moves, payload),
    onSuccess: invalidate,
  });
}

/** Sets the fewest units of a variant to keep free to sell (0: none). */
export function useSetMinimum() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: ({ variantId, minimum }: { variantId: number; minimum: number }) =>
      api.put<VariantLevels>(STOCK_API.minimum(variantId), { minimum }),
    onSuccess: invalidate,
  });
}

export function useMoveAction() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: MoveAction; reason?: string }) =>
      api.post<StockMove>(STOCK_API.move(id, action), action === 'reverse' ? { reason } : {}),
    onSuccess: invalidate,
  });
}

export function useCancelReservation() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (id: number) => api.post<Reservation>(STOCK_API.cancelReservation(id)),
    onSuccess: invalidate,
  });
}

export function useBeginCheck() {
  const invalidate = useInvalidateStock();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StockCheckCreatePayload) =>
      api.post<StockCheck>(STOCK_API.checks, payload),
    onSuccess: async (check) => {
      queryClient.setQueryData(stockKeys.check(check.id), check);
      await invalidate();
    },
  });
}

/** A write to one check that answers the check: the answer is shown at once. */
function useCheckWrite<V>(id: number, write: (variables: V) => Promise<StockCheck>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (check) => queryClient.setQueryData(stockKeys.check(id), check),
  });
}

export const useCountLine = (id: number) =>
  useCheckWrite(id, ({ lineId, counted }: { lineId: number; counted: number }) =>
    api.put<StockCheck>(STOCK_API.countLine(id, lineId), { counted }),
  );

export function useDeleteLine(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => api.delete<null>(STOCK_API.deleteLine(lineId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.check(id) }),
  });
}

export function useFinishCheck(id: number) {
  const invalidate = useInvalidateStock();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'apply' | 'cancel') =>
      api.post<StockCheck>(
        action === 'apply' ? STOCK_API.applyCheck(id) : STOCK_API.cancelCheck(id),
      ),
    onSuccess: async (check) => {
      queryClient.setQueryData(stockKeys.check(id), check);
      await invalidate();
    },
  });
}
