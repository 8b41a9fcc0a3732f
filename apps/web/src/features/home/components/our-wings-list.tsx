import { Box, Link, Typography } from '@mui/material';
import { productPath, type ProductPreview } from '@windfamily/contract/catalog';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MODEL_LOGOS, ProductPicture, useProducts } from '../../catalog';
import { SLOGAN_LINES, TILE_TEXT_HEIGHT, wingTileSx, wingsGridSx } from './our-wings-layout';
import { shuffledMasks } from './polygon-masks';

const WINGS = 'wings';
/** SPEC.md: the new wing's tile shows a 'New!' badge. */
const NEW_WING_SLUG = 'sophie-joy';

const lineClamp = (lines: number | { xs: number; md: number }) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

function WingTile({ product, mask }: { product: ProductPreview; mask: string }) {
  const logo = MODEL_LOGOS[product.slug];
  const isNew = product.slug === NEW_WING_SLUG || product.new;
  return (
    <Link
      component={RouterLink}
      to={productPath(product)}
      underline="none"
      color="inherit"
      sx={{
        display: 'block',
        position: 'relative',
        borderRadius: 2,
        '& .wing-visual': { transition: 'transform 250ms ease-out' },
        '&:hover .wing-visual, &:focus-visible .wing-visual': { transform: 'scale(1.05)' },
        '&:hover .wing-name': { color: 'secondary.main' },
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 6,
        },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1' }}>
        {logo ? (
          <Box
            className="wing-visual"
            component="img"
            src={logo}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            data-logo={product.slug}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Box
            className="wing-visual"
            data-mask={mask}
            style={{ clipPath: mask }}
            sx={{ width: '100%', height: '100%', bgcolor: '#dce8f2' }}
          >
            {product.thumbnail && (
              <ProductPicture
                image={product.thumbnail}
                alt=""
                sizes="(min-width: 1200px) 270px, (min-width: 900px) 22vw, (min-width: 600px) 30vw, 45vw"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            )}
          </Box>
        )}
      </Box>
      <Box sx={{ height: TILE_TEXT_HEIGHT, pt: 1.5, textAlign: 'center', overflow: 'hidden' }}>
        <Typography
          className="wing-name"
          component="h3"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1rem', md: '1.15rem' },
            lineHeight: 1.3,
            color: 'primary.main',
            transition: 'color 150ms',
            ...lineClamp(1),
          }}
        >
          {product.name}
        </Typography>
        <Typography
          sx={{
            fontSize: { xs: '0.875rem', md: '0.95rem' },
            lineHeight: { xs: 1.4, md: 1.45 },
            color: 'text.secondary',
            ...lineClamp(SLOGAN_LINES),
          }}
        >
          {product.slogan}
        </Typography>
      </Box>
      {/* After the name in the reading order; shown on the picture's corner. */}
      {isNew && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: { xs: 4, md: 12 },
            right: 0,
            px: 1.25,
            py: 0.5,
            borderRadius: 5,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 800,
            fontSize: { xs: '0.8rem', md: '0.9rem' },
            transform: 'rotate(8deg)',
            boxShadow: 3,
          }}
        >
          New!
        </Box>
      )}
    </Link>
  );
}

/**
 * The wing models of the home page. Thumbnails get a random polygon mask out of 9, picked
 * anew each time the home page is entered (this list mounts with it) and kept while it stays;
 * the models with a drawn logo show the logo instead.
 */
export default function OurWingsList({ placeholder }: { placeholder: ReactNode }) {
  const { data, isPending, isError } = useProducts(WINGS);
  // Picked when the list mounts, i.e. each time the home page is entered; kept on re-renders.
  const [masks] = useState(() => shuffledMasks());
  if (isPending) return placeholder;
  if (isError) {
    return (
      <Typography sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to={`/store/categories/${WINGS}`}>
          See all our wings
        </Link>
      </Typography>
    );
  }
  let masked = 0;
  return (
    <Box component="ul" sx={wingsGridSx}>
      {data.products.map((product) => {
        const mask = MODEL_LOGOS[product.slug] ? '' : masks[masked++ % masks.length]!;
        return (
          <Box component="li" key={product.slug} sx={wingTileSx}>
            <WingTile product={product} mask={mask} />
          </Box>
        );
      })}
    </Box>
  );
}
