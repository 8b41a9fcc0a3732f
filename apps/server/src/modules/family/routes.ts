import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  familyGroupAdminListSchema,
  familyGroupAdminSchema,
  familyGroupListSchema,
  familyGroupPayloadSchema,
  familyGroupSchema,
  familyMemberAdminListSchema,
  familyMemberAdminSchema,
  familyMemberPayloadSchema,
  familyMemberSchema,
} from '@windfamily/contract/family';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { idParams, staffErrors, lookupErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';

const tags = ['family'];
const adminTags = ['family admin'];

/** A slug as it comes in a path: anything else than a slug is simply not found. */
const slugParams = z.object({ slug: z.string().max(200) });

export default async function familyRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'family'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { family } = ctx;
  const onRequest = guard(PERMISSIONS.content);

  // ---------------------------------------------------------------------------
  // The site (public).
  // ---------------------------------------------------------------------------

  app.get(
    '/api/family/groups/',
    {
      schema: {
        tags,
        summary: 'Every group of the family in order, each with its members',
        response: { 200: familyGroupListSchema },
      },
    },
    async () => ({ groups: await family.groups() }),
  );

  app.get(
    '/api/family/groups/:slug',
    {
      schema: {
        tags,
        summary:
          'A group of the family (legends, armada, teampilots, family, staff) and its members',
        params: slugParams,
        response: { 200: familyGroupSchema, ...lookupErrors },
      },
    },
    (request) => family.group(request.params.slug),
  );

  app.get(
    '/api/family/member/:slug',
    {
      schema: {
        tags,
        summary: 'A member of the family: bio, links, the wings they fly and their group',
        params: slugParams,
        response: { 200: familyMemberSchema, ...lookupErrors },
      },
    },
    (request) => family.member(request.params.slug),
  );

  // ---------------------------------------------------------------------------
  // The back office (staff).
  // ---------------------------------------------------------------------------

  app.get(
    '/api/family/admin/groups/',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Every group in order with every member, unpublished ones too (staff)',
        response: { 200: familyGroupAdminListSchema, ...staffErrors },
      },
    },
    async () => ({ groups: await family.adminGroups() }),
  );

  app.put(
    '/api/family/admin/groups/:slug',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: "Change a group's name, description or place in the order (staff)",
        params: slugParams,
        body: familyGroupPayloadSchema,
        response: { 200: familyGroupAdminSchema, ...staffErrors },
      },
    },
    (request) => family.updateGroup(request.params.slug, request.body),
  );

  app.get(
    '/api/family/admin/members/',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Every member by group and position, unpublished ones too (staff)',
        response: { 200: familyMemberAdminListSchema, ...staffErrors },
      },
    },
    async () => ({ members: await family.adminMembers() }),
  );

  app.post(
    '/api/family/admin/members/',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary:
          'Add a member to a group (staff); the photo is a picture uploaded first (`photo_id`)',
        body: familyMemberPayloadSchema,
        response: { 201: familyMemberAdminSchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await family.createMember(request.body)),
  );

  app.get(
    '/api/family/admin/members/:id',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'A member (staff)',
        params: idParams,
        response: { 200: familyMemberAdminSchema, ...staffErrors },
      },
    },
    (request) => family.adminMember(request.params.id),
  );

  app.put(
    '/api/family/admin/members/:id',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Change a member, move them to another group, publish or unpublish them (staff)',
        params: idParams,
        body: familyMemberPayloadSchema,
        response: { 200: familyMemberAdminSchema, ...staffErrors },
      },
    },
    (request) => family.updateMember(request.params.id, request.body),
  );

  app.delete(
    '/api/family/admin/members/:id',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Remove a member and their page (staff); their photo stays among the pictures',
        params: idParams,
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      await family.deleteMember(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
