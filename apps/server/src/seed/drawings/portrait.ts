import { shade, svgDocument } from './svg';

export const PORTRAIT_HAIR_STYLES = ['short', 'long', 'bun', 'curly', 'bald'] as const;
export type PortraitHairStyle = (typeof PORTRAIT_HAIR_STYLES)[number];

export interface PortraitOptions {
  /** Who it shows, as the picture's title. */
  name: string;
  /** The sky behind: top and bottom colour. */
  sky: readonly [string, string];
  skin: string;
  hair: string;
  hairStyle: PortraitHairStyle;
  jacket: string;
  /** Sunglasses, a beard, a flying helmet under the arm... */
  extras?: readonly ('sunglasses' | 'glasses' | 'beard' | 'helmet')[];
  width?: number;
}

const SIZE = 640;

/** Mountains along the bottom of the sky: a far range and a nearer, darker one. */
function mountains(sky: string): string {
  const far = shade(sky, 0.82);
  const near = shade(sky, 0.66);
  return [
    `<path d="M0 430L70 360L130 400L215 300L300 390L360 340L430 405L520 290L640 380V640H0Z" fill="${far}"/>`,
    `<path d="M520 290L488 330L506 326L520 340L536 322L552 330Z" fill="#ffffff" opacity="0.85"/>`,
    `<path d="M215 300L190 328L206 324L216 336L230 322L244 326Z" fill="#ffffff" opacity="0.85"/>`,
    `<path d="M0 470L90 420L170 455L260 410L350 460L450 425L540 465L640 430V640H0Z" fill="${near}"/>`,
  ].join('');
}

function hairBack(style: PortraitHairStyle, hair: string): string {
  switch (style) {
    case 'long':
      return `<path d="M222 250Q220 160 320 150Q420 160 418 250L430 420Q380 440 320 430Q260 440 210 420Z" fill="${hair}"/>`;
    case 'bun':
      return `<circle cx="320" cy="150" r="44" fill="${hair}"/>`;
    case 'curly':
      return [200, 240, 280, 320, 360, 400, 440]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="${220 + (i % 2) * 22}" r="42" fill="${i % 2 ? shade(hair, 0.9) : hair}"/>`,
        )
        .join('');
    default:
      return '';
  }
}

function hairFront(style: PortraitHairStyle, hair: string): string {
  switch (style) {
    case 'short':
      return `<path d="M236 250Q232 170 320 162Q410 170 404 250Q390 212 340 206Q300 222 252 214Q242 230 236 250Z" fill="${hair}"/>`;
    case 'long':
    case 'bun':
      return `<path d="M234 262Q234 172 320 166Q406 172 406 262Q380 206 320 200Q262 206 234 262Z" fill="${hair}"/>`;
    case 'curly':
      return `<path d="M236 240Q250 180 320 176Q392 180 404 240Q370 214 320 214Q270 214 236 240Z" fill="${shade(hair, 0.92)}"/>`;
    case 'bald':
      return `<path d="M244 214Q320 168 396 214" stroke="${shade(hair, 1.1)}" stroke-width="6" fill="none" opacity="0.35"/>`;
  }
}

function extra(kind: 'sunglasses' | 'glasses' | 'beard' | 'helmet', hair: string): string {
  switch (kind) {
    case 'sunglasses':
      return `<path d="M262 262H306Q306 294 284 294Q262 294 262 262ZM334 262H378Q378 294 356 294Q334 294 334 262ZM306 266H334" fill="#1f2a36" stroke="#1f2a36" stroke-width="5" stroke-linejoin="round"/>`;
    case 'glasses':
      return `<circle cx="286" cy="272" r="22" fill="none" stroke="#3b2f2a" stroke-width="5"/><circle cx="354" cy="272" r="22" fill="none" stroke="#3b2f2a" stroke-width="5"/><path d="M308 270H332" stroke="#3b2f2a" stroke-width="5"/>`;
    case 'beard':
      return `<path d="M252 300Q260 392 320 398Q380 392 388 300Q372 340 320 344Q268 340 252 300Z" fill="${hair}"/>`;
    case 'helmet':
      return `<g transform="translate(470 500) rotate(-12)"><path d="M-80 40Q-86 -60 0 -66Q86 -60 80 40Z" fill="#f4f6f8" stroke="#c9d0d7" stroke-width="4"/><path d="M-80 40H80" stroke="#2b4c7e" stroke-width="12"/><path d="M-40 -50Q0 -60 40 -50" stroke="#f26b1d" stroke-width="10" fill="none"/></g>`;
  }
}

/**
 * A member's portrait as a friendly flat illustration: head and shoulders in a flying jacket
 * in front of an alpine ridge, square (640 x 640 drawing units).
 */
export function portraitSvg(options: PortraitOptions): string {
  const { sky, skin, hair, hairStyle, jacket, extras = [] } = options;
  const skinShade = shade(skin, 0.88);
  const jacketDark = shade(jacket, 0.75);
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`;
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#sky)"/>`,
    mountains(sky[1]),
    // A wing far away in the sky.
    `<path d="M468 118Q520 92 572 118L566 128Q520 108 474 128Z" fill="${shade(jacket, 1.25)}" opacity="0.9"/>`,
    `<path d="M490 126L518 168L548 126" stroke="#ffffff" stroke-width="1.5" fill="none" opacity="0.7"/>`,
    hairBack(hairStyle, hair),
    // Shoulders in the jacket, with its collar and zip.
    `<path d="M120 640Q124 470 236 436L320 460L404 436Q516 470 520 640Z" fill="${jacket}"/>`,
    `<path d="M272 430L320 500L368 430L352 420L320 462L288 420Z" fill="${jacketDark}"/>`,
    `<path d="M320 500V640" stroke="${jacketDark}" stroke-width="6"/>`,
    // Neck and head.
    `<path d="M288 360H352V446Q320 470 288 446Z" fill="${skinShade}"/>`,
    `<ellipse cx="320" cy="272" rx="88" ry="104" fill="${skin}"/>`,
    `<ellipse cx="232" cy="282" rx="14" ry="22" fill="${skinShade}"/><ellipse cx="408" cy="282" rx="14" ry="22" fill="${skinShade}"/>`,
    // Eyes, brows, a smile.
    `<circle cx="286" cy="272" r="7" fill="#2a2320"/><circle cx="354" cy="272" r="7" fill="#2a2320"/>`,
    `<path d="M268 248Q286 238 302 246M338 246Q354 238 372 248" stroke="${shade(hair, 0.9)}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<path d="M292 322Q320 344 348 322" stroke="#9b4a3c" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="270" cy="306" rx="16" ry="9" fill="#e58f7a" opacity="0.35"/><ellipse cx="370" cy="306" rx="16" ry="9" fill="#e58f7a" opacity="0.35"/>`,
    hairFront(hairStyle, hair),
    ...extras.map((kind) => extra(kind, hair)),
  ].join('');
  return svgDocument(SIZE, SIZE, body, {
    width: options.width ?? SIZE,
    defs,
    title: `Portrait of ${options.name}`,
  });
}
