import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogApiPaths } from '@windfamily/contract/api-paths';
import {
  BLOG_CARD_IMAGE_SIZES,
  BLOG_COVER_IMAGE_SIZES,
  type BlogPost,
  type BlogPostList,
  type SocialPostList,
} from '@windfamily/contract/blog';
import { blogPosts, socialPosts } from '../../db/schema';
import { seedDemoBlog } from '../../seed/demo-blog';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { preloadedOf, standInWebBuild } from '../../test/web-pages';
import { blogPageMeta } from './page-meta';
import { blogPageOf, blogPagePreloads } from './page-preloads';

// The demo blog, its covers rendered by the image pipeline, served in a stand-in web build.
const dist = standInWebBuild();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webDistDir: dist.dir });
  const seeder = { db: t.app.services.database.db, images: t.app.services.images };
  await seedDemoBlog(seeder);
  await seedDemoBlog(seeder);
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const metaTag = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('the demo blog', () => {
  it('is seeded once: posts with covers (one a draft) and social posts', async () => {
    const { db } = t.app.services.database;
    const [posts] = await db.select({ n: count() }).from(blogPosts);
    const [drafts] = await db
      .select({ n: count() })
      .from(blogPosts)
      .where(eq(blogPosts.published, false));
    const [social] = await db.select({ n: count() }).from(socialPosts);
    expect(posts?.n).toBe(8);
    expect(drafts?.n).toBe(1);
    expect(social?.n).toBe(6);

    const client = new TestClient(t.app);
    const list = (await client.get('/api/blog/posts/')).json<BlogPostList>();
    expect(list.count).toBe(7);
    expect(list.results.every((post) => post.cover !== null)).toBe(true);
    expect(list.results[0]?.slug).toBe('sophie-joy-is-here');
    const feed = (await client.get('/api/blog/instaposts/')).json<SocialPostList>();
    expect(feed.results).toHaveLength(6);
    expect(feed.results.every((post) => post.link.startsWith('https://'))).toBe(true);
    // The pictures are really there, as the pipeline rendered them.
    const cover = await client.get(list.results[0]!.cover!.webp);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
  });
});

describe('the calls a blog page makes first', () => {
  it('are the first page for the list and the post for a post page', () => {
    expect(blogPagePreloads.calls('/blog', 'at')).toEqual([blogApiPaths.posts()]);
    expect(blogPagePreloads.calls('/blog/', 'at')).toEqual([blogApiPaths.posts()]);
    expect(blogPagePreloads.calls('/blog/sophie-joy-is-here/', 'at')).toEqual([
      blogApiPaths.post('sophie-joy-is-here'),
    ]);
    expect(blogPagePreloads.calls('/blog/a/b', 'at')).toEqual([]);
    expect(blogPagePreloads.calls('/blogs', 'at')).toEqual([]);
    expect(blogPagePreloads.calls('/about', 'at')).toEqual([]);
    expect(blogPageOf('/blog/%E0%A4%A')).toBeUndefined();
  });

  it('put the first page of posts and its first cover into the list page', async () => {
    const client = new TestClient(t.app);
    const page = await client.get('/blog');
    expect(page.statusCode).toBe(200);
    const answers = preloadedOf(page.body);
    const live = await client.get(blogApiPaths.posts());
    expect(answers[blogApiPaths.posts()]).toEqual({ status: 200, body: live.json<unknown>() });
    const first = live.json<BlogPostList>().results[0]!;
    expect(page.body).toContain(
      `imagesrcset="${first.cover!.webp_srcset}" imagesizes="${BLOG_CARD_IMAGE_SIZES}"`,
    );
    expect(page.body).toContain('<title>DEV Windfamily | News</title>');
  });

  it('put the post, its cover and its link preview into a post page', async () => {
    const client = new TestClient(t.app);
    const page = await client.get('/blog/test-flights-in-the-tyrol/');
    const post = preloadedOf(page.body)[blogApiPaths.post('test-flights-in-the-tyrol')];
    expect(post?.status).toBe(200);
    const body = post?.body as BlogPost;
    expect(body.title).toBe('Test flights in the Tyrol');
    expect(page.body).toContain(
      `imagesrcset="${body.cover!.webp_srcset}" imagesizes="${BLOG_COVER_IMAGE_SIZES}"`,
    );
    expect(page.body).toContain('<title>DEV Windfamily | Test flights in the Tyrol</title>');
    expect(metaTag(page.body, 'og:title')).toBe('Test flights in the Tyrol');
    expect(metaTag(page.body, 'og:description')).toBe(body.teaser);
    expect(metaTag(page.body, 'og:image')).toMatch(
      /^http:\/\/shop\.test\/media\/images\/\w+\/\d+\.(jpg|png)$/,
    );
  });

  it('tell nothing of a draft or an unknown post', async () => {
    const client = new TestClient(t.app);
    for (const slug of ['winter-opening-hours', 'no-such-post']) {
      const page = await client.get(`/blog/${slug}/`);
      expect(preloadedOf(page.body)[blogApiPaths.post(slug)]).toEqual({
        status: 404,
        body: { detail: 'Not Found' },
      });
      expect(page.body).not.toContain('Winter opening hours');
      expect(page.body).not.toContain('rel="preload" as="image"');
    }
    const metaOf = blogPageMeta(t.app.services.blog, { brand: 'Windfamily' });
    expect(await metaOf('/blog/winter-opening-hours/')).toBeUndefined();
    expect(await metaOf('/store/categories')).toBeUndefined();
  });
});
