import { Box, Button, ButtonBase, TextField, Typography } from '@mui/material';
import { hexToLab, nearestClothsLab } from '@windfamily/contract/color-match';
import type { ClothColor, ColorZone } from '@windfamily/contract/colorpicker';
import { useMemo, useState } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ColorChip } from './color-chip';
import { parseHexColor } from './hex-color';
import { PhotoColorPicker } from './photo-color-picker';
import { ReferenceColors } from './reference-colors';

/** How many of the nearest cloth colours are offered. */
export const MATCH_COUNT = 4;

/** "ΔE 2.4": CIEDE2000, the difference the eye sees (about 1 is just noticeable). */
export const formatDeltaE = (distance: number) => `ΔE ${distance.toFixed(1)}`;

interface ColorMatchPanelProps {
  zone: ColorZone;
  /** The zone's colours the workshop has now. */
  cloths: ClothColor[];
  current: string;
  onApply: (code: string) => void;
}

/**
 * Match a colour the pilot brings (typed, chosen, picked from a photo or from the reference
 * palette) to the nearest cloth colours the selected zone allows, by perceptual distance.
 */
export default function ColorMatchPanel({ zone, cloths, current, onApply }: ColorMatchPanelProps) {
  const [text, setText] = useState('');
  const [target, setTarget] = useState<{ hex: string; name?: string } | null>(null);
  const [showReference, setShowReference] = useState(false);
  const typed = text.trim() ? parseHexColor(text) : null;
  const invalid = text.trim() !== '' && typed === null;

  const labs = useMemo(
    () => cloths.map((cloth) => ({ code: cloth.code, lab: cloth.lab })),
    [cloths],
  );
  const byCode = useMemo(() => new Map(cloths.map((cloth) => [cloth.code, cloth])), [cloths]);
  const nearest = useMemo(
    () => (target ? nearestClothsLab(hexToLab(target.hex), labs, MATCH_COUNT) : []),
    [target, labs],
  );

  const first = nearest[0] && byCode.get(nearest[0].code);
  const announcement =
    target && first && nearest[0]
      ? `${nearest.length} nearest colours, the nearest ${first.name}, ${formatDeltaE(nearest[0].distance)}`
      : '';

  const aim = (hex: string, name?: string) => {
    setText(hex);
    setTarget(name ? { hex, name } : { hex });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="Colour code"
          placeholder="#ff6d00"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const hex = parseHexColor(event.target.value);
            setTarget(hex ? { hex } : null);
          }}
          error={invalid}
          helperText={invalid ? 'Enter a colour as #rrggbb, e.g. #ff6d00.' : 'As #rrggbb'}
          sx={{ flex: '1 1 180px' }}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
        <Box
          component="label"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 0.5,
            width: 88,
            textAlign: 'center',
            fontSize: '0.75rem',
            color: 'text.secondary',
          }}
        >
          <Box
            component="input"
            type="color"
            value={target?.hex ?? '#888888'}
            onChange={(event) => aim(event.target.value)}
            sx={{
              width: 56,
              height: 56,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
            }}
          />
          Choose a colour
        </Box>
      </Box>
      <PhotoColorPicker onPick={(hex) => aim(hex)} />

      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Box>
        {target && (
          <>
            <Typography
              sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
            >
              <ColorChip hex={target.hex} />
              {`Nearest cloth colours to ${target.name ?? target.hex} for ${zone.name}`}
            </Typography>
            {nearest.length === 0 ? (
              <Typography color="text.secondary">This zone has no colour to choose now.</Typography>
            ) : (
              <Box
                component="ul"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
              >
                {nearest.map(({ code, distance }) => {
                  const cloth = byCode.get(code);
                  if (!cloth) return null;
                  const applied = code === current;
                  return (
                    <li key={code}>
                      <ButtonBase
                        onClick={() => onApply(code)}
                        aria-pressed={applied}
                        aria-label={`Use ${cloth.name} ${cloth.code}, ${formatDeltaE(distance)}`}
                        sx={{
                          width: '100%',
                          minHeight: 48,
                          px: 1.5,
                          gap: 1.5,
                          justifyContent: 'flex-start',
                          borderRadius: 1.5,
                          border: '1px solid',
                          borderColor: applied ? 'primary.main' : 'divider',
                          bgcolor: 'background.paper',
                          '&:hover': { bgcolor: 'action.hover' },
                          '&.Mui-focusVisible': {
                            outline: '3px solid',
                            outlineColor: 'secondary.main',
                            outlineOffset: 2,
                          },
                        }}
                      >
                        <ColorChip hex={cloth.hex} size={28} />
                        <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
                          {`${cloth.name} · ${cloth.code}`}
                        </Box>
                        <Box
                          component="span"
                          sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
                        >
                          {formatDeltaE(distance)}
                        </Box>
                      </ButtonBase>
                    </li>
                  );
                })}
              </Box>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              ΔE is the difference the eye sees: below 2 hardly any, above 5 clearly.
            </Typography>
          </>
        )}
      </Box>

      <Box>
        <Button
          variant="text"
          onClick={() => setShowReference((shown) => !shown)}
          aria-expanded={showReference}
          sx={{ ml: -1 }}
        >
          {showReference ? 'Hide reference colours' : 'Reference colours'}
        </Button>
        {showReference && <ReferenceColors onChoose={(color) => aim(color.hex, color.name)} />}
      </Box>
    </Box>
  );
}
