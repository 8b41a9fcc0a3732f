import { Box } from '@mui/material';
import type { ComboColors, TemplateView } from '@windfamily/contract/colorpicker';
import { WING_VIEW_LABELS } from '@windfamily/contract/colorpicker-basics';
import type { Palette } from './combo-colors';

/** A zone whose cloth is not in the palette (e.g. withdrawn since): a neutral grey. */
const UNKNOWN_FILL = '#bdbdbd';

interface WingDrawingProps {
  view: TemplateView;
  colors: ComboColors;
  palette: Palette;
  selected: string | null;
  /** Clicking (or tapping) a panel selects its zone; the zone list offers the same by keyboard. */
  onSelect: (zone: string) => void;
  modelName: string;
}

/**
 * One view of the wing, drawn from the model's template in its own coordinates and scaled to
 * the width it gets: zone panels in their colours, then the lines over them, then the
 * selected zone's outline (black and white, visible on any colour).
 */
export function WingDrawing({
  view,
  colors,
  palette,
  selected,
  onSelect,
  modelName,
}: WingDrawingProps) {
  const label = `${modelName}, ${WING_VIEW_LABELS[view.view].toLowerCase()} view`;
  const selectedShapes = view.shapes.filter(
    (shape) => shape.zone !== null && shape.zone === selected,
  );
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${view.width} ${view.height}`}
      role="img"
      aria-label={label}
      data-view={view.view}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${view.width} / ${view.height}`,
        overflow: 'visible',
        '& [data-zone]': { cursor: 'pointer', transition: 'fill 120ms' },
        '& [data-zone]:hover': { filter: 'brightness(1.1)' },
      }}
    >
      {view.shapes.map((shape, index) =>
        shape.zone !== null ? (
          <path
            key={index}
            d={shape.d}
            data-zone={shape.zone}
            fill={palette.get(colors[shape.zone] ?? '')?.hex ?? UNKNOWN_FILL}
            onClick={() => shape.zone !== null && onSelect(shape.zone)}
          />
        ) : (
          <path
            key={index}
            d={shape.d}
            fill={shape.fill ?? 'none'}
            stroke={shape.stroke ?? 'none'}
            strokeWidth={shape.stroke_width}
            opacity={shape.opacity}
            // Seams and outlines lie over the panels: clicks go through to the zone below.
            pointerEvents="none"
          />
        ),
      )}
      {selectedShapes.map((shape, index) => (
        <g key={`selected-${index}`} pointerEvents="none" data-selected-zone={shape.zone}>
          <path
            d={shape.d}
            fill="none"
            stroke="#ffffff"
            strokeWidth={5}
            vectorEffect="non-scaling-stroke"
          />
          <path
            d={shape.d}
            fill="none"
            stroke="#111111"
            strokeWidth={2.5}
            strokeDasharray="6 4"
            vectorEffect="non-scaling-stroke"
          />
        </g>
      ))}
    </Box>
  );
}
