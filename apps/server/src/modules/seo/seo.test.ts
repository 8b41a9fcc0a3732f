import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema';
import { seedDemoContent } from '../../seed/demo-content';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(
    { db: t.app.services.database.db, images: t.app.services.images },
    { images: false },
  );
  await t.app.services.database.db.insert(blogPosts).values([
    {
      slug: 'spring-test-days',
      title: 'Spring test days & more',
      teaser: 'Every model, every size.',
      published: true,
      createdAt: new Date('2026-04-02T12:00:00Z'),
    },
    { slug: 'secret-draft', title: 'Not yet', published: false },
  ]);
});
afterAll(async () => t.close());

describe('search engines and feed readers', () => {
  it('find every public page in the sitemap, drafts and private pages not', async () => {
    const response = await new TestClient(t.app).get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const { publicUrl } = t.app.services.config;
    for (const path of [
      '/',
      '/about/',
      '/contact/',
      '/imprint/',
      '/blog',
      '/blog/spring-test-days/',
      '/downloads',
    ])
      expect(response.body).toContain(`<loc>${publicUrl}${path}</loc>`);
    expect(response.body).not.toContain('secret-draft');
    expect(response.body).not.toContain('main_page');
    expect(response.body).not.toContain('/backoffice');
  });

  it('get robots.txt pointing at the sitemap', async () => {
    const response = await new TestClient(t.app).get('/robots.txt');
    expect(response.body).toContain('Disallow: /backoffice/');
    expect(response.body).toContain(`Sitemap: ${t.app.services.config.publicUrl}/sitemap.xml`);
  });

  it('get the blog as an Atom feed, escaped', async () => {
    const response = await new TestClient(t.app).get('/blog/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(response.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(response.body).toContain('<title>Spring test days &amp; more</title>');
    expect(response.body).toContain('/blog/spring-test-days/');
    expect(response.body).not.toContain('Not yet');
  });
});
