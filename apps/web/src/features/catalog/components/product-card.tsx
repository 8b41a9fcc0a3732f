import { Box, Card, Link, Skeleton, Typography } from '@mui/material';
import { productPath, type ProductPreview } from '@windfamily/contract/catalog';
import { formatEuro } from '@windfamily/contract/money';
import { Link as RouterLink } from 'react-router';
import { NewBadge } from './new-badge';
import { ProductPicture } from './product-picture';
import { PRODUCT_CARD_IMAGE_SIZES } from '@windfamily/contract/image-sizes';

const frameSx = {
  position: 'relative',
  bgcolor: '#f0f4f7',
  overflow: 'hidden',
} as const;

interface ProductCardProps {
  product: ProductPreview;
  /** The first cards of a page are above the fold: their pictures load first. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A product in a list: picture, name, slogan and the lowest price. The whole card is the
 * link (the name's link stretches over it), so its accessible name is just the product name.
 */
export function ProductCard({ product, priority = false, headingLevel = 'h3' }: ProductCardProps) {
  const { thumbnail } = product;
  // Wide wing pictures fill a 4:3 frame (the wing tips stay in); square ones (fashion,
  // addons) get a square frame. A category's pictures share one shape, so rows line up.
  const wide = thumbnail !== null && thumbnail.width / thumbnail.height > 1.2;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
        transition: 'box-shadow 200ms ease-out, transform 200ms ease-out',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
        '&:hover img': { transform: 'scale(1.03)' },
        '&:focus-within': {
          outline: '3px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box sx={{ ...frameSx, aspectRatio: wide ? '4 / 3' : '1 / 1' }}>
        {thumbnail && (
          <ProductPicture
            image={thumbnail}
            alt=""
            sizes={PRODUCT_CARD_IMAGE_SIZES}
            priority={priority}
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              transition: 'transform 300ms ease-out',
            }}
          />
        )}
        {product.new && <NewBadge sx={{ position: 'absolute', top: 12, left: 12 }} />}
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.25rem' }}>
          <Link
            component={RouterLink}
            to={productPath(product)}
            underline="none"
            color="inherit"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {product.name}
          </Link>
        </Typography>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {product.slogan}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'primary.main' }}>
          {product.price_from === null ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Currently not available
            </Box>
          ) : (
            <>
              {product.price_to !== product.price_from && (
                <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
                  from
                </Box>
              )}
              <Box component="span" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
                {formatEuro(product.price_from)}
              </Box>
            </>
          )}
        </Typography>
      </Box>
    </Card>
  );
}

/** A card's shape while the list loads. */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} aria-hidden="true">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <Box sx={{ p: 2.5 }}>
        <Skeleton width="60%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton />
        <Skeleton width="80%" />
        <Skeleton width="35%" sx={{ mt: 1 }} />
      </Box>
    </Card>
  );
}
