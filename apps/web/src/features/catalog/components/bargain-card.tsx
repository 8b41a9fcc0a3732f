import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Card, CircularProgress, Link, Typography } from '@mui/material';
import type { Pricing } from '@windfamily/contract/catalog';
import { formatEuro } from '@windfamily/contract/money';
import { Link as RouterLink } from 'react-router';
import { formatMonthYear } from '../../../lib/dates';
import type { Bargain } from '../api';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import { ProductPicture } from './product-picture';
import { VatNote } from '../../cart';
import { PRODUCT_CARD_IMAGE_SIZES } from '@windfamily/contract/image-sizes';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const FACT_SX = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, fontWeight: 600 },
} as const;

interface BargainCardProps {
  bargain: Bargain;
  pricing: Pricing;
  /** Already in the visitor's cart (a bargain is one of a kind). */
  inCart: boolean;
  pending: boolean;
  onAdd: () => void;
  priority?: boolean;
}

/** A second-hand wing: photo, model, size, age, condition, hours, description, price. */
export function BargainCard({
  bargain,
  pricing,
  inCart,
  pending,
  onAdd,
  priority = false,
}: BargainCardProps) {
  const photo = bargain.photos[0];
  const title = `${bargain.model} ${bargain.size}`;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 2 }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 10',
          bgcolor: '#f0f4f7',
          overflow: 'hidden',
        }}
      >
        {photo && (
          <ProductPicture
            image={photo}
            sizes={PRODUCT_CARD_IMAGE_SIZES}
            priority={priority}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {bargain.model_link ? (
            <Link component={RouterLink} to={bargain.model_link} color="inherit" underline="hover">
              {bargain.model}
            </Link>
          ) : (
            bargain.model
          )}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {` · size ${bargain.size}`}
          </Box>
        </Typography>
        <Box component="dl" sx={FACT_SX}>
          <dt>Made in</dt>
          <dd>
            <time dateTime={bargain.manufacturing_date.toISOString().slice(0, 7)}>
              {formatMonthYear(bargain.manufacturing_date)}
            </time>
          </dd>
          <dt>Condition</dt>
          <dd>{sentenceCase(bargain.condition)}</dd>
          <dt>Hours flown</dt>
          <dd>{bargain.hours_flown}</dd>
        </Box>
        <Box sx={{ flex: 1, color: 'text.secondary', fontSize: '0.95rem' }}>
          <LazyMarkdown sx={{ fontSize: '0.95rem', lineHeight: 1.6, color: 'text.secondary' }}>
            {bargain.description}
          </LazyMarkdown>
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            pt: 1,
            borderTop: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Box>
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>
              {formatEuro(bargain.price)}
            </Typography>
            <VatNote pricing={pricing} />
          </Box>
          <Button
            variant="contained"
            color="secondary"
            onClick={onAdd}
            disabled={inCart || pending}
            aria-label={inCart ? `${title} is in your cart` : `Add ${title} to cart`}
            startIcon={
              pending ? (
                <CircularProgress size={16} color="inherit" aria-hidden="true" />
              ) : inCart ? (
                <CheckIcon />
              ) : (
                <AddShoppingCartIcon />
              )
            }
          >
            {inCart ? 'In your cart' : 'Add to cart'}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
