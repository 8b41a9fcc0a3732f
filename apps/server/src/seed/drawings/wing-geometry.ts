/**
 * A paraglider canopy as a 3D model (metres; x backwards along the chord, y along the
 * span, z up, the pilot's carabiners at the origin), and a camera that projects it. The
 * drawings shade and sort the projected faces, so every view comes from one model.
 */

export type Vec3 = [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / (Math.hypot(...a) || 1));
export const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => add(a, scale(sub(b, a), t));
export const centroid = (points: Vec3[]): Vec3 =>
  scale(points.reduce(add, [0, 0, 0] as Vec3), 1 / points.length);

export interface WingModelOptions {
  cells: number;
  /** Flat half span, metres. */
  halfSpan?: number;
  /** Chord at the centre, metres. */
  chord?: number;
  /** Tip angle of the arc in radians: 0 lays the wing flat (plan form). */
  arc?: number;
  /** Height of the centre of the canopy above the pilot, metres. */
  lineLength?: number;
  /** How thick the profile is, 1 = inflated in flight. */
  inflation?: number;
}

/**
 * The canopy: `s` runs along the span from -1 (right tip) to 1 (left tip), `u` along the
 * chord from 0 (leading edge) to 1 (trailing edge).
 */
export class WingModel {
  readonly cells: number;
  readonly halfSpan: number;
  readonly chord: number;
  readonly arc: number;
  readonly lineLength: number;
  readonly inflation: number;
  /** Span position of each rib, cells + 1 of them. */
  readonly ribs: number[];
  private readonly arcTable: { y: number; z: number; phi: number }[] = [];
  private static readonly STEPS = 400;

  constructor(options: WingModelOptions) {
    this.cells = options.cells;
    this.halfSpan = options.halfSpan ?? 5.6;
    this.chord = options.chord ?? 2.55;
    this.arc = options.arc ?? 1.1;
    this.lineLength = options.lineLength ?? 7.4;
    this.inflation = options.inflation ?? 1;
    // Cells are narrower towards the tips.
    this.ribs = Array.from({ length: this.cells + 1 }, (_, k) => {
      const t = (2 * k) / this.cells - 1;
      return t * (1 + 0.28 * (1 - t * t));
    });
    // The arc, integrated from the centre: it bends more and more towards the tips.
    let y = 0;
    let z = this.lineLength;
    const ds = 1 / WingModel.STEPS;
    for (let i = 0; i <= WingModel.STEPS; i++) {
      const s = i * ds;
      const phi = this.arc * s ** 1.9;
      this.arcTable.push({ y, z, phi });
      y += Math.cos(phi) * this.halfSpan * ds;
      z -= Math.sin(phi) * this.halfSpan * ds;
    }
  }

  /** Position of the span line and its outward direction at `s`. */
  private spanFrame(s: number): { base: Vec3; normal: Vec3 } {
    const a = Math.min(1, Math.abs(s)) * WingModel.STEPS;
    const i = Math.min(WingModel.STEPS - 1, Math.floor(a));
    const f = a - i;
    const p = this.arcTable[i]!;
    const q = this.arcTable[i + 1]!;
    const sign = s < 0 ? -1 : 1;
    const y = (p.y + (q.y - p.y) * f) * sign;
    const z = p.z + (q.z - p.z) * f;
    const phi = (p.phi + (q.phi - p.phi) * f) * sign;
    return { base: [0, y, z], normal: [0, Math.sin(phi), Math.cos(phi)] };
  }

  chordAt(s: number): number {
    return this.chord * Math.sqrt(Math.max(0, 1 - 0.93 * s * s));
  }

  /** x of the leading edge: the tips are swept back a little. */
  leadingEdgeAt(s: number): number {
    return -0.55 * this.chordAt(s) + 0.2 * this.chord * s * s;
  }

  private thicknessAt(s: number): number {
    return (0.17 - 0.04 * s * s) * this.inflation;
  }

