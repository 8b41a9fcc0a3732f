import type { AddonColors, ProductDrawing } from './addon-gear';
import { markSvg } from './mark';
import { stitch } from './stage';
import { mix, n, shade } from './svg';

export function repairKit({ main, accent }: AddonColors): ProductDrawing {
  const dark = shade(main, 0.7);
  return {
    shadow: { cx: 600, cy: 930, rx: 400, ry: 40 },
    body: [
      // The pouch with its zip.
      `<rect x="270" y="380" width="620" height="470" rx="70" fill="${main}"/>`,
      `<rect x="270" y="615" width="620" height="235" rx="70" fill="#000" opacity="0.07"/>`,
      `<path d="M320 440L840 440" stroke="${dark}" stroke-width="14" stroke-linecap="round"/>`,
      `<path d="M320 440L840 440" stroke="${shade(main, 1.35)}" stroke-width="3" stroke-dasharray="5 6"/>`,
      `<path d="M760 440L760 500" stroke="#2a2f36" stroke-width="10" stroke-linecap="round"/><rect x="744" y="490" width="32" height="50" rx="10" fill="${accent}"/>`,
      stitch('M300 810L860 810', shade(main, 1.3), 3),
      `<rect x="350" y="520" width="200" height="120" rx="18" fill="#f4f1ea"/>`,
      markSvg(450, 582, 110, main),
      // Patches of cloth, cut and ready.
      `<g transform="rotate(-14 400 760)"><rect x="250" y="650" width="260" height="190" rx="26" fill="${accent}"/>`,
      stitch('M275 675L485 675L485 815L275 815Z', mix(accent, '#ffffff', 0.55), 3),
      `</g>`,
      `<g transform="rotate(9 560 800)"><rect x="450" y="730" width="210" height="150" rx="22" fill="#669bbc"/>`,
      stitch('M472 752L638 752L638 858L472 858Z', '#d7e8f3', 3),
      `</g>`,
      // A roll of ripstop tape with its loose end.
      `<path d="M830 880L960 930L950 970L815 925Z" fill="${shade(accent, 0.85)}"/>`,
      `<circle cx="840" cy="780" r="140" fill="${accent}"/>`,
      `<circle cx="840" cy="780" r="140" fill="none" stroke="${shade(accent, 0.8)}" stroke-width="6"/>`,
      `<circle cx="840" cy="780" r="100" fill="none" stroke="${shade(accent, 0.9)}" stroke-width="4"/>`,
      `<circle cx="840" cy="780" r="62" fill="#e9edf1"/>`,
      `<circle cx="840" cy="780" r="62" fill="none" stroke="#c9d1d8" stroke-width="10"/>`,
    ].join(''),
  };
}

export function stickerSet({ main, accent }: AddonColors): ProductDrawing {
  const sticker = (
    shape: string,
    fill: string,
    inner: string,
    angle: number,
    cx: number,
    cy: number,
  ) =>
    `<g transform="rotate(${angle} ${cx} ${cy})"><g fill="#ffffff" stroke="#ffffff" stroke-width="26" stroke-linejoin="round">${shape}</g><g fill="${fill}">${shape}</g>${inner}</g>`;
  const circle = `<circle cx="440" cy="440" r="150"/>`;
  const pill = `<rect x="630" y="340" width="300" height="180" rx="40"/>`;
  const peaks = `<circle cx="450" cy="770" r="135"/>`;
  const sun = `<circle cx="770" cy="770" r="120"/>`;
  return {
    shadow: { cx: 600, cy: 1010, rx: 380, ry: 34 },
    body: [
      // The backing sheet.
      `<g transform="rotate(-4 600 600)"><rect x="220" y="220" width="760" height="760" rx="36" fill="#ffffff" stroke="#d8dee4" stroke-width="4"/>`,
      stitch('M260 258L940 258L940 942L260 942Z', '#e3e8ed', 2),
      `</g>`,
      sticker(circle, main, markSvg(440, 450, 210, '#ffffff'), -6, 440, 440),
      // A little wing over a hill.
      sticker(
        pill,
        accent,
        `<path d="M690 455Q780 370 870 455Q780 400 690 455Z" fill="#ffffff"/><path d="M700 458L765 505M860 458L795 505" stroke="#ffffff" stroke-width="3"/><circle cx="780" cy="508" r="7" fill="#ffffff"/>`,
        5,
        780,
        430,
      ),
      sticker(
        peaks,
        '#669bbc',
        `<path d="M330 830L410 720L450 770L510 690L580 830Z" fill="#ffffff"/><path d="M510 690L480 730L500 725L515 740L530 720Z" fill="#dbe9f2"/>`,
        -3,
        450,
        770,
      ),
      sticker(
        sun,
        '#f3a712',
        `<circle cx="770" cy="770" r="52" fill="#ffffff"/>` +
          Array.from({ length: 8 }, (_, i) => {
            const a = (Math.PI * 2 * i) / 8;
            return `<path d="M${n(770 + Math.cos(a) * 70)} ${n(770 + Math.sin(a) * 70)}L${n(770 + Math.cos(a) * 96)} ${n(770 + Math.sin(a) * 96)}" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>`;
          }).join(''),
        8,
        770,
        770,
      ),
    ].join(''),
  };
}

