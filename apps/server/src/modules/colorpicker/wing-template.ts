import type { TemplateShape, TemplateView, WingView } from '@windfamily/contract/colorpicker';

/** A zone of the template as the picker's zones table keeps it. */
export interface TemplateZone {
  key: string;
  name: string;
  surface: WingView;
  mirror: string | null;
}

export interface WingTemplate {
  views: TemplateView[];
  /** In the order the picker lists them. */
  zones: TemplateZone[];
}

export interface WingTemplateOptions {
  cells: number;
  /** Flat aspect ratio: span² / flat area. */
  aspectRatio: number;
}

// Left and right are the pilot's, as flown: seen from above with the leading edge at the top,
// the left wing is on the left; seen from below it is on the right.
export const WING_ZONES: readonly TemplateZone[] = [
  { key: 'leading_edge', name: 'Leading edge', surface: 'top', mirror: null },
  { key: 'top_1', name: 'Centre panel', surface: 'top', mirror: null },
  { key: 'top_2_left', name: 'Inner panel, left', surface: 'top', mirror: 'top_2_right' },
  { key: 'top_2_right', name: 'Inner panel, right', surface: 'top', mirror: 'top_2_left' },
  { key: 'top_3_left', name: 'Outer panel, left', surface: 'top', mirror: 'top_3_right' },
  { key: 'top_3_right', name: 'Outer panel, right', surface: 'top', mirror: 'top_3_left' },
  { key: 'tip_left', name: 'Stabilo, left', surface: 'top', mirror: 'tip_right' },
  { key: 'tip_right', name: 'Stabilo, right', surface: 'top', mirror: 'tip_left' },
  { key: 'logo', name: 'Logo', surface: 'top', mirror: null },
  { key: 'bottom_leading_edge', name: 'Bottom leading edge', surface: 'bottom', mirror: null },
  { key: 'bottom', name: 'Bottom surface', surface: 'bottom', mirror: null },
];

const VIEW_WIDTH = 1000;
const MARGIN = 16;
const HALF_SPAN = VIEW_WIDTH / 2 - MARGIN;
const CENTRE = VIEW_WIDTH / 2;
/** How much the chord shrinks towards the tips: c(s) = c0 √(1 − k s²). */
const TAPER = 0.965;
/** How far back the tips are swept, in root chords. */
const SWEEP = 0.2;
/** Depth of the leading edge band, in chords: top and bottom. */
const LEADING_BAND = { top: 0.16, bottom: 0.12 };
/** Where the top panels meet, as (span at the front, span at the back): a chevron. */
const CENTRE_EDGE = [0.2, 0.3] as const;
const OUTER_EDGE = [0.5, 0.62] as const;
/** Steps along the span when a curve is sampled (per unit of s). */
const SPAN_STEPS = 60;

const INK = '#1d2127';

/** One decimal: the paths stay short and every number is exact to reflect. */
const r1 = (value: number) => Math.round(value * 10) / 10;
const num = (value: number) => String(r1(value));

type Point = readonly [number, number];

