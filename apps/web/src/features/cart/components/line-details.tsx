import { Box, Link, Typography } from '@mui/material';
import type { CartItem } from '@windfamily/contract/cart';
import { formatEuro } from '@windfamily/contract/money';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden';

const optionsText = (options: Record<string, string>, fallback: string) => {
  const entries = Object.entries(options);
  return entries.length ? entries.map(([name, value]) => `${name}: ${value}`).join(', ') : fallback;
};

/** What a cart or order line holds besides the product: options, the goodie, the colours. */
export interface LineDetailsItem {
  options: Record<string, string>;
  variant_name: string;
  goodie: CartItem['goodie'];
  color_combo: CartItem['color_combo'];
}

/** The options of a line, its goodie (at its reduced price) and its colour combo. */
export function LineDetails({
  item,
  onNavigate,
}: {
  item: LineDetailsItem;
  onNavigate?: () => void;
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {optionsText(item.options, item.variant_name)}
      </Typography>
      {item.goodie && (
        <Typography variant="body2" sx={{ mt: 0.25 }}>
          + {item.goodie.product_variant.name}{' '}
          <Box component="span" sx={{ color: 'success.dark', fontWeight: 600 }}>
            {item.goodie.reduced_price === '0.00'
              ? 'free'
              : `for ${formatEuro(item.goodie.reduced_price)}`}
          </Box>{' '}
          <Box component="s" sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHidden}>
              instead of
            </Box>
            {formatEuro(item.goodie.product_variant.price)}
          </Box>
        </Typography>
      )}
      {item.color_combo && (
        <Typography variant="body2" sx={{ mt: 0.25 }}>
          Colours:{' '}
          {/* The combo's page is a page of the app: no reload (the cart drawer closes). */}
          <Link component={RouterLink} to={item.color_combo.public_link} onClick={onNavigate}>
            {item.color_combo.name}
          </Link>
        </Typography>
      )}
    </>
  );
}
