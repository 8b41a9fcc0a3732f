import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { colorsNamed } from 'culori/fn';
import { hexToLab, nearestClothsLab } from '@windfamily/contract/color-match';
import {
  type ClothColor,
  type ColorCombo,
  type ColorPreset,
  type ColorZone,
  COLORPICKER_MESSAGES,
  type ComboColors,
  type ComboCreate,
  comboPath,
  type Lab,
  type OrderedCombo,
  type PickerDetail,
  type PickerModel,
  type ReferenceColor,
  type TemplateView,
  type WingView,
} from '@windfamily/contract/colorpicker';
import { type Db, queryAll, type Tx } from '../../db/client';
import {
  categories,
  clothColors,
  colorCombos,
  colorpickerModels,
  colorpickerPresets,
  colorpickerZoneColors,
  colorpickerZones,
  products,
} from '../../db/schema';
import { FieldErrors, forbidden, HttpError, notFound } from '../../lib/http-error';
import { RenderedJson } from '../../lib/json-cache';
import { type CacheRegistry, RefreshingValue } from '../cache/caches';
import { type CartOwner, hashCartKey } from '../cart/cart.service';
import type { CatalogService } from '../catalog/catalog.service';
import { isCustomizable, isProductVisible } from '../catalog/present';
import type { CatalogSnapshot, ProductEntry } from '../catalog/snapshot';
import type { User } from '../accounts/sessions';
import { type ComboImages, comboImageUrls, comboSvg } from './combo-image';

/**
 * How long an instance trusts its palette and templates. Staff changes clear every instance's
 * caches (the registry), so this is only a safety net.
 */
const DATA_FRESH_MS = 5 * 60_000;

const MSG = COLORPICKER_MESSAGES;

type ClothRow = typeof clothColors.$inferSelect;
type ComboRow = typeof colorCombos.$inferSelect;

/** Who asks: an account, a visitor with a key (the cart's), or nobody known. */
export type ComboAsker = CartOwner | null;

interface ZoneData {
  key: string;
  name: string;
  surface: WingView;
  mirror: string | null;
  default: string;
  /** Cloths the zone is made in, available or not, in the palette's order. */
  codes: string[];
}

interface ModelData {
  productId: number;
  views: TemplateView[];
  zones: ZoneData[];
  presets: ColorPreset[];
}

/** The picker's own tables, read in one go. */
interface PickerData {
  cloths: ClothRow[];
  clothByCode: ReadonlyMap<string, ClothRow & { lab: Lab }>;
  models: ReadonlyMap<number, ModelData>;
  /** The reference palette, computed on first use. */
  reference?: RenderedJson;
}

/** A model the picker offers now: its template, and the product as the shop shows it. */
interface PickerEntry {
  product: ProductEntry;
  model: ModelData;
  zoneByKey: ReadonlyMap<string, ZoneData>;
  detail?: RenderedJson;
}

/** The picker's data joined with one catalogue snapshot. */
interface PickerState {
  data: PickerData;
  catalog: CatalogSnapshot;
  entries: PickerEntry[];
  bySlug: ReadonlyMap<string, PickerEntry>;
  list?: RenderedJson;
}

const toJson = (value: unknown) => new RenderedJson(Buffer.from(JSON.stringify(value)));

/** 128 random bits, URL-safe: a combo's address can be shared, never guessed. */
const newComboSlug = () => randomBytes(16).toString('base64url');

/**
 * The colour picker: the palette and templates for the picker (from memory, rendered once per
 * change), the reference palette, and the combos pilots save. A combo belongs to an account,
 * or to the visitor key of the cart cookie until its holder logs in.
 */
export class ColorpickerService {
  private readonly data: RefreshingValue<PickerData>;
  private state: PickerState | undefined;

  constructor(
    private readonly db: Db,
    caches: CacheRegistry,
    private readonly catalog: CatalogService,
    private readonly images: ComboImages,
    log: FastifyBaseLogger,
  ) {
    this.data = caches.register(
      new RefreshingValue(
        () => loadPickerData(db),
        DATA_FRESH_MS,
        (error) => log.error({ err: error }, 'colour picker reload failed'),
      ),
    );
  }

