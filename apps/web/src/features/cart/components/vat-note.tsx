import { Typography, type SxProps, type Theme } from '@mui/material';
import type { Pricing } from '@windfamily/contract/catalog';

/** A rate as people write it: 20, 25.5, 8.1 (at most two decimals, no trailing zeros). */
const formatRate = (rate: number) => String(Number(rate.toFixed(2)));

/** What a price shown for `pricing` includes (SPEC.md section 9). */
export const VAT_TEXTS = {
  included: (rate: number) => `incl. ${formatRate(rate)} % VAT`,
  /** A rate of 0 (outside the EU): no tax is charged here, the destination's apply. */
  net: 'Net price: local taxes and duties apply.',
  /** A business customer with a VAT id in another EU country. */
  reverseCharge: 'Net price: VAT reverse charge, no VAT charged.',
  priceList: (name: string) => `Your price list: ${name}`,
} as const;

export function vatNoteText(pricing: Pricing): string {
  if (pricing.reverse_charge) return VAT_TEXTS.reverseCharge;
  if (pricing.vat_rate > 0) return VAT_TEXTS.included(pricing.vat_rate);
  return VAT_TEXTS.net;
}

export interface VatNoteProps {
  pricing: Pricing;
  /** Also name the reseller's price list when there is one (default: yes). */
  showPriceList?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The line under a price: "incl. 20 % VAT"; with a rate of 0 that the price is net and local
 * taxes apply; under reverse charge that no VAT is charged; and a reseller's price list.
 */
export function VatNote({ pricing, showPriceList = true, sx }: VatNoteProps) {
  return (
    <Typography component="span" variant="caption" color="text.secondary" sx={sx}>
      {vatNoteText(pricing)}
      {showPriceList && pricing.price_list && (
        <>
          {' · '}
          {VAT_TEXTS.priceList(pricing.price_list)}
        </>
      )}
    </Typography>
  );
}
