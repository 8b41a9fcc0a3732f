import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import {
  type ClothColorAdmin,
  type ClothColorUpdate,
  type ClothColorWrite,
  type ColorpickerModelAdmin,
  type ColorPreset,
  COLORPICKER_ADMIN_MESSAGES,
  COLORPICKER_MESSAGES,
  EMILIE_REDIRECT,
  type PresetWrite,
  type WingView,
  type ZoneUpdateResult,
  type ZoneWrite,
} from '@windfamily/contract/colorpicker';
import { type Db, rowsOf, type Tx } from '../../db/client';
import { uniqueViolation } from '../../db/constraints';
import {
  categories,
  clothColors,
  colorpickerModels,
  colorpickerPresets,
  colorpickerZoneColors,
  colorpickerZones,
  products,
} from '../../db/schema';
import { FieldErrors, fieldError, HttpError, notFound } from '../../lib/http-error';
import type { CacheRegistry } from '../cache/caches';
import type { CatalogService } from '../catalog/catalog.service';
import { isCustomizable, isProductVisible } from '../catalog/present';
import { checkColors, type ZoneRules } from './colorpicker.service';

const MSG = COLORPICKER_ADMIN_MESSAGES;

type Queryable = Db | Tx;
type ClothRow = typeof clothColors.$inferSelect;
type PresetRow = typeof colorpickerPresets.$inferSelect;

/** What uses a cloth; a cloth used by anything cannot be deleted. */
interface Usage {
  zones: number;
  defaults: number;
  presets: number;
  combos: number;
}

const UNUSED: Usage = { zones: 0, defaults: 0, presets: 0, combos: 0 };

const toClothAdmin = (row: ClothRow, usage: Usage = UNUSED): ClothColorAdmin => ({
  code: row.code,
  name: row.name,
  hex: row.hex,
  available: row.available,
  fluorescent: row.fluorescent,
  uv_grade: row.uvGrade,
  position: row.position,
  zones: usage.zones,
  defaults: usage.defaults,
  presets: usage.presets,
  combos: usage.combos,
});

