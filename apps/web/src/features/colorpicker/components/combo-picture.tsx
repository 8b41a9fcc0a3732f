import { Box, type SxProps, type Theme } from '@mui/material';
import type { ColorCombo } from '@windfamily/contract/colorpicker';

/** A combo's drawing as the server renders it: webp, with the png for older browsers. */
export function ComboPicture({
  combo,
  priority = false,
  alt,
  sx,
}: {
  combo: Pick<ColorCombo, 'name' | 'image' | 'product'>;
  priority?: boolean;
  alt?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <picture style={{ display: 'contents' }}>
      {/* The srcset the server preloads for a combo's page: one file, fetched once. */}
      <source
        type="image/webp"
        srcSet={`${combo.image.webp} ${combo.image.width}w`}
        sizes="100vw"
      />
      <Box
        component="img"
        src={combo.image.png}
        width={combo.image.width}
        height={combo.image.height}
        alt={alt ?? `${combo.product.name} in the colours “${combo.name}”`}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        sx={{ display: 'block', width: '100%', height: 'auto', ...sx }}
      />
    </picture>
  );
}
