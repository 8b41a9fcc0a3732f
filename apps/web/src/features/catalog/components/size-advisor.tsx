import CheckIcon from '@mui/icons-material/Check';
import StraightenIcon from '@mui/icons-material/Straighten';
import { Box, Button, InputAdornment, Link, Typography } from '@mui/material';
import type { Variant } from '@windfamily/contract/catalog';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlainTextField } from '../../../components/plain-text-field';
import { isPurchasable } from './availability';
import { adviseSize, parseWeight, type SizeAdvice, type SizeRange } from './size-advice';

const rangeText = ({ range }: SizeRange) => `${range.min_kg}–${range.max_kg} kg`;

const contactUs = (
  <Link component={RouterLink} to="/contact/">
    contact us
  </Link>
);

/** What the advice says, in words. */
function adviceText(advice: SizeAdvice, weight: number): ReactNode {
  switch (advice.kind) {
    case 'fits': {
      const { size, alsoFits } = advice;
      return (
        <>
          <strong>{`Size ${size.size} suits you best`}</strong>
          {`: ${weight} kg lies within its range of ${rangeText(size)}.`}
          {alsoFits.length > 0 &&
            ` You are also within ${alsoFits
              .map((other) => `${other.size} (${rangeText(other)})`)
              .join(' and ')}, but ${size.size} puts you nearer the middle of its range.`}
        </>
      );
    }
    case 'below':
      return (
        <>
          <strong>Below our smallest size.</strong>
          {` ${advice.smallest.size} starts at ${advice.smallest.range.min_kg} kg all-up. Please `}
          {contactUs}
          {' before you order: we will help you find the right wing.'}
        </>
      );
    case 'above':
      return (
        <>
          <strong>Above our largest size.</strong>
          {` ${advice.largest.size} goes up to ${advice.largest.range.max_kg} kg all-up. Please `}
          {contactUs}
          {' before you order: we will help you find the right wing.'}
        </>
      );
    case 'between':
      return (
        <>
          <strong>Between two sizes.</strong>
          {` ${advice.lower.size} goes up to ${advice.lower.range.max_kg} kg, ${advice.upper.size} starts at ${advice.upper.range.min_kg} kg. Please `}
          {contactUs}
          {' for advice.'}
        </>
      );
  }
}

interface SizeAdvisorProps {
  variants: Variant[];
  /** The size chosen in the picker. */
  selectedSize: string | undefined;
  /** Chooses the recommended size's variant. */
  onChoose: (variant: Variant) => void;
}

/**
 * The pilot types their all-up weight (pilot plus equipment) and gets the size whose weight
 * range holds it; a button chooses that size.
 */
export function SizeAdvisor({ variants, selectedSize, onChoose }: SizeAdvisorProps) {
  const [text, setText] = useState('');
  const id = useId();
  const weight = parseWeight(text);
  const advice = weight === null ? null : adviseSize(variants, weight);
  const invalid = text.trim() !== '' && weight === null;
  const recommended = advice?.kind === 'fits' ? advice.size : null;

  return (
    <Box
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 2,
        bgcolor: 'rgba(11, 61, 92, 0.05)',
        border: '1px solid rgba(11, 61, 92, 0.12)',
      }}
    >
      <Typography
        component="p"
        sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
      >
        <StraightenIcon fontSize="small" sx={{ color: 'primary.main' }} aria-hidden="true" />
        Which size fits you?
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Enter your all-up weight: you plus harness, reserve, wing and instruments.
      </Typography>
      <PlainTextField
        id={`${id}-weight`}
        label="All-up weight"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid}
        helperText={invalid ? 'Please enter your weight in kilograms, e.g. 85.' : undefined}
        size="small"
        sx={{ width: { xs: '100%', sm: 220 }, bgcolor: 'background.paper' }}
        inputProps={{
          inputMode: 'decimal',
          autoComplete: 'off',
          'aria-describedby': `${id}-advice`,
        }}
        endAdornment={<InputAdornment position="end">kg</InputAdornment>}
      />
      <Box id={`${id}-advice`} role="status" aria-live="polite" sx={{ mt: advice ? 2 : 0 }}>
        {advice && weight !== null && (
          <Typography variant="body2" sx={{ lineHeight: 1.6 }}>
            {adviceText(advice, weight)}
          </Typography>
        )}
      </Box>
      {recommended &&
        (recommended.size === selectedSize ? (
          <Typography
            variant="body2"
            sx={{
              mt: 1.5,
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              color: 'success.dark',
              fontWeight: 600,
            }}
          >
            <CheckIcon fontSize="small" aria-hidden="true" />
            {`Size ${recommended.size} is selected.`}
          </Typography>
        ) : isPurchasable(recommended.variant.availability) ? (
          <Button
            variant="outlined"
            size="small"
            onClick={() => onChoose(recommended.variant)}
            sx={{ mt: 1.5, bgcolor: 'background.paper' }}
          >
            {`Choose size ${recommended.size}`}
          </Button>
        ) : (
          <Typography variant="body2" color="error.dark" sx={{ mt: 1.5, fontWeight: 600 }}>
            {`Size ${recommended.size} cannot be ordered right now.`}
          </Typography>
        ))}
    </Box>
  );
}