const polygon = (points: readonly Point[]) =>
  `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;
const polyline = (points: readonly Point[]) =>
  `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`;

/** The mean of √(1 − k s²) over s in 0..1: the plan form's area per span and root chord. */
function meanChordFactor(): number {
  const steps = 1000;
  let sum = 0;
  for (let i = 0; i < steps; i += 1) {
    const s = (i + 0.5) / steps;
    sum += Math.sqrt(1 - TAPER * s * s);
  }
  return sum / steps;
}
const MEAN_CHORD = meanChordFactor();

/**
 * The flat plan form: `s` runs along the span from −1 (the pilot's left tip) to 1, `u` along
 * the chord from 0 (leading edge) to 1 (trailing edge). Coordinates are those of the view
 * from above, leading edge up.
 */
class PlanForm {
  readonly rootChord: number;
  readonly height: number;
  /** Span position of each rib: cells + 1 of them, narrower cells towards the tips. */
  readonly ribs: number[];

  constructor(
    readonly cells: number,
    aspectRatio: number,
  ) {
    // Aspect ratio = span / mean chord.
    this.rootChord = (2 * HALF_SPAN) / (aspectRatio * MEAN_CHORD);
    this.height = Math.ceil(this.rootChord + 2 * MARGIN);
    this.ribs = Array.from({ length: cells + 1 }, (_, k) => {
      const t = (2 * k) / cells - 1;
      return t * (1 + 0.28 * (1 - t * t));
    });
  }

  chord(s: number): number {
    return this.rootChord * Math.sqrt(Math.max(0, 1 - TAPER * s * s));
  }

  /** The leading edge curves back towards the tips, where the chord is short. */
  private leadingEdge(s: number): number {
    return MARGIN + 0.55 * (this.rootChord - this.chord(s)) + SWEEP * this.rootChord * s * s;
  }

  at(s: number, u: number): Point {
    return [CENTRE + s * HALF_SPAN, this.leadingEdge(s) + u * this.chord(s)];
  }

  /** Points along the chord line `u` from `from` to `to` (either direction), rib by rib and between. */
  along(u: number, from: number, to: number): Point[] {
    const count = Math.max(2, Math.ceil(Math.abs(to - from) * SPAN_STEPS));
    return Array.from({ length: count + 1 }, (_, i) =>
      this.at(from + ((to - from) * i) / count, u),
    );
  }

  /** A straight cut from (sFront, uFront) to (sBack, 1), sampled so it follows the plan form. */
  cut(sFront: number, uFront: number, sBack: number): Point[] {
    const count = 6;
    return Array.from({ length: count + 1 }, (_, i) => {
      const t = i / count;
      return this.at(sFront + (sBack - sFront) * t, uFront + (1 - uFront) * t);
    });
  }

  /** The region between two cuts (each from front to back), from `uFront` to the trailing edge. */
  between(left: Point[], right: Point[], uFront: number, sLeft: number, sRight: number): Point[] {
    return [
      ...this.along(uFront, sLeft, sRight),
      ...right.slice(1),
      ...this.along(1, this.sOfX(right.at(-1)![0]), this.sOfX(left.at(-1)![0])).slice(1),
      ...[...left].reverse().slice(1, -1),
    ];
  }

  sOfX(x: number): number {
    return (x - CENTRE) / HALF_SPAN;
  }

  /** The whole cell band between two span positions, leading to trailing edge. */
  band(sFrom: number, sTo: number, uFrom = 0, uTo = 1): Point[] {
    return [...this.along(uFrom, sFrom, sTo), ...this.along(uTo, sTo, sFrom)];
  }
}

const mirrorPoints = (points: readonly Point[]): Point[] =>
  points.map(([x, y]) => [r1(VIEW_WIDTH - r1(x)), r1(y)] as const);

/**
 * Draws a paraglider's plan form flat, from above (`top`) and from below (`bottom`), in the
 * zones of WING_ZONES, from its cell count and flat aspect ratio: every model gets its own
 * drawing, the same every time.
 */
export function wingTemplate({ cells, aspectRatio }: WingTemplateOptions): WingTemplate {
  if (!Number.isInteger(cells) || cells < 12) throw new Error(`too few cells: ${cells}`);
  if (!(aspectRatio >= 3 && aspectRatio <= 9)) throw new Error(`odd aspect ratio: ${aspectRatio}`);
  const plan = new PlanForm(cells, aspectRatio);
  const tipCells = Math.max(2, Math.round(cells * 0.05));
  const sTip = plan.ribs[tipCells]!; // negative: the left stabilo's inner rib

  return {
    views: [topView(plan, sTip), bottomView(plan, sTip)],
    zones: [...WING_ZONES],
  };
}

/** A zone's shape, and for a left zone its mirror on the right. */
function zonePair(key: string, left: readonly Point[], mirrorKey?: string): TemplateShape[] {
  const shapes: TemplateShape[] = [{ d: polygon(left), zone: key }];
  if (mirrorKey) shapes.push({ d: polygon(mirrorPoints(left)), zone: mirrorKey });
  return shapes;
}

function outline(plan: PlanForm): Point[] {
  return plan.band(-1, 1);
}

/** Lines drawn over the panels of either view: cells, shading, sheen and outline. */
function surfaceDetails(plan: PlanForm, seams: Point[][]): TemplateShape[] {
  const { ribs } = plan;
  const alternate = [];
  for (let k = 1; k < ribs.length - 1; k += 2)
    alternate.push(polygon(plan.band(ribs[k]!, ribs[k + 1]!)));
  const ribLines = ribs.slice(1, -1).map((s) => polyline([plan.at(s, 0), plan.at(s, 1)]));
  return [
    // Every other cell a shade darker: the cloth bulges between the ribs.
    { d: alternate.join(''), zone: null, fill: '#000000', opacity: 0.05 },
    // Light on the front of the profile, shade at the trailing edge.
    { d: polygon(plan.band(-1, 1, 0.03, 0.24)), zone: null, fill: '#ffffff', opacity: 0.14 },
    { d: polygon(plan.band(-1, 1, 0.9, 1)), zone: null, fill: '#000000', opacity: 0.07 },
    {
      d: ribLines.join(''),
      zone: null,
      fill: 'none',
      stroke: INK,
      stroke_width: 0.7,
      opacity: 0.3,
    },
    {
      d: seams.map(polyline).join(''),
      zone: null,
      fill: 'none',
      stroke: INK,
      stroke_width: 1.3,
      opacity: 0.55,
    },
    { d: polygon(outline(plan)), zone: null, fill: 'none', stroke: INK, stroke_width: 2 },
  ];
}

function topView(plan: PlanForm, sTip: number): TemplateView {
  const band = LEADING_BAND.top;
  const cutAt = ([front, back]: readonly [number, number]) => plan.cut(-front, band, -back);
  const centreCut = cutAt(CENTRE_EDGE);
  const outerCut = cutAt(OUTER_EDGE);
  const tipCut = [plan.at(sTip, band), plan.at(sTip, 1)];
  const tipRib = [plan.at(sTip, 0), plan.at(sTip, 1)];

  const leftTip = plan.band(-1, sTip);
  const outer = plan.between(tipCut, outerCut, band, sTip, -OUTER_EDGE[0]);
  const inner = plan.between(outerCut, centreCut, band, -OUTER_EDGE[0], -CENTRE_EDGE[0]);
  const centre = plan.between(
    centreCut,
    mirrorPoints(centreCut),
    band,
    -CENTRE_EDGE[0],
    CENTRE_EDGE[0],
  );

  const shapes: TemplateShape[] = [
    { d: polygon(plan.band(sTip, -sTip, 0, band)), zone: 'leading_edge' },
    { d: polygon(centre), zone: 'top_1' },
    ...zonePair('top_2_left', inner, 'top_2_right'),
    ...zonePair('top_3_left', outer, 'top_3_right'),
    ...zonePair('tip_left', leftTip, 'tip_right'),
    { d: logo(plan), zone: 'logo' },
    ...surfaceDetails(plan, [
      plan.along(band, sTip, -sTip),
      ...[centreCut, outerCut, tipRib].flatMap((cut) => [cut, mirrorPoints(cut)]),
    ]),
  ];
  return { view: 'top', width: VIEW_WIDTH, height: plan.height, shapes };
}

/** A gull over the centre panel, the maker's mark. */
function logo(plan: PlanForm): string {
  const [cx, cy] = plan.at(0, 0.55);
  const w = Math.min(0.11 * HALF_SPAN, 0.5 * plan.rootChord);
  const h = 0.55 * w;
  const p = (x: number, y: number) => `${num(cx + x * w)} ${num(cy + y * h)}`;
  return (
    `M${p(-1, 0)}Q${p(-0.5, -0.75)} ${p(0, -0.05)}Q${p(0.5, -0.75)} ${p(1, 0)}` +
    `Q${p(0.45, -0.3)} ${p(0, 0.4)}Q${p(-0.45, -0.3)} ${p(-1, 0)}Z`
  );
}

/**
 * Seen from below: drawn as from above, then reflected, so the pilot's left is on the right.
 * The stabilos show again, in their colour from above.
 */
function bottomView(plan: PlanForm, sTip: number): TemplateView {
  const band = LEADING_BAND.bottom;
  const leftTip = plan.band(-1, sTip);
  const { ribs } = plan;

  // The cell openings along the front, and the line attachments in rows A, B and C.
  const inlets: string[] = [];
  for (let k = 0; k < ribs.length - 1; k += 1) {
    const [a, b] = [ribs[k]!, ribs[k + 1]!];
    if (a < sTip || b > -sTip) continue;
    const inset = (b - a) * 0.18;
    inlets.push(polygon(plan.band(a + inset, b - inset, 0.015, 0.05)));
  }
  const attachments: string[] = [];
  for (let k = 2; k < ribs.length - 2; k += 2)
    for (const u of [0.1, 0.38, 0.68]) {
      const [x, y] = plan.at(ribs[k]!, u);
      attachments.push(`M${num(x - 2.5)} ${num(y)}a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0Z`);
    }

  const fromAbove: TemplateShape[] = [
    { d: polygon(plan.band(sTip, -sTip, band, 1)), zone: 'bottom' },
    { d: polygon(plan.band(sTip, -sTip, 0, band)), zone: 'bottom_leading_edge' },
    ...zonePair('tip_left', leftTip, 'tip_right'),
    ...surfaceDetails(plan, [
      plan.along(band, sTip, -sTip),
      [plan.at(sTip, 0), plan.at(sTip, 1)],
      [plan.at(-sTip, 0), plan.at(-sTip, 1)],
    ]),
    { d: inlets.join(''), zone: null, fill: INK, opacity: 0.45 },
    { d: attachments.join(''), zone: null, fill: INK, opacity: 0.6 },
  ];
  return {
    view: 'bottom',
    width: VIEW_WIDTH,
    height: plan.height,
    shapes: fromAbove.map((shape) => ({ ...shape, d: reflectPath(shape.d) })),
  };
}

/**
 * A path reflected left to right across the view. Only the commands this module writes:
 * M, L, Q with absolute points, Z, and `a` (relative arcs, whose x runs the other way).
 */
export function reflectPath(d: string): string {
  return d.replace(/([MLQZa])([^MLQZa]*)/g, (_match, command: string, args: string) => {
    const values = args.trim()
      ? args
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    if (command === 'Z') return 'Z';
    if (command === 'a') {
      // rx ry rotation large-arc sweep dx dy: the sweep turns, dx changes sign.
      const out: number[] = [];
      for (let i = 0; i < values.length; i += 7) {
        const [rx, ry, rot, large, sweep, dx, dy] = values.slice(i, i + 7);
        out.push(rx!, ry!, -rot!, large!, sweep ? 0 : 1, r1(-dx!), dy!);
      }
      return `a${out.map((v) => String(v === 0 ? 0 : v)).join(' ')}`;
    }
    const out = values.map((v, i) => (i % 2 === 0 ? r1(VIEW_WIDTH - v) : v));
    return `${command}${out.map(String).join(' ')}`;
  });
}
