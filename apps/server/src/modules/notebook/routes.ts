import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notebookQueryPayloadSchema,
  notebookResultSchema,
  notebookSavedQueryListSchema,
  notebookSavedQueryPayloadSchema,
  notebookSavedQuerySchema,
  notebookSchemaSchema,
} from '@windfamily/contract/notebook';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import { idParams, staffErrors } from '../../lib/route-schemas';
import { guard, requireUser } from '../../plugins/auth';
import type { Services } from '../module';

const tags = ['notebook'];
const noStore = { 'cache-control': 'private, no-store' };
const BASE = '/api/notebook';

/** Dev mode only (the module is left out in prod): the data notebook's calls, for superusers. */
export default async function notebookRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'notebook'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { notebook } = ctx;
  const onRequest = guard(PERMISSIONS.notebook);

  app.post(
    `${BASE}/query/`,
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Run one reading statement (SELECT, WITH, VALUES, TABLE, EXPLAIN, SHOW) in a read-only transaction that is rolled back; 400 with the database's message when it fails or takes too long",
        body: notebookQueryPayloadSchema,
        response: { 200: notebookResultSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return notebook.run(request.body.sql, request.body.limit);
    },
  );

  app.get(
    `${BASE}/schema/`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Every table of the app's schema with its columns and their types",
        response: { 200: notebookSchemaSchema, ...staffErrors },
      },
    },
    async (_request, reply) => {
      void reply.headers(noStore);
      return notebook.schema();
    },
  );

  app.get(
    `${BASE}/queries/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The saved queries, by title',
        response: { 200: notebookSavedQueryListSchema, ...staffErrors },
      },
    },
    async (_request, reply) => {
      void reply.headers(noStore);
      return notebook.list();
    },
  );

  app.post(
    `${BASE}/queries/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save a query under a title',
        body: notebookSavedQueryPayloadSchema,
        response: { 201: notebookSavedQuerySchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await notebook.create(request.body, requireUser(request).id)),
  );

  app.put(
    `${BASE}/queries/:id/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a saved query or change its statement',
        params: idParams,
        body: notebookSavedQueryPayloadSchema,
        response: { 200: notebookSavedQuerySchema, ...staffErrors },
      },
    },
    async (request) => notebook.update(request.params.id, request.body),
  );

  app.delete(
    `${BASE}/queries/:id/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a saved query',
        params: idParams,
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      await notebook.delete(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
