import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOWNLOADS_ADMIN_PATH,
  downloadAdminPath,
  downloadsApiPaths,
} from '@windfamily/contract/api-paths';
import type { DownloadFiles } from '@windfamily/contract/content';
import type {
  DownloadAdmin,
  DownloadAdminList,
  DownloadDetails,
} from '@windfamily/contract/downloads';
import { api } from '../../../lib/http';
import { preloadedData } from '../../../lib/preloaded';

/** The downloads' query keys; a change by staff invalidates `all` (the page and the list). */
export const downloadsKeys = {
  all: ['downloads'] as const,
  files: () => [...downloadsKeys.all, 'files'] as const,
  admin: () => [...downloadsKeys.all, 'admin'] as const,
};

export const downloadFilesQuery = queryOptions({
  queryKey: downloadsKeys.files(),
  queryFn: () => api.get<DownloadFiles>(downloadsApiPaths.files()),
  ...preloadedData<DownloadFiles>(downloadsApiPaths.files()),
  staleTime: 60_000,
});

export const useDownloadFiles = () => useQuery(downloadFilesQuery);

export const adminDownloadsQuery = queryOptions({
  queryKey: downloadsKeys.admin(),
  queryFn: () => api.get<DownloadAdminList>(DOWNLOADS_ADMIN_PATH),
});

export const useAdminDownloads = () => useQuery(adminDownloadsQuery);

/** A multipart form of the details (when given) and the file. */
function uploadForm(file: File, details?: DownloadDetails): FormData {
  const form = new FormData();
  if (details) {
    form.append('title', details.title);
    form.append('group', details.group);
    form.append('kind', details.kind);
    form.append('position', String(details.position));
  }
  form.append('file', file);
  return form;
}

/** The staff's changes; each refreshes the public page and the back office's list. */
export function useDownloadMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: downloadsKeys.all });
  return {
    create: useMutation({
      mutationFn: ({ details, file }: { details: DownloadDetails; file: File }) =>
        api.post<DownloadAdmin>(DOWNLOADS_ADMIN_PATH, uploadForm(file, details)),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, details }: { id: number; details: DownloadDetails }) =>
        api.put<DownloadAdmin>(downloadAdminPath(id), details),
      onSuccess,
    }),
    replace: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) =>
        api.post<DownloadAdmin>(`${downloadAdminPath(id)}file/`, uploadForm(file)),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<void>(downloadAdminPath(id)),
      onSuccess,
    }),
  };
}
