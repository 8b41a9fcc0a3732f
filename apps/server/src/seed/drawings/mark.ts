import { n } from './svg';

/**
 * The maker's mark: two stacked chevrons like birds in a thermal. Outlines in unit
 * coordinates: `a` across (-1..1), `b` down (0..~0.9); symmetric, so it reads the same
 * from above and below a wing.
 */
export function markOutlines(): [number, number][][] {
  const chevron = (top: number, depth: number, thickness: number, half: number) => {
    const steps = 8;
    const upper: [number, number][] = [];
    const lower: [number, number][] = [];
    for (let i = 0; i <= steps; i++) {
      const a = -half + (2 * half * i) / steps;
      const t = Math.abs(a) / half;
      const b = top + depth * (1 - t) ** 1.25;
      upper.push([a, b]);
      lower.push([a, b + thickness * (1 - 0.55 * t)]);
    }
    return [...upper, ...lower.reverse()];
  };
  return [chevron(0, 0.5, 0.3, 1), chevron(0.56, 0.28, 0.2, 0.6)];
}

/** The mark as a flat shape, `width` wide, centred on (`cx`, `cy`). */
export function markSvg(cx: number, cy: number, width: number, color: string): string {
  const half = width / 2;
  const d = markOutlines()
    .map(
      (outline) =>
        `M${outline.map(([a, b]) => `${n(cx + a * half)} ${n(cy + (b - 0.42) * half)}`).join('L')}Z`,
    )
    .join('');
  return `<path d="${d}" fill="${color}"/>`;
}
