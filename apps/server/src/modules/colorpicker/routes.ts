import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  comboCreateSchema,
  comboRenameSchema,
  comboSchema,
  pickerDetailSchema,
  pickerModelSchema,
  referenceColorSchema,
} from '@windfamily/contract/colorpicker';
import { apiErrorSchema } from '@windfamily/contract/errors';
import type { Services } from '../module';
import { tooManyRequests } from '../../lib/http-error';
import { sendRendered } from '../../lib/json-cache';
import { CART_COOKIE } from '../cart/cart.service';
import { cartOwnerOf, visitorOwnerOf } from '../cart/routes';
import { lookupErrors } from '../../lib/route-schemas';

/** Saves from one address: plenty for a pilot trying ideas, too few to keep the renderer busy. */
export const COMBO_SAVES = { limit: 60, windowSeconds: 15 * 60 };

const tags = ['colorpicker'];
/** sendRendered compresses these answers once per rendering, not @fastify/compress per request. */
const precompressed = { compress: false } as const;
const slugParams = z.object({ slug: z.string().min(1).max(100) });
const changeErrors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The colour picker (SPEC.md: /api/colorpicker/...). The picker's reads come from memory as
 * bytes rendered once; combos are saved by anyone, by account or by the cart's visitor key.
 */
export default async function colorpickerRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'colorpicker' | 'config' | 'limiter'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { colorpicker } = ctx;
  const secureCookies = !ctx.config.isDev;

  // What a visitor designed before logging in (or registering) is theirs afterwards too.
  fastify.addSessionHook('login', async (request) => {
    const key = request.cookies[CART_COOKIE];
    if (!key || !request.user) return;
    try {
      await colorpicker.claimVisitorCombos(key, request.user);
    } catch (error) {
      request.log.error({ err: error }, 'moving the colour combos at login failed');
    }
  });

  app.get(
    '/api/colorpicker/colorpicker/',
    {
      ...precompressed,
      schema: {
        tags,
        summary: 'The wing models the colour picker offers',
        response: { 200: z.array(pickerModelSchema) },
      },
    },
    async (request, reply) => sendRendered(request, reply, await colorpicker.modelsJson()),
  );

  app.get(
    '/api/colorpicker/colorpicker/:slug',
    {
      ...precompressed,
      schema: {
        tags,
        summary:
          "A model's picker: its drawing top and bottom in zones, each zone's colours and standard colour, the cloths, the presets",
        params: slugParams,
        response: { 200: pickerDetailSchema, ...lookupErrors },
      },
    },
    async (request, reply) =>
      sendRendered(request, reply, await colorpicker.modelJson(request.params.slug)),
  );

  app.get(
    '/api/colorpicker/pantone/',
    {
      ...precompressed,
      schema: {
        tags,
        summary:
          'The reference palette: the named colours of CSS Color 4, each with its nearest available cloth by CIEDE2000',
        response: { 200: z.array(referenceColorSchema) },
      },
    },
    async (request, reply) => sendRendered(request, reply, await colorpicker.referenceJson()),
  );

  app.get(
    '/api/colorpicker/combo',
    {
      schema: {
        tags,
        summary:
          "The asker's combos, newest first: the account's, or a visitor's (by the cart cookie); none without either",
        response: { 200: z.array(comboSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return colorpicker.mine(cartOwnerOf(request));
    },
  );

  app.post(
    '/api/colorpicker/combo/:slug',
    {
      schema: {
        tags,
        summary:
          "Save a combo of the model `slug`: a name and a colour for every zone. It belongs to the account, or to the visitor's cart cookie (set when missing) until they log in",
        params: slugParams,
        body: comboCreateSchema,
        response: {
          201: comboSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const attempt = await ctx.limiter.hit(`combo-save:ip:${request.ip}`, COMBO_SAVES);
      if (!attempt.allowed)
        throw tooManyRequests(
          'You have saved many colour combos in a short time. Please wait a few minutes.',
          attempt.retryAfterSeconds,
        );
      const owner = visitorOwnerOf(request, reply, secureCookies, true);
      const combo = await colorpicker.save(owner, request.params.slug, request.body);
      return reply.status(201).send(combo);
    },
  );

  app.get(
    '/api/colorpicker/combo/:slug',
    {
      schema: {
        tags,
        summary: 'A combo by its slug (anyone with the link); `mine` for the one who saved it',
        params: slugParams,
        response: { 200: comboSchema, ...lookupErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-cache');
      return colorpicker.combo(request.params.slug, cartOwnerOf(request));
    },
  );

  app.patch(
    '/api/colorpicker/combo/:slug',
    {
      schema: {
        tags,
        summary: 'Rename a combo (the one who saved it; not once ordered)',
        params: slugParams,
        body: comboRenameSchema,
        response: { 200: comboSchema, ...changeErrors },
      },
    },
    (request) => colorpicker.rename(request.params.slug, cartOwnerOf(request), request.body.name),
  );

  app.delete(
    '/api/colorpicker/combo/:slug',
    {
      schema: {
        tags,
        summary: 'Delete a combo (the one who saved it; not once ordered)',
        params: slugParams,
        response: { 204: z.null().describe('Deleted'), ...changeErrors },
      },
    },
    async (request, reply) => {
      await colorpicker.delete(request.params.slug, cartOwnerOf(request));
      return reply.status(204).send(null);
    },
  );
}
