import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  colorpickerAdminApiPaths as paths,
  colorpickerApiPaths,
} from '@windfamily/contract/api-paths';
import {
  type ClothColorAdmin,
  type ClothColorAdminList,
  COLORPICKER_ADMIN_MESSAGES as ADMIN,
  COLORPICKER_MESSAGES as MSG,
  type ColorCombo,
  type ColorpickerModelAdmin,
  type ColorPreset,
  type ComboColors,
  type PickerDetail,
  type PresetAdminList,
  type ZoneUpdateResult,
} from '@windfamily/contract/colorpicker';
import {
  clothColors,
  colorCombos,
  colorpickerPresets,
  colorpickerZoneColors,
  colorpickerZones,
} from '../../db/schema';
import { seedDemoColorpicker } from '../../seed/demo-colorpicker';
import { seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';

let t: TestApp;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  await seedDemoColorpicker({ db: t.app.services.database.db });
  await t.app.services.catalog.changed();
  staff = (await loggedInClient(t, 'staff')).client;
});
afterAll(async () => t.close());

const db = () => t.app.services.database.db;
const put = (client: TestClient, url: string, body: Record<string, unknown>) =>
  client.request('PUT', url, body);
const del = (client: TestClient, url: string) => client.request('DELETE', url);

/** Every row the colour picker's back office may write, to show that a refusal changed nothing. */
async function everything() {
  return {
    cloths: await db().select().from(clothColors).orderBy(asc(clothColors.code)),
    zones: await db().select().from(colorpickerZones).orderBy(asc(colorpickerZones.id)),
    zoneColors: await db()
      .select()
      .from(colorpickerZoneColors)
      .orderBy(asc(colorpickerZoneColors.zoneId), asc(colorpickerZoneColors.clothCode)),
    presets: await db().select().from(colorpickerPresets).orderBy(asc(colorpickerPresets.id)),
  };
}

async function palette(): Promise<ClothColorAdmin[]> {
  const response = await staff.get(paths.colors());
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ClothColorAdminList>().colors;
}
const clothOf = async (code: string) => (await palette()).find((cloth) => cloth.code === code);

async function models(): Promise<ColorpickerModelAdmin[]> {
  const response = await staff.get(paths.models());
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ models: ColorpickerModelAdmin[] }>().models;
}
const modelOf = async (slug: string) => (await models()).find((model) => model.slug === slug)!;

/** What the picker shows visitors, read anew: no back-office call, so no cache is bypassed. */
async function picker(slug: string): Promise<PickerDetail> {
  const response = await new TestClient(t.app).get(colorpickerApiPaths.model(slug));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PickerDetail>();
}
const pickerZone = async (slug: string, key: string) =>
  (await picker(slug)).zones.find((zone) => zone.key === key)!;

const newCloth = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  name: 'Test cloth',
  hex: '#123456',
  available: true,
  fluorescent: false,
  uv_grade: 4,
  ...overrides,
});

/** The model's standard colours, with some zones changed. */
const standardOf = (model: PickerDetail, changes: ComboColors = {}): ComboColors => ({
  ...Object.fromEntries(model.zones.map((zone) => [zone.key, zone.default])),
  ...changes,
});

// ---------------------------------------------------------------------------
// Who may call.
// ---------------------------------------------------------------------------

