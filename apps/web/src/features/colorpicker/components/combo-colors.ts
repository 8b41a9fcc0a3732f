import type {
  ClothColor,
  ColorZone,
  ComboColors,
  PickerDetail,
} from '@windfamily/contract/colorpicker';
import { UV_WARNING_GRADE } from '@windfamily/contract/colorpicker-basics';

/** The model's cloth colours by code. */
export type Palette = ReadonlyMap<string, ClothColor>;

export const paletteOf = (detail: Pick<PickerDetail, 'colors'>): Palette =>
  new Map(detail.colors.map((cloth) => [cloth.code, cloth]));

/** A zone's allowed colours, in the palette's order (those the workshop lacks now included). */
export const allowedCloths = (zone: ColorZone, palette: Palette): ClothColor[] =>
  zone.allowed.flatMap((code) => palette.get(code) ?? []);

/** A zone's colours a pilot can choose now: allowed and in the workshop. */
export const choosableCloths = (zone: ColorZone, palette: Palette): ClothColor[] =>
  allowedCloths(zone, palette).filter((cloth) => cloth.available);

/**
 * A colour for every zone: `colors` where the zone allows it, the model's standard colour
 * elsewhere (a preset or an old combo may name a cloth a zone no longer takes).
 */
export function completeColors(
  detail: Pick<PickerDetail, 'zones'>,
  colors: ComboColors = {},
): ComboColors {
  return Object.fromEntries(
    detail.zones.map((zone) => {
      const code = colors[zone.key];
      return [zone.key, code !== undefined && zone.allowed.includes(code) ? code : zone.default];
    }),
  );
}

/**
 * The change of giving `zoneKey` the cloth `code`: the zone and its mirror, so both sides of
 * the wing stay alike (the mirror only where it allows that cloth).
 */
export function zoneChange(
  detail: Pick<PickerDetail, 'zones'>,
  zoneKey: string,
  code: string,
): ComboColors {
  const zone = detail.zones.find((candidate) => candidate.key === zoneKey);
  if (!zone) return {};
  const change: ComboColors = { [zone.key]: code };
  const mirror = mirrorOf(detail, zone);
  if (mirror && mirror.allowed.includes(code)) change[mirror.key] = code;
  return change;
}

/** The zone on the other side of the wing that follows `zone` (named on either side). */
export const mirrorOf = (
  detail: Pick<PickerDetail, 'zones'>,
  zone: ColorZone,
): ColorZone | undefined =>
  detail.zones.find((candidate) =>
    zone.mirror ? candidate.key === zone.mirror : candidate.mirror === zone.key,
  );

export function sameColors(a: ComboColors, b: ComboColors): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Fluorescent cloth on the top surface: the sun pales it soonest there. */
export const needsUvWarning = (zone: ColorZone, cloth: ClothColor | undefined): boolean =>
  zone.surface === 'top' && cloth !== undefined && cloth.uv_grade <= UV_WARNING_GRADE;

/** "Fire red · N-401" */
export const clothLabel = (cloth: ClothColor | undefined, code = ''): string =>
  cloth ? `${cloth.name} · ${cloth.code}` : code;
