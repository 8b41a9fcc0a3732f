import { Box, type SxProps, type Theme } from '@mui/material';
import type { Image } from '@windfamily/contract/catalog';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';

interface ProductPictureProps {
  image: Image;
  /** The `sizes` attribute: how wide the picture shows at each viewport width. */
  sizes: string;
  /** The first picture above the fold: fetched first, never lazily (it is the page's LCP). */
  priority?: boolean;
  /** Replaces the image's own alt text (e.g. '' where a caption already names it). */
  alt?: string;
  /** Styles of the <img> (object-fit, aspect ratio, …). */
  sx?: SxProps<Theme>;
}

/**
 * A catalogue picture in webp with the fallback format for older browsers, responsive
 * through the srcsets, with its intrinsic size set so the layout does not shift. Pictures
 * other than the priority one get their sources after the first paint (and then load lazily).
 */
export function ProductPicture({ image, sizes, priority = false, alt, sx }: ProductPictureProps) {
  const load = useAfterFirstPaint() || priority;
  return (
    <picture style={{ display: 'contents' }}>
      {load && <source type="image/webp" srcSet={image.webp_srcset} sizes={sizes} />}
      <Box
        component="img"
        src={load ? image.fallback : undefined}
        srcSet={load ? image.fallback_srcset : undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          // No broken-picture icon while it has no source yet.
          ...(load ? {} : { visibility: 'hidden' }),
          ...sx,
        }}
      />
    </picture>
  );
}
