import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CollectionPayload,
  PagePayload,
  StaffCollection,
  StaffCollectionList,
  StaffPage,
  StaffPageList,
} from '@windfamily/contract/content';
import { api } from '../../../lib/http';
import { contentKeys } from '../../content';

/** The back-office content's query keys; everything it caches lives under `all`. */
export const contentAdminKeys = {
  all: ['content-admin'] as const,
  pages: () => [...contentAdminKeys.all, 'pages'] as const,
  page: (slug: string) => [...contentAdminKeys.all, 'page', slug] as const,
  collections: () => [...contentAdminKeys.all, 'collections'] as const,
  collection: (slug: string) => [...contentAdminKeys.all, 'collection', slug] as const,
};

const PAGES = '/api/pages/admin/pages/';
const COLLECTIONS = '/api/cms/admin/collections/';

export const usePagesAdmin = () =>
  useQuery({ queryKey: contentAdminKeys.pages(), queryFn: () => api.get<StaffPageList>(PAGES) });

export const usePageAdmin = (slug: string, enabled = true) =>
  useQuery({
    queryKey: contentAdminKeys.page(slug),
    queryFn: () => api.get<StaffPage>(`${PAGES}${encodeURIComponent(slug)}`),
    enabled,
  });

export const useCollectionsAdmin = () =>
  useQuery({
    queryKey: contentAdminKeys.collections(),
    queryFn: () => api.get<StaffCollectionList>(COLLECTIONS),
  });

export const useCollectionAdmin = (slug: string, enabled = true) =>
  useQuery({
    queryKey: contentAdminKeys.collection(slug),
    queryFn: () => api.get<StaffCollection>(`${COLLECTIONS}${encodeURIComponent(slug)}`),
    enabled,
  });

/** After a write: the back office's lists and the site's pages are fetched anew. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contentAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  ]);

/** Creates a page (no `slug`) or saves the page at `slug`. */
export function useSavePage(slug: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PagePayload) =>
      slug === undefined
        ? api.post<StaffPage>(PAGES, payload)
        : api.put<StaffPage>(`${PAGES}${encodeURIComponent(slug)}`, payload),
    onSuccess: async (page) => {
      queryClient.setQueryData(contentAdminKeys.page(page.slug), page);
      await refresh(queryClient);
    },
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.delete<null>(`${PAGES}${encodeURIComponent(slug)}`),
    onSuccess: () => refresh(queryClient),
  });
}

/** Creates a collection (no `slug`) or saves the one at `slug`, every block at once. */
export function useSaveCollection(slug: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CollectionPayload) =>
      slug === undefined
        ? api.post<StaffCollection>(COLLECTIONS, payload)
        : api.put<StaffCollection>(`${COLLECTIONS}${encodeURIComponent(slug)}`, payload),
    onSuccess: async (collection) => {
      queryClient.setQueryData(contentAdminKeys.collection(collection.slug), collection);
      await refresh(queryClient);
    },
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.delete<null>(`${COLLECTIONS}${encodeURIComponent(slug)}`),
    onSuccess: () => refresh(queryClient),
  });
}
