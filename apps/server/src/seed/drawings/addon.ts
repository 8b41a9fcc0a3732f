import {
  harness,
  reserve,
  riserSet,
  rucksack,
  speedbar,
  wingBag,
  type AddonColors,
} from './addon-gear';
import { keychain, mug, repairKit, stickerSet } from './addon-goodies';
import { metalDefs, productSvg } from './stage';

export type AddonKind =
  | 'repair-kit'
  | 'rucksack'
  | 'speedbar'
  | 'riser-set'
  | 'wing-bag'
  | 'sticker-set'
  | 'keychain'
  | 'mug'
  | 'harness'
  | 'reserve';

export const ADDON_KINDS: readonly AddonKind[] = [
  'repair-kit',
  'rucksack',
  'speedbar',
  'riser-set',
  'wing-bag',
  'sticker-set',
  'keychain',
  'mug',
  'harness',
  'reserve',
];

const DRAWINGS = {
  'repair-kit': repairKit,
  rucksack,
  speedbar,
  'riser-set': riserSet,
  'wing-bag': wingBag,
  'sticker-set': stickerSet,
  keychain,
  mug,
  harness,
  reserve,
};

/** Each kind's own colours, when the caller gives none. */
const DEFAULT_COLORS: Record<AddonKind, AddonColors> = {
  'repair-kit': { main: '#2f3e4e', accent: '#e4572e' },
  rucksack: { main: '#2b4c7e', accent: '#f3a712' },
  speedbar: { main: '#2a2f36', accent: '#f3a712' },
  'riser-set': { main: '#2f3640', accent: '#e4572e' },
  'wing-bag': { main: '#1b998b', accent: '#2e294e' },
  'sticker-set': { main: '#29335c', accent: '#e4572e' },
  keychain: { main: '#29335c', accent: '#f3a712' },
  mug: { main: '#29335c', accent: '#f3a712' },
  harness: { main: '#343f4b', accent: '#e4572e' },
  reserve: { main: '#f4f1ea', accent: '#d62839' },
};

/** A flat drawing of an accessory or goodie on a light square backdrop (1200 x 1200). */
export function addonSvg(
  kind: AddonKind,
  options: { colors?: Partial<AddonColors>; width?: number } = {},
): string {
  const colors = { ...DEFAULT_COLORS[kind], ...options.colors };
  const { body, shadow } = DRAWINGS[kind](colors);
  return productSvg(body, {
    shadow,
    defs: metalDefs,
    ...(options.width !== undefined ? { width: options.width } : {}),
  });
}
