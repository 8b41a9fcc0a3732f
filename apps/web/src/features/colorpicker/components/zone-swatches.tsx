import { Alert, Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import type { ClothColor, ColorZone } from '@windfamily/contract/colorpicker';
import { UV_WARNING } from '@windfamily/contract/colorpicker-basics';
import { useId, useState, type SyntheticEvent } from 'react';
import { allowedCloths, clothLabel, needsUvWarning, type Palette } from './combo-colors';

interface ZoneSwatchesProps {
  zone: ColorZone;
  /** The zone on the other side that follows its colour, if any. */
  mirror: ColorZone | undefined;
  current: string;
  palette: Palette;
  onPick: (code: string) => void;
}

const swatchText = (cloth: ClothColor) =>
  [
    clothLabel(cloth),
    cloth.fluorescent ? 'fluorescent' : null,
    cloth.available ? null : 'not available at the moment',
  ]
    .filter(Boolean)
    .join(' · ');

const SWATCH_STYLE = {
  width: '100%',
  aspectRatio: '1',
  minHeight: 48,
  borderRadius: 1.5,
  border: '1px solid rgba(0, 0, 0, 0.25)',
  '&[aria-pressed="true"]': { boxShadow: '0 0 0 3px #ffffff, 0 0 0 5px #0b3d5c' },
  '&.Mui-disabled': {
    opacity: 0.35,
    backgroundImage:
      'repeating-linear-gradient(45deg, transparent 0 6px, rgba(0,0,0,0.35) 6px 8px)',
  },
  '&.Mui-focusVisible': {
    outline: '3px solid',
    outlineColor: 'secondary.main',
    outlineOffset: 3,
  },
} as const;

const UV_BADGE_STYLE = {
  fontSize: '0.65rem',
  fontWeight: 800,
  px: 0.5,
  borderRadius: 0.5,
  bgcolor: 'rgba(0, 0, 0, 0.75)',
  color: '#ffffff',
} as const;

/** The swatch an event happened on, as the grid's tooltip shows it. */
interface Hint {
  anchor: HTMLElement;
  text: string;
}

const hintOf = (event: SyntheticEvent): Hint | null => {
  const item = (event.target as Element).closest<HTMLElement>('[data-hint]');
  return item?.dataset.hint ? { anchor: item, text: item.dataset.hint } : null;
};

/**
 * The selected zone: its name, its colour, and the cloth colours it allows as swatches
 * (name and code in a tooltip and for screen readers). Picking one colours the zone and its
 * mirror. Fluorescent cloth on the top surface brings the UV warning.
 *
 * The grid has one tooltip, which MUI opens and closes on the grid's pointer, focus and touch
 * events as it would on a swatch, showing the swatch the event came from: a tooltip per swatch
 * rendered each of the dozens of swatches twice as the page opened.
 */
export function ZoneSwatches({ zone, mirror, current, palette, onPick }: ZoneSwatchesProps) {
  const headingId = useId();
  const cloth = palette.get(current);
  const [hint, setHint] = useState<Hint | null>(null);
  // The same swatch again (the pointer over its badge) renders nothing.
  const point = (event: SyntheticEvent) => {
    const next = hintOf(event);
    setHint((shown) => (next?.anchor === shown?.anchor ? shown : next));
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
        {zone.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {clothLabel(cloth, current)}
        {mirror && ` · ${mirror.name} follows (mirrored)`}
      </Typography>
      <Tooltip
        title={hint?.text ?? ''}
        describeChild
        slotProps={{ popper: { anchorEl: hint?.anchor } }}
      >
        <Box
          component="ul"
          aria-label={`Colours for ${zone.name}`}
          onMouseOver={point}
          onFocus={point}
          onTouchStart={point}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(48px, 1fr))',
            gap: 1,
          }}
        >
          {allowedCloths(zone, palette).map((option) => {
            const text = swatchText(option);
            return (
              // A disabled button gets no pointer events: its item names it for the tooltip.
              <li key={option.code} data-hint={text}>
                <ButtonBase
                  aria-label={text}
                  aria-pressed={option.code === current}
                  disabled={!option.available}
                  onClick={() => onPick(option.code)}
                  style={{ backgroundColor: option.hex }}
                  sx={SWATCH_STYLE}
                >
                  {option.fluorescent && (
                    <Box component="span" aria-hidden="true" sx={UV_BADGE_STYLE}>
                      UV
                    </Box>
                  )}
                </ButtonBase>
              </li>
            );
          })}
        </Box>
      </Tooltip>
      {needsUvWarning(zone, cloth) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {UV_WARNING}
        </Alert>
      )}
    </Box>
  );
}
