import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CollectionPayload,
  ContentBlockCollection,
  ContentPage,
  PagePayload,
  StaffCollection,
  StaffCollectionList,
  StaffPage,
  StaffPageList,
} from '@windfamily/contract/content';
import { contentBlocks, images, pages } from '../../db/schema';
import { seedDemoContent } from '../../seed/demo-content';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';

let t: TestApp;
let staff: TestClient;
let customer: TestClient;
let visitor: TestClient;
let pictureId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(
    { db: t.app.services.database.db, images: t.app.services.images },
    { images: false },
  );
  staff = (await loggedInClient(t, 'staff')).client;
  customer = (await loggedInClient(t, 'customer')).client;
  visitor = new TestClient(t.app);
  const [picture] = await t.app.services.database.db
    .insert(images)
    .values({
      key: 'content-test',
      width: 640,
      height: 400,
      widths: [320, 640],
      fallbackFormat: 'jpg',
    })
    .returning();
  pictureId = picture!.id;
});
afterAll(async () => t.close());

const put = (client: TestClient, url: string, body: object) =>
  client.request('PUT', url, body as Record<string, unknown>);
const del = (client: TestClient, url: string) => client.request('DELETE', url);

let counter = 0;
const uniqueSlug = (prefix = 'page') => `${prefix}-${process.pid}-${(counter += 1)}`;

const pagePayload = (overrides: Partial<PagePayload> = {}): PagePayload => ({
  slug: uniqueSlug(),
  title: 'Winter service',
  content: '## Checks\n\nEvery wing, every winter.',
  seo_description: 'How we check wings in winter.',
  published: true,
  block_collection: null,
  ...overrides,
});

describe('public pages', () => {
  it('answers a published page with its Markdown, and the home page with its blocks', async () => {
    const about = await visitor.get('/api/pages/pages/about');
    expect(about.statusCode).toBe(200);
    const page = about.json<ContentPage>();
    expect(page).toMatchObject({ slug: 'about', title: 'About us', content_blocks: [] });
    expect(page.content).toContain('## Pilots who build wings');

    const home = (await visitor.get('/api/pages/pages/main_page')).json<ContentPage>();
    expect(home.content_blocks.map((block) => block.title)).toEqual([
      'Sewn in the Alps',
      'Your colours, your wing',
      'Fly one before you buy',
    ]);
    expect(home.content_blocks[0]).toMatchObject({ link: '/about/', images: [] });
  });

  it('is a 404 for an unknown or unpublished page', async () => {
    expectApiError(await visitor.get('/api/pages/pages/no-such-page'), 404);
    const draft = pagePayload({ published: false });
    expect((await staff.post('/api/pages/admin/pages/', draft)).statusCode).toBe(201);
    const answer = await visitor.get(`/api/pages/pages/${draft.slug}`);
    expect(answer.json()).toEqual({ detail: 'Not Found' });
    expect(answer.statusCode).toBe(404);
  });

  it('revalidates with the ETag: a 304 while nothing changed', async () => {
    const first = await visitor.get('/api/pages/pages/imprint');
    const again = await visitor.get('/api/pages/pages/imprint', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a block collection, and 404 for an unknown one', async () => {
    const answer = await visitor.get('/api/cms/content_block_collection/main_page');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ContentBlockCollection>().content_blocks).toHaveLength(3);
    expectApiError(await visitor.get('/api/cms/content_block_collection/nothing'), 404);
  });
});

