import { markSvg } from './mark';
import { productSvg, stitch } from './stage';
import { luminance, shade } from './svg';

export type FashionKind = 'tshirt' | 'hoodie' | 'cap' | 'jacket';
export const FASHION_KINDS: readonly FashionKind[] = ['tshirt', 'hoodie', 'cap', 'jacket'];

/** A flat drawing of a piece of team clothing in `colour`, with details in `accent`. */
export function fashionSvg(
  kind: FashionKind,
  colour: string,
  accent: string,
  options: { width?: number } = {},
): string {
  const draw = { tshirt, hoodie, cap, jacket }[kind];
  const { body, shadow } = draw(colour, accent);
  return productSvg(body, { shadow, ...options });
}

interface Drawing {
  body: string;
  shadow: { cx: number; cy: number; rx: number; ry?: number };
}

/** Darker tone for seams and folds; on dark cloth a lighter one. */
const seamOf = (colour: string) =>
  luminance(colour) < 0.08 ? shade(colour, 1.35) : shade(colour, 0.8);

function tshirt(colour: string, accent: string): Drawing {
  const seam = seamOf(colour);
  const outline =
    'M505 232Q600 300 695 232L835 276Q905 300 1000 418L905 540L840 500L850 968Q600 992 350 968L360 500L295 540L200 418Q295 300 365 276Z';
  return {
    shadow: { cx: 600, cy: 1010, rx: 330, ry: 34 },
    body: [
      `<path d="${outline}" fill="${colour}"/>`,
      // Folds and the shade of the far side.
      `<path d="M600 300L600 980Q850 990 850 968L840 500L905 540L1000 418Q905 300 835 276L695 232Q660 262 600 272Z" fill="#000" opacity="0.05"/>`,
      `<path d="M430 620Q470 760 440 900M770 600Q735 760 765 905" fill="none" stroke="${seam}" stroke-width="5" stroke-linecap="round" opacity="0.45"/>`,
      // Collar rib.
      `<path d="M505 232Q600 300 695 232L716 240Q600 330 484 240Z" fill="${accent}"/>`,
      // Sleeve hems and shoulder seams.
      stitch('M918 522L980 440', seam),
      stitch('M282 522L220 440', seam),
      `<path d="M835 276Q820 400 840 500M365 276Q380 400 360 500" fill="none" stroke="${seam}" stroke-width="3" opacity="0.6"/>`,
      stitch('M362 940Q600 962 838 940', seam),
      markSvg(700, 420, 110, accent),
    ].join(''),
  };
}

function hoodie(colour: string, accent: string): Drawing {
  const seam = seamOf(colour);
  const dark = shade(colour, 0.82);
  return {
    shadow: { cx: 600, cy: 1045, rx: 360, ry: 36 },
    body: [
      // Hood behind the neck.
      `<path d="M445 330C430 150 770 150 755 330Z" fill="${dark}"/>`,
      // Sleeves.
      `<path d="M820 300Q900 320 940 420L1030 850L925 882L850 520Z" fill="${colour}"/>`,
      `<path d="M380 300Q300 320 260 420L170 850L275 882L350 520Z" fill="${colour}"/>`,
      `<path d="M1030 850L925 882L935 930L1040 898Z" fill="${accent}"/>`,
      `<path d="M170 850L275 882L265 930L160 898Z" fill="${accent}"/>`,
      // Body and rib waistband.
      `<path d="M380 300Q600 250 820 300L850 520L855 960L345 960L350 520Z" fill="${colour}"/>`,
      `<path d="M345 960L855 960L850 1022Q600 1034 350 1022Z" fill="${accent}"/>`,
      `<path d="M600 300L600 960L855 960L850 520L820 300Q710 276 600 280Z" fill="#000" opacity="0.05"/>`,
      // Hood opening and its lining.
      `<path d="M470 310Q600 470 730 310Q700 230 600 226Q500 230 470 310Z" fill="${shade(colour, 0.62)}"/>`,
      `<path d="M470 310Q600 470 730 310L745 322Q600 500 455 322Z" fill="${accent}"/>`,
      // Drawstrings with aglets.
      `<path d="M560 400Q552 500 566 580M640 400Q648 500 634 580" fill="none" stroke="#f4f4f2" stroke-width="9" stroke-linecap="round"/>`,
      `<rect x="558" y="570" width="16" height="36" rx="6" fill="${accent}"/><rect x="626" y="570" width="16" height="36" rx="6" fill="${accent}"/>`,
      // Kangaroo pocket.
      `<path d="M430 720L770 720L800 900L400 900Z" fill="${shade(colour, 0.93)}"/>`,
      `<path d="M430 720L400 900M770 720L800 900" stroke="${seam}" stroke-width="4" fill="none"/>`,
      stitch('M440 728L760 728', seam),
      markSvg(600, 650, 120, accent),
      `<path d="M380 300Q360 420 350 520M820 300Q840 420 850 520" fill="none" stroke="${seam}" stroke-width="3" opacity="0.6"/>`,
    ].join(''),
  };
}

