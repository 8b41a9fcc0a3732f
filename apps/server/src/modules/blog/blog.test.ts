import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOG_MESSAGES,
  BLOG_PAGE_SIZE,
  type BlogPost,
  type BlogPostAdmin,
  type BlogPostAdminList,
  type BlogPostList,
  type BlogPostPayload,
  type SocialPostAdmin,
  type SocialPostAdminList,
  type SocialPostList,
  type SocialPostPayload,
} from '@windfamily/contract/blog';
import { blogPosts, images, socialPosts } from '../../db/schema';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { postTimestamp } from './blog.service';

let t: TestApp;
let staff: TestClient;
let customer: TestClient;
let visitor: TestClient;
let coverId: number;

/** A picture row to point at (the blog only needs its id). */
async function pictureId(): Promise<number> {
  const [row] = await t.app.services.database.db
    .insert(images)
    .values({
      key: `blog-${randomBytes(8).toString('hex')}`,
      width: 1600,
      height: 1000,
      widths: [320, 640],
      fallbackFormat: 'jpg',
      alt: 'A wing in the sky',
    })
    .returning({ id: images.id });
  return row!.id;
}

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString().slice(0, 10);

let counter = 0;
const postPayload = (overrides: Partial<BlogPostPayload> = {}): BlogPostPayload => ({
  slug: `post-${process.pid}-${(counter += 1)}`,
  title: 'Test flights in the Tyrol',
  teaser: 'A week of early starts.',
  body: '## The plan\n\nTwo pilots, two prototypes.',
  cover_id: coverId,
  published: true,
  created: day(3),
  ...overrides,
});

const socialPayload = (overrides: Partial<SocialPostPayload> = {}): SocialPostPayload => ({
  image_id: coverId,
  caption: 'Evening session with the team.',
  link: 'https://www.instagram.com/p/evening-session/',
  date: day(1),
  ...overrides,
});

const put = (client: TestClient, url: string, body: Record<string, unknown>) =>
  client.request('PUT', url, body);
const del = (client: TestClient, url: string) => client.request('DELETE', url);

async function createPost(overrides: Partial<BlogPostPayload> = {}): Promise<BlogPostAdmin> {
  const response = await staff.post('/api/blog/admin/posts/', postPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BlogPostAdmin>();
}

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loggedInClient(t, 'staff')).client;
  customer = (await loggedInClient(t, 'customer')).client;
  visitor = new TestClient(t.app);
  coverId = await pictureId();
});
afterAll(async () => t.close());