  // -------------------------------------------------------------------------
  // The picker (public, hot).
  // -------------------------------------------------------------------------

  /** The models the picker offers, as bytes ready to send. */
  async modelsJson(): Promise<RenderedJson> {
    const state = await this.current();
    state.list ??= toJson(state.entries.map((entry) => toPickerModel(entry.product)));
    return state.list;
  }

  /** Everything the picker of one model needs, as bytes; 404 for a model it does not offer. */
  async modelJson(productSlug: string): Promise<RenderedJson> {
    const state = await this.current();
    const entry = state.bySlug.get(productSlug);
    if (!entry) throw notFound();
    entry.detail ??= toJson(detailOf(entry, state.data));
    return entry.detail;
  }

  /** A model the picker offers, as the index shows it (its page's title and picture). */
  async model(productSlug: string): Promise<PickerModel> {
    const entry = (await this.current()).bySlug.get(productSlug);
    if (!entry) throw notFound();
    return toPickerModel(entry.product);
  }

  /** The CSS named colours, each with its nearest available cloth, as bytes. */
  async referenceJson(): Promise<RenderedJson> {
    const { data } = await this.current();
    data.reference ??= toJson(referencePalette(data));
    return data.reference;
  }

  /**
   * The picker's data joined with the catalogue's snapshot at hand: rebuilt when either
   * changed (a few microseconds), without waiting when both are loaded.
   */
  private async current(): Promise<PickerState> {
    const data = this.data.now() ?? (await this.data.get());
    const catalog = this.catalog.snapshotNow() ?? (await this.catalog.snapshot());
    if (this.state?.data !== data || this.state.catalog !== catalog)
      this.state = joinCatalog(data, catalog);
    return this.state;
  }

  // -------------------------------------------------------------------------
  // Combos.
  // -------------------------------------------------------------------------

  /**
   * Saves a combo of a model the picker offers, with a colour for every zone from those the
   * zone allows (mirrored zones alike), and renders its picture. Nothing is saved on a 4xx.
   */
  async save(owner: CartOwner, productSlug: string, input: ComboCreate): Promise<ColorCombo> {
    const { data, bySlug } = await this.current();
    const entry = bySlug.get(productSlug);
    if (!entry) throw notFound();
    const colors = checkColors(entry.model.zones, data.clothByCode, input.colors);

    const fills = Object.fromEntries(
      Object.entries(colors).map(([zone, code]) => [zone, data.clothByCode.get(code)!.hex]),
    );
    const imageKey = await this.images.save(comboSvg(entry.model.views, fills));
    const [row] = await this.db
      .insert(colorCombos)
      .values({
        slug: newComboSlug(),
        productId: entry.product.row.id,
        name: input.name,
        colors,
        imageKey,
        ...(owner.user ? { userId: owner.user.id } : { visitorKeyHash: hashCartKey(owner.key) }),
      })
      .returning();
    return toCombo(row!, productOf(entry.product), true);
  }

  /** A combo by its slug, for anyone who has it; `mine` for its owner. */
  async combo(slug: string, asker: ComboAsker): Promise<ColorCombo> {
    const [found] = await this.comboRows(eq(colorCombos.slug, slug));
    if (!found) throw notFound(MSG.noCombo);
    return toCombo(found.combo, found.product, owns(found.combo, asker));
  }

  /** The asker's combos, newest first: an account's, or a visitor key's; none for a stranger. */
  async mine(asker: ComboAsker): Promise<ColorCombo[]> {
    if (!asker) return [];
    const rows = await this.comboRows(ownedBy(asker));
    return rows.map(({ combo, product }) => toCombo(combo, product, true));
  }

  async rename(slug: string, asker: ComboAsker, name: string): Promise<ColorCombo> {
    await this.changeOwn(slug, asker, (tx, row) =>
      tx.update(colorCombos).set({ name, updatedAt: new Date() }).where(eq(colorCombos.id, row.id)),
    );
    return this.combo(slug, asker);
  }

