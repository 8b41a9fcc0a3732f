import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '@windfamily/contract/audit';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { staffErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';
import type { Services } from '../module';

export default async function auditRoutes(fastify: FastifyInstance, ctx: Pick<Services, 'audit'>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/audit/',
    {
      onRequest: guard(PERMISSIONS.audit),
      schema: {
        tags: ['staff'],
        summary:
          'The audit log: every staff write with who, when, what, before and after; newest first, filtered',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return ctx.audit.list(request.query);
    },
  );
}
