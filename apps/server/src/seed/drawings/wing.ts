import { markOutlines } from './mark';
import { pilotSvg } from './pilot';
import { type Scene, sceneBackground } from './scene';
import { luminance, mix, n, seedOf, shade, svgDocument } from './svg';
import {
  Camera,
  centroid,
  cross,
  dot,
  lerp3,
  normalize,
  type Projected,
  sub,
  type Vec3,
  WingModel,
} from './wing-geometry';

export interface WingColors {
  /** The band along the leading edge, top and bottom. */
  leadingEdge: string;
  /** 3-5 panel colours of the top surface, repeated across the cells from the centre out. */
  top: string[];
  /** The outermost cells (stabilos). */
  tips: string;
  bottom: string;
  logo: string;
}

export type WingView = 'top' | 'side' | 'flying';

export interface WingSvgOptions {
  colors: WingColors;
  /** `flying`: from the front, a little below; `side`: from three-quarters; `top`: the plan form. */
  view: WingView;
  cells?: number;
  /** Pixel width the SVG renders at (the drawing is 16:10). Default 1920. */
  width?: number;
  /** Background; default a clear sky (`studio`, a light wall, for the plan form). */
  scene?: Scene;
  /**
   * How the top colours are laid out: `zones`, broad symmetric zones that narrow towards the
   * tips (default), or `stripes`, blocks of `block` cells repeated across the span.
   */
  pattern?: 'zones' | 'stripes';
  /** Cells per stripe (`stripes` only). Default 2. */
  block?: number;
}

/** Outer edges (in |s|) of the colour zones of the top surface. */
const ZONE_EDGES = [0.24, 0.46, 0.64, 0.79, 0.9, 1.01];

const VIEW_WIDTH = 1600;
const VIEW_HEIGHT = 1000;

const CAMERAS: Record<WingView, { azimuth: number; elevation: number; distance: number }> = {
  flying: { azimuth: 0, elevation: 30, distance: 34 },
  side: { azimuth: 40, elevation: 24, distance: 30 },
  top: { azimuth: 0, elevation: 90, distance: 40 },
};

interface Face {
  points: Projected[];
  depth: number;
  fill: string;
  opacity?: number;
}

/** Light from above and a little in front, plus a soft fill light from the camera. */
const KEY_LIGHT = normalize([-0.45, 0.35, 1]);

/**
 * A paraglider in the given colours: in flight from the front with lines and a pilot
 * (`flying`), from three-quarters (`side`), or laid flat and seen from above (`top`).
 */
