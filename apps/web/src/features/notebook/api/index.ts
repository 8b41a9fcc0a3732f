import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotebookQueryPayload,
  NotebookResult,
  NotebookSavedQuery,
  NotebookSavedQueryPayload,
  NotebookSchema,
} from '@windfamily/contract/notebook';
import { api } from '../../../lib/http';

const BASE = '/api/notebook';

export const notebookKeys = {
  all: ['notebook'] as const,
  schema: () => [...notebookKeys.all, 'schema'] as const,
  saved: () => [...notebookKeys.all, 'saved'] as const,
};

export const useNotebookSchema = () =>
  useQuery(
    queryOptions({
      queryKey: notebookKeys.schema(),
      queryFn: () => api.get<NotebookSchema>(`${BASE}/schema/`),
    }),
  );

export const useSavedQueries = () =>
  useQuery(
    queryOptions({
      queryKey: notebookKeys.saved(),
      queryFn: () => api.get<NotebookSavedQuery[]>(`${BASE}/queries/`),
    }),
  );

/** Runs one statement; the answer stays with the mutation. */
export const useRunQuery = () =>
  useMutation({
    mutationFn: (payload: NotebookQueryPayload) =>
      api.post<NotebookResult>(`${BASE}/query/`, payload),
  });

/** Saving, renaming and deleting saved queries; each refreshes the list. */
export function useSavedQueryMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: notebookKeys.saved() });
  return {
    create: useMutation({
      mutationFn: (payload: NotebookSavedQueryPayload) =>
        api.post<NotebookSavedQuery>(`${BASE}/queries/`, payload),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...payload }: NotebookSavedQueryPayload & { id: number }) =>
        api.put<NotebookSavedQuery>(`${BASE}/queries/${id}/`, payload),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<void>(`${BASE}/queries/${id}/`),
      onSuccess,
    }),
  };
}
