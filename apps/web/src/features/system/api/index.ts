import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Status } from '@windfamily/contract/system';
import { SHELL_API_PATHS } from '@windfamily/contract/api-paths';
import { api } from '../../../lib/http';
import { preloadedData } from '../../../lib/preloaded';

export const statusQuery = queryOptions({
  queryKey: ['system', 'status'] as const,
  queryFn: () => api.get<Status>(SHELL_API_PATHS.status),
  ...preloadedData<Status>(SHELL_API_PATHS.status),
  staleTime: 5 * 60_000,
});

export const useStatus = () => useQuery(statusQuery);
