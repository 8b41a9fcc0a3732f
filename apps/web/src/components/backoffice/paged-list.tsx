import { Box, Button, LinearProgress, Pagination, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminEmptyState, AdminLoadError, ListSkeleton } from './load-states';
import type { FilterSpec, ListParams } from './use-list-params';

/** A page of a list as the server answers it. */
export interface ListPage<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
  /** The count stopped at a ceiling: there are at least `count`. */
  count_capped?: boolean;
}

/** How many pages a list's answer fills (at least one). */
const pageCount = (data: Pick<ListPage<unknown>, 'count' | 'page_size'>) =>
  Math.max(1, Math.ceil(data.count / data.page_size));

/** "1 invoice", "3 invoices", "10,000 or more orders". */
export const countOf = (count: number, [one, many]: readonly [string, string], capped = false) =>
  `${count.toLocaleString('en-GB')}${capped ? ' or more' : ''} ${count === 1 && !capped ? one : many}`;

/** The pages of a list, under it; nothing for a single page. A new page shows from its top. */
export function ListPaging({
  data,
  page,
  onPage,
}: {
  data: Pick<ListPage<unknown>, 'count' | 'page_size'>;
  /** The page asked for (the answer may still be the one before). */
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(data);
  if (pages <= 1) return null;
  return (
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
  );
}

interface PagedListProps<T> {
  query: UseQueryResult<ListPage<T>>;
  /** What the list holds, one and many: ['invoice', 'invoices']. */
  noun: readonly [string, string];
  /** The page asked for and the filters: with filters set, an empty answer is "nothing matches". */
  list: Pick<ListParams<FilterSpec>, 'page' | 'setPage' | 'filtered' | 'clear'>;
  /** What "nothing matches" suggests, and its button. */
  noMatch?: { text: string; clear: string };
  /** The empty list without filters: its title and a line of what fills it. */
  empty: { title: string; text: ReactNode };
  children: (rows: T[]) => ReactNode;
}

const NO_MATCH = {
  text: 'Try other filters, or look at the whole list.',
  clear: 'Clear the filters',
};

/**
 * A page of a server-paged list with its states: skeleton while it first loads, the error
 * with a retry, empty (or nothing matching the filters), a page past the end; else how many
 * there are (and a bar while another page loads), the rows, and the pages.
 */
export function PagedList<T>({
  query,
  noun,
  list: { page, setPage, filtered, clear },
  noMatch = NO_MATCH,
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
  const capped = data.count_capped ?? false;
  if (data.count === 0)
    return filtered ? (
      <AdminEmptyState title={`No ${noun[1]} match`}>
        <Typography>{noMatch.text}</Typography>
        <Button onClick={clear}>{noMatch.clear}</Button>
      </AdminEmptyState>
    ) : (
      <AdminEmptyState title={empty.title}>
        <Typography>{empty.text}</Typography>
      </AdminEmptyState>
    );
  if (data.results.length === 0)
    return (
      <AdminEmptyState title={`There is no page ${page}`}>
        <Typography>{`The ${noun[1]} fill ${countOf(pageCount(data), ['page', 'pages'])}.`}</Typography>
        <Button onClick={() => setPage(1)}>Go to the first page</Button>
      </AdminEmptyState>
    );
  const first = (data.page - 1) * data.page_size + 1;
  const last = first + data.results.length - 1;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {`${
          data.count <= data.page_size && !capped
            ? countOf(data.count, noun)
            : `${first}–${last} of ${countOf(data.count, noun, capped)}`
        }${filtered ? ' found' : ''}`}
      </Typography>
      <Box sx={{ height: 4, mb: 0.5 }}>
        {query.isPlaceholderData && <LinearProgress aria-label="Loading" />}
      </Box>
      {children(data.results)}
      <ListPaging data={data} page={page} onPage={setPage} />
    </>
  );
}
