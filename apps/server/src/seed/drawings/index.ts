/**
 * Pictures for the demo catalogue, drawn in code as SVG (nothing is downloaded). Render
 * them with `ImageStore.save(Buffer.from(svg), { allowSvg: true })`.
 */
export { ADDON_KINDS, type AddonKind, addonSvg } from './addon';
export type { AddonColors } from './addon-gear';
export { FASHION_KINDS, type FashionKind, fashionSvg } from './fashion';
export { WING_DESIGNS, type WingDesign, type WingDesignName } from './palettes';
export { secondhandSvg } from './secondhand';
export { type WingColors, type WingSvgOptions, type WingView, wingSvg } from './wing';

import { WING_DESIGNS, type WingDesignName } from './palettes';
import { type WingView, wingSvg } from './wing';

/** The views of a wing's gallery, in order: in flight, from three-quarters, the plan form. */
export const WING_VIEWS: readonly WingView[] = ['flying', 'side', 'top'];

/** The gallery of a demo wing model: one SVG per view. */
export function wingGallery(name: WingDesignName, options: { width?: number } = {}): string[] {
  const design = WING_DESIGNS[name];
  return WING_VIEWS.map((view) =>
    wingSvg({ ...design, view, ...(options.width !== undefined ? { width: options.width } : {}) }),
  );
}
