import { Box, Button, Container, Pagination, PaginationItem, Skeleton } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { EmptyState, LoadError } from '../../../components/load-states';
import { PageHeader } from '../../catalog/components/page-header';
import { useBlogPosts } from '../api';
import { PostCard } from '../components/post-card';
import { SocialFeed } from '../components/social-feed';

const gridSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** `?page=N` as a page number; anything else is the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

const pageUrl = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');

function PostsSkeleton() {
  return (
    <Box sx={gridSx} role="status" aria-label="Loading the news">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Box key={key}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
          <Skeleton width="80%" sx={{ fontSize: '1.4rem', mt: 1.5 }} />
          <Skeleton width="40%" />
          <Skeleton width="95%" />
          <Skeleton width="70%" />
        </Box>
      ))}
    </Box>
  );
}

/** /blog: the news, a page of posts at a time, and the social feed. */
export default function BlogListPage() {
  usePageTitle('News');
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const posts = useBlogPosts(page);
  const top = useRef<HTMLDivElement>(null);
  const firstPage = useRef(page);

  // Another page of posts: back to the top of the list, as after following a link.
  useEffect(() => {
    if (page === firstPage.current) return;
    firstPage.current = page;
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.count / posts.data.page_size)) : 1;

  return (
    <>
      <PageHeader
        title="News"
        intro="Test flights, new wings, competitions and stories from our workshop."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, scrollMarginTop: 80 }} ref={top}>
        {posts.isPending ? (
          <PostsSkeleton />
        ) : posts.isError ? (
          <LoadError what="the news" onRetry={() => void posts.refetch()} />
        ) : posts.data.count === 0 ? (
          <EmptyState title="No news yet">
            Our first stories are on their way. Have a look at our wings in the meantime.
          </EmptyState>
        ) : posts.data.results.length === 0 ? (
          <EmptyState title={`There is no page ${page}`}>
            <Button component={RouterLink} to="/blog" sx={{ mt: 1 }}>
              Back to the latest news
            </Button>
          </EmptyState>
        ) : (
          <>
            <Box
              component="ul"
              sx={{ ...gridSx, opacity: posts.isPlaceholderData ? 0.6 : 1 }}
              aria-label="News posts"
              aria-busy={posts.isPlaceholderData}
            >
              {posts.data.results.map((post, index) => (
                <li key={post.slug}>
                  <PostCard post={post} priority={page === 1 && index === 0} />
                </li>
              ))}
            </Box>
            {pages > 1 && (
              <Pagination
                page={Math.min(page, pages)}
                count={pages}
                sx={{ mt: { xs: 4, md: 5 }, display: 'flex', justifyContent: 'center' }}
                getItemAriaLabel={(type, number, selected) =>
                  type === 'page'
                    ? `${selected ? '' : 'Go to '}page ${number}`
                    : `Go to the ${type} page`
                }
                renderItem={(item) => (
                  <PaginationItem component={RouterLink} to={pageUrl(item.page ?? 1)} {...item} />
                )}
              />
            )}
          </>
        )}
      </Container>
      <SocialFeed />
    </>
  );
}
