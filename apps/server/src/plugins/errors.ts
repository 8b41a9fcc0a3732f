import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type ApiErrorBody,
  FORM_ERROR_KEY,
  SERVER_ERROR_MESSAGES,
} from '@windfamily/contract/errors';
import { isConnectionFault } from '../db/connection-faults';
import { HttpError } from '../lib/http-error';
import { ensureSecurityHeaders } from './security-headers';

/** How long a client waits before it tries again after a 503 (`Retry-After`, seconds). */
export const UNAVAILABLE_RETRY_SECONDS = 5;

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
  // The database's connection failed under the request: its transaction was rolled back (or
  // committed whole, when only the answer to the commit was lost), and the pool opens new
  // connections for the next requests.
  if (isConnectionFault(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return {
      status: 503,
      body: { detail: SERVER_ERROR_MESSAGES.unavailable },
      headers: { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) },
    };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: { detail: SERVER_ERROR_MESSAGES.failed } };
}

/** Renders every failure as `{ detail, errors? }` with the right status; never a stack trace. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error, request);
    ensureSecurityHeaders(reply);
    if (answer.headers) void reply.headers(answer.headers);
    return reply.status(answer.status).send(answer.body);
  });
});
