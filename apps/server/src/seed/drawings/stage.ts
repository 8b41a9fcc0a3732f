import { n, svgDocument } from './svg';

export const PRODUCT_SIZE = 1200;

/**
 * A product on a light, square backdrop with a soft shadow on the floor: the frame of the
 * fashion and addon drawings (1200 x 1200 drawing units).
 */
export function productSvg(
  body: string,
  options: {
    /** The floor shadow under the product: centre and radii. */
    shadow?: { cx: number; cy: number; rx: number; ry?: number };
    width?: number;
    backdrop?: string;
    defs?: string;
  } = {},
): string {
  const backdrop = options.backdrop ?? '#eef2f5';
  const shadow = options.shadow;
  const defs =
    `<radialGradient id="backdrop" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${backdrop}"/></radialGradient>` +
    `<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#53606e" stop-opacity="0.28"/><stop offset="0.6" stop-color="#53606e" stop-opacity="0.12"/><stop offset="1" stop-color="#53606e" stop-opacity="0"/></radialGradient>` +
    (options.defs ?? '');
  const floor = shadow
    ? `<ellipse cx="${n(shadow.cx)}" cy="${n(shadow.cy)}" rx="${n(shadow.rx)}" ry="${n(shadow.ry ?? shadow.rx * 0.12)}" fill="url(#shadow)"/>`
    : '';
  return svgDocument(
    PRODUCT_SIZE,
    PRODUCT_SIZE,
    `<rect width="${PRODUCT_SIZE}" height="${PRODUCT_SIZE}" fill="url(#backdrop)"/>${floor}${body}`,
    { width: options.width ?? PRODUCT_SIZE, defs },
  );
}

/** Stitching: a dashed line along a path. */
export const stitch = (d: string, color: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-dasharray="${width * 3} ${width * 2.2}" stroke-linecap="round"/>`;

/** A metal gradient for buckles, rings and carabiners (needs `metalDefs` in the document). */
export const metalDefs = `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f2f4f6"/><stop offset="0.45" stop-color="#aab3bd"/><stop offset="0.55" stop-color="#c9d0d7"/><stop offset="1" stop-color="#7d8894"/></linearGradient>`;
