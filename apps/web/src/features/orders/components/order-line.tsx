import { Box, Link, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import type { OrderItem } from '@windfamily/contract/orders';
import { Link as RouterLink } from 'react-router';
import { OrderedComboDetails } from '../../../components/ordered-combo';
import { visuallyHidden } from '../../../components/visually-hidden';
import { CartThumbnail, LineDetails } from '../../cart';

/**
 * One line of an order: picture, name (to the product page while it is in the shop), options,
 * goodie and colour combo when present, the amount and what the line cost.
 */
export function OrderLine({ item }: { item: OrderItem }) {
  // The goodie has a line of its own below: the title names the product and its variant.
  const title = `${item.name} · ${item.variant_name}`;
  const reduced = item.total_price_reduced !== item.total_price;
  return (
    <Box
      component="li"
      aria-label={item.long_name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        columnGap: 2,
        rowGap: 1,
        py: 2,
        listStyle: 'none',
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <CartThumbnail image={item.thumbnail} size={72} />
      <Box sx={{ minWidth: 0 }}>
        {item.link ? (
          <Link
            component={RouterLink}
            to={item.link}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {title}
          </Link>
        ) : (
          <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        )}
        <LineDetails item={item} />
        {item.color_combo && (
          <OrderedComboDetails combo={item.color_combo} productName={item.name} />
        )}
        {item.lead_time_weeks !== null && (
          <Typography variant="caption" component="p" color="text.secondary">
            Made to order: about {item.lead_time_weeks} weeks
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '2', sm: 'auto' },
          textAlign: { sm: 'right' },
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {item.amount} × {formatEuro(item.unit_price)}
        </Typography>
        {reduced && (
          <Typography
            component="s"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            <Box component="span" sx={visuallyHidden}>
              Regular price:{' '}
            </Box>
            {formatEuro(item.total_price)}
          </Typography>
        )}
        <Typography component="span" sx={{ fontWeight: 700 }}>
          <Box component="span" sx={visuallyHidden}>
            Line total:{' '}
          </Box>
          {formatEuro(item.total_price_reduced)}
        </Typography>
      </Box>
    </Box>
  );
}
