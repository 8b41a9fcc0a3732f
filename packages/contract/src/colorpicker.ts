import { z } from 'zod';
import { imageSchema } from './catalog';
import { COMBO_NAME_MAX, WING_VIEWS } from './colorpicker-basics';

// The colour picker (SPEC.md sections 2, 3 and 7): the workshop's cloth palette, a template
// per customisable wing model, presets, saved colour combos and the reference palette. The
// constants and paths live without zod in ./colorpicker-basics, for the browser.
export * from './colorpicker-basics';

// ---------------------------------------------------------------------------
// The cloth palette.
// ---------------------------------------------------------------------------

/** A cloth code as the workshop writes it: `N-401`, `F-12`... */
export const CLOTH_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
export const clothCodeSchema = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field is required.')
  .max(20, 'at most 20 characters!')
  .regex(CLOTH_CODE_PATTERN, 'upper-case letters, digits and - only');

export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/;
export const hexColorSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HEX_COLOR_PATTERN, 'a colour as #rrggbb');

/** CIELAB (D65), as culori's `lab65` gives it. */
export const labSchema = z.object({ l: z.number(), a: z.number(), b: z.number() });
export type Lab = z.infer<typeof labSchema>;

export const clothColorSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    /** sRGB, `#rrggbb`. */
    hex: z.string(),
    lab: labSchema,
    /** The workshop can sew with it now. */
    available: z.boolean(),
    fluorescent: z.boolean(),
    uv_grade: z.number().int().min(1).max(5),
  })
  .meta({ id: 'ClothColor' });
export type ClothColor = z.infer<typeof clothColorSchema>;

// ---------------------------------------------------------------------------
// Templates: the wing drawn flat, top and bottom, in named zones.
// ---------------------------------------------------------------------------

export const wingViewSchema = z.enum(WING_VIEWS);

/** A zone key: `leading_edge`, `top_2_left`... */
export const ZONE_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

/** A shape of a view: a zone's panel (filled with its colour) or a fixed line of the drawing. */
export const templateShapeSchema = z.object({
  /** SVG path data in the view's coordinates. */
  d: z.string(),
  /** The zone it is part of; null: a seam, the outline or a shadow, drawn as it is. */
  zone: z.string().nullable(),
  /** For shapes without a zone: fill and stroke (`none` for none). */
  fill: z.string().optional(),
  stroke: z.string().optional(),
  stroke_width: z.number().optional(),
  opacity: z.number().optional(),
});
export type TemplateShape = z.infer<typeof templateShapeSchema>;

export const templateViewSchema = z.object({
  view: wingViewSchema,
  /** The view's viewBox: `0 0 width height`. */
  width: z.number(),
  height: z.number(),
  /** Drawn in order: zone panels first, lines over them. */
  shapes: z.array(templateShapeSchema),
});
export type TemplateView = z.infer<typeof templateViewSchema>;

export const zoneSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    /** Which surface of the wing it is on (the UV warning concerns the top). */
    surface: wingViewSchema,
    /** The zone on the other side of the wing that takes the same colour, or null. */
    mirror: z.string().nullable(),
    /**
     * Cloth codes a pilot may choose for this zone now, in the palette's order (cloths the
     * workshop no longer stocks are left out).
     */
    allowed: z.array(z.string()),
    /** The model's standard colour for it. */
    default: z.string(),
  })
  .meta({ id: 'ColorZone' });
export type ColorZone = z.infer<typeof zoneSchema>;

/** A combo's colours: zone key to cloth code, one for every zone of the model. */
export const comboColorsSchema = z.record(z.string(), z.string());
export type ComboColors = z.infer<typeof comboColorsSchema>;

export const presetSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    colors: comboColorsSchema,
  })
  .meta({ id: 'ColorPreset' });
export type ColorPreset = z.infer<typeof presetSchema>;