  async delete(slug: string, asker: ComboAsker): Promise<void> {
    await this.changeOwn(slug, asker, (tx, row) =>
      tx.delete(colorCombos).where(eq(colorCombos.id, row.id)),
    );
  }

  /**
   * In the checkout's transaction: the combos of the order's lines can no longer change (a
   * rename or delete waits for the lock, then finds them ordered), and each comes back as
   * the order keeps it: per zone, the cloth's name and value now and whether the workshop
   * still has it. A combo deleted meanwhile is a 409, so nothing is ordered without it.
   */
  async markOrdered(tx: Tx, slugs: readonly string[]): Promise<Map<string, OrderedCombo>> {
    const wanted = [...new Set(slugs)];
    if (wanted.length === 0) return new Map();
    const rows = await tx
      .update(colorCombos)
      .set({ orderedAt: sql`coalesce(${colorCombos.orderedAt}, now())` })
      .where(inArray(colorCombos.slug, wanted))
      .returning();
    if (rows.length < wanted.length) throw new HttpError(409, MSG.goneBeforeOrder);
    // Not through `current()`: a reload outside this transaction would wait for it on the
    // embedded database, which has one connection.
    const data = this.data.now() ?? (await loadPickerData(tx));
    return new Map(rows.map((row) => [row.slug, toOrderedCombo(row, data)]));
  }

  /**
   * After a login: the combos the visitor saved under their key become the account's.
   * Answers how many moved.
   */
  async claimVisitorCombos(key: string, user: User): Promise<number> {
    const moved = await this.db
      .update(colorCombos)
      .set({ userId: user.id, visitorKeyHash: null })
      .where(and(eq(colorCombos.visitorKeyHash, hashCartKey(key)), isNull(colorCombos.userId)))
      .returning({ id: colorCombos.id });
    return moved.length;
  }

  /**
   * Runs `change` on the asker's own combo, locked, unless it has been ordered (the order
   * must keep what the workshop sews). 404 unknown, 403 someone else's, 409 ordered.
   */
  private async changeOwn(
    slug: string,
    asker: ComboAsker,
    change: (tx: Tx, row: ComboRow) => Promise<unknown>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(colorCombos)
        .where(eq(colorCombos.slug, slug))
        .for('update');
      if (!row) throw notFound(MSG.noCombo);
      if (!owns(row, asker)) throw forbidden(MSG.notYours);
      if (row.orderedAt) throw new HttpError(409, MSG.ordered);
      await change(tx, row);
    });
  }

  private comboRows(where: SQL | undefined) {
    return this.db
      .select({
        combo: colorCombos,
        product: { slug: products.slug, name: products.name, category: categories.slug },
      })
      .from(colorCombos)
      .innerJoin(products, eq(products.id, colorCombos.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(colorCombos.createdAt), desc(colorCombos.id));
  }
}

// ---------------------------------------------------------------------------

async function loadPickerData(db: Db | Tx): Promise<PickerData> {
  const [cloths, models, zones, zoneColors, presets] = await queryAll(db, [
    () => db.select().from(clothColors).orderBy(asc(clothColors.position), asc(clothColors.code)),
    () => db.select().from(colorpickerModels),
    () =>
      db
        .select()
        .from(colorpickerZones)
        .orderBy(
          asc(colorpickerZones.productId),
          asc(colorpickerZones.position),
          asc(colorpickerZones.id),
        ),
    () => db.select().from(colorpickerZoneColors),
    () =>
      db
        .select()
        .from(colorpickerPresets)
        .orderBy(asc(colorpickerPresets.position), asc(colorpickerPresets.id)),
  ]);
  const clothByCode = new Map(
    cloths.map((cloth) => [cloth.code, { ...cloth, lab: hexToLab(cloth.hex) }]),
  );
  const order = new Map(cloths.map((cloth, i) => [cloth.code, i]));
  const codesByZone = new Map<number, string[]>();
  for (const link of zoneColors) {
    const codes = codesByZone.get(link.zoneId) ?? [];
    codes.push(link.clothCode);
    codesByZone.set(link.zoneId, codes);
  }

  const byProduct = new Map<number, ModelData>(
    models.map((model) => [
      model.productId,
      { productId: model.productId, views: model.views, zones: [], presets: [] },
    ]),
  );
  for (const zone of zones) {
    byProduct.get(zone.productId)?.zones.push({
      key: zone.key,
      name: zone.name,
      surface: zone.surface as WingView,
      mirror: zone.mirrorKey,
      default: zone.defaultCode,
      codes: (codesByZone.get(zone.id) ?? []).sort((a, b) => order.get(a)! - order.get(b)!),
    });
  }
  for (const preset of presets)
    byProduct
      .get(preset.productId)
      ?.presets.push({ slug: preset.slug, name: preset.name, colors: preset.colors });
  return { cloths, clothByCode, models: byProduct };
}

