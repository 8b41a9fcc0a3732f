import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorpickerApiPaths } from '@windfamily/contract/api-paths';
import {
  COLORPICKER_MESSAGES as MSG,
  type ColorCombo,
  type ComboColors,
  EMILIE_REDIRECT,
  type PickerDetail,
  type PickerModel,
  type ReferenceColor,
} from '@windfamily/contract/colorpicker';
import { clothColors, colorCombos } from '../../db/schema';
import { seedDemoColorpicker } from '../../seed/demo-colorpicker';
import { createProduct, seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, registration, type TestApp, TestClient } from '../../test/harness';
import {
  cookieOf,
  CSRF_DETAIL,
  createUser,
  expectApiError,
  loggedInClient,
} from '../../test/helpers';
import { preloadedOf, standInWebBuild } from '../../test/web-pages';
import { COMBO_SAVES } from './routes';
import { WING_ZONES } from './wing-template';

const WINGS = [
  'sophie-joy',
  'emilie-peace2',
  'carlito',
  'dent-de-lion',
  'marlon',
  'bruno-bold',
  'lola-lite',
];

const dist = standInWebBuild();
let t: TestApp;
let emilie: PickerDetail;

beforeAll(async () => {
  t = await createTestApp({}, { webDistDir: dist.dir });
  await seedCatalog(t);
  await seedDemoColorpicker({ db: t.app.services.database.db });
  // Seeding again changes nothing.
  await seedDemoColorpicker({ db: t.app.services.database.db });
  await t.app.services.catalog.changed();
  emilie = (await new TestClient(t.app).get(colorpickerApiPaths.model('emilie-peace2'))).json();
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const db = () => t.app.services.database.db;
const comboCount = async () => (await db().select({ n: count() }).from(colorCombos))[0]!.n;

/** The model's standard colours, with some zones changed. */
const colorsOf = (model: PickerDetail, changes: Record<string, string | undefined> = {}) => {
  const colors: Record<string, string | undefined> = Object.fromEntries(
    model.zones.map((zone) => [zone.key, zone.default]),
  );
  Object.assign(colors, changes);
  for (const [key, value] of Object.entries(colors)) if (value === undefined) delete colors[key];
  return colors as ComboColors;
};

async function save(
  client: TestClient,
  body: { name?: string; colors?: ComboColors } = {},
  model = 'emilie-peace2',
) {
  const response = await client.post(colorpickerApiPaths.save(model), {
    name: 'Sunset over the lake',
    colors: colorsOf(emilie),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ColorCombo>();
}

const patch = (client: TestClient, slug: string, body: Record<string, unknown>) =>
  client.request('PATCH', colorpickerApiPaths.combo(slug), body);
const del = (client: TestClient, slug: string) =>
  client.request('DELETE', colorpickerApiPaths.combo(slug));
const myCombos = async (client: TestClient) => {
  const response = await client.get(colorpickerApiPaths.myCombos());
  expect(response.statusCode).toBe(200);
  return response.json<ColorCombo[]>();
};

describe('GET /api/colorpicker/colorpicker/', () => {
  it('lists the customisable wings, in the shop’s order, with their pictures', async () => {
    const response = await new TestClient(t.app).get('/api/colorpicker/colorpicker/');
    expect(response.statusCode).toBe(200);
    const models = response.json<PickerModel[]>();
    expect(models.map((model) => model.slug)).toEqual(WINGS);
    expect(models[1]).toEqual({
      slug: 'emilie-peace2',
      name: 'Emilie Peace 2',
      slogan: expect.any(String) as string,
      category: 'wings',
      thumbnail: null, // the test catalogue has no pictures
    });
    expect((await new TestClient(t.app).get('/api/colorpicker/colorpicker')).statusCode).toBe(200);
  });

  it('leaves out wings without a template and hidden wings', async () => {
    const { product } = await createProduct(t, { category: 'wings', stock: null });
    const models = (await new TestClient(t.app).get(colorpickerApiPaths.models())).json<
      PickerModel[]
    >();
    expect(models.map((model) => model.slug)).not.toContain(product.slug);
    expectApiError(await new TestClient(t.app).get(colorpickerApiPaths.model(product.slug)), 404);
  });
});

describe('GET /api/colorpicker/colorpicker/{product_slug}/', () => {
  it('answers the template, its zones with their colours, the cloths and the presets', () => {
    expect(emilie.slug).toBe('emilie-peace2');
    expect(emilie.views.map((view) => view.view)).toEqual(['top', 'bottom']);
    expect(emilie.zones.map((zone) => zone.key)).toEqual(WING_ZONES.map((zone) => zone.key));
    const zone = (key: string) => emilie.zones.find((z) => z.key === key)!;
    expect(zone('leading_edge')).toMatchObject({
      name: 'Leading edge',
      surface: 'top',
      mirror: null,
    });
    expect(zone('tip_left')).toMatchObject({ mirror: 'tip_right', surface: 'top' });
    expect(zone('bottom')).toMatchObject({ surface: 'bottom' });

    // Fluorescent cloth on the leading edge and the tips only; the logo in a few colours.
    expect(zone('leading_edge').allowed).toContain('F-201');
    expect(zone('tip_right').allowed).toContain('F-202');
    expect(zone('top_1').allowed.some((code) => code.startsWith('F-'))).toBe(false);
    expect(zone('logo').allowed).toEqual([
      'N-101',
      'N-105',
      'N-110',
      'N-120',
      'N-130',
      'N-140',
      'N-150',
    ]);
    // A discontinued cloth is shown (older combos use it) but cannot be chosen.
    expect(zone('top_1').allowed).not.toContain('N-133');
    expect(emilie.colors.find((cloth) => cloth.code === 'N-133')).toMatchObject({
      name: 'Mint',
      available: false,
    });
    for (const z of emilie.zones) expect(z.allowed).toContain(z.default);

    const codes = emilie.colors.map((cloth) => cloth.code);
    expect(codes.slice(0, 3)).toEqual(['N-101', 'N-102', 'N-105']);
    expect(codes).toHaveLength(29);
    const fluo = emilie.colors.find((cloth) => cloth.code === 'F-201')!;
    expect(fluo).toMatchObject({ fluorescent: true, uv_grade: 1, hex: '#e4f51b' });
    expect(fluo.lab.l).toBeGreaterThan(85);

    expect(emilie.presets.map((preset) => preset.slug)).toEqual(['standard', 'team', 'emilie']);
    const standard = emilie.presets[0]!.colors;
    expect(standard).toEqual(Object.fromEntries(emilie.zones.map((z) => [z.key, z.default])));
    expect(standard.tip_left).toBe(standard.tip_right);
  });

  it('offers the preset of /colorpicker/emilie/ on its model only', async () => {
    expect(emilie.slug).toBe(EMILIE_REDIRECT.product);
    expect(emilie.presets.map((preset) => preset.slug)).toContain(EMILIE_REDIRECT.preset);
    const marlon = (
      await new TestClient(t.app).get(colorpickerApiPaths.model('marlon'))
    ).json<PickerDetail>();
    expect(marlon.presets.map((preset) => preset.slug)).toEqual(['standard', 'team']);
    // Each model is drawn from its own numbers: Marlon is slimmer than Emilie.
    expect(marlon.views[0]!.height).toBeLessThan(emilie.views[0]!.height);
  });

  it('answers 404 for an unknown model and for a product that is no wing', async () => {
    const client = new TestClient(t.app);
    for (const slug of ['no-such-wing', 'repair-kit', 'family-tshirt'])
      expect(expectApiError(await client.get(colorpickerApiPaths.model(slug)), 404).detail).toBe(
        'Not Found',
      );
  });
});

describe('GET /api/colorpicker/pantone/', () => {
  it('answers the CSS named colours, each with its nearest available cloth', async () => {
    const response = await new TestClient(t.app).get(colorpickerApiPaths.reference());
    expect(response.statusCode).toBe(200);
    const palette = response.json<ReferenceColor[]>();
    expect(palette.length).toBeGreaterThan(130);
    const byName = new Map(palette.map((color) => [color.name, color]));
    expect(byName.get('white')).toEqual({
      name: 'white',
      hex: '#ffffff',
      lab: { l: 100, a: expect.any(Number) as number, b: expect.any(Number) as number },
      nearest: { code: 'N-101', distance: expect.any(Number) as number },
    });
    expect(byName.get('black')?.nearest.code).toBe('N-110');
    expect(byName.get('navy')?.nearest.code).toBe('N-120');
    expect(byName.get('orangered')?.nearest.code).toBe('F-202');
    // One name per colour.
    expect(new Set(palette.map((color) => color.hex)).size).toBe(palette.length);
    expect(byName.has('aqua') !== byName.has('cyan')).toBe(true);
    // Never a cloth the workshop cannot sew with.
    expect(palette.some((color) => color.nearest.code === 'N-133')).toBe(false);
    for (const color of palette) expect(color.nearest.distance).toBeGreaterThanOrEqual(0);
  });
});

describe('POST /api/colorpicker/combo/{product_slug}/', () => {
  it('saves a visitor’s combo under a new cart cookie, with its picture', async () => {
    const visitor = new TestClient(t.app);
    const response = await visitor.post(colorpickerApiPaths.save('emilie-peace2'), {
      name: '  Sunset  ',
      colors: colorsOf(emilie, { top_1: 'N-145' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = cookieOf(response, 'cartid');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.httpOnly).toBe(true);
    const combo = response.json<ColorCombo>();
    expect(combo).toEqual({
      slug: expect.stringMatching(/^[\w-]{22}$/) as string,
      name: 'Sunset',
      created: expect.any(String) as string,
      public_link: `/colorpicker/combo/${combo.slug}`,
      product: { slug: 'emilie-peace2', name: 'Emilie Peace 2', category: 'wings' },
      colors: colorsOf(emilie, { top_1: 'N-145' }),
      image: {
        webp: expect.stringMatching(/^\/media\/combos\/[0-9a-f]{24}\.webp$/) as string,
        png: expect.stringMatching(/^\/media\/combos\/[0-9a-f]{24}\.png$/) as string,
        width: 1200,
        height: 630,
      },
      mine: true,
      ordered: false,
    });
    expect(Date.now() - Date.parse(combo.created)).toBeLessThan(60_000);

    // The visitor finds it again; someone else may look at it, but it is not theirs.
    expect((await myCombos(visitor)).map((c) => c.slug)).toEqual([combo.slug]);
    const stranger = new TestClient(t.app);
    const seen = await stranger.get(colorpickerApiPaths.combo(combo.slug));
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ColorCombo>()).toEqual({ ...combo, mine: false });
    expect(await myCombos(stranger)).toEqual([]);
    expect(cookieOf(seen, 'cartid')).toBeUndefined();
  });

  it('serves the rendered picture from /media/, shared by identical combos', async () => {
    const client = new TestClient(t.app);
    const a = await save(client, { name: 'Twin one' });
    const b = await save(client, { name: 'Twin two' });
    expect(b.image).toEqual(a.image);
    const webp = await client.get(a.image.webp);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    const png = await client.get(a.image.png);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const other = await save(client, { colors: colorsOf(emilie, { bottom: 'N-150' }) });
    expect(other.image.webp).not.toBe(a.image.webp);
  });

  it('keeps a customer’s combos in the account, newest first, for them only', async () => {
    const { client: anna } = await loggedInClient(t);
    const { client: ben } = await loggedInClient(t);
    const first = await save(anna, { name: 'First' });
    const second = await save(anna, { name: 'Second' }, 'marlon');
    await save(ben, { name: 'Ben’s' });
    expect(cookieOf(await anna.get('/api/status/'), 'cartid')).toBeUndefined();
    expect((await myCombos(anna)).map((c) => [c.slug, c.mine])).toEqual([
      [second.slug, true],
      [first.slug, true],
    ]);
    expect((await myCombos(ben)).map((c) => c.name)).toEqual(['Ben’s']);
    expect((await ben.get(colorpickerApiPaths.combo(first.slug))).json<ColorCombo>().mine).toBe(
      false,
    );
  });

  it.each([
    [
      'a zone without colour',
      { leading_edge: undefined },
      { 'colors.leading_edge': [MSG.chooseColor('Leading edge')] },
    ],
    [
      'a colour the zone is not made in',
      { logo: 'N-145' },
      { 'colors.logo': [MSG.notAColorOf('N-145', 'Logo')] },
    ],
    [
      'an unknown colour',
      { leading_edge: 'N-999' },
      { 'colors.leading_edge': [MSG.notAColorOf('N-999', 'Leading edge')] },
    ],
    [
      'a cloth no longer stocked',
      { top_1: 'N-133' },
      { 'colors.top_1': [MSG.unavailable('N-133', 'Mint')] },
    ],
    [
      'mirrored zones in two colours',
      { top_2_left: 'N-121', top_2_right: 'N-122' },
      { 'colors.top_2_right': [MSG.sameAsMirror('Inner panel, right', 'Inner panel, left')] },
    ],
    ['an unknown zone', { spoiler: 'N-101' }, { 'colors.spoiler': [MSG.unknownZone('spoiler')] }],
    ['an empty name', {}, { name: ['This field is required.'] }],
  ])('refuses %s with a 400 and saves nothing', async (_case, changes, errors) => {
    const before = await comboCount();
    const response = await new TestClient(t.app).post(colorpickerApiPaths.save('emilie-peace2'), {
      name: 'name' in errors ? '   ' : 'Nope',
      colors: colorsOf(emilie, changes),
    });
    const error = expectApiError(response, 400, errors);
    // One wrong zone: its message is the answer's sentence.
    if (!('name' in errors)) expect(error.detail).toBe(Object.values(errors)[0]![0]);
    expect(await comboCount()).toBe(before);
  });

  it('answers every wrong zone at once', async () => {
    const response = await new TestClient(t.app).post(colorpickerApiPaths.save('emilie-peace2'), {
      name: 'Many mistakes',
      colors: colorsOf(emilie, { logo: undefined, bottom: 'F-201' }),
    });
    const error = expectApiError(response, 400);
    expect(error.detail).toBe('Please correct the errors below.');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['colors.bottom', 'colors.logo']);
  });

  it('answers 404 for a model the picker does not offer, 403 without the CSRF token', async () => {
    const before = await comboCount();
    const client = new TestClient(t.app);
    const body = { name: 'Nope', colors: colorsOf(emilie) };
    expectApiError(await client.post(colorpickerApiPaths.save('no-such-wing'), body), 404);
    expectApiError(await client.post(colorpickerApiPaths.save('repair-kit'), body), 404);
    const refused = expectApiError(
      await client.post(colorpickerApiPaths.save('emilie-peace2'), body, { csrf: false }),
      403,
    );
    expect(refused.detail).toBe(CSRF_DETAIL);
    expect(await comboCount()).toBe(before);
  });
  it('answers 429 to an address that saves too often', async () => {
    const client = new TestClient(t.app);
    const body = { name: 'Again', colors: colorsOf(emilie, { logo: undefined }) };
    for (let i = 0; i < COMBO_SAVES.limit; i += 1)
      expect((await client.post(colorpickerApiPaths.save('emilie-peace2'), body)).statusCode).toBe(
        400,
      );
    const refused = await client.post(colorpickerApiPaths.save('emilie-peace2'), {
      ...body,
      colors: colorsOf(emilie),
    });
    expectApiError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address saves as before.
    await save(new TestClient(t.app));
  });
});

describe('combos at login', () => {
  it('move from the visitor to the account they log in to', async () => {
    const account = await createUser(t);
    const pilot = new TestClient(t.app);
    const combo = await save(pilot, { name: 'Before login' });
    await pilot.login(account.email, account.password);
    const mine = await myCombos(pilot);
    expect(mine.map((c) => [c.slug, c.mine])).toEqual([[combo.slug, true]]);
    const [row] = await db().select().from(colorCombos).where(eq(colorCombos.slug, combo.slug));
    expect(row).toMatchObject({ userId: account.user.id, visitorKeyHash: null });
    // Logged out, the browser is a new visitor: the combo stays with the account.
    await pilot.post('/api/logout/');
    expect(await myCombos(pilot)).toEqual([]);
    expect((await pilot.get(colorpickerApiPaths.combo(combo.slug))).json<ColorCombo>().mine).toBe(
      false,
    );
  });

  it('move to a new account at registration', async () => {
    const pilot = new TestClient(t.app);
    const combo = await save(pilot, { name: 'Designed first' });
    const response = await pilot.post('/api/register', registration());
    expect(response.statusCode, response.body).toBe(201);
    expect((await myCombos(pilot)).map((c) => c.slug)).toEqual([combo.slug]);
  });
});

describe('PATCH and DELETE /api/colorpicker/combo/{slug}', () => {
  it('let the one who saved it rename and delete it, visitor or customer', async () => {
    const { client: owner } = await loggedInClient(t);
    const visitor = new TestClient(t.app);
    for (const client of [owner, visitor]) {
      const combo = await save(client, { name: 'Draft' });
      const renamed = await patch(client, combo.slug, { name: 'Final colours' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<ColorCombo>()).toMatchObject({
        slug: combo.slug,
        name: 'Final colours',
        mine: true,
      });
      const gone = await del(client, combo.slug);
      expect(gone.statusCode).toBe(204);
      expectApiError(await client.get(colorpickerApiPaths.combo(combo.slug)), 404);
      expect((await myCombos(client)).map((c) => c.slug)).not.toContain(combo.slug);
    }
  });

  it('refuse anyone else with a 403, and an unknown combo with a 404', async () => {
    const { client: owner } = await loggedInClient(t);
    const { client: other } = await loggedInClient(t);
    const visitor = new TestClient(t.app);
    await save(visitor); // a visitor with a key of their own
    const combo = await save(owner, { name: 'Mine' });
    for (const client of [other, visitor, new TestClient(t.app)]) {
      const renamed = expectApiError(await patch(client, combo.slug, { name: 'Stolen' }), 403);
      expect(renamed.detail).toBe(MSG.notYours);
      expectApiError(await del(client, combo.slug), 403);
    }
    expect((await owner.get(colorpickerApiPaths.combo(combo.slug))).json<ColorCombo>().name).toBe(
      'Mine',
    );
    expect(expectApiError(await patch(owner, 'no-such-combo', { name: 'X' }), 404).detail).toBe(
      MSG.noCombo,
    );
    expectApiError(await del(owner, 'no-such-combo'), 404);
    expectApiError(await owner.get(colorpickerApiPaths.combo('no-such-combo')), 404);
    expectApiError(await patch(owner, combo.slug, { name: '' }), 400, {
      name: ['This field is required.'],
    });
  });

  it('refuse with a 409 once the combo has been ordered', async () => {
    const { client: owner } = await loggedInClient(t);
    const combo = await save(owner, { name: 'Ordered' });
    await db()
      .update(colorCombos)
      .set({ orderedAt: new Date() })
      .where(eq(colorCombos.slug, combo.slug));
    expect(
      (await owner.get(colorpickerApiPaths.combo(combo.slug))).json<ColorCombo>().ordered,
    ).toBe(true);
    expect(expectApiError(await patch(owner, combo.slug, { name: 'Changed' }), 409).detail).toBe(
      MSG.ordered,
    );
    expectApiError(await del(owner, combo.slug), 409);
    expect((await owner.get(colorpickerApiPaths.combo(combo.slug))).json<ColorCombo>().name).toBe(
      'Ordered',
    );
  });
});

describe('the picker’s pages', () => {
  const metaTag = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

  it('come with the model’s picker in them', async () => {
    const page = await new TestClient(t.app).get('/colorpicker/picker/emilie-peace2');
    expect(page.statusCode).toBe(200);
    const answers = preloadedOf(page.body);
    expect(answers[colorpickerApiPaths.model('emilie-peace2')]).toEqual({
      status: 200,
      body: emilie,
    });
    expect(page.body).toContain('<title>DEV Windfamily | Customise the Emilie Peace 2</title>');
    const index = preloadedOf((await new TestClient(t.app).get('/colorpicker')).body);
    expect(index[colorpickerApiPaths.models()]?.status).toBe(200);
  });

  it('show a combo with its picture as the link preview, and mine to its owner', async () => {
    const owner = new TestClient(t.app);
    const combo = await save(owner, { name: 'Sky & sea' });
    const page = await owner.get(`/colorpicker/combo/${combo.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>DEV Windfamily | Sky &amp; sea · Emilie Peace 2</title>');
    expect(metaTag(page.body, 'og:image')).toBe(`http://shop.test${combo.image.png}`);
    const answer = preloadedOf(page.body)[colorpickerApiPaths.combo(combo.slug)];
    expect(answer).toEqual({ status: 200, body: combo });
    expect(page.body).toContain(`imagesrcset="${combo.image.webp} 1200w"`);
    const mine = preloadedOf((await owner.get('/account/my_colors')).body);
    expect((mine[colorpickerApiPaths.myCombos()]?.body as ColorCombo[])[0]?.slug).toBe(combo.slug);

    const unknown = await owner.get('/colorpicker/combo/no-such-combo');
    expect(unknown.statusCode).toBe(404);
    expect(metaTag(unknown.body, 'og:image')).toBeUndefined();
  });
});

describe('the demo palette', () => {
  it('has regular cloths, three fluorescent ones and one no longer stocked', async () => {
    const cloths = await db().select().from(clothColors);
    expect(cloths.length).toBeGreaterThanOrEqual(27);
    expect(cloths.filter((cloth) => cloth.fluorescent).map((cloth) => cloth.uvGrade)).toEqual([
      1, 2, 1,
    ]);
    expect(cloths.filter((cloth) => !cloth.available).map((cloth) => cloth.code)).toEqual([
      'N-133',
    ]);
  });
});
