/** Small helpers shared by the drawings: colours, numbers and the SVG frame. */

export type Rgb = [number, number, number];

export function parseColor(hex: string): Rgb {
  const value = hex.trim().replace(/^#/, '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`not a colour: ${hex}`);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  const channel = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `a` blended towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseColor(a), parseColor(b)];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

/** Darker (factor < 1) or lighter (factor > 1) version of a colour. */
export function shade(color: string, factor: number): string {
  return factor <= 1 ? mix(color, '#000000', 1 - factor) : mix(color, '#ffffff', factor - 1);
}

/** A duller, paler version of a colour: sun-bleached cloth. */
export function fade(color: string, amount = 0.3): string {
  const [r, g, b] = parseColor(color);
  const grey = (r + g + b) / 3;
  const desaturated = toHex([r, g, b].map((v) => v + (grey - v) * amount) as Rgb);
  return mix(desaturated, '#f3efe6', amount * 0.45);
}

/** Relative luminance, 0 (black) .. 1 (white). */
export function luminance(color: string): number {
  const [r, g, b] = parseColor(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A number with at most one decimal, for compact paths. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export type Point = readonly [number, number];

export const polygon = (points: readonly Point[]) =>
  `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;

/** A smooth closed path through `points` (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[], closed = true, tension = 1): string {
  const count = points.length;
  const at = (i: number): Point =>
    closed ? points[(i + count) % count]! : points[Math.max(0, Math.min(count - 1, i))]!;
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [
      p1[0] + ((p2[0] - p0[0]) / 6) * tension,
      p1[1] + ((p2[1] - p0[1]) / 6) * tension,
    ];
    const c2: Point = [
      p2[0] - ((p3[0] - p1[0]) / 6) * tension,
      p2[1] - ((p3[1] - p1[1]) / 6) * tension,
    ];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** The SVG document: `viewBox` in drawing units, rendered `width` pixels wide. */
export function svgDocument(
  viewWidth: number,
  viewHeight: number,
  body: string,
  options: { width?: number; defs?: string; title?: string } = {},
): string {
  const width = options.width ?? viewWidth;
  const height = Math.round((width * viewHeight) / viewWidth);
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  const defs = options.defs ? `<defs>${options.defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}">${title}${defs}${body}</svg>`;
}

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A deterministic pseudo-random sequence (mulberry32), so drawings are the same every time. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from a text, e.g. a product's colours. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
