// The hero's drawing as SVG markup, shared by the page (its first paint, before and instead of
// the video) and by scripts/hero-video.ts, which animates it into the hero's video files.

/** Sky, sun, clouds and mountain ranges, in a 1600 × 900 box. */
export const HERO_LANDSCAPE_VIEWBOX = '0 0 1600 900';

/** The clouds, drawn where they are at the start of the video (they drift in it). */
export const HERO_CLOUDS = `<g fill="#ffffff" opacity="0.4">
  <ellipse cx="300" cy="250" rx="120" ry="22"/>
  <ellipse cx="360" cy="232" rx="70" ry="20"/>
  <ellipse cx="1330" cy="190" rx="140" ry="20"/>
  <ellipse cx="1270" cy="176" rx="64" ry="16"/>
  <ellipse cx="760" cy="330" rx="90" ry="12" opacity="0.6"/>
</g>`;

export const HERO_SKY = `<defs>
  <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0a3a5a"/>
    <stop offset="0.45" stop-color="#2f7fb8"/>
    <stop offset="0.78" stop-color="#9fd0ee"/>
    <stop offset="1" stop-color="#f6d5ae"/>
  </linearGradient>
  <radialGradient id="hero-sun-glow">
    <stop offset="0" stop-color="#fff1d0" stop-opacity="0.9"/>
    <stop offset="1" stop-color="#ffd9a8" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="1600" height="900" fill="url(#hero-sky)"/>
<circle cx="1060" cy="400" r="300" fill="url(#hero-sun-glow)"/>
<circle cx="1060" cy="400" r="46" fill="#fff6e2"/>`;

export const HERO_MOUNTAINS = `<path d="M0 640 L120 560 L210 600 L330 500 L430 570 L520 520 L640 600 L760 470 L880 560 L990 510 L1100 590 L1230 480 L1350 560 L1460 520 L1600 580 V900 H0 Z" fill="#86afcd"/>
<g fill="#ffffff" opacity="0.85">
  <path d="M330 500 L358 520 L342 518 L331 528 L320 518 L306 522 Z"/>
  <path d="M760 470 L792 496 L774 492 L761 503 L748 492 L728 497 Z"/>
  <path d="M1230 480 L1262 504 L1244 500 L1231 511 L1218 500 L1200 505 Z"/>
</g>
<path d="M0 720 L150 610 L260 680 L400 580 L540 690 L660 630 L820 720 L960 600 L1100 700 L1240 620 L1400 710 L1600 640 V900 H0 Z" fill="#3d6f96"/>
<path d="M0 800 C200 720 380 760 560 740 C760 716 900 790 1100 760 C1300 730 1450 770 1600 740 V900 H0 Z" fill="#1f4a68"/>
<path d="M0 860 C300 810 600 850 900 830 C1200 810 1400 850 1600 820 V900 H0 Z" fill="#143650"/>`;

/** The whole landscape of the first paint. */
export const HERO_LANDSCAPE = `${HERO_SKY}${HERO_CLOUDS}${HERO_MOUNTAINS}`;

/** A paraglider (wing, lines and pilot) in a 200 × 170 box. */
export const HERO_PARAGLIDER_VIEWBOX = '0 0 200 170';
export const HERO_PARAGLIDER = `<path d="M10 52 C40 10 160 10 190 52 L178 60 C150 30 50 30 22 60 Z" fill="#f26b1d"/>
<path d="M22 60 C50 30 150 30 178 60 L183 57 C152 24 48 24 17 57 Z" fill="#c2410c"/>
<path d="M64 25 C88 19 112 19 136 25 L133 33 C111 28 89 28 67 33 Z" fill="#ffffff" opacity="0.9"/>
<g stroke="#ffffff" stroke-opacity="0.45" stroke-width="1">
  <path d="M36 33 L40 48 M58 24 L60 38 M82 19 L82 34 M118 19 L118 34 M142 24 L140 38 M164 33 L160 48"/>
</g>
<g stroke="#16303f" stroke-opacity="0.7" stroke-width="0.8" fill="none">
  <path d="M22 60 L95 140 M45 44 L95 140 M75 36 L95 140 M100 35 L95 140 M100 35 L105 140 M125 36 L105 140 M155 44 L105 140 M178 60 L105 140"/>
</g>
<path d="M93 139 Q100 136 107 139 L109 152 Q100 156 91 152 Z" fill="#16303f"/>
<path d="M95 153 L94 164 M105 153 L106 164" stroke="#16303f" stroke-width="4" stroke-linecap="round"/>
<circle cx="100" cy="132" r="4.8" fill="#f26b1d"/>`;

/** The hero's video files, made by scripts/hero-video.ts (phones below 900 px get the tall one). */
export const HERO_VIDEOS = {
  desktop: '/video/hero-desktop.mp4',
  mobile: '/video/hero-mobile.mp4',
} as const;
