import { markSvg } from './mark';
import { stitch } from './stage';
import { mix, n, shade } from './svg';

/** A drawing of a product: its shapes and where its shadow falls. */
export interface ProductDrawing {
  body: string;
  shadow: { cx: number; cy: number; rx: number; ry?: number };
}

export interface AddonColors {
  main: string;
  accent: string;
}

/** A metal buckle or ring (needs `metalDefs`). */
const buckle = (x: number, y: number, w: number, h: number) =>
  `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 3)}" fill="url(#metal)" stroke="#6b7682" stroke-width="2"/>`;

/** A strap (webbing) from a to b, `w` wide. */
const strap = (x1: number, y1: number, x2: number, y2: number, w: number, color: string) =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="butt"/>`;

export function rucksack({ main, accent }: AddonColors): ProductDrawing {
  const dark = shade(main, 0.7);
  const webbing = '#2a2f36';
  return {
    shadow: { cx: 600, cy: 1010, rx: 330, ry: 40 },
    body: [
      // Shoulder straps behind.
      `<path d="M380 330Q300 520 330 860" stroke="${webbing}" stroke-width="46" fill="none" stroke-linecap="round"/>`,
      `<path d="M820 330Q900 520 870 860" stroke="${webbing}" stroke-width="46" fill="none" stroke-linecap="round"/>`,
      // Body.
      `<path d="M360 340Q360 250 440 242L760 242Q840 250 840 340L864 930Q864 995 800 995L400 995Q336 995 336 930Z" fill="${main}"/>`,
      `<path d="M600 242L760 242Q840 250 840 340L864 930Q864 995 800 995L600 995Z" fill="#000" opacity="0.07"/>`,
      // Grab handle and lid.
      `<path d="M540 222Q600 150 660 222" stroke="${webbing}" stroke-width="18" fill="none" stroke-linecap="round"/>`,
      `<path d="M352 350Q360 214 600 210Q840 214 848 350Q600 392 352 350Z" fill="${dark}"/>`,
      stitch('M380 345Q600 380 820 345', shade(main, 1.25), 3),
      // Lid straps with buckles.
      strap(470, 372, 470, 520, 30, webbing),
      strap(730, 372, 730, 520, 30, webbing),
      buckle(470, 470, 52, 30),
      buckle(730, 470, 52, 30),
      // Side compression straps.
      strap(336, 600, 420, 600, 26, webbing),
      strap(864, 600, 780, 600, 26, webbing),
      strap(340, 790, 420, 790, 26, webbing),
      strap(860, 790, 780, 790, 26, webbing),
      buckle(400, 600, 28, 44),
      buckle(800, 600, 28, 44),
      buckle(400, 790, 28, 44),
      buckle(800, 790, 28, 44),
      // Front pocket with a zip.
      `<path d="M430 640Q430 600 470 600L730 600Q770 600 770 640L780 900Q780 935 745 935L455 935Q420 935 420 900Z" fill="${accent}"/>`,
      `<path d="M445 632Q600 612 755 632" stroke="${shade(accent, 0.6)}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      `<rect x="732" y="628" width="18" height="46" rx="6" fill="${webbing}"/>`,
      markSvg(600, 780, 170, mix(accent, '#ffffff', 0.85)),
      stitch('M455 910L745 910', shade(accent, 0.7), 3),
    ].join(''),
  };
}

