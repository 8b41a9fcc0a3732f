import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

/**
 * Every operation of the OpenAPI document documents every status it can answer: 500 and 503
 * (our failure, the database away), 413 and 415 when it reads a body, 400 when it
 * takes parameters, a query or a body (zod's answer), 401 when it needs a session, 403 when it
 * asks for a permission or is an unsafe call checked for its CSRF token, 404 when its path
 * names something; and each documented answer has a schema (a 204 or a redirect has no body).
 */

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, string[]>[];
  'x-permissions'?: string[];
  'x-csrf-exempt'?: boolean;
}

/** A video's thumbnail: an unknown video gets the placeholder picture. */
const NEVER_NOT_FOUND = ['GET /api/youtube_thumbnail/{videoid}/'];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const UNSAFE = ['post', 'put', 'patch', 'delete'];

let t: TestApp;
let operations: { name: string; operation: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
});
afterAll(async () => t.close());

/** The statuses `operation` must document, from what it takes and how it is guarded. */
function expectedStatuses(name: string, operation: Operation): string[] {
  const method = name.split(' ')[0]!.toLowerCase();
  const parameters = operation.parameters ?? [];
  // A failure of ours, or the database out of reach.
  const expected = new Set<string>(['500', '503']);
  // Too large, or not a media type the route reads.
  if (operation.requestBody) ['413', '415'].forEach((status) => expected.add(status));
  if (parameters.length || operation.requestBody) expected.add('400');
  if (operation.security?.length) expected.add('401');
  if (operation['x-permissions']?.length) expected.add('403');
  if (UNSAFE.includes(method) && !operation['x-csrf-exempt']) expected.add('403');
  if (parameters.some((parameter) => parameter.in === 'path') && !NEVER_NOT_FOUND.includes(name))
    expected.add('404');
  return [...expected];
}

describe('the OpenAPI document', () => {
  it('has operations', () => {
    expect(operations.length).toBeGreaterThan(200);
  });

  it('documents every status an operation can answer', () => {
    const missing = operations.flatMap(({ name, operation }) => {
      const documented = Object.keys(operation.responses ?? {});
      const absent = expectedStatuses(name, operation).filter(
        (status) => !documented.includes(status),
      );
      return absent.length ? [`${name}: ${absent.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('gives every documented answer a schema', () => {
    const bare = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(
          ([status, response]) =>
            status !== '204' &&
            !status.startsWith('3') &&
            !Object.values(response.content ?? {}).some((content) => content.schema),
        )
        .map(([status]) => `${name}: ${status}`),
    );
    expect(bare).toEqual([]);
  });
});
