import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton } from '@mui/material';
import type { Image } from '@windfamily/contract/catalog';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ProductPicture } from './product-picture';
import { PRODUCT_MAIN_IMAGE_SIZES } from '@windfamily/contract/image-sizes';

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255, 255, 255, 0.85)',
  color: 'primary.main',
  boxShadow: 2,
  '&:hover': { bgcolor: '#ffffff' },
  '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
} as const;

interface ProductGalleryProps {
  images: Image[];
  /** The product's name, for the gallery's label. */
  name: string;
}

/**
 * The product's pictures: a main picture that swipes (a scroll-snapping strip), arrows and
 * arrow keys, and thumbnails to jump to one. The first picture is the page's largest paint:
 * it loads first, the others lazily.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const first = images[0];
  if (!first) return <Box sx={{ aspectRatio: '16 / 10', bgcolor: '#f0f4f7', borderRadius: 3 }} />;
  const several = images.length > 1;

  const show = (next: number) => {
    const target = Math.min(Math.max(next, 0), images.length - 1);
    setIndex(target);
    const element = strip.current;
    element?.scrollTo?.({ left: target * element.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    const shown = Math.round(element.scrollLeft / element.clientWidth);
    if (shown !== index) setIndex(shown);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: images.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  return (
    // In a grid or flex column, never wider than the column (the strip holds every picture).
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={strip}
          role="region"
          aria-roledescription="carousel"
          aria-label={`Pictures of ${name}`}
          tabIndex={several ? 0 : undefined}
          onScroll={onScroll}
          onKeyDown={several ? onKeyDown : undefined}
          sx={{
            display: 'flex',
            overflowX: several ? 'auto' : 'hidden',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            borderRadius: { xs: 0, md: 3 },
            bgcolor: '#f0f4f7',
            aspectRatio: `${first.width} / ${first.height}`,
            '&:focus-visible': {
              outline: '3px solid',
              outlineColor: 'secondary.main',
              outlineOffset: 3,
            },
          }}
        >
          {images.map((image, position) => (
            <Box
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${images.length}`}
              aria-hidden={position !== index || undefined}
              sx={{ flex: '0 0 100%', scrollSnapAlign: 'start', display: 'flex' }}
            >
              <ProductPicture
                image={image}
                sizes={PRODUCT_MAIN_IMAGE_SIZES}
                priority={position === 0}
                sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
            </Box>
          ))}
        </Box>
        {several && (
          <>
            <IconButton
              aria-label="Previous picture"
              onClick={() => show(index - 1)}
              disabled={index === 0}
              sx={{ ...arrowSx, left: 12 }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Next picture"
              onClick={() => show(index + 1)}
              disabled={index === images.length - 1}
              sx={{ ...arrowSx, right: 12 }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      {several && (
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            mt: 1,
            // Room for the focus and current outlines, which the scrolling row would clip.
            p: 0.75,
            px: { xs: 2, md: 0.75 },
            mx: { md: -0.75 },
            overflowX: 'auto',
          }}
        >
          {images.map((image, position) => (
            <ButtonBase
              key={image.id}
              onClick={() => show(position)}
              aria-label={`Show picture ${position + 1}: ${image.alt}`}
              aria-current={position === index || undefined}
              sx={{
                flex: '0 0 auto',
                width: { xs: 72, md: 96 },
                borderRadius: 1.5,
                overflow: 'hidden',
                bgcolor: '#f0f4f7',
                outline: '2px solid',
                outlineColor: position === index ? 'secondary.main' : 'transparent',
                outlineOffset: 2,
                opacity: position === index ? 1 : 0.7,
                transition: 'opacity 150ms, outline-color 150ms',
                '&:hover': { opacity: 1 },
                '&.Mui-focusVisible': { outlineColor: 'primary.main', outlineWidth: 3 },
              }}
            >
              <ProductPicture
                image={image}
                alt=""
                sizes="96px"
                sx={{ aspectRatio: `${image.width} / ${image.height}`, objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
