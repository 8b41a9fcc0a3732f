import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Link, Typography } from '@mui/material';
import type { CartItem } from '@windfamily/contract/cart';
import type { Availability } from '@windfamily/contract/catalog';
import { CART_LINE_IMAGE_PX } from '@windfamily/contract/image-sizes';
import { formatEuro } from '@windfamily/contract/money';
import { Link as RouterLink } from 'react-router';
import { AmountStepper } from './amount-stepper';
import { LineDetails } from './line-details';
import { CartThumbnail } from './cart-thumbnail';
import { useCartLine } from './use-cart-line';
import { visuallyHidden } from '../../../components/visually-hidden';

function availabilityText(availability: Availability): { text: string; warn: boolean } | null {
  switch (availability.status) {
    case 'made_to_order':
      return { text: `Made to order: about ${availability.lead_time_weeks} weeks`, warn: false };
    case 'in_stock':
      return { text: 'In stock', warn: false };
    case 'sold_out':
      return { text: 'Sold out', warn: true };
    case 'unavailable':
      return { text: 'No longer available', warn: true };
  }
}

export interface CartLineProps {
  item: CartItem;
  /** Drawer: smaller picture. */
  compact?: boolean;
  /** Called when the visitor follows the line's link (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * One line of the cart: picture, name (to its product page), options, goodie and colour combo
 * when present, the unit price, the amount stepper, the line's total and a remove button.
 */
export function CartLine({ item, compact = false, onNavigate }: CartLineProps) {
  const { pending, setAmount, remove } = useCartLine(item.id);
  const availability = availabilityText(item.availability);
  const variantName = `${item.name} · ${item.variant_name}`;
  const reduced = item.total_price_reduced !== item.total_price;

  return (
    <Box
      component="li"
      aria-label={item.long_name}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: compact ? 1.5 : 2,
        rowGap: 1,
        py: 2,
        listStyle: 'none',
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <CartThumbnail
        image={item.thumbnail}
        combo={item.color_combo?.image}
        size={compact ? 64 : CART_LINE_IMAGE_PX}
        // The checkout's lines show at first sight, their first picture preloaded with the page.
        loading={compact ? 'lazy' : 'eager'}
      />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={item.link}
          onClick={onNavigate}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 700, fontSize: compact ? '1rem' : '1.1rem', overflowWrap: 'anywhere' }}
        >
          {item.name}
        </Link>
        <LineDetails item={item} onNavigate={onNavigate} />
        {availability && (
          <Typography
            variant="caption"
            component="p"
            sx={{
              color: availability.warn ? 'error.main' : 'text.secondary',
              fontWeight: availability.warn ? 600 : 400,
            }}
          >
            {availability.text}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {formatEuro(item.unit_price)} each
        </Typography>
      </Box>
      <Box
        sx={{
          gridColumn: compact ? '1 / -1' : { xs: '1 / -1', sm: '2' },
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <AmountStepper
          value={item.amount}
          max={item.max_amount}
          itemName={variantName}
          pending={pending}
          onChange={setAmount}
        />
        <Button
          size="small"
          color="inherit"
          startIcon={<DeleteOutlinedIcon />}
          aria-label={`Remove ${item.long_name} from the cart`}
          onClick={() => !pending && remove()}
          sx={{ color: 'text.secondary' }}
        >
          Remove
        </Button>
        <Box sx={{ ml: 'auto', textAlign: 'right' }}>
          {reduced && (
            <Typography component="s" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
              {formatEuro(item.total_price)}
            </Typography>
          )}
          <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            <Box component="span" sx={visuallyHidden}>
              Line total:{' '}
            </Box>
            {formatEuro(item.total_price_reduced)}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
