import { Box, LinearProgress, Skeleton, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminLoadError } from '../load-states';

/**
 * A dashboard's figures as their call goes: stand-ins first, the error with a way to try again,
 * and, while another period loads, the last one's figures dimmed under a progress bar.
 */
export function DashboardState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** What could not be loaded: "The statistics". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return <AdminLoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading">
        <Skeleton variant="rounded" height={110} />
        <Skeleton variant="rounded" height={300} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  return (
    <Box aria-busy={query.isFetching} sx={{ position: 'relative' }}>
      {query.isPlaceholderData && (
        <LinearProgress
          aria-label="Loading the period"
          sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
        />
      )}
      <Stack
        spacing={3}
        sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {children(query.data)}
      </Stack>
    </Box>
  );
}