const toPreset = (row: PresetRow): ColorPreset => ({
  slug: row.slug,
  name: row.name,
  colors: row.colors,
});

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "2 zones, 1 preset and 3 combos" */
function describeUses(usage: Usage): string {
  const parts = [
    usage.zones && counted(usage.zones, 'zone'),
    usage.presets && counted(usage.presets, 'preset'),
    usage.combos && counted(usage.combos, 'combo'),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}` : parts[0]!;
}

/**
 * How many zones, standard colours, presets and saved combos use each cloth (or `code` only).
 * Presets and combos keep their colours as JSON, so they are counted by their values.
 */
async function usageOf(db: Queryable, code?: string): Promise<Map<string, Usage>> {
  const only = (column: SQL) => (code === undefined ? sql`` : sql`WHERE ${column} = ${code}`);
  const zoneRows = await rowsOf<{ code: string; n: number }>(
    db,
    sql`SELECT code, count(DISTINCT zone_id)::int AS n FROM (
          SELECT ${colorpickerZoneColors.zoneId} AS zone_id, ${colorpickerZoneColors.clothCode} AS code
            FROM ${colorpickerZoneColors}
          UNION ALL
          SELECT ${colorpickerZones.id}, ${colorpickerZones.defaultCode} FROM ${colorpickerZones}
        ) AS used ${only(sql`code`)} GROUP BY code`,
  );
  const defaultRows = await db
    .select({ code: colorpickerZones.defaultCode, n: sql<number>`count(*)::int` })
    .from(colorpickerZones)
    .where(code === undefined ? undefined : eq(colorpickerZones.defaultCode, code))
    .groupBy(colorpickerZones.defaultCode);
  const jsonUses = (table: 'colorpicker_presets' | 'color_combos') =>
    rowsOf<{ code: string; n: number }>(
      db,
      sql`SELECT e.value AS code, count(DISTINCT t.id)::int AS n
            FROM ${sql.identifier(table)} AS t, jsonb_each_text(t.colors) AS e
            ${only(sql`e.value`)} GROUP BY e.value`,
    );
  const presetRows = await jsonUses('colorpicker_presets');
  const comboRows = await jsonUses('color_combos');

  const usage = new Map<string, Usage>();
  const add = (rows: { code: string; n: number }[], key: keyof Usage) => {
    for (const row of rows) {
      const entry = usage.get(row.code) ?? { ...UNUSED };
      entry[key] = Number(row.n);
      usage.set(row.code, entry);
    }
  };
  add(zoneRows, 'zones');
  add(defaultRows, 'defaults');
  add(presetRows, 'presets');
  add(comboRows, 'combos');
  return usage;
}

const isUsed = (usage: Usage | undefined) =>
  Boolean(usage && (usage.zones || usage.defaults || usage.presets || usage.combos));

/**
 * The colour picker's back office: the cloth palette, each model's zones (their cloths and
 * standard colours) and presets. Reads go to the database, so an answer is exact right after
 * a write; every write is one transaction, checked before anything changes, and then clears
 * the caches of every instance, so the picker shows it at once.
 */
export class ColorpickerAdminService {
  constructor(
    private readonly db: Db,
    private readonly caches: CacheRegistry,
    private readonly catalog: CatalogService,
  ) {}

  /** Runs a write in a transaction; a unique violation of a listed constraint becomes its 400. */
  private async write<T>(
    work: (tx: Tx) => Promise<T>,
    unique: Record<string, () => HttpError> = {},
  ): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction(work);
    } catch (error) {
      const constraint = uniqueViolation(error);
      const answer = constraint !== undefined ? unique[constraint] : undefined;
      if (answer) throw answer();
      throw error;
    }
    await this.caches.clearAll();
    return result;
  }

  // -------------------------------------------------------------------------
  // The cloth palette.
  // -------------------------------------------------------------------------

  /** Every cloth, unavailable ones too, in the palette's order, with what uses it. */
  async colors(): Promise<ClothColorAdmin[]> {
    const rows = await this.db
      .select()
      .from(clothColors)
      .orderBy(asc(clothColors.position), asc(clothColors.code));
    const usage = await usageOf(this.db);
    return rows.map((row) => toClothAdmin(row, usage.get(row.code)));
  }

  /** Adds a cloth at the end of the palette; 400 on `code` when another cloth has it. */
  createColor(input: ClothColorWrite): Promise<ClothColorAdmin> {
    const taken = () => fieldError('code', MSG.codeTaken(input.code));
    return this.write(
      async (tx) => {
        const [existing] = await tx
          .select({ code: clothColors.code })
          .from(clothColors)
          .where(eq(clothColors.code, input.code));
        if (existing) throw taken();
        const [last] = await tx
          .select({ position: sql<number | null>`max(${clothColors.position})` })
          .from(clothColors);
        const [row] = await tx
          .insert(clothColors)
          .values({
            code: input.code,
            name: input.name,
            hex: input.hex,
            available: input.available,
            fluorescent: input.fluorescent,
            uvGrade: input.uv_grade,
            position: (last?.position ?? -1) + 1,
          })
          .returning();
        return toClothAdmin(row!);
      },
      { cloth_colors_pkey: taken },
    );
  }

  /**
   * Renames a cloth, changes its colour, fastness or availability; its code stays. An
   * unavailable cloth leaves the picker's choices at once, while combos and presets that use
   * it keep it.
   */
  updateColor(code: string, input: ClothColorUpdate): Promise<ClothColorAdmin> {
    return this.write(async (tx) => {
      const [row] = await tx
        .update(clothColors)
        .set({
          name: input.name,
          hex: input.hex,
          available: input.available,
          fluorescent: input.fluorescent,
          uvGrade: input.uv_grade,
          updatedAt: new Date(),
        })
        .where(eq(clothColors.code, code))
        .returning();
      if (!row) throw notFound(MSG.noColor);
      return toClothAdmin(row, (await usageOf(tx, code)).get(code));
    });
  }

  /** Deletes a cloth nothing uses; 409 when a zone, a preset or a combo uses it. */
  deleteColor(code: string): Promise<void> {
    return this.write(async (tx) => {
      // Locked: a zone cannot take it up meanwhile (zone writes lock the cloths they name).
      const [row] = await tx
        .select()
        .from(clothColors)
        .where(eq(clothColors.code, code))
        .for('update');
      if (!row) throw notFound(MSG.noColor);
      const usage = (await usageOf(tx, code)).get(code);
      if (isUsed(usage))
        throw new HttpError(409, MSG.inUse(row.code, row.name, describeUses(usage!)));
      await tx.delete(clothColors).where(eq(clothColors.code, code));
    });
  }

  // -------------------------------------------------------------------------
  // Templates: each model's zones.
  // -------------------------------------------------------------------------

  /** Every model with a template (hidden products too), in the shop's order. */
  async models(): Promise<ColorpickerModelAdmin[]> {
    return this.loadModels();
  }

  private async loadModels(productId?: number): Promise<ColorpickerModelAdmin[]> {
    const db = this.db;
    const models = await db
      .select({ id: products.id, slug: products.slug, name: products.name })
      .from(colorpickerModels)
      .innerJoin(products, eq(products.id, colorpickerModels.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(productId === undefined ? undefined : eq(colorpickerModels.productId, productId))
      .orderBy(
        asc(categories.position),
        asc(categories.id),
        asc(products.position),
        asc(products.id),
      );
    if (models.length === 0) return [];
    const ids = models.map((model) => model.id);
    const zones = await db
      .select()
      .from(colorpickerZones)
      .where(inArray(colorpickerZones.productId, ids))
      .orderBy(asc(colorpickerZones.position), asc(colorpickerZones.id));
    const links = await db
      .select({ zoneId: colorpickerZoneColors.zoneId, code: colorpickerZoneColors.clothCode })
      .from(colorpickerZoneColors)
      .innerJoin(colorpickerZones, eq(colorpickerZones.id, colorpickerZoneColors.zoneId))
      .innerJoin(clothColors, eq(clothColors.code, colorpickerZoneColors.clothCode))
      .where(inArray(colorpickerZones.productId, ids))
      .orderBy(asc(clothColors.position), asc(clothColors.code));
    const presetCounts = await db
      .select({ productId: colorpickerPresets.productId, n: sql<number>`count(*)::int` })
      .from(colorpickerPresets)
      .where(inArray(colorpickerPresets.productId, ids))
      .groupBy(colorpickerPresets.productId);
    const catalog = await this.catalog.snapshot();

    const codesByZone = new Map<number, string[]>();
    for (const link of links) {
      const codes = codesByZone.get(link.zoneId) ?? [];
      codes.push(link.code);
      codesByZone.set(link.zoneId, codes);
    }
    return models.map((model) => {
      const product = catalog.productById.get(model.id);
      return {
        slug: model.slug,
        name: model.name,
        in_picker: Boolean(product && isProductVisible(product) && isCustomizable(product)),
        zones: zones
          .filter((zone) => zone.productId === model.id)
          .map((zone) => ({
            key: zone.key,
            name: zone.name,
            surface: zone.surface as WingView,
            mirror: zone.mirrorKey,
            allowed: codesByZone.get(zone.id) ?? [],
            default: zone.defaultCode,
          })),
        presets: Number(presetCounts.find((row) => row.productId === model.id)?.n ?? 0),
      };
    });
  }

  /**
   * Sets the cloths a zone may be sewn in and its standard colour: every code a cloth, the
   * standard colour one of them and available. A mirrored zone's pair gets the same, in the
   * same transaction. A cloth a preset uses for the zone cannot be taken away.
   */
  async updateZone(productSlug: string, key: string, input: ZoneWrite): Promise<ZoneUpdateResult> {
    const { productId, updated } = await this.write(async (tx) => {
      const productId = await modelIdOf(tx, productSlug);
      const zones = await tx
        .select()
        .from(colorpickerZones)
        .where(eq(colorpickerZones.productId, productId))
        .orderBy(asc(colorpickerZones.position), asc(colorpickerZones.id))
        .for('update');
      const zone = zones.find((z) => z.key === key);
      if (!zone) throw notFound(COLORPICKER_MESSAGES.unknownZone(key));
      const pair = zone.mirrorKey ? zones.find((z) => z.key === zone.mirrorKey) : undefined;
      const targets = pair ? [zone, pair] : [zone];

      const allowed = [...new Set(input.allowed)];
      const cloths = await lockCloths(tx, [...allowed, input.default]);
      const errors = new FieldErrors();
      for (const code of allowed)
        if (!cloths.has(code)) errors.add('allowed', MSG.unknownColor(code));
      const standard = cloths.get(input.default);
      if (!standard) errors.add('default', MSG.unknownColor(input.default));
      else if (!allowed.includes(standard.code)) errors.add('default', MSG.defaultNotAllowed);
      else if (!standard.available)
        errors.add('default', MSG.defaultUnavailable(standard.code, standard.name));
      const presets = await tx
        .select()
        .from(colorpickerPresets)
        .where(eq(colorpickerPresets.productId, productId))
        .orderBy(asc(colorpickerPresets.position), asc(colorpickerPresets.id));
      for (const preset of presets)
        for (const target of targets) {
          const code = preset.colors[target.key];
          if (code && !allowed.includes(code))
            errors.add('allowed', MSG.presetUses(preset.name, code, target.name));
        }
      errors.throwIfAny();

      const ids = targets.map((target) => target.id);
      await tx
        .update(colorpickerZones)
        .set({ defaultCode: input.default })
        .where(inArray(colorpickerZones.id, ids));
      await tx.delete(colorpickerZoneColors).where(inArray(colorpickerZoneColors.zoneId, ids));
      await tx
        .insert(colorpickerZoneColors)
        .values(ids.flatMap((zoneId) => allowed.map((clothCode) => ({ zoneId, clothCode }))));
      await tx
        .update(colorpickerModels)
        .set({ updatedAt: new Date() })
        .where(eq(colorpickerModels.productId, productId));
      return { productId, updated: targets.map((target) => target.key) };
    });
    const [model] = await this.loadModels(productId);
    return { model: model!, updated };
  }

  // -------------------------------------------------------------------------
  // Presets.
  // -------------------------------------------------------------------------

  async presets(productSlug: string): Promise<ColorPreset[]> {
    const productId = await modelIdOf(this.db, productSlug);
    const rows = await this.db
      .select()
      .from(colorpickerPresets)
      .where(eq(colorpickerPresets.productId, productId))
      .orderBy(asc(colorpickerPresets.position), asc(colorpickerPresets.id));
    return rows.map(toPreset);
  }

  /** Adds a preset after the model's others; its colours are checked as a new combo's. */
  createPreset(productSlug: string, input: PresetWrite): Promise<ColorPreset> {
    const taken = () => fieldError('slug', MSG.presetSlugTaken(input.slug));
    return this.write(
      async (tx) => {
        const productId = await modelIdOf(tx, productSlug);
        const [existing] = await tx
          .select({ id: colorpickerPresets.id })
          .from(colorpickerPresets)
          .where(
            and(
              eq(colorpickerPresets.productId, productId),
              eq(colorpickerPresets.slug, input.slug),
            ),
          );
        if (existing) throw taken();
        const colors = await checkPresetColors(tx, productId, input.colors);
        const [last] = await tx
          .select({ position: sql<number | null>`max(${colorpickerPresets.position})` })
          .from(colorpickerPresets)
          .where(eq(colorpickerPresets.productId, productId));
        const [row] = await tx
          .insert(colorpickerPresets)
          .values({
            productId,
            slug: input.slug,
            name: input.name,
            colors,
            position: (last?.position ?? -1) + 1,
          })
          .returning();
        return toPreset(row!);
      },
      { colorpicker_presets_slug: taken },
    );
  }

  /**
   * Changes a preset (its slug too). A zone that keeps its colour may keep a cloth no longer
   * available; a zone given another colour must get an available one.
   */
  updatePreset(productSlug: string, slug: string, input: PresetWrite): Promise<ColorPreset> {
    const taken = () => fieldError('slug', MSG.presetSlugTaken(input.slug));
    return this.write(
      async (tx) => {
        const productId = await modelIdOf(tx, productSlug);
        const [preset] = await tx
          .select()
          .from(colorpickerPresets)
          .where(
            and(eq(colorpickerPresets.productId, productId), eq(colorpickerPresets.slug, slug)),
          )
          .for('update');
        if (!preset) throw notFound(MSG.noPreset);
        if (isLinkedPreset(productSlug, slug) && input.slug !== slug)
          throw new HttpError(409, MSG.linkedPreset, { slug: [MSG.linkedPreset] });
        const [other] = await tx
          .select({ id: colorpickerPresets.id })
          .from(colorpickerPresets)
          .where(
            and(
              eq(colorpickerPresets.productId, productId),
              eq(colorpickerPresets.slug, input.slug),
              ne(colorpickerPresets.id, preset.id),
            ),
          );
        if (other) throw taken();
        const colors = await checkPresetColors(tx, productId, input.colors, preset.colors);
        const [row] = await tx
          .update(colorpickerPresets)
          .set({ slug: input.slug, name: input.name, colors })
          .where(eq(colorpickerPresets.id, preset.id))
          .returning();
        return toPreset(row!);
      },
      { colorpicker_presets_slug: taken },
    );
  }

  deletePreset(productSlug: string, slug: string): Promise<void> {
    return this.write(async (tx) => {
      if (isLinkedPreset(productSlug, slug)) throw new HttpError(409, MSG.linkedPreset);
      const productId = await modelIdOf(tx, productSlug);
      const deleted = await tx
        .delete(colorpickerPresets)
        .where(and(eq(colorpickerPresets.productId, productId), eq(colorpickerPresets.slug, slug)))
        .returning({ id: colorpickerPresets.id });
      if (deleted.length === 0) throw notFound(MSG.noPreset);
    });
  }
}

// ---------------------------------------------------------------------------

/** The preset a fixed address of the site opens (SPEC.md: /colorpicker/emilie/). */
const isLinkedPreset = (productSlug: string, slug: string) =>
  productSlug === EMILIE_REDIRECT.product && slug === EMILIE_REDIRECT.preset;

/** The product id of the model with a template at `productSlug`, or a 404. */
async function modelIdOf(db: Queryable, productSlug: string): Promise<number> {
  const [model] = await db
    .select({ id: colorpickerModels.productId })
    .from(colorpickerModels)
    .innerJoin(products, eq(products.id, colorpickerModels.productId))
    .where(eq(products.slug, productSlug));
  if (!model) throw notFound(MSG.noModel);
  return model.id;
}

/**
 * The cloths of `codes` that exist, locked against a change or deletion until the transaction
 * ends: what was checked (exists, available) still holds when it commits.
 */
async function lockCloths(tx: Tx, codes: string[]): Promise<Map<string, ClothRow>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(clothColors)
    .where(inArray(clothColors.code, wanted))
    .orderBy(asc(clothColors.code))
    .for('share');
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * A preset's colours checked against the model's zones as the picker checks a combo's (see
 * `checkColors`), the zones and cloths locked so that neither changes before the commit.
 */
async function checkPresetColors(
  tx: Tx,
  productId: number,
  colors: Record<string, string>,
  kept: Record<string, string> = {},
) {
  const zones = await tx
    .select()
    .from(colorpickerZones)
    .where(eq(colorpickerZones.productId, productId))
    .orderBy(asc(colorpickerZones.position), asc(colorpickerZones.id))
    .for('share');
  const links = zones.length
    ? await tx
        .select()
        .from(colorpickerZoneColors)
        .where(
          inArray(
            colorpickerZoneColors.zoneId,
            zones.map((zone) => zone.id),
          ),
        )
    : [];
  const rules: ZoneRules[] = zones.map((zone) => ({
    key: zone.key,
    name: zone.name,
    mirror: zone.mirrorKey,
    codes: links.filter((link) => link.zoneId === zone.id).map((link) => link.clothCode),
  }));
  const cloths = await lockCloths(
    tx,
    Object.values(colors).map((code) => code.trim()),
  );
  return checkColors(rules, cloths, colors, kept);
}
