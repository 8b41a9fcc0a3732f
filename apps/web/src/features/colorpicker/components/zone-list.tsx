import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { ColorZone, ComboColors } from '@windfamily/contract/colorpicker';
import { WING_VIEWS, WING_VIEW_LABELS } from '@windfamily/contract/colorpicker-basics';
import { useId, type KeyboardEvent } from 'react';
import { clothLabel, needsUvWarning, type Palette } from './combo-colors';
import { ColorChip } from './color-chip';

interface ZoneListProps {
  zones: ColorZone[];
  colors: ComboColors;
  palette: Palette;
  selected: string | null;
  onSelect: (zone: string) => void;
  /** The server's reasons a zone's colour cannot be saved, by zone key. */
  errors?: Record<string, string[]>;
}

const NEXT_KEYS: Record<string, 1 | -1> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

/**
 * Every zone with its colour, by surface: the summary of the design and the way to select a
 * zone by keyboard (Tab, or the arrow keys, which select as they move) or on a small screen.
 */
export function ZoneList({
  zones,
  colors,
  palette,
  selected,
  onSelect,
  errors = {},
}: ZoneListProps) {
  const baseId = useId();

  // Arrow keys move through all zones of both surfaces, as one list.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = NEXT_KEYS[event.key];
    const home = event.key === 'Home';
    const end = event.key === 'End';
    if (!step && !home && !end) return;
    const buttons = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-zone-key]'),
    ];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    const next = home
      ? buttons[0]
      : end
        ? buttons.at(-1)
        : buttons[(at + (step ?? 0) + buttons.length) % buttons.length];
    if (!next) return;
    next.focus();
    if (next.dataset.zoneKey) onSelect(next.dataset.zoneKey);
  };

  return (
    <Box onKeyDown={onKeyDown} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {WING_VIEWS.map((surface) => {
        const onSurface = zones.filter((zone) => zone.surface === surface);
        if (onSurface.length === 0) return null;
        const headingId = `${baseId}-${surface}`;
        return (
          <Box key={surface}>
            <Typography
              id={headingId}
              variant="h3"
              sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}
            >
              {WING_VIEW_LABELS[surface]}
            </Typography>
            <Box
              component="ul"
              aria-labelledby={headingId}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
            >
              {onSurface.map((zone) => {
                const code = colors[zone.key] ?? zone.default;
                const cloth = palette.get(code);
                const isSelected = zone.key === selected;
                const uv = needsUvWarning(zone, cloth);
                const zoneErrors = errors[zone.key] ?? [];
                return (
                  <li key={zone.key}>
                    <ButtonBase
                      data-zone-key={zone.key}
                      aria-pressed={isSelected}
                      aria-label={`${zone.name}: ${clothLabel(cloth, code)}${uv ? ', fades fast in the sun' : ''}`}
                      aria-describedby={
                        zoneErrors.length ? `${baseId}-${zone.key}-error` : undefined
                      }
                      onClick={() => onSelect(zone.key)}
                      sx={{
                        width: '100%',
                        minHeight: 48,
                        px: 1.5,
                        py: 0.75,
                        gap: 1.5,
                        justifyContent: 'flex-start',
                        textAlign: 'left',
                        borderRadius: 1.5,
                        border: '1px solid',
                        borderColor: zoneErrors.length
                          ? 'error.main'
                          : isSelected
                            ? 'primary.main'
                            : 'divider',
                        bgcolor: isSelected ? 'rgba(11, 61, 92, 0.08)' : 'background.paper',
                        boxShadow: isSelected ? '0 0 0 1px #0b3d5c' : 'none',
                        '&:hover': { bgcolor: 'action.hover' },
                        '&.Mui-focusVisible': {
                          outline: '3px solid',
                          outlineColor: 'secondary.main',
                          outlineOffset: 2,
                        },
                      }}
                    >
                      <ColorChip hex={cloth?.hex ?? '#bdbdbd'} size={28} />
                      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                          {zone.name}
                        </Box>
                        <Box
                          component="span"
                          sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}
                        >
                          {clothLabel(cloth, code)}
                        </Box>
                      </Box>
                      {uv && <WarningAmberIcon aria-hidden="true" sx={{ color: '#8a5a00' }} />}
                    </ButtonBase>
                    {zoneErrors.length > 0 && (
                      <Typography
                        id={`${baseId}-${zone.key}-error`}
                        variant="body2"
                        color="error"
                        sx={{ mt: 0.5, ml: 1.5 }}
                      >
                        {zoneErrors.join(' ')}
                      </Typography>
                    )}
                  </li>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
