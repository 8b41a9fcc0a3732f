import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import type { StaffOrder, StaffOrderItem } from '@windfamily/contract/orders';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { OrderedComboDetails } from '../../../components/ordered-combo';
import { visuallyHidden } from '../../../components/visually-hidden';
import { PriceTotals } from '../../cart';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Under a line's name: its goodie, the pilot's colours zone by zone (what the workshop sews),
 * and whether it is made to order or from stock.
 */
function LineNotes({ item }: { item: StaffOrderItem }) {
  return (
    <>
      {item.goodie && (
        <Typography variant="body2" sx={{ mt: 0.25 }}>
          {`+ Goodie: ${item.goodie.product_variant.name} `}
          <Box component="span" sx={{ color: 'success.dark', fontWeight: 600 }}>
            {item.goodie.reduced_price === '0.00'
              ? '(free)'
              : `(${formatEuro(item.goodie.reduced_price)})`}
          </Box>
        </Typography>
      )}
      {item.color_combo && (
        <OrderedComboDetails combo={item.color_combo} productName={item.name} open />
      )}
      {item.price_override_reason !== null && (
        <Typography variant="body2" sx={{ mt: 0.25, color: 'warning.dark' }}>
          {`Price set by hand: ${formatEuro(item.unit_net)} net each. ${item.price_override_reason}`}
        </Typography>
      )}
      <Typography variant="caption" component="p" color="text.secondary">
        {item.lead_time_weeks === null
          ? 'From stock'
          : `Made to order: ${item.lead_time_weeks} week${item.lead_time_weeks === 1 ? '' : 's'}`}
      </Typography>
    </>
  );
}

/** A line's total, with the regular one struck through when a discount lowered it. */
function LineTotal({ item }: { item: StaffOrderItem }) {
  const reduced = item.total_price_reduced !== item.total_price;
  return (
    <>
      {reduced && (
        <Typography component="s" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          <Box component="span" sx={visuallyHidden}>
            Regular price:{' '}
          </Box>
          {formatEuro(item.total_price)}
        </Typography>
      )}
      <Box component="span" sx={{ fontWeight: 700 }}>
        {formatEuro(item.total_price_reduced)}
      </Box>
    </>
  );
}

/** What was ordered: a table on wide screens, a list on phones. */
export function OrderLines({
  items,
  label = 'Order lines',
}: {
  items: StaffOrderItem[];
  label?: string;
}) {
  const isMobile = useIsMobile();

  if (isMobile) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              columnGap: 2,
              py: 1.5,
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.long_name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.sku}
              </Typography>
              <LineNotes item={item} />
            </Box>
            <Box sx={{ textAlign: 'right', ...numeric }}>
              <Typography variant="body2" color="text.secondary">
                {`${item.amount} × ${formatEuro(item.unit_price)}`}
              </Typography>
              <LineTotal item={item} />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Item</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              Amount
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              Unit price
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                <Box sx={{ fontWeight: 600 }}>{item.long_name}</Box>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                >
                  {item.sku}
                </Typography>
                <LineNotes item={item} />
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {item.amount}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatEuro(item.unit_price)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                <LineTotal item={item} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The order's totals as sold, with the net total staff keep the books in. */
export function OrderTotals({ order }: { order: StaffOrder }) {
  return (
    <Box sx={{ maxWidth: { md: 420 }, ml: { md: 'auto' } }}>
      <PriceTotals
        totals={order.totals}
        pricing={order.pricing}
        promocode={order.promocode}
        deliveryName={order.delivery_method_name}
        showNet
      />
    </Box>
  );
}
