import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApiPaths } from '@windfamily/contract/api-paths';
import type { ContentPage } from '@windfamily/contract/content';
import { api } from '../../../lib/http';
import { preloadedData } from '../../../lib/preloaded';

export const contentKeys = {
  all: ['content'] as const,
  page: (slug: string) => [...contentKeys.all, 'page', slug] as const,
};

/** A published page by slug (its blocks with it); a 404 is an answer, never retried. */
export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: () => api.get<ContentPage>(contentApiPaths.page(slug)),
    ...preloadedData<ContentPage>(contentApiPaths.page(slug)),
  });

export const usePage = (slug: string, enabled = true) => useQuery({ ...pageQuery(slug), enabled });
