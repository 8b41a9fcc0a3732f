import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema } from '@windfamily/contract/accounts';
import {
  CONTACT_SENT,
  collectionPayloadSchema,
  contactPayloadSchema,
  contentBlockCollectionSchema,
  contentPageSchema,
  pagePayloadSchema,
  staffCollectionListSchema,
  staffCollectionSchema,
  staffPageListSchema,
  staffPageSchema,
} from '@windfamily/contract/content';
import { VIDEO_ID_PATTERN, videoThumbnailPath } from '@windfamily/contract/api-paths';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { notFound } from '../../lib/http-error';
import { sendRendered } from '../../lib/json-cache';
import { fileAnswer, formErrors, lookupErrors, staffErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';
import type { ContentSnapshot } from './content.service';

const tags = ['content'];
const staffTags = ['content admin'];
/** sendRendered compresses these answers once per rendering, not @fastify/compress per request. */
const precompressed = { compress: false } as const;
const slugParams = z.object({ slug: z.string().min(1).max(80) });
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'private, no-store');

/**
 * The content system: published pages and block collections for everyone (rendered once per
 * snapshot, as the catalogue's answers), and the staff calls that write them.
 */
export default async function contentRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'content' | 'contact'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { content } = ctx;

  /** Renders (or reuses) the answer `name`, or 404 when `render` finds nothing. */
  function sendContent(
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    pick: (snapshot: ContentSnapshot) => unknown,
  ) {
    const answer = (snapshot: ContentSnapshot): void => {
      const found = pick(snapshot);
      if (found === undefined) throw notFound();
      void sendRendered(
        request,
        reply,
        content.responses.get(name, snapshot.generation, () => found),
      );
    };
    const snapshot = content.snapshotNow();
    if (snapshot) return answer(snapshot);
    return content.snapshot().then(answer);
  }

  app.get(
    '/api/pages/pages/:slug',
    {
      ...precompressed,
      schema: {
        tags,
        summary: 'A published content page: title, Markdown content and its content blocks',
        params: slugParams,
        response: { 200: contentPageSchema, ...lookupErrors },
      },
    },
    (request, reply) =>
      sendContent(request, reply, `page:${request.params.slug}`, (snapshot) =>
        snapshot.pages.get(request.params.slug),
      ),
  );

  app.get(
    '/api/cms/content_block_collection/:slug',
    {
      ...precompressed,
      schema: {
        tags,
        summary: 'The content blocks of a collection, in order',
        params: slugParams,
        response: { 200: contentBlockCollectionSchema, ...lookupErrors },
      },
    },
    (request, reply) =>
      sendContent(request, reply, `collection:${request.params.slug}`, (snapshot) =>
        snapshot.collections.get(request.params.slug),
      ),
  );

  app.get(
    videoThumbnailPath(':videoid'),
    {
      schema: {
        tags,
        summary:
          "A video's thumbnail, fetched once by the server and kept (a placeholder when the video service cannot be reached)",
        params: z.object({
          videoid: z.string().regex(VIDEO_ID_PATTERN, 'not a video id'),
        }),
        // Never a 404: an unknown video has the placeholder.
        response: { 200: fileAnswer('The picture', 'image/*'), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const thumbnail = await content.videoThumbnails.get(request.params.videoid);
      return (
        reply
          .type(thumbnail.contentType)
          .header(
            'cache-control',
            thumbnail.cached ? 'public, max-age=604800, immutable' : 'public, max-age=600',
          )
          // The route's types know the picture as the string its schema documents.
          .send(thumbnail.body as unknown as string)
      );
    },
  );

  app.post(
    '/api/pages/contact/',
    {
      schema: {
        tags,
        summary:
          'Send a message to the shop (the contact form); the sender gets a copy. Limited per address.',
        body: contactPayloadSchema,
        response: { 200: detailSchema, ...formErrors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await ctx.contact.send(request.body, request.ip);
      return { detail: CONTACT_SENT };
    },
  );

  // Staff.
  const onRequest = guard(PERMISSIONS.content);

  app.get(
    '/api/pages/admin/pages/',
    {
      onRequest,
      schema: {
        tags: staffTags,
        summary: 'Every page, published or not (staff)',
        response: { 200: staffPageListSchema, ...staffErrors },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return content.staffPages();
    },
  );

  app.get(
    '/api/pages/admin/pages/:slug',
    {
      onRequest,
      schema: {
        tags: staffTags,
        summary: 'A page as staff edit it (staff)',
        params: slugParams,
        response: { 200: staffPageSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return content.staffPage(request.params.slug);
    },
  );

  app.post(
    '/api/pages/admin/pages/',
    {
      onRequest,
      schema: {
        tags: staffTags,
        summary: 'Create a page (staff)',
        body: pagePayloadSchema,
        response: { 201: staffPageSchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await content.createPage(request.body)),
  );

  app.put(
    '/api/pages/admin/pages/:slug',
    {
      onRequest,
      schema: {
        tags: staffTags,
        summary: 'Save a page (staff); it shows on the site at once',
        params: slugParams,
        body: pagePayloadSchema,
        response: { 200: staffPageSchema, 409: apiErrorSchema, ...staffErrors },
      },
    },
    async (request) => content.updatePage(request.params.slug, request.body),
  );

  app.delete(
    '/api/pages/admin/pages/:slug',
    {
      onRequest,
      schema: {
        tags: staffTags,
        summary: 'Delete a page (staff); the home page stays',
        params: slugParams,
        response: { 204: z.null(), 409: apiErrorSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      await content.deletePage(request.params.slug);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/cms/admin/collections/',
    {
      onRequest,
      schema: {
        tags: staffTags,
        summary: 'Every content block collection (staff)',
        response: { 200: staffCollectionListSchema, ...staffErrors },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return content.staffCollections();
    },
  );

  app.get(
    '/api/cms/admin/collections/:slug',
    {
      onRequest,
      schema: {
        tags: staffTags,
        summary: 'A content block collection with its blocks (staff)',
        params: slugParams,
        response: { 200: staffCollectionSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return content.staffCollection(request.params.slug);
    },
  );

  app.post(
    '/api/cms/admin/collections/',
    {
      onRequest,
      schema: {
        tags: staffTags,
        summary: 'Create a content block collection with its blocks (staff)',
        body: collectionPayloadSchema,
        response: { 201: staffCollectionSchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await content.createCollection(request.body)),
  );

  app.put(
    '/api/cms/admin/collections/:slug',
    {
      onRequest,
      schema: {
        tags: staffTags,
        summary:
          'Save a collection: its name and every block, in order (replaces the blocks it had)',
        params: slugParams,
        body: collectionPayloadSchema,
        response: { 200: staffCollectionSchema, ...staffErrors },
      },
    },
    async (request) => content.updateCollection(request.params.slug, request.body),
  );

  app.delete(
    '/api/cms/admin/collections/:slug',
    {
      onRequest,
      schema: {
        tags: staffTags,
        summary: 'Delete a collection and its blocks (staff); pages that showed it show none',
        params: slugParams,
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      await content.deleteCollection(request.params.slug);
      return reply.status(204).send(null);
    },
  );
}
