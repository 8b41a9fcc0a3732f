import type { FastifyInstance } from 'fastify';
import type { Services } from '../module';
import { escapeHtml } from '../../lib/html';
import { catalogSitemap } from '../catalog/page-meta';

/** Pages never worth a search engine's visit. */
const PRIVATE_PATHS = [
  '/api/',
  '/backoffice/',
  '/account/',
  '/store/checkout',
  '/store/orders/',
  '/q/',
  '/dev/',
];

/** The blog's Atom feed. */
export const BLOG_FEED_PATH = '/blog/feed.xml';

/** robots.txt, sitemap.xml and the blog's feed (DESIGN.md section 6). */
export default async function seoRoutes(
  app: FastifyInstance,
  ctx: Pick<Services, 'config' | 'blog' | 'catalog' | 'content' | 'family'>,
) {
  const { publicUrl } = ctx.config;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const paths = [
      '/',
      ...(await catalogSitemap(ctx.catalog)),
      ...(await ctx.content.sitemap()),
      '/blog',
      ...(await ctx.blog.publishedSlugs()).map(({ slug }) => `/blog/${slug}/`),
      '/downloads',
      ...(await ctx.family.sitemap()),
    ];
    const urls = paths.map(
      (path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get(BLOG_FEED_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const { results } = await ctx.blog.list(1);
    const { brand } = ctx.config;
    const updated = results[0]?.created ?? new Date(0).toISOString();
    const entries = results.map((post) => {
      const url = `${publicUrl}/blog/${post.slug}/`;
      return `  <entry>
    <title>${escapeHtml(post.title)}</title>
    <link href="${escapeHtml(url)}"/>
    <id>${escapeHtml(url)}</id>
    <updated>${escapeHtml(post.created)}</updated>
    <summary>${escapeHtml(post.teaser)}</summary>
  </entry>`;
    });
    return reply
      .type('application/atom+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeHtml(`${brand} | News`)}</title>
  <link href="${escapeHtml(`${publicUrl}/blog`)}"/>
  <link rel="self" href="${escapeHtml(`${publicUrl}${BLOG_FEED_PATH}`)}"/>
  <id>${escapeHtml(`${publicUrl}/blog`)}</id>
  <updated>${escapeHtml(updated)}</updated>
${entries.join('\n')}
</feed>
`,
      );
  });
}
