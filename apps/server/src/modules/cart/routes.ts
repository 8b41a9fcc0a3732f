import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addItemPayloadSchema,
  type Cart,
  cartFailureSchema,
  cartSchema,
  updateCartPayloadSchema,
} from '@windfamily/contract/cart';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { setPromocodePayloadSchema } from '@windfamily/contract/pricing';
import type { Services } from '../module';
import { tooManyRequests } from '../../lib/http-error';
import { errorAnswer } from '../../plugins/errors';
import { countryOf } from '../system/geo';
import {
  CART_COOKIE,
  CART_COOKIE_MAX_AGE_SECONDS,
  type CartOwner,
  newCartKey,
} from './cart.service';

/** The country prices were last shown for, readable by the page before any call. */
export const COUNTRY_COOKIE = 'country';
const CART_KEY_PATTERN = /^[\w-]{43}$/;

/** Promo codes tried from one address: enough for typos, too few to guess codes. */
export const PROMO_ATTEMPTS = { limit: 60, windowSeconds: 15 * 60 };

/** The request's cart owner: the account, or the visitor of a well-formed cart cookie; else null. */
export function cartOwnerOf(request: FastifyRequest): CartOwner | null {
  if (request.user) return { user: request.user };
  const key = request.cookies[CART_COOKIE];
  return key && CART_KEY_PATTERN.test(key) ? { user: null, key } : null;
}

/** How the visitor key's cookie is set and cleared. */
export const cartCookieOptions = (secure: boolean) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
});

/**
 * The request's owner for something a visitor keeps before logging in (a cart, a colour
 * combo): the account, or the visitor's key. A visitor without a key gets one; with `renew`,
 * a visitor's cookie starts its lifetime again.
 */
export function visitorOwnerOf(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  renew: boolean,
): CartOwner {
  const held = cartOwnerOf(request);
  if (held && (held.user || !renew)) return held;
  const key = held?.key ?? newCartKey();
  reply.setCookie(CART_COOKIE, key, {
    ...cartCookieOptions(secure),
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
  });
  return { user: null, key };
}

const tags = ['store'];
const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export default async function cartRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'cart' | 'config' | 'limiter'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = cartCookieOptions(!ctx.config.isDev);

  // A visitor's cart joins the account's at login; after logout the visitor starts anew.
  fastify.addSessionHook('login', async (request, reply) => {
    const key = request.cookies[CART_COOKIE];
    if (!key || !request.user) return;
    try {
      await ctx.cart.mergeIntoAccount(key, request.user);
      reply.clearCookie(CART_COOKIE, cookieOptions);
    } catch (error) {
      request.log.error({ err: error }, 'merging the cart at login failed');
    }
  });
  fastify.addSessionHook('logout', async (_request, reply) => {
    reply.clearCookie(CART_COOKIE, cookieOptions);
  });

  /** The request's cart owner; a visitor without a cart key gets one (its row comes with the first change). */
  const ownerOf = (request: FastifyRequest, reply: FastifyReply, renew: boolean): CartOwner =>
    visitorOwnerOf(request, reply, !ctx.config.isDev, renew);

  function answer(request: FastifyRequest, reply: FastifyReply, cart: Cart): Cart {
    void reply.header('cache-control', 'private, no-store');
    if (request.cookies[COUNTRY_COOKIE] !== cart.country)
      reply.setCookie(COUNTRY_COOKIE, cart.country, {
        path: '/',
        sameSite: 'lax',
        secure: !ctx.config.isDev,
        maxAge: 365 * 24 * 3600,
      });
    return cart;
  }

  app.get(
    '/api/store/cart/',
    {
      schema: {
        tags,
        summary: 'The cart of this visitor or account',
        response: { 200: cartSchema },
      },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await ctx.cart.view(ownerOf(request, reply, false), countryOf(request)),
      ),
  );

  app.post(
    '/api/store/cart/',
    {
      schema: {
        tags,
        summary:
          'Update the whole cart: amounts (0 removes a line), removed lines, delivery method, country. Lines not mentioned stay. A failure answers `success: false`.',
        body: updateCartPayloadSchema,
        response: {
          200: cartSchema,
          400: cartFailureSchema,
          403: cartFailureSchema,
          409: cartFailureSchema,
        },
      },
      // SPEC.md section 8: a failed update answers success false with the error.
      errorHandler: (error, request, reply) => {
        const failure = errorAnswer(error, request);
        if (failure.headers) void reply.headers(failure.headers);
        void reply
          .code(failure.status as 400 | 403 | 409)
          .send({ success: false as const, ...failure.body });
      },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await ctx.cart.update(ownerOf(request, reply, true), countryOf(request), request.body),
      ),
  );

  app.post(
    '/api/store/cart/add-item/',
    {
      schema: {
        tags,
        summary: 'Put something in the cart (a goodie with a wing: goodie_id)',
        body: addItemPayloadSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await ctx.cart.addItem(ownerOf(request, reply, true), countryOf(request), request.body),
      ),
  );

  app.post(
    '/api/store/cart/set-promocode/',
    {
      schema: {
        tags,
        summary: 'Apply a promo code to the cart; an empty code removes it',
        body: setPromocodePayloadSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.body.promocode) {
        const attempt = await ctx.limiter.hit(`promocode:ip:${request.ip}`, PROMO_ATTEMPTS);
        if (!attempt.allowed)
          throw tooManyRequests(
            'Too many promo codes tried. Please wait a few minutes.',
            attempt.retryAfterSeconds,
          );
      }
      return answer(
        request,
        reply,
        await ctx.cart.setPromocode(
          ownerOf(request, reply, true),
          countryOf(request),
          request.body.promocode,
        ),
      );
    },
  );
}
