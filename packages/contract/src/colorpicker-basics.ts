// The colour picker's constants, page paths and API paths without zod, for browser code that
// only needs them (the schemas are in ./colorpicker, which re-exports all of this).

/** UV fastness from 1 (fades fastest: fluorescent cloth) to 5 (keeps its colour longest). */
export const UV_GRADES = [1, 2, 3, 4, 5] as const;
/** At or below this grade, a pilot picking the colour for the top surface is warned. */
export const UV_WARNING_GRADE = 2;
export const UV_WARNING =
  'Fluorescent cloth fades fastest in the sun: on the top surface it will pale within a few seasons.';

export const WING_VIEWS = ['top', 'bottom'] as const;
export type WingView = (typeof WING_VIEWS)[number];
export const WING_VIEW_LABELS: Record<WingView, string> = { top: 'Top', bottom: 'Bottom' };

export const COMBO_NAME_MAX = 60;

/** A saved combo's page on the site. */
export const comboPath = (slug: string) => `/colorpicker/combo/${slug}`;
/** The picker of a model, optionally starting from a preset. */
export const pickerPath = (productSlug: string, presetSlug?: string) =>
  `/colorpicker/picker/${productSlug}${presetSlug ? `?combo_preset_slug=${encodeURIComponent(presetSlug)}` : ''}`;

// Built beside the other reads the server puts into pages (./api-paths).
export { colorpickerAdminApiPaths, colorpickerApiPaths } from './api-paths';

/** The model and preset `/colorpicker/emilie/` leads to (SPEC.md section 2). */
export const EMILIE_REDIRECT = { product: 'emilie-peace2', preset: 'emilie' } as const;

/**
 * What the server answers when a combo cannot be saved or changed (the field errors are keyed
 * `colors.<zone key>`); the picker may show the same words before it asks.
 */
export const COLORPICKER_MESSAGES = {
  chooseColor: (zone: string) => `Choose a colour for ${zone}.`,
  notAColorOf: (code: string, zone: string) => `${code} is not a colour of ${zone}.`,
  unavailable: (code: string, name: string) =>
    `${code} ${name} is no longer available. Please choose another colour.`,
  sameAsMirror: (zone: string, mirror: string) =>
    `${zone} must have the same colour as ${mirror}: both sides of a wing match.`,
  unknownZone: (key: string) => `This wing has no zone '${key}'.`,
  noCombo: 'There is no colour combo at this address.',
  notYours: 'Only the pilot who saved this colour combo can change it.',
  ordered: 'This colour combo has been ordered, so it can no longer be changed.',
  goneBeforeOrder:
    'A colour combo of your cart was deleted meanwhile. Please check your cart and order again.',
} as const;

/** What the server answers when a staff change of the palette, a template or a preset fails. */
export const COLORPICKER_ADMIN_MESSAGES = {
  codeTaken: (code: string) => `Another cloth colour has the code '${code}' already.`,
  noColor: 'There is no such cloth colour.',
  unknownColor: (code: string) => `There is no cloth colour ${code}.`,
  inUse: (code: string, name: string, uses: string) =>
    `${code} ${name} is used by ${uses}, so it cannot be deleted. Mark it unavailable instead.`,
  noModel: 'This product has no colour template.',
  defaultNotAllowed: 'The standard colour must be one of the allowed colours.',
  defaultUnavailable: (code: string, name: string) =>
    `${code} ${name} is no longer available: choose another standard colour.`,
  presetUses: (preset: string, code: string, zone: string) =>
    `The preset '${preset}' uses ${code} for ${zone}: change the preset first.`,
  presetSlugTaken: (slug: string) => `This model has a preset '${slug}' already.`,
  noPreset: 'There is no such preset.',
  linkedPreset:
    'The address /colorpicker/emilie/ opens this preset: it keeps its slug and cannot be deleted.',
} as const;
