import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema } from '@windfamily/contract/accounts';
import { apiErrorSchema } from '@windfamily/contract/errors';
import {
  NEWSLETTER_ADMIN_PATHS,
  NEWSLETTER_MESSAGES,
  newsletterRegisterPayloadSchema,
  newsletterSecretPayloadSchema,
  newsletterStatusSchema,
  newsletterUnsubscribePath,
  subscriberListQuerySchema,
  subscriberListSchema,
} from '@windfamily/contract/newsletter';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { fileAnswer, lookupErrors, staffErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';

const tags = ['newsletter'];

/** The newsletter: sign-up with double opt-in, unsubscribe, and the staff's list and export. */
export default async function newsletterRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'newsletter'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { newsletter } = ctx;
  const unsubscribe = async (secret: string) => ({
    status: await newsletter.unsubscribe(secret),
    detail: NEWSLETTER_MESSAGES.unsubscribed,
  });

  app.post(
    '/api/newsletter/register/',
    {
      schema: {
        tags,
        summary:
          'Sign an address up (double opt-in: a confirmation link is mailed); the answer is the same whether the address is known or not',
        body: newsletterRegisterPayloadSchema,
        response: {
          200: detailSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await newsletter.register(request.body.email, { ip: request.ip });
      return { detail: NEWSLETTER_MESSAGES.registered };
    },
  );

  app.post(
    '/api/newsletter/confirm/',
    {
      schema: {
        tags,
        summary: 'Confirm a subscription with the secret of the mailed link (again: no change)',
        body: newsletterSecretPayloadSchema,
        response: {
          200: newsletterStatusSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      status: await newsletter.confirm(request.body.secret),
      detail: NEWSLETTER_MESSAGES.confirmed,
    }),
  );

  app.post(
    '/api/newsletter/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'Unsubscribe with the secret of a newsletter mail (again: no change)',
        body: newsletterSecretPayloadSchema,
        response: {
          200: newsletterStatusSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => unsubscribe(request.body.secret),
  );

  // One-click unsubscribe (RFC 8058): a mail program's button posts `List-Unsubscribe=One-Click`
  // to the link of a newsletter's List-Unsubscribe header, the page its body links to. A GET
  // of that link is still the page, where the visitor confirms with a button.
  await app.register(async (scope) => {
    // Form or multipart, as the RFC allows: the body says nothing the path does not.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      newsletterUnsubscribePath(':secret'),
      {
        // Posted by a mail service, without cookies: the link's secret is the proof.
        config: { csrf: false },
        bodyLimit: 4096,
        schema: {
          tags,
          summary:
            "One-click unsubscribe (RFC 8058): a newsletter's List-Unsubscribe link, posted by the mail program (again: no change)",
          params: z.object({ secret: newsletterSecretPayloadSchema.shape.secret }),
          response: { 200: newsletterStatusSchema, ...lookupErrors, 413: apiErrorSchema },
        },
      },
      async (request) => unsubscribe(request.params.secret),
    );
  });

  const onRequest = guard(PERMISSIONS.content);

  app.get(
    NEWSLETTER_ADMIN_PATHS.subscribers,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Subscribers, newest first, by status and part of the address (staff)',
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListSchema, ...staffErrors },
      },
    },
    (request) => newsletter.list(request.query),
  );

  app.get(
    NEWSLETTER_ADMIN_PATHS.csv,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every confirmed subscriber as CSV: email, confirmed_at (staff)',
        produces: ['text/csv'],
        response: { 200: fileAnswer('CSV', 'text/csv'), ...staffErrors },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await newsletter.exportCsv());
    },
  );
}
