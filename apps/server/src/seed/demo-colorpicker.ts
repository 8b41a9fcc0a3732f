import { eq, inArray } from 'drizzle-orm';
import { nearestCloths } from '@windfamily/contract/color-match';
import type { ComboColors } from '@windfamily/contract/colorpicker';
import type { Db } from '../db/client';
import {
  categories,
  clothColors,
  colorpickerModels,
  colorpickerPresets,
  colorpickerZoneColors,
  colorpickerZones,
  products,
} from '../db/schema';
import { WING_ZONES, wingTemplate } from '../modules/colorpicker/wing-template';
import { DEMO_WINGS } from './catalog-data';
import { WING_DESIGNS, type WingDesign } from './drawings/palettes';

interface DemoCloth {
  code: string;
  name: string;
  hex: string;
  uvGrade: number;
  fluorescent?: boolean;
  available?: boolean;
}

/** The cloths the workshop stocks: ripstop in the usual colours, three fluorescent ones. */
export const DEMO_CLOTHS: DemoCloth[] = [
  { code: 'N-101', name: 'White', hex: '#f7f7f4', uvGrade: 4 },
  { code: 'N-102', name: 'Cream', hex: '#efe6cf', uvGrade: 4 },
  { code: 'N-105', name: 'Silver', hex: '#c3c7cb', uvGrade: 5 },
  { code: 'N-107', name: 'Slate grey', hex: '#6b747c', uvGrade: 5 },
  { code: 'N-109', name: 'Anthracite', hex: '#383d43', uvGrade: 5 },
  { code: 'N-110', name: 'Black', hex: '#1b1c1f', uvGrade: 5 },
  { code: 'N-120', name: 'Navy', hex: '#1f2a4d', uvGrade: 5 },
  { code: 'N-121', name: 'Royal blue', hex: '#2553a8', uvGrade: 4 },
  { code: 'N-122', name: 'Sky blue', hex: '#5fa8d9', uvGrade: 4 },
  { code: 'N-123', name: 'Ice blue', hex: '#c4e2f2', uvGrade: 4 },
  { code: 'N-125', name: 'Turquoise', hex: '#1aa3a3', uvGrade: 4 },
  { code: 'N-126', name: 'Petrol', hex: '#1d5f6b', uvGrade: 5 },
  { code: 'N-130', name: 'Green', hex: '#2e8b57', uvGrade: 4 },
  { code: 'N-131', name: 'Forest green', hex: '#24543a', uvGrade: 5 },
  { code: 'N-132', name: 'Lime', hex: '#a2c92e', uvGrade: 3 },
  // Discontinued by the weaver: older combos keep it, new ones cannot choose it.
  { code: 'N-133', name: 'Mint', hex: '#a8dcc5', uvGrade: 4, available: false },
  { code: 'N-140', name: 'Yellow', hex: '#f6c915', uvGrade: 3 },
  { code: 'N-142', name: 'Gold', hex: '#dba02b', uvGrade: 4 },
  { code: 'N-145', name: 'Orange', hex: '#f07c1d', uvGrade: 3 },
  { code: 'N-150', name: 'Red', hex: '#d52b2b', uvGrade: 4 },
  { code: 'N-151', name: 'Bordeaux', hex: '#7a1f31', uvGrade: 5 },
  { code: 'N-155', name: 'Pink', hex: '#e7609a', uvGrade: 3 },
  { code: 'N-156', name: 'Rose', hex: '#f3b3c6', uvGrade: 3 },
  { code: 'N-160', name: 'Purple', hex: '#6a3d9a', uvGrade: 3 },
  { code: 'N-161', name: 'Lilac', hex: '#b7a3dd', uvGrade: 3 },
  { code: 'N-170', name: 'Sand', hex: '#d8c39a', uvGrade: 4 },
  { code: 'F-201', name: 'Fluo yellow', hex: '#e4f51b', uvGrade: 1, fluorescent: true },
  { code: 'F-202', name: 'Fluo orange', hex: '#ff6a1a', uvGrade: 2, fluorescent: true },
  { code: 'F-203', name: 'Fluo pink', hex: '#ff2e8c', uvGrade: 1, fluorescent: true },
];

const REGULAR = DEMO_CLOTHS.filter((cloth) => !cloth.fluorescent).map((cloth) => cloth.code);
const WITH_FLUO = DEMO_CLOTHS.map((cloth) => cloth.code);
/** The mark reads on any panel in these. */
const LOGO = ['N-101', 'N-105', 'N-110', 'N-120', 'N-130', 'N-140', 'N-150'];

/** Where the fluorescent cloth may go: the bands a pilot is seen by from the ground and the air. */
const ZONE_CLOTHS: Record<string, string[]> = {
  leading_edge: WITH_FLUO,
  tip_left: WITH_FLUO,
  tip_right: WITH_FLUO,
  logo: LOGO,
};

const TEAM: ComboColors = {
  leading_edge: 'N-101',
  top_1: 'N-120',
  top_2_left: 'N-121',
  top_2_right: 'N-121',
  top_3_left: 'N-122',
  top_3_right: 'N-122',
  tip_left: 'F-202',
  tip_right: 'F-202',
  logo: 'N-101',
  bottom_leading_edge: 'N-101',
  bottom: 'N-120',
};