  /** Half thickness (NACA form, chord units) at `u`. */
  private halfThickness(u: number, s: number): number {
    const t = this.thicknessAt(s);
    return (
      5 *
      t *
      (0.2969 * Math.sqrt(u) - 0.126 * u - 0.3516 * u ** 2 + 0.2843 * u ** 3 - 0.1036 * u ** 4)
    );
  }

  private camber(u: number): number {
    const m = 0.05;
    const p = 0.32;
    return u < p
      ? (m / p ** 2) * (2 * p * u - u * u)
      : (m / (1 - p) ** 2) * (1 - 2 * p + 2 * p * u - u * u);
  }

  /**
   * A point of the top (`side` = 1) or bottom (`side` = -1) surface; `bulge` (0..1) is how far
   * between two ribs the point is, where the cloth bulges out.
   */
  surface(s: number, u: number, side: 1 | -1, bulge = 0): Vec3 {
    const { base, normal } = this.spanFrame(s);
    const c = this.chordAt(s);
    const yt = this.halfThickness(u, s);
    const puff = 0.16 * Math.sin(Math.PI * bulge) * yt;
    const offset = side === 1 ? this.camber(u) + yt + puff : this.camber(u) - 0.72 * yt - puff;
    const x = this.leadingEdgeAt(s) + u * c;
    return add([x, base[1], base[2]], scale(normal, offset * c));
  }

  /** A point inside the profile, to tell which way a face of the skin looks. */
  inside(s: number, u: number): Vec3 {
    const { base, normal } = this.spanFrame(s);
    const c = this.chordAt(s);
    const uu = Math.max(0.25, Math.min(0.8, u));
    const x = this.leadingEdgeAt(s) + uu * c;
    return add(
      [x, base[1], base[2]],
      scale(normal, (this.camber(uu) + 0.14 * this.halfThickness(uu, s)) * c),
    );
  }

  /** The span direction at `s` (towards +s). */
  tangent(s: number): Vec3 {
    const e = 0.002;
    const a = this.spanFrame(Math.max(-1, s - e)).base;
    const b = this.spanFrame(Math.min(1, s + e)).base;
    return normalize(sub(b, a));
  }
}

export interface Projected {
  x: number;
  y: number;
  depth: number;
}

/** A perspective camera looking at `target` from `azimuth`/`elevation` (degrees). */
export class Camera {
  readonly position: Vec3;
  private readonly forward: Vec3;
  private readonly right: Vec3;
  private readonly up: Vec3;

  constructor(
    target: Vec3,
    { azimuth, elevation, distance }: { azimuth: number; elevation: number; distance: number },
    private readonly focal = 1000,
  ) {
    const az = (azimuth * Math.PI) / 180;
    const el = (elevation * Math.PI) / 180;
    // Azimuth 0 looks from the front (-x) towards the trailing edge.
    const direction: Vec3 = [
      -Math.cos(el) * Math.cos(az),
      Math.cos(el) * Math.sin(az),
      Math.sin(el),
    ];
    this.position = add(target, scale(direction, distance));
    this.forward = normalize(sub(target, this.position));
    // Looking straight down, the leading edge points up the picture.
    const upHint: Vec3 = Math.abs(elevation) > 89 ? [-1, 0, 0] : [0, 0, 1];
    this.right = normalize(cross(this.forward, upHint));
    this.up = cross(this.right, this.forward);
  }

  project(p: Vec3): Projected {
    const d = sub(p, this.position);
    const depth = dot(d, this.forward);
    return {
      x: (dot(d, this.right) * this.focal) / depth,
      y: (-dot(d, this.up) * this.focal) / depth,
      depth,
    };
  }

  /** Whether a face at `point` with outward `normal` looks towards the camera. */
  faces(point: Vec3, normal: Vec3): boolean {
    return dot(normal, sub(this.position, point)) > 0;
  }

  /** Unit vector from `point` to the camera. */
  toward(point: Vec3): Vec3 {
    return normalize(sub(this.position, point));
  }
}
