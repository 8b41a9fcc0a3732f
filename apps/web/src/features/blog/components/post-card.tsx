import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { blogPostPath } from '@windfamily/contract/api-paths';
import type { BlogPostSummary } from '@windfamily/contract/blog';
import { BLOG_CARD_IMAGE_SIZES } from '@windfamily/contract/image-sizes';
import { Link as RouterLink } from 'react-router';
import { ProductPicture } from '../../catalog';
import { PostDate } from './post-date';

/** A post in the list: cover, title, date and teaser, the whole card a link to the post. */
export function PostCard({
  post,
  priority = false,
}: {
  post: BlogPostSummary;
  priority?: boolean;
}) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={blogPostPath(post.slug)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ aspectRatio: '16 / 10', bgcolor: 'grey.100', overflow: 'hidden' }}>
          {post.cover && (
            <ProductPicture
              image={post.cover}
              sizes={BLOG_CARD_IMAGE_SIZES}
              priority={priority}
              alt=""
              sx={{ height: '100%', objectFit: 'cover' }}
            />
          )}
        </Box>
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 0.5 }}>
            {post.title}
          </Typography>
          <PostDate iso={post.created} sx={{ mb: 1 }} />
          {post.teaser && <Typography color="text.secondary">{post.teaser}</Typography>}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
