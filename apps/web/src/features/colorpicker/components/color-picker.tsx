import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import type { ColorCombo, ComboColors, PickerDetail } from '@windfamily/contract/colorpicker';
import { WING_VIEW_LABELS } from '@windfamily/contract/colorpicker-basics';
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { visuallyHidden } from '../../../components/visually-hidden';
import {
  choosableCloths,
  clothLabel,
  mirrorOf,
  paletteOf,
  sameColors,
  zoneChange,
  completeColors,
} from './combo-colors';
import { historyReducer, startHistory, type HistoryAction } from './combo-history';
import { harmoniousColors } from './harmony';
import { PickerToolbar } from './picker-toolbar';
import { SaveComboForm } from './save-combo-form';
import { SavedComboPanel } from './saved-combo-panel';
import { WingDrawing } from './wing-drawing';
import { ZoneList } from './zone-list';
import { ZoneSwatches } from './zone-swatches';
import { lazy } from '../../../lib/lazy';

// Colour matching brings the colour science library: its own chunk, loaded beside the page.
const ColorMatchPanel = lazy(() => import('./color-match-panel'));

/** Text fields keep their own undo: the picker's shortcuts apply elsewhere. */
const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

interface ColorPickerProps {
  detail: PickerDetail;
  /** The colours it starts from (a preset, a saved combo, the standard ones). */
  start: ComboColors;
}

/**
 * The picker: the wing drawn in its colours, the zones, the selected zone's colours, colour
 * matching, undo and redo, presets, random combinations, and saving.
 */
export function ColorPicker({ detail, start }: ColorPickerProps) {
  const palette = useMemo(() => paletteOf(detail), [detail]);
  const [history, dispatch] = useReducer(historyReducer, start, startHistory);
  const [selectedKey, setSelectedKey] = useState(detail.zones[0]?.key ?? null);
  const [saved, setSaved] = useState<{ combo: ColorCombo; colors: ComboColors } | null>(null);
  const [zoneErrors, setZoneErrors] = useState<Record<string, string[]>>({});
  const [announcement, setAnnouncement] = useState('');
  const zonesId = useId();
  const matchId = useId();
  const saveId = useId();

  const colors = history.present;
  const zone = detail.zones.find((candidate) => candidate.key === selectedKey);
  const mirror = zone && mirrorOf(detail, zone);
  const choosable = useMemo(() => (zone ? choosableCloths(zone, palette) : []), [zone, palette]);
  const changedSinceSave = saved !== null && !sameColors(saved.colors, colors);

  const act = (action: HistoryAction, message: string) => {
    dispatch(action);
    setAnnouncement(message);
  };
  const undo = () => act({ type: 'undo' }, 'Undone');
  const redo = () => act({ type: 'redo' }, 'Redone');
  const colourZone = (zoneKey: string, code: string) => {
    const target = detail.zones.find((candidate) => candidate.key === zoneKey);
    act(
      { type: 'set', colors: zoneChange(detail, zoneKey, code) },
      `${target?.name ?? zoneKey}: ${clothLabel(palette.get(code), code)}`,
    );
  };

  // Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes; Cmd on a Mac.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        dispatch({ type: 'undo' });
        setAnnouncement('Undone');
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
        setAnnouncement('Redone');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2.5, md: 3 } }}>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <PickerToolbar
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        onUndo={undo}
        onRedo={redo}
        presets={detail.presets}
        onPreset={(preset) =>
          act(
            { type: 'load', colors: completeColors(detail, preset?.colors) },
            preset ? `Preset ${preset.name}` : 'Standard colours',
          )
        }
        onRandom={() => act({ type: 'load', colors: harmoniousColors(detail) }, 'Random colours')}
      />

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: `repeat(${detail.views.length}, minmax(0, 1fr))`,
          },
          gap: { xs: 2, md: 3 },
          py: 1.5,
          bgcolor: 'background.default',
          // On a screen tall enough the drawing stays in sight while colours are chosen below.
          '@media (min-width: 900px) and (min-height: 760px)': {
            position: 'sticky',
            top: 64,
            zIndex: 2,
          },
        }}
      >
        {detail.views.map((view) => (
          <Box component="figure" key={view.view} sx={{ m: 0 }}>
            <WingDrawing
              view={view}
              colors={colors}
              palette={palette}
              selected={selectedKey}
              onSelect={setSelectedKey}
              modelName={detail.name}
            />
            <Typography
              component="figcaption"
              variant="body2"
              color="text.secondary"
              sx={{ textAlign: 'center', mt: 0.5 }}
            >
              {WING_VIEW_LABELS[view.view]}
            </Typography>
          </Box>
        ))}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gridTemplateAreas: {
            xs: '"swatches" "zones" "match"',
            md: '"zones swatches" "zones match"',
          },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby={zonesId} sx={{ gridArea: 'zones' }}>
          <Typography id={zonesId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            Colours per zone
          </Typography>
          <ZoneList
            zones={detail.zones}
            colors={colors}
            palette={palette}
            selected={selectedKey}
            onSelect={setSelectedKey}
            errors={zoneErrors}
          />
        </Box>
        <Box sx={{ gridArea: 'swatches' }}>
          {zone && (
            <ZoneSwatches
              zone={zone}
              mirror={mirror}
              current={colors[zone.key] ?? zone.default}
              palette={palette}
              onPick={(code) => colourZone(zone.key, code)}
            />
          )}
        </Box>
        <Box component="section" aria-labelledby={matchId} sx={{ gridArea: 'match' }}>
          <Typography id={matchId} variant="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
            Match a colour
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {`A colour you have in mind, from your harness or a photo: find the nearest cloth for ${zone?.name ?? 'the zone'}.`}
          </Typography>
          {zone && (
            <AfterFirstPaint
              fallback={
                <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <CircularProgress size={18} aria-hidden="true" />
                  Loading colour matching…
                </Box>
              }
            >
              <ColorMatchPanel
                zone={zone}
                cloths={choosable}
                current={colors[zone.key] ?? zone.default}
                onApply={(code) => colourZone(zone.key, code)}
              />
            </AfterFirstPaint>
          )}
        </Box>
      </Box>

      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={saveId}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id={saveId} variant="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
          Save your design
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Saved, it gets a link to share, a picture to download, and it can be ordered.
        </Typography>
        <SaveComboForm
          productSlug={detail.slug}
          colors={colors}
          zones={detail.zones}
          savedBefore={saved !== null}
          onSaved={(combo, sentColors) => {
            setSaved({ combo, colors: sentColors });
            setAnnouncement(`Saved as ${combo.name}`);
          }}
          onZoneErrors={setZoneErrors}
        />
        {saved && (
          <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
            <SavedComboPanel combo={saved.combo} changed={changedSinceSave} />
          </Box>
        )}
      </Paper>
    </Box>
  );
}
