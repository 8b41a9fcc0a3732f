import type { ClothColor, ComboColors, PickerDetail } from '@windfamily/contract/colorpicker';
import { choosableCloths, completeColors, paletteOf } from './combo-colors';

/** A source of numbers in [0, 1): Math.random, or a seeded one in tests. */
export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type HarmonyScheme = 'analogous' | 'complementary';

/** Hue offsets from the base hue, in degrees: neighbours, or the opposite side of the wheel. */
const SCHEME_OFFSETS: Record<HarmonyScheme, number[]> = {
  analogous: [0, 30, -30],
  complementary: [0, 180],
};

/** Below this CIELAB chroma a cloth reads as white, grey or black: it has no hue to speak of. */
const NEUTRAL_CHROMA = 12;
/** How far (in degrees of hue) a neutral counts from any target: it fills in, it never leads. */
const NEUTRAL_DISTANCE = 60;

const hueOf = ({ lab }: ClothColor) => ((Math.atan2(lab.b, lab.a) * 180) / Math.PI + 360) % 360;
const chromaOf = ({ lab }: ClothColor) => Math.hypot(lab.a, lab.b);
const hueDistance = (x: number, y: number) => {
  const d = Math.abs(x - y) % 360;
  return d > 180 ? 360 - d : d;
};

const distanceTo = (hue: number) => (cloth: ClothColor) =>
  chromaOf(cloth) < NEUTRAL_CHROMA ? NEUTRAL_DISTANCE : hueDistance(hueOf(cloth), hue);

/** How much further than the nearest a colour may be and still be drawn: some variety. */
const VARIETY = 20;

/** One of the colours nearest to the target (by `distance`), drawn at random. */
function pick(
  cloths: ClothColor[],
  distance: (cloth: ClothColor) => number,
  random: Random,
): ClothColor | undefined {
  if (cloths.length === 0) return undefined;
  const nearest = Math.min(...cloths.map(distance));
  const near = cloths.filter((cloth) => distance(cloth) <= nearest + VARIETY);
  return near[Math.floor(random() * near.length)] ?? near[0];
}

/** The zones that take one colour together: each zone with its mirror. */
function mirrorGroups(detail: Pick<PickerDetail, 'zones'>): string[][] {
  const keys = new Set(detail.zones.map((zone) => zone.key));
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const zone of detail.zones) {
    if (seen.has(zone.key)) continue;
    const group = [zone.key];
    seen.add(zone.key);
    if (zone.mirror && keys.has(zone.mirror) && !seen.has(zone.mirror)) {
      group.push(zone.mirror);
      seen.add(zone.mirror);
    }
    groups.push(group);
  }
  return groups;
}

/**
 * A random harmonious combination: a base hue and a scheme (analogous or complementary)
 * give a few target hues; each zone (with its mirror) gets, of the colours it allows now,
 * one of those nearest to a target hue drawn for it. Neutrals fill in where no colour is near.
 * Mirrored zones always match; zones with no colour to choose keep the standard one.
 */
export function harmoniousColors(
  detail: Pick<PickerDetail, 'zones' | 'colors'>,
  random: Random = Math.random,
): ComboColors {
  const palette = paletteOf(detail);
  const zones = new Map(detail.zones.map((zone) => [zone.key, zone]));
  const base = random() * 360;
  const scheme: HarmonyScheme = random() < 0.5 ? 'analogous' : 'complementary';
  const offsets = SCHEME_OFFSETS[scheme];
  const colors: ComboColors = {};

  mirrorGroups(detail).forEach((group, index) => {
    // The first zone carries the base hue; the others draw theirs from the scheme.
    const offset = index === 0 ? 0 : (offsets[Math.floor(random() * offsets.length)] ?? 0);
    const closest = distanceTo(base + offset);
    const choices = group.map((key) => {
      const zone = zones.get(key);
      return zone ? choosableCloths(zone, palette) : [];
    });
    const [first = [], ...others] = choices;
    const shared = first.filter((cloth) =>
      others.every((list) => list.some((other) => other.code === cloth.code)),
    );
    if (shared.length > 0) {
      const cloth = pick(shared, closest, random);
      if (cloth) for (const key of group) colors[key] = cloth.code;
      return;
    }
    // A mirror that allows none of the zone's colours: each side is coloured on its own.
    group.forEach((key, at) => {
      const cloth = pick(choices[at] ?? [], closest, random);
      if (cloth) colors[key] = cloth.code;
    });
  });
  return completeColors(detail, colors);
}
