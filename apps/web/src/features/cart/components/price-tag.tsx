import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { Pricing } from '@windfamily/contract/catalog';
import { formatEuro, type Money } from '@windfamily/contract/money';
import { CountryPriceButton } from './country-price-button';
import { VatNote } from './vat-note';

const FONT_SIZES = { small: '1rem', medium: '1.25rem', large: '1.75rem' } as const;

export interface PriceTagProps {
  /** The gross price the server computed, e.g. "4290.00". */
  price: Money;
  /** Whose price it is (the `pricing` of the same answer). */
  pricing: Pricing;
  /** "from 4 290 €": the lowest of several. */
  from?: boolean;
  size?: keyof typeof FONT_SIZES;
  /** The country button next to the VAT note (default: shown). */
  showCountry?: boolean;
  sx?: SxProps<Theme>;
}

/** A price as the shop shows it: the amount, and under it the VAT note and the country button. */
export function PriceTag({
  price,
  pricing,
  from = false,
  size = 'medium',
  showCountry = true,
  sx,
}: PriceTagProps) {
  return (
    <Box sx={sx}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Typography
          component="span"
          sx={{
            fontSize: FONT_SIZES[size],
            fontWeight: 700,
            lineHeight: 1.25,
            color: 'text.primary',
          }}
        >
          {from && (
            <Typography component="span" sx={{ fontSize: '0.75em', fontWeight: 400, mr: 0.5 }}>
              from
            </Typography>
          )}
          {formatEuro(price)}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            rowGap: 0.5,
          }}
        >
          <VatNote pricing={pricing} />
          {showCountry && <CountryPriceButton />}
        </Box>
      </Box>
    </Box>
  );
}
