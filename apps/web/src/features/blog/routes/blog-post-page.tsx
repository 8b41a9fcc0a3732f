import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Skeleton, Typography } from '@mui/material';
import { BLOG_COVER_IMAGE_SIZES } from '@windfamily/contract/image-sizes';
import { Link as RouterLink, useParams } from 'react-router';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import NotFoundPage from '../../../components/not-found-page';
import { isHttpError } from '../../../lib/http';
import { ProductPicture } from '../../catalog';
import { LoadError } from '../../../components/load-states';
import { PageTitle } from '../../catalog/components/page-title';
import { useBlogPost } from '../api';
import { PostDate } from '../components/post-date';

function BackLink() {
  return (
    <Button component={RouterLink} to="/blog" startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
      All news
    </Button>
  );
}

function PostSkeleton() {
  return (
    <Box role="status" aria-label="Loading the post">
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto', mb: 3 }} />
      <Skeleton width="75%" sx={{ fontSize: '2.4rem' }} />
      <Skeleton width="30%" sx={{ mb: 3 }} />
      <Skeleton width="95%" />
      <Skeleton width="90%" />
      <Skeleton width="60%" />
    </Box>
  );
}

/** /blog/:slug: one post, with its cover, date and Markdown text. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  if (isHttpError(query.error, 404)) return <NotFoundPage />;
  const post = query.data;

  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={post?.title ?? 'News'} />
      <BackLink />
      <Box sx={{ mt: 2 }}>
        {!post && query.isError ? (
          <LoadError what="this post" onRetry={() => void query.refetch()} />
        ) : !post ? (
          <PostSkeleton />
        ) : (
          <>
            {post.cover && (
              <Box
                sx={{
                  mb: { xs: 3, md: 4 },
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'grey.100',
                  aspectRatio: `${post.cover.width} / ${post.cover.height}`,
                }}
              >
                <ProductPicture image={post.cover} sizes={BLOG_COVER_IMAGE_SIZES} priority />
              </Box>
            )}
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1 }}>
              {post.title}
            </Typography>
            <PostDate iso={post.created} sx={{ mb: { xs: 3, md: 4 }, fontSize: '1rem' }} />
            <LazyMarkdown>{post.body}</LazyMarkdown>
            <Box sx={{ mt: { xs: 4, md: 6 }, pt: 2, borderTop: 1, borderColor: 'divider' }}>
              <BackLink />
            </Box>
          </>
        )}
      </Box>
    </Container>
  );
}
