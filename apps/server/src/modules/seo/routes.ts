import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../lib/html';
import { catalogSitemap } from '../catalog/page-meta';

/** Pages never worth a search engine's visit. */
const PRIVATE_PATHS = [
  '/api/',
  '/backoffice/',
  '/account/',
  '/store/checkout',
  '/store/orders/',
  '/dev/',
];

/** robots.txt and sitemap.xml for search engines (DESIGN.md section 6). */
export default async function seoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
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
    const paths = ['/', ...(await catalogSitemap(ctx.catalog))];
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
}