export function wingSvg(options: WingSvgOptions): string {
  const { colors, view } = options;
  const cells = Math.max(12, Math.min(90, Math.round(options.cells ?? 44)));
  const flat = view === 'top';
  const model = new WingModel({ cells, ...(flat ? { arc: 0, inflation: 0.45 } : {}) });
  const target: Vec3 = flat ? [0, 0, model.lineLength] : [0, 0, model.lineLength * 0.55];
  const camera = new Camera(target, CAMERAS[view]);
  const block = Math.max(1, options.block ?? 2);
  const tipCells = Math.max(2, Math.round(cells * 0.06));

  const faces: Face[] = [];
  const shadeFor = (point: Vec3, normal: Vec3) => {
    const key = Math.max(0, dot(normal, KEY_LIGHT));
    const fill = Math.max(0, dot(normal, camera.toward(point)));
    return Math.min(1.06, 0.5 + 0.3 * key + 0.28 * fill);
  };
  const pushFace = (corners: Vec3[], inside: Vec3, color: string, opacity?: number) => {
    const center = centroid(corners);
    let normal = normalize(
      cross(sub(corners[1]!, corners[0]!), sub(corners[corners.length - 1]!, corners[0]!)),
    );
    if (dot(normal, sub(center, inside)) < 0) normal = [-normal[0], -normal[1], -normal[2]];
    if (!camera.faces(center, normal)) return;
    const projected = corners.map((p) => camera.project(p));
    faces.push({
      points: projected,
      depth: camera.project(center).depth,
      fill: shade(color, shadeFor(center, normal)),
      ...(opacity !== undefined ? { opacity } : {}),
    });
  };

  // Chord stations, closer together at the nose, plus the colour borders.
  const chordStations = (extra: number[]) =>
    [
      ...new Set([
        ...Array.from({ length: 13 }, (_, j) => (1 - Math.cos((Math.PI * j) / 12)) / 2),
        ...extra,
      ]),
    ]
      .map((u) => Math.round(u * 1e4) / 1e4)
      .sort((a, b) => a - b);

  const centerCell = (cells - 1) / 2;
  for (let i = 0; i < cells; i++) {
    const isTip = i < tipCells || i >= cells - tipCells;
    const sMid = (model.ribs[i]! + model.ribs[i + 1]!) / 2;
    const fromCenter = Math.floor(Math.abs(i - centerCell));
    const zone =
      options.pattern === 'stripes'
        ? Math.floor(fromCenter / block)
        : ZONE_EDGES.findIndex((edge) => Math.abs(sMid) < edge);
    const panel = colors.top[Math.max(0, zone) % colors.top.length] ?? colors.leadingEdge;
    // The leading-edge band widens towards the tips, like a swoosh.
    const band = 0.1 + 0.22 * sMid ** 2;
    const stations = chordStations([band, 0.07]);
    const spanAt = (w: number) => model.ribs[i]! + (model.ribs[i + 1]! - model.ribs[i]!) * w;
    for (const side of [1, -1] as const) {
      for (const [w0, w1] of [
        [0, 0.5],
        [0.5, 1],
      ] as const) {
        for (let j = 0; j < stations.length - 1; j++) {
          const [u0, u1] = [stations[j]!, stations[j + 1]!];
          const uMid = (u0 + u1) / 2;
          const color = isTip
            ? colors.tips
            : side === 1
              ? uMid < band
                ? colors.leadingEdge
                : panel
              : uMid < 0.07
                ? colors.leadingEdge
                : colors.bottom;
          const corners = [
            model.surface(spanAt(w0), u0, side, w0),
            model.surface(spanAt(w1), u0, side, w1),
            model.surface(spanAt(w1), u1, side, w1),
            model.surface(spanAt(w0), u1, side, w0),
          ];
          pushFace(corners, model.inside(spanAt((w0 + w1) / 2), uMid), color);
        }
      }
    }
    // The air intake under the nose: the inside of the cell shows dark.
    if (!flat && !isTip) {
      const rim: Vec3[] = [];
      for (let k = 0; k <= 6; k++)
        rim.push(model.surface(spanAt(0.14 + (0.72 * k) / 6), 0.004, -1, 0.14 + (0.72 * k) / 6));
      for (let k = 6; k >= 0; k--) {
        const w = 0.14 + (0.72 * k) / 6;
        rim.push(model.surface(spanAt(w), 0.045 + 0.012 * Math.sin(Math.PI * (k / 6)), -1, w));
      }
      const before = faces.length;
      pushFace(rim, model.inside(sMid, 0.02), shade(panel, 0.42));
      const intake = faces[before];
      if (intake) intake.depth -= 0.08;
    }
  }

  // The stabilo ribs at both ends.
  for (const end of [-1, 1] as const) {
    const profile: Vec3[] = [];
    for (let j = 0; j <= 12; j++) profile.push(model.surface(end, j / 12, 1));
    for (let j = 12; j >= 0; j--) profile.push(model.surface(end, j / 12, -1));
    pushFace(profile, model.surface(end * 0.97, 0.4, 1), shade(colors.tips, 0.92));
  }

  faces.sort((a, b) => b.depth - a.depth);

  // The logo on the centre of the top and of the bottom surface, following the cloth.
  const logoFaces: Face[] = [];
  for (const side of [1, -1] as const) {
    const anchor = model.surface(0, 0.5, side);
    const normal: Vec3 = side === 1 ? [0, 0, 1] : [0, 0, -1];
    // Only where the cloth faces the camera well: at a grazing angle a mark is a smudge.
    if (dot(normal, camera.toward(anchor)) < 0.45) continue;
    const spanWidth = flat ? 0.2 : 0.16;
    for (const outline of markOutlines()) {
      const points = outline.map(([a, b]) =>
        camera.project(model.surface(a * spanWidth, 0.26 + b * 0.42, side, 0.5)),
      );
      logoFaces.push({ points, depth: 0, fill: shade(colors.logo, side === 1 ? 1 : 0.86) });
    }
  }

  // Lines, risers and pilot, in flight only.
  const lineSegments: [Projected, Projected][] = [];
  const riserSegments: [Projected, Projected][] = [];
  let pilot: { at: Projected; ppm: number } | undefined;
  if (!flat) {
    const rows = [0.09, 0.33, 0.6];
    for (const sideSign of [-1, 1] as const) {
      const carabiner: Vec3 = [0.02, 0.2 * sideSign, 0];
      const brakeGuide: Vec3 = [0.16, 0.26 * sideSign, 0.58];
      rows.forEach((u, row) => {
        const riserTop: Vec3 = [-0.12 + row * 0.1, 0.23 * sideSign, 0.55];
        riserSegments.push([camera.project(carabiner), camera.project(riserTop)]);
        const attachments = model.ribs
          .filter((s, k) => k % 3 === 0 && s * sideSign > 0.02)
          .map((s) => model.surface(s, u, -1));
        cascade(attachments, riserTop, 3, 0.42);
      });
      const brakes = model.ribs
        .filter((s, k) => k % 3 === 1 && s * sideSign > 0.3)
        .map((s) => model.surface(s, 0.985, -1));
      cascade(brakes, brakeGuide, 4, 0.5);
    }
    const origin = camera.project([0, 0, 0]);
    const above = camera.project([0, 0, 1]);
    pilot = { at: origin, ppm: Math.hypot(above.x - origin.x, above.y - origin.y) };
  }
  function cascade(attachments: Vec3[], end: Vec3, groupSize: number, at: number) {
    for (let g = 0; g < attachments.length; g += groupSize) {
      const group = attachments.slice(g, g + groupSize);
      const knot = lerp3(centroid(group), end, at);
      const knotP = camera.project(knot);
      for (const point of group) lineSegments.push([camera.project(point), knotP]);
      lineSegments.push([knotP, camera.project(end)]);
    }
  }

  // Fit the drawing into the frame: centred, and inside a 4:3 crop of it.
  const all = faces.flatMap((face) => face.points);
  if (pilot) all.push({ ...pilot.at, y: pilot.at.y + pilot.ppm * 0.4 });
  const minX = Math.min(...all.map((p) => p.x));
  const maxX = Math.max(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y));
  const maxY = Math.max(...all.map((p) => p.y));
  const boxWidth = flat ? VIEW_WIDTH * 0.78 : VIEW_WIDTH * 0.7;
  const boxHeight = flat ? VIEW_HEIGHT * 0.6 : VIEW_HEIGHT * 0.8;
  const k = Math.min(boxWidth / (maxX - minX), boxHeight / (maxY - minY));
  const dx = VIEW_WIDTH / 2 - ((minX + maxX) / 2) * k;
  const dy = VIEW_HEIGHT * (flat ? 0.5 : 0.47) - ((minY + maxY) / 2) * k;
  const X = (p: Projected) => n(p.x * k + dx);
  const Y = (p: Projected) => n(p.y * k + dy);
  const path = (points: Projected[]) => `M${points.map((p) => `${X(p)} ${Y(p)}`).join('L')}Z`;

  const scene = options.scene ?? (flat ? 'studio' : 'sky');
  const seed = seedOf(JSON.stringify(colors) + view);
  const background = sceneBackground(scene, VIEW_WIDTH, VIEW_HEIGHT, seed, { mountains: !flat });
  let body = background.body;

  if (flat) {
    // A soft shadow under the wing lying on the floor.
    const outline = [...faces].map((face) => face.points).flat();
    const cy = (Math.max(...outline.map((p) => p.y)) * k + dy + (minY * k + dy)) / 2;
    body += `<ellipse cx="${VIEW_WIDTH / 2}" cy="${n(cy + 40)}" rx="${n(((maxX - minX) * k) / 2 + 40)}" ry="${n(((maxY - minY) * k) / 2 + 30)}" fill="url(#floor)"/>`;
  }
  // Seen from above the canopy, the lines run behind it; from below, in front of it.
  const linesBehind = camera.position[2] > model.lineLength;
  let rigging = '';
  if (pilot) {
    const lineColor = luminance(colors.bottom) > 0.5 ? '#3b4350' : '#2e3540';
    const lines = lineSegments.map(([a, b]) => `M${X(a)} ${Y(a)}L${X(b)} ${Y(b)}`).join('');
    rigging += `<path d="${lines}" fill="none" stroke="${lineColor}" stroke-width="1" stroke-opacity="0.5" stroke-linecap="round"/>`;
    const risers = riserSegments.map(([a, b]) => `M${X(a)} ${Y(a)}L${X(b)} ${Y(b)}`).join('');
    rigging += `<path d="${risers}" fill="none" stroke="#2a2f36" stroke-width="${n(Math.max(1.6, pilot.ppm * k * 0.03))}" stroke-linecap="round"/>`;
  }
  if (linesBehind) body += rigging;
  for (const face of faces) {
    const opacity = face.opacity !== undefined ? ` opacity="${face.opacity}"` : '';
    body += `<path d="${path(face.points)}" fill="${face.fill}" stroke="${face.fill}" stroke-width="0.7"${opacity}/>`;
  }
  for (const face of logoFaces) body += `<path d="${path(face.points)}" fill="${face.fill}"/>`;

  if (!linesBehind) body += rigging;
  if (pilot) {
    const jacket = mix(colors.tips, '#1d2430', 0.1);
    body += pilotSvg(
      pilot.at.x * k + dx,
      pilot.at.y * k + dy,
      pilot.ppm * k,
      { jacket, harness: '#39414c', helmet: colors.leadingEdge },
      view === 'side' ? -0.6 : 0,
    );
  }

  return svgDocument(VIEW_WIDTH, VIEW_HEIGHT, body, {
    width: options.width ?? 1920,
    defs: background.defs,
  });
}
