import { Box } from '@mui/material';
import type { Image } from '@windfamily/contract/catalog';

/**
 * A line's picture (webp, else the fallback format), `size` pixels square, cropped to fill.
 * Decorative: the line's name stands beside it.
 */
export function CartThumbnail({ image, size }: { image: Image | null; size: number }) {
  const frame = {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: 'grey.100',
  };
  if (!image) return <Box sx={frame} aria-hidden="true" />;
  const sizes = `${size}px`;
  return (
    <Box component="picture" sx={{ ...frame, display: 'block' }}>
      <source type="image/webp" srcSet={image.webp_srcset} sizes={sizes} />
      <Box
        component="img"
        src={image.fallback}
        srcSet={image.fallback_srcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt=""
        loading="lazy"
        decoding="async"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
