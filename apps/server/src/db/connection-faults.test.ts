import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_MESSAGES } from '@windfamily/contract/errors';
import { errorAnswer } from '../plugins/errors';
import { isConnectionFault } from './connection-faults';

/** An error as node-postgres reports the server's ErrorResponse. */
const serverError = (message: string, code: string) =>
  Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle hands a failed query on: the driver's error is its cause. */
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

const request = {
  log: { warn: () => undefined, error: () => undefined },
} as unknown as FastifyRequest;

describe('isConnectionFault', () => {
  it.each([
    [
      'the session terminated (57P01)',
      serverError('terminating connection due to administrator command', '57P01'),
    ],
    ['the server starting up (57P03)', serverError('the database system is starting up', '57P03')],
    ['a connection exception (08006)', serverError('connection failure', '08006')],
    ['too many connections (53300)', serverError('sorry, too many clients already', '53300')],
    ['the socket closed', new Error('Connection terminated unexpectedly')],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'a refused connection to both addresses of a name',
      new AggregateError([
        withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
        withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      ]),
    ],
  ])('is %s, as it comes or as a failed query', (_what, error) => {
    expect(isConnectionFault(error)).toBe(true);
    expect(isConnectionFault(failedQuery(error))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('duplicate key value', '23505')],
    ['a serialization failure', serverError('could not serialize access', '40001')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      "another service's address refusing (a carrier)",
      new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
  ])('is not %s', (_what, error) => {
    expect(isConnectionFault(error)).toBe(false);
    expect(isConnectionFault(failedQuery(error))).toBe(false);
  });
});

describe('errorAnswer', () => {
  it('answers a lost database with 503, the house message and when to try again', () => {
    const answer = errorAnswer(
      failedQuery(serverError('terminating connection due to administrator command', '57P01')),
      request,
    );
    expect(answer).toEqual({
      status: 503,
      body: { detail: SERVER_ERROR_MESSAGES.unavailable },
      headers: { 'retry-after': '5' },
    });
  });

  it('keeps 500 for a fault of our own', () => {
    expect(errorAnswer(new Error('a bug'), request)).toEqual({
      status: 500,
      body: { detail: SERVER_ERROR_MESSAGES.failed },
    });
  });
});