/** A customisable model in the index (`GET /api/colorpicker/colorpicker/`). */
export const pickerModelSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    slogan: z.string(),
    /** The product's category slug, for the shop's product link. */
    category: z.string(),
    thumbnail: imageSchema.nullable(),
  })
  .meta({ id: 'PickerModel' });
export type PickerModel = z.infer<typeof pickerModelSchema>;

/** `GET /api/colorpicker/colorpicker/{product_slug}/`: everything the picker needs. */
export const pickerDetailSchema = pickerModelSchema
  .extend({
    views: z.array(templateViewSchema),
    zones: z.array(zoneSchema),
    /**
     * Every cloth colour some zone of the model is made in, in the palette's order: the
     * unavailable ones too (`available` false), which older combos and presets may use.
     */
    colors: z.array(clothColorSchema),
    presets: z.array(presetSchema),
  })
  .meta({ id: 'PickerDetail' });
export type PickerDetail = z.infer<typeof pickerDetailSchema>;

// ---------------------------------------------------------------------------
// The reference palette (`GET /api/colorpicker/pantone/`).
// ---------------------------------------------------------------------------

export const referenceColorSchema = z
  .object({
    name: z.string(),
    hex: z.string(),
    lab: labSchema,
    /** The nearest available cloth colour by CIEDE2000, and the distance to it. */
    nearest: z.object({ code: z.string(), distance: z.number() }),
  })
  .meta({ id: 'ReferenceColor' });
export type ReferenceColor = z.infer<typeof referenceColorSchema>;

// ---------------------------------------------------------------------------
// Colour combos.
// ---------------------------------------------------------------------------

export const comboNameSchema = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field is required.')
  .max(COMBO_NAME_MAX, `at most ${COMBO_NAME_MAX} characters!`);

/** `POST /api/colorpicker/combo/{product_slug}/` */
export const comboCreateSchema = z
  .object({ name: comboNameSchema, colors: comboColorsSchema })
  .meta({ id: 'ComboCreate' });
export type ComboCreate = z.infer<typeof comboCreateSchema>;

/** `PATCH /api/colorpicker/combo/{slug}` */
export const comboRenameSchema = z.object({ name: comboNameSchema }).meta({ id: 'ComboRename' });
export type ComboRename = z.infer<typeof comboRenameSchema>;

export const comboSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    created: z.string(),
    /** The combo's page: `/colorpicker/combo/{slug}`. */
    public_link: z.string(),
    product: z.object({ slug: z.string(), name: z.string(), category: z.string() }),
    colors: comboColorsSchema,
    /** The template coloured: `{webp, png}` URLs. */
    image: z.object({ webp: z.string(), png: z.string(), width: z.number(), height: z.number() }),
    /** The asking visitor or account saved it (may rename and delete it unless ordered). */
    mine: z.boolean(),
    /** Used in an order: it can no longer change. */
    ordered: z.boolean(),
  })
  .meta({ id: 'ColorCombo' });
export type ColorCombo = z.infer<typeof comboSchema>;

/** A combo's colours as they were ordered: for order pages, mails and the workshop. */
export const orderedComboSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    public_link: z.string(),
    image: z.object({ webp: z.string(), png: z.string() }),
    zones: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        code: z.string(),
        color_name: z.string(),
        hex: z.string(),
        /** The cloth is no longer available: the workshop must check. */
        unavailable: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'OrderedCombo' });
export type OrderedCombo = z.infer<typeof orderedComboSchema>;

// ---------------------------------------------------------------------------
// Staff.
// ---------------------------------------------------------------------------

/** Add or change a cloth colour (the code names it; it never changes once used). */
export const clothColorWriteSchema = z
  .object({
    code: clothCodeSchema,
    name: z
      .string({ error: 'This field is required.' })
      .trim()
      .min(1, 'This field is required.')
      .max(60, 'at most 60 characters!'),
    hex: hexColorSchema,
    available: z.boolean().default(true),
    fluorescent: z.boolean().default(false),
    uv_grade: z.number().int().min(1).max(5).default(4),
  })
  .meta({ id: 'ClothColorWrite' });
