import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, FORM_ERROR_KEY } from '@windfamily/contract/errors';
import { HttpError } from '../lib/http-error';

export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

/** The `{ detail, errors? }` answer for a failure, with its status; logs what is our fault. */
export function errorAnswer(error: FastifyError | Error, request: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: error.errors
        ? { detail: error.detail, errors: error.errors }
        : { detail: error.detail },
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || FORM_ERROR_KEY;
      (errors[key] ??= []).push(issue.message ?? 'invalid value');
    }
    return { status: 400, body: { detail: 'Please correct the errors below.', errors } };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { detail: error.message } };
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: { detail: 'Something went wrong on our side. Please try again.' } };
}

/** Renders every failure as `{ detail, errors? }` with the right status; never a stack trace. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error, request);
    if (answer.headers) void reply.headers(answer.headers);
    return reply.status(answer.status).send(answer.body);
  });
});