/** The models with a template whose product the shop shows in the customisable category. */
function joinCatalog(data: PickerData, catalog: CatalogSnapshot): PickerState {
  const entries: PickerEntry[] = [];
  for (const product of catalog.products) {
    const model = data.models.get(product.row.id);
    if (!model || !isProductVisible(product) || !isCustomizable(product)) continue;
    entries.push({
      product,
      model,
      zoneByKey: new Map(model.zones.map((zone) => [zone.key, zone])),
    });
  }
  return {
    data,
    catalog,
    entries,
    bySlug: new Map(entries.map((entry) => [entry.product.row.slug, entry])),
  };
}

/** What the colour rules need of a zone. */
export interface ZoneRules {
  key: string;
  name: string;
  mirror: string | null;
  /** Cloths the zone is made in, available or not. */
  codes: readonly string[];
}

/**
 * A combo's (or a preset's) colours in zone order, or a 400 naming every zone that is wrong:
 * a colour for every zone, among the zone's cloths, available, the same on mirrored zones.
 * A zone whose colour is the one in `kept` may keep it though it is no longer available (a
 * preset made before the cloth ran out).
 */
export function checkColors(
  zones: readonly ZoneRules[],
  cloths: ReadonlyMap<string, { name: string; available: boolean }>,
  colors: ComboColors,
  kept: ComboColors = {},
): ComboColors {
  const errors = new FieldErrors();
  const field = (key: string) => `colors.${key}`;
  const zoneByKey = new Map(zones.map((zone) => [zone.key, zone]));
  for (const key of Object.keys(colors))
    if (!zoneByKey.has(key)) errors.add(field(key), MSG.unknownZone(key));
  for (const zone of zones) {
    const code = colors[zone.key]?.trim();
    const cloth = code ? cloths.get(code) : undefined;
    if (!code) errors.add(field(zone.key), MSG.chooseColor(zone.name));
    else if (!cloth || !zone.codes.includes(code))
      errors.add(field(zone.key), MSG.notAColorOf(code, zone.name));
    else if (!cloth.available && kept[zone.key] !== code)
      errors.add(field(zone.key), MSG.unavailable(code, cloth.name));
  }
  // A pair is reported once, on the zone listed second.
  const seen = new Set<string>();
  for (const zone of zones) {
    seen.add(zone.key);
    const mirror = zone.mirror ? zoneByKey.get(zone.mirror) : undefined;
    if (!mirror || !seen.has(mirror.key)) continue;
    const [own, other] = [colors[zone.key]?.trim(), colors[mirror.key]?.trim()];
    if (own && other && own !== other)
      errors.add(field(zone.key), MSG.sameAsMirror(zone.name, mirror.name));
  }
  errors.throwIfAny();
  return Object.fromEntries(zones.map((zone) => [zone.key, colors[zone.key]!.trim()]));
}

/** Every named colour of CSS Color 4 (one name per colour), with its nearest available cloth. */
function referencePalette(data: PickerData): ReferenceColor[] {
  const available = data.cloths
    .filter((cloth) => cloth.available)
    .map((cloth) => ({ code: cloth.code, lab: data.clothByCode.get(cloth.code)!.lab }));
  if (available.length === 0) return [];
  const seen = new Set<number>();
  const palette: ReferenceColor[] = [];
  for (const [name, value] of Object.entries(colorsNamed).sort(([a], [b]) => a.localeCompare(b))) {
    // `aqua` and `cyan`, `gray` and `grey`...: the first name of a colour stands for it.
    if (seen.has(value)) continue;
    seen.add(value);
    const hex = `#${value.toString(16).padStart(6, '0')}`;
    const lab = hexToLab(hex);
    palette.push({
      name,
      hex,
      lab: roundLab(lab),
      nearest: nearestClothsLab(lab, available, 1)[0]!,
    });
  }
  return palette;
}

