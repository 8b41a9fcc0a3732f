import { Box, LinearProgress, Pagination, Typography } from '@mui/material';

interface PageInfo {
  count: number;
  page: number;
  page_size: number;
  results: unknown[];
}

/** How many pages a list's answer fills (at least one). */
export const pageCount = (data: PageInfo): number =>
  Math.max(1, Math.ceil(data.count / data.page_size));

/** "2 customers", "51–100 of 230 customers found", and a bar while the next page loads. */
export function ListCount({
  data,
  noun,
  filtered,
  loading,
}: {
  data: PageInfo;
  /** Singular and plural: ['customer', 'customers']. */
  noun: [string, string];
  filtered: boolean;
  loading: boolean;
}) {
  const counted = `${data.count} ${data.count === 1 ? noun[0] : noun[1]}`;
  const first = (data.page - 1) * data.page_size + 1;
  const last = first + data.results.length - 1;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {`${data.count <= data.page_size ? counted : `${first}–${last} of ${counted}`}${
          filtered ? ' found' : ''
        }`}
      </Typography>
      <Box sx={{ height: 4, mb: 0.5 }}>{loading && <LinearProgress aria-label="Loading" />}</Box>
    </>
  );
}

/** The pages of a list, under it; nothing for a single page. */
export function ListPaging({ data, onPage }: { data: PageInfo; onPage: (page: number) => void }) {
  const pages = pageCount(data);
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={Math.min(data.page, pages)}
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
