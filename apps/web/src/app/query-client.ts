import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../lib/http';

/**
 * TanStack Query's defaults are SPEC.md's: 3 retries with exponential backoff from 1 s up to
 * 30 s, and 5 minutes of cache. Client errors (4xx, e.g. the 401 of a logged-out status call)
 * are answers, not glitches: never retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(isHttpError(error) && error.statusCode >= 400 && error.statusCode < 500) &&
          failureCount < 3,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
