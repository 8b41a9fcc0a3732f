import { fade } from './svg';
import { type WingColors, wingSvg } from './wing';

/**
 * A second-hand wing: the model's colours a little sun-bleached, photographed in the
 * evening light. `view` as for `wingSvg` (the plan form lies on a light floor).
 */
export function secondhandSvg(options: {
  colors: WingColors;
  view?: 'flying' | 'side' | 'top';
  cells?: number;
  width?: number;
  /** How faded the cloth is, 0..1. Default 0.35. */
  wear?: number;
}): string {
  const wear = options.wear ?? 0.35;
  const { colors } = options;
  const faded: WingColors = {
    leadingEdge: fade(colors.leadingEdge, wear),
    top: colors.top.map((color) => fade(color, wear)),
    tips: fade(colors.tips, wear),
    bottom: fade(colors.bottom, wear),
    logo: fade(colors.logo, wear * 0.6),
  };
  const view = options.view ?? 'side';
  return wingSvg({
    colors: faded,
    view,
    scene: view === 'top' ? 'studio' : 'evening',
    ...(options.cells !== undefined ? { cells: options.cells } : {}),
    ...(options.width !== undefined ? { width: options.width } : {}),
  });
}