function detailOf(entry: PickerEntry, data: PickerData): PickerDetail {
  const used = new Set(entry.model.zones.flatMap((zone) => zone.codes));
  return {
    ...toPickerModel(entry.product),
    views: entry.model.views,
    zones: entry.model.zones.map((zone) => toZone(zone, data)),
    colors: data.cloths
      .filter((cloth) => used.has(cloth.code))
      .map((cloth) => toCloth(cloth, data)),
    presets: entry.model.presets,
  };
}

const toPickerModel = (product: ProductEntry): PickerModel => ({
  slug: product.row.slug,
  name: product.row.name,
  slogan: product.row.slogan,
  category: product.category.slug,
  thumbnail: product.thumbnail,
});

const productOf = (product: ProductEntry) => ({
  slug: product.row.slug,
  name: product.row.name,
  category: product.category.slug,
});

function toZone(zone: ZoneData, data: PickerData): ColorZone {
  return {
    key: zone.key,
    name: zone.name,
    surface: zone.surface,
    mirror: zone.mirror,
    allowed: zone.codes.filter((code) => data.clothByCode.get(code)?.available),
    default: zone.default,
  };
}

function toCloth(cloth: ClothRow, data: PickerData): ClothColor {
  return {
    code: cloth.code,
    name: cloth.name,
    hex: cloth.hex,
    lab: roundLab(data.clothByCode.get(cloth.code)!.lab),
    available: cloth.available,
    fluorescent: cloth.fluorescent,
    uv_grade: cloth.uvGrade,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const roundLab = ({ l, a, b }: Lab): Lab => ({ l: round2(l), a: round2(a), b: round2(b) });

function toCombo(
  row: ComboRow,
  product: { slug: string; name: string; category: string },
  mine: boolean,
): ColorCombo {
  return {
    slug: row.slug,
    name: row.name,
    created: row.createdAt.toISOString(),
    public_link: comboPath(row.slug),
    product,
    colors: row.colors,
    image: comboImageUrls(row.imageKey),
    mine,
    ordered: row.orderedAt !== null,
  };
}

function toOrderedCombo(row: ComboRow, data: PickerData): OrderedCombo {
  const zones = data.models.get(row.productId)?.zones ?? [];
  const named = new Map(zones.map((zone) => [zone.key, zone.name]));
  // The template's order; a zone no longer in the template is still shown, by its key.
  const keys = [
    ...zones.map((zone) => zone.key).filter((key) => key in row.colors),
    ...Object.keys(row.colors).filter((key) => !named.has(key)),
  ];
  const { webp, png } = comboImageUrls(row.imageKey);
  return {
    name: row.name,
    slug: row.slug,
    public_link: comboPath(row.slug),
    image: { webp, png },
    zones: keys.map((key) => {
      const code = row.colors[key]!;
      const cloth = data.clothByCode.get(code);
      return {
        key,
        name: named.get(key) ?? key,
        code,
        color_name: cloth?.name ?? code,
        hex: cloth?.hex ?? '#ffffff',
        unavailable: !cloth?.available,
      };
    }),
  };
}

function owns(row: ComboRow, asker: ComboAsker): boolean {
  if (!asker) return false;
  if (asker.user) return row.userId === asker.user.id;
  return row.userId === null && row.visitorKeyHash === hashCartKey(asker.key);
}

const ownedBy = (asker: CartOwner): SQL | undefined =>
  asker.user
    ? eq(colorCombos.userId, asker.user.id)
    : and(isNull(colorCombos.userId), eq(colorCombos.visitorKeyHash, hashCartKey(asker.key)));
