import { Box } from '@mui/material';
import type { Image } from '@windfamily/contract/catalog';

/** A wing in a pilot's colours: the combo's picture, webp and PNG, 1200 × 630. */
export interface ComboPicture {
  webp: string;
  png: string;
}

/**
 * A line's picture (webp, else the fallback format), `size` pixels square, cropped to fill;
 * a wing in the pilot's colours instead is shown whole, both its views.
 * Decorative: the line's name stands beside it.
 */
export function CartThumbnail({
  image,
  combo,
  size,
  loading = 'lazy',
}: {
  image: Image | null;
  combo?: ComboPicture | null;
  size: number;
  /** 'eager' where the picture shows at first sight (the checkout's lines, which the page preloads). */
  loading?: 'eager' | 'lazy';
}) {
  const frame = {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: 'grey.100',
  };
  if (combo)
    return (
      <Box component="picture" sx={{ ...frame, display: 'block', bgcolor: 'background.paper' }}>
        <source type="image/webp" srcSet={combo.webp} />
        <Box
          component="img"
          src={combo.png}
          width={1200}
          height={630}
          alt=""
          loading={loading}
          decoding={loading === 'eager' ? 'auto' : 'async'}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </Box>
    );
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
        loading={loading}
        decoding={loading === 'eager' ? 'auto' : 'async'}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
