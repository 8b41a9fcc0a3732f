import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box } from '@mui/material';
import type { Image } from '@windfamily/contract/catalog';

/** A small square picture of a list row; a placeholder when there is none. */
export function Thumbnail({
  image,
  size = 56,
  alt,
}: {
  image: Image | null | undefined;
  size?: number;
  alt?: string;
}) {
  const box = {
    width: size,
    height: size,
    borderRadius: 1,
    bgcolor: 'grey.100',
    border: 1,
    borderColor: 'divider',
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  } as const;
  if (!image)
    return (
      <Box sx={box} role="img" aria-label="No picture">
        <ImageNotSupportedOutlinedIcon fontSize="small" sx={{ color: 'text.disabled' }} />
      </Box>
    );
  return (
    <Box sx={box}>
      <picture style={{ display: 'contents' }}>
        <source type="image/webp" srcSet={image.webp_srcset} sizes={`${size}px`} />
        <img
          src={image.fallback}
          srcSet={image.fallback_srcset}
          sizes={`${size}px`}
          alt={alt ?? image.alt}
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </picture>
    </Box>
  );
}