describe('GET /api/blog/posts/', () => {
  it('pages the published posts, newest first, without drafts', async () => {
    const slugs: string[] = [];
    // Older than anything else in this file's database, so they are the last pages.
    for (let i = 0; i < BLOG_PAGE_SIZE + 2; i += 1)
      slugs.push((await createPost({ created: day(400 + i) })).slug);
    const draft = await createPost({ published: false, created: day(399) });

    const first = await visitor.get('/api/blog/posts/');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<BlogPostList>();
    expect(page1.page).toBe(1);
    expect(page1.page_size).toBe(BLOG_PAGE_SIZE);
    expect(page1.results.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
    expect(page1.count).toBeGreaterThanOrEqual(BLOG_PAGE_SIZE + 2);

    const last = Math.ceil(page1.count / BLOG_PAGE_SIZE);
    const all: BlogPostList['results'] = [];
    for (let page = 1; page <= last; page += 1)
      all.push(
        ...(await visitor.get(`/api/blog/posts/?page=${page}`)).json<BlogPostList>().results,
      );
    expect(all).toHaveLength(page1.count);
    expect(all.map((post) => post.slug)).not.toContain(draft.slug);
    const created = all.map((post) => post.created);
    expect([...created].sort().reverse()).toEqual(created);
    // The oldest ones come last, in order.
    expect(all.slice(-slugs.length).map((post) => post.slug)).toEqual(slugs);

    const summary = all.find((post) => post.slug === slugs[0])!;
    expect(summary).toEqual({
      slug: slugs[0],
      title: 'Test flights in the Tyrol',
      teaser: 'A week of early starts.',
      cover: expect.objectContaining({ id: coverId, alt: 'A wing in the sky' }) as unknown,
      created: expect.stringMatching(new RegExp(`^${day(400)}T`)) as unknown,
    });
    expect(summary).not.toHaveProperty('body');
  });

  it('answers an empty page past the end, with the count', async () => {
    const response = await visitor.get('/api/blog/posts/?page=5000');
    expect(response.statusCode).toBe(200);
    const page = response.json<BlogPostList>();
    expect(page.results).toEqual([]);
    expect(page.page).toBe(5000);
    expect(page.count).toBeGreaterThan(0);
  });

  it.each(['0', '-1', 'two', '1.5', '100001'])('refuses ?page=%s with a 400', async (page) => {
    const body = expectApiError(await visitor.get(`/api/blog/posts/?page=${page}`), 400);
    expect(Object.keys(body.errors ?? {})).toEqual(['page']);
  });
});

describe('GET /api/blog/posts/{slug}/', () => {
  it('answers a published post with its body, with or without the trailing slash', async () => {
    const post = await createPost({ cover_id: null });
    for (const url of [`/api/blog/posts/${post.slug}/`, `/api/blog/posts/${post.slug}`]) {
      const response = await visitor.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json<BlogPost>()).toEqual({
        slug: post.slug,
        title: post.title,
        teaser: post.teaser,
        cover: null,
        created: post.created,
        body: '## The plan\n\nTwo pilots, two prototypes.',
        updated: post.updated,
      });
    }
  });

  it('answers 404 Not Found for an unknown or unpublished post', async () => {
    const draft = await createPost({ published: false });
    for (const slug of ['no-such-post', draft.slug]) {
      const response = await visitor.get(`/api/blog/posts/${slug}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not Found' });
    }
  });
});

describe('GET /api/blog/instaposts/', () => {
  it('answers the social posts, newest first', async () => {
    const older = (
      await staff.post('/api/blog/admin/instaposts/', socialPayload({ date: day(20) }))
    ).json<SocialPostAdmin>();
    const newer = (
      await staff.post('/api/blog/admin/instaposts/', socialPayload({ date: day(2) }))
    ).json<SocialPostAdmin>();
    const response = await visitor.get('/api/blog/instaposts/');
    expect(response.statusCode).toBe(200);
    const { results } = response.json<SocialPostList>();
    const ids = results.map((post) => post.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(results.find((post) => post.id === newer.id)).toEqual({
      id: newer.id,
      image: expect.objectContaining({ id: coverId }) as unknown,
      caption: 'Evening session with the team.',
      link: 'https://www.instagram.com/p/evening-session/',
      date: day(2),
    });
  });
});

describe('staff: posts', () => {
  it('lists every post, drafts too, for staff only', async () => {
    const draft = await createPost({ published: false });
    const response = await staff.get('/api/blog/admin/posts/');
    expect(response.statusCode).toBe(200);
    const found = response.json<BlogPostAdminList>().posts.find((post) => post.id === draft.id);
    expect(found).toMatchObject({ slug: draft.slug, published: false, cover_id: coverId });

    expectApiError(await visitor.get('/api/blog/admin/posts/'), 401);
    expectApiError(await customer.get('/api/blog/admin/posts/'), 403);
    expectApiError(await visitor.get(`/api/blog/admin/posts/${draft.id}`), 401);
    expectApiError(await customer.get(`/api/blog/admin/posts/${draft.id}`), 403);
  });

  it('creates a post that shows on the site at once', async () => {
    const post = await createPost({ slug: `launch-${process.pid}`, created: day(0) });
    expect(post).toMatchObject({
      slug: `launch-${process.pid}`,
      published: true,
      cover_id: coverId,
      cover: expect.objectContaining({ id: coverId }) as unknown,
    });
    // Dated today: now, so it leads the list.
    expect(Math.abs(Date.parse(post.created) - Date.now())).toBeLessThan(60_000);
    const list = (await visitor.get('/api/blog/posts/')).json<BlogPostList>();
    expect(list.results[0]?.slug).toBe(post.slug);
    expect((await staff.get(`/api/blog/admin/posts/${post.id}`)).json()).toEqual(post);
  });

  it('changes, dates back, unpublishes and publishes a post', async () => {
    const post = await createPost();
    const changed = await put(staff, `/api/blog/admin/posts/${post.id}`, {
      ...postPayload({ slug: post.slug, title: 'Sophie Joy is here', created: day(30) }),
      published: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const admin = changed.json<BlogPostAdmin>();
    expect(admin).toMatchObject({ title: 'Sophie Joy is here', published: false });
    expect(admin.created).toBe(`${day(30)}T12:00:00.000Z`);
    expect((await visitor.get(`/api/blog/posts/${post.slug}/`)).statusCode).toBe(404);

    const republished = await put(staff, `/api/blog/admin/posts/${post.id}`, {
      ...postPayload({ slug: post.slug, title: 'Sophie Joy is here', created: day(30) }),
      published: true,
    });
    // The same day keeps the post's time.
    expect(republished.json<BlogPostAdmin>().created).toBe(admin.created);
    const read = await visitor.get(`/api/blog/posts/${post.slug}/`);
    expect(read.json<BlogPost>().title).toBe('Sophie Joy is here');
  });

  it('refuses bad input with field errors, and changes nothing', async () => {
    const post = await createPost();
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ slug: 'a--b' }, 'slug'],
      [{ title: '   ' }, 'title'],
      [{ created: '2026-02-30' }, 'created'],
      [{ cover_id: 'x' }, 'cover_id'],
    ];
    for (const [change, field] of cases) {
      const body = expectApiError(
        await put(staff, `/api/blog/admin/posts/${post.id}`, { ...postPayload(), ...change }),
        400,
      );
      expect(Object.keys(body.errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    expectApiError(
      await staff.post('/api/blog/admin/posts/', { ...postPayload(), slug: 'Bad Slug' }),
      400,
      { slug: [BLOG_MESSAGES.slug] },
    );
    const unchanged = (await staff.get(`/api/blog/admin/posts/${post.id}`)).json<unknown>();
    expect(unchanged).toEqual(post);
  });

  it('refuses a slug in use and a picture that does not exist', async () => {
    const first = await createPost();
    const second = await createPost();
    expectApiError(
      await staff.post('/api/blog/admin/posts/', postPayload({ slug: first.slug })),
      400,
      {
        slug: [BLOG_MESSAGES.slugTaken(first.slug)],
      },
    );
    expectApiError(
      await put(staff, `/api/blog/admin/posts/${second.id}`, postPayload({ slug: first.slug })),
      400,
      { slug: [BLOG_MESSAGES.slugTaken(first.slug)] },
    );
    expectApiError(
      await staff.post('/api/blog/admin/posts/', postPayload({ cover_id: 2_000_000_000 })),
      400,
      { cover_id: [BLOG_MESSAGES.noPicture(2_000_000_000)] },
    );
    expect((await staff.get(`/api/blog/admin/posts/${second.id}`)).json()).toEqual(second);
  });

  it('answers 404 for a post that does not exist', async () => {
    expectApiError(await staff.get('/api/blog/admin/posts/999999'), 404);
    expectApiError(await put(staff, '/api/blog/admin/posts/999999', postPayload()), 404);
    expectApiError(await del(staff, '/api/blog/admin/posts/999999'), 404);
    expectApiError(await staff.get('/api/blog/admin/posts/abc'), 400);
  });

  it('lets only staff write', async () => {
    const post = await createPost();
    for (const client of [visitor, customer]) {
      const status = client === visitor ? 401 : 403;
      expectApiError(await client.post('/api/blog/admin/posts/', postPayload()), status);
      expectApiError(
        await put(client, `/api/blog/admin/posts/${post.id}`, postPayload({ title: 'Hacked' })),
        status,
      );
      expectApiError(await del(client, `/api/blog/admin/posts/${post.id}`), status);
    }
    expect((await staff.get(`/api/blog/admin/posts/${post.id}`)).json()).toEqual(post);
  });

  it('deletes a post: gone from the site at once, its picture kept', async () => {
    const post = await createPost();
    const response = await del(staff, `/api/blog/admin/posts/${post.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await visitor.get(`/api/blog/posts/${post.slug}/`)).statusCode).toBe(404);
    const rows = await t.app.services.database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, post.id));
    expect(rows).toEqual([]);
    const pictures = await t.app.services.database.db
      .select()
      .from(images)
      .where(eq(images.id, coverId));
    expect(pictures).toHaveLength(1);
  });
});