export function keychain({ main, accent }: AddonColors): ProductDrawing {
  // A little canopy as the tag: an arc of cells.
  const cells = 9;
  const cx = 600;
  const cy = 980;
  const outer = 420;
  const inner = 330;
  const from = (-140 * Math.PI) / 180;
  const to = (-40 * Math.PI) / 180;
  const at = (r: number, a: number) => `${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
  const cellPaths = Array.from({ length: cells }, (_, i) => {
    const a0 = from + ((to - from) * i) / cells;
    const a1 = from + ((to - from) * (i + 1)) / cells;
    const color = i === 0 || i === cells - 1 ? shade(main, 0.7) : i % 2 ? accent : main;
    return `<path d="M${at(inner, a0)}L${at(outer, a0)}A${outer} ${outer} 0 0 1 ${at(outer, a1)}L${at(inner, a1)}A${inner} ${inner} 0 0 0 ${at(inner, a0)}Z" fill="${color}"/>`;
  }).join('');
  return {
    shadow: { cx: 600, cy: 900, rx: 330, ry: 30 },
    body: [
      // Ring and chain.
      `<circle cx="600" cy="260" r="95" fill="none" stroke="url(#metal)" stroke-width="20"/>`,
      `<circle cx="600" cy="260" r="95" fill="none" stroke="#6b7682" stroke-width="2" opacity="0.6"/>`,
      `<ellipse cx="600" cy="382" rx="18" ry="32" fill="none" stroke="url(#metal)" stroke-width="10"/>`,
      `<ellipse cx="600" cy="436" rx="12" ry="26" fill="none" stroke="#9aa4ae" stroke-width="10"/>`,
      `<ellipse cx="600" cy="486" rx="18" ry="30" fill="none" stroke="url(#metal)" stroke-width="10"/>`,
      // The tag: a canopy with the mark.
      `<path d="M${at(outer + 14, from - 0.02)}A${outer + 14} ${outer + 14} 0 0 1 ${at(outer + 14, to + 0.02)}L${at(inner - 14, to + 0.02)}A${inner - 14} ${inner - 14} 0 0 0 ${at(inner - 14, from - 0.02)}Z" fill="#ffffff" stroke="#d6dde3" stroke-width="3"/>`,
      cellPaths,
      `<circle cx="600" cy="${cy - outer + 4}" r="14" fill="#e9edf1" stroke="#9aa4ae" stroke-width="4"/>`,
      `<path d="M${at(inner, from)}L600 840L${at(inner, to)}M${at(inner, -1.9)}L600 840L${at(inner, -1.25)}" stroke="#5b6673" stroke-width="3" fill="none"/>`,
    ].join(''),
  };
}

export function mug({ main, accent }: AddonColors): ProductDrawing {
  return {
    shadow: { cx: 570, cy: 930, rx: 300, ry: 34 },
    body: [
      // Steam.
      `<path d="M500 330Q470 280 500 240Q530 200 500 150M580 330Q550 270 580 220Q610 170 580 120M660 330Q630 280 660 240Q690 200 660 150" stroke="#c7d0d8" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.8"/>`,
      // Handle.
      `<path d="M790 470Q930 470 930 610Q930 760 790 770" stroke="${main}" stroke-width="56" fill="none" stroke-linecap="round"/>`,
      // Body with a shaded side.
      `<path d="M350 400L790 400L790 840Q790 910 720 910L420 910Q350 910 350 840Z" fill="${main}"/>`,
      `<path d="M660 400L790 400L790 840Q790 910 720 910L660 910Z" fill="#000" opacity="0.1"/>`,
      `<path d="M380 400L380 860" stroke="#ffffff" stroke-width="18" opacity="0.18" stroke-linecap="round"/>`,
      // Rim and coffee.
      `<ellipse cx="570" cy="400" rx="220" ry="44" fill="${shade(main, 0.8)}"/>`,
      `<ellipse cx="570" cy="404" rx="196" ry="34" fill="#5a3a22"/>`,
      `<ellipse cx="540" cy="398" rx="90" ry="10" fill="#7a5233"/>`,
      // Band and mark.
      `<path d="M350 780L790 780L790 820L350 820Z" fill="${accent}"/>`,
      markSvg(555, 610, 200, mix(main, '#ffffff', 0.9)),
    ].join(''),
  };
}
