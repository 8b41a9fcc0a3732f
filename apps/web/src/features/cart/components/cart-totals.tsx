import { Box, Typography } from '@mui/material';
import type { Cart } from '@windfamily/contract/cart';
import type { Pricing } from '@windfamily/contract/catalog';
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

export interface PriceTotalsProps {
  totals: Cart['totals'];
  pricing: Pricing;
  /** The promo code the discount comes from. */
  promocode: string | null;
  /** The delivery method's name, beside the shipping price. */
  deliveryName: string | undefined;
  /** The net total too (staff keep the books in net figures). */
  showNet?: boolean;
}

/**
 * Totals as the server computed them (SPEC.md section 9: total = items − discount +
 * shipping): items, the discount with its code, shipping, the total, and what it holds of
 * VAT, or that prices are net (rate 0) or under reverse charge. The cart's and an order's.
 */
export function PriceTotals({
  totals,
  pricing,
  promocode,
  deliveryName,
  showNet = false,
}: PriceTotalsProps) {
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
            label={promocode ? `Discount (${promocode})` : 'Discount'}
            value={
              <Box component="span" sx={{ color: 'success.dark' }}>
                −{formatEuro(totals.discount)}
              </Box>
            }
          />
        )}
        <Row
          label={deliveryName ? `Shipping (${deliveryName})` : 'Shipping'}
          value={formatEuro(totals.shipping)}
        />
        <Row label="Total" value={formatEuro(totals.total)} strong />
        {showNet && <Row label="Net" value={formatEuro(totals.net)} muted />}
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

/** The cart's totals, shipping named by the chosen delivery method. */
export function CartTotals({ cart }: { cart: Cart }) {
  const method = cart.shipping_options.find((option) => option.code === cart.delivery_method);
  return (
    <PriceTotals
      totals={cart.totals}
      pricing={cart.pricing}
      promocode={cart.promocode}
      deliveryName={method?.name}
    />
  );
}
