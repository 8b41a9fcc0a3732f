import { Box, ButtonBase } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { useMatch } from 'react-router';
import { useCountry, useUpdateCart } from '../api';
import { CHECKOUT_PATH } from '../paths';
import { useCountryInfo } from './country-names';
import { CART_UPDATE_FAILED, errorMessage, notifyError } from './notify';
import { visuallyHidden } from '../../../components/visually-hidden';
import { lazy } from '../../../lib/lazy';

// The popover (MUI Popover and Autocomplete) loads when the button is first hovered, focused or used.
const LazyCountryPopover = lazy(() => import('./country-popover'));
const preloadPopover = () => void import('./country-popover');

export interface CountryPriceButtonProps {
  /** Show the country without letting it change (it is on the checkout page anyway). */
  disabled?: boolean;
}

/**
 * The country prices are shown for, next to a price (SPEC.md sections 2 and 4): flag and
 * code; a click opens a popup to choose another country, which goes to the cart, after which
 * every price (queries keyed by `useCountry()`) is fetched for it. Disabled on the checkout
 * page.
 */
export function CountryPriceButton({ disabled = false }: CountryPriceButtonProps) {
  const code = useCountry();
  const country = useCountryInfo(code);
  const onCheckout = useMatch(CHECKOUT_PATH) !== null;
  const locked = disabled || onCheckout;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const update = useUpdateCart();
  const popoverId = useId();
  const open = anchor !== null && !locked;

  const choose = (next: string) => {
    setAnchor(null);
    if (next === code || update.isPending) return;
    update.mutate(
      { country: next },
      {
        onSuccess: (result) => {
          if (!result.success) notifyError(result.error.publicMessage);
        },
        onError: (error) => notifyError(errorMessage(error, CART_UPDATE_FAILED)),
      },
    );
  };

  return (
    <>
      <ButtonBase
        disabled={locked}
        aria-haspopup={locked ? undefined : 'dialog'}
        aria-expanded={locked ? undefined : open}
        aria-controls={open ? popoverId : undefined}
        aria-busy={update.isPending || undefined}
        onClick={(event) => {
          if (update.isPending) return;
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={locked ? undefined : preloadPopover}
        onFocus={locked ? undefined : preloadPopover}
        sx={{
          gap: 0.5,
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          fontSize: '0.8125rem',
          fontWeight: 600,
          lineHeight: 1.5,
          color: 'text.primary',
          verticalAlign: 'middle',
          opacity: update.isPending ? 0.6 : 1,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
          '&.Mui-disabled': { color: 'text.secondary', borderStyle: 'dashed' },
        }}
      >
        {/* The name is read from the content, "AT – prices for Austria. Change country": it
            starts with the visible code (WCAG 2.5.3, label in name). */}
        <Box component="span" aria-hidden="true" sx={{ fontSize: '1rem', lineHeight: 1 }}>
          {country.flag}
        </Box>
        {code.toUpperCase()}
        <Box component="span" sx={visuallyHidden}>
          {` – prices for ${country.name}${locked ? '' : '. Change country'}`}
        </Box>
        {!locked && (
          // A caret drawn by CSS: not text, so the visible label stays "AT".
          <Box
            component="span"
            aria-hidden="true"
            sx={{ fontSize: '0.7rem', '&::after': { content: '"▾"' } }}
          />
        )}
      </ButtonBase>
      {used && !locked && (
        <Suspense fallback={null}>
          <LazyCountryPopover
            id={popoverId}
            anchor={anchor}
            open={open}
            value={code}
            onClose={() => setAnchor(null)}
            onSelect={choose}
          />
        </Suspense>
      )}
    </>
  );
}
