import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FORM_ERROR_KEY } from '@windfamily/contract/errors';
import { HttpError } from '../lib/http-error';

/** Renders every failure as `{ detail, errors? }` with the right status; never a stack trace. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(
          error.errors ? { detail: error.detail, errors: error.errors } : { detail: error.detail },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || FORM_ERROR_KEY;
        (errors[key] ??= []).push(issue.message ?? 'invalid value');
      }
      return reply.status(400).send({ detail: 'Please correct the errors below.', errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ detail: 'Something went wrong on our side. Please try again.' });
  });
});
