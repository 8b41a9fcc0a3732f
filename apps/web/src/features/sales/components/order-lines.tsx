import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import type { OrderItem, StaffOrder } from '@windfamily/contract/orders';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../catalog-admin/components/use-is-mobile';
import { visuallyHidden } from '../../../components/visually-hidden';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** Under a line's name: its goodie, and whether it is made to order or from stock. */
function LineNotes({ item }: { item: OrderItem }) {
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
      <Typography variant="caption" component="p" color="text.secondary">
        {item.lead_time_weeks === null
          ? 'From stock'
          : `Made to order: ${item.lead_time_weeks} week${item.lead_time_weeks === 1 ? '' : 's'}`}
      </Typography>
    </>
  );
}

/** A line's total, with the regular one struck through when a discount lowered it. */
function LineTotal({ item }: { item: OrderItem }) {
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
export function OrderLines({ items }: { items: OrderItem[] }) {
  const isMobile = useIsMobile();

  if (isMobile) {
    return (
      <Box component="ul" aria-label="Order lines" sx={{ listStyle: 'none', m: 0, p: 0 }}>
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
      <Table size="small" aria-label="Order lines">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>SKU</TableCell>
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
              <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
                {item.sku}
              </TableCell>
              <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                <Box sx={{ fontWeight: 600 }}>{item.long_name}</Box>
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

function TotalRow({
  label,
  value,
  strong = false,
  muted = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  muted?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: strong ? 1 : 0.5,
        color: muted ? 'text.secondary' : 'text.primary',
        fontSize: strong ? '1.15rem' : muted ? '0.875rem' : '1rem',
        fontWeight: strong ? 700 : 400,
        ...(strong && { borderTop: 1, borderColor: 'divider', mt: 0.5 }),
      }}
    >
      <Box component="dt" sx={{ m: 0 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, ...numeric }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * The order's totals as sold: items, the discount with its promo code, shipping with the
 * delivery method, the total, and what it holds of VAT (or why it holds none).
 */
export function OrderTotals({ order }: { order: StaffOrder }) {
  const { totals, pricing } = order;
  const hasDiscount = moneyToCents(totals.discount) !== 0 || order.promocode !== null;
  const vatLabel = pricing.reverse_charge
    ? 'VAT (reverse charge)'
    : pricing.vat_rate > 0
      ? `Including VAT (${pricing.vat_rate} %)`
      : 'VAT (none, net prices)';

  return (
    <Box role="group" aria-label="Totals" sx={{ maxWidth: { md: 420 }, ml: { md: 'auto' } }}>
      <Box component="dl" sx={{ m: 0 }}>
        <TotalRow label="Items" value={formatEuro(totals.items)} />
        {hasDiscount && (
          <TotalRow
            label={order.promocode ? `Discount (${order.promocode})` : 'Discount'}
            value={
              <Box component="span" sx={{ color: 'success.dark' }}>
                {`−${formatEuro(totals.discount)}`}
              </Box>
            }
          />
        )}
        <TotalRow
          label={`Shipping (${order.delivery_method_name})`}
          value={formatEuro(totals.shipping)}
        />
        <TotalRow label="Total" value={formatEuro(totals.total)} strong />
        <TotalRow label="Net" value={formatEuro(totals.net)} muted />
        <TotalRow label={vatLabel} value={formatEuro(totals.vat)} muted />
      </Box>
      {pricing.price_list && (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 0.5 }}>
          {`Prices of the price list ${pricing.price_list}.`}
        </Typography>
      )}
    </Box>
  );
}
