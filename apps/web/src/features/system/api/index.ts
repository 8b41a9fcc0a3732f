import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Status } from '@windfamily/contract/system';
import { api } from '../../../lib/http';

export const statusQuery = queryOptions({
  queryKey: ['system', 'status'] as const,
  queryFn: () => api.get<Status>('/api/status/'),
  staleTime: 5 * 60_000,
});

export const useStatus = () => useQuery(statusQuery);
