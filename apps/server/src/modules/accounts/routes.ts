import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserSchema,
  detailSchema,
  emailPayloadSchema,
  loginPayloadSchema,
  updateEmailPayloadSchema,
  updatePasswordPayloadSchema,
} from '@windfamily/contract/accounts';
import { registerPayloadSchema, updateUserInfoPayloadSchema } from '@windfamily/contract/contact';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { MSG } from '@windfamily/contract/messages';
import { permissionsResponseSchema } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { loggedIn, permissionsOf, requireUser } from '../../plugins/auth';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['accounts'];

export default async function accountsRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'accounts'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts } = ctx;

  app.get(
    '/api/login/',
    {
      schema: {
        tags,
        summary: 'The logged-in user (session status); 401 when logged out',
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The web app asks this first on every page load: the CSRF cookies come with it.
      reply.ensureCsrfCookies();
      return accounts.currentUser(requireUser(request));
    },
  );

  app.post(
    '/api/login/',
    {
      schema: {
        tags,
        summary: 'Log in; starts a new session',
        body: loginPayloadSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await accounts.authenticate(request.body.email, request.body.password, request);
      await reply.startSession(user);
      return accounts.currentUser(user);
    },
  );

  app.post(
    '/api/logout/',
    {
      schema: {
        tags,
        summary: 'Log out; ends the session',
        response: { 200: detailSchema, 403: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      await reply.endSession();
      return { detail: 'Logged out' };
    },
  );

  app.post(
    '/api/register',
    {
      schema: {
        tags,
        summary: 'Create a customer account and log in',
        body: registerPayloadSchema,
        response: { 201: currentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await accounts.register(request.body, request);
      await reply.startSession(user);
      return reply.status(201).send(await accounts.currentUser(user));
    },
  );

  app.post(
    '/api/require_password_reset/',
    {
      schema: {
        tags,
        summary: 'Mail a password-reset link; answers the same whether the account exists or not',
        body: emailPayloadSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.requirePasswordReset(request.body.email, request);
      return {
        detail: `${MSG.passwordResetSent(request.body.email)}. ${MSG.passwordResetInstructions}`,
      };
    },
  );

  app.post(
    '/api/update_password/',
    {
      schema: {
        tags,
        summary:
          'Set a new password, with a reset link (uidb64, token) or the current password (logged in)',
        body: updatePasswordPayloadSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if ('token' in body) {
        await accounts.resetPassword(body.uidb64, body.token, body.password);
      } else {
        await accounts.changePassword(
          requireUser(request),
          body.old_password,
          body.password,
          request.sessionKey,
        );
      }
      return { detail: 'Your password has been changed.' };
    },
  );

  app.post(
    '/api/require_email_reset/',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        summary: 'Mail a confirmation link to a new e-mail address of the logged-in account',
        body: emailPayloadSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.requireEmailChange(requireUser(request), request.body.email, request);
      return { detail: `We sent a confirmation link to ${request.body.email}.` };
    },
  );

  app.post(
    '/api/update_email',
    {
      schema: {
        tags,
        summary: 'Confirm a new e-mail address with the token of the confirmation link',
        body: updateEmailPayloadSchema,
        response: { 200: z.object({ detail: z.string(), email: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = await accounts.confirmEmailChange(request.body.token);
      return { detail: 'Your e-mail address has been changed.', email: user.email };
    },
  );

  app.post(
    '/api/update_user_info',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        summary: 'Change the name, address and phone of the logged-in account',
        body: updateUserInfoPayloadSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => {
      const user = await accounts.updateUserInfo(requireUser(request), request.body);
      return accounts.currentUser(user);
    },
  );

  app.get(
    '/api/permissions/',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        summary: 'What the logged-in user may do',
        response: { 200: permissionsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ permissions: permissionsOf(requireUser(request)) }),
  );
}