/** Emilie's own wing: the colours of the picker's `/colorpicker/emilie/` link. */
const EMILIE: ComboColors = {
  leading_edge: 'N-101',
  top_1: 'N-156',
  top_2_left: 'N-161',
  top_2_right: 'N-161',
  top_3_left: 'N-122',
  top_3_right: 'N-122',
  tip_left: 'N-125',
  tip_right: 'N-125',
  logo: 'N-101',
  bottom_leading_edge: 'N-101',
  bottom: 'N-161',
};

const EXTRA_PRESETS: Record<string, { slug: string; name: string; colors: ComboColors }[]> = {
  'emilie-peace2': [{ slug: 'emilie', name: 'Emilie’s colours', colors: EMILIE }],
};

/** The colour of the model's drawings a zone shows (seed/drawings/palettes.ts). */
function designColor(design: WingDesign, zone: string): string {
  const { colors } = design;
  const top = (i: number) => colors.top[i % colors.top.length]!;
  if (zone === 'leading_edge' || zone === 'bottom_leading_edge') return colors.leadingEdge;
  if (zone === 'top_1') return top(0);
  if (zone.startsWith('top_2')) return top(1);
  if (zone.startsWith('top_3')) return top(2);
  if (zone.startsWith('tip')) return colors.tips;
  if (zone === 'logo') return colors.logo;
  return colors.bottom;
}

const specOf = (specs: { label: string; value: string }[], label: string) =>
  Number.parseFloat(specs.find((spec) => spec.label === label)?.value ?? '');

/**
 * Adds the cloth palette and, for every wing that has none yet, its template: zones with
 * their cloths and standard colours (the nearest cloths to its catalogue drawings), and the
 * presets `standard` and `team` (and `emilie` for Emilie Peace 2). Idempotent: cloths and
 * models there already are kept as they are.
 */
export async function seedDemoColorpicker({ db }: { db: Db }): Promise<void> {
  await db
    .insert(clothColors)
    .values(
      DEMO_CLOTHS.map((cloth, position) => ({
        code: cloth.code,
        name: cloth.name,
        hex: cloth.hex,
        uvGrade: cloth.uvGrade,
        fluorescent: cloth.fluorescent ?? false,
        available: cloth.available ?? true,
        position,
      })),
    )
    .onConflictDoNothing();

  const modelled = new Set(
    (await db.select({ id: colorpickerModels.productId }).from(colorpickerModels)).map(
      (row) => row.id,
    ),
  );
  const wings = (
    await db
      .select({ id: products.id, slug: products.slug, specs: products.specs })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(categories.slug, 'wings'))
  ).filter((wing) => !modelled.has(wing.id));
  if (wings.length === 0) return;

  const templates = new Map(
    wings.map((wing) => [
      wing.id,
      wingTemplate({
        cells: specOf(wing.specs, 'Cells') || 40,
        aspectRatio: specOf(wing.specs, 'Aspect ratio (flat)') || 5.2,
      }),
    ]),
  );
  // A model is added with all its zones, cloths and presets, or not at all.
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(colorpickerModels)
      .values(wings.map((wing) => ({ productId: wing.id, views: templates.get(wing.id)!.views })))
      .onConflictDoNothing()
      .returning({ productId: colorpickerModels.productId });
    const newIds = new Set(added.map((row) => row.productId));
    const fresh = wings.filter((wing) => newIds.has(wing.id));
    if (fresh.length === 0) return;

    const available = DEMO_CLOTHS.filter((cloth) => cloth.available !== false);
    const standardOf = (slug: string): ComboColors => {
      const design =
        WING_DESIGNS[DEMO_WINGS.find((wing) => wing.slug === slug)?.design ?? 'thermik'];
      return Object.fromEntries(
        WING_ZONES.map((zone) => {
          const allowed = new Set(ZONE_CLOTHS[zone.key] ?? REGULAR);
          const candidates = available.filter(
            (cloth) => allowed.has(cloth.code) && !cloth.fluorescent,
          );
          const [nearest] = nearestCloths(designColor(design, zone.key), candidates, 1);
          return [zone.key, nearest!.code];
        }),
      );
    };

    const standards = new Map(fresh.map((wing) => [wing.id, standardOf(wing.slug)]));
    await tx.insert(colorpickerZones).values(
      fresh.flatMap((wing) =>
        WING_ZONES.map((zone, position) => ({
          productId: wing.id,
          key: zone.key,
          name: zone.name,
          surface: zone.surface,
          mirrorKey: zone.mirror,
          position,
          defaultCode: standards.get(wing.id)![zone.key]!,
        })),
      ),
    );
    const zoneRows = await tx
      .select({ id: colorpickerZones.id, key: colorpickerZones.key })
      .from(colorpickerZones)
      .where(
        inArray(
          colorpickerZones.productId,
          fresh.map((wing) => wing.id),
        ),
      );
    await tx
      .insert(colorpickerZoneColors)
      .values(
        zoneRows.flatMap((zone) =>
          (ZONE_CLOTHS[zone.key] ?? REGULAR).map((code) => ({ zoneId: zone.id, clothCode: code })),
        ),
      );
    await tx
      .insert(colorpickerPresets)
      .values(
        fresh.flatMap((wing) =>
          [
            { slug: 'standard', name: 'Standard colours', colors: standards.get(wing.id)! },
            { slug: 'team', name: 'Team colours', colors: TEAM },
            ...(EXTRA_PRESETS[wing.slug] ?? []),
          ].map((preset, position) => ({ ...preset, productId: wing.id, position })),
        ),
      );
  });
}
