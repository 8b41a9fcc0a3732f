import { Box, Container, Link, Typography } from '@mui/material';
import type { ContentBlock } from '@windfamily/contract/content';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BlockVideo } from './block-video';
import { stylingSx } from './styling';

const BLOCK_IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 45vw, 100vw';

/** A block's title as a link when it leads somewhere: in the app for a path, else a new tab. */
function BlockLink({ href, children }: { href: string; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return href.startsWith('/') ? (
    <Link component={RouterLink} to={href} color="inherit" underline="hover">
      {children}
    </Link>
  ) : (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="inherit" underline="hover">
      {children}
    </Link>
  );
}

/** The frame every picture and video of a block sits in. */
const FRAME_SX = { display: 'block', borderRadius: 3, overflow: 'hidden', bgcolor: '#e8f0f5' };

function Block({ block, index }: { block: ContentBlock; index: number }) {
  const reversed = index % 2 === 1;
  // With a video, the first picture is its poster rather than a picture of its own.
  const pictures = block.video ? block.images.slice(1) : block.images;
  const hasMedia = Boolean(block.video) || pictures.length > 0;
  return (
    <Box
      component="article"
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 6 },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: hasMedia ? '1fr 1fr' : '1fr' },
      }}
    >
      {hasMedia && (
        <Box sx={{ order: { md: reversed ? 2 : 0 }, display: 'grid', gap: 1.5 }}>
          {block.video && (
            <Box sx={FRAME_SX}>
              <BlockVideo
                src={block.video}
                poster={block.images[0]}
                label={block.title || block.images[0]?.alt || 'Video'}
              />
            </Box>
          )}
          {pictures.map((image) => (
            <Box key={image.id} component="picture" sx={FRAME_SX}>
              <source type="image/webp" srcSet={image.webp_srcset} sizes={BLOCK_IMAGE_SIZES} />
              <Box
                component="img"
                src={image.fallback}
                srcSet={image.fallback_srcset}
                sizes={BLOCK_IMAGE_SIZES}
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading="lazy"
                decoding="async"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  ...stylingSx(image.styling_options),
                }}
              />
            </Box>
          ))}
        </Box>
      )}
      <Box>
        {block.title && (
          <Typography
            variant="h3"
            component="h3"
            sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, color: 'primary.main', mb: 1.5 }}
          >
            <BlockLink href={block.link}>{block.title}</BlockLink>
          </Typography>
        )}
        {block.subtitle && (
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, lineHeight: 1.7 }}>
            {block.subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Content blocks, one after the other, pictures alternating sides on wide screens. */
export default function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 6, md: 9 }, py: { xs: 5, md: 8 } }}>
      {blocks.map((block, index) => (
        <Block key={block.id} block={block} index={index} />
      ))}
    </Container>
  );
}
