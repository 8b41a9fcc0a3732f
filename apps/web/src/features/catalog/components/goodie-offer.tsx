import { Box, FormControlLabel, Radio, RadioGroup, Skeleton, Typography } from '@mui/material';
import type { Goodie } from '@windfamily/contract/catalog';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import { useId } from 'react';
import { useGoodies } from '../api';
import { isPurchasable } from './availability';
import { ProductPicture } from './product-picture';

const NONE = 'none';

/** Read out, not shown (in sx a width of 1 would mean 100 %: hence the pixel strings). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function GoodieLabel({ goodie }: { goodie: Goodie }) {
  const free = moneyToCents(goodie.reduced_price) === 0;
  const available = isPurchasable(goodie.availability);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }}>
      {goodie.thumbnail && (
        <Box sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
          <ProductPicture
            image={goodie.thumbnail}
            alt=""
            sizes="44px"
            sx={{ width: 44, height: 44, objectFit: 'cover' }}
          />
        </Box>
      )}
      <Box>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.3 }}>
          {goodie.product.name}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {available ? (
            <>
              <Box component="s" sx={{ mr: 0.75 }}>
                <Box component="span" sx={visuallyHidden}>
                  regular price
                </Box>
                {formatEuro(goodie.product_variant.price)}
              </Box>
              <Box component="span" sx={{ color: 'secondary.dark', fontWeight: 700 }}>
                {free ? 'free' : formatEuro(goodie.reduced_price)}
              </Box>
              {' with your wing'}
            </>
          ) : (
            'Sold out'
          )}
        </Typography>
      </Box>
    </Box>
  );
}

interface GoodieOfferProps {
  value: number | null;
  onChange: (goodieId: number | null) => void;
}

/** The goodies offered at a reduced price with a wing: at most one, none by default. */
export function GoodieOffer({ value, onChange }: GoodieOfferProps) {
  const { data, isPending } = useGoodies();
  const labelId = useId();
  if (isPending) return <Skeleton variant="rounded" height={160} />;
  const goodies = data?.goodies ?? [];
  if (goodies.length === 0) return null;

  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        p: { xs: 2, sm: 2.5 },
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography id={labelId} component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
        A goodie with your wing
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Pick one at a special price, together with your wing.
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={value === null ? NONE : String(value)}
        onChange={(_, next) => onChange(next === NONE ? null : Number(next))}
      >
        {goodies.map((goodie) => (
          <FormControlLabel
            key={goodie.id}
            value={String(goodie.id)}
            control={<Radio />}
            disabled={!isPurchasable(goodie.availability)}
            label={<GoodieLabel goodie={goodie} />}
            sx={{ mr: 0 }}
          />
        ))}
        <FormControlLabel value={NONE} control={<Radio />} label="No goodie, thanks" />
      </RadioGroup>
    </Box>
  );
}
