import { WING_DESIGNS, type WingDesignName } from './palettes';
import { sceneBackground, type Scene } from './scene';
import { mix, n, random, seedOf, shade, svgDocument } from './svg';
import type { WingColors } from './wing';
import { wingSvg } from './wing';

/**
 * Pictures of the demo blog: post covers (16:10, as the wing pictures) and the social
 * account's square posts, drawn in code like the rest of the demo pictures.
 */

const COVER_WIDTH = 1600;
const COVER_HEIGHT = 1000;
const SQUARE = 1080;

/**
 * A small wing seen from below and behind, as from the ground or another wing: an arc of
 * cells in the model's colours, the lines and the pilot under it.
 */
export function distantWing(
  cx: number,
  cy: number,
  span: number,
  colors: WingColors,
  options: { tilt?: number; lines?: boolean } = {},
): string {
  const cells = 24;
  const radius = span * 0.62;
  const depth = span * 0.09;
  const sweep = 1.9; // radians of arc the wing covers
  const centreY = cy + radius;
  const point = (angle: number, r: number): [number, number] => [
    cx + r * Math.sin(angle),
    centreY - r * Math.cos(angle),
  ];
  let shapes = '';
  for (let i = 0; i < cells; i++) {
    const a0 = -sweep / 2 + (sweep * i) / cells;
    const a1 = -sweep / 2 + (sweep * (i + 1)) / cells;
    const outer0 = point(a0, radius);
    const outer1 = point(a1, radius);
    const inner1 = point(a1, radius - depth);
    const inner0 = point(a0, radius - depth);
    const fromCentre = Math.abs(i + 0.5 - cells / 2) / (cells / 2);
    const fill =
      fromCentre > 0.9
        ? colors.tips
        : colors.top[Math.floor(fromCentre * colors.top.length) % colors.top.length]!;
    shapes += `<path d="M${n(outer0[0])} ${n(outer0[1])}L${n(outer1[0])} ${n(outer1[1])}L${n(inner1[0])} ${n(inner1[1])}L${n(inner0[0])} ${n(inner0[1])}Z" fill="${fill}" stroke="${shade(fill, 0.8)}" stroke-width="${n(span * 0.003)}"/>`;
  }
  // The leading edge band.
  const edge = Array.from({ length: 25 }, (_, i) => point(-sweep / 2 + (sweep * i) / 24, radius));
  shapes += `<path d="M${edge.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}" fill="none" stroke="${colors.leadingEdge}" stroke-width="${n(depth * 0.22)}" stroke-linecap="round"/>`;
  const pilotY = cy + span * 0.62;
  if (options.lines !== false) {
    let lines = '';
    for (let i = 0; i <= 8; i++) {
      const [x, y] = point(-sweep / 2 + (sweep * (i + 0.5)) / 9.5, radius - depth);
      lines += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(cx)}" y2="${n(pilotY)}"/>`;
    }
    shapes += `<g stroke="#3b4450" stroke-opacity="0.45" stroke-width="${n(span * 0.0025)}">${lines}</g>`;
    shapes += `<circle cx="${n(cx)}" cy="${n(pilotY)}" r="${n(span * 0.025)}" fill="#2b3440"/>`;
  }
  const tilt = options.tilt ?? 0;
  return `<g transform="rotate(${n(tilt)} ${n(cx)} ${n(pilotY)})">${shapes}</g>`;
}

const designOf = (name: WingDesignName) => WING_DESIGNS[name];

