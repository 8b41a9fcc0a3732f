import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import {
  staffListSchema,
  staffMemberSchema,
  staffRoleDefinitionsSchema,
  staffRolesPayloadSchema,
} from '@windfamily/contract/staff';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/audit';
import { guard } from '../../plugins/auth';
import type { Services } from '../module';

const tags = ['staff'];

/** The back office's Staff screen: who holds which role (superusers only). */
export default async function staffRoutes(fastify: FastifyInstance, ctx: Pick<Services, 'staff'>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { staff } = ctx;
  const onRequest = guard(PERMISSIONS.staff);

  app.get(
    '/api/staff/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every member of staff (a role, or a superuser) with roles and last login',
        response: { 200: staffListSchema, ...staffErrors },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return staff.list();
    },
  );

  app.get(
    '/api/staff/roles/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The staff roles: what each is for and the permissions it gives',
        response: { 200: staffRoleDefinitionsSchema, ...staffErrors },
      },
    },
    () => staff.roles(),
  );

  app.put(
    '/api/staff/:id/roles/',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Give an account exactly these roles (an empty list takes them all away); they apply from the account's next request",
        params: idParams,
        body: staffRolesPayloadSchema,
        response: { 200: staffMemberSchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    (request) => staff.setRoles(actorOf(request), request.params.id, request.body.roles),
  );
}