export function wingBag({ main, accent }: AddonColors): ProductDrawing {
  const dark = shade(main, 0.72);
  const webbing = '#2a2f36';
  const bands = [360, 600, 840]
    .map((x) => strap(x, 458, x, 742, 34, webbing) + buckle(x, 600, 50, 30))
    .join('');
  return {
    shadow: { cx: 600, cy: 800, rx: 470, ry: 46 },
    body: [
      `<g transform="rotate(-7 600 600)">`,
      // The long concertina bag.
      `<rect x="150" y="470" width="900" height="260" rx="130" fill="${main}"/>`,
      `<rect x="150" y="600" width="900" height="130" rx="65" fill="#000" opacity="0.08"/>`,
      // Its end panels.
      `<path d="M280 470L280 730Q150 730 150 600Q150 470 280 470Z" fill="${accent}"/>`,
      `<path d="M920 470L920 730Q1050 730 1050 600Q1050 470 920 470Z" fill="${accent}"/>`,
      // The zip along the top with its puller.
      `<path d="M250 500Q600 488 950 500" stroke="${dark}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
      `<path d="M250 500Q600 488 950 500" stroke="${shade(main, 1.3)}" stroke-width="3" stroke-dasharray="5 6" fill="none"/>`,
      `<rect x="700" y="488" width="44" height="20" rx="7" fill="${webbing}"/>`,
      bands,
      markSvg(480, 640, 110, mix(main, '#ffffff', 0.85)),
      markSvg(720, 640, 110, mix(main, '#ffffff', 0.85)),
      `</g>`,
    ].join(''),
  };
}

export function harness({ main, accent }: AddonColors): ProductDrawing {
  const dark = shade(main, 0.72);
  const protector = '#9aa5b1';
  const webbing = '#2a2f36';
  return {
    shadow: { cx: 620, cy: 930, rx: 420, ry: 44 },
    body: [
      // Foam back protector under the seat.
      `<path d="M330 640Q300 860 470 900L760 900Q850 895 860 820L850 720L420 700Z" fill="${protector}"/>`,
      `<path d="M360 760Q420 860 560 870L760 870" stroke="${shade(protector, 0.8)}" stroke-width="6" fill="none"/>`,
      // Pod fairing for the legs.
      `<path d="M620 730Q820 780 980 640Q1030 590 990 560Q900 540 820 600L620 660Z" fill="${dark}"/>`,
      `<path d="M700 720Q850 740 975 610" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      // Back and seat shell.
      `<path d="M330 260Q300 240 292 300L300 640Q310 740 420 760L760 770Q840 768 840 700L830 650Q820 620 780 620L470 600Q430 598 425 560L420 300Q410 240 330 260Z" fill="${main}"/>`,
      `<path d="M340 300L346 620Q354 700 430 712L770 720" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      // Shoulder strap and chest buckle to the carabiner.
      `<path d="M405 300Q520 340 600 520" stroke="${webbing}" stroke-width="34" fill="none" stroke-linecap="round"/>`,
      `<path d="M600 520L700 640" stroke="${webbing}" stroke-width="34" stroke-linecap="round"/>`,
      // Carabiner.
      `<path d="M585 470Q585 430 625 430L650 430Q690 430 690 470L690 560Q690 600 650 600L625 600Q585 600 585 560Z" fill="none" stroke="url(#metal)" stroke-width="16"/>`,
      `<path d="M585 470L585 560" stroke="#6b7682" stroke-width="4"/>`,
      // Side pocket and reserve handle.
      `<path d="M480 640L700 650L700 700L470 690Z" fill="${dark}"/>`,
      stitch('M490 660L690 668', shade(main, 1.35), 3),
      `<path d="M300 520Q250 520 250 560Q250 600 300 600" stroke="#d62839" stroke-width="20" fill="none" stroke-linecap="round"/>`,
      markSvg(360, 420, 70, mix(main, '#ffffff', 0.85)),
    ].join(''),
  };
}

export function reserve({ main, accent }: AddonColors): ProductDrawing {
  // A round reserve in the air: the gores of the canopy, its lines and the bridle.
  const gores = 12;
  const left = 250;
  const right = 950;
  const skirtY = 540;
  const canopy: string[] = [];
  for (let i = 0; i < gores; i++) {
    const x0 = left + ((right - left) * i) / gores;
    const x1 = left + ((right - left) * (i + 1)) / gores;
    const t0 = (x0 - 600) / 350;
    const t1 = (x1 - 600) / 350;
    // Dome height with the pulled-down apex in the middle.
    const top = (t: number) =>
      560 - 330 * Math.sqrt(Math.max(0, 1 - t * t)) + 60 * Math.exp(-(t * t) / 0.02);
    const color = i % 2 === 0 ? main : accent;
    const xm = (x0 + x1) / 2;
    canopy.push(
      `<path d="M${n(x0)} ${n(skirtY + 10 * Math.sin(i))}L${n(x0)} ${n(top(t0))}Q${n(xm)} ${n(top((t0 + t1) / 2) - 18)} ${n(x1)} ${n(top(t1))}L${n(x1)} ${n(skirtY + 10 * Math.sin(i + 1))}Q${n(xm)} ${n(skirtY + 34)} ${n(x0)} ${n(skirtY + 10 * Math.sin(i))}Z" fill="${color}"/>`,
    );
  }
  const lines = Array.from({ length: gores + 1 }, (_, i) => {
    const x = left + ((right - left) * i) / gores;
    return `M${n(x)} ${n(skirtY + 10 * Math.sin(i))}L600 880`;
  }).join('');
  return {
    shadow: { cx: 600, cy: 1030, rx: 200, ry: 28 },
    body: [
      `<path d="${lines}" stroke="#46505c" stroke-width="3" fill="none"/>`,
      ...canopy,
      // Bridle and the container with its red handle.
      `<path d="M600 880L600 930" stroke="#2a2f36" stroke-width="10"/>`,
      `<rect x="520" y="920" width="160" height="90" rx="24" fill="${shade(main, 0.6)}"/>`,
      `<path d="M560 930L640 930" stroke="#d62839" stroke-width="14" stroke-linecap="round"/>`,
      markSvg(600, 975, 60, '#ffffff'),
    ].join(''),
  };
}

export function riserSet({ main, accent }: AddonColors): ProductDrawing {
  const webbing = main;
  const riser = (cx: number, flip: 1 | -1) => {
    const tops = [-70, 0, 70].map((dx) => cx + dx * flip);
    const colors = [accent, webbing, webbing];
    const straps = tops
      .map(
        (x, i) =>
          `<path d="M${x} 250L${cx + (i - 1) * 16 * flip} 900" stroke="${colors[i]}" stroke-width="30"/>`,
      )
      .join('');
    const maillons = tops
      .map(
        (x) =>
          `<path d="M${x - 16} 220Q${x - 16} 190 ${x} 190Q${x + 16} 190 ${x + 16} 220L${x + 16} 250Q${x + 16} 262 ${x} 262Q${x - 16} 262 ${x - 16} 250Z" fill="none" stroke="url(#metal)" stroke-width="9"/>`,
      )
      .join('');
    const handleX = cx + 110 * flip;
    return [
      straps,
      maillons,
      stitch(`M${tops[0]} 300L${cx - 16 * flip} 860`, shade(accent, 0.6), 3),
      // Speed-system pulley on the A riser.
      `<circle cx="${n(cx - 40 * flip)}" cy="640" r="18" fill="url(#metal)" stroke="#6b7682" stroke-width="3"/>`,
      // The loop for the carabiner.
      `<path d="M${cx - 40} 900Q${cx - 40} 980 ${cx} 980Q${cx + 40} 980 ${cx + 40} 900" stroke="${webbing}" stroke-width="26" fill="none"/>`,
      // Brake handle on its magnet.
      `<path d="M${cx + 50 * flip} 420L${handleX} 640" stroke="#d9d9d9" stroke-width="4"/>`,
      `<circle cx="${n(cx + 50 * flip)}" cy="420" r="14" fill="#2a2f36"/>`,
      `<path d="M${handleX - 34} 640L${handleX + 34} 640L${handleX + 26} 760Q${handleX} 790 ${handleX - 26} 760Z" fill="${accent}"/>`,
      `<path d="M${handleX - 16} 660L${handleX + 16} 660L${handleX + 12} 740Q${handleX} 752 ${handleX - 12} 740Z" fill="${mix(accent, '#ffffff', 0.7)}" opacity="0.9"/>`,
    ].join('');
  };
  return {
    shadow: { cx: 600, cy: 1030, rx: 380, ry: 30 },
    body: riser(420, 1) + riser(780, -1),
  };
}

export function speedbar({ main, accent }: AddonColors): ProductDrawing {
  const cord = accent;
  const hook = (x: number) =>
    `<path d="M${x} 250L${x} 200Q${x} 170 ${x + 22} 170Q${x + 44} 170 ${x + 44} 200L${x + 44} 216" stroke="url(#metal)" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  const bar = (x1: number, x2: number, y: number) =>
    [
      `<rect x="${x1}" y="${y - 24}" width="${x2 - x1}" height="48" rx="24" fill="url(#metal)" stroke="#6b7682" stroke-width="2"/>`,
      `<rect x="${x1 + 40}" y="${y - 30}" width="${(x2 - x1) / 2 - 60}" height="60" rx="30" fill="${main}"/>`,
      `<rect x="${(x1 + x2) / 2 + 20}" y="${y - 30}" width="${(x2 - x1) / 2 - 60}" height="60" rx="30" fill="${main}"/>`,
    ].join('');
  return {
    shadow: { cx: 600, cy: 1000, rx: 380, ry: 30 },
    body: [
      // The cords, from the main bar through the step bar up to the hooks.
      `<path d="M300 860L390 640L520 260M900 860L810 640L680 260" stroke="${cord}" stroke-width="10" fill="none" stroke-linejoin="round"/>`,
      `<circle cx="458" cy="440" r="16" fill="${shade(cord, 0.7)}"/><circle cx="742" cy="440" r="16" fill="${shade(cord, 0.7)}"/>`,
      hook(498),
      hook(658),
      bar(370, 830, 640),
      bar(260, 940, 860),
      `<circle cx="300" cy="860" r="14" fill="${shade(cord, 0.7)}"/><circle cx="900" cy="860" r="14" fill="${shade(cord, 0.7)}"/>`,
    ].join(''),
  };
}