describe('staff: social posts', () => {
  it('adds, lists, changes and deletes a social post', async () => {
    const created = await staff.post('/api/blog/admin/instaposts/', socialPayload());
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json<SocialPostAdmin>();
    expect(post).toMatchObject({ image_id: coverId, date: day(1) });

    const list = (await staff.get('/api/blog/admin/instaposts/')).json<SocialPostAdminList>();
    expect(list.results.map((row) => row.id)).toContain(post.id);

    const changed = await put(staff, `/api/blog/admin/instaposts/${post.id}`, {
      ...socialPayload({ caption: 'Goal!', link: 'https://www.instagram.com/p/goal/' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<SocialPostAdmin>()).toMatchObject({
      caption: 'Goal!',
      link: 'https://www.instagram.com/p/goal/',
    });
    const shown = (await visitor.get('/api/blog/instaposts/')).json<SocialPostList>();
    expect(shown.results.find((row) => row.id === post.id)?.caption).toBe('Goal!');

    expect((await del(staff, `/api/blog/admin/instaposts/${post.id}`)).statusCode).toBe(204);
    const after = (await visitor.get('/api/blog/instaposts/')).json<SocialPostList>();
    expect(after.results.map((row) => row.id)).not.toContain(post.id);
  });

  it('refuses a link that is not https, a missing picture and a bad date', async () => {
    for (const link of ['http://example.com/p/1', 'javascript:alert(1)', 'instagram.com/p/1', '']) {
      const body = expectApiError(
        await staff.post('/api/blog/admin/instaposts/', socialPayload({ link })),
        400,
      );
      expect(body.errors?.link?.length).toBeGreaterThan(0);
    }
    expectApiError(
      await staff.post('/api/blog/admin/instaposts/', socialPayload({ link: 'http://x.com/' })),
      400,
      { link: [BLOG_MESSAGES.httpsLink] },
    );
    expectApiError(
      await staff.post('/api/blog/admin/instaposts/', socialPayload({ image_id: 2_000_000_000 })),
      400,
      { image_id: [BLOG_MESSAGES.noPicture(2_000_000_000)] },
    );
    const badDate = expectApiError(
      await staff.post('/api/blog/admin/instaposts/', socialPayload({ date: 'yesterday' })),
      400,
    );
    expect(Object.keys(badDate.errors ?? {})).toEqual(['date']);
    const count = await t.app.services.database.db
      .select()
      .from(socialPosts)
      .where(eq(socialPosts.link, 'http://x.com/'));
    expect(count).toEqual([]);
  });

  it('answers 404 for an unknown social post and lets only staff write', async () => {
    expectApiError(await put(staff, '/api/blog/admin/instaposts/999999', socialPayload()), 404);
    expectApiError(await del(staff, '/api/blog/admin/instaposts/999999'), 404);
    const post = (
      await staff.post('/api/blog/admin/instaposts/', socialPayload())
    ).json<SocialPostAdmin>();
    for (const client of [visitor, customer]) {
      const status = client === visitor ? 401 : 403;
      expectApiError(await client.get('/api/blog/admin/instaposts/'), status);
      expectApiError(await client.post('/api/blog/admin/instaposts/', socialPayload()), status);
      expectApiError(
        await put(client, `/api/blog/admin/instaposts/${post.id}`, socialPayload({ caption: 'x' })),
        status,
      );
      expectApiError(await del(client, `/api/blog/admin/instaposts/${post.id}`), status);
    }
  });
});

describe('postTimestamp', () => {
  const now = new Date('2026-05-10T08:30:00.000Z');
  it('keeps the time when the day is unchanged, uses now for today, noon otherwise', () => {
    const previous = new Date('2026-04-01T17:45:00.000Z');
    expect(postTimestamp('2026-04-01', previous, now)).toBe(previous);
    expect(postTimestamp('2026-05-10', previous, now)).toBe(now);
    expect(postTimestamp('2026-03-02', previous, now).toISOString()).toBe(
      '2026-03-02T12:00:00.000Z',
    );
  });
});
