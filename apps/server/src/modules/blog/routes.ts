import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogPageQuerySchema,
  blogPostAdminListSchema,
  blogPostAdminSchema,
  blogPostListSchema,
  blogPostPayloadSchema,
  blogPostSchema,
  socialPostAdminListSchema,
  socialPostAdminSchema,
  socialPostListSchema,
  socialPostPayloadSchema,
} from '@windfamily/contract/blog';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { idParams, staffErrors, lookupErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';

const tags = ['blog'];
const adminTags = ['blog admin'];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const deleted = { 204: z.null().describe('Deleted') };

/**
 * The news blog (SPEC.md: GET /api/blog/posts/, /api/blog/posts/{slug}/, /api/blog/instaposts/)
 * and its back office under /api/blog/admin/ (staff only). Reads go to the database, so every
 * write shows on the site with the next request.
 */
export default async function blogRoutes(fastify: FastifyInstance, ctx: Pick<Services, 'blog'>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { blog } = ctx;

  app.get(
    '/api/blog/posts/',
    {
      schema: {
        tags,
        summary: `Published posts, newest first, a page at a time (\`page\` from 1; a page past the end is empty)`,
        querystring: blogPageQuerySchema,
        response: { 200: blogPostListSchema, 400: apiErrorSchema },
      },
    },
    (request) => blog.list(request.query.page),
  );

  app.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        tags,
        summary: 'A published post with its Markdown body',
        params: slugParams,
        response: { 200: blogPostSchema, ...lookupErrors },
      },
    },
    (request) => blog.post(request.params.slug),
  );

  app.get(
    '/api/blog/instaposts/',
    {
      schema: {
        tags,
        summary: "The latest posts of the maker's social account, newest first",
        response: { 200: socialPostListSchema },
      },
    },
    async () => ({ results: await blog.socialPosts() }),
  );

  const onRequest = guard(PERMISSIONS.content);

  app.get(
    '/api/blog/admin/posts/',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Every post, drafts too, newest first (staff)',
        response: { 200: blogPostAdminListSchema, ...staffErrors },
      },
    },
    async () => ({ posts: await blog.adminPosts() }),
  );

  app.post(
    '/api/blog/admin/posts/',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Write a post (staff); the cover by the id of an uploaded picture',
        body: blogPostPayloadSchema,
        response: { 201: blogPostAdminSchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await blog.createPost(request.body)),
  );

  app.get(
    '/api/blog/admin/posts/:id',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'A post, draft or published (staff)',
        params: idParams,
        response: { 200: blogPostAdminSchema, ...staffErrors },
      },
    },
    (request) => blog.adminPost(request.params.id),
  );

  app.put(
    '/api/blog/admin/posts/:id',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Change, publish or unpublish a post (staff)',
        params: idParams,
        body: blogPostPayloadSchema,
        response: { 200: blogPostAdminSchema, ...staffErrors },
      },
    },
    (request) => blog.updatePost(request.params.id, request.body),
  );

  app.delete(
    '/api/blog/admin/posts/:id',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Delete a post (staff); its cover picture stays in the library',
        params: idParams,
        response: { ...deleted, ...staffErrors },
      },
    },
    async (request, reply) => {
      await blog.deletePost(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/blog/admin/instaposts/',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Every social post, newest first (staff)',
        response: { 200: socialPostAdminListSchema, ...staffErrors },
      },
    },
    async () => ({ results: await blog.adminSocialPosts() }),
  );

  app.post(
    '/api/blog/admin/instaposts/',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary:
          'Add a social post: an uploaded picture, a caption, its https link, its day (staff)',
        body: socialPostPayloadSchema,
        response: { 201: socialPostAdminSchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await blog.createSocialPost(request.body)),
  );

  app.put(
    '/api/blog/admin/instaposts/:id',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Change a social post (staff)',
        params: idParams,
        body: socialPostPayloadSchema,
        response: { 200: socialPostAdminSchema, ...staffErrors },
      },
    },
    (request) => blog.updateSocialPost(request.params.id, request.body),
  );

  app.delete(
    '/api/blog/admin/instaposts/:id',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Delete a social post (staff)',
        params: idParams,
        response: { ...deleted, ...staffErrors },
      },
    },
    async (request, reply) => {
      await blog.deleteSocialPost(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
