import { Alert, Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import type { ClothColor, ColorZone } from '@windfamily/contract/colorpicker';
import { UV_WARNING } from '@windfamily/contract/colorpicker-basics';
import { useId } from 'react';
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

/**
 * The selected zone: its name, its colour, and the cloth colours it allows as swatches
 * (name and code in a tooltip and for screen readers). Picking one colours the zone and its
 * mirror. Fluorescent cloth on the top surface brings the UV warning.
 */
export function ZoneSwatches({ zone, mirror, current, palette, onPick }: ZoneSwatchesProps) {
  const headingId = useId();
  const cloth = palette.get(current);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
        {zone.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {clothLabel(cloth, current)}
        {mirror && ` · ${mirror.name} follows (mirrored)`}
      </Typography>
      <Box
        component="ul"
        aria-label={`Colours for ${zone.name}`}
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
          const chosen = option.code === current;
          const text = swatchText(option);
          return (
            <li key={option.code}>
              <Tooltip title={text} describeChild>
                {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
                <span style={{ display: 'block' }}>
                  <ButtonBase
                    aria-label={text}
                    aria-pressed={chosen}
                    disabled={!option.available}
                    onClick={() => onPick(option.code)}
                    sx={{
                      width: '100%',
                      aspectRatio: '1',
                      minHeight: 48,
                      borderRadius: 1.5,
                      bgcolor: option.hex,
                      border: '1px solid rgba(0, 0, 0, 0.25)',
                      boxShadow: chosen ? '0 0 0 3px #ffffff, 0 0 0 5px #0b3d5c' : 'none',
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
                    }}
                  >
                    {option.fluorescent && (
                      <Box
                        component="span"
                        aria-hidden="true"
                        sx={{
                          fontSize: '0.65rem',
                          fontWeight: 800,
                          px: 0.5,
                          borderRadius: 0.5,
                          bgcolor: 'rgba(0, 0, 0, 0.75)',
                          color: '#ffffff',
                        }}
                      >
                        UV
                      </Box>
                    )}
                  </ButtonBase>
                </span>
              </Tooltip>
            </li>
          );
        })}
      </Box>
      {needsUvWarning(zone, cloth) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {UV_WARNING}
        </Alert>
      )}
    </Box>
  );
}
