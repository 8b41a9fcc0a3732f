import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { escapeHtml } from '../../lib/html';
import { guard } from '../../plugins/auth';

/**
 * Superusers' "Clear Cache" link. A plain link in the menu, so it answers GET; clearing is
 * idempotent and reveals nothing, so a forged request could do no harm.
 */
export default async function cacheRoutes(
  app: FastifyInstance,
  ctx: Pick<Services, 'caches' | 'config'>,
) {
  app.get(
    '/accounting/clear_cache/',
    { schema: { hide: true }, onRequest: guard(PERMISSIONS.clearCache) },
    async (request, reply) => {
      await ctx.caches.clearAll();
      request.log.info({ user: request.user?.id }, 'caches cleared');
      if (!request.headers.accept?.includes('text/html')) return { detail: 'Caches cleared.' };
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(ctx.config.brand)} | Caches cleared</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;background:#f4f6f8}main{background:#fff;padding:32px;border-radius:8px;text-align:center}</style></head>
<body><main><h1>Caches cleared</h1><p>Every server cache was emptied; pages are built afresh from the database.</p><p><a href="/">Back to the shop</a></p></main></body></html>`);
    },
  );
}