/** A workshop: the cutting table with panels of cloth, the sewing machine, spools of line. */
export function workshopSvg(options: { width?: number } = {}): string {
  const w = COVER_WIDTH;
  const h = COVER_HEIGHT;
  const rnd = random(seedOf('workshop'));
  const defs =
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3efe7"/><stop offset="1" stop-color="#ddd6c9"/></linearGradient>` +
    `<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c89f6d"/><stop offset="1" stop-color="#a07a4c"/></linearGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  // A window on the mountains.
  body += `<rect x="980" y="110" width="440" height="300" rx="8" fill="#bcd8ec" stroke="#8c7f6e" stroke-width="14"/>`;
  body += `<path d="M987 360L1080 250L1160 320L1270 210L1413 340L1413 403L987 403Z" fill="#8fb0c8"/>`;
  body += `<line x1="1200" y1="110" x2="1200" y2="410" stroke="#8c7f6e" stroke-width="10"/>`;
  // Spools of line on a rack.
  body += `<rect x="120" y="180" width="640" height="16" rx="6" fill="#8c7f6e"/>`;
  const lineColors = ['#e63946', '#ffb703', '#2a9d8f', '#264653', '#f4a261', '#457b9d', '#8ab17d'];
  lineColors.forEach((color, i) => {
    const x = 160 + i * 88;
    body += `<rect x="${x}" y="110" width="56" height="70" rx="8" fill="${color}"/><rect x="${x - 6}" y="104" width="68" height="12" rx="4" fill="#5a5148"/><rect x="${x - 6}" y="176" width="68" height="12" rx="4" fill="#5a5148"/>`;
  });
  // The cutting table with panels of cloth in the colours of the new wing.
  body += `<rect x="60" y="620" width="1480" height="60" rx="10" fill="url(#table)"/>`;
  body += `<rect x="110" y="680" width="30" height="320" fill="#7a5c38"/><rect x="1460" y="680" width="30" height="320" fill="#7a5c38"/>`;
  const cloth = [...designOf('sophie-joy').colors.top, ...designOf('mistral').colors.top];
  for (let i = 0; i < 6; i++) {
    const x = 120 + i * 150 + rnd() * 20;
    const color = cloth[i % cloth.length]!;
    const top = 560 + rnd() * 20;
    body += `<path d="M${n(x)} 628L${n(x + 20)} ${n(top)}L${n(x + 150)} ${n(top + 10)}L${n(x + 136)} 628Z" fill="${color}" stroke="${shade(color, 0.75)}" stroke-width="3"/>`;
  }
  // The sewing machine.
  body += `<g transform="translate(1060 380)"><rect x="0" y="200" width="380" height="42" rx="10" fill="#3d4a57"/><path d="M30 200V70Q30 40 60 40H330Q360 40 360 70V120H300V100H90V200Z" fill="#55687a"/><rect x="292" y="120" width="22" height="62" fill="#c9d0d7"/><rect x="300" y="182" width="6" height="18" fill="#9aa5b1"/><circle cx="350" cy="70" r="26" fill="#c9d0d7"/></g>`;
  // A lamp.
  body += `<path d="M760 0V150" stroke="#5a5148" stroke-width="6"/><path d="M700 200Q760 130 820 200Z" fill="#e9c46a"/><ellipse cx="760" cy="202" rx="60" ry="10" fill="#fff3c4" opacity="0.8"/>`;
  return svgDocument(w, h, body, { width: options.width ?? 1920, defs });
}

/** A competition: wings circling in a thermal above a ridge, the goal banner below. */
export function competitionSvg(options: { width?: number } = {}): string {
  const w = COVER_WIDTH;
  const h = COVER_HEIGHT;
  const background = sceneBackground('sky', w, h, seedOf('competition'));
  const wings: [number, number, number, WingDesignName, number][] = [
    [520, 250, 230, 'carlito', -12],
    [900, 180, 190, 'sophie-joy', 8],
    [1200, 320, 160, 'mistral', -6],
    [700, 420, 130, 'emilie-peace2', 14],
    [1050, 470, 110, 'thermik', -4],
    [360, 470, 90, 'foehn', 10],
  ];
  let body = background.body;
  for (const [x, y, span, design, tilt] of wings)
    body += distantWing(x, y, span, designOf(design).colors, { tilt });
  // The goal line: two poles and a banner in the meadow.
  body += `<rect x="0" y="900" width="${w}" height="100" fill="#7fa36b"/>`;
  body += `<rect x="560" y="760" width="12" height="150" fill="#3b4450"/><rect x="1040" y="760" width="12" height="150" fill="#3b4450"/>`;
  body += `<rect x="572" y="770" width="468" height="60" fill="#ffffff" stroke="#e63946" stroke-width="6"/>`;
  let checks = '';
  for (let i = 0; i < 13; i++)
    checks += `<rect x="${578 + i * 35}" y="${i % 2 ? 790 : 776}" width="18" height="18" fill="#23232f"/>`;
  body += checks;
  return svgDocument(w, h, body, { width: options.width ?? 1920, defs: background.defs });
}

/** A test flight or a launch: the model in flight, from the front or from three-quarters. */
export function flightSvg(
  design: WingDesignName,
  options: { view?: 'flying' | 'side'; scene?: Scene; width?: number } = {},
): string {
  return wingSvg({
    ...designOf(design),
    view: options.view ?? 'flying',
    scene: options.scene ?? 'sky',
    ...(options.width !== undefined ? { width: options.width } : {}),
  });
}

/** A square social post: one or a few wings in the sky, at midday or in the evening. */
export function socialSvg(
  designs: WingDesignName[],
  options: { scene?: Exclude<Scene, 'studio'>; seed?: number; width?: number } = {},
): string {
  const scene = options.scene ?? 'sky';
  const seed = options.seed ?? seedOf(designs.join('|'));
  const rnd = random(seed);
  const background = sceneBackground(scene, SQUARE, SQUARE, seed);
  let body = background.body;
  designs.forEach((design, i) => {
    const span = (i === 0 ? 520 : 300) - i * 30;
    // The others beside the first, to the right and the left in turn.
    const x = i === 0 ? 540 + (rnd() - 0.5) * 80 : i % 2 ? 860 + rnd() * 80 : 160 + rnd() * 80;
    const y = i === 0 ? 300 + rnd() * 60 : 110 + rnd() * 120;
    body += distantWing(x, y, span, designOf(design).colors, { tilt: (rnd() - 0.5) * 24 });
  });
  // A warm wash over evening pictures.
  if (scene === 'evening')
    body += `<rect width="${SQUARE}" height="${SQUARE}" fill="${mix('#f4a261', '#ffffff', 0.4)}" opacity="0.12"/>`;
  return svgDocument(SQUARE, SQUARE, body, {
    width: options.width ?? SQUARE,
    defs: background.defs,
  });
}
