import { Box, Button, LinearProgress, Pagination, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';

interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}

/** "1 invoice", "3 invoices". */
export const countOf = (count: number, [one, many]: readonly [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

interface PagedListProps<T> {
  query: UseQueryResult<Page<T>>;
  /** What the list holds, one and many: ['invoice', 'invoices']. */
  noun: readonly [string, string];
  page: number;
  onPage: (page: number) => void;
  /** Whether filters are set: an empty answer then means "nothing matches". */
  filtered: boolean;
  onClearFilters: () => void;
  /** The empty list without filters: its title and a line of what fills it. */
  empty: { title: string; text: string };
  children: (rows: T[]) => ReactNode;
}

/**
 * A page of a server-paged list with its states: skeleton while it first loads, the error
 * with a retry, empty (or nothing matching the filters), a page past the end; else how many
 * there are, the rows, and the pages.
 */
export function PagedList<T>({
  query,
  noun,
  page,
  onPage,
  filtered,
  onClearFilters,
  empty,
  children,
}: PagedListProps<T>) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError)
    return (
      <AdminLoadError
        what={`The ${noun[1]}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data;
  const pages = Math.max(1, Math.ceil(data.count / data.page_size));
  if (data.count === 0)
    return filtered ? (
      <AdminEmptyState title={`No ${noun[1]} match`}>
        <Typography>Try other filters, or look at the whole list.</Typography>
        <Button onClick={onClearFilters}>Clear the filters</Button>
      </AdminEmptyState>
    ) : (
      <AdminEmptyState title={empty.title}>
        <Typography>{empty.text}</Typography>
      </AdminEmptyState>
    );
  if (data.results.length === 0)
    return (
      <AdminEmptyState title={`There is no page ${page}`}>
        <Typography>{`The ${noun[1]} fill ${countOf(pages, ['page', 'pages'])}.`}</Typography>
        <Button onClick={() => onPage(1)}>Go to the first page</Button>
      </AdminEmptyState>
    );
  const first = (data.page - 1) * data.page_size + 1;
  const last = first + data.results.length - 1;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {`${
          data.count <= data.page_size
            ? countOf(data.count, noun)
            : `${first}–${last} of ${countOf(data.count, noun)}`
        }${filtered ? ' found' : ''}`}
      </Typography>
      <Box sx={{ height: 4, mb: 0.5 }}>
        {query.isPlaceholderData && <LinearProgress aria-label="Loading" />}
      </Box>
      {children(data.results)}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => {
            onPage(next);
            window.scrollTo({ top: 0 });
          }}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, item) =>
            type === 'page'
              ? `Page ${item}`
              : type === 'next'
                ? 'Next page'
                : type === 'previous'
                  ? 'Previous page'
                  : type
          }
        />
      )}
    </>
  );
}