function cap(colour: string, accent: string): Drawing {
  const seam = seamOf(colour);
  const underBrim = shade(colour, 0.55);
  return {
    shadow: { cx: 600, cy: 880, rx: 360, ry: 40 },
    body: [
      // Crown.
      `<path d="M300 700C290 380 460 300 600 300C740 300 910 380 900 700Z" fill="${colour}"/>`,
      `<path d="M600 300C740 300 910 380 900 700L600 700Z" fill="#000" opacity="0.06"/>`,
      // Panel seams and eyelets.
      `<path d="M600 304L600 700M600 306C520 330 430 470 420 700M600 306C680 330 770 470 780 700" fill="none" stroke="${seam}" stroke-width="4" opacity="0.7"/>`,
      `<circle cx="500" cy="420" r="9" fill="${seam}"/><circle cx="700" cy="420" r="9" fill="${seam}"/>`,
      // Front patch with the mark.
      `<path d="M495 500Q600 470 705 500L695 620Q600 600 505 620Z" fill="${accent}"/>`,
      markSvg(600, 552, 130, luminance(accent) > 0.5 ? '#1f2933' : '#ffffff'),
      // Brim, seen from the front and a little above.
      `<path d="M280 700C420 660 780 660 920 700C985 760 900 850 600 850C300 850 215 760 280 700Z" fill="${underBrim}"/>`,
      `<path d="M280 700C420 660 780 660 920 700C960 730 930 790 600 800C270 790 240 730 280 700Z" fill="${colour}"/>`,
      stitch('M320 718C450 690 750 690 880 718', seam),
      stitch('M330 748C460 724 740 724 870 748', seam),
      // Button.
      `<ellipse cx="600" cy="304" rx="26" ry="14" fill="${accent}"/>`,
    ].join(''),
  };
}

function jacket(colour: string, accent: string): Drawing {
  const seam = seamOf(colour);
  const panel = accent;
  return {
    shadow: { cx: 600, cy: 1045, rx: 360, ry: 36 },
    body: [
      // Sleeves.
      `<path d="M815 270Q905 300 945 410L1035 860L930 890L850 510Z" fill="${colour}"/>`,
      `<path d="M385 270Q295 300 255 410L165 860L270 890L350 510Z" fill="${colour}"/>`,
      `<path d="M1035 860L930 890L940 935L1045 905Z" fill="${shade(colour, 0.75)}"/>`,
      `<path d="M165 860L270 890L260 935L155 905Z" fill="${shade(colour, 0.75)}"/>`,
      // Shoulder panels in the accent colour.
      `<path d="M815 270Q905 300 945 410L960 480Q880 420 830 430L820 300Z" fill="${panel}"/>`,
      `<path d="M385 270Q295 300 255 410L240 480Q320 420 370 430L380 300Z" fill="${panel}"/>`,
      // Body and hem.
      `<path d="M385 270L470 248Q600 282 730 248L815 270L850 510L858 1000L342 1000L350 510Z" fill="${colour}"/>`,
      `<path d="M600 268L600 1000L858 1000L850 510L815 270L730 248Q680 266 600 268Z" fill="#000" opacity="0.05"/>`,
      `<path d="M342 960L858 960L858 1000L342 1000Z" fill="${shade(colour, 0.8)}"/>`,
      // Stand-up collar.
      `<path d="M466 262Q600 300 734 262L740 175Q600 140 460 175Z" fill="${shade(colour, 0.88)}"/>`,
      `<path d="M466 262Q600 300 734 262L736 236Q600 272 464 236Z" fill="${shade(colour, 0.7)}"/>`,
      `<path d="M460 175Q600 140 740 175L736 198Q600 166 464 198Z" fill="${panel}"/>`,
      // Zip with its puller.
      `<path d="M600 160L600 1000" stroke="${accent}" stroke-width="10"/>`,
      `<path d="M600 160L600 1000" stroke="${seam}" stroke-width="3" stroke-dasharray="4 5"/>`,
      `<rect x="588" y="250" width="24" height="54" rx="8" fill="${accent}" stroke="${seam}" stroke-width="3"/>`,
      // Chest pocket zip and hand pockets.
      `<path d="M660 420L780 395" stroke="${seam}" stroke-width="7" stroke-linecap="round"/>`,
      `<rect x="772" y="388" width="14" height="36" rx="5" fill="${accent}" transform="rotate(-12 779 406)"/>`,
      `<path d="M420 700L460 880M780 700L740 880" stroke="${seam}" stroke-width="7" stroke-linecap="round"/>`,
      `<path d="M385 270Q365 400 350 510M815 270Q835 400 850 510" fill="none" stroke="${seam}" stroke-width="3" opacity="0.6"/>`,
      markSvg(475, 430, 100, accent),
    ].join(''),
  };
}