describe('the colour picker admin', () => {
  it('is for staff only: 401 for visitors, 403 for customers and resellers, and nothing changes', async () => {
    const emilie = await picker('emilie-peace2');
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', paths.colors()],
      ['POST', paths.colors(), newCloth('X-1')],
      ['PUT', paths.color('N-101'), { name: 'Hacked', hex: '#123456', available: false }],
      ['DELETE', paths.color('N-102')],
      ['GET', paths.models()],
      ['PUT', paths.zone('emilie-peace2', 'logo'), { allowed: ['N-101'], default: 'N-101' }],
      ['GET', paths.presets('emilie-peace2')],
      [
        'POST',
        paths.presets('emilie-peace2'),
        { slug: 'hack', name: 'Hack', colors: standardOf(emilie) },
      ],
      [
        'PUT',
        paths.preset('emilie-peace2', 'team'),
        { slug: 'team', name: 'Hacked', colors: standardOf(emilie) },
      ],
      ['DELETE', paths.preset('emilie-peace2', 'team')],
    ];
    const before = await everything();
    const visitor = new TestClient(t.app);
    const customer = (await loggedInClient(t, 'customer')).client;
    const reseller = (await loggedInClient(t, 'reseller')).client;
    for (const [method, url, body] of calls) {
      expectApiError(await visitor.request(method, url, body), 401);
      expectApiError(await customer.request(method, url, body), 403);
      expectApiError(await reseller.request(method, url, body), 403);
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses writes without the CSRF token', async () => {
    const response = await staff.request('POST', paths.colors(), newCloth('X-2'), {
      csrf: false,
    });
    expectApiError(response, 403);
    expect(await clothOf('X-2')).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------
// The cloth palette.
// ---------------------------------------------------------------------------

describe('GET /api/colorpicker/admin/colors/', () => {
  it('lists the whole palette in order, unavailable cloths too, with what uses each', async () => {
    const colors = await palette();
    expect(colors.map((cloth) => cloth.code).slice(0, 3)).toEqual(['N-101', 'N-102', 'N-105']);
    expect(colors).toHaveLength(29);
    expect(colors.find((cloth) => cloth.code === 'N-133')).toMatchObject({
      name: 'Mint',
      hex: '#a8dcc5',
      available: false,
      fluorescent: false,
      uv_grade: 4,
    });
    // White: every model's logo and leading edge may be white, both presets `team` use it.
    const white = colors.find((cloth) => cloth.code === 'N-101')!;
    expect(white.zones).toBeGreaterThanOrEqual(7 * 10);
    expect(white.presets).toBeGreaterThanOrEqual(7);
    // Fluorescent cloth on the leading edge and both stabilos of 7 wings only.
    const fluo = colors.find((cloth) => cloth.code === 'F-203')!;
    expect(fluo).toMatchObject({ fluorescent: true, uv_grade: 1, zones: 7 * 3, defaults: 0 });

    const before = (await clothOf('N-145'))!.combos;
    const emilie = await picker('emilie-peace2');
    const saved = await new TestClient(t.app).post(colorpickerApiPaths.save('emilie-peace2'), {
      name: 'Counted',
      colors: standardOf(emilie, { top_1: 'N-145', bottom: 'N-145' }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await clothOf('N-145'))!.combos).toBe(before + 1);
  });
});

describe('POST /api/colorpicker/admin/colors/', () => {
  it('adds a cloth at the end of the palette; the picker can use it once a zone allows it', async () => {
    const response = await staff.post(paths.colors(), {
      code: ' T-300 ',
      name: ' Glacier ',
      hex: '#A0D8EF',
      fluorescent: false,
      uv_grade: 3,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ClothColorAdmin>()).toEqual({
      code: 'T-300',
      name: 'Glacier',
      hex: '#a0d8ef',
      available: true,
      fluorescent: false,
      uv_grade: 3,
      position: 29,
      zones: 0,
      defaults: 0,
      presets: 0,
      combos: 0,
    });
    expect((await palette()).at(-1)?.code).toBe('T-300');

    const logo = (await modelOf('sophie-joy')).zones.find((zone) => zone.key === 'logo')!;
    const zone = await put(staff, paths.zone('sophie-joy', 'logo'), {
      allowed: [...logo.allowed, 'T-300'],
      default: logo.default,
    });
    expect(zone.statusCode, zone.body).toBe(200);
    const sophie = await picker('sophie-joy');
    expect(sophie.zones.find((z) => z.key === 'logo')?.allowed.at(-1)).toBe('T-300');
    expect(sophie.colors.at(-1)).toMatchObject({ code: 'T-300', name: 'Glacier', available: true });
  });

  it('answers 400 on the code when another cloth has it, and adds nothing', async () => {
    const before = await everything();
    const response = await staff.post(paths.colors(), newCloth('N-101', { name: 'Other white' }));
    expectApiError(response, 400, { code: [ADMIN.codeTaken('N-101')] });
    expect(await everything()).toEqual(before);
  });

  it('refuses bad input with the fields named, and adds nothing', async () => {
    const before = await everything();
    const response = await staff.post(paths.colors(), {
      code: 'lower case',
      name: '',
      hex: 'red',
      uv_grade: 9,
    });
    const error = expectApiError(response, 400);
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['code', 'hex', 'name', 'uv_grade']);
    expect(await everything()).toEqual(before);
  });
});

describe('PUT /api/colorpicker/admin/colors/{code}/', () => {
  it('renames a cloth and changes its colour, its code stays; the picker shows it at once', async () => {
    expect((await picker('emilie-peace2')).colors.find((c) => c.code === 'N-102')?.name).toBe(
      'Cream',
    );
    const response = await put(staff, paths.color('N-102'), {
      code: 'N-999',
      name: 'Ivory',
      hex: '#FFFFF0',
      available: true,
      fluorescent: false,
      uv_grade: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ClothColorAdmin>()).toMatchObject({
      code: 'N-102',
      name: 'Ivory',
      hex: '#fffff0',
      uv_grade: 5,
      position: 1,
    });
    expect(await clothOf('N-999')).toBeUndefined();
    const cloth = (await picker('emilie-peace2')).colors.find((c) => c.code === 'N-102');
    expect(cloth).toMatchObject({ name: 'Ivory', hex: '#fffff0', uv_grade: 5 });
  });

  it('answers 404 for an unknown cloth and 400 for bad input, and changes nothing', async () => {
    const before = await everything();
    expect(
      expectApiError(await put(staff, paths.color('N-404'), newCloth('N-404')), 404).detail,
    ).toBe(ADMIN.noColor);
    expectApiError(
      await put(staff, paths.color('N-101'), { ...newCloth('N-101'), hex: '#fff' }),
      400,
      {
        hex: ['a colour as #rrggbb'],
      },
    );
    expect(await everything()).toEqual(before);
  });

  it('marks a cloth unavailable: the picker no longer offers it, combos using it stay', async () => {
    const emilie = await picker('emilie-peace2');
    expect((await pickerZone('emilie-peace2', 'top_1')).allowed).toContain('N-145');
    const owner = new TestClient(t.app);
    const saved = await owner.post(colorpickerApiPaths.save('emilie-peace2'), {
      name: 'Orange top',
      colors: standardOf(emilie, { top_1: 'N-145' }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const combo = saved.json<ColorCombo>();

    const orange = (await clothOf('N-145'))!;
    const response = await put(staff, paths.color('N-145'), {
      name: orange.name,
      hex: orange.hex,
      available: false,
      fluorescent: orange.fluorescent,
      uv_grade: orange.uv_grade,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ClothColorAdmin>()).toMatchObject({ available: false });
    expect(response.json<ClothColorAdmin>().combos).toBeGreaterThanOrEqual(2);

    // The picker: gone from every zone's choices, still listed (flagged) for older combos.
    const after = await picker('emilie-peace2');
    for (const zone of after.zones) expect(zone.allowed).not.toContain('N-145');
    expect(after.colors.find((cloth) => cloth.code === 'N-145')?.available).toBe(false);
    // The staff still see it among the zone's cloths.
    const top1 = (await modelOf('emilie-peace2')).zones.find((zone) => zone.key === 'top_1')!;
    expect(top1.allowed).toContain('N-145');

    // The saved combo opens as before; a new one with the cloth is refused.
    const seen = await new TestClient(t.app).get(colorpickerApiPaths.combo(combo.slug));
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ColorCombo>().colors.top_1).toBe('N-145');
    expectApiError(
      await new TestClient(t.app).post(colorpickerApiPaths.save('emilie-peace2'), {
        name: 'Too late',
        colors: standardOf(emilie, { top_1: 'N-145' }),
      }),
      400,
      { 'colors.top_1': [MSG.unavailable('N-145', 'Orange')] },
    );

    // Available again: offered again.
    const back = await put(staff, paths.color('N-145'), {
      name: orange.name,
      hex: orange.hex,
      available: true,
      fluorescent: orange.fluorescent,
      uv_grade: orange.uv_grade,
    });
    expect(back.statusCode).toBe(200);
    expect((await pickerZone('emilie-peace2', 'top_1')).allowed).toContain('N-145');
  });
});

describe('DELETE /api/colorpicker/admin/colors/{code}/', () => {
  it('deletes a cloth nothing uses', async () => {
    expect((await staff.post(paths.colors(), newCloth('T-DEL'))).statusCode).toBe(201);
    const response = await del(staff, paths.color('T-DEL'));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await clothOf('T-DEL')).toBeUndefined();
    expect(expectApiError(await del(staff, paths.color('T-DEL')), 404).detail).toBe(ADMIN.noColor);
  });

  it('refuses with a 409 a cloth a zone, a preset or a combo uses, and keeps it', async () => {
    const before = await everything();
    const error = expectApiError(await del(staff, paths.color('N-101')), 409);
    expect(error.detail).toMatch(/^N-101 White is used by \d+ zones, \d+ presets and \d+ combos/);
    expect(error.detail).toContain('Mark it unavailable instead.');

    // Presets and combos keep their colours as JSON: they count too.
    expect((await staff.post(paths.colors(), newCloth('T-JSON'))).statusCode).toBe(201);
    const [zone] = await db().select().from(colorpickerZones).limit(1);
    await db()
      .insert(colorpickerPresets)
      .values({
        productId: zone!.productId,
        slug: 'uses-t-json',
        name: 'Uses T-JSON',
        colors: { leading_edge: 'T-JSON' },
      });
    expect(expectApiError(await del(staff, paths.color('T-JSON')), 409).detail).toBe(
      ADMIN.inUse('T-JSON', 'Test cloth', '1 preset'),
    );
    await db().delete(colorpickerPresets).where(eq(colorpickerPresets.slug, 'uses-t-json'));
    await db()
      .insert(colorCombos)
      .values({
        slug: 'combo-with-t-json',
        productId: zone!.productId,
        name: 'Uses T-JSON',
        colors: { leading_edge: 'T-JSON', bottom: 'T-JSON' },
        imageKey: 'none',
      });
    expect(expectApiError(await del(staff, paths.color('T-JSON')), 409).detail).toBe(
      ADMIN.inUse('T-JSON', 'Test cloth', '1 combo'),
    );
    await db().delete(colorCombos).where(eq(colorCombos.slug, 'combo-with-t-json'));
    expect((await del(staff, paths.color('T-JSON'))).statusCode).toBe(204);
    expect(await everything()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------
// Templates.
// ---------------------------------------------------------------------------

describe('GET /api/colorpicker/admin/models/', () => {
  it('lists the models with their zones: every cloth, unavailable ones too, standard colour, mirror', async () => {
    const list = await models();
    expect(list.map((model) => model.slug)).toEqual([
      'sophie-joy',
      'emilie-peace2',
      'carlito',
      'dent-de-lion',
      'marlon',
      'bruno-bold',
      'lola-lite',
    ]);
    const emilie = list[1]!;
    expect(emilie).toMatchObject({ name: 'Emilie Peace 2', in_picker: true, presets: 3 });
    const zone = (key: string) => emilie.zones.find((z) => z.key === key)!;
    expect(zone('tip_left')).toMatchObject({
      name: 'Stabilo, left',
      surface: 'top',
      mirror: 'tip_right',
    });
    expect(zone('top_1').allowed).toContain('N-133'); // Mint, no longer stocked
    expect(zone('logo').allowed).toEqual([
      'N-101',
      'N-105',
      'N-110',
      'N-120',
      'N-130',
      'N-140',
      'N-150',
    ]);
    for (const z of emilie.zones) expect(z.allowed).toContain(z.default);
  });
});

describe('PUT /api/colorpicker/admin/models/{product_slug}/zones/{key}/', () => {
  it("sets a zone's cloths and standard colour; the picker shows it at once", async () => {
    const response = await put(staff, paths.zone('marlon', 'logo'), {
      allowed: ['N-150', 'N-101', 'N-110', 'N-101'],
      default: 'N-150',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ZoneUpdateResult>();
    expect(result.updated).toEqual(['logo']);
    expect(result.model.slug).toBe('marlon');
    // In the palette's order, each once.
    expect(result.model.zones.find((zone) => zone.key === 'logo')).toMatchObject({
      allowed: ['N-101', 'N-110', 'N-150'],
      default: 'N-150',
    });
    expect(await pickerZone('marlon', 'logo')).toMatchObject({
      allowed: ['N-101', 'N-110', 'N-150'],
      default: 'N-150',
    });
    // Other models keep theirs.
    expect((await pickerZone('carlito', 'logo')).allowed).toHaveLength(7);
  });

  it('sets a mirrored zone and its pair alike, in one write', async () => {
    const response = await put(staff, paths.zone('marlon', 'top_2_right'), {
      allowed: ['N-121', 'N-122', 'N-123', 'N-133'],
      default: 'N-122',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ZoneUpdateResult>();
    expect(result.updated).toEqual(['top_2_right', 'top_2_left']);
    for (const key of ['top_2_left', 'top_2_right']) {
      expect(result.model.zones.find((zone) => zone.key === key)).toMatchObject({
        allowed: ['N-121', 'N-122', 'N-123', 'N-133'],
        default: 'N-122',
      });
      // The picker leaves the unavailable cloth out.
      expect(await pickerZone('marlon', key)).toMatchObject({
        allowed: ['N-121', 'N-122', 'N-123'],
        default: 'N-122',
      });
    }
  });

  it.each([
    [
      'an unknown cloth',
      { allowed: ['N-120', 'N-998', 'N-999'], default: 'N-120' },
      { allowed: [ADMIN.unknownColor('N-998'), ADMIN.unknownColor('N-999')] },
    ],
    [
      'a standard colour not among the cloths',
      { allowed: ['N-120', 'N-110'], default: 'N-150' },
      { default: [ADMIN.defaultNotAllowed] },
    ],
    [
      'a standard colour no longer available',
      { allowed: ['N-120', 'N-133'], default: 'N-133' },
      { default: [ADMIN.defaultUnavailable('N-133', 'Mint')] },
    ],
    ['no cloth at all', { allowed: [], default: 'N-101' }, { allowed: ['at least one colour'] }],
    ['a malformed code', { allowed: ['n 101'], default: 'N-101' }, undefined],
  ])('refuses %s with a 400 and changes nothing', async (_case, body, errors) => {
    const before = await everything();
    const response = await put(staff, paths.zone('marlon', 'bottom'), body);
    const error = expectApiError(response, 400, errors);
    if (!errors) expect(Object.keys(error.errors ?? {})).toEqual(['allowed.0']);
    expect(await everything()).toEqual(before);
  });

  it('refuses to take away a cloth a preset uses for the zone or its pair', async () => {
    const team = (await picker('marlon')).presets.find((preset) => preset.slug === 'team')!;
    expect(team.colors.tip_right).toBe('F-202');
    const before = await everything();
    const response = await put(staff, paths.zone('marlon', 'tip_left'), {
      allowed: ['N-101', 'N-110'],
      default: 'N-101',
    });
    const error = expectApiError(response, 400);
    expect(error.errors?.allowed).toEqual(
      expect.arrayContaining([
        ADMIN.presetUses('Team colours', 'F-202', 'Stabilo, left'),
        ADMIN.presetUses('Team colours', 'F-202', 'Stabilo, right'),
      ]),
    );
    expect(await everything()).toEqual(before);
  });

  it('answers 404 for an unknown model or zone', async () => {
    const body = { allowed: ['N-101'], default: 'N-101' };
    expect(
      expectApiError(await put(staff, paths.zone('no-such-wing', 'logo'), body), 404).detail,
    ).toBe(ADMIN.noModel);
    expect(
      expectApiError(await put(staff, paths.zone('repair-kit', 'logo'), body), 404).detail,
    ).toBe(ADMIN.noModel);
    expect(
      expectApiError(await put(staff, paths.zone('marlon', 'spoiler'), body), 404).detail,
    ).toBe(MSG.unknownZone('spoiler'));
  });
});

// ---------------------------------------------------------------------------
// Presets.
// ---------------------------------------------------------------------------

describe('the presets of a model', () => {
  const presetsOf = async (slug: string) => {
    const response = await staff.get(paths.presets(slug));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PresetAdminList>().presets;
  };

  it('GET lists them in order; 404 for a product without a template', async () => {
    const presets = await presetsOf('emilie-peace2');
    expect(presets.map((preset) => preset.slug)).toEqual(['standard', 'team', 'emilie']);
    expect(presets[1]).toMatchObject({ name: 'Team colours', colors: { tip_left: 'F-202' } });
    expectApiError(await staff.get(paths.presets('repair-kit')), 404);
  });

  it('keeps the preset /colorpicker/emilie/ opens: its slug stays and it is not deleted', async () => {
    const [emilie] = (await presetsOf('emilie-peace2')).filter(
      (preset) => preset.slug === 'emilie',
    );
    const renamed = await staff.request('PUT', paths.preset('emilie-peace2', 'emilie'), {
      ...emilie!,
      slug: 'emilie-old',
    });
    expect(expectApiError(renamed, 409, { slug: [ADMIN.linkedPreset] }).detail).toBe(
      ADMIN.linkedPreset,
    );
    const deleted = await staff.request('DELETE', paths.preset('emilie-peace2', 'emilie'));
    expect(expectApiError(deleted, 409).detail).toBe(ADMIN.linkedPreset);
    // Its name and colours may change.
    const named = await staff.request('PUT', paths.preset('emilie-peace2', 'emilie'), {
      ...emilie!,
      name: 'Emilie in her colours',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await presetsOf('emilie-peace2')).map((preset) => preset.slug)).toContain('emilie');
  });

  it('POST adds one after the others; the picker offers it at once', async () => {
    const carlito = await picker('carlito');
    const colors = standardOf(carlito, { top_1: 'N-150', tip_left: 'F-201', tip_right: 'F-201' });
    const response = await staff.post(paths.presets('carlito'), {
      slug: 'fire',
      name: ' Fire ',
      colors,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ColorPreset>()).toEqual({ slug: 'fire', name: 'Fire', colors });
    expect((await presetsOf('carlito')).map((preset) => preset.slug)).toEqual([
      'standard',
      'team',
      'fire',
    ]);
    expect((await picker('carlito')).presets.at(-1)).toEqual({
      slug: 'fire',
      name: 'Fire',
      colors,
    });
    expect((await modelOf('carlito')).presets).toBe(3);
  });

  it.each([
    ['a slug the model has', { slug: 'team' }, { slug: [ADMIN.presetSlugTaken('team')] }],
    [
      'a cloth no longer available',
      { colors: { top_1: 'N-133' } },
      { 'colors.top_1': [MSG.unavailable('N-133', 'Mint')] },
    ],
    [
      'mirrored zones in two colours',
      { colors: { top_3_left: 'N-121', top_3_right: 'N-122' } },
      { 'colors.top_3_right': [MSG.sameAsMirror('Outer panel, right', 'Outer panel, left')] },
    ],
    [
      'a cloth the zone is not made in',
      { colors: { logo: 'N-145' } },
      { 'colors.logo': [MSG.notAColorOf('N-145', 'Logo')] },
    ],
    [
      'a zone without colour',
      { colors: { bottom: '' } },
      { 'colors.bottom': [MSG.chooseColor('Bottom surface')] },
    ],
    ['a bad slug', { slug: 'Not A Slug' }, { slug: ['lower-case letters, digits and - only'] }],
  ])('POST refuses %s with a 400 and adds nothing', async (_case, change, errors) => {
    const carlito = await picker('carlito');
    const body = {
      slug: 'refused',
      name: 'Refused',
      ...change,
      colors: standardOf(carlito, (change as { colors?: ComboColors }).colors),
    };
    const before = await everything();
    expectApiError(await staff.post(paths.presets('carlito'), body), 400, errors);
    expect(await everything()).toEqual(before);
  });

  it('PUT changes one, its slug too; a kept cloth may have run out, a new choice may not', async () => {
    const carlito = await picker('carlito');
    const colors = standardOf(carlito, { top_1: 'N-156' });
    expect(
      (await staff.post(paths.presets('carlito'), { slug: 'rose', name: 'Rose', colors }))
        .statusCode,
    ).toBe(201);
    const rose = (await clothOf('N-156'))!;
    const setAvailable = async (available: boolean) =>
      expect(
        (
          await put(staff, paths.color('N-156'), {
            name: rose.name,
            hex: rose.hex,
            available,
            fluorescent: rose.fluorescent,
            uv_grade: rose.uv_grade,
          })
        ).statusCode,
      ).toBe(200);
    await setAvailable(false);
    try {
      // Renamed, its colours kept: the discontinued rose stays.
      const renamed = await put(staff, paths.preset('carlito', 'rose'), {
        slug: 'old-rose',
        name: 'Old rose',
        colors,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<ColorPreset>()).toEqual({ slug: 'old-rose', name: 'Old rose', colors });
      expect((await picker('carlito')).presets.find((p) => p.slug === 'old-rose')?.colors).toEqual(
        colors,
      );
      expectApiError(
        await put(staff, paths.preset('carlito', 'rose'), { slug: 'rose', name: 'Rose', colors }),
        404,
      );

      // Rose chosen for another zone: refused, and nothing changes.
      const before = await everything();
      expectApiError(
        await put(staff, paths.preset('carlito', 'old-rose'), {
          slug: 'old-rose',
          name: 'Old rose',
          colors: { ...colors, bottom: 'N-156' },
        }),
        400,
        { 'colors.bottom': [MSG.unavailable('N-156', 'Rose')] },
      );
      // Nor may it take another preset's slug.
      expectApiError(
        await put(staff, paths.preset('carlito', 'old-rose'), { slug: 'team', name: 'X', colors }),
        400,
        { slug: [ADMIN.presetSlugTaken('team')] },
      );
      expect(await everything()).toEqual(before);
    } finally {
      await setAvailable(true);
    }
  });

  it('DELETE removes one; the picker no longer offers it', async () => {
    expect((await picker('carlito')).presets.map((preset) => preset.slug)).toContain('fire');
    const response = await del(staff, paths.preset('carlito', 'fire'));
    expect(response.statusCode).toBe(204);
    expect((await presetsOf('carlito')).map((preset) => preset.slug)).not.toContain('fire');
    expect((await picker('carlito')).presets.map((preset) => preset.slug)).not.toContain('fire');
    expect(expectApiError(await del(staff, paths.preset('carlito', 'fire')), 404).detail).toBe(
      ADMIN.noPreset,
    );
    expectApiError(await del(staff, paths.preset('no-such-wing', 'team')), 404);
  });
});
