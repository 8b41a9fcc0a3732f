import { Box, Container, Link, Skeleton, Typography } from '@mui/material';
import type { SocialPost } from '@windfamily/contract/blog';
import { LoadError } from '../../../components/load-states';
import { formatDay } from '../../../lib/dates';
import { ProductPicture } from '../../catalog';
import { useSocialPosts } from '../api';

const TILE_SIZES = '(min-width: 900px) 220px, 45vw';

const stripSx = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '70%', sm: '40%', md: 'calc((100% - 5 * 16px) / 6)' },
  gap: 2,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  p: 0,
  m: 0,
  pb: 1,
} as const;

function SocialTile({ post }: { post: SocialPost }) {
  const day = formatDay(post.date);
  return (
    <Box component="li" sx={{ scrollSnapAlign: 'start' }}>
      <Link
        href={post.link}
        target="_blank"
        rel="noopener noreferrer"
        underline="none"
        color="inherit"
        aria-label={`${post.caption || 'Social post'} (${day}, opens in a new tab)`}
        sx={{
          display: 'block',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          height: '100%',
          '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
        }}
      >
        <Box sx={{ aspectRatio: '1', overflow: 'hidden', bgcolor: 'grey.100' }}>
          <ProductPicture
            image={post.image}
            sizes={TILE_SIZES}
            alt=""
            sx={{ height: '100%', objectFit: 'cover', transition: 'transform 200ms' }}
          />
        </Box>
        <Box sx={{ p: 1.25 }}>
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {post.caption}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={post.date}
          >
            {day}
          </Typography>
        </Box>
      </Link>
    </Box>
  );
}

/** "From our social feed": the latest posts of the maker's social account, each opening it. */
export function SocialFeed() {
  const posts = useSocialPosts();
  if (posts.isSuccess && posts.data.results.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="social-feed-title"
      sx={{ bgcolor: 'grey.50', py: { xs: 4, md: 6 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id="social-feed-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 2.5 }}
        >
          From our social feed
        </Typography>
        {posts.isPending ? (
          <Box sx={stripSx} role="status" aria-label="Loading the social feed">
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <Skeleton
                key={key}
                variant="rounded"
                sx={{ aspectRatio: '1 / 1.35', height: 'auto' }}
              />
            ))}
          </Box>
        ) : posts.isError ? (
          <LoadError what="the social feed" onRetry={() => void posts.refetch()} />
        ) : (
          <Box component="ul" sx={stripSx} aria-label="Social posts">
            {posts.data.results.map((post) => (
              <SocialTile key={post.id} post={post} />
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
