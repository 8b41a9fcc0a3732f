import { Box, Pagination, PaginationItem } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';

/** The page the address asks for (`?page=2`); 1 where it names none, or no page. */
export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get('page') ?? '1');
  return Number.isInteger(requested) && requested >= 1 ? requested : 1;
}

/** The pages of a list as links (`?page=2`), under it; nothing while one page holds it all. */
export function PageLinks({
  data,
  page,
  label,
}: {
  data: { count: number; page_size: number };
  page: number;
  /** What the pages are of: "Pages of your orders". */
  label: string;
}) {
  if (data.count <= data.page_size) return null;
  const pages = Math.ceil(data.count / data.page_size);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        aria-label={label}
        count={pages}
        page={Math.min(page, pages)}
        color="primary"
        renderItem={(item) => (
          <PaginationItem
            component={RouterLink}
            to={{ search: item.page === 1 ? '' : `?page=${item.page}` }}
            {...item}
          />
        )}
      />
    </Box>
  );
}
