import { mix, n, type Point, random } from './svg';

/** Backgrounds of the wing pictures: a clear sky, a warm evening, or a light studio wall. */
export type Scene = 'sky' | 'evening' | 'studio';

interface SceneColors {
  skyTop: string;
  skyBottom: string;
  glow: string;
  cloud: string;
  ridges: [string, string, string];
}

const SCENES: Record<Exclude<Scene, 'studio'>, SceneColors> = {
  sky: {
    skyTop: '#6fb4e6',
    skyBottom: '#dff1fb',
    glow: '#fffbe8',
    cloud: '#ffffff',
    ridges: ['#b9d3e6', '#93b5cf', '#6f93ad'],
  },
  evening: {
    skyTop: '#8fa6cf',
    skyBottom: '#fbe3c4',
    glow: '#fff1d2',
    cloud: '#fff6ea',
    ridges: ['#c9b3c4', '#a08fab', '#7b6f8f'],
  },
};

/** A cloud: round puffs on a flat base, drawn as one shape. */
function cloud(
  x: number,
  y: number,
  width: number,
  color: string,
  opacity: number,
  rnd: () => number,
): string {
  const puffs = 3 + Math.floor(rnd() * 3);
  const base = width * 0.16;
  let shapes = `<rect x="${n(x)}" y="${n(y - base)}" width="${n(width)}" height="${n(base)}" rx="${n(base / 2)}"/>`;
  for (let i = 0; i < puffs; i++) {
    const t = (i + 0.5) / puffs;
    const r = width * (0.1 + 0.12 * Math.sin(Math.PI * t) + rnd() * 0.05);
    const cx = x + width * (0.12 + 0.76 * t) + (rnd() - 0.5) * width * 0.06;
    shapes += `<circle cx="${n(cx)}" cy="${n(y - base * 0.6 - r * 0.55)}" r="${n(r)}"/>`;
  }
  return `<g fill="${color}" opacity="${n(opacity)}">${shapes}</g>`;
}

/** A mountain ridge across the picture (midpoint displacement), `top` its highest line. */
function ridge(width: number, height: number, top: number, rnd: () => number, jag: number): string {
  let heights = [rnd(), rnd() * 2, rnd() * 1.5, rnd() * 2, rnd()];
  let amplitude = 1.1;
  for (let round = 0; round < 5; round++) {
    const next: number[] = [];
    for (let i = 0; i < heights.length - 1; i++) {
      const a = heights[i]!;
      const b = heights[i + 1]!;
      next.push(a, (a + b) / 2 + (rnd() - 0.5) * amplitude);
    }
    next.push(heights.at(-1)!);
    heights = next;
    amplitude *= 0.58;
  }
  const low = Math.min(...heights);
  const high = Math.max(...heights);
  const points: Point[] = heights.map((h, i) => [
    (width * i) / (heights.length - 1),
    top + (1 - ((h - low) / (high - low || 1)) ** 1.5) * jag,
  ]);
  return `M0 ${height}L${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}L${width} ${height}Z`;
}

/** The background of a `width` x `height` picture, and the gradients it needs. */
export function sceneBackground(
  scene: Scene,
  width: number,
  height: number,
  seed: number,
  options: { mountains?: boolean } = {},
): { defs: string; body: string } {
  if (scene === 'studio') {
    return {
      defs:
        `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f9fb"/><stop offset="1" stop-color="#e6edf3"/></linearGradient>` +
        `<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#9aa9b8" stop-opacity="0.35"/><stop offset="1" stop-color="#9aa9b8" stop-opacity="0"/></radialGradient>`,
      body: `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    };
  }
  const colors = SCENES[scene];
  const rnd = random(seed);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.skyTop}"/><stop offset="0.72" stop-color="${colors.skyBottom}"/></linearGradient>` +
    `<radialGradient id="glow" cx="${n(0.18 + rnd() * 0.1)}" cy="0.12" r="0.55"><stop offset="0" stop-color="${colors.glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${colors.glow}" stop-opacity="0"/></radialGradient>`;
  const haze = mix(colors.skyBottom, '#ffffff', 0.3);
  const hazeDefs = `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${haze}" stop-opacity="0"/><stop offset="1" stop-color="${haze}" stop-opacity="0.28"/></linearGradient>`;
  let body = `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>`;
  const clouds = 4 + Math.floor(rnd() * 2);
  for (let i = 0; i < clouds; i++) {
    const w = width * (0.12 + rnd() * 0.14);
    const x = (width / clouds) * i + rnd() * width * 0.12 - w * 0.3;
    const y = height * (0.16 + rnd() * 0.5);
    const opacity = 0.45 + rnd() * 0.35;
    body += cloud(x, y, w, colors.cloud, opacity, rnd);
  }
  if (options.mountains !== false) {
    const [far, mid, near] = colors.ridges;
    body += `<path d="${ridge(width, height, height * 0.62, rnd, height * 0.2)}" fill="${far}"/>`;
    body += `<path d="${ridge(width, height, height * 0.74, rnd, height * 0.15)}" fill="${mid}"/>`;
    body += `<path d="${ridge(width, height, height * 0.86, rnd, height * 0.09)}" fill="${near}"/>`;
    // Haze over the valley.
    body += `<rect y="${n(height * 0.55)}" width="${width}" height="${n(height * 0.45)}" fill="url(#haze)"/>`;
  }
  return { defs: defs + hazeDefs, body };
}