describe('staff write pages', () => {
  it('creates, edits, publishes and deletes a page, and the site shows each step at once', async () => {
    const payload = pagePayload({ published: false });
    const created = await staff.post('/api/pages/admin/pages/', payload);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<StaffPage>()).toMatchObject({ slug: payload.slug, published: false });
    expect((await visitor.get(`/api/pages/pages/${payload.slug}`)).statusCode).toBe(404);

    const saved = await put(staff, `/api/pages/admin/pages/${payload.slug}`, {
      ...payload,
      title: 'Winter service 2026',
      published: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const live = await visitor.get(`/api/pages/pages/${payload.slug}`);
    expect(live.json<ContentPage>().title).toBe('Winter service 2026');

    const list = (await staff.get('/api/pages/admin/pages/')).json<StaffPageList>();
    expect(list.pages.find((page) => page.slug === payload.slug)).toMatchObject({
      published: true,
    });

    expect((await del(staff, `/api/pages/admin/pages/${payload.slug}`)).statusCode).toBe(204);
    expect((await visitor.get(`/api/pages/pages/${payload.slug}`)).statusCode).toBe(404);
    expectApiError(await staff.get(`/api/pages/admin/pages/${payload.slug}`), 404);
  });

  it('refuses bad pages with the reason on the field, and changes nothing', async () => {
    const before = await t.app.services.database.db.select().from(pages);
    const cases: [Record<string, unknown>, string][] = [
      [pagePayload({ title: '' }), 'title'],
      [pagePayload({ slug: 'Not A Slug' }), 'slug'],
      [pagePayload({ slug: 'store' }), 'slug'],
      [pagePayload({ slug: 'about' }), 'slug'],
      [pagePayload({ block_collection: 'nothing-here' }), 'block_collection'],
    ];
    for (const [body, field] of cases) {
      const answer = expectApiError(await staff.post('/api/pages/admin/pages/', body), 400);
      expect(Object.keys(answer.errors ?? {}), JSON.stringify(answer)).toContain(field);
    }
    expect(await t.app.services.database.db.select().from(pages)).toHaveLength(before.length);
  });

  it('keeps the home page: it cannot be deleted or moved', async () => {
    const home = (await staff.get('/api/pages/admin/pages/main_page')).json<StaffPage>();
    expectApiError(await del(staff, '/api/pages/admin/pages/main_page'), 409);
    expectApiError(
      await put(staff, '/api/pages/admin/pages/main_page', {
        ...home,
        slug: 'home-page',
      }),
      409,
    );
    expect((await visitor.get('/api/pages/pages/main_page')).statusCode).toBe(200);
  });

  it('is for staff only: 401 for visitors, 403 for customers, and nothing changes', async () => {
    const payload = pagePayload();
    for (const [client, status] of [
      [visitor, 401],
      [customer, 403],
    ] as const) {
      expectApiError(await client.get('/api/pages/admin/pages/'), status);
      expectApiError(await client.post('/api/pages/admin/pages/', payload), status);
      expectApiError(await put(client, '/api/pages/admin/pages/about', payload), status);
      expectApiError(await del(client, '/api/pages/admin/pages/about'), status);
      expectApiError(await client.get('/api/cms/admin/collections/'), status);
      expectApiError(
        await put(client, '/api/cms/admin/collections/main_page', {
          slug: 'main_page',
          content_blocks: [],
        }),
        status,
      );
    }
    expect((await visitor.get(`/api/pages/pages/${payload.slug}`)).statusCode).toBe(404);
    expect((await visitor.get('/api/pages/pages/about')).statusCode).toBe(200);
  });
});

describe('staff write block collections', () => {
  const collection = (overrides: Partial<CollectionPayload> = {}): CollectionPayload => ({
    slug: uniqueSlug('blocks'),
    name: 'Spring campaign',
    content_blocks: [
      {
        title: 'Test days',
        subtitle: 'Every second Saturday',
        link: '/wanna_try/',
        images: [
          {
            image_id: pictureId,
            styling_options: {
              css: 'object-fit: cover',
              css_mobile: 'max-height: 200px',
              css_desktop: 'object-position: top; opacity: 0.9',
            },
          },
        ],
      },
      { title: 'Colour picker', link: 'https://example.com/colours' },
    ],
    ...overrides,
  });

  it('saves blocks in order with their pictures and styling, shown on a page at once', async () => {
    const payload = collection();
    const created = await staff.post('/api/cms/admin/collections/', payload);
    expect(created.statusCode, created.body).toBe(201);
    const blocks = created.json<StaffCollection>().content_blocks;
    expect(blocks.map((block) => block.title)).toEqual(['Test days', 'Colour picker']);
    expect(blocks[0]!.images[0]).toMatchObject({
      id: pictureId,
      styling_options: {
        css: 'object-fit: cover',
        css_mobile: 'max-height: 200px',
        css_desktop: 'object-position: top; opacity: 0.9',
      },
    });

    const page = pagePayload({ block_collection: payload.slug });
    expect((await staff.post('/api/pages/admin/pages/', page)).statusCode).toBe(201);
    const shown = (await visitor.get(`/api/pages/pages/${page.slug}`)).json<ContentPage>();
    expect(shown.content_blocks.map((block) => block.title)).toEqual([
      'Test days',
      'Colour picker',
    ]);

    // Saving again replaces the blocks: reordered, one dropped.
    const saved = await put(staff, `/api/cms/admin/collections/${payload.slug}`, {
      ...payload,
      content_blocks: [{ title: 'Colour picker' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await visitor.get(`/api/pages/pages/${page.slug}`)).json<ContentPage>();
    expect(after.content_blocks.map((block) => block.title)).toEqual(['Colour picker']);

    const list = (await staff.get('/api/cms/admin/collections/')).json<StaffCollectionList>();
    expect(list.collections.find((c) => c.slug === payload.slug)).toMatchObject({
      block_count: 1,
      pages: [page.slug],
    });

    expect((await del(staff, `/api/cms/admin/collections/${payload.slug}`)).statusCode).toBe(204);
    const without = (await visitor.get(`/api/pages/pages/${page.slug}`)).json<ContentPage>();
    expect(without.content_blocks).toEqual([]);
  });

  it('refuses styling that is not plain CSS declarations, and unknown pictures', async () => {
    const base = collection();
    const blockCount = async () =>
      (await t.app.services.database.db.select().from(contentBlocks)).length;
    const before = await blockCount();
    for (const css of [
      'color: red } body { display: none',
      "background: url('https://tracker.example/x.png')",
      '@import "x.css"',
      'color: red; <script>',
      'just words',
    ]) {
      const answer = expectApiError(
        await staff.post('/api/cms/admin/collections/', {
          ...base,
          content_blocks: [
            { title: 'x', images: [{ image_id: pictureId, styling_options: { css } }] },
          ],
        }),
        400,
      );
      expect(Object.keys(answer.errors ?? {}).join(), css).toMatch(
        /content_blocks\.0\.images\.0\.styling_options\.css/,
      );
    }
    const unknown = expectApiError(
      await staff.post('/api/cms/admin/collections/', {
        ...base,
        content_blocks: [{ title: 'x', images: [{ image_id: 999_999 }] }],
      }),
      400,
    );
    expect(Object.keys(unknown.errors ?? {})).toEqual(['content_blocks.0.images.0.image_id']);
    expectApiError(
      await staff.post('/api/cms/admin/collections/', {
        ...base,
        content_blocks: [{ link: 'javascript:alert(1)' }],
      }),
      400,
    );
    expect(await blockCount()).toBe(before);
    expectApiError(await staff.get(`/api/cms/admin/collections/${base.slug}`), 404);
  });

  it("shows a block's video (a path of the site or an https file) on the site", async () => {
    const payload = collection({
      content_blocks: [
        { title: 'Test day', video: '/video/hero-desktop.mp4', images: [{ image_id: pictureId }] },
        { title: 'Launch', video: ' https://cdn.example.com/films/launch.webm?v=2 ' },
        { title: 'No film' },
      ],
    });
    const created = await staff.post('/api/cms/admin/collections/', payload);
    expect(created.statusCode, created.body).toBe(201);
    const shown = await visitor.get(`/api/cms/content_block_collection/${payload.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(
      shown.json<ContentBlockCollection>().content_blocks.map(({ video, images }) => ({
        video,
        poster: images[0]?.id,
      })),
    ).toEqual([
      { video: '/video/hero-desktop.mp4', poster: pictureId },
      { video: 'https://cdn.example.com/films/launch.webm?v=2', poster: undefined },
      { video: '', poster: undefined },
    ]);
    const home = await visitor.get('/api/cms/content_block_collection/main_page');
    expect(
      home.json<ContentBlockCollection>().content_blocks.find((block) => block.video),
    ).toMatchObject({ title: 'Fly one before you buy', video: '/video/hero-desktop.mp4' });
  });

  it('refuses a video that is not an .mp4 or .webm path or https address, saving nothing', async () => {
    const payload = collection({ content_blocks: [{ title: 'Kept', video: '/video/kept.mp4' }] });
    expect((await staff.post('/api/cms/admin/collections/', payload)).statusCode).toBe(201);
    const stored = async () =>
      (await t.app.services.database.db.select().from(contentBlocks)).map((block) => block.video);
    const before = await stored();
    for (const video of [
      'http://cdn.example.com/film.mp4',
      'https://cdn.example.com/film.mov',
      '//cdn.example.com/film.mp4',
      'video/film.mp4',
      'javascript:alert(1)//.mp4',
      '/video/my film.webm',
      `/${'v'.repeat(500)}.mp4`,
    ]) {
      const blocks = [{ title: 'New', video }];
      const created = expectApiError(
        await staff.post('/api/cms/admin/collections/', collection({ content_blocks: blocks })),
        400,
      );
      expect(Object.keys(created.errors ?? {}), video).toEqual(['content_blocks.0.video']);
      const saved = expectApiError(
        await put(staff, `/api/cms/admin/collections/${payload.slug}`, {
          ...payload,
          content_blocks: blocks,
        }),
        400,
      );
      expect(saved.errors?.['content_blocks.0.video']?.[0]).toMatch(
        /^a path of the site \(\/\.\.\.\) or an https address of an \.mp4 or \.webm file$|^at most 500/,
      );
    }
    expect(await stored()).toEqual(before);
    const kept = await visitor.get(`/api/cms/content_block_collection/${payload.slug}`);
    expect(kept.json<ContentBlockCollection>().content_blocks).toMatchObject([
      { title: 'Kept', video: '/video/kept.mp4' },
    ]);
  });

  it('is a 404 for an unknown collection, and a 400 for a slug taken', async () => {
    expectApiError(await staff.get('/api/cms/admin/collections/nothing'), 404);
    expectApiError(
      await put(staff, '/api/cms/admin/collections/nothing', collection({ slug: 'nothing' })),
      404,
    );
    const taken = expectApiError(
      await staff.post('/api/cms/admin/collections/', collection({ slug: 'main_page' })),
      400,
    );
    expect(Object.keys(taken.errors ?? {})).toEqual(['slug']);
  });
});
