// Perceptual colour matching for the colour picker, shared by the server (the reference
// palette) and the browser (matching a colour a pilot brings). Zod-free and small: only the
// parts of culori it uses are bundled.
import {
  converter,
  differenceCiede2000,
  type Lab65,
  modeLab65,
  modeRgb,
  parseHex,
  useMode,
} from 'culori/fn';
import type { Lab } from './colorpicker';

useMode(modeRgb);
useMode(modeLab65);

const toLab65 = converter('lab65');
const ciede = differenceCiede2000();

const lab65 = ({ l, a, b }: Lab): Lab65 => ({ mode: 'lab65', l, a, b });

/** CIELAB (D65) of an sRGB `#rrggbb` colour. */
export function hexToLab(hex: string): Lab {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a colour: ${hex}`);
  const { l, a, b } = toLab65(rgb);
  return { l, a, b };
}

/** CIEDE2000 colour difference of two CIELAB colours (1 is about a just-noticeable one). */
export const ciede2000Lab = (x: Lab, y: Lab): number => ciede(lab65(x), lab65(y));

/** CIEDE2000 colour difference of two `#rrggbb` colours. */
export const ciede2000 = (hexA: string, hexB: string): number =>
  ciede2000Lab(hexToLab(hexA), hexToLab(hexB));

export interface ClothSwatch {
  code: string;
  hex: string;
}

/** The perceptual distance as the picker shows it. */
const rounded = (distance: number) => Math.round(distance * 100) / 100;

/**
 * The `count` cloth colours nearest to `hex` by CIEDE2000, nearest first, with their distance
 * (2 decimals). culori's `nearest()` answers the colours without their distances, so the
 * distances are computed here, once per cloth.
 */
export function nearestCloths(
  hex: string,
  cloths: readonly ClothSwatch[],
  count = 1,
): { code: string; distance: number }[] {
  const target = hexToLab(hex);
  return nearestClothsLab(
    target,
    cloths.map((cloth) => ({ code: cloth.code, lab: hexToLab(cloth.hex) })),
    count,
  );
}

/** `nearestCloths` for colours already in CIELAB (a palette converted once, many lookups). */
export function nearestClothsLab(
  target: Lab,
  cloths: readonly { code: string; lab: Lab }[],
  count = 1,
): { code: string; distance: number }[] {
  return cloths
    .map((cloth) => ({ code: cloth.code, distance: ciede2000Lab(target, cloth.lab) }))
    .sort((x, y) => x.distance - y.distance || x.code.localeCompare(y.code))
    .slice(0, Math.max(0, count))
    .map(({ code, distance }) => ({ code, distance: rounded(distance) }));
}