export type ClothColorWrite = z.infer<typeof clothColorWriteSchema>;

/** A zone's allowed colours and standard colour. */
export const zoneWriteSchema = z
  .object({
    allowed: z.array(clothCodeSchema).min(1, 'at least one colour'),
    default: clothCodeSchema,
  })
  .meta({ id: 'ZoneWrite' });
export type ZoneWrite = z.infer<typeof zoneWriteSchema>;

export const presetWriteSchema = z
  .object({
    slug: z
      .string({ error: 'This field is required.' })
      .trim()
      .min(1, 'This field is required.')
      .max(60, 'at most 60 characters!')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and - only'),
    name: comboNameSchema,
    colors: comboColorsSchema,
  })
  .meta({ id: 'PresetWrite' });
export type PresetWrite = z.infer<typeof presetWriteSchema>;

/** Change a cloth colour: everything but its code, which combos and orders refer to. */
export const clothColorUpdateSchema = clothColorWriteSchema
  .omit({ code: true })
  .meta({ id: 'ClothColorUpdate' });
export type ClothColorUpdate = z.infer<typeof clothColorUpdateSchema>;

/** A cloth of the palette as staff see it, with what uses it. */
export const clothColorAdminSchema = clothColorSchema
  .omit({ lab: true })
  .extend({
    position: z.number().int(),
    /** Zones (of all models) made in it. */
    zones: z.number().int(),
    /** Zones whose standard colour it is. */
    defaults: z.number().int(),
    presets: z.number().int(),
    /** Saved combos using it, ordered ones too. */
    combos: z.number().int(),
  })
  .meta({ id: 'ClothColorAdmin' });
export type ClothColorAdmin = z.infer<typeof clothColorAdminSchema>;

export const clothColorAdminListSchema = z
  .object({ colors: z.array(clothColorAdminSchema) })
  .meta({ id: 'ClothColorAdminList' });
export type ClothColorAdminList = z.infer<typeof clothColorAdminListSchema>;

/** A zone as staff see it: `allowed` lists the cloths it is made in, unavailable ones too. */
export const zoneAdminSchema = zoneSchema
  .extend({
    /** Every cloth code the zone may be sewn in, in the palette's order, unavailable ones too. */
    allowed: z.array(z.string()),
  })
  .meta({ id: 'ColorZoneAdmin' });
export type ColorZoneAdmin = z.infer<typeof zoneAdminSchema>;

export const colorpickerModelAdminSchema = z
  .object({
    /** The product's slug. */
    slug: z.string(),
    name: z.string(),
    /** The picker offers it now (the product is shown in the shop's wings). */
    in_picker: z.boolean(),
    zones: z.array(zoneAdminSchema),
    presets: z.number().int(),
  })
  .meta({ id: 'ColorpickerModelAdmin' });
export type ColorpickerModelAdmin = z.infer<typeof colorpickerModelAdminSchema>;

export const colorpickerModelAdminListSchema = z
  .object({ models: z.array(colorpickerModelAdminSchema) })
  .meta({ id: 'ColorpickerModelAdminList' });
export type ColorpickerModelAdminList = z.infer<typeof colorpickerModelAdminListSchema>;

/** A zone's change: the model as it is now, and the zones written (the zone and its mirror). */
export const zoneUpdateResultSchema = z
  .object({ model: colorpickerModelAdminSchema, updated: z.array(z.string()) })
  .meta({ id: 'ZoneUpdateResult' });
export type ZoneUpdateResult = z.infer<typeof zoneUpdateResultSchema>;

export const presetAdminListSchema = z
  .object({ presets: z.array(presetSchema) })
  .meta({ id: 'ColorPresetAdminList' });
export type PresetAdminList = z.infer<typeof presetAdminListSchema>;
