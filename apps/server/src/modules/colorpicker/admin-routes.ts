import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clothColorAdminListSchema,
  clothColorAdminSchema,
  clothColorUpdateSchema,
  clothColorWriteSchema,
  colorpickerModelAdminListSchema,
  presetAdminListSchema,
  presetSchema,
  presetWriteSchema,
  zoneUpdateResultSchema,
  zoneWriteSchema,
} from '@windfamily/contract/colorpicker';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { staffErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';

const tags = ['colorpicker admin'];
const deleted = { 204: z.null().describe('Deleted') };
const pathPart = z.string().min(1).max(100);
const codeParams = z.object({ code: pathPart });
const modelParams = z.object({ product: pathPart });
const zoneParams = z.object({ product: pathPart, key: pathPart });
const presetParams = z.object({ product: pathPart, slug: pathPart });

/**
 * The colour picker's back office (staff with the store permission): the cloth palette, the
 * zones of each model's template, and the presets. Every write shows in the picker at once.
 */
export default async function colorpickerAdminRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'colorpickerAdmin'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { colorpickerAdmin } = ctx;
  const onRequest = guard(PERMISSIONS.store);

  app.get(
    '/api/colorpicker/admin/colors/',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The whole cloth palette, unavailable cloths too, with how many zones, presets and combos use each (staff)',
        response: { 200: clothColorAdminListSchema, ...staffErrors },
      },
    },
    async () => ({ colors: await colorpickerAdmin.colors() }),
  );

  app.post(
    '/api/colorpicker/admin/colors/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a cloth at the end of the palette; its code must be new (staff)',
        body: clothColorWriteSchema,
        response: { 201: clothColorAdminSchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await colorpickerAdmin.createColor(request.body)),
  );

  app.put(
    '/api/colorpicker/admin/colors/:code',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Rename a cloth, change its colour, fastness or availability; the code never changes. An unavailable cloth leaves the picker’s choices, combos using it stay (staff)',
        params: codeParams,
        body: clothColorUpdateSchema,
        response: { 200: clothColorAdminSchema, ...staffErrors },
      },
    },
    (request) => colorpickerAdmin.updateColor(request.params.code, request.body),
  );

  app.delete(
    '/api/colorpicker/admin/colors/:code',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Delete a cloth nothing uses; 409 when a zone, preset or combo uses it (mark it unavailable instead) (staff)',
        params: codeParams,
        response: { ...deleted, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await colorpickerAdmin.deleteColor(request.params.code);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/colorpicker/admin/models/',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Every model with a colour template, hidden products too: its zones with all their cloths (unavailable ones too), standard colour and mirror (staff)',
        response: { 200: colorpickerModelAdminListSchema, ...staffErrors },
      },
    },
    async () => ({ models: await colorpickerAdmin.models() }),
  );

  app.put(
    '/api/colorpicker/admin/models/:product/zones/:key',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Set a zone's cloths and standard colour (an available one of them). A mirrored zone's pair gets the same, in the same transaction; `updated` names both (staff)",
        params: zoneParams,
        body: zoneWriteSchema,
        response: { 200: zoneUpdateResultSchema, ...staffErrors },
      },
    },
    (request) =>
      colorpickerAdmin.updateZone(request.params.product, request.params.key, request.body),
  );

  app.get(
    '/api/colorpicker/admin/models/:product/presets/',
    {
      onRequest,
      schema: {
        tags,
        summary: "A model's presets in order (staff)",
        params: modelParams,
        response: { 200: presetAdminListSchema, ...staffErrors },
      },
    },
    async (request) => ({ presets: await colorpickerAdmin.presets(request.params.product) }),
  );

  app.post(
    '/api/colorpicker/admin/models/:product/presets/',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Add a preset: a colour for every zone, checked as a combo’s (available cloths, mirrors alike) (staff)',
        params: modelParams,
        body: presetWriteSchema,
        response: { 201: presetSchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await colorpickerAdmin.createPreset(request.params.product, request.body)),
  );

  app.put(
    '/api/colorpicker/admin/models/:product/presets/:slug',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Change a preset; a zone keeping its colour may keep a cloth no longer available, a changed zone needs an available one (staff)',
        params: presetParams,
        body: presetWriteSchema,
        response: { 200: presetSchema, ...staffErrors },
      },
    },
    (request) =>
      colorpickerAdmin.updatePreset(request.params.product, request.params.slug, request.body),
  );

  app.delete(
    '/api/colorpicker/admin/models/:product/presets/:slug',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a preset (staff)',
        params: presetParams,
        response: { ...deleted, ...staffErrors },
      },
    },
    async (request, reply) => {
      await colorpickerAdmin.deletePreset(request.params.product, request.params.slug);
      return reply.status(204).send(null);
    },
  );
}
