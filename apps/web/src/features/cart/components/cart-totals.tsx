import { Box, Typography } from '@mui/material';
import type { Cart } from '@windfamily/contract/cart';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import type { ReactNode } from 'react';
import { VAT_TEXTS } from './vat-note';

/** A discount as the screens show it: "−10 %", "−50 €". */
export function discountLabel(info: {
  kind: 'percent' | 'amount';
  percent_off: number | null;
  amount_off: string | null;
}): string {
  if (info.kind === 'percent' && info.percent_off !== null) return `−${info.percent_off} %`;
  if (info.amount_off !== null) return `−${formatEuro(info.amount_off)}`;
  return '';
}

function Row({
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
        fontSize: strong ? '1.2rem' : muted ? '0.875rem' : '1rem',
        fontWeight: strong ? 700 : 400,
        ...(strong && { borderTop: 1, borderColor: 'divider', mt: 0.5 }),
      }}
    >
      <Box component="dt" sx={{ m: 0 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * The cart's totals as the server computed them (SPEC.md section 9: total = items − discount +
 * shipping): items, the discount with its code, shipping, the total, and what it holds of
 * VAT, or that prices are net (rate 0) or under reverse charge.
 */
export function CartTotals({ cart }: { cart: Cart }) {
  const { totals, pricing } = cart;
  const method = cart.shipping_options.find((option) => option.code === cart.delivery_method);
  const hasDiscount = moneyToCents(totals.discount) > 0;

  const notes = [
    pricing.reverse_charge
      ? VAT_TEXTS.reverseCharge
      : pricing.vat_rate > 0
        ? null
        : 'Prices are net: local taxes and duties apply.',
    pricing.price_list ? VAT_TEXTS.priceList(pricing.price_list) : null,
  ].filter((note): note is string => note !== null);

  return (
    <div role="group" aria-label="Totals">
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Items" value={formatEuro(totals.items)} />
        {hasDiscount && (
          <Row
            label={cart.promocode ? `Discount (${cart.promocode})` : 'Discount'}
            value={
              <Box component="span" sx={{ color: 'success.dark' }}>
                −{formatEuro(totals.discount)}
              </Box>
            }
          />
        )}
        <Row
          label={method ? `Shipping (${method.name})` : 'Shipping'}
          value={formatEuro(totals.shipping)}
        />
        <Row label="Total" value={formatEuro(totals.total)} strong />
        {!pricing.reverse_charge && pricing.vat_rate > 0 && (
          <Row label={VAT_TEXTS.included(pricing.vat_rate)} value={formatEuro(totals.vat)} muted />
        )}
      </Box>
      {notes.map((note) => (
        <Typography key={note} variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
          {note}
        </Typography>
      ))}
    </div>
  );
}
